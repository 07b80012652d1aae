// The tuned engine profiles against the published runs they were fitted on and the ones held
// out (GitHub issue 32, "How it is judged"): every run in database/published_runs/manifest.json
// is parsed and resolved as `measurements import` would, compared under the shipped catalog's
// profile in force, and each (system, engine) group must come within 15 % median |error|; every
// point must be predicted (a run the model cannot place is a defect, not a skip).
#include "TestSupport.h"

#include "core/measurements/accuracy.h"
#include "core/measurements/import_setup.h"
#include "core/measurements/measurements.h"
#include "core/workload.h"

#include <QFile>
#include <QtTest>
#include <cmath>
#include <nlohmann/json.hpp>

using namespace sil;
using nlohmann::json;

class TestPublishedRuns : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyRunIsPredicted();
    void tunedProfilesComeWithin15Percent();
    void fittedRowsNameTheirRuns();

private:
    std::vector<StoredPoint> points_;
    json manifest_;
};

void TestPublishedRuns::initTestCase() {
    const QString dir = QStringLiteral(SIL_SOURCE_DIR "/database/published_runs/");
    manifest_ = json::parse(test::readFile(dir + QStringLiteral("manifest.json")).toStdString());
    QVERIFY(!manifest_["runs"].empty());
    const Catalog& cat = test::shippedCatalog();
    long long id = 0;
    for (const json& run : manifest_["runs"]) {
        const std::string file = run["file"];
        const std::string text = test::readFile(dir + QString::fromStdString(file)).toStdString();
        const auto parsed = parseMeasurements(run["format"].get<std::string>(), text, file);
        QVERIFY2(parsed.ok, parsed.error.text().c_str());
        ImportChoices choices;
        choices.model_id = run.value("model", "");
        choices.engine = run.value("engine", "");
        const auto resolved = resolveImport(cat, parsed.points, choices);
        for (const auto& p : resolved.points) {
            StoredPoint s;
            s.id = ++id;
            s.file = file;
            s.system_id = run["system"];
            s.point = p.point;
            s.setup = p.setup;
            points_.push_back(s);
        }
    }
    QVERIFY(!points_.empty());
}

void TestPublishedRuns::everyRunIsPredicted() {
    const auto table = accuracyTable(test::shippedCatalog(), points_, {});
    for (const auto& row : table.rows)
        QVERIFY2(row.comparison.error.has_value(),
                 (storedPointLabel(*row.stored) + ": " + row.comparison.reason).c_str());
}

void TestPublishedRuns::tunedProfilesComeWithin15Percent() {
    const auto table = accuracyTable(test::shippedCatalog(), points_, {});
    QVERIFY(!table.groups.empty());
    for (const auto& row : table.rows)
        qInfo("%s %s %s: predicted %.4g, measured %.4g, error %+.1f %%",
              row.stored->system_id.c_str(), row.comparison.engine_id.c_str(),
              storedPointLabel(*row.stored).c_str(), row.comparison.predicted.value_or(NAN),
              row.comparison.measured.value_or(NAN), row.comparison.error.value_or(NAN) * 100.0);
    for (const auto& g : table.groups) {
        const std::string what = g.system_id + " " + g.engine_id + " " + g.kind + ": median " +
                                 std::to_string(g.errors.median_abs_error * 100.0) + " %";
        QVERIFY2(g.errors.median_abs_error <= 0.15, what.c_str());
        QVERIFY2(g.engine_id != kCalibrationEngine, (what + " (no tuned engine in force)").c_str());
    }
}

void TestPublishedRuns::fittedRowsNameTheirRuns() {
    // A tuned row cites the runs it was fitted on: a reader can open every one.
    const Catalog& cat = test::shippedCatalog();
    for (const json& run : manifest_["runs"]) {
        const std::string into = run.value("fitted_into", "");
        if (into.empty()) continue;
        const EngineProfile* row = cat.engine(into);
        QVERIFY2(row, into.c_str());
        QVERIFY2(row->row.note.find(run["file"].get<std::string>()) != std::string::npos,
                 (into + " does not name " + run["file"].get<std::string>()).c_str());
        QVERIFY(!row->row.source_id.empty());
        QVERIFY(cat.source(row->row.source_id));
    }
}

QTEST_GUILESS_MAIN(TestPublishedRuns)
#include "TestPublishedRuns.moc"
