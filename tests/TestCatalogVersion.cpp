// Which catalog an answer came from: a content hash that every value, source and note changes
// and nothing else does, the date its sources were last read, and `catalog version` printing
// both for the catalog the user's answers use.
#include "TestSupport.h"

#include "app/cli/Cli.h"
#include "database/CatalogStore.h"
#include "database/CatalogVersion.h"

#include "core/catalog/availability.h"

#include <QObject>
#include <QTemporaryDir>
#include <nlohmann/json.hpp>
#include <sstream>

using namespace sil;

class TestCatalogVersion : public QObject {
    Q_OBJECT
private slots:
    void init();
    void hashFollowsTheContentOnly();
    void versionComputedAheadIsTheSameAndNeverStale();
    void asOfIsTheLatestReading();
    void cliPrintsTheStoredCatalogsVersion();

private:
    QTemporaryDir dir_;
    Catalog catalog_;
};

void TestCatalogVersion::init() {
    db::CatalogStore store;
    QVERIFY(store.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
    const auto loaded = store.loadShipped();
    QVERIFY(loaded);
    catalog_ = *loaded;
}

void TestCatalogVersion::hashFollowsTheContentOnly() {
    const db::CatalogVersion v = db::catalogVersion(catalog_);
    QCOMPARE(v.content_sha256.size(), std::size_t(64));
    QCOMPARE(db::catalogVersion(Catalog(catalog_)).content_sha256, v.content_sha256);
    QCOMPARE(v.chips, catalog_.chips.size());
    Catalog edited = catalog_;
    QVERIFY(edited.chips.front().tdp_w);
    *edited.chips.front().tdp_w += 1;
    QVERIFY(db::catalogVersion(edited).content_sha256 != v.content_sha256);
    Catalog renoted = catalog_;
    renoted.chips.front().row.note += " ";
    QVERIFY(db::catalogVersion(renoted).content_sha256 != v.content_sha256);
    QVERIFY(QString::fromStdString(v.shortText())
                .contains(QString::fromStdString(v.content_sha256.substr(0, 12))));
}

// A headless export hashes its catalog on a worker while the page is laid out: the caption
// gets the same version as computed in place, another catalog gets its own, and once the
// worker's owner is gone an edited catalog is hashed again.
void TestCatalogVersion::versionComputedAheadIsTheSameAndNeverStale() {
    const db::CatalogVersion inPlace = db::catalogVersion(catalog_);
    Catalog edited = catalog_;
    QVERIFY(edited.chips.front().tdp_w);
    *edited.chips.front().tdp_w += 1;
    const std::string editedHash = db::catalogVersion(edited).content_sha256;
    QVERIFY(editedHash != inPlace.content_sha256);
    {
        const db::CatalogVersionAhead ahead(catalog_);
        for (int i = 0; i < 2; ++i) {
            const db::CatalogVersion v = db::catalogVersion(catalog_);
            QCOMPARE(v.content_sha256, inPlace.content_sha256);
            QCOMPARE(v.as_of, inPlace.as_of);
            QCOMPARE(v.systems, inPlace.systems);
        }
        // Another catalog object, even with a second one ahead of it, is hashed as it is.
        const db::CatalogVersionAhead second(edited);
        QCOMPARE(db::catalogVersion(edited).content_sha256, editedHash);
        QCOMPARE(db::catalogVersion(catalog_).content_sha256, inPlace.content_sha256);
    }
    *catalog_.chips.front().tdp_w += 1;
    QCOMPARE(db::catalogVersion(catalog_).content_sha256, editedHash);
}

void TestCatalogVersion::asOfIsTheLatestReading() {
    Catalog c = catalog_;
    for (Source& s : c.sources)
        s.accessed_date = "2024-01-01";
    c.sources.back().accessed_date = "2025-07-04";
    QCOMPARE(db::catalogVersion(c).as_of, std::string("2025-07-04"));
}

void TestCatalogVersion::cliPrintsTheStoredCatalogsVersion() {
    const std::string userDb = dir_.filePath(QStringLiteral("u.sqlite")).toStdString();
    std::ostringstream out, err;
    QCOMPARE(cli::run({"--db", userDb, "catalog", "version", "--format", "json"}, out, err), 0);
    const auto j = nlohmann::json::parse(out.str());
    db::CatalogStore store;
    QVERIFY(store.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
    QVERIFY(store.openUser(QString::fromStdString(userDb)));
    auto stored = store.load();
    QVERIFY(stored);
    inheritChipAvailability(*stored); // as the app and every command read it
    const db::CatalogVersion v = db::catalogVersion(*stored);
    QCOMPARE(j.at("content_sha256").get<std::string>(), v.content_sha256);
    QCOMPARE(j.at("as_of").get<std::string>(), v.as_of);
    QCOMPARE(j.at("systems").get<std::size_t>(), stored->systems.size());
    std::ostringstream table, e2;
    QCOMPARE(cli::run({"--db", userDb, "catalog", "version"}, table, e2), 0);
    QVERIFY(QString::fromStdString(table.str()).contains(QString::fromStdString(v.content_sha256)));
}

QTEST_GUILESS_MAIN(TestCatalogVersion)
#include "TestCatalogVersion.moc"
