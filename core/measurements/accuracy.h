#pragma once
// Measured beside predicted: what the model predicts for one
// imported point, under the engine profile in force for its system, and how far it is off.
// The CLI's `accuracy`, `fit` and the GUI's Accuracy view all read these.
#include "core/catalog/catalog.h"
#include "core/economics/assumptions.h"
#include "core/measurements/measured_point.h"
#include "core/serving/simulator/engine_run_settings.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace sil {

// What the user said about a point at import, where the file is silent.
struct PointSetup {
    std::string model_id;    // a catalog model
    std::string engine;      // as typed or as the file says ("vllm", "TensorRT 10.11, ...")
    std::optional<int> gpus; // GPUs the run used
    // Engine settings the run states beyond the engine (published runs: manifest.json's
    // engine_settings); a latency-bound prediction simulates the engine under them.
    sim::EngineRunSettings engine_settings{};
};

// The engine profile id a file's or user's engine text names ("vLLM 0.9.1" -> "vllm",
// "TensorRT 10.11, CUDA 12.9" -> "tensorrt-llm"), or "" when it names none the catalog holds.
std::string engineIdFromText(const Catalog& catalog, const std::string& text);

struct PointComparison {
    std::string quantity, unit; // "output throughput per GPU", "tokens/s/GPU"
    std::optional<double> measured, predicted;
    std::optional<double> error;         // predicted / measured - 1
    std::string reason;                  // why there is no prediction
    std::string engine_id, engine_label; // the profile the prediction used
    std::string how; // how it was predicted: "batch 64, TP 8", "best of TP 1-8 ..."
};

// `engineOverride`: predict with this profile instead of the one in force (the fit's trial
// profiles). MLPerf Offline rows state neither batch nor lengths: the prediction is the best
// served throughput over TP and every batch that fits, at the benchmark's mean lengths.
PointComparison comparePoint(const Catalog& catalog, const System& system,
                             const MeasuredPoint& point, const PointSetup& setup,
                             const Assumptions& assumptions,
                             const std::string& engineOverride = {});

// Mean prompt and output lengths of a known benchmark dataset, with their source; nullopt for
// an unknown one. "llama2-70b-99" -> MLPerf's OpenOrca subset.
struct DatasetLengths {
    double prompt_tokens = 0.0, output_tokens = 0.0;
    std::string source;
};
std::optional<DatasetLengths> benchmarkDatasetLengths(const std::string& mlperfModel);

// Median and worst absolute error of a group of comparisons (no prediction: skipped).
struct ErrorSummary {
    std::size_t points = 0;
    double median_abs_error = 0.0, worst_abs_error = 0.0;
};
ErrorSummary summarizeErrors(const std::vector<double>& errors);

// One imported point as the user's database holds it (database/CatalogStore's
// StoredMeasurement without Qt), so the CLI, the GUI and the chart export share one table.
struct StoredPoint {
    long long id = 0;
    std::string file;
    std::string system_id;
    MeasuredPoint point;
    PointSetup setup;
};
// "measurement 12 (vllm.json:3)": how fits cite the points they were fitted on.
std::string storedPointLabel(const StoredPoint& p);

struct AccuracyRow {
    const StoredPoint* stored = nullptr;
    PointComparison comparison;
    // A profile in the catalog was fitted on this point: a fit of the user's (its note cites the
    // point's label), or a shipped tuned row in force for it whose note cites the point's file
    // and that was fitted on the point's chip (database/published_runs: the runs a row names
    // as held-out checks are on other chips).
    bool fitted = false;
    // For a fitted point: its prediction by the profile refitted without it (attachHeldOut,
    // validation.h), what a view shows of it in place of the fit; and how it was held out.
    std::optional<PointComparison> held_out;
    std::string held_out_how;
};
struct AccuracyGroup {
    std::string system_id, engine_id, kind;
    ErrorSummary errors;             // of the points no profile was fitted on (by default)
    std::size_t fitted_excluded = 0; // points left out of `errors` as a profile was fitted on them
};
struct AccuracyTable {
    std::vector<AccuracyRow> rows;     // in the order of `points`
    std::vector<AccuracyGroup> groups; // per system, engine and kind, sorted
    bool any_fitted = false;
    bool cancelled = false; // the progress callback asked to stop: the rows are incomplete
};
// Every point against its prediction under the profile in force for its system. A point a
// profile was fitted on says how well the fit went, not how well the model predicts: the
// groups' medians leave such points out unless `includeFitted`.
AccuracyTable accuracyTable(const Catalog& catalog, const std::vector<StoredPoint>& points,
                            const Assumptions& assumptions, bool includeFitted = false);
// The same, reporting the share of points compared after each; when `progress` returns false
// the comparison stops and the table comes back `cancelled`.
AccuracyTable accuracyTable(const Catalog& catalog, const std::vector<StoredPoint>& points,
                            const Assumptions& assumptions, bool includeFitted,
                            const std::function<bool(double)>& progress);

} // namespace sil
