// Schema migrations and the databases a user can hand the program: new, current, newer,
// corrupt, truncated, a text file, someone else's SQLite file, read-only.
#include "TestSupport.h"

#include "database/CatalogStore.h"
#include "database/Migrations.h"

#include "core/measurements/measured_point_json.h"

#include <QFile>
#include <QObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <algorithm>
#include <unistd.h>

using namespace sil;

namespace {

void setUserVersion(const QString& path, int version, bool addForeignTable = false) {
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("raw"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        if (addForeignTable) QVERIFY(q.exec(QStringLiteral("CREATE TABLE photos (id INTEGER)")));
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = %1").arg(version)));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
}

} // namespace

class TestMigrations : public QObject {
    Q_OBJECT
private slots:
    void freshDatabaseGetsLatestSchema();
    void schemaMatchesFieldRegistry();
    void reopeningIsANoOp();
    void refusedFilesAreNotModified_data();
    void refusedFilesAreNotModified();
    void readOnlyUserDatabaseOpensForReading();
    void unwritableFolder();
    void lockedByAnotherProgram();
    void upgradeBacksUpFirst();
    void failedMigrationRollsBack();
    void version1DatabaseUpgradesKeepingEdits();
    void version3DatabaseGainsApiPrices();
    void version4DatabaseGainsMeasurements();
    void measuredPointJsonRoundTrip();
    void version5DatabaseGainsEngines();
    void version9DatabaseNamesMemoryForWhatItHolds();
    void version10DatabaseGainsQuoteMaxCluster();
    void version11DatabaseGainsSystemFormFactor();
    void version12DatabaseGainsDieDetailsAndScaleupLink();

private:
    QTemporaryDir dir_;
    // A user database as an earlier release wrote it: the first `version` migrations and one
    // user edit (`overrideValues`, the row of user_overrides). Its path, or "" on failure.
    QString oldUserDatabase(int version, const QString& overrideValues);
};

void TestMigrations::freshDatabaseGetsLatestSchema() {
    const QString path = dir_.filePath(QStringLiteral("fresh/user.sqlite"));
    db::CatalogStore store;
    QVERIFY2(store.openUser(path), qPrintable(store.errorString()));
    QVERIFY(QFile::exists(path));
    QVERIFY(store.lastBackupPath().isEmpty());
    auto c = store.load();
    QVERIFY(c);
    QVERIFY(c->systems.empty());
}

void TestMigrations::schemaMatchesFieldRegistry() {
    const QString path = dir_.filePath(QStringLiteral("schema.sqlite"));
    {
        db::CatalogStore store;
        QVERIFY(store.openUser(path));
    }
    QSqlDatabase db =
        QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("schema"));
    db.setDatabaseName(path);
    QVERIFY(db.open());
    auto columns = [&](const QString& table) {
        QStringList out;
        QSqlQuery q(db);
        q.exec(QStringLiteral("PRAGMA table_info(%1)").arg(table));
        while (q.next())
            out << q.value(1).toString();
        return out;
    };
    const QStringList chipCols = columns(QStringLiteral("chips"));
    for (const auto& f : chipFields())
        QVERIFY2(chipCols.contains(QString::fromStdString(f.name)), f.name.c_str());
    const QStringList sysCols = columns(QStringLiteral("systems"));
    for (const auto& f : systemFields())
        QVERIFY2(sysCols.contains(QString::fromStdString(f.name)), f.name.c_str());
    const QStringList quoteCols = columns(QStringLiteral("rental_quotes"));
    for (const auto& f : quoteFields())
        QVERIFY2(quoteCols.contains(QString::fromStdString(f.name)), f.name.c_str());
    const QStringList modelCols = columns(QStringLiteral("models"));
    for (const auto& f : modelFields())
        QVERIFY2(modelCols.contains(QString::fromStdString(f.name)), f.name.c_str());
    const QStringList apiCols = columns(QStringLiteral("api_prices"));
    for (const auto& f : apiPriceFields())
        QVERIFY2(apiCols.contains(QString::fromStdString(f.name)), f.name.c_str());
    QCOMPARE(apiCols.size(), int(apiPriceFields().size()));
    const QStringList engineCols = columns(QStringLiteral("engines"));
    for (const auto& f : engineFields())
        QVERIFY2(engineCols.contains(QString::fromStdString(f.name)), f.name.c_str());
    QCOMPARE(engineCols.size(), int(engineFields().size()));
    QVERIFY(columns(QStringLiteral("vendors")).contains(QStringLiteral("name")));
    QVERIFY(columns(QStringLiteral("scenarios")).contains(QStringLiteral("json")));
    QSqlQuery q(db);
    QVERIFY(q.exec(QStringLiteral("PRAGMA user_version")) && q.next());
    QCOMPARE(q.value(0).toInt(), db::latestSchemaVersion());
    db.close();
    db = QSqlDatabase();
    QSqlDatabase::removeDatabase(QStringLiteral("schema"));
}

