// A team catalog on PostgreSQL: roles enforced by the server (raw SQL as a viewer is refused
// by the server itself), who-and-when recorded server-side, per-value history and revert,
// optimistic concurrency with a conflict that names both values, the offline snapshot, and
// migrations that only an administrator may run.
#include "PgTestServer.h"
#include "TestSupport.h"

#include "core/measurements/limits.h"
#include "core/measurements/measured_point_json.h"
#include "database/CatalogStore.h"
#include "database/Migrations.h"
#include "database/TeamConnection.h"

#include <QElapsedTimer>
#include <QFile>
#include <QObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <sys/stat.h>

using namespace sil;

namespace {

// A raw QPSQL connection, bypassing CatalogStore entirely.
class RawConnection {
public:
    RawConnection(const QString& user, const QString& database) {
        static int counter = 0;
        name_ = QStringLiteral("raw-%1").arg(++counter);
        auto& pg = test::PgTestServer::instance();
        db_ = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name_);
        db_.setHostName(QStringLiteral("127.0.0.1"));
        db_.setPort(pg.port());
        db_.setUserName(user);
        db_.setDatabaseName(database);
        db_.setConnectOptions(QStringLiteral("sslmode=disable"));
        ok_ = db_.open();
        if (ok_) QSqlQuery(db_).exec(QStringLiteral("SET search_path TO siliconomics"));
    }
    ~RawConnection() {
        db_.close();
        db_ = QSqlDatabase();
        QSqlDatabase::removeDatabase(name_);
    }
    bool ok() const { return ok_; }
    // Runs `sql`; returns the SQLSTATE of the error, or "" when it succeeded.
    QString run(const QString& sql, QString* text = nullptr) {
        QSqlQuery q(db_);
        if (q.exec(sql)) return {};
        if (text) *text = q.lastError().text();
        return q.lastError().nativeErrorCode();
    }
    QString value(const QString& sql) {
        QSqlQuery q(db_);
        if (!q.exec(sql) || !q.next())
            return QStringLiteral("<error: %1>").arg(q.lastError().text());
        return q.value(0).toString();
    }

private:
    QString name_;
    QSqlDatabase db_;
    bool ok_ = false;
};

// A decode point as the importers store it.
MeasuredPoint decodePoint(double tokensPerS) {
    MeasuredPoint p;
    p.kind = MeasurementKind::Decode;
    p.source_format = "vllm";
    p.file = "bench.jsonl";
    p.line = 1;
    p.gpus = 8;
    p.concurrency = 64;
    p.output_tokens_per_s = tokensPerS;
    return p;
}

db::NewMeasurement newDecode(double tokensPerS) {
    db::NewMeasurement m;
    m.point = decodePoint(tokensPerS);
    m.systemId = QStringLiteral("hgx-h200");
    m.gpus = 8;
    return m;
}

// A raw INSERT of a measurement that states its own importer and time, as a client could.
QString rawMeasurementInsert(const QString& point, const QString& importedAt = "2020-01-01",
                             const QString& importedBy = "sil_editor2") {
    return QStringLiteral("INSERT INTO measurements (imported_at, imported_by, file_name, "
                          "source_format, system_id, kind, point) VALUES ('%1', '%2', "
                          "'bench.jsonl', 'vllm', 'hgx-h200', 'decode', '%3')")
        .arg(importedAt, importedBy, point);
}

QString decodeJson(double tokensPerS) {
    return QString::fromStdString(measuredPointToJson(decodePoint(tokensPerS)));
}

// The permission bits of a file or folder (0600, 0755, ...); -1 when it does not exist.
int modeOf(const QString& path) {
    struct stat st {};
    if (::stat(QFile::encodeName(path).constData(), &st) != 0) return -1;
    return int(st.st_mode & 07777);
}

// A fitted engine row, as `fit` stores it.
ImportBatch fittedEngine(double layerOverheadUs) {
    EngineProfile e;
    e.id = "vllm-fit-hgx-h200";
    e.engine_id = "vllm";
    e.name = "vLLM";
    e.system_id = "hgx-h200";
    e.layer_overhead_us = layerOverheadUs;
    e.row.kind = ValueKind::Measured;
    e.row.note = "fitted on measurement 1 (bench.jsonl:1)";
    ImportBatch batch;
    batch.origin = "fit";
    batch.engines.push_back(e);
    return batch;
}

// `n` decode points of hgx-h200 from `file`, in one INSERT as a client could send them.
QString rawBulkInsert(int n, const QString& file) {
    return QStringLiteral("INSERT INTO measurements (imported_at, imported_by, file_name, "
                          "source_format, system_id, kind, point) SELECT 'x', 'x', '%2', 'vllm', "
                          "'hgx-h200', 'decode', '{\"kind\":\"decode\",\"line\":' || g || "
                          "',\"output_tokens_per_s\":1359.7}' FROM generate_series(1, %1) g")
        .arg(n)
        .arg(file);
}

QList<db::NewMeasurement> manyDecodes(std::size_t n) {
    QList<db::NewMeasurement> out;
    for (std::size_t i = 0; i < n; ++i)
        out << newDecode(1000.0 + double(i));
    return out;
}

// Reads one value from the offline snapshot at `path` (SQLite); empty when there is none.
QString snapshotValue(const QString& path, const QString& sql) {
    QString value;
    {
        QSqlDatabase s =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("snapshot-probe"));
        s.setDatabaseName(path);
        if (s.open()) {
            QSqlQuery q(s);
            if (q.exec(sql) && q.next()) value = q.value(0).toString();
        }
        s.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("snapshot-probe"));
    return value;
}

// Leaves a mark in the snapshot's meta table that only a rewrite of the file removes.
bool markSnapshot(const QString& path) {
    bool ok = false;
    {
        QSqlDatabase s =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("snapshot-mark"));
        s.setDatabaseName(path);
        ok = s.open() && QSqlQuery(s).exec(QStringLiteral(
                             "INSERT INTO meta (key, value) VALUES ('test_mark', 'kept')"));
        s.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("snapshot-mark"));
    return ok;
}

bool recent(const QString& iso) {
    const QDateTime at = QDateTime::fromString(iso, Qt::ISODate);
    return at.isValid() && qAbs(at.secsTo(QDateTime::currentDateTimeUtc())) < 120;
}

} // namespace

class TestTeamCatalog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void viewerRawWritesAreRefusedByTheServer_data();
    void viewerRawWritesAreRefusedByTheServer();
    void viewerStoreIsReadOnlyWithAClearMessage();
    void editorCannotForgeAuditOrHistory();
    void changesRecordWhoAndWhen();
    void historyListsAndReverts();
    void secondConcurrentEditGetsAConflict();
    void concurrentRevertIsAConflictToo();
    void offlineOpensTheSnapshotReadOnly();
    void unreachableWithoutSnapshotSaysSo();
    void onlyAnAdminMigrates();
    void newerSchemaIsRefused();
    void noRoleNoEntry();
    void schemaMatchesTheSqliteSchema();
    void passwordComesFromPgpass();
    void sslmodeIsHonoured();
    void serverLostMidSessionSaysSo();
    void importedByAndAtAreTheServersWord();
    void serverRefusesAPointThatIsNotOne_data();
    void serverRefusesAPointThatIsNotOne();
    void aBadRowStoredAnywayIsSkippedByName();
    void snapshotsAndUserDatabaseAreOwnerOnly();
    void adminWhoDoesNotOwnTheDatabaseReinits();
    void version12CatalogGainsQuoteMaxCluster();
    void editorsChangeOnlyTheirOwnMeasurements();
    void editorsChangeOnlyTheirOwnEngineRows();
    void everyRowChangeIsInHistoryAndRestores();
    void anEditCannotMoveToAnotherValue();
    void aHeldLockIsBusyWithinSeconds();
    void pointsPerFileAndSystemAreLimited();
    void pointsAreLimitedInSqliteToo();
    void snapshotIsRewrittenOnlyWhenTheTeamChanged();

private:
    std::unique_ptr<db::CatalogStore> open(const QString& user, bool snapshot = false);
    QTemporaryDir dir_;
    QString db_;
};

void TestTeamCatalog::initTestCase() {
    SIL_REQUIRE_PG();
}

