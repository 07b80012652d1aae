// The tuned engine profiles against the published runs they were fitted on and the ones held
// out (how it is judged): every run in database/published_runs/manifest.json
// is parsed and resolved as `measurements import` would, compared under the shipped catalog's
// profile in force, and each (system, engine) group of the runs of the release a tuned row
// describes must come within 15 % median |error| (runs of older releases are reported); every
// point must be predicted (a run the model cannot place is a defect, not a skip). MLPerf's
// Llama 2 70B Offline rows of the latest round per chip are among them: H100 and MI325X are
// held out (predicted from their sibling's fit and the chips' GEMM efficiency ratio).
#include "TestSupport.h"

#include "core/measurements/accuracy.h"
#include "core/measurements/published_runs.h"
#include "core/workload/workload.h"

#include <QFile>
#include <QtTest>
#include <algorithm>
#include <cmath>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>

using namespace sil;
using nlohmann::json;

class TestPublishedRuns : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyRunIsPredicted();
    void tunedProfilesComeWithin15Percent();
    void accuracyMarksTheShippedFits();
    void mediansLeaveFittedPointsOut();
    void fittedRowsNameTheirRuns();
    void sameRoundRatiosBetweenChips_data();
    void sameRoundRatiosBetweenChips();
    void latencyBoundRunsByTheirScenario();
    void engineSettingsComeFromTheManifest();

private:
    std::vector<StoredPoint> points_;
    std::vector<StoredPoint> currentRelease_; // of the release the tuned rows describe
    // MLPerf Server and Interactive rows: predicted by simulation, judged on their own.
    std::vector<StoredPoint> latencyBound_;
    std::set<long long> olderLatencyBound_; // of an earlier release: reported, not judged
    json manifest_;
    // Each published file's fitted_into (the manifest's): "" where no row was fitted on it.
    std::map<std::string, std::string> fittedIntoByFile() const {
        std::map<std::string, std::string> into;
        for (const json& run : manifest_["runs"])
            into[run["file"].get<std::string>()] = run.value("fitted_into", "");
        return into;
    }
};

void TestPublishedRuns::initTestCase() {
    const QString dir = QStringLiteral(SIL_SOURCE_DIR "/database/published_runs/");
    manifest_ = json::parse(test::readFile(dir + QStringLiteral("manifest.json")).toStdString());
    QVERIFY(!manifest_["runs"].empty());
    // The runs as the validation reads them (core: loadPublishedRuns), each file's
    // engine settings included; the manifest says which runs are latency-bound.
    std::map<std::string, bool> latencyBoundFile;
    for (const json& run : manifest_["runs"])
        latencyBoundFile[run["file"].get<std::string>()] = run.value("latency_bound", false);
    const PublishedRuns runs = loadPublishedRuns(
        test::shippedCatalog(), manifest_.dump(),
        [&](const std::string& file) -> std::optional<std::string> {
            return test::readFile(dir + QString::fromStdString(file)).toStdString();
        });
    QVERIFY2(runs.ok, runs.error.c_str());
    for (const ValidationPoint& v : runs.points) {
        const StoredPoint& s = v.stored;
        if (latencyBoundFile[s.file]) {
            latencyBound_.push_back(s);
            if (v.release != "current") olderLatencyBound_.insert(s.id);
            continue;
        }
        points_.push_back(s);
        if (v.release == "current") currentRelease_.push_back(s);
    }
    QVERIFY(!points_.empty());
    QVERIFY(!latencyBound_.empty());
}

void TestPublishedRuns::everyRunIsPredicted() {
    const auto table = accuracyTable(test::shippedCatalog(), points_, {});
    for (const auto& row : table.rows)
        QVERIFY2(row.comparison.error.has_value(),
                 (storedPointLabel(*row.stored) + ": " + row.comparison.reason).c_str());
}

