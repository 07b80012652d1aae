// Engine profiles (core/workload/workload.h) and refitting them on measurements
// (core/workload/engine_fit.h): which profile is in force and why, which row's value wins, memory
// as engines see it, the weight formats an engine serves, and a fit that moves the curve onto
// points made by a known profile — recovering its parameters, with a small leave-one-out error.
#include "TestSupport.h"

#include "core/measurements/accuracy.h"
#include "core/measurements/fit_citations.h"
#include "core/measurements/shape_predictions.h"
#include "core/workload/engine_fit.h"
#include "core/workload/workload.h"

#include <QObject>
#include <algorithm>
#include <cmath>
#include <set>

using namespace sil;

class TestEngineProfiles : public QObject {
    Q_OBJECT
private slots:
    void defaultFollowsTheVendorThenTheCalibration();
    void moreSpecificRowsWin();
    void unknownEngineAndUnservedFormatAreErrors();
    void memoryIsWhatTheDeviceReports();
    void pagedEngineHoldsTokensInFlight();
    void fitRecoversAKnownProfile();
    void fitOfOnePointHasNoHeldOutError();
    void fittedProfileIsInForceForItsSystem();
    void chartsNameTheEngineOfEverySystem();
    void allAtOnceRunKeepsItsReplicaAndRequests();
    void eachRunShapeIsPredictedOnceWithTheSameAnswer();
    void citationsAreTheNotesOwn();
    void aBigFitHoldsOutWholeShapesAndSamplesManyShapes();
    void aFitReportsProgressAndCanBeCancelled();

private:
    static Catalog withEngines();
    static const System& sys(const Catalog& c, const char* id) { return *c.system(id); }
};

namespace {

EngineProfile row(const std::string& id, const std::string& engine, const std::string& family) {
    EngineProfile e;
    e.id = id;
    e.engine_id = engine;
    e.name = engine;
    e.version = "1.0";
    e.date = "2026-01-01";
    e.chip_family = family;
    return e;
}

InferenceQuery decodeQuery(int batch) {
    InferenceQuery q;
    q.gpus = 1;
    q.tp = 1;
    q.batch = batch;
    q.prompt_tokens = 1024;
    q.output_tokens = 256;
    q.weights = NumberFormat::FP8;
    q.kv = NumberFormat::FP8;
    q.with_rentals = false;
    return q;
}

} // namespace

Catalog TestEngineProfiles::withEngines() {
    Catalog c = test::shippedCatalog();
    c.engines.clear();
    for (auto& chip : c.chips)
        if (chip.id == "h100-sxm" || chip.id == "h200")
            chip.architecture = "hopper";
        else if (chip.id == "mi300x")
            chip.architecture = "cdna3";
    EngineProfile base = row("pytorch-eager-graphs", kCalibrationEngine, "");
    base.gpu_memory_utilization = 0.9;
    c.engines.push_back(base);
    EngineProfile any = row("fast-any", "fast", "");
    any.default_for_vendors = "nvidia";
    any.layer_overhead_us = 20.0;
    any.gpu_memory_utilization = 0.9;
    any.kv_block_tokens = 16;
    any.weight_formats = "bf16,fp8";
    c.engines.push_back(any);
    EngineProfile hopper = row("fast-hopper", "fast", "hopper");
    hopper.layer_overhead_us = 8.0;
    hopper.kv_read_efficiency = 0.8;
    c.engines.push_back(hopper);
    return c;
}

void TestEngineProfiles::defaultFollowsTheVendorThenTheCalibration() {
    const Catalog c = withEngines();
    const auto nvidia = chooseEngine(c, *c.chip("h200"), c.system("hgx-h200"), {});
    QCOMPARE(QString::fromStdString(nvidia.engine_id), QString("fast"));
    QVERIFY(nvidia.why.find("NVIDIA") != std::string::npos);
    const auto amd = chooseEngine(c, *c.chip("mi300x"), nullptr, {});
    QCOMPARE(QString::fromStdString(amd.engine_id), QString(kCalibrationEngine));
    Catalog none = c;
    none.engines.clear();
    QVERIFY(chooseEngine(none, *c.chip("h200"), nullptr, {}).engine_id.empty());
    // With no profile at all, the chip's own fit answers, and says so.
    const auto e = resolveEfficiencies(*c.chip("h200"), none, Dtype::BF16);
    QVERIFY(e.error.empty());
    QVERIFY(e.engine_label.find("own fit") != std::string::npos);
}

