// The validation set as the program ships it: the published runs compiled in as resources,
// the report cached on disk per catalog state, and the cache kept to the newest few reports.
#include "TestSupport.h"

#include "database/ValidationSet.h"

#include <QDir>
#include <QFile>
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
    const Catalog& cat = test::shippedCatalog();
    const auto report = db::validationReport(cat, {});
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
    const auto files =
        cache.entryList({QStringLiteral("validation-*.json")}, QDir::Files, QDir::Time);
    QVERIFY2(files.size() <= 16, qPrintable(files.join(' ')));
    QVERIFY(files.contains(QFileInfo(written).fileName()));
}

QTEST_GUILESS_MAIN(TestValidationSet)
#include "TestValidationSet.moc"
