#include "core/measurements/accuracy.h"
#include "core/measurements/fit_citations.h"
#include "core/measurements/shape_predictions.h"

#include "core/measurements/mlperf_latency_bound.h"
#include "core/measurements/mlperf_offline.h"

#include "core/catalog/dtype.h"
#include "core/network/collective.h"
#include "core/serving/planner.h"
#include "core/workload/workload.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <map>
#include <tuple>

namespace sil {

namespace {

// 5,463,976 prompt tokens over the 24,576 samples (database/published_runs/README.md).
constexpr double kOpenOrcaMeanPromptTokens = 5463976.0 / 24576.0;

std::string lowered(std::string s) {
    for (char& ch : s)
        ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    return s;
}

bool contains(const std::string& haystack, const char* needle) {
    return haystack.find(needle) != std::string::npos;
}

PointComparison compareCollective(const System& sys, const MeasuredPoint& p,
                                  const WorkloadEfficiencies& eff) {
    PointComparison r;
    r.quantity = "time";
    r.unit = "us";
    r.measured = p.time_us;
    const auto op = parseCollectiveOp(p.op);
    if (!p.time_us)
        r.reason = "the file gives no time";
    else if (!op)
        r.reason =
            p.op.empty() ? "the collective is not named (--op)" : "unknown collective " + p.op;
    else if (!p.ranks)
        r.reason = "the rank count is not stated (--ranks)";
    else if (!p.bytes)
        r.reason = "the message size is not stated";
    if (!r.reason.empty()) return r;
    CollectiveOptions options;
    options.launch_overhead_us = eff.collective_overhead_us;
    options.scaleup_efficiency = eff.scaleup_efficiency;
    const auto est = estimateCollective(sys, *op, *p.ranks, *p.bytes, Placement::Packed, options);
    if (!est.ok)
        r.reason = est.error;
    else
        r.predicted = est.estimate.time_us;
    r.how = p.op + " over " + std::to_string(*p.ranks) + " GPUs";
    if (r.predicted && *r.measured > 0) r.error = *r.predicted / *r.measured - 1.0;
    return r;
}

// The most output tokens per GPU-second a replica of the stated tensor parallelism serves at
// the given mean lengths in static batches: every batch that fits up to the run's cap
// (doubling, then refined).
struct BestThroughput {
    double tokens_per_s_per_gpu = 0.0;
    int batch = 0;
    std::string error;
};

BestThroughput bestServedThroughput(const Catalog& catalog, const System& system,
                                    const LlmModel& model, int tp, int maxBatch, double prompt,
                                    double output, NumberFormat weights,
                                    const Assumptions& assumptions, const std::string& engine) {
    BestThroughput best;
    const Chip* chip = chipOfSystem(catalog, system, best.error);
    if (!chip) return best;
    // Resolved once for every batch tried (as estimateInference would per call).
    const WorkloadEfficiencies eff =
        resolveEfficiencies(*chip, catalog, computeDtype(weights), engine, &system);
    maxBatch = std::max(1, maxBatch);
    InferenceQuery q;
    q.gpus = tp;
    q.tp = tp;
    q.prompt_tokens = prompt;
    q.output_tokens = output;
    q.weights = weights;
    q.kv = defaultKvFormat(weights);
    q.with_rentals = false;
    q.engine = engine;
    auto at = [&](int batch) {
        q.batch = batch;
        return estimateInference(catalog, system, model, q, assumptions, eff);
    };
    int fits = 0;
    for (int batch = 1;; batch = std::min(batch * 2, maxBatch)) {
        const auto r = at(batch);
        if (!r.ok) {
            best.error = r.error;
            return best;
        }
        if (!r.fits) break;
        fits = batch;
        if (batch == maxBatch) break;
    }
    if (fits == 0) {
        best.error = model.id + " does not fit on " + std::to_string(tp) + " GPUs of " + system.id;
        return best;
    }
    // Between the largest batch tried that fits and twice it: the largest that fits.
    int lo = fits, hi = std::min(fits * 2, maxBatch + 1);
    while (hi - lo > 1) {
        const int mid = (lo + hi) / 2;
        (at(mid).fits ? lo : hi) = mid;
    }
    for (int batch : {fits, lo}) {
        const auto r = at(batch);
        if (r.fits && r.served_output_tokens_per_s_per_gpu > best.tokens_per_s_per_gpu) {
            best.tokens_per_s_per_gpu = r.served_output_tokens_per_s_per_gpu;
            best.batch = batch;
        }
    }
    return best;
}

} // namespace

std::string engineIdFromText(const Catalog& catalog, const std::string& text) {
    const std::string t = lowered(text);
    if (t.empty()) return {};
    for (const auto& e : catalog.engines)
        if (t == lowered(e.engine_id)) return e.engine_id;
    const char* id = nullptr;
    if (contains(t, "vllm"))
        id = "vllm";
    else if (contains(t, "sglang"))
        id = "sglang";
    else if (contains(t, "tensorrt") || contains(t, "trt"))
        id = "tensorrt-llm";
    if (!id) return {};
    for (const auto& e : catalog.engines)
        if (e.engine_id == id) return id;
    return {};
}

std::optional<DatasetLengths> benchmarkDatasetLengths(const std::string& mlperfModel) {
    const std::string m = lowered(mlperfModel);
    // MLPerf's Llama 2 70B set: 24,576 OpenOrca samples; the reference README's accuracy
    // target gives 294.45 generated tokens per sample (database/published_runs/README.md).
    if (m.rfind("llama2-70b", 0) == 0)
        return DatasetLengths{kOpenOrcaMeanPromptTokens, 294.45,
                              "MLPerf OpenOrca means, database/published_runs/README.md"};
    return std::nullopt;
}

namespace {

// An MLPerf Server or Interactive row: the highest Poisson rate a simulated replica holds within
// the scenario's P99 bounds, as output tokens per GPU-second (mlperf_latency_bound.h).
void predictWithinBounds(PointComparison& r, const Catalog& cat, const System& sys,
                         const LlmModel& model, int gpus, NumberFormat weights,
                         const std::string& engine, const LatencyBounds& bounds, double prompt,
                         double output, const std::string& lengthsSource,
                         const sim::EngineRunSettings& settings) {
    const LatencyBoundPrediction pred = predictLatencyBound(cat, sys, model, gpus, weights, engine,
                                                            bounds, prompt, output, settings);
    if (!pred.ok) {
        r.reason = pred.error;
        return;
    }
    r.predicted = pred.tokens_per_s_per_gpu;
    char rate[32];
    std::snprintf(rate, sizeof rate, "%.3g", pred.requests_per_s_per_replica);
    r.how = "simulated: the highest Poisson rate within the " + bounds.scenario +
            " P99 bounds (TTFT " + std::to_string(std::lround(bounds.ttft_p99_s * 1e3)) +
            " ms, TPOT " + std::to_string(std::lround(bounds.tpot_p99_s * 1e3)) + " ms): TP " +
            std::to_string(pred.tp) + (pred.pp > 1 ? " x PP " + std::to_string(pred.pp) : "") +
            ", " + rate + " requests/s per replica, " + std::to_string(std::lround(prompt)) +
            " in / " + std::to_string(std::lround(output)) + " out (" + lengthsSource + ")";
    if (!settings.empty()) r.how += "; the run's engine settings: " + settings.text();
}

// The engine profile in force for a point: a trial profile, else one fitted on this system,
// else the engine the file or the user named, else (for the project's own calibration runs) the
// PyTorch path the base profile describes, else the chip's default ("").
std::string engineInForce(const Catalog& cat, const System& sys, const Chip& chip,
                          const MeasuredPoint& p, const PointSetup& setup,
                          const std::string& engineOverride) {
    if (!engineOverride.empty()) return engineOverride;
    const EngineChoice fitted = chooseEngine(cat, chip, &sys, {});
    const bool isFitted = std::any_of(cat.engines.begin(), cat.engines.end(), [&](auto& e) {
        return e.system_id == sys.id && e.engine_id == fitted.engine_id;
    });
    std::string engine = isFitted
                             ? fitted.engine_id
                             : engineIdFromText(cat, p.engine.empty() ? setup.engine : p.engine);
    if (engine.empty() && p.source_format == "calibration" &&
        std::any_of(cat.engines.begin(), cat.engines.end(),
                    [](auto& e) { return e.engine_id == kCalibrationEngine; }))
        engine = kCalibrationEngine;
    return engine;
}

// What was measured: per GPU when the file allows it, else per user.
void setMeasuredQuantity(PointComparison& r, const MeasuredPoint& p, std::optional<int> gpus) {
    if (p.kind == MeasurementKind::Prefill) {
        r.quantity = "prefill throughput";
        r.unit = "tokens/s";
        r.measured = p.prefill_tokens_per_s;
    } else if (p.output_tokens_per_s_per_gpu || (p.output_tokens_per_s && gpus)) {
        r.quantity = "output throughput per GPU";
        r.unit = "tokens/s/GPU";
        r.measured = p.output_tokens_per_s_per_gpu
                         ? p.output_tokens_per_s_per_gpu
                         : std::optional<double>(*p.output_tokens_per_s / *gpus);
    } else {
        r.quantity = "output speed per user";
        r.unit = "tokens/s/user";
        r.measured = p.tokens_per_s_per_user;
    }
}

// How a point's run was set up, as far as the file (and the benchmark it names) says.
struct RunShape {
    std::optional<int> gpus;
    int tp = 0;
    double batch = 0, prompt = -1, output = -1;
    // MLPerf Offline, or a benchmark's all-at-once run (every prompt sent at once, no
    // concurrency limit): saturated throughput at the run's mean lengths.
    bool offline = false;
    bool mlperf = false;
    std::optional<LatencyBounds> bounds; // MLPerf Server or Interactive
    std::optional<DatasetLengths> dataset;
    NumberFormat weights = NumberFormat::BF16;
};

RunShape runShapeOf(const MeasuredPoint& p, const PointSetup& setup, const PointComparison& r) {
    RunShape run;
    run.gpus = p.gpus ? p.gpus : setup.gpus;
    run.tp = p.tp ? *p.tp : run.gpus ? *run.gpus : 0;
    run.dataset = benchmarkDatasetLengths(p.model);
    run.offline = lowered(p.scenario) == "offline" && !p.concurrency && r.unit == "tokens/s/GPU";
    run.mlperf = p.source_format == "mlperf";
    if (run.mlperf && r.unit == "tokens/s/GPU")
        run.bounds = mlperfLatencyBounds(p.scenario, p.model);
    run.batch = p.kind == MeasurementKind::Prefill ? 1.0 : p.concurrency.value_or(0.0);
    run.prompt = p.prompt_tokens.value_or(
        p.kind == MeasurementKind::Decode ? p.context_tokens.value_or(-1) : -1);
    run.output = p.output_tokens.value_or(p.kind == MeasurementKind::Serving ? -1 : 1);
    if ((run.offline || run.bounds) && run.dataset) {
        if (run.prompt < 0 && run.dataset->prompt_tokens > 0)
            run.prompt = run.dataset->prompt_tokens;
        if (run.output < 0 && run.dataset->output_tokens > 0)
            run.output = run.dataset->output_tokens;
    }
    if (auto f = parseNumberFormat(lowered(p.precision))) run.weights = *f;
    return run;
}

// Why the point cannot be predicted ("" when it can).
std::string whyUnpredictable(const PointComparison& r, const MeasuredPoint& p,
                             const PointSetup& setup, const LlmModel* model, const RunShape& run) {
    if (!r.measured) return "the file gives no " + r.quantity;
    if (!model)
        return setup.model_id.empty() ? "no catalog model (import with --model)"
                                      : "unknown model " + setup.model_id;
    if (run.tp < 1) return "the GPU count / tensor parallelism is not stated (--gpus)";
    if (run.batch < 1 && !run.offline && !run.bounds)
        return run.mlperf
                   ? "MLPerf " + p.scenario + " of " + p.model + " has no known latency bounds"
                   : "the concurrency (batch) is not stated";
    if (run.prompt < 0) return "the prompt length is not stated";
    if (run.output < 0) return "the output length is not stated";
    return {};
}

// An MLPerf Offline run: the simulated engine's steady state with every sample waiting.
void predictMlperfOfflineRun(PointComparison& r, const Catalog& cat, const System& sys,
                             const LlmModel& model, const RunShape& run,
                             const std::string& engine) {
    const OfflinePrediction best =
        predictMlperfOffline(cat, sys, model, run.tp, run.weights, engine, run.prompt, run.output);
    if (!best.ok) {
        r.reason = best.error;
        return;
    }
    r.predicted = best.tokens_per_s_per_gpu;
    char step[160];
    std::snprintf(step, sizeof step,
                  "%d sequences, %.0f decode + %.0f prompt tokens a %.0f ms step", best.sequences,
                  best.decode_tokens, best.prefill_tokens, best.step_ms);
    r.how = "the engine's steady state with every sample waiting: TP " + std::to_string(best.tp) +
            (best.pp > 1 ? " x PP " + std::to_string(best.pp) : std::string()) + ", " + step +
            (best.kv_bound ? " (as many as the KV cache holds)" : "") + ", " +
            std::to_string(std::lround(run.prompt)) + " in / " +
            std::to_string(std::lround(run.output)) + " out" +
            (run.dataset ? " (" + run.dataset->source + ")" : std::string());
}

// A saturated run: an MLPerf Offline run by the engine's steady state; a benchmark's
// all-at-once run, which sends its requests and drains, as the best served throughput of
// static batches on the replica it states.
void predictOffline(PointComparison& r, const Catalog& cat, const System& sys,
                    const LlmModel& model, const MeasuredPoint& p, const RunShape& run,
                    const Assumptions& assumptions, const std::string& engine) {
    if (run.mlperf) {
        predictMlperfOfflineRun(r, cat, sys, model, run, engine);
        return;
    }
    // The run states its replica (TP = the GPUs it names); a run of few requests never has more
    // in flight than it sent (the largest gpu_batch_size in NVIDIA's MLPerf Llama 2 70B
    // configurations, 2,048, caps it otherwise).
    constexpr int kMaxStaticBatch = 2048;
    int maxBatch = kMaxStaticBatch;
    if (p.num_requests) {
        const int replicas = std::max(1, run.gpus.value_or(run.tp) / run.tp);
        maxBatch = std::min(
            maxBatch, static_cast<int>(std::ceil(*p.num_requests / static_cast<double>(replicas))));
    }
    const auto best = bestServedThroughput(cat, sys, model, run.tp, maxBatch, run.prompt,
                                           run.output, run.weights, assumptions, engine);
    if (!best.error.empty()) {
        r.reason = best.error;
        return;
    }
    r.predicted = best.tokens_per_s_per_gpu;
    r.how = "the best served throughput: TP " + std::to_string(run.tp) + ", batch " +
            std::to_string(best.batch) + ", " + std::to_string(std::lround(run.prompt)) + " in / " +
            std::to_string(std::lround(run.output)) + " out" +
            (run.dataset ? " (" + run.dataset->source + ")" : std::string());
}

// A run at a stated batch: the project's static batches on its PyTorch path, else the
// inference estimate at that batch (decode, prefill or served throughput, per GPU or per user).
void predictAtBatch(PointComparison& r, const Catalog& cat, const System& sys,
                    const LlmModel& model, const MeasuredPoint& p, const RunShape& run,
                    const Assumptions& assumptions, const std::string& engine) {
    const int ibatch = static_cast<int>(std::lround(run.batch));
    const NumberFormat kv = defaultKvFormat(run.weights);
    r.how = "TP " + std::to_string(run.tp) + ", batch " + std::to_string(ibatch);
    if (p.kind == MeasurementKind::Serving && p.source_format == "calibration") {
        const auto sb = staticBatch(cat, sys, model, run.tp, ibatch, run.prompt, run.output,
                                    run.weights, kv, defaultPowerModel(), engine);
        if (!sb.ok)
            r.reason = sb.error;
        else
            r.predicted =
                r.unit == "tokens/s/GPU" ? sb.tokens_per_s_per_gpu : sb.tokens_per_s_per_user;
        return;
    }
    InferenceQuery q;
    q.gpus = run.tp;
    q.tp = run.tp;
    q.batch = ibatch;
    q.prompt_tokens = run.prompt;
    q.output_tokens = run.output;
    if (p.context_tokens) q.context = *p.context_tokens;
    q.weights = run.weights;
    q.kv = kv;
    q.with_rentals = false;
    q.engine = engine;
    const auto inf = estimateInference(cat, sys, model, q, assumptions);
    if (!inf.ok)
        r.reason = inf.error;
    else if (!inf.fits)
        r.reason = "does not fit: " + inf.why_not;
    else if (p.kind == MeasurementKind::Prefill)
        r.predicted = inf.prefill_tokens_per_s_per_gpu * run.tp;
    else if (r.unit == "tokens/s/user")
        r.predicted = inf.tokens_per_s_per_user;
    else if (p.kind == MeasurementKind::Decode)
        r.predicted = inf.decode_tokens_per_s_per_gpu;
    else
        r.predicted = inf.served_output_tokens_per_s_per_gpu;
}

} // namespace

PointComparison predictShape(const Catalog& cat, const System& sys, const MeasuredPoint& p,
                             const PointSetup& setup, const Assumptions& assumptions,
                             const std::string& engineOverride) {
    PointComparison r;
    const Chip* chip = chipOfSystem(cat, sys, r.reason);
    if (!chip) return r;
    const std::string engine = engineInForce(cat, sys, *chip, p, setup, engineOverride);
    const WorkloadEfficiencies eff =
        resolveEfficiencies(*chip, cat, computeDtype(NumberFormat::BF16), engine, &sys);
    r.engine_id = eff.engine_id;
    r.engine_label = eff.engine_label;
    if (!eff.error.empty()) {
        r.reason = eff.error;
        return r;
    }
    if (p.kind == MeasurementKind::Collective) {
        auto c = compareCollective(sys, p, eff);
        c.engine_id = r.engine_id;
        c.engine_label = r.engine_label;
        return c;
    }
    const std::optional<int> gpus = p.gpus ? p.gpus : setup.gpus;
    setMeasuredQuantity(r, p, gpus);
    const LlmModel* model = setup.model_id.empty() ? nullptr : cat.model(setup.model_id);
    const RunShape run = runShapeOf(p, setup, r);
    r.reason = whyUnpredictable(r, p, setup, model, run);
    if (!r.reason.empty()) return r;
    if (run.bounds)
        predictWithinBounds(r, cat, sys, *model, run.gpus.value_or(run.tp), run.weights,
                            eff.engine_id, *run.bounds, run.prompt, run.output,
                            run.dataset ? run.dataset->source : std::string("the file's lengths"),
                            setup.engine_settings);
    else if (run.offline)
        predictOffline(r, cat, sys, *model, p, run, assumptions, eff.engine_id);
    else
        predictAtBatch(r, cat, sys, *model, p, run, assumptions, eff.engine_id);
    return r;
}

namespace {

// The measured value against the prediction: the error, or why there is none.
void settleError(PointComparison& r) {
    if (r.predicted && r.measured && *r.measured > 0 && std::isfinite(*r.predicted))
        r.error = *r.predicted / *r.measured - 1.0;
    else if (r.predicted && r.reason.empty())
        r.reason = "the measured value is zero", r.predicted.reset();
}

} // namespace

PointComparison comparePoint(const Catalog& cat, const System& sys, const MeasuredPoint& p,
                             const PointSetup& setup, const Assumptions& assumptions,
                             const std::string& engineOverride) {
    PointComparison r = predictShape(cat, sys, p, setup, assumptions, engineOverride);
    if (p.kind != MeasurementKind::Collective) settleError(r); // a collective's is its own
    return r;
}

PointComparison compareWithShape(PointComparison r, const MeasuredPoint& p,
                                 const PointSetup& setup) {
    // The shape's quantity is this point's too (the key holds which ones the file gives);
    // only its value is this point's own.
    if (!r.quantity.empty()) { // else it stopped before reading any measured value
        PointComparison own;
        setMeasuredQuantity(own, p, p.gpus ? p.gpus : setup.gpus);
        r.measured = own.measured;
    }
    r.error.reset();
    settleError(r);
    return r;
}

std::string storedPointLabel(const StoredPoint& p) {
    return "measurement " + std::to_string(p.id) + " (" + p.file + ":" +
           std::to_string(p.point.line) + ")";
}

AccuracyTable accuracyTable(const Catalog& catalog, const std::vector<StoredPoint>& points,
                            const Assumptions& assumptions, bool includeFitted) {
    return accuracyTable(catalog, points, assumptions, includeFitted, {});
}

AccuracyTable accuracyTable(const Catalog& catalog, const std::vector<StoredPoint>& points,
                            const Assumptions& assumptions, bool includeFitted,
                            const std::function<bool(double)>& progress) {
    AccuracyTable t;
    using GroupKey = std::tuple<std::string, std::string, std::string>;
    std::map<GroupKey, std::vector<double>> errors;
    std::map<GroupKey, std::size_t> excluded;
    ShapePredictions predictions;
    const FitCitations citations(catalog);
    for (const auto& p : points) {
        if (progress && !progress(double(t.rows.size()) / double(points.size()))) {
            t.cancelled = true;
            return t;
        }
        AccuracyRow row;
        row.stored = &p;
        const System* sys = catalog.system(p.system_id);
        if (!sys) {
            row.comparison.reason = "system " + p.system_id + " is no longer in the catalog";
        } else {
            row.comparison = predictions.compare(catalog, *sys, p.point, p.setup, assumptions);
            row.fitted = !citations.rowsCiting(p).empty();
            for (const auto& e : catalog.engines) {
                if (e.system_id.empty() && !e.chip_family.empty() && !p.file.empty() &&
                    e.engine_id == row.comparison.engine_id && e.fitted_chip_id == sys->chip_id &&
                    e.row.note.find(p.file) != std::string::npos)
                    row.fitted = true;
            }
        }
        t.any_fitted = t.any_fitted || row.fitted;
        const GroupKey key{p.system_id, row.comparison.engine_id,
                           std::string(measurementKindKey(p.point.kind))};
        if (row.comparison.error && row.fitted && !includeFitted)
            ++excluded[key];
        else if (row.comparison.error)
            errors[key].push_back(*row.comparison.error);
        t.rows.push_back(std::move(row));
    }
    for (const auto& [key, n] : excluded)
        errors[key]; // a group of fitted points only still shows, with no median
    for (const auto& [key, errs] : errors)
        t.groups.push_back({std::get<0>(key), std::get<1>(key), std::get<2>(key),
                            summarizeErrors(errs), excluded[key]});
    return t;
}

ErrorSummary summarizeErrors(const std::vector<double>& errors) {
    ErrorSummary s;
    std::vector<double> abs;
    for (double e : errors)
        if (std::isfinite(e)) abs.push_back(std::abs(e));
    if (abs.empty()) return s;
    std::sort(abs.begin(), abs.end());
    const std::size_t k = abs.size();
    s.points = k;
    s.median_abs_error = k % 2 ? abs[k / 2] : (abs[k / 2 - 1] + abs[k / 2]) / 2.0;
    s.worst_abs_error = abs.back();
    return s;
}

} // namespace sil