void TestEngineProfiles::moreSpecificRowsWin() {
    Catalog c = withEngines();
    const Chip& h200 = *c.chip("h200");
    const WorkloadEfficiencies chipOnly =
        resolveEfficiencies(h200, c, Dtype::BF16, "pytorch-eager-graphs");
    const WorkloadEfficiencies e = resolveEfficiencies(h200, c, Dtype::BF16, "fast");
    QCOMPARE(e.layer_overhead_us, 8.0); // the hopper row over the any-chip row's 20
    QCOMPARE(e.kv_read, 0.8);
    QCOMPARE(e.weight_read, chipOnly.weight_read); // no row sets it: the chip's fit
    // On a chip of another family only the any-chip row applies.
    const WorkloadEfficiencies amd = resolveEfficiencies(*c.chip("mi300x"), c, Dtype::BF16, "fast");
    QCOMPARE(amd.layer_overhead_us, 20.0);
    // A row fitted on one system wins there, and only there.
    EngineProfile fitted = row("fast-fit-hgx-h200", "fast", "");
    fitted.system_id = "hgx-h200";
    fitted.layer_overhead_us = 3.0;
    c.engines.push_back(fitted);
    QCOMPARE(
        resolveEfficiencies(h200, c, Dtype::BF16, "fast", c.system("hgx-h200")).layer_overhead_us,
        3.0);
    QCOMPARE(resolveEfficiencies(h200, c, Dtype::BF16, "fast", nullptr).layer_overhead_us, 8.0);
    // Every value says where it came from.
    bool cited = false;
    for (const auto& u : e.used)
        if (u.key == "layer_overhead_us")
            cited = u.source.find("fast on hopper") != std::string::npos;
    QVERIFY(cited);
}

void TestEngineProfiles::unknownEngineAndUnservedFormatAreErrors() {
    const Catalog c = withEngines();
    InferenceQuery q = decodeQuery(8);
    q.engine = "no-such-engine";
    auto r = estimateInference(c, sys(c, "hgx-h200"), *c.model("llama-3.1-8b"), q, {});
    QVERIFY(!r.ok);
    QVERIFY(r.error.find("no-such-engine") != std::string::npos);
    q.engine = "fast";
    q.weights = NumberFormat::FP4; // B200 has FP4 peak; the engine serves bf16 and fp8 only
    r = estimateInference(c, sys(c, "hgx-b200"), *c.model("llama-3.1-8b"), q, {});
    QVERIFY(!r.ok);
    QVERIFY(r.error.find("does not serve fp4") != std::string::npos);
}

void TestEngineProfiles::memoryIsWhatTheDeviceReports() {
    const Catalog c = withEngines();
    // An H100 80 GB reports 81,559 MiB; an H200 141 GB 143,771 MiB (nvidia-smi).
    SIL_FUZZY_COMPARE(deviceMemoryBytes(*c.chip("h100-sxm")) / 1048576.0, 81559.0, 0.001);
    SIL_FUZZY_COMPARE(deviceMemoryBytes(*c.chip("h200")) / 1048576.0, 143771.0, 0.001);
    InferenceQuery q = decodeQuery(1);
    q.engine = kCalibrationEngine;
    const auto r = estimateInference(c, sys(c, "hgx-h200"), *c.model("llama-3.1-8b"), q, {});
    QVERIFY(r.ok);
    SIL_FUZZY_COMPARE(r.usable_hbm_gb, 143771.0 * 1048576.0 * 0.9 / 1e9, 0.001);
}

void TestEngineProfiles::pagedEngineHoldsTokensInFlight() {
    const Catalog c = withEngines();
    InferenceQuery q = decodeQuery(64);
    q.engine = kCalibrationEngine; // static: every sequence reserves prompt + output
    const auto fixed = estimateInference(c, sys(c, "hgx-h200"), *c.model("llama-3.1-8b"), q, {});
    q.engine = "fast"; // paged, 16-token blocks: the mean context in flight
    const auto paged = estimateInference(c, sys(c, "hgx-h200"), *c.model("llama-3.1-8b"), q, {});
    QVERIFY(fixed.ok && paged.ok);
    const double ratio = paged.kv_gb_per_gpu / fixed.kv_gb_per_gpu;
    // prompt + output / 2 = 1,152 (a multiple of 16) against 1,280 reserved.
    SIL_FUZZY_COMPARE(ratio, 1152.0 / 1280.0, 1e-9);
}