void TestTeamCatalog::init() {
    db_ = test::PgTestServer::instance().createTeamCatalog(QStringLiteral("team"));
}

std::unique_ptr<db::CatalogStore> TestTeamCatalog::open(const QString& user, bool snapshot) {
    auto store = std::make_unique<db::CatalogStore>();
    store->setTeamSnapshotPath(dir_.filePath(QStringLiteral("snapshot-%1.sqlite").arg(db_)));
    store->setWritesTeamSnapshot(snapshot);
    if (!store->openShipped(QStringLiteral(SIL_SHIPPED_CATALOG))) return nullptr;
    if (!store->openUser(test::PgTestServer::instance().url(user, db_))) {
        qWarning("%s", qPrintable(store->errorString()));
        return nullptr;
    }
    if (!store->load()) return nullptr;
    return store;
}

void TestTeamCatalog::viewerRawWritesAreRefusedByTheServer_data() {
    QTest::addColumn<QString>("sql");
    QTest::newRow("insert an edit")
        << "INSERT INTO user_overrides (entity, entity_id, field, value, edited_at) VALUES "
           "('chips', 'h200', 'tdp_w', '1', 'now')";
    QTest::newRow("update an edit") << "UPDATE user_overrides SET value = '2'";
    QTest::newRow("delete edits") << "DELETE FROM user_overrides";
    QTest::newRow("import a chip") << "INSERT INTO chips (id, name, vendor) VALUES ('x', 'X', 'V')";
    QTest::newRow("save a scenario")
        << "INSERT INTO scenarios (name, json, updated_at) VALUES ('s', '{}', 'now')";
    QTest::newRow("write history")
        << "INSERT INTO value_history (entity, entity_id, field, action, changed_by, changed_at) "
           "VALUES ('chips', 'h200', 'tdp_w', 'set', 'me', now())";
    QTest::newRow("create a table") << "CREATE TABLE mine (x int)";
    QTest::newRow("drop a table") << "DROP TABLE user_overrides";
}

void TestTeamCatalog::viewerRawWritesAreRefusedByTheServer() {
    QFETCH(QString, sql);
    // An editor's edit exists, so UPDATE/DELETE would have rows to touch.
    auto editor = open(QStringLiteral("sil_editor"));
    QVERIFY(editor);
    QVERIFY2(editor->setOverride(EntityKind::Chip, QStringLiteral("h200"), QStringLiteral("tdp_w"),
                                 QStringLiteral("700")),
             qPrintable(editor->errorString()));
    RawConnection viewer(QStringLiteral("sil_viewer"), db_);
    QVERIFY(viewer.ok());
    QCOMPARE(viewer.value(QStringLiteral("SELECT value FROM user_overrides")),
             QStringLiteral("700"));
    QString text;
    const QString state = viewer.run(sql, &text);
    // 42501 insufficient_privilege (42P01/42704 would mean the test is wrong, not the server).
    QVERIFY2(state == QLatin1String("42501") ||
                 (sql.startsWith(QLatin1String("DROP")) && state == QLatin1String("42501")),
             qPrintable(QStringLiteral("SQLSTATE %1: %2").arg(state, text)));
    QVERIFY2(text.contains(QLatin1String("permission denied")) ||
                 text.contains(QLatin1String("must be owner")),
             qPrintable(text));
    QCOMPARE(viewer.value(QStringLiteral("SELECT value FROM user_overrides")),
             QStringLiteral("700"));
}

void TestTeamCatalog::viewerStoreIsReadOnlyWithAClearMessage() {
    auto viewer = open(QStringLiteral("sil_viewer"));
    QVERIFY(viewer);
    QCOMPARE(viewer->teamRole(), QStringLiteral("viewer"));
    QVERIFY(viewer->userReadOnly());
    QVERIFY(!viewer->setOverride(EntityKind::Chip, QStringLiteral("h200"), QStringLiteral("tdp_w"),
                                 QStringLiteral("1")));
    QVERIFY2(viewer->errorString().contains(QStringLiteral("viewer role")),
             qPrintable(viewer->errorString()));
    Scenario s;
    s.name = "x";
    QVERIFY(!viewer->saveScenario(s));
    QVERIFY(viewer->load()); // reading works
}

void TestTeamCatalog::editorCannotForgeAuditOrHistory() {
    RawConnection editor(QStringLiteral("sil_editor"), db_);
    QVERIFY(editor.ok());
    // The trigger writes the server's session user and clock, whatever the client sends.
    QCOMPARE(editor.run(QStringLiteral(
                 "INSERT INTO user_overrides (entity, entity_id, field, value, edited_at, "
                 "changed_by, changed_at, row_version) VALUES ('chips', 'h200', 'tdp_w', '650', "
                 "'x', 'mallory', '2000-01-01', 999999)")),
             QString());
    QCOMPARE(editor.value(QStringLiteral("SELECT changed_by FROM user_overrides")),
             QStringLiteral("sil_editor"));
    QCOMPARE(editor.value(QStringLiteral("SELECT extract(year FROM changed_at) > 2020 FROM "
                                         "user_overrides")),
             QStringLiteral("true"));
    QVERIFY(editor.value(QStringLiteral("SELECT row_version FROM user_overrides")).toLongLong() !=
            999999);
    QCOMPARE(editor.value(QStringLiteral("SELECT changed_by FROM value_history")),
             QStringLiteral("sil_editor"));
    QCOMPARE(editor.run(QStringLiteral("DELETE FROM value_history")), QStringLiteral("42501"));
    QCOMPARE(editor.run(QStringLiteral("ALTER TABLE user_overrides DISABLE TRIGGER ALL")),
             QStringLiteral("42501"));
}

void TestTeamCatalog::changesRecordWhoAndWhen() {
    auto editor = open(QStringLiteral("sil_editor"));
    QVERIFY(editor);
    QVERIFY(editor->setOverride(EntityKind::System, QStringLiteral("hgx-h200"),
                                QStringLiteral("capex_per_gpu_usd"), QStringLiteral("40000"),
                                QStringLiteral("our quote")));
    const auto o = editor->overrideOf(EntityKind::System, QStringLiteral("hgx-h200"),
                                      QStringLiteral("capex_per_gpu_usd"));
    QVERIFY(o);
    QCOMPARE(o->changedBy, QStringLiteral("sil_editor"));
    const QDateTime at = QDateTime::fromString(o->editedAt, Qt::ISODate);
    QVERIFY2(at.isValid() && qAbs(at.secsTo(QDateTime::currentDateTimeUtc())) < 120,
             qPrintable(o->editedAt));
    QVERIFY(o->rowVersion > 0);
    // What the catalog browser shows (provenance note of the value).
    const auto c = editor->load();
    const std::string note = c->system("hgx-h200")->provenanceOf("capex_per_gpu_usd").note;
    QVERIFY2(QString::fromStdString(note).contains(QStringLiteral("by sil_editor at ")),
             note.c_str());
    QVERIFY(QString::fromStdString(note).contains(QStringLiteral("our quote")));
    // Imports and scenarios are stamped too.
    Scenario s = *editor->scenario(QStringLiteral("semianalysis-2025"));
    s.name = "team-plan";
    QVERIFY(editor->saveScenario(s));
    RawConnection raw(QStringLiteral("sil_viewer"), db_);
    QCOMPARE(raw.value(QStringLiteral("SELECT changed_by FROM scenarios WHERE name = 'team-plan'")),
             QStringLiteral("sil_editor"));
}

