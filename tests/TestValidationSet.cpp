// The validation set as the program ships it: the published runs compiled in as resources,
// the shipped catalog's report computed at build time and installed beside the catalog (read,
// not computed, and equal to what this program computes), any other catalog state's report
// cached on disk, and the cache kept to the newest few reports.
#include "TestSupport.h"

#include "database/ValidationSet.h"

#include "core/catalog/availability.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QtTest>
#include <nlohmann/json.hpp>
#include <set>

using namespace sil;

class TestValidationSet : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void publishedRunsAreCompiledIn();
    void shippedCatalogReadsTheInstalledReport();
    void reportIsCachedOnDiskAndPruned();
};

void TestValidationSet::publishedRunsAreCompiledIn() {
    const auto runs = db::shippedPublishedRuns(test::shippedCatalog());
    QVERIFY2(runs.ok, runs.error.c_str());
    // As many points as the manifest's files hold, read from the source tree.
    const auto manifest = nlohmann::json::parse(
        test::readFile(QStringLiteral(SIL_SOURCE_DIR "/database/published_runs/manifest.json"))
            .toStdString());
    std::set<std::string> inManifest, read;
    for (const auto& run : manifest["runs"])
        inManifest.insert(run["file"].get<std::string>());
    for (const auto& p : runs.points)
        read.insert(p.stored.file);
    QVERIFY(read == inManifest);
    for (const auto& p : runs.points) {
        QVERIFY(p.published);
        QVERIFY(!p.release.empty());
    }
}

void TestValidationSet::shippedCatalogReadsTheInstalledReport() {
    QDir cache(QStandardPaths::writableLocation(QStandardPaths::CacheLocation));
    QVERIFY(cache.removeRecursively()); // no cached copy to read instead
    Catalog cat = test::shippedCatalog();
    inheritChipAvailability(cat); // as the program and every command read it
    const auto points = db::shippedPublishedRuns(cat).points;
    // Installed beside the shipped catalog, keyed by the catalog's content.
    const QString installed = db::shippedValidationPath();
    QCOMPARE(QFileInfo(installed).absolutePath(),
             QFileInfo(QStringLiteral(SIL_SHIPPED_CATALOG)).absolutePath());
    const auto j = nlohmann::json::parse(test::readFile(installed).toStdString(), nullptr, false);
    QVERIFY2(j.is_object(), qPrintable(installed));
    QCOMPARE(j.value("key", ""), validationKey(cat, points));

    const std::size_t before = db::validationReportsComputed();
    QVERIFY(db::readyValidationReport(cat, {})); // ready without computing
    const auto report = db::validationReport(cat, {});
    QCOMPARE(db::validationReportsComputed(), before);
    QVERIFY(!report->groups.empty());
    // Read, and equal to what this program computes: the build step ran this tree's model.
    QCOMPARE(validationReportJson(*report).dump(),
             validationReportJson(validateModel(cat, points)).dump());
    QVERIFY(cache.entryList({QStringLiteral("validation-*.json")}, QDir::Files).isEmpty());
}

void TestValidationSet::reportIsCachedOnDiskAndPruned() {
    QDir cache(QStandardPaths::writableLocation(QStandardPaths::CacheLocation));
    QVERIFY(cache.removeRecursively()); // test mode: the test's own cache, computed afresh
    QVERIFY(cache.mkpath(QStringLiteral(".")));
    for (int i = 0; i < 20; ++i) { // older reports of other catalog states
        QFile f(cache.filePath(QStringLiteral("validation-old%1.json").arg(i)));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{}");
        f.flush();
        QVERIFY(f.setFileTime(QDateTime::currentDateTime().addDays(-1 - i),
                              QFileDevice::FileModificationTime));
        f.close();
    }
    // A catalog the user changed: its report is not the installed one, so it is computed.
    Catalog cat = test::shippedCatalog();
    QVERIFY(!cat.engines.empty());
    cat.engines.front().name += " (edited)";
    QVERIFY(!db::readyValidationReport(cat, {}));
    const std::size_t before = db::validationReportsComputed();
    const auto report = db::validationReport(cat, {});
    QCOMPARE(db::validationReportsComputed(), before + 1);
    QVERIFY(report && !report->groups.empty());
    const std::string key = validationKey(cat, db::shippedPublishedRuns(cat).points);
    QFile written(cache.filePath(QStringLiteral("validation-%1.json").arg(key.c_str())));
    QVERIFY(written.open(QIODevice::ReadOnly));
    const auto back =
        validationReportFromJson(nlohmann::json::parse(written.readAll().toStdString()));
    QVERIFY(back);
    QCOMPARE(back->points.size(), report->points.size());
    QCOMPARE(back->groups.size(), report->groups.size());
    // The same catalog again: from memory, the same report.
    QCOMPARE(db::validationReport(cat, {}).get(), report.get());
    QCOMPARE(db::validationReportsComputed(), before + 1);
    const auto files =
        cache.entryList({QStringLiteral("validation-*.json")}, QDir::Files, QDir::Time);
    QVERIFY2(files.size() <= 16, qPrintable(files.join(' ')));
    QVERIFY(files.contains(QFileInfo(written).fileName()));
}

QTEST_GUILESS_MAIN(TestValidationSet)
#include "TestValidationSet.moc"