namespace {

// A decode point as a user's file would give it, measured under `truth`.
FitInput decodePoint(const Catalog& truth, const System& s, int batch, int n) {
    InferenceQuery q = decodeQuery(batch);
    q.engine = "fast";
    q.context = 2048;
    const auto r = estimateInference(truth, s, *truth.model("llama-3.1-8b"), q, {});
    MeasuredPoint p;
    p.kind = MeasurementKind::Decode;
    p.source_format = "vllm";
    p.engine = "fast";
    p.precision = "fp8";
    p.tp = 1;
    p.gpus = 1;
    p.concurrency = batch;
    p.context_tokens = 2048;
    p.prompt_tokens = 2048;
    p.output_tokens = 1;
    p.output_tokens_per_s_per_gpu = r.decode_tokens_per_s_per_gpu;
    return {p, {"llama-3.1-8b", "fast", 1}, "point " + std::to_string(n)};
}

} // namespace

void TestEngineProfiles::fitRecoversAKnownProfile() {
    const Catalog start = withEngines();
    // The truth: the same engine with 20 % slower reads and a 30 us per-layer overhead.
    Catalog truth = start;
    EngineProfile hidden = row("fast-fit-hgx-h200", "fast", "");
    hidden.system_id = "hgx-h200";
    const WorkloadEfficiencies base = resolveEfficiencies(*start.chip("h200"), start, Dtype::BF16,
                                                          "fast", start.system("hgx-h200"));
    hidden.weight_read_efficiency = base.weight_read * 0.8;
    hidden.kv_read_efficiency = base.kv_read * 0.8;
    hidden.expert_read_efficiency = base.expert_read * 0.8;
    hidden.layer_overhead_us = 30.0;
    truth.engines.push_back(hidden);
    std::vector<FitInput> points;
    int n = 0;
    for (int batch : {1, 4, 16, 64, 128})
        points.push_back(decodePoint(truth, sys(truth, "hgx-h200"), batch, ++n));

    const EngineFit fit = fitEngineProfile(start, sys(start, "hgx-h200"), points, {}, "fast", {},
                                           MeasurementKind::Decode, "2026-11-24");
    QVERIFY2(fit.ok, fit.error.c_str());
    QCOMPARE(QString::fromStdString(fit.profile.system_id), QString("hgx-h200"));
    QCOMPARE(QString::fromStdString(fit.profile.engine_id), QString("fast"));
    QVERIFY(fit.median_abs_error_before > 0.05);
    QVERIFY2(fit.median_abs_error_after < 0.01, std::to_string(fit.median_abs_error_after).c_str());
    QVERIFY(fit.loo_median_abs_error && *fit.loo_median_abs_error < 0.02);
    double scale = 0, overhead = 0;
    for (const auto& p : fit.parameters) {
        if (p.key == "hbm_read_scale") scale = p.after;
        if (p.key == "layer_overhead_us") overhead = p.after;
    }
    SIL_FUZZY_COMPARE(scale, 0.8, 0.03);
    SIL_FUZZY_COMPARE(overhead, 30.0, 0.1);
    // The row stands alone and cites the points it was fitted on.
    QVERIFY(fit.profile.weight_read_efficiency && fit.profile.gpu_memory_utilization);
    QVERIFY(fit.profile.row.note.find("point 3") != std::string::npos);
    QCOMPARE(fit.profile.row.kind, ValueKind::Measured);
}

// One point cannot pin two parameters: the fit is refused, saying how many points it needs,
// unless the user fits fewer parameters and keeps the others (--only). Repeats of one setup
// count once.
static FitOptions onlyThese(std::vector<std::string> only) {
    FitOptions options;
    options.only = std::move(only);
    return options;
}