void TestMigrations::reopeningIsANoOp() {
    const QString path = dir_.filePath(QStringLiteral("again.sqlite"));
    {
        db::CatalogStore s;
        QVERIFY(s.openUser(path));
    }
    const QByteArray before = test::sha256Of(path);
    {
        db::CatalogStore s;
        QVERIFY(s.openUser(path));
        QVERIFY(s.load());
    }
    QCOMPARE(test::sha256Of(path), before);
}

void TestMigrations::refusedFilesAreNotModified_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("expected");
    QTest::newRow("newer schema") << "newer"
                                  << "schema version 99 is newer";
    QTest::newRow("random bytes") << "random"
                                  << "not a SQLite database";
    QTest::newRow("text file") << "text"
                               << "not a SQLite database";
    QTest::newRow("truncated") << "truncated"
                               << "";
    QTest::newRow("foreign sqlite") << "foreign"
                                    << "not a Siliconomics catalog";
}

void TestMigrations::refusedFilesAreNotModified() {
    QFETCH(QString, kind);
    QFETCH(QString, expected);
    const QString path = dir_.filePath(kind + QStringLiteral(".sqlite"));
    if (kind == "newer") {
        {
            db::CatalogStore s;
            QVERIFY(s.openUser(path));
        }
        setUserVersion(path, 99);
    } else if (kind == "random") {
        QByteArray junk;
        for (int i = 0; i < 8192; ++i)
            junk.append(char((i * 7919 + 13) & 0xff));
        QVERIFY(test::writeFile(path, junk));
    } else if (kind == "text") {
        QVERIFY(test::writeFile(path, "id,name\nh100,H100\n"));
    } else if (kind == "truncated") {
        const QString full = dir_.filePath(QStringLiteral("full.sqlite"));
        {
            db::CatalogStore s;
            QVERIFY(s.openUser(full));
            for (int i = 0; i < 200; ++i)
                QVERIFY(s.setOverride(EntityKind::System, QStringLiteral("s%1").arg(i),
                                      QStringLiteral("capex_per_gpu_usd"), QStringLiteral("1000")));
        }
        QByteArray bytes = test::readFile(full);
        QVERIFY(bytes.size() > 8192);
        QVERIFY(test::writeFile(path, bytes.left(bytes.size() / 2)));
    } else if (kind == "foreign") {
        setUserVersion(path, 0, true);
    }
    const QByteArray before = test::sha256Of(path);
    db::CatalogStore store;
    const bool opened = store.openUser(path);
    bool failed = !opened;
    if (opened) failed = !store.load(); // a truncated file may open but must not load
    QVERIFY2(failed, "a damaged or foreign database was accepted");
    QVERIFY(store.errorString().contains(path));
    if (!expected.isEmpty())
        QVERIFY2(store.errorString().contains(expected), qPrintable(store.errorString()));
    store.closeUser();
    QCOMPARE(test::sha256Of(path), before);
    // The shipped catalog still opens: the app can start.
    db::CatalogStore shipped;
    QVERIFY(shipped.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
    QVERIFY(shipped.load());
}

void TestMigrations::readOnlyUserDatabaseOpensForReading() {
    if (geteuid() == 0) QSKIP("root ignores file permissions");
    const QString path = dir_.filePath(QStringLiteral("ro.sqlite"));
    {
        db::CatalogStore s;
        QVERIFY(s.openUser(path));
    }
    QFile::setPermissions(path, QFile::ReadOwner);
    db::CatalogStore s;
    QVERIFY2(s.openUser(path), qPrintable(s.errorString()));
    QVERIFY(s.userReadOnly());
    QVERIFY(!s.setOverride(EntityKind::System, QStringLiteral("x"),
                           QStringLiteral("capex_per_gpu_usd"), QStringLiteral("1")));
    QVERIFY(s.errorString().contains(QStringLiteral("read-only")));
}

void TestMigrations::unwritableFolder() {
    db::CatalogStore s;
    QVERIFY(!s.openUser(QStringLiteral("/proc/siliconomics/user.sqlite")));
    QVERIFY(s.errorString().contains(QStringLiteral("/proc/siliconomics")));
}

void TestMigrations::lockedByAnotherProgram() {
    const QString path = dir_.filePath(QStringLiteral("locked.sqlite"));
    {
        db::CatalogStore s;
        QVERIFY(s.openUser(path));
    }
    QSqlDatabase other =
        QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
    other.setDatabaseName(path);
    QVERIFY(other.open());
    QSqlQuery lock(other);
    QVERIFY(lock.exec(QStringLiteral("BEGIN EXCLUSIVE")));
    {
        db::CatalogStore s;
        const bool opened = s.openUser(path);
        const bool usable = opened && s.setOverride(EntityKind::Chip, QStringLiteral("h200"),
                                                    QStringLiteral("tdp_w"), QStringLiteral("600"));
        QVERIFY(!usable);
        QVERIFY2(s.errorString().contains(QStringLiteral("locked")) &&
                     s.errorString().contains(path),
                 qPrintable(s.errorString()));
    }
    lock.exec(QStringLiteral("ROLLBACK"));
    other.close();
    other = QSqlDatabase();
    QSqlDatabase::removeDatabase(QStringLiteral("other"));
    db::CatalogStore s;
    QVERIFY(s.openUser(path));
    QVERIFY(s.setOverride(EntityKind::Chip, QStringLiteral("h200"), QStringLiteral("tdp_w"),
                          QStringLiteral("600")));
}

namespace {
// Runs the shipped migrations and then `second` on `path` through a raw connection.
db::MigrationOutcome migrateWith(const QString& path, const QString& second) {
    db::MigrationOutcome out;
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("mig"));
        db.setDatabaseName(path);
        db.open();
        out = db::migrate(db, path, db::shippedMigrations() + QStringList{second});
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("mig"));
    return out;
}
} // namespace