void TestTeamCatalog::historyListsAndReverts() {
    auto editor = open(QStringLiteral("sil_editor"));
    auto other = open(QStringLiteral("sil_editor2"));
    QVERIFY(editor && other);
    const QString id = QStringLiteral("h200"), field = QStringLiteral("tdp_w");
    QVERIFY(editor->setOverride(EntityKind::Chip, id, field, QStringLiteral("650")));
    QVERIFY(editor->setOverride(EntityKind::Chip, id, field, QStringLiteral("675")));
    QVERIFY(other->load());
    QVERIFY(other->setOverride(EntityKind::Chip, id, field, QStringLiteral("690")));
    auto history = editor->valueHistory(EntityKind::Chip, id, field);
    QCOMPARE(history.size(), 3);
    QCOMPARE(history[0].newValue, QStringLiteral("690"));
    QCOMPARE(history[0].oldValue, QStringLiteral("675"));
    QCOMPARE(history[0].changedBy, QStringLiteral("sil_editor2"));
    QCOMPARE(history[2].newValue, QStringLiteral("650"));
    QVERIFY(!history[2].oldWasEdit); // before it: the catalog's own value
    // Revert to the first edit: a new, audited edit.
    QVERIFY(editor->load());
    QVERIFY2(editor->revertToHistory(EntityKind::Chip, id, field, history[2].id),
             qPrintable(editor->errorString()));
    QCOMPARE(*editor->load()->chip("h200")->tdp_w, 650.0);
    history = editor->valueHistory(EntityKind::Chip, id, field);
    QCOMPARE(history.size(), 4);
    QVERIFY(history[0].note.contains(QStringLiteral("reverted to history entry")));
    // Revert the value altogether: the catalog's own value is back, and that is history too.
    QVERIFY(editor->revertOverride(EntityKind::Chip, id, field));
    QCOMPARE(*editor->load()->chip("h200")->tdp_w, *test::shippedCatalog().chip("h200")->tdp_w);
    history = editor->valueHistory(EntityKind::Chip, id, field);
    QCOMPARE(history[0].action, QStringLiteral("revert"));
    QCOMPARE(history[0].oldValue, QStringLiteral("650"));
}

void TestTeamCatalog::secondConcurrentEditGetsAConflict() {
    auto alice = open(QStringLiteral("sil_editor"));
    auto bob = open(QStringLiteral("sil_editor2"));
    QVERIFY(alice && bob);
    const QString id = QStringLiteral("hgx-h200"), field = QStringLiteral("capex_per_gpu_usd");
    // Both loaded the catalog; Alice saves first.
    QVERIFY(alice->setOverride(EntityKind::System, id, field, QStringLiteral("41000")));
    QVERIFY(!bob->setOverride(EntityKind::System, id, field, QStringLiteral("39500")));
    const QString m = bob->errorString();
    QVERIFY2(m.contains(QStringLiteral("conflict")) && m.contains(QStringLiteral("41000")) &&
                 m.contains(QStringLiteral("39500")) && m.contains(QStringLiteral("sil_editor")),
             qPrintable(m));
    const auto c = bob->lastConflict();
    QVERIFY(c);
    QCOMPARE(c->yourValue, QStringLiteral("39500"));
    QCOMPARE(c->theirValue, QStringLiteral("41000"));
    QCOMPARE(c->theirChangedBy, QStringLiteral("sil_editor"));
    // Nothing lost: Alice's value stands; Bob, having now seen it, can apply his deliberately.
    QCOMPARE(*alice->load()->system(id.toStdString())->capex_per_gpu_usd, 41000.0);
    QVERIFY2(bob->setOverride(EntityKind::System, id, field, c->yourValue),
             qPrintable(bob->errorString()));
    QCOMPARE(*alice->load()->system(id.toStdString())->capex_per_gpu_usd, 39500.0);
    // An explicit stale version is refused the same way.
    QVERIFY(!alice->setOverride(EntityKind::System, id, field, QStringLiteral("1"), {},
                                c->expectedVersion));
    QVERIFY(alice->lastConflict());
}

void TestTeamCatalog::concurrentRevertIsAConflictToo() {
    auto alice = open(QStringLiteral("sil_editor"));
    QVERIFY(alice);
    QVERIFY(alice->setOverride(EntityKind::Chip, QStringLiteral("h100-sxm"),
                               QStringLiteral("tdp_w"), QStringLiteral("710")));
    auto bob = open(QStringLiteral("sil_editor2"));
    QVERIFY(bob);
    QVERIFY(alice->setOverride(EntityKind::Chip, QStringLiteral("h100-sxm"),
                               QStringLiteral("tdp_w"), QStringLiteral("720")));
    QVERIFY(!bob->revertOverride(EntityKind::Chip, QStringLiteral("h100-sxm"),
                                 QStringLiteral("tdp_w")));
    QVERIFY2(bob->errorString().contains(QStringLiteral("720")), qPrintable(bob->errorString()));
    QCOMPARE(*alice->load()->chip("h100-sxm")->tdp_w, 720.0);
}