void TestEngineProfiles::fitOfOnePointHasNoHeldOutError() {
    const Catalog c = withEngines();
    const std::vector<FitInput> one = {decodePoint(c, sys(c, "hgx-h200"), 32, 1)};
    const EngineFit refused = fitEngineProfile(c, sys(c, "hgx-h200"), one, {}, "fast", "mine",
                                               std::nullopt, "2026-11-24");
    QVERIFY(!refused.ok);
    QVERIFY2(refused.error.find("needs at least 2") != std::string::npos &&
                 refused.error.find("--only") != std::string::npos,
             refused.error.c_str());
    const std::vector<FitInput> repeated = {one.front(), decodePoint(c, sys(c, "hgx-h200"), 32, 2)};
    QVERIFY(!fitEngineProfile(c, sys(c, "hgx-h200"), repeated, {}, "fast", "mine", std::nullopt,
                              "2026-11-24")
                 .ok);
    const EngineFit fit =
        fitEngineProfile(c, sys(c, "hgx-h200"), one, {}, "fast", "mine", std::nullopt, "2026-11-24",
                         onlyThese({"layer_overhead_us"}));
    QVERIFY2(fit.ok, fit.error.c_str());
    QCOMPARE(fit.parameters.size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(fit.parameters.front().key), QString("layer_overhead_us"));
    QCOMPARE(fit.independent_points, 1);
    QVERIFY(!fit.loo_median_abs_error);
    QCOMPARE(QString::fromStdString(fit.profile.id), QString("mine-fit-hgx-h200"));
    // The kept parameter is the base profile's, untouched.
    const WorkloadEfficiencies base =
        resolveEfficiencies(*c.chip("h200"), c, Dtype::BF16, "fast", c.system("hgx-h200"));
    QCOMPARE(*fit.profile.weight_read_efficiency, base.weight_read);
    // A group or parameter the points cannot fit is named.
    const EngineFit wrong = fitEngineProfile(c, sys(c, "hgx-h200"), one, {}, "fast", "mine",
                                             std::nullopt, "2026-11-24", onlyThese({"collective"}));
    QVERIFY(!wrong.ok && wrong.error.find("--only collective") != std::string::npos);
    // A point that cannot be predicted is skipped, and a fit of nothing says why.
    FitInput bad = one.front();
    bad.setup.model_id.clear();
    const EngineFit none =
        fitEngineProfile(c, sys(c, "hgx-h200"), {bad}, {}, "fast", {}, std::nullopt, "2026-11-24");
    QVERIFY(!none.ok);
    QVERIFY(none.error.find("no catalog model") != std::string::npos);
}

void TestEngineProfiles::fittedProfileIsInForceForItsSystem() {
    Catalog c = withEngines();
    const std::vector<FitInput> pts = {decodePoint(c, sys(c, "hgx-h200"), 8, 1),
                                       decodePoint(c, sys(c, "hgx-h200"), 64, 2)};
    EngineFit fit = fitEngineProfile(c, sys(c, "hgx-h200"), pts, {}, "fast", "mine", std::nullopt,
                                     "2026-11-24");
    QVERIFY(fit.ok);
    c.engines.push_back(fit.profile);
    const auto choice = chooseEngine(c, *c.chip("h200"), c.system("hgx-h200"), {});
    QCOMPARE(QString::fromStdString(choice.engine_id), QString("mine"));
    // Accuracy compares the point with the fitted profile, not the one the file names.
    const auto cmp = comparePoint(c, sys(c, "hgx-h200"), pts[0].point, pts[0].setup, {});
    QCOMPARE(QString::fromStdString(cmp.engine_id), QString("mine"));
    QVERIFY(cmp.error && std::abs(*cmp.error) < 0.02);
    // Other systems of the chip keep the vendor's default.
    for (const auto& s : c.systems)
        if (s.chip_id == "h200" && s.id != "hgx-h200") {
            QCOMPARE(QString::fromStdString(chooseEngine(c, *c.chip("h200"), &s, {}).engine_id),
                     QString("fast"));
            break;
        }
}