void TestMigrations::upgradeBacksUpFirst() {
    const QString path = dir_.filePath(QStringLiteral("upgrade.sqlite"));
    {
        db::CatalogStore s;
        QVERIFY(s.openUser(path));
        QVERIFY(s.setOverride(EntityKind::Chip, QStringLiteral("h200"), QStringLiteral("tdp_w"),
                              QStringLiteral("650")));
    }
    const QByteArray before = test::sha256Of(path);
    const auto out = migrateWith(path, test::dataPath(QStringLiteral("0002_test_add_column.sql")));
    QVERIFY2(out.ok, qPrintable(out.error));
    QCOMPARE(out.fromVersion, 13);
    QCOMPARE(out.toVersion, 14);
    QVERIFY(!out.backupPath.isEmpty());
    QVERIFY(out.backupPath.startsWith(path + QStringLiteral(".backup-v13-")));
    QCOMPARE(test::sha256Of(out.backupPath), before); // the backup is the old file, exactly
    // This build knows schemas 1 to 13 only: the upgraded file is now "newer" and refused
    // untouched.
    const QByteArray upgraded = test::sha256Of(path);
    db::CatalogStore s;
    QVERIFY(!s.openUser(path));
    QVERIFY(s.errorString().contains(QStringLiteral("newer")));
    QCOMPARE(test::sha256Of(path), upgraded);
}

void TestMigrations::failedMigrationRollsBack() {
    const QString path = dir_.filePath(QStringLiteral("broken.sqlite"));
    {
        db::CatalogStore s;
        QVERIFY(s.openUser(path));
    }
    const auto out = migrateWith(path, test::dataPath(QStringLiteral("0002_test_broken.sql")));
    QVERIFY(!out.ok);
    QVERIFY2(out.error.contains(QStringLiteral("migration 14 failed")) && out.error.contains(path),
             qPrintable(out.error));
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("after"));
    db.setDatabaseName(path);
    QVERIFY(db.open());
    QSqlQuery q(db);
    QVERIFY(q.exec(QStringLiteral("PRAGMA user_version")) && q.next());
    QCOMPARE(q.value(0).toInt(), 13);
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = 'half_done'")) &&
            q.next());
    QCOMPARE(q.value(0).toInt(), 0);
    db.close();
    db = QSqlDatabase();
    QSqlDatabase::removeDatabase(QStringLiteral("after"));
    db::CatalogStore s;
    QVERIFY(s.openUser(path)); // still a good version-4 database
}