void TestPublishedRuns::tunedProfilesComeWithin15Percent() {
    for (const auto& row : accuracyTable(test::shippedCatalog(), points_, {}).rows)
        qInfo("%s %s %s: predicted %.4g, measured %.4g, error %+.1f %%",
              row.stored->system_id.c_str(), row.comparison.engine_id.c_str(),
              storedPointLabel(*row.stored).c_str(), row.comparison.predicted.value_or(NAN),
              row.comparison.measured.value_or(NAN), row.comparison.error.value_or(NAN) * 100.0);
    // How well the tuned rows fit, their fitted runs included (docs/accuracy.md has the
    // held-out errors: tests/TestValidation.cpp).
    const auto table = accuracyTable(test::shippedCatalog(), currentRelease_, {}, true);
    QVERIFY(table.groups.size() >= 5); // H100, H200, B200, MI300X and MI325X
    for (const auto& g : table.groups) {
        const std::string what = g.system_id + " " + g.engine_id + " " + g.kind + ": median " +
                                 std::to_string(g.errors.median_abs_error * 100.0) + " %";
        QVERIFY2(g.errors.median_abs_error <= 0.15, what.c_str());
        QVERIFY2(g.engine_id != kCalibrationEngine, (what + " (no tuned engine in force)").c_str());
    }
}

void TestPublishedRuns::accuracyMarksTheShippedFits() {
    // The Accuracy view says which published runs a shipped row was fitted on: the manifest's
    // fitted_into, and nothing held out (H100, MI325X, GB200 and MI355X name no row).
    const auto table = accuracyTable(test::shippedCatalog(), points_, {});
    auto into = fittedIntoByFile();
    for (const auto& row : table.rows) {
        const bool shouldBe = !into[row.stored->file].empty();
        QVERIFY2(row.fitted == shouldBe,
                 (storedPointLabel(*row.stored) + (shouldBe ? " not marked" : " marked")).c_str());
    }
    QVERIFY(table.any_fitted);
}