void TestEngineProfiles::chartsNameTheEngineOfEverySystem() {
    Catalog c = withEngines();
    // An engine with rows that set only memory says its speeds are the chip's own fit.
    EngineProfile memoryOnly = row("slow-any", "slow", "");
    memoryOnly.gpu_memory_utilization = 0.8;
    c.engines.push_back(memoryOnly);
    const std::vector<const System*> shown = {c.system("hgx-h100"), c.system("hgx-h200"),
                                              c.system("mi300x-ubb8")};
    auto byDefault = enginesInForce(c, shown, {});
    QCOMPARE(byDefault.size(), std::size_t{2}); // NVIDIA -> fast (hopper row), AMD -> PyTorch
    QCOMPARE(QString::fromStdString(byDefault[0].engine_id), QString("fast"));
    QCOMPARE(byDefault[0].system_ids, (std::vector<std::string>{"hgx-h100", "hgx-h200"}));
    QCOMPARE(QString::fromStdString(byDefault[1].engine_id), QString(kCalibrationEngine));
    QCOMPARE(byDefault[1].system_ids, std::vector<std::string>{"mi300x-ubb8"});
    QVERIFY(byDefault[0].label.find("not tuned") == std::string::npos);
    const auto slow = enginesInForce(c, shown, "slow");
    QCOMPARE(slow.size(), std::size_t{2}); // one label per architecture: hopper, cdna3
    QVERIFY2(slow[0].label.find("not tuned on hopper") != std::string::npos, slow[0].label.c_str());
    QVERIFY2(slow[1].label.find("not tuned on cdna3") != std::string::npos, slow[1].label.c_str());
    // An engine the catalog does not hold is said, not silently replaced.
    const auto unknown = enginesInForce(c, shown, "nope");
    QCOMPARE(unknown.size(), std::size_t{1});
    QVERIFY(unknown[0].engine_id.empty());
    QVERIFY(unknown[0].label.find("nope") != std::string::npos);
}

// Points of one run shape measured differently (repeats of a sweep) are predicted once, and
// every point gets exactly what comparePoint gives it: its own measured value and error, the
// shape's prediction; a point the file gives no quantity for, or with no model, keeps its
// reason.
void TestEngineProfiles::eachRunShapeIsPredictedOnceWithTheSameAnswer() {
    const Catalog c = withEngines();
    const System& s = sys(c, "hgx-h200");
    std::vector<FitInput> points;
    for (int repeat = 0; repeat < 3; ++repeat)
        for (int batch : {1, 16, 64}) {
            FitInput in = decodePoint(c, s, batch, int(points.size()) + 1);
            *in.point.output_tokens_per_s_per_gpu *= 1.0 + 0.1 * repeat; // measured differently
            points.push_back(in);
        }
    FitInput unmeasured = points.front();
    unmeasured.point.output_tokens_per_s_per_gpu.reset();
    FitInput noModel = points.front();
    noModel.setup.model_id.clear();
    FitInput zero = points.front();
    zero.point.output_tokens_per_s_per_gpu = 0.0;
    FitInput perUser = points.front();
    perUser.point.output_tokens_per_s_per_gpu.reset();
    perUser.point.tokens_per_s_per_user = 40.0;
    for (const auto* extra : {&unmeasured, &noModel, &zero, &perUser})
        points.push_back(*extra);

    ShapePredictions once;
    std::set<std::string> keys;
    for (const auto& in : points) {
        keys.insert(runShapeKey(s.id, in.point, in.setup));
        const PointComparison a = comparePoint(c, s, in.point, in.setup, {});
        const PointComparison b = once.compare(c, s, in.point, in.setup, {});
        QCOMPARE(b.measured, a.measured);
        QCOMPARE(b.predicted, a.predicted);
        QCOMPARE(b.error, a.error);
        QCOMPARE(QString::fromStdString(b.reason), QString::fromStdString(a.reason));
        QCOMPARE(QString::fromStdString(b.quantity), QString::fromStdString(a.quantity));
        QCOMPARE(QString::fromStdString(b.how), QString::fromStdString(a.how));
        QCOMPARE(QString::fromStdString(b.engine_id), QString::fromStdString(a.engine_id));
    }
    // Three batches, then the unmeasured, model-less and per-user points (zero is a measured
    // value, not a shape).
    QCOMPARE(keys.size(), std::size_t(6));
    QCOMPARE(once.shapes(), keys.size());
    QVERIFY(points[0].point.output_tokens_per_s_per_gpu !=
            points[3].point.output_tokens_per_s_per_gpu);
    QCOMPARE(runShapeKey(s.id, points[0].point, points[0].setup),
             runShapeKey(s.id, points[3].point, points[3].setup));
    // Every input of the prediction tells shapes apart.
    auto differs = [&](auto change) {
        FitInput in = points.front();
        change(in);
        return runShapeKey(s.id, in.point, in.setup) !=
               runShapeKey(s.id, points.front().point, points.front().setup);
    };
    QVERIFY(differs([](FitInput& in) { in.point.context_tokens = 2049; }));
    QVERIFY(differs([](FitInput& in) { in.point.prompt_tokens = 2048.5; }));
    QVERIFY(differs([](FitInput& in) { in.point.num_requests = 10; }));
    QVERIFY(differs([](FitInput& in) { in.point.precision = "bf16"; }));
    QVERIFY(differs([](FitInput& in) { in.setup.gpus = 2; }));
    QVERIFY(differs([](FitInput& in) { in.point.scenario = "Offline"; }));
    QVERIFY(runShapeKey("hgx-h100", points[0].point, points[0].setup) !=
            runShapeKey(s.id, points[0].point, points[0].setup));
}