void TestMigrations::version1DatabaseUpgradesKeepingEdits() {
    // A user database as the previous release wrote it: schema 1 with an edit and a scenario.
    const QString path = dir_.filePath(QStringLiteral("v1.sqlite"));
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v1"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        const auto out =
            db::migrate(db, path, {QStringLiteral(":/siliconomics/migrations/0001_initial.sql")});
        QVERIFY2(out.ok, qPrintable(out.error));
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral(
            "INSERT INTO user_overrides VALUES ('chips', 'h200', 'tdp_w', '650', 'ours', "
            "'2026-01-01T00:00:00Z')")));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("v1"));
    db::CatalogStore s;
    QVERIFY2(s.openUser(path), qPrintable(s.errorString()));
    QVERIFY(s.lastBackupPath().startsWith(path + QStringLiteral(".backup-v1-")));
    QVERIFY(s.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
    const auto c = s.load();
    QVERIFY2(c, qPrintable(s.errorString()));
    QCOMPARE(*c->chip("h200")->tdp_w, 650.0);
    // Models can now be edited too (the widened CHECK constraint).
    QVERIFY2(s.setOverride(EntityKind::Model, QStringLiteral("llama-3.1-8b"),
                           QStringLiteral("max_context"), QStringLiteral("8192")),
             qPrintable(s.errorString()));
    QCOMPARE(*s.load()->model("llama-3.1-8b")->max_context, 8192.0);
}

void TestMigrations::version3DatabaseGainsApiPrices() {
    // A user database as the release before API prices wrote it: schema 3 with an edit, a
    // value with a range and an imported row.
    const QString path = dir_.filePath(QStringLiteral("v3.sqlite"));
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("v3"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        const auto out =
            db::migrate(db, path,
                        {QStringLiteral(":/siliconomics/migrations/0001_initial.sql"),
                         QStringLiteral(":/siliconomics/migrations/0002_models.sql"),
                         QStringLiteral(":/siliconomics/migrations/0003_ranges_and_torus.sql")});
        QVERIFY2(out.ok, qPrintable(out.error));
        QCOMPARE(out.toVersion, 3);
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral(
            "INSERT INTO user_overrides VALUES ('models', 'llama-3.1-8b', 'max_context', '4096', "
            "'ours', '2026-01-01T00:00:00Z')")));
        QVERIFY(q.exec(QStringLiteral(
            "INSERT INTO chips (id, name, vendor, tdp_w) VALUES ('my-chip', 'Mine', 'Us', 500)")));
        QVERIFY(q.exec(QStringLiteral(
            "INSERT INTO value_provenance VALUES ('chips', 'my-chip', 'tdp_w', NULL, "
            "'estimate', 'analyst_estimate', 450, 550)")));
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = "
                                      "'api_prices'")) &&
                q.next());
        QCOMPARE(q.value(0).toInt(), 0);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("v3"));
    db::CatalogStore s;
    QVERIFY2(s.openUser(path), qPrintable(s.errorString()));
    QVERIFY(s.lastBackupPath().startsWith(path + QStringLiteral(".backup-v3-")));
    QVERIFY(s.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
    auto c = s.load();
    QVERIFY2(c, qPrintable(s.errorString()));
    // What was there survives the rebuilt tables.
    QCOMPARE(*c->model("llama-3.1-8b")->max_context, 4096.0);
    const Provenance& p = c->chip("my-chip")->provenanceOf("tdp_w");
    QCOMPARE(p.kind, ValueKind::AnalystEstimate);
    QCOMPARE(p.low, std::optional<double>(450.0));
    QCOMPARE(p.high, std::optional<double>(550.0));
    // The shipped API prices load, and the user database takes API prices and their edits.
    QVERIFY(c->api_prices.size() >= 50);
    const std::string id = c->api_prices.front().id;
    QVERIFY2(s.setOverride(EntityKind::ApiPrice, QString::fromStdString(id),
                           QStringLiteral("usd_per_million_output_tokens"), QStringLiteral("0.5")),
             qPrintable(s.errorString()));
    ImportBatch batch;
    ApiPrice mine;
    mine.id = "llama-3.1-8b-ours";
    mine.provider = "Ours";
    mine.model_id = "llama-3.1-8b";
    mine.usd_per_million_input_tokens = 0.01;
    mine.usd_per_million_output_tokens = 0.02;
    mine.date = "2026-11-01";
    mine.row.kind = ValueKind::User;
    batch.api_prices.push_back(mine);
    QVERIFY2(s.importBatch(batch), qPrintable(s.errorString()));
    c = s.load();
    QVERIFY(c);
    QCOMPARE(*c->apiPrice(id)->usd_per_million_output_tokens, 0.5);
    QVERIFY(c->apiPrice("llama-3.1-8b-ours"));
    QCOMPARE(*c->apiPrice("llama-3.1-8b-ours")->usd_per_million_input_tokens, 0.01);
    // An API price for a model the catalog does not have is refused, nothing written.
    batch.api_prices.front().id = "ghost";
    batch.api_prices.front().model_id = "no-such-model";
    QVERIFY(!s.importBatch(batch));
    QVERIFY2(s.errorString().contains(QStringLiteral("no model \"no-such-model\"")),
             qPrintable(s.errorString()));
    QVERIFY(!s.load()->apiPrice("ghost"));
}

