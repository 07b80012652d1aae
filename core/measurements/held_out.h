#pragma once
// Measured points predicted by a model that never saw them (docs/accuracy.md, "Validation
// protocol"): when an engine row of the catalog was fitted on a point, the row's fitted
// values are taken out and refitted (engine_fit) on the row's other points before predicting
// it; a point no row was fitted on is predicted by the catalog as it stands.
#include "core/catalog/catalog.h"
#include "core/measurements/accuracy.h"
#include "core/measurements/shape_predictions.h"

#include <string>
#include <vector>

namespace sil {

// A point of the validation set: a published run (database/published_runs) or a user's import.
struct ValidationPoint {
    StoredPoint stored;
    std::string fitted_into; // the engine row id fitted on this point; "" = none
    // Published runs: "current" (the release the tuned row describes), "older" or "open"
    // (manifest.json); a user's import: "".
    std::string release;
    bool published = false;
    // "mlperf_h200_llama2_70b_offline.csv:2" for a published run, else storedPointLabel.
    std::string label() const;
};

// A user's imported points with the row each was fitted into: a row fitted on the point's
// system whose note cites the point (siliconomics-cli fit names every point it used).
std::vector<ValidationPoint> userValidationPoints(const Catalog& catalog,
                                                  const std::vector<StoredPoint>& stored);

// `row` with every value a fit sets taken out: the engine's other rows and the
// chip's own values stand in for them. Its formats, memory share and KV page stay.
EngineProfile withoutFittedValues(const EngineProfile& row);

// The engine a point is predicted with: a published run's own (the manifest names it, and a
// user's fit on the same system must not take it over), else "" (the profile in force).
std::string validationEngine(const Catalog& catalog, const ValidationPoint& v);

// The point predicted under `catalog` as it stands, with validationEngine; with
// `predictions`, each run shape of one catalog once.
PointComparison predictWith(const Catalog& catalog, const ValidationPoint& v);
PointComparison predictWith(const Catalog& catalog, const ValidationPoint& v,
                            ShapePredictions& predictions);

struct HeldOutPrediction {
    PointComparison comparison;
    // "as the catalog stands: no row was fitted on it", "vllm-cdna3 refitted on its 7 other
    // points", "tensorrt-llm-blackwell without its fitted values (no other point to refit on)"
    std::string how;
};

// The points of `all` held out together: the points no row was fitted on in folds of up to a
// thousand (none is refitted, so each is predicted as if alone); the points fitted into one row
// dealt into at most ten folds (one point each while there are ten or fewer: leave-one-out).
std::vector<std::vector<std::size_t>> heldOutFolds(const std::vector<ValidationPoint>& all);

// The points of one fold (indices into `all`, all fitted into the same row or none), each
// predicted without any row having seen it. The row is refitted on its points of `all`
// outside the fold, on the system most of them share.
std::vector<HeldOutPrediction> predictHeldOut(const Catalog& catalog,
                                              const std::vector<ValidationPoint>& all,
                                              const std::vector<std::size_t>& fold);

} // namespace sil