void TestPublishedRuns::mediansLeaveFittedPointsOut() {
    // A point a row was fitted on says how well the fit went: by default no median counts it.
    const auto table = accuracyTable(test::shippedCatalog(), points_, {});
    std::size_t fitted = 0, excluded = 0, counted = 0, predicted = 0;
    for (const auto& row : table.rows) {
        if (!row.comparison.error) continue;
        ++predicted;
        if (row.fitted) ++fitted;
    }
    for (const auto& g : table.groups) {
        excluded += g.fitted_excluded;
        counted += g.errors.points;
    }
    QVERIFY(fitted > 0);
    QCOMPARE(excluded, fitted);
    QCOMPARE(counted, predicted - fitted);
    // With includeFitted every predicted point counts.
    std::size_t all = 0;
    for (const auto& g : accuracyTable(test::shippedCatalog(), points_, {}, true).groups)
        all += g.errors.points;
    QCOMPARE(all, predicted);
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

// Between chips run by the same submitter with the same software in one round, the model's
// ratio of per-GPU throughput comes within 10 % of MLPerf's: the comparison a buyer makes.
void TestPublishedRuns::sameRoundRatiosBetweenChips_data() {
    QTest::addColumn<QString>("fast");
    QTest::addColumn<QString>("slow");
    // v5.0, NVIDIA, TensorRT 10.8: H200 34,988.2 / H100 31,306.8 tokens/s (1.118).
    QTest::newRow("H200 / H100, v5.0") << "mlperf_h200_llama2_70b_offline.csv:2"
                                       << "mlperf_h100_llama2_70b_offline.csv:2";
    // v5.1, AMD, vLLM 0.9.0.2: MI325X 34,520.4 / MI300X 27,803.9 tokens/s (1.242).
    QTest::newRow("MI325X / MI300X, v5.1") << "mlperf_mi325x_llama2_70b_offline.csv:3"
                                           << "mlperf_mi300x_llama2_70b_offline.csv:2";
    // v5.0, NVIDIA, TensorRT 10.8: B200 (FP4) 98,858 / H200 (FP8) 34,988.2 tokens/s (2.825).
    QTest::newRow("B200 / H200, v5.0") << "mlperf_b200_llama2_70b_offline.csv:2"
                                       << "mlperf_h200_llama2_70b_offline.csv:2";
    // v5.1, NVIDIA, TensorRT 10.11, FP4: one GB200 tray 51,736.9 over 4 GPUs / B200 101,527
    // over 8 (1.019 per GPU; the GB200 run is held out).
    QTest::newRow("GB200 / B200, v5.1") << "mlperf_gb200_llama2_70b_offline.csv:2"
                                        << "mlperf_b200_llama2_70b_offline.csv:3";
}

void TestPublishedRuns::sameRoundRatiosBetweenChips() {
    QFETCH(QString, fast);
    QFETCH(QString, slow);
    const auto table = accuracyTable(test::shippedCatalog(), points_, {});
    auto find = [&](const QString& where) -> const PointComparison* {
        for (const auto& row : table.rows)
            if (QString::fromStdString(row.stored->file + ":" +
                                       std::to_string(row.stored->point.line)) == where)
                return &row.comparison;
        return nullptr;
    };
    const PointComparison* a = find(fast);
    const PointComparison* b = find(slow);
    QVERIFY(a && b && a->predicted && b->predicted && a->measured && b->measured);
    const double measured = *a->measured / *b->measured;
    const double predicted = *a->predicted / *b->predicted;
    qInfo("measured ratio %.3f, predicted %.3f", measured, predicted);
    QVERIFY2(std::abs(predicted / measured - 1.0) <= 0.10,
             qPrintable(QStringLiteral("%1 vs %2").arg(predicted).arg(measured)));
}

// MLPerf Llama 2 70B Server (P99 TTFT <= 2 s, TPOT <= 200 ms) and Interactive (450 ms, 40 ms)
// rows of the chip vendors, predicted by simulation; rows of an older release than the engine
// rows describe are printed, not judged. Two Interactive rows set a row's per-layer overhead
// (NVIDIA's v5.0 H200 and B200 runs, as the manifest's fitted_into says) and are marked fitted;
// every other row is held out. Server and Interactive are held to the serving model's goal
// (median |error| <= 15 %, worst <= 30 %); the held-out Interactive rows alone to what
// docs/serving-model.md documents for them (median <= 5 %, worst <= 43 %: MI300X's vLLM V0
// run at TP 1, whose decode step the engine row fitted on TP 8 runs reads 16 % slow), a guard,
// not a goal met.
void TestPublishedRuns::latencyBoundRunsByTheirScenario() {
    const auto table = accuracyTable(test::shippedCatalog(), latencyBound_, {}, true);
    auto into = fittedIntoByFile();
    std::map<std::string, std::vector<double>> errors;
    std::vector<double> heldOutInteractive;
    for (const auto& row : table.rows) {
        QVERIFY2(row.comparison.error.has_value(),
                 (storedPointLabel(*row.stored) + ": " + row.comparison.reason).c_str());
        QVERIFY2(row.comparison.how.find("simulated") != std::string::npos,
                 row.comparison.how.c_str());
        QVERIFY2(
            row.fitted == !into[row.stored->file].empty(),
            (storedPointLabel(*row.stored) + (row.fitted ? " marked" : " not marked")).c_str());
        const std::string scenario =
            row.comparison.how.find("Interactive") != std::string::npos ? "Interactive" : "Server";
        const bool older = olderLatencyBound_.count(row.stored->id) > 0;
        if (!older) errors[scenario].push_back(*row.comparison.error);
        if (!older && !row.fitted && scenario == "Interactive")
            heldOutInteractive.push_back(*row.comparison.error);
        qInfo("%s %s%s%s %s: predicted %.4g, measured %.4g, error %+.1f %% (%s)",
              row.stored->system_id.c_str(), scenario.c_str(), older ? " (older release)" : "",
              row.fitted ? " (fitted)" : "", storedPointLabel(*row.stored).c_str(),
              *row.comparison.predicted, *row.comparison.measured, *row.comparison.error * 100.0,
              row.comparison.how.c_str());
    }
    QCOMPARE(errors.size(), std::size_t(2));
    const ErrorSummary server = summarizeErrors(errors["Server"]);
    QVERIFY2(server.median_abs_error <= 0.15, std::to_string(server.median_abs_error).c_str());
    QVERIFY2(server.worst_abs_error <= 0.30, std::to_string(server.worst_abs_error).c_str());
    const ErrorSummary interactive = summarizeErrors(errors["Interactive"]);
    QVERIFY2(interactive.median_abs_error <= 0.15,
             std::to_string(interactive.median_abs_error).c_str());
    QVERIFY(heldOutInteractive.size() + 2 == errors["Interactive"].size());
    const ErrorSummary heldOut = summarizeErrors(heldOutInteractive);
    QVERIFY2(heldOut.median_abs_error <= 0.05, std::to_string(heldOut.median_abs_error).c_str());
    QVERIFY2(heldOut.worst_abs_error <= 0.43, std::to_string(heldOut.worst_abs_error).c_str());
}

// A run's engine settings (manifest.json's engine_settings) reach its point's setup; a setting
// the simulator does not read, a value out of range or a missing source is refused, naming the
// run and the field.
void TestPublishedRuns::engineSettingsComeFromTheManifest() {
    const auto mi300x = std::find_if(latencyBound_.begin(), latencyBound_.end(), [](auto& s) {
        return s.file == "mlperf_mi300x_llama2_70b_interactive.csv";
    });
    QVERIFY(mi300x != latencyBound_.end());
    const sim::EngineRunSettings& stated = mi300x->setup.engine_settings;
    QCOMPARE(stated.num_scheduler_steps.value_or(0), 8);
    QCOMPARE(stated.enable_chunked_prefill.value_or(true), false);
    QCOMPARE(stated.tensor_parallel_size.value_or(0), 1);
    QVERIFY(stated.source.find("interactive_mi300x.yaml") != std::string::npos);

    const QString dir = QStringLiteral(SIL_SOURCE_DIR "/database/published_runs/");
    auto readRun = [&](const std::string& file) -> std::optional<std::string> {
        return test::readFile(dir + QString::fromStdString(file)).toStdString();
    };
    auto errorOf = [&](const json& settings) {
        json run = {{"file", "mlperf_mi300x_llama2_70b_interactive.csv"},
                    {"format", "mlperf"},
                    {"system", "mi300x-ubb8"},
                    {"model", "llama-2-70b"},
                    {"engine", "vllm"},
                    {"engine_settings", settings}};
        const json manifest = {{"runs", json::array({run})}};
        return loadPublishedRuns(test::shippedCatalog(), manifest.dump(), readRun).error;
    };
    QCOMPARE(errorOf({{"num_scheduler_steps", 8}, {"source", "a config"}}), std::string());
    QCOMPARE(errorOf({{"max_num_seqs", 0}, {"source", "a config"}}),
             std::string("manifest.json: runs[0]: engine_settings.max_num_seqs: a whole number "
                         "from 1 to 1,000,000"));
    QCOMPARE(errorOf({{"num_scheduler_steps", 2.5}, {"source", "a config"}}),
             std::string("manifest.json: runs[0]: engine_settings.num_scheduler_steps: a whole "
                         "number from 1 to 1,000,000"));
    QCOMPARE(errorOf({{"enable_chunked_prefill", "no"}, {"source", "a config"}}),
             std::string("manifest.json: runs[0]: engine_settings.enable_chunked_prefill: true "
                         "or false"));
    QCOMPARE(errorOf({{"gpu_memory_utilization", 0.9}, {"source", "a config"}}),
             std::string("manifest.json: runs[0]: engine_settings.gpu_memory_utilization: not a "
                         "setting the simulator reads"));
    QCOMPARE(errorOf({{"max_num_seqs", 600}}),
             std::string("manifest.json: runs[0]: engine_settings.source: where the run states "
                         "its settings is required"));
    QCOMPARE(errorOf(json::array({600})),
             std::string("manifest.json: runs[0]: engine_settings: an object of settings with "
                         "their source"));
}

QTEST_GUILESS_MAIN(TestPublishedRuns)
#include "TestPublishedRuns.moc"