// A row's note cites the points it was fitted on by label; the index answers as a search of
// the note would, "measurement 1 (a.json:3)" not being cited by "measurement 12 (a.json:3)".
void TestEngineProfiles::citationsAreTheNotesOwn() {
    Catalog c = withEngines();
    EngineProfile fitted = row("mine-fit-hgx-h200", "mine", "");
    fitted.system_id = "hgx-h200";
    fitted.row.note = "fitted by siliconomics-cli fit on 3 measured points of hgx-h200 from fast: "
                      "measurement 12 (a.json:3); measurement 2 (a.json:1); measurement 7 (b (x); "
                      "y.json:4)";
    c.engines.push_back(fitted);
    const FitCitations citations(c);
    auto point = [](long long id, const std::string& file, std::size_t line, const char* system) {
        StoredPoint p;
        p.id = id;
        p.file = file;
        p.point.line = line;
        p.system_id = system;
        return p;
    };
    int cited = 0;
    for (const StoredPoint& p :
         {point(12, "a.json", 3, "hgx-h200"), point(2, "a.json", 1, "hgx-h200"),
          point(1, "a.json", 3, "hgx-h200"), point(2, "a.json", 3, "hgx-h200"),
          point(12, "a.json", 3, "hgx-h100"), point(7, "b (x); y.json", 4, "hgx-h200"),
          point(-3, "a.json", 3, "hgx-h200"), point(123, "a.json", 3, "hgx-h200")}) {
        const bool searched = p.system_id == "hgx-h200" &&
                              fitted.row.note.find(storedPointLabel(p)) != std::string::npos;
        const auto rows = citations.rowsCiting(p);
        QCOMPARE(!rows.empty(), searched);
        if (!rows.empty())
            QCOMPARE(QString::fromStdString(rows.front()->id), QString("mine-fit-hgx-h200"));
        cited += searched;
    }
    QCOMPARE(cited, 3);
}

// Beyond ten points a fit holds out whole run shapes (ten folds), so a repeat of a held-out run
// is never in its fit; beyond kMaxFitShapes shapes it fits on an even sample and says so.
void TestEngineProfiles::aBigFitHoldsOutWholeShapesAndSamplesManyShapes() {
    const Catalog c = withEngines();
    const System& s = sys(c, "hgx-h200");
    std::vector<FitInput> points;
    for (int repeat = 0; repeat < 2; ++repeat)
        for (int batch : {1, 2, 4, 8, 16, 32})
            points.push_back(decodePoint(c, s, batch, int(points.size()) + 1));
    FitOptions quick;
    quick.max_evaluations = 40;
    const EngineFit folded =
        fitEngineProfile(c, s, points, {}, "fast", "mine", std::nullopt, "2026-11-26", quick);
    QVERIFY2(folded.ok, folded.error.c_str());
    QCOMPARE(QString::fromStdString(folded.held_out_rule),
             QString("6 folds of whole run shapes (dealt round-robin)"));
    for (const auto& p : folded.points)
        QVERIFY2(p.held_out, p.label.c_str());
    QVERIFY(folded.sampling.empty());
    const std::vector<FitInput> few(points.begin(), points.begin() + 6);
    QCOMPARE(QString::fromStdString(
                 fitEngineProfile(c, s, few, {}, "fast", "mine", std::nullopt, "2026-11-26", quick)
                     .held_out_rule),
             QString("leave-one-out"));

    // More shapes than a fit predicts: every second of 2 * kMaxFitShapes contexts.
    std::vector<FitInput> many;
    for (std::size_t i = 0; i < 2 * kMaxFitShapes; ++i) {
        FitInput in = points.front();
        in.point.context_tokens = 1024.0 + double(i);
        in.label = "point " + std::to_string(i + 1);
        many.push_back(in);
    }
    quick.leave_one_out = false;
    quick.max_evaluations = 10;
    const EngineFit sampled =
        fitEngineProfile(c, s, many, {}, "fast", "mine", std::nullopt, "2026-11-26", quick);
    QVERIFY2(sampled.ok, sampled.error.c_str());
    QCOMPARE(sampled.points.size(), kMaxFitShapes);
    QCOMPARE(QString::fromStdString(sampled.points[1].label), QString("point 3"));
    QVERIFY2(sampled.sampling.find("200 of 400 run shapes (one in every 2 ") != std::string::npos,
             sampled.sampling.c_str());
    QVERIFY(sampled.profile.row.note.find("point 3;") != std::string::npos);
    QVERIFY(sampled.profile.row.note.find("point 2;") == std::string::npos);
}