// A user database as the release before the form factor wrote it opens (backed up first, its
// edit kept); a system imported with the form factor its source states keeps the value with its
// own source and kind, and the field takes edits.
void TestMigrations::version11DatabaseGainsSystemFormFactor() {
    const QString path = oldUserDatabase(
        11, QStringLiteral("'chips', 'h200', 'tdp_w', '650', 'ours', '2026-01-01T00:00:00Z'"));
    QVERIFY(!path.isEmpty());
    db::CatalogStore s;
    QVERIFY2(s.openUser(path), qPrintable(s.errorString()));
    QVERIFY(s.lastBackupPath().startsWith(path + QStringLiteral(".backup-v11-")));
    QCOMPARE(s.overrides().size(), 1);
    QVERIFY(s.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
    auto c = s.load();
    QVERIFY2(c, qPrintable(s.errorString()));
    System mine = *c->system("gb200-nvl72");
    mine.id = "my-nvl72";
    mine.name = "My NVL72";
    mine.form_factor = "rack-scale";
    Provenance p;
    p.source_id = "S0";
    p.note = "a true rack scale solution of 72 GPUs in one scale-up domain";
    p.kind = ValueKind::Reported;
    mine.fields["form_factor"] = p;
    ImportBatch batch;
    batch.systems.push_back(mine);
    QVERIFY2(s.importBatch(batch), qPrintable(s.errorString()));
    c = s.load();
    QVERIFY2(c, qPrintable(s.errorString()));
    const System* back = c->system("my-nvl72");
    QVERIFY(back);
    QCOMPARE(back->form_factor, std::string("rack-scale"));
    QCOMPARE(back->provenanceOf("form_factor").kind, ValueKind::Reported);
    QCOMPARE(back->provenanceOf("form_factor").note, p.note);
    QVERIFY(s.setOverride(EntityKind::System, QStringLiteral("my-nvl72"),
                          QStringLiteral("form_factor"), QStringLiteral("pod")));
    c = s.load();
    QVERIFY2(c, qPrintable(s.errorString()));
    QCOMPARE(c->system("my-nvl72")->form_factor, std::string("pod"));
}

// A user database as the release before die details and the scale-up link wrote it opens
// (backed up first, its edit kept); a chip's transistors and compute dies and a system's link
// are stored with their own source and kind, and an edit of the link must name a key of the
// vocabulary.
void TestMigrations::version12DatabaseGainsDieDetailsAndScaleupLink() {
    const QString path = oldUserDatabase(
        12, QStringLiteral("'chips', 'h200', 'tdp_w', '650', 'ours', '2026-01-01T00:00:00Z'"));
    QVERIFY(!path.isEmpty());
    db::CatalogStore s;
    QVERIFY2(s.openUser(path), qPrintable(s.errorString()));
    QVERIFY(s.lastBackupPath().startsWith(path + QStringLiteral(".backup-v12-")));
    QCOMPARE(s.overrides().size(), 1);
    QVERIFY(s.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
    auto c = s.load();
    QVERIFY2(c, qPrintable(s.errorString()));
    Chip chip = *c->chip("b200");
    chip.id = "my-b200";
    chip.name = "My B200";
    chip.transistors_billion = 208;
    chip.compute_dies = 2;
    chip.fields["compute_dies"] = {"S0", "'two reticle-limited dies'", ValueKind::Reported, {}, {}};
    System system = *c->system("hgx-b200");
    system.id = "my-hgx-b200";
    system.name = "My HGX B200";
    system.chip_id = "my-b200";
    system.scaleup_link = "nvlink-5";
    system.fields["scaleup_link"] = {
        "S0", "'fifth-generation NVLink'", ValueKind::VendorSpec, {}, {}};
    ImportBatch batch;
    batch.chips.push_back(chip);
    batch.systems.push_back(system);
    QVERIFY2(s.importBatch(batch), qPrintable(s.errorString()));
    c = s.load();
    QVERIFY2(c, qPrintable(s.errorString()));
    const Chip* back = c->chip("my-b200");
    QVERIFY(back);
    QCOMPARE(back->transistors_billion, std::optional<double>(208));
    QCOMPARE(back->compute_dies, std::optional<double>(2));
    QCOMPARE(back->provenanceOf("compute_dies").kind, ValueKind::Reported);
    QCOMPARE(back->provenanceOf("compute_dies").note, std::string("'two reticle-limited dies'"));
    QCOMPARE(c->system("my-hgx-b200")->scaleup_link, std::string("nvlink-5"));
    QCOMPARE(c->system("my-hgx-b200")->provenanceOf("scaleup_link").kind, ValueKind::VendorSpec);
    QVERIFY(!s.setOverride(EntityKind::System, QStringLiteral("my-hgx-b200"),
                           QStringLiteral("scaleup_link"), QStringLiteral("nvlink-9")));
    QVERIFY2(s.errorString().contains(QStringLiteral("nvlink-9")), qPrintable(s.errorString()));
    QVERIFY(s.setOverride(EntityKind::System, QStringLiteral("my-hgx-b200"),
                          QStringLiteral("scaleup_link"), QStringLiteral("nvlink-4")));
    c = s.load();
    QVERIFY2(c, qPrintable(s.errorString()));
    QCOMPARE(c->system("my-hgx-b200")->scaleup_link, std::string("nvlink-4"));
}

QTEST_GUILESS_MAIN(TestMigrations)
#include "TestMigrations.moc"

QString TestMigrations::oldUserDatabase(int version, const QString& overrideValues) {
    static const char* const kMigrations[] = {
        ":/siliconomics/migrations/0001_initial.sql",
        ":/siliconomics/migrations/0002_models.sql",
        ":/siliconomics/migrations/0003_ranges_and_torus.sql",
        ":/siliconomics/migrations/0004_api_prices.sql",
        ":/siliconomics/migrations/0005_measurements.sql",
        ":/siliconomics/migrations/0006_engines.sql",
        ":/siliconomics/migrations/0007_engine_fitted_chip.sql",
        ":/siliconomics/migrations/0008_availability_memory.sql",
        ":/siliconomics/migrations/0009_measurement_content.sql",
        ":/siliconomics/migrations/0010_memory_names.sql",
        ":/siliconomics/migrations/0011_quote_max_cluster.sql",
        ":/siliconomics/migrations/0012_system_form_factor.sql"};
    const QString name = QStringLiteral("v%1").arg(version);
    const QString path = dir_.filePath(name + QStringLiteral(".sqlite"));
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        QStringList files;
        for (int i = 0; i < version; ++i)
            files << QString::fromLatin1(kMigrations[i]);
        if (db.open()) {
            const auto out = db::migrate(db, path, files);
            QSqlQuery q(db);
            ok = out.ok && out.toVersion == version &&
                 q.exec(
                     QStringLiteral("INSERT INTO user_overrides VALUES (%1)").arg(overrideValues));
            if (!ok)
                qWarning("%s: %s %s", qPrintable(path), qPrintable(out.error),
                         qPrintable(q.lastError().text()));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok ? path : QString();
}

void TestMigrations::version4DatabaseGainsMeasurements() {
    // A user database as the release before measurements wrote it: schema 4 with an edit.
    const QString path = oldUserDatabase(
        4, QStringLiteral("'models', 'llama-3.1-8b', 'max_context', '4096', 'ours', "
                          "'2026-01-01T00:00:00Z'"));
    QVERIFY(!path.isEmpty());
    db::CatalogStore s;
    QVERIFY2(s.openUser(path), qPrintable(s.errorString()));
    QVERIFY(s.lastBackupPath().startsWith(path + QStringLiteral(".backup-v4-")));
    QCOMPARE(s.overrides().size(), 1);
    auto before = s.measurements();
    QVERIFY2(before && before->isEmpty(), qPrintable(s.errorString()));
    // The new table takes points, all in one transaction, and gives them back as stored.
    db::NewMeasurement m;
    m.point.kind = MeasurementKind::Collective;
    m.point.source_format = "nccl-tests";
    m.point.line = 7;
    m.point.op = "all_reduce";
    m.point.ranks = 8;
    m.point.bytes = 1048576;
    m.point.time_us = 42.5;
    m.point.tpot_ms.median = 1.5;
    m.systemId = QStringLiteral("hgx-h200");
    m.engine = QStringLiteral("NCCL 2.28.9");
    QVERIFY2(s.importMeasurements({m, m}, QStringLiteral("nccl.txt"), QStringLiteral("nccl-tests"),
                                  QStringLiteral("tester")),
             qPrintable(s.errorString()));
    const auto after = s.measurements();
    QVERIFY2(after, qPrintable(s.errorString()));
    QCOMPARE(after->size(), 2);
    const db::StoredMeasurement& got = after->front();
    QCOMPARE(got.importedBy, QStringLiteral("tester"));
    QCOMPARE(got.fileName, QStringLiteral("nccl.txt"));
    QCOMPARE(got.systemId, QStringLiteral("hgx-h200"));
    QVERIFY(got.modelId.isEmpty());
    QVERIFY(!got.gpus);
    QCOMPARE(got.point.line, std::size_t{7});
    QCOMPARE(got.point.ranks, std::optional<int>(8));
    QCOMPARE(got.point.time_us, std::optional<double>(42.5));
    QCOMPARE(got.point.tpot_ms.median, std::optional<double>(1.5));
    QVERIFY(!got.point.tpot_ms.mean);
    QVERIFY(!got.point.tp);
    QVERIFY(s.deleteMeasurement(got.id));
    QVERIFY(!s.deleteMeasurement(got.id));
    QVERIFY2(s.errorString().contains(QString::number(got.id)), qPrintable(s.errorString()));
    QCOMPARE(s.measurements()->size(), 1);
}

void TestMigrations::version5DatabaseGainsEngines() {
    // A user database as the release before engine profiles wrote it: schema 5 with an edit.
    const QString path = oldUserDatabase(
        5, QStringLiteral("'chips', 'h200', 'tdp_w', '650', 'ours', '2026-01-01T00:00:00Z'"));
    QVERIFY(!path.isEmpty());
    db::CatalogStore s;
    QVERIFY2(s.openUser(path), qPrintable(s.errorString()));
    QVERIFY(s.lastBackupPath().startsWith(path + QStringLiteral(".backup-v5-")));
    QCOMPARE(s.overrides().size(), 1);
    // An engine row (a fit's result) lands and comes back whole; its values take edits.
    EngineProfile e;
    e.id = "vllm-fit-hgx-h200";
    e.engine_id = "vllm";
    e.name = "vLLM";
    e.system_id = "hgx-h200";
    e.layer_overhead_us = 7.5;
    e.kv_block_tokens = 16;
    e.row.kind = ValueKind::Measured;
    e.row.note = "fitted on measurement 1 (a.json:1)";
    ImportBatch batch;
    batch.engines.push_back(e);
    QVERIFY(s.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
    QVERIFY2(s.importBatch(batch), qPrintable(s.errorString()));
    QVERIFY(s.setOverride(EntityKind::Engine, QStringLiteral("vllm-fit-hgx-h200"),
                          QStringLiteral("layer_overhead_us"), QStringLiteral("9")));
    const auto c = s.load();
    QVERIFY2(c, qPrintable(s.errorString()));
    const EngineProfile* got = c->engine("vllm-fit-hgx-h200");
    QVERIFY(got);
    QCOMPARE(got->layer_overhead_us, std::optional<double>(9.0));
    QCOMPARE(got->kv_block_tokens, std::optional<double>(16.0));
    QCOMPARE(got->row.note, e.row.note);
    QCOMPARE(got->row.kind, ValueKind::Measured);
    // The chips gained their architecture (shipped) and keep the user's edit.
    QCOMPARE(c->chip("h200")->architecture, std::string("hopper"));
    QCOMPARE(c->chip("h200")->tdp_w, std::optional<double>(650.0));
}

void TestMigrations::version9DatabaseNamesMemoryForWhatItHolds() {
    // A user database as the release before the rename wrote it: an edit of h200's "hbm_gb".
    const QString path = oldUserDatabase(
        9, QStringLiteral("'chips', 'h200', 'hbm_gb', '150', 'ours', '2026-01-01T00:00:00Z'"));
    QVERIFY(!path.isEmpty());
    db::CatalogStore s;
    QVERIFY2(s.openUser(path), qPrintable(s.errorString()));
    QVERIFY(s.lastBackupPath().startsWith(path + QStringLiteral(".backup-v9-")));
    QCOMPARE(s.overrides().size(), 1);
    QCOMPARE(s.overrides().front().field, QStringLiteral("memory_gb"));
    QVERIFY(s.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
    const auto c = s.load();
    QVERIFY2(c, qPrintable(s.errorString()));
    QCOMPARE(c->chip("h200")->memory_gb, std::optional<double>(150.0));
    QCOMPARE(c->chip("h200")->provenanceOf("memory_gb").kind, ValueKind::User);
    // An edit made by the old name now lands under the new one.
    QVERIFY(s.setOverride(EntityKind::Chip, QStringLiteral("h200"),
                          QStringLiteral("hbm_bandwidth_gbps"), QStringLiteral("4000")));
    QCOMPARE(s.load()->chip("h200")->memory_bandwidth_gbps, std::optional<double>(4000.0));
    QCOMPARE(s.overrides().size(), 2);
    for (const auto& o : s.overrides())
        QVERIFY2(o.field.startsWith(QStringLiteral("memory_")), qPrintable(o.field));
}

void TestMigrations::version10DatabaseGainsQuoteMaxCluster() {
    // A user database as the release before the largest cluster wrote it, with an edit.
    const QString path = oldUserDatabase(
        10, QStringLiteral("'chips', 'h200', 'tdp_w', '650', 'ours', '2026-01-01T00:00:00Z'"));
    QVERIFY(!path.isEmpty());
    db::CatalogStore s;
    QVERIFY2(s.openUser(path), qPrintable(s.errorString()));
    QVERIFY(s.lastBackupPath().startsWith(path + QStringLiteral(".backup-v10-")));
    QCOMPARE(s.overrides().size(), 1);
    // A quote with its largest cluster, cited apart from its price, lands and comes back whole.
    RentalQuote q;
    q.id = "h200-market-8";
    q.chip_id = "h200";
    q.provider = "A marketplace";
    q.date = "2026-11-01";
    q.term = RentalTerm::OnDemand;
    q.usd_per_gpu_hour = 1.99;
    q.max_cluster_gpus = 8;
    q.row.source_id = "S0";
    q.row.kind = ValueKind::VendorSpec;
    Provenance p;
    p.source_id = "S0";
    p.note = "listings of 1-8 GPUs, one server";
    p.kind = ValueKind::Reported;
    q.fields["max_cluster_gpus"] = p;
    ImportBatch batch;
    batch.quotes.push_back(q);
    QVERIFY(s.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
    QVERIFY2(s.importBatch(batch), qPrintable(s.errorString()));
    auto c = s.load();
    QVERIFY2(c, qPrintable(s.errorString()));
    const auto it = std::find_if(c->quotes.begin(), c->quotes.end(),
                                 [](const RentalQuote& x) { return x.id == "h200-market-8"; });
    QVERIFY(it != c->quotes.end());
    QCOMPARE(it->max_cluster_gpus, std::optional<double>(8.0));
    QCOMPARE(it->provenanceOf("max_cluster_gpus").kind, ValueKind::Reported);
    QCOMPARE(it->provenanceOf("max_cluster_gpus").note, p.note);
    // The field takes edits like any other.
    QVERIFY(s.setOverride(EntityKind::Quote, QStringLiteral("h200-market-8"),
                          QStringLiteral("max_cluster_gpus"), QStringLiteral("16")));
    c = s.load();
    QVERIFY2(c, qPrintable(s.errorString()));
    const auto edited = std::find_if(c->quotes.begin(), c->quotes.end(),
                                     [](const RentalQuote& x) { return x.id == "h200-market-8"; });
    QCOMPARE(edited->max_cluster_gpus, std::optional<double>(16.0));
}

void TestMigrations::measuredPointJsonRoundTrip() {
    MeasuredPoint p;
    p.kind = MeasurementKind::Serving;
    p.source_format = "vllm";
    p.model = "meta-llama/Llama-3.1-70B-Instruct";
    p.gpus = 8;
    p.concurrency = 64;
    p.in_place = false;
    p.ttft_ms.p99 = 1210.7;
    const auto back = measuredPointFromJson(measuredPointToJson(p));
    QVERIFY(back);
    QCOMPARE(measuredPointToJson(*back), measuredPointToJson(p));
    QCOMPARE(back->in_place, std::optional<bool>(false));
    QVERIFY(!measuredPointFromJson("[1]"));
    QVERIFY(!measuredPointFromJson("{\"kind\": \"weird\"}"));
}
