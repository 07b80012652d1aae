// The catalog's version kept with the catalog: the shipped catalog is built with its own, the
// store keeps the user database's after every change it makes, and a version is shown from
// what is kept only while it describes the content -- a database changed by another program,
// written by another version or merged over another shipped catalog shows its true version.
// "True" is always a full recomputation: db::catalogVersion of the catalog as the apps read it.
#include "TestSupport.h"

#include "app/cli/Cli.h"
#include "database/CatalogStore.h"
#include "database/CatalogVersion.h"
#include "database/KeptVersion.h"

#include "core/catalog/availability.h"

#include <QFile>
#include <QObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <nlohmann/json.hpp>
#include <sstream>

using namespace sil;

namespace {

const QString kSystem = QStringLiteral("hgx-h100");
const QString kField = QStringLiteral("capex_per_gpu_usd");

// Runs `sql` on `path` through a connection of its own, as another program would.
QString runOutside(const QString& path, const QStringList& sql) {
    QString error;
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("outside"));
        db.setDatabaseName(path);
        if (!db.open()) error = db.lastError().text();
        for (const QString& s : sql) {
            QSqlQuery q(db);
            if (error.isEmpty() && !q.exec(s))
                error = s + QStringLiteral(": ") + q.lastError().text();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("outside"));
    return error;
}

bool hasKeptRow(const QString& path) {
    bool kept = false;
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("peek"));
        db.setDatabaseName(path);
        db.open();
        QSqlQuery q(db);
        kept = q.exec(QStringLiteral("SELECT count(*) FROM meta WHERE key = 'catalog_version'")) &&
               q.next() && q.value(0).toInt() == 1;
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("peek"));
    return kept;
}

// The catalog as the apps read it, and its version recomputed in full.
struct AsRead {
    Catalog catalog;
    db::CatalogVersion recomputed;
};

std::optional<AsRead> loadAsRead(db::CatalogStore& store) {
    auto c = store.load();
    if (!c) return std::nullopt;
    inheritChipAvailability(*c);
    AsRead r{std::move(*c), {}};
    r.recomputed = db::catalogVersion(r.catalog);
    return r;
}

} // namespace

class TestKeptVersion : public QObject {
    Q_OBJECT
private slots:
    void shippedCatalogIsBuiltWithItsVersion();
    void keptVersionIsReadNotRecomputed();
    void storeEditsKeepTheNewVersion();
    void outsideEditShowsTheTrueVersion();
    void olderOrOtherVersionsRowIsNotTrusted();
    void otherShippedCatalogIsNotTrusted();
    void everyCatalogTableForgetsTheVersion();
    void cliShowsTheTrueVersionAfterAnOutsideEdit();

private:
    QString userDb(const char* name) const { return dir_.filePath(QString::fromLatin1(name)); }
    QTemporaryDir dir_;
};