void TestTeamCatalog::offlineOpensTheSnapshotReadOnly() {
    const QString snapshot = dir_.filePath(QStringLiteral("offline.sqlite"));
    {
        db::CatalogStore online;
        online.setTeamSnapshotPath(snapshot);
        QVERIFY(online.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
        QVERIFY(
            online.openUser(test::PgTestServer::instance().url(QStringLiteral("sil_editor"), db_)));
        QVERIFY(online.setOverride(EntityKind::Chip, QStringLiteral("h200"),
                                   QStringLiteral("tdp_w"), QStringLiteral("640"),
                                   QStringLiteral("measured")));
        Scenario s = *online.scenario(QStringLiteral("semianalysis-2025"));
        s.name = "offline-plan";
        QVERIFY(online.saveScenario(s));
        // The snapshot is written on open; write it again now that there is more in it.
        QVERIFY2(online.writeTeamSnapshot(snapshot), qPrintable(online.errorString()));
    }
    // Nothing listens on port 1: the server is unreachable.
    db::CatalogStore offline;
    offline.setTeamSnapshotPath(snapshot);
    QVERIFY(offline.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
    QVERIFY2(offline.openUser(QStringLiteral("postgresql://sil_editor@127.0.0.1:1/%1").arg(db_)),
             qPrintable(offline.errorString()));
    QVERIFY(offline.isOfflineSnapshot());
    QVERIFY(offline.userReadOnly());
    QVERIFY2(offline.teamStatus().contains(QStringLiteral("Offline")) &&
                 offline.teamStatus().contains(QStringLiteral("read-only")),
             qPrintable(offline.teamStatus()));
    auto c = offline.load();
    QVERIFY(c);
    QCOMPARE(*c->chip("h200")->tdp_w, 640.0);
    QVERIFY(QString::fromStdString(c->chip("h200")->provenanceOf("tdp_w").note)
                .contains(QStringLiteral("by sil_editor")));
    QVERIFY(offline.scenario(QStringLiteral("offline-plan")));
    // Edits are refused, clearly, not queued.
    QVERIFY(!offline.setOverride(EntityKind::Chip, QStringLiteral("h200"), QStringLiteral("tdp_w"),
                                 QStringLiteral("600")));
    QVERIFY2(offline.errorString().startsWith(QStringLiteral("offline: ")) &&
                 offline.errorString().contains(QStringLiteral("not queued")),
             qPrintable(offline.errorString()));
    Scenario s;
    s.name = "y";
    QVERIFY(!offline.saveScenario(s));
    QVERIFY(!offline.importBatch(ImportBatch{}));
}

void TestTeamCatalog::unreachableWithoutSnapshotSaysSo() {
    db::CatalogStore store;
    store.setTeamSnapshotPath(dir_.filePath(QStringLiteral("never-written.sqlite")));
    QVERIFY(!store.openUser(QStringLiteral("postgresql://sil_editor@127.0.0.1:1/%1").arg(db_)));
    QVERIFY2(store.errorString().contains(QStringLiteral("no offline snapshot")),
             qPrintable(store.errorString()));
}

void TestTeamCatalog::onlyAnAdminMigrates() {
    auto& pg = test::PgTestServer::instance();
    // Back to schema version 3 (as if made by an older Siliconomics), as the superuser.
    QVERIFY(pg.exec(QStringLiteral("DELETE FROM siliconomics.schema_migrations WHERE version >= 4; "
                                   "DROP TABLE siliconomics.api_prices; "
                                   "DROP TRIGGER user_overrides_history ON "
                                   "siliconomics.user_overrides; DROP TABLE "
                                   "siliconomics.value_history"),
                    db_));
    db::CatalogStore editor;
    editor.setWritesTeamSnapshot(false);
    QVERIFY(!editor.openUser(pg.url(QStringLiteral("sil_editor"), db_)));
    QVERIFY2(editor.errorString().contains(QStringLiteral("only a team administrator")),
             qPrintable(editor.errorString()));
    QVERIFY(!editor.initTeam(pg.url(QStringLiteral("sil_editor"), db_)));
    // The admin's open migrates (ALTER of a table that exists fails, so: re-create by hand what
    // version 4 expects to add is not needed; the migration is re-run from a clean version 3
    // database instead).
    const QString fresh = pg.createDatabase(QStringLiteral("migrate"));
    QVERIFY(
        pg.exec(QStringLiteral("GRANT CREATE ON DATABASE %1 TO siliconomics_admin").arg(fresh)));
    db::CatalogStore admin;
    admin.setWritesTeamSnapshot(false);
    db::TeamInitReport report;
    QVERIFY2(admin.initTeam(pg.url(QStringLiteral("sil_admin"), fresh), &report),
             qPrintable(admin.errorString()));
    QCOMPARE(report.fromVersion, 0);
    QCOMPARE(report.toVersion, db::latestPgSchemaVersion());
    QCOMPARE(admin.teamRole(), QStringLiteral("admin"));
    RawConnection raw(QStringLiteral("sil_viewer"), fresh);
    QCOMPARE(raw.value(QStringLiteral("SELECT max(version) FROM schema_migrations")).toInt(),
             db::latestPgSchemaVersion());
    QCOMPARE(
        raw.value(QStringLiteral("SELECT applied_by FROM schema_migrations WHERE version = 4")),
        QStringLiteral("sil_admin"));
    QCOMPARE(raw.value(QStringLiteral("SELECT name FROM schema_migrations WHERE version = 5")),
             QStringLiteral("0005_api_prices.sql"));
    QCOMPARE(raw.value(QStringLiteral("SELECT name FROM schema_migrations WHERE version = 7")),
             QStringLiteral("0007_engines.sql"));
    QCOMPARE(raw.value(QStringLiteral("SELECT tableowner FROM pg_tables WHERE tablename = "
                                      "'user_overrides' AND schemaname = 'siliconomics'")),
             QStringLiteral("siliconomics_admin"));
}

void TestTeamCatalog::newerSchemaIsRefused() {
    auto& pg = test::PgTestServer::instance();
    QVERIFY(
        pg.exec(QStringLiteral(
                    "INSERT INTO siliconomics.schema_migrations (version, name) VALUES (99, 'x')"),
                db_));
    db::CatalogStore store;
    store.setWritesTeamSnapshot(false);
    QVERIFY(!store.openUser(pg.url(QStringLiteral("sil_admin"), db_)));
    QVERIFY2(store.errorString().contains(QStringLiteral("newer")),
             qPrintable(store.errorString()));
}

void TestTeamCatalog::noRoleNoEntry() {
    auto& pg = test::PgTestServer::instance();
    pg.exec(QStringLiteral("DO $$BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = "
                           "'sil_stranger') THEN CREATE ROLE sil_stranger LOGIN; END IF; END$$"));
    db::CatalogStore store;
    store.setWritesTeamSnapshot(false);
    QVERIFY(!store.openUser(pg.url(QStringLiteral("sil_stranger"), db_)));
    QVERIFY2(store.errorString().contains(QStringLiteral("no Siliconomics role")),
             qPrintable(store.errorString()));
    RawConnection raw(QStringLiteral("sil_stranger"), db_);
    QVERIFY(raw.ok());
    QCOMPARE(raw.run(QStringLiteral("SELECT * FROM siliconomics.user_overrides")),
             QStringLiteral("42501"));
}

// The PostgreSQL migrations are ports of the SQLite ones: the same tables and columns (plus
// the team's own). A SQLite migration without its PostgreSQL port fails here.
void TestTeamCatalog::schemaMatchesTheSqliteSchema() {
    const QString path = dir_.filePath(QStringLiteral("schema.sqlite"));
    {
        db::CatalogStore store;
        QVERIFY(store.openUser(path));
    }
    QMap<QString, QStringList> sqlite;
    {
        QSqlDatabase lite =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("schema-lite"));
        lite.setDatabaseName(path);
        QVERIFY(lite.open());
        QSqlQuery tables(lite);
        QVERIFY(tables.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'")));
        while (tables.next()) {
            const QString table = tables.value(0).toString();
            QSqlQuery cols(lite);
            QVERIFY(cols.exec(QStringLiteral("PRAGMA table_info(%1)").arg(table)));
            while (cols.next())
                sqlite[table] << cols.value(1).toString();
            sqlite[table].sort();
        }
        lite.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("schema-lite"));
    RawConnection pg(QStringLiteral("sil_viewer"), db_);
    QVERIFY(pg.ok());
    const QStringList teamOnly = {QStringLiteral("row_version"), QStringLiteral("changed_by"),
                                  QStringLiteral("changed_at"), QStringLiteral("created_by")};
    for (auto it = sqlite.cbegin(); it != sqlite.cend(); ++it) {
        QStringList columns =
            pg.value(QStringLiteral("SELECT string_agg(column_name, ',' ORDER BY "
                                    "column_name) FROM information_schema.columns "
                                    "WHERE table_schema = 'siliconomics' AND "
                                    "table_name = '%1'")
                         .arg(it.key()))
                .split(QLatin1Char(','));
        columns.removeIf([&](const QString& c) { return teamOnly.contains(c); });
        QCOMPARE(columns, it.value());
    }
}

void TestTeamCatalog::passwordComesFromPgpass() {
    auto& pg = test::PgTestServer::instance();
    QVERIFY(pg.exec(QStringLiteral(
        "DO $$BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'sil_pw') THEN CREATE "
        "ROLE sil_pw LOGIN PASSWORD 'pgpass-secret' IN ROLE siliconomics_viewer; END IF; END$$")));
    const QString url = pg.url(QStringLiteral("sil_pw"), db_);
    const QByteArray saved = qgetenv("PGPASSFILE");
    const QString pgpass = dir_.filePath(QStringLiteral("pgpass"));
    // No password anywhere: the server (scram-sha-256 for sil_pw) refuses, and that is not
    // mistaken for an unreachable server (no offline fallback).
    qputenv("PGPASSFILE", dir_.filePath(QStringLiteral("none")).toLocal8Bit());
    {
        db::CatalogStore store;
        store.setWritesTeamSnapshot(false);
        QVERIFY(!store.openUser(url));
        QVERIFY2(store.errorString().contains(QStringLiteral("password")),
                 qPrintable(store.errorString()));
        QVERIFY(!store.isOfflineSnapshot());
    }
    // The password in the file PGPASSFILE names (the ~/.pgpass format): it connects.
    QVERIFY(test::writeFile(
        pgpass,
        QStringLiteral("127.0.0.1:%1:%2:sil_pw:pgpass-secret\n").arg(pg.port()).arg(db_).toUtf8()));
    QFile::setPermissions(pgpass, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    qputenv("PGPASSFILE", pgpass.toLocal8Bit());
    {
        db::CatalogStore store;
        store.setWritesTeamSnapshot(false);
        QVERIFY2(store.openUser(url), qPrintable(store.errorString()));
        QCOMPARE(store.teamRole(), QStringLiteral("viewer"));
    }
    if (saved.isNull())
        qunsetenv("PGPASSFILE");
    else
        qputenv("PGPASSFILE", saved);
}

void TestTeamCatalog::sslmodeIsHonoured() {
    // The test server has no TLS: sslmode=require must refuse to talk to it in plain text.
    auto& pg = test::PgTestServer::instance();
    db::CatalogStore store;
    store.setWritesTeamSnapshot(false);
    QVERIFY(
        !store.openUser(QStringLiteral("postgresql://sil_editor@127.0.0.1:%1/%2?sslmode=require")
                            .arg(pg.port())
                            .arg(db_)));
    QVERIFY2(store.errorString().contains(QStringLiteral("SSL")), qPrintable(store.errorString()));
    QVERIFY(!store.isOfflineSnapshot());
}

void TestTeamCatalog::serverLostMidSessionSaysSo() {
    auto editor = open(QStringLiteral("sil_editor"));
    QVERIFY(editor);
    QVERIFY(test::PgTestServer::instance().exec(
        QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = "
                       "'sil_editor' AND datname = '%1'")
            .arg(db_)));
    QVERIFY(!editor->setOverride(EntityKind::Chip, QStringLiteral("h200"), QStringLiteral("tdp_w"),
                                 QStringLiteral("600")));
    QVERIFY2(editor->errorString().contains(QStringLiteral("unreachable")) &&
                 editor->errorString().contains(QStringLiteral("nothing was saved")),
             qPrintable(editor->errorString()));
    // Not the shipped catalog passed off as the team's.
    QVERIFY(!editor->load());
    QVERIFY2(editor->errorString().contains(QStringLiteral("lost")) ||
                 editor->errorString().contains(QStringLiteral("unreachable")),
             qPrintable(editor->errorString()));
}

void TestTeamCatalog::importedByAndAtAreTheServersWord() {
    // The attack: a raw INSERT as sil_editor that claims sil_editor2 imported it in 2020.
    RawConnection editor(QStringLiteral("sil_editor"), db_);
    QVERIFY(editor.ok());
    QString text;
    QVERIFY2(editor.run(rawMeasurementInsert(decodeJson(1359.7)), &text).isEmpty(),
             qPrintable(text));
    QCOMPARE(editor.value(QStringLiteral("SELECT imported_by FROM measurements")),
             QStringLiteral("sil_editor"));
    const QString at = editor.value(QStringLiteral("SELECT imported_at FROM measurements"));
    QVERIFY2(recent(at), qPrintable(at));
    // Nor can an UPDATE rewrite them afterwards.
    QVERIFY2(editor
                 .run(QStringLiteral("UPDATE measurements SET imported_by = 'sil_editor2', "
                                     "imported_at = '2020-01-01'"),
                      &text)
                 .isEmpty(),
             qPrintable(text));
    QCOMPARE(editor.value(QStringLiteral("SELECT imported_by FROM measurements")),
             QStringLiteral("sil_editor"));
    QCOMPARE(editor.value(QStringLiteral("SELECT imported_at FROM measurements")), at);
    // Through the store, a client naming someone else ($USER=sil_editor2) is not believed.
    auto store = open(QStringLiteral("sil_editor"));
    QVERIFY(store);
    QVERIFY2(store->importMeasurements({newDecode(1400.0)}, QStringLiteral("bench.jsonl"),
                                       QStringLiteral("vllm"), QStringLiteral("sil_editor2")),
             qPrintable(store->errorString()));
    const auto stored = store->measurements();
    QVERIFY2(stored && stored->size() == 2, qPrintable(store->errorString()));
    QCOMPARE(stored->last().importedBy, QStringLiteral("sil_editor"));
    QVERIFY2(recent(stored->last().importedAt), qPrintable(stored->last().importedAt));
}

void TestTeamCatalog::serverRefusesAPointThatIsNotOne_data() {
    QTest::addColumn<QString>("point");
    QTest::newRow("not JSON") << "{not json";
    QTest::newRow("NaN literal") << R"({"kind":"decode","line":1,"step_ms":NaN})";
    QTest::newRow("beyond a double") << R"({"kind":"decode","line":1,"output_tokens_per_s":1e400})";
    QTest::newRow("beyond a double, nested")
        << R"({"kind":"decode","line":1,"ttft_ms":{"mean":-1e309}})";
    QTest::newRow("no kind") << R"({"line":1,"output_tokens_per_s":1359.7})";
    QTest::newRow("another kind than the row's") << R"({"kind":"prefill","line":1})";
    QTest::newRow("no line") << R"({"kind":"decode"})";
    QTest::newRow("a count as text") << R"({"kind":"decode","line":1,"gpus":"8"})";
    QTest::newRow("a number as text")
        << R"({"kind":"decode","line":1,"output_tokens_per_s":"fast"})";
    QTest::newRow("not an object") << "[1, 2]";
}

void TestTeamCatalog::serverRefusesAPointThatIsNotOne() {
    QFETCH(QString, point);
    RawConnection editor(QStringLiteral("sil_editor"), db_);
    QVERIFY(editor.ok());
    QString text;
    QCOMPARE(editor.run(rawMeasurementInsert(point), &text), QStringLiteral("23514"));
    QVERIFY2(text.contains(QLatin1String("measurements_point_check")), qPrintable(text));
    // A real point still goes in, and every reader keeps working.
    QVERIFY2(editor.run(rawMeasurementInsert(decodeJson(1359.7)), &text).isEmpty(),
             qPrintable(text));
    auto viewer = open(QStringLiteral("sil_viewer"));
    QVERIFY(viewer);
    const auto stored = viewer->measurements();
    QVERIFY2(stored && stored->size() == 1, qPrintable(viewer->errorString()));
    QCOMPARE(*stored->first().point.output_tokens_per_s, 1359.7);
}

void TestTeamCatalog::aBadRowStoredAnywayIsSkippedByName() {
    // A bad row that got in before the server checked points (the check is NOT VALID so that
    // such a row cannot stop the migration): put one there as the superuser would have.
    auto& pg = test::PgTestServer::instance();
    RawConnection editor(QStringLiteral("sil_editor"), db_);
    QVERIFY(editor.ok());
    QString text;
    QVERIFY2(editor.run(rawMeasurementInsert(decodeJson(1000.0)), &text).isEmpty(),
             qPrintable(text));
    QVERIFY(pg.exec(QStringLiteral("ALTER TABLE siliconomics.measurements DROP CONSTRAINT "
                                   "measurements_point_check"),
                    db_));
    QVERIFY(pg.exec(QStringLiteral("SET search_path TO siliconomics; ") +
                        rawMeasurementInsert(QStringLiteral("{not json")),
                    db_));
    QVERIFY(pg.exec(QStringLiteral("ALTER TABLE siliconomics.measurements ADD CONSTRAINT "
                                   "measurements_point_check CHECK "
                                   "(siliconomics.measurement_point_ok(point, kind)) NOT VALID"),
                    db_));
    QVERIFY2(editor.run(rawMeasurementInsert(decodeJson(2000.0)), &text).isEmpty(),
             qPrintable(text));
    const QString badId = editor.value(QStringLiteral("SELECT id FROM measurements WHERE point "
                                                      "= '{not json'"));
    auto viewer = open(QStringLiteral("sil_viewer"));
    QVERIFY(viewer);
    const auto stored = viewer->measurements();
    QVERIFY2(stored, qPrintable(viewer->errorString()));
    QCOMPARE(stored->size(), 2);
    QCOMPARE(*stored->at(0).point.output_tokens_per_s, 1000.0);
    QCOMPARE(*stored->at(1).point.output_tokens_per_s, 2000.0);
    const QStringList warnings = viewer->measurementWarnings();
    QCOMPARE(warnings.size(), 1);
    QVERIFY2(warnings.first().contains(QStringLiteral("measurement %1 skipped").arg(badId)),
             qPrintable(warnings.first()));
}

void TestTeamCatalog::snapshotsAndUserDatabaseAreOwnerOnly() {
    // The attack: on a shared machine another login reads the team's catalog and measurements
    // from the offline snapshot (and the user's own database). With the usual umask (022) both
    // used to come out -rw-r--r--.
    const mode_t saved = ::umask(022);
    const QString folder = dir_.filePath(QStringLiteral("owner-only/team"));
    const QString snapshot = folder + QStringLiteral("/snapshot.sqlite");
    {
        auto editor = open(QStringLiteral("sil_editor"));
        QVERIFY(editor);
        QVERIFY(editor->importMeasurements({newDecode(1359.7)}, QStringLiteral("bench.jsonl"),
                                           QStringLiteral("vllm")));
        QVERIFY2(editor->writeTeamSnapshot(snapshot), qPrintable(editor->errorString()));
    }
    QCOMPARE(modeOf(snapshot), 0600);
    QCOMPARE(modeOf(folder), 0700);
    // A snapshot left world-readable by an older version is replaced by an owner-only one.
    QVERIFY(QFile::setPermissions(snapshot, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                QFileDevice::ReadGroup | QFileDevice::ReadOther));
    {
        auto editor = open(QStringLiteral("sil_editor"));
        QVERIFY(editor);
        QVERIFY2(editor->writeTeamSnapshot(snapshot), qPrintable(editor->errorString()));
    }
    QCOMPARE(modeOf(snapshot), 0600);
    // The user's own SQLite database, created by Siliconomics.
    const QString user = dir_.filePath(QStringLiteral("owner-only/user.sqlite"));
    {
        db::CatalogStore store;
        QVERIFY2(store.openUser(user), qPrintable(store.errorString()));
        QVERIFY(store.importMeasurements({newDecode(1359.7)}, QStringLiteral("bench.jsonl"),
                                         QStringLiteral("vllm")));
    }
    QCOMPARE(modeOf(user), 0600);
    ::umask(saved);
}

void TestTeamCatalog::adminWhoDoesNotOwnTheDatabaseReinits() {
    // An admin-role login that does not own the database, and so may not CREATE in it, runs
    // "team init" again as docs/team-server.md says to after upgrading.
    RawConnection admin(QStringLiteral("sil_admin"), db_);
    QVERIFY(admin.ok());
    QCOMPARE(admin.value(QStringLiteral("SELECT has_database_privilege(current_database(), "
                                        "'CREATE')")),
             QStringLiteral("false"));
    db::CatalogStore store;
    store.setWritesTeamSnapshot(false);
    db::TeamInitReport report;
    QVERIFY2(store.initTeam(test::PgTestServer::instance().url(QStringLiteral("sil_admin"), db_),
                            &report),
             qPrintable(store.errorString()));
    QCOMPARE(report.fromVersion, db::latestPgSchemaVersion());
    QCOMPARE(report.toVersion, db::latestPgSchemaVersion());
    QCOMPARE(store.teamRole(), QStringLiteral("admin"));
    // Nothing else changed hands: the schema is still siliconomics_admin's.
    QCOMPARE(admin.value(QStringLiteral("SELECT nspowner::regrole::text FROM pg_namespace WHERE "
                                        "nspname = 'siliconomics'")),
             QStringLiteral("siliconomics_admin"));
}

void TestTeamCatalog::version12CatalogGainsQuoteMaxCluster() {
    // Back to schema version 12 (before the largest cluster of a quote, a system's form factor,
    // a chip's die details and a system's scale-up link), as the superuser.
    auto& pg = test::PgTestServer::instance();
    QVERIFY(
        pg.exec(QStringLiteral("DELETE FROM siliconomics.schema_migrations WHERE version >= 13; "
                               "ALTER TABLE siliconomics.rental_quotes DROP COLUMN "
                               "max_cluster_gpus; ALTER TABLE siliconomics.systems DROP COLUMN "
                               "form_factor; ALTER TABLE siliconomics.systems DROP COLUMN "
                               "scaleup_link; ALTER TABLE siliconomics.chips DROP COLUMN "
                               "transistors_billion; ALTER TABLE siliconomics.chips DROP COLUMN "
                               "compute_dies"),
                db_));
    db::CatalogStore admin;
    admin.setWritesTeamSnapshot(false);
    db::TeamInitReport report;
    QVERIFY2(admin.initTeam(pg.url(QStringLiteral("sil_admin"), db_), &report),
             qPrintable(admin.errorString()));
    QCOMPARE(report.fromVersion, 12);
    QCOMPARE(report.toVersion, db::latestPgSchemaVersion());
    // An editor's quote keeps its largest cluster.
    auto editor = open(QStringLiteral("sil_editor"));
    QVERIFY(editor);
    RentalQuote q;
    q.id = "h200-market-8";
    q.chip_id = "h200";
    q.provider = "A marketplace";
    q.date = "2026-11-01";
    q.usd_per_gpu_hour = 1.99;
    q.max_cluster_gpus = 8;
    ImportBatch batch;
    batch.quotes.push_back(q);
    QVERIFY2(editor->importBatch(batch), qPrintable(editor->errorString()));
    RawConnection viewer(QStringLiteral("sil_viewer"), db_);
    QCOMPARE(viewer.value(QStringLiteral("SELECT max_cluster_gpus FROM rental_quotes WHERE id = "
                                         "'h200-market-8'")),
             QStringLiteral("8"));
}

void TestTeamCatalog::editorsChangeOnlyTheirOwnMeasurements() {
    auto ed2 = open(QStringLiteral("sil_editor2"));
    QVERIFY(ed2);
    QVERIFY(ed2->importMeasurements({newDecode(1359.7), newDecode(1200.0)},
                                    QStringLiteral("bench.jsonl"), QStringLiteral("vllm")));
    const qint64 theirs = ed2->measurements()->first().id;
    // The attacks, as sil_editor: "measurements delete" of sil_editor2's point...
    auto ed1 = open(QStringLiteral("sil_editor"));
    QVERIFY(ed1);
    QVERIFY(!ed1->deleteMeasurement(theirs));
    QVERIFY2(ed1->errorString().contains(QStringLiteral("belongs to sil_editor2")) &&
                 !ed1->errorString().contains(QStringLiteral("GRANT")),
             qPrintable(ed1->errorString()));
    // ... a raw UPDATE of its point (then used by accuracy and fit) ...
    RawConnection raw(QStringLiteral("sil_editor"), db_);
    QVERIFY(raw.ok());
    QString text;
    QCOMPARE(raw.run(QStringLiteral("UPDATE measurements SET point = replace(point, '1359.7', "
                                    "'99999') WHERE id = %1")
                         .arg(theirs),
                     &text),
             QStringLiteral("42501"));
    QVERIFY2(text.contains(QStringLiteral("belongs to sil_editor2")), qPrintable(text));
    // ... and DELETE without WHERE: refused as a whole, nothing deleted.
    QVERIFY(raw.run(rawMeasurementInsert(decodeJson(5.0))).isEmpty()); // one of sil_editor's own
    QCOMPARE(raw.run(QStringLiteral("DELETE FROM measurements")), QStringLiteral("42501"));
    QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM measurements")), QStringLiteral("3"));
    QCOMPARE(*ed1->measurements()->first().point.output_tokens_per_s, 1359.7);
    // A row keeps its id: moving it would leave its history behind.
    QCOMPARE(raw.run(QStringLiteral("UPDATE measurements SET id = id + 1000 WHERE imported_by = "
                                    "'sil_editor'")),
             QStringLiteral("42501"));
    // Their own points are theirs to change and delete; an admin may change anyone's.
    QCOMPARE(raw.run(QStringLiteral("DELETE FROM measurements WHERE imported_by = 'sil_editor'")),
             QString());
    auto admin = open(QStringLiteral("sil_admin"));
    QVERIFY(admin);
    QVERIFY2(admin->deleteMeasurement(theirs), qPrintable(admin->errorString()));
    QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM measurements")), QStringLiteral("1"));
}

void TestTeamCatalog::editorsChangeOnlyTheirOwnEngineRows() {
    auto ed2 = open(QStringLiteral("sil_editor2"));
    QVERIFY(ed2);
    QVERIFY2(ed2->importBatch(fittedEngine(7.5)), qPrintable(ed2->errorString()));
    RawConnection raw(QStringLiteral("sil_editor"), db_);
    QVERIFY(raw.ok());
    QCOMPARE(raw.value(QStringLiteral("SELECT created_by FROM engines")),
             QStringLiteral("sil_editor2"));
    // The attack: a raw UPDATE of another's fitted row, and a fit stored over it.
    QString text;
    QCOMPARE(raw.run(QStringLiteral("UPDATE engines SET layer_overhead_us = 0.1"), &text),
             QStringLiteral("42501"));
    QVERIFY2(text.contains(QStringLiteral("belongs to sil_editor2")), qPrintable(text));
    QCOMPARE(raw.run(QStringLiteral("UPDATE engines SET created_by = 'sil_editor'")),
             QStringLiteral("42501"));
    auto ed1 = open(QStringLiteral("sil_editor"));
    QVERIFY(ed1);
    QVERIFY(!ed1->importBatch(fittedEngine(0.1)));
    QVERIFY2(ed1->errorString().contains(QStringLiteral("belongs to sil_editor2")),
             qPrintable(ed1->errorString()));
    QVERIFY(!ed1->removeImported(EntityKind::Engine, QStringLiteral("vllm-fit-hgx-h200")));
    QCOMPARE(*ed1->load()->engine("vllm-fit-hgx-h200")->layer_overhead_us, 7.5);
    // The owner refits; the owner stays the first one who stored it.
    QVERIFY2(ed2->importBatch(fittedEngine(8.0)), qPrintable(ed2->errorString()));
    auto admin = open(QStringLiteral("sil_admin"));
    QVERIFY(admin);
    QVERIFY2(admin->importBatch(fittedEngine(9.0)), qPrintable(admin->errorString()));
    QCOMPARE(raw.value(QStringLiteral("SELECT created_by FROM engines")),
             QStringLiteral("sil_editor2"));
    QCOMPARE(*ed1->load()->engine("vllm-fit-hgx-h200")->layer_overhead_us, 9.0);
}

void TestTeamCatalog::everyRowChangeIsInHistoryAndRestores() {
    auto ed2 = open(QStringLiteral("sil_editor2"));
    QVERIFY(ed2);
    QVERIFY(ed2->importMeasurements({newDecode(1359.7)}, QStringLiteral("bench.jsonl"),
                                    QStringLiteral("vllm")));
    const QString id = QString::number(ed2->measurements()->first().id);
    const QString importedAt = ed2->measurements()->first().importedAt;
    RawConnection raw(QStringLiteral("sil_editor2"), db_);
    QVERIFY(raw.ok());
    QCOMPARE(raw.run(QStringLiteral("UPDATE measurements SET point = replace(point, '1359.7', "
                                    "'99999')")),
             QString());
    QVERIFY(ed2->deleteMeasurement(id.toLongLong()));
    // Who, when, old and new, for every change.
    auto history = ed2->rowHistory(QStringLiteral("measurements"), id);
    QCOMPARE(history.size(), 3);
    QCOMPARE(history[0].action, QStringLiteral("delete"));
    QCOMPARE(history[1].action, QStringLiteral("update"));
    QCOMPARE(history[2].action, QStringLiteral("insert"));
    for (const auto& h : history) {
        QCOMPARE(h.changedBy, QStringLiteral("sil_editor2"));
        QVERIFY2(recent(h.changedAt), qPrintable(h.changedAt));
    }
    QVERIFY(history[1].oldRow.contains(QStringLiteral("1359.7")));
    QVERIFY(history[1].newRow.contains(QStringLiteral("99999")));
    QVERIFY(history[0].newRow.isEmpty() && history[0].oldRow.contains(QStringLiteral("99999")));
    // Nobody writes the history but the server's trigger.
    RawConnection ed1Raw(QStringLiteral("sil_editor"), db_);
    QCOMPARE(ed1Raw.run(QStringLiteral("DELETE FROM row_history")), QStringLiteral("42501"));
    QCOMPARE(ed1Raw.run(QStringLiteral("UPDATE row_history SET changed_by = 'x'")),
             QStringLiteral("42501"));
    QCOMPARE(ed1Raw.run(QStringLiteral("ALTER TABLE measurements DISABLE TRIGGER ALL")),
             QStringLiteral("42501"));
    // Another editor cannot restore it; its owner can, to what the insert stored.
    auto ed1 = open(QStringLiteral("sil_editor"));
    QVERIFY(ed1);
    QVERIFY(!ed1->restoreRow(QStringLiteral("measurements"), id, history[2].id));
    QVERIFY2(ed1->errorString().contains(QStringLiteral("belongs to sil_editor2")),
             qPrintable(ed1->errorString()));
    QVERIFY2(ed2->restoreRow(QStringLiteral("measurements"), id, history[2].id),
             qPrintable(ed2->errorString()));
    auto stored = ed2->measurements();
    QCOMPARE(stored->size(), 1);
    QCOMPARE(QString::number(stored->first().id), id);
    QCOMPARE(*stored->first().point.output_tokens_per_s, 1359.7);
    // Re-created as it was: the importer and the time of the import, not the restorer's.
    auto admin = open(QStringLiteral("sil_admin"));
    QVERIFY(admin);
    QVERIFY(admin->deleteMeasurement(id.toLongLong()));
    history = admin->rowHistory(QStringLiteral("measurements"), id);
    QCOMPARE(history[0].changedBy, QStringLiteral("sil_admin"));
    QVERIFY2(admin->restoreRow(QStringLiteral("measurements"), id, history[1].id),
             qPrintable(admin->errorString()));
    stored = admin->measurements();
    QCOMPARE(stored->first().importedBy, QStringLiteral("sil_editor2"));
    QCOMPARE(stored->first().importedAt, importedAt);
    history = admin->rowHistory(QStringLiteral("measurements"), id);
    QCOMPARE(history[0].action, QStringLiteral("insert"));
    QCOMPARE(history[0].changedBy, QStringLiteral("sil_admin"));
    // Engine rows too: a refit is an update with both rows, and the old one comes back.
    QVERIFY(ed2->importBatch(fittedEngine(7.5)));
    QVERIFY(ed2->importBatch(fittedEngine(8.0)));
    auto engine = ed2->rowHistory(QStringLiteral("engines"), QStringLiteral("vllm-fit-hgx-h200"));
    QCOMPARE(engine.size(), 2);
    QCOMPARE(engine[0].action, QStringLiteral("update"));
    QVERIFY2(ed2->restoreRow(QStringLiteral("engines"), QStringLiteral("vllm-fit-hgx-h200"),
                             engine[1].id),
             qPrintable(ed2->errorString()));
    QCOMPARE(*ed2->load()->engine("vllm-fit-hgx-h200")->layer_overhead_us, 7.5);
}

void TestTeamCatalog::anEditCannotMoveToAnotherValue() {
    auto editor = open(QStringLiteral("sil_editor"));
    QVERIFY(editor);
    QVERIFY(editor->setOverride(EntityKind::Chip, QStringLiteral("h200"), QStringLiteral("tdp_w"),
                                QStringLiteral("650")));
    // The attack: move the edit from h200 to mi300x with a primary-key UPDATE.
    RawConnection raw(QStringLiteral("sil_editor"), db_);
    QVERIFY(raw.ok());
    QString text;
    QCOMPARE(raw.run(QStringLiteral("UPDATE user_overrides SET entity_id = 'mi300x' WHERE "
                                    "entity_id = 'h200'"),
                     &text),
             QStringLiteral("42501"));
    QVERIFY2(text.contains(QStringLiteral("cannot move")), qPrintable(text));
    QCOMPARE(raw.run(QStringLiteral("UPDATE user_overrides SET field = 'hbm_gb'")),
             QStringLiteral("42501"));
    // h200 keeps its edit and mi300x has none; the history says only what happened.
    QCOMPARE(*editor->load()->chip("h200")->tdp_w, 650.0);
    QVERIFY(
        !editor->overrideOf(EntityKind::Chip, QStringLiteral("mi300x"), QStringLiteral("tdp_w")));
    QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM value_history")), QStringLiteral("1"));
    // Changing the value itself still works.
    QVERIFY(raw.run(QStringLiteral("UPDATE user_overrides SET value = '700'")).isEmpty());
    QCOMPARE(editor->valueHistory(EntityKind::Chip, QStringLiteral("h200"), QStringLiteral("tdp_w"))
                 .first()
                 .newValue,
             QStringLiteral("700"));
}

void TestTeamCatalog::aHeldLockIsBusyWithinSeconds() {
    auto viewer = open(QStringLiteral("sil_viewer"));
    QVERIFY(viewer);
    // The attack: an editor takes the measurements table (PostgreSQL lets anyone with UPDATE
    // or DELETE on it) and holds it in an open transaction.
    RawConnection locker(QStringLiteral("sil_editor"), db_);
    QVERIFY(locker.ok());
    QCOMPARE(locker.run(QStringLiteral("BEGIN")), QString());
    QCOMPARE(locker.run(QStringLiteral("LOCK TABLE measurements, user_overrides IN ACCESS "
                                       "EXCLUSIVE MODE")),
             QString());
    QElapsedTimer waited;
    waited.start();
    QVERIFY(!viewer->measurements()); // measurements list, accuracy, fit
    QVERIFY2(waited.elapsed() < 15000, qPrintable(QString::number(waited.elapsed())));
    QString m = viewer->errorString();
    QVERIFY2(m.contains(QStringLiteral("the team catalog is busy (locked by sil_editor")) &&
                 m.contains(QStringLiteral("AccessExclusiveLock on measurements")),
             qPrintable(m));
    waited.restart();
    QVERIFY(!viewer->load()); // catalog show
    QVERIFY2(waited.elapsed() < 15000, qPrintable(QString::number(waited.elapsed())));
    m = viewer->errorString();
    QVERIFY2(m.contains(QStringLiteral("busy (locked by sil_editor")), qPrintable(m));
    QCOMPARE(locker.run(QStringLiteral("ROLLBACK")), QString());
    QVERIFY2(viewer->measurements(), qPrintable(viewer->errorString()));
    QVERIFY2(viewer->load(), qPrintable(viewer->errorString()));
}

void TestTeamCatalog::pointsPerFileAndSystemAreLimited() {
    RawConnection raw(QStringLiteral("sil_editor"), db_);
    QVERIFY(raw.ok());
    // The server's numbers are the app's.
    QCOMPARE(raw.value(QStringLiteral("SELECT max_points_per_file()")).toULongLong(),
             quint64(kMaxPointsPerFile));
    QCOMPARE(raw.value(QStringLiteral("SELECT max_points_per_system()")).toULongLong(),
             quint64(kMaxPointsPerSystem));
    const int perFile = int(kMaxPointsPerFile), perSystem = int(kMaxPointsPerSystem);
    // The attack: one file with more points than that, as raw SQL and through the store.
    QString text;
    QCOMPARE(raw.run(rawBulkInsert(perFile + 1, QStringLiteral("huge.jsonl")), &text),
             QStringLiteral("54000"));
    QVERIFY2(text.contains(QStringLiteral("%1 measured points, more than the %2 one file")
                               .arg(perFile + 1)
                               .arg(perFile)),
             qPrintable(text));
    auto editor = open(QStringLiteral("sil_editor"));
    QVERIFY(editor);
    QVERIFY(!editor->importMeasurements(manyDecodes(kMaxPointsPerFile + 1),
                                        QStringLiteral("huge.jsonl"), QStringLiteral("vllm")));
    QVERIFY2(editor->errorString().contains(
                 QStringLiteral("huge.jsonl: %1 measured points, more than the %2 one file")
                     .arg(perFile + 1)
                     .arg(perFile)),
             qPrintable(editor->errorString()));
    QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM measurements")), QStringLiteral("0"));
    // Files within the limit fill the system up to its own limit, and not a point beyond:
    // a full file through the store, the rest as raw SQL.
    QElapsedTimer took;
    took.start();
    QVERIFY2(editor->importMeasurements(manyDecodes(kMaxPointsPerFile),
                                        QStringLiteral("full.jsonl"), QStringLiteral("vllm")),
             qPrintable(editor->errorString()));
    qInfo("%d points imported through the store in %lld ms", perFile, took.elapsed());
    for (int file = 1; file * perFile < perSystem; ++file)
        QVERIFY2(raw.run(rawBulkInsert(perFile, QStringLiteral("part-%1.jsonl").arg(file)), &text)
                     .isEmpty(),
                 qPrintable(text));
    QCOMPARE(raw.value(QStringLiteral("SELECT count(*) FROM measurements")).toInt(), perSystem);
    QVERIFY(!editor->importMeasurements({newDecode(1.0)}, QStringLiteral("one.jsonl"),
                                        QStringLiteral("vllm")));
    QVERIFY2(editor->errorString().contains(
                 QStringLiteral("system hgx-h200 holds %1 measured points and one.jsonl would add "
                                "1: more than the %1 one system may hold")
                     .arg(perSystem)),
             qPrintable(editor->errorString()));
    QCOMPARE(raw.run(rawBulkInsert(1, QStringLiteral("one.jsonl")), &text),
             QStringLiteral("54000"));
    QVERIFY2(
        text.contains(
            QStringLiteral("system hgx-h200 would hold %1 measured points").arg(perSystem + 1)),
        qPrintable(text));
    // Deleting makes room again.
    QVERIFY(raw.run(QStringLiteral("DELETE FROM measurements WHERE id IN (SELECT id FROM "
                                   "measurements ORDER BY id LIMIT 1)"))
                .isEmpty());
    QVERIFY2(editor->importMeasurements({newDecode(1.0)}, QStringLiteral("one.jsonl"),
                                        QStringLiteral("vllm")),
             qPrintable(editor->errorString()));
}

void TestTeamCatalog::pointsAreLimitedInSqliteToo() {
    db::CatalogStore store;
    QVERIFY(store.openUser(dir_.filePath(QStringLiteral("limits-%1.sqlite").arg(db_))));
    QVERIFY(!store.importMeasurements(manyDecodes(kMaxPointsPerFile + 1),
                                      QStringLiteral("huge.jsonl"), QStringLiteral("vllm")));
    QVERIFY2(store.errorString().contains(QStringLiteral("%1 measured points, more than the %2")
                                              .arg(kMaxPointsPerFile + 1)
                                              .arg(kMaxPointsPerFile)),
             qPrintable(store.errorString()));
    for (std::size_t n = 0; n < kMaxPointsPerSystem; n += kMaxPointsPerFile)
        QVERIFY2(store.importMeasurements(manyDecodes(kMaxPointsPerFile),
                                          QStringLiteral("part.jsonl"), QStringLiteral("vllm")),
                 qPrintable(store.errorString()));
    QVERIFY(!store.importMeasurements({newDecode(1.0)}, QStringLiteral("one.jsonl"),
                                      QStringLiteral("vllm")));
    QVERIFY2(store.errorString().contains(
                 QStringLiteral("holds %1 measured points and one.jsonl would add 1")
                     .arg(kMaxPointsPerSystem)),
             qPrintable(store.errorString()));
    QCOMPARE(store.measurements()->size(), qsizetype(kMaxPointsPerSystem));
}

// Every open of a team catalog used to rewrite the offline snapshot whole (110,843 points: 2.3 s
// for `team status`). It is rewritten only when the team's content changed since: any insert,
// update or delete, even one that leaves every table's row count as it was.
void TestTeamCatalog::snapshotIsRewrittenOnlyWhenTheTeamChanged() {
    const QString path = dir_.filePath(QStringLiteral("snapshot-%1.sqlite").arg(db_));
    const QString markSql = QStringLiteral("SELECT value FROM meta WHERE key = 'test_mark'");
    const QString syncedSql = QStringLiteral("SELECT value FROM meta WHERE key = 'team_synced_at'");
    {
        auto editor = open(QStringLiteral("sil_editor"), true);
        QVERIFY(editor);
        QVERIFY(editor->importMeasurements({newDecode(1000.0), newDecode(2000.0)},
                                           QStringLiteral("bench.jsonl"), QStringLiteral("vllm")));
    }
    QVERIFY(open(QStringLiteral("sil_viewer"), true)); // the import: written again
    QCOMPARE(snapshotValue(path, QStringLiteral("SELECT count(*) FROM measurements")),
             QStringLiteral("2"));
    QVERIFY(markSnapshot(path));
    // Nothing changed: the file is kept, and marked as synced now.
    QVERIFY(open(QStringLiteral("sil_viewer"), true));
    QCOMPARE(snapshotValue(path, markSql), QStringLiteral("kept"));
    QVERIFY(recent(snapshotValue(path, syncedSql)));
    // An UPDATE of a point leaves the row count alone; the snapshot is still rewritten.
    RawConnection raw(QStringLiteral("sil_editor"), db_);
    QVERIFY(raw.ok());
    QString text;
    QVERIFY2(raw.run(QStringLiteral("UPDATE measurements SET point = '%1' WHERE id = (SELECT "
                                    "min(id) FROM measurements)")
                         .arg(decodeJson(3000.0)),
                     &text)
                 .isEmpty(),
             qPrintable(text));
    QVERIFY(open(QStringLiteral("sil_viewer"), true));
    QCOMPARE(snapshotValue(path, markSql), QString());
    QVERIFY2(snapshotValue(path, QStringLiteral("SELECT point FROM measurements ORDER BY id"))
                 .contains(QLatin1String("3000")),
             "the snapshot does not hold the changed point");
    // So is an edited catalog value.
    QVERIFY(markSnapshot(path));
    {
        auto editor = open(QStringLiteral("sil_editor"));
        QVERIFY(editor);
        QVERIFY(editor->setOverride(EntityKind::System, QStringLiteral("hgx-h200"),
                                    QStringLiteral("capex_per_gpu_usd"), QStringLiteral("40000")));
    }
    QVERIFY(open(QStringLiteral("sil_viewer"), true));
    QCOMPARE(snapshotValue(path, markSql), QString());
    QCOMPARE(snapshotValue(path, QStringLiteral("SELECT value FROM user_overrides")),
             QStringLiteral("40000"));
}

QTEST_GUILESS_MAIN(TestTeamCatalog)
#include "TestTeamCatalog.moc"