// The GUI shows how far a fit is and may stop it: the share done only grows, ends at most at
// one, and a false answer stops the fit with nothing fitted.
void TestEngineProfiles::aFitReportsProgressAndCanBeCancelled() {
    const Catalog c = withEngines();
    const System& s = sys(c, "hgx-h200");
    std::vector<FitInput> points;
    for (int batch : {1, 4, 16, 64})
        points.push_back(decodePoint(c, s, batch, int(points.size()) + 1));
    FitOptions options;
    options.max_evaluations = 40;
    std::vector<double> shares;
    options.progress = [&](double share) {
        shares.push_back(share);
        return true;
    };
    const EngineFit fit =
        fitEngineProfile(c, s, points, {}, "fast", "mine", std::nullopt, "2026-11-26", options);
    QVERIFY2(fit.ok, fit.error.c_str());
    QVERIFY(shares.size() > 10);
    QVERIFY(std::is_sorted(shares.begin(), shares.end()));
    QVERIFY(shares.front() > 0.0 && shares.back() <= 1.0);
    QVERIFY2(shares.back() > 0.5, std::to_string(shares.back()).c_str()); // the held-out refits

    int calls = 0;
    options.progress = [&](double) { return ++calls < 5; };
    const EngineFit stopped =
        fitEngineProfile(c, s, points, {}, "fast", "mine", std::nullopt, "2026-11-26", options);
    QVERIFY(!stopped.ok);
    QCOMPARE(QString::fromStdString(stopped.error), QString(kFitCancelled));
    QCOMPARE(calls, 5);
}

QTEST_GUILESS_MAIN(TestEngineProfiles)
// A benchmark's all-at-once run (every prompt sent together, no concurrency limit) is compared
// as an Offline run, but on the replica it ran (TP = its GPUs, no search of smaller replicas)
// and never with more sequences in flight than it sent.
void TestEngineProfiles::allAtOnceRunKeepsItsReplicaAndRequests() {
    const Catalog& c = test::shippedCatalog();
    MeasuredPoint p;
    p.source_format = "vllm";
    p.scenario = "Offline";
    p.prompt_tokens = 500;
    p.output_tokens = 500;
    p.output_tokens_per_s = 4000;
    p.num_requests = 3000;
    PointSetup setup;
    setup.model_id = "llama-3.1-70b";
    setup.engine = "sglang";
    setup.gpus = 4;
    const auto many = comparePoint(c, sys(c, "hgx-h200"), p, setup, {});
    QVERIFY2(many.predicted, many.reason.c_str());
    QVERIFY2(many.how.find("TP 4, batch") != std::string::npos, many.how.c_str());
    p.num_requests = 4;
    const auto few = comparePoint(c, sys(c, "hgx-h200"), p, setup, {});
    QVERIFY2(few.predicted, few.reason.c_str());
    QVERIFY2(few.how.find("TP 4, batch 4,") != std::string::npos, few.how.c_str());
    QVERIFY(*few.predicted < *many.predicted / 10);
    // MLPerf leaves the layout to the submitter: the search may pick a smaller replica.
    p.source_format = "mlperf";
    p.num_requests.reset();
    const auto mlperf = comparePoint(c, sys(c, "hgx-h200"), p, setup, {});
    QVERIFY2(mlperf.predicted, mlperf.reason.c_str());
    QVERIFY2(mlperf.how.find("TP 4,") == std::string::npos, mlperf.how.c_str());
}

#include "TestEngineProfiles.moc"