void TestKeptVersion::shippedCatalogIsBuiltWithItsVersion() {
    db::CatalogStore store;
    QVERIFY(store.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
    const auto read = loadAsRead(store);
    QVERIFY(read);
    const auto kept = store.keptVersion();
    QVERIFY2(kept, "the shipped catalog keeps no current version");
    QCOMPARE(kept->content_sha256, read->recomputed.content_sha256);
    QVERIFY(*kept == read->recomputed);
    QVERIFY(store.versionOf(read->catalog) == read->recomputed);
}

// A kept row with the right key is what the store answers, whatever it says: proof that the
// version is read, not hashed again.
void TestKeptVersion::keptVersionIsReadNotRecomputed() {
    const QString path = userDb("planted.sqlite");
    QString key; // a user database's row is over the shipped catalog's version
    {
        db::CatalogStore store;
        QVERIFY(store.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
        QVERIFY(store.load());
        QVERIFY(store.keptVersion());
        key = QString::fromStdString(store.keptVersion()->content_sha256);
        QVERIFY(store.openUser(path));
    }
    db::CatalogVersion planted;
    planted.as_of = "1999-12-31";
    planted.content_sha256 = std::string(64, 'a');
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("plant"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QString error;
        QVERIFY2(db::writeKeptVersion(db, planted, key, error), qPrintable(error));
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("plant"));
    db::CatalogStore store;
    QVERIFY(store.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
    QVERIFY(store.openUser(path));
    QVERIFY(store.load());
    QVERIFY(store.keptVersion() == planted);
}

void TestKeptVersion::storeEditsKeepTheNewVersion() {
    const QString path = userDb("edits.sqlite");
    db::CatalogStore store;
    QVERIFY(store.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
    QVERIFY(store.openUser(path));
    const auto before = loadAsRead(store);
    QVERIFY(before);
    QVERIFY(store.keepVersion(before->catalog) == before->recomputed);

    QVERIFY2(store.setOverride(EntityKind::System, kSystem, kField, QStringLiteral("12345")),
             qPrintable(store.errorString()));
    // What was loaded before the edit is not what is stored now.
    QVERIFY(!store.keptVersion());
    QVERIFY(hasKeptRow(path));
    const auto edited = loadAsRead(store);
    QVERIFY(edited);
    QVERIFY(edited->recomputed.content_sha256 != before->recomputed.content_sha256);
    QVERIFY2(store.keptVersion() == edited->recomputed, "an edit kept a stale version");

    System extra = *before->catalog.system(kSystem.toStdString());
    extra.id = "kept-version-test-copy";
    ImportBatch batch;
    batch.systems.push_back(extra);
    QVERIFY2(store.importBatch(batch), qPrintable(store.errorString()));
    const auto imported = loadAsRead(store);
    QVERIFY(imported);
    QCOMPARE(imported->recomputed.systems, before->recomputed.systems + 1);
    QVERIFY(store.keptVersion() == imported->recomputed);

    QVERIFY(store.removeImported(EntityKind::System, QString::fromStdString(extra.id)));
    QVERIFY(store.revertOverride(EntityKind::System, kSystem, kField));
    const auto reverted = loadAsRead(store);
    QVERIFY(reverted);
    QCOMPARE(reverted->recomputed.content_sha256, before->recomputed.content_sha256);
    QVERIFY(store.keptVersion() == reverted->recomputed);
}

void TestKeptVersion::outsideEditShowsTheTrueVersion() {
    const QString path = userDb("outside.sqlite");
    std::string keptBefore;
    {
        db::CatalogStore store;
        QVERIFY(store.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
        QVERIFY(store.openUser(path));
        QVERIFY(store.setOverride(EntityKind::System, kSystem, kField, QStringLiteral("20000")));
        QVERIFY(store.load());
        QVERIFY(store.keptVersion());
        keptBefore = store.keptVersion()->content_sha256;
    }
    // sqlite3 changes the edit behind the program's back.
    QCOMPARE(runOutside(path, {QStringLiteral("UPDATE user_overrides SET value = '21000'")}),
             QString());
    QVERIFY(!hasKeptRow(path));
    db::CatalogStore store;
    QVERIFY(store.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
    QVERIFY(store.openUser(path));
    const auto read = loadAsRead(store);
    QVERIFY(read);
    QVERIFY(read->recomputed.content_sha256 != keptBefore);
    QVERIFY(!store.keptVersion());
    QVERIFY(store.versionOf(read->catalog) == read->recomputed);
    // Kept again for the next open.
    QVERIFY(hasKeptRow(path));
    db::CatalogStore again;
    QVERIFY(again.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
    QVERIFY(again.openUser(path));
    QVERIFY(again.load());
    QVERIFY(again.keptVersion() == read->recomputed);
}

// A row whose triggers are gone (a database from before they existed, or someone dropped
// them), or written by another program version or schema, describes nothing for certain.
void TestKeptVersion::olderOrOtherVersionsRowIsNotTrusted() {
    const QString path = userDb("older.sqlite");
    {
        db::CatalogStore store;
        QVERIFY(store.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
        QVERIFY(store.openUser(path));
        QVERIFY(store.setOverride(EntityKind::System, kSystem, kField, QStringLiteral("30000")));
    }
    const QStringList staleRows = {
        // The triggers dropped, then the content changed: the row stays, stale.
        QStringLiteral("DROP TRIGGER catalog_version_forget_user_overrides_update"),
        QStringLiteral("UPDATE user_overrides SET value = '31000'"),
    };
    QCOMPARE(runOutside(path, staleRows), QString());
    QVERIFY(hasKeptRow(path));
    {
        db::CatalogStore store;
        QVERIFY(store.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
        QVERIFY(store.openUser(path)); // puts the trigger back and forgets the row
        const auto read = loadAsRead(store);
        QVERIFY(read);
        QVERIFY(!store.keptVersion());
        QVERIFY(store.versionOf(read->catalog) == read->recomputed);
    }
    // A row another program version wrote, and one of another schema.
    for (const QString& field : {QStringLiteral("app"), QStringLiteral("schema")}) {
        {
            db::CatalogStore store; // keeps a current row again
            QVERIFY(store.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
            QVERIFY(store.openUser(path));
            const auto read = loadAsRead(store);
            QVERIFY(read);
            QVERIFY(store.versionOf(read->catalog) == read->recomputed);
            QVERIFY(store.load());
            QVERIFY(store.keptVersion());
        }
        QCOMPARE(runOutside(path, {QStringLiteral("UPDATE meta SET value = json_set(value, "
                                                  "'$.%1', 'other') WHERE key = "
                                                  "'catalog_version'")
                                       .arg(field)}),
                 QString());
        QVERIFY(hasKeptRow(path));
        db::CatalogStore store;
        QVERIFY(store.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
        QVERIFY(store.openUser(path));
        QVERIFY(store.load());
        QVERIFY2(!store.keptVersion(), qPrintable(field));
    }
}

// The user database's version is the merged catalog's: over another shipped catalog (an
// upgrade, or --catalog) its row says nothing.
void TestKeptVersion::otherShippedCatalogIsNotTrusted() {
    const QString path = userDb("merged.sqlite");
    const QString otherShipped = userDb("other-shipped.sqlite");
    QVERIFY(QFile::copy(QStringLiteral(SIL_SHIPPED_CATALOG), otherShipped));
    QVERIFY(QFile::setPermissions(otherShipped, QFile::ReadOwner | QFile::WriteOwner));
    {
        db::CatalogStore store;
        QVERIFY(store.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
        QVERIFY(store.openUser(path));
        QVERIFY(store.setOverride(EntityKind::System, kSystem, kField, QStringLiteral("40000")));
    }
    QCOMPARE(
        runOutside(otherShipped,
                   {QStringLiteral("UPDATE chips SET tdp_w = tdp_w + 1 WHERE id = 'h100-sxm'")}),
        QString());
    db::CatalogStore store;
    QVERIFY(store.openShipped(otherShipped));
    QVERIFY(store.openUser(path));
    const auto read = loadAsRead(store);
    QVERIFY(read);
    QVERIFY(!store.keptVersion());
    QVERIFY(store.versionOf(read->catalog) == read->recomputed);
}

// Every table the catalog is read from forgets the version on a change of any of its rows.
void TestKeptVersion::everyCatalogTableForgetsTheVersion() {
    const QString path = userDb("every-table.sqlite");
    QVERIFY(QFile::copy(QStringLiteral(SIL_SHIPPED_CATALOG), path));
    QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));
    const QStringList tables = {QStringLiteral("vendors"),       QStringLiteral("sources"),
                                QStringLiteral("chips"),         QStringLiteral("systems"),
                                QStringLiteral("rental_quotes"), QStringLiteral("value_provenance"),
                                QStringLiteral("models"),        QStringLiteral("api_prices"),
                                QStringLiteral("engines")};
    for (const QString& table : tables) {
        QVERIFY(hasKeptRow(path) ||
                runOutside(path, {QStringLiteral("INSERT INTO meta (key, value) VALUES "
                                                 "('catalog_version', '{}')")})
                    .isEmpty());
        QVERIFY(hasKeptRow(path));
        QCOMPARE(runOutside(path, {QStringLiteral("UPDATE %1 SET rowid = rowid WHERE rowid = "
                                                  "(SELECT min(rowid) FROM %1)")
                                       .arg(table)}),
                 QString());
        QVERIFY2(!hasKeptRow(path), qPrintable(table));
    }
    // user_overrides is empty in the shipped catalog: a new row.
    QVERIFY(runOutside(path, {QStringLiteral("INSERT INTO meta (key, value) VALUES "
                                             "('catalog_version', '{}')")})
                .isEmpty());
    QCOMPARE(runOutside(path, {QStringLiteral("INSERT INTO user_overrides (entity, entity_id, "
                                              "field, value, edited_at) VALUES ('chips', "
                                              "'h100-sxm', 'tdp_w', '1', '2026-01-01')")}),
             QString());
    QVERIFY(!hasKeptRow(path));
}

void TestKeptVersion::cliShowsTheTrueVersionAfterAnOutsideEdit() {
    const std::string path = userDb("cli.sqlite").toStdString();
    auto version = [&] {
        std::ostringstream out, err;
        if (cli::run({"--db", path, "catalog", "version", "--format", "json"}, out, err) != 0)
            return std::string("failed: ") + err.str();
        return nlohmann::json::parse(out.str()).at("content_sha256").get<std::string>();
    };
    std::ostringstream out, err;
    QCOMPARE(cli::run({"--db", path, "catalog", "set", "systems", kSystem.toStdString(),
                       kField.toStdString(), "50000"},
                      out, err),
             0);
    const std::string kept = version();
    QCOMPARE(runOutside(QString::fromStdString(path),
                        {QStringLiteral("UPDATE user_overrides SET value = '51000'")}),
             QString());
    const std::string after = version();
    QVERIFY(after != kept);
    db::CatalogStore store;
    QVERIFY(store.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
    QVERIFY(store.openUser(QString::fromStdString(path)));
    const auto read = loadAsRead(store);
    QVERIFY(read);
    QCOMPARE(after, read->recomputed.content_sha256);
}

QTEST_GUILESS_MAIN(TestKeptVersion)
#include "TestKeptVersion.moc"
