#include "core/measurements/held_out.h"

#include "core/measurements/fit_citations.h"
#include "core/measurements/mlperf_latency_bound.h"
#include "core/workload/engine_fit.h"

#include <algorithm>
#include <map>

namespace sil {

std::string ValidationPoint::label() const {
    return published ? stored.file + ":" + std::to_string(stored.point.line)
                     : storedPointLabel(stored);
}

std::vector<ValidationPoint> userValidationPoints(const Catalog& catalog,
                                                  const std::vector<StoredPoint>& stored) {
    std::vector<ValidationPoint> out;
    const FitCitations citations(catalog);
    for (const StoredPoint& p : stored) {
        ValidationPoint v;
        v.stored = p;
        const auto rows = citations.rowsCiting(p);
        if (!rows.empty()) v.fitted_into = rows.back()->id;
        out.push_back(std::move(v));
    }
    return out;
}

EngineProfile withoutFittedValues(const EngineProfile& row) {
    EngineProfile r = row;
    copyFittedValues(r, EngineProfile{});
    r.fitted_chip_id.clear();
    return r;
}

namespace {

// A row fitted on more points than this is refitted once per fold of its points (the points
// dealt round-robin into this many folds) rather than once per point: ten refits, not 84, for
// a fit on a whole nccl-tests table; up to ten points it is leave-one-out.
constexpr std::size_t kMaxFolds = 10;
// Points no row was fitted on need no refit to be held out: they are predicted together, this
// many to a fold (folds run on parallel threads), each run shape once.
constexpr std::size_t kUnfittedPerFold = 1000;

// The refitted values laid into the stripped row: it keeps its id, family or system, formats
// and fitted_format; its compute now describes the chip it was refitted on.
void takeFittedValues(EngineProfile& row, const EngineProfile& fitted, const std::string& chipId) {
    copyFittedValues(row, fitted);
    if (!row.chip_family.empty()) row.fitted_chip_id = chipId;
}

// The system most of `points` were measured on (the first such, on a tie).
std::string commonSystem(const std::vector<const ValidationPoint*>& points) {
    std::map<std::string, int> count;
    std::string best;
    for (const auto* p : points)
        if (++count[p->stored.system_id] > count[best] || best.empty()) best = p->stored.system_id;
    return best;
}

} // namespace

std::string validationEngine(const Catalog& catalog, const ValidationPoint& v) {
    if (!v.published) return {};
    return engineIdFromText(catalog, v.stored.point.engine.empty() ? v.stored.setup.engine
                                                                   : v.stored.point.engine);
}

PointComparison predictWith(const Catalog& catalog, const ValidationPoint& v) {
    ShapePredictions once;
    return predictWith(catalog, v, once);
}

PointComparison predictWith(const Catalog& catalog, const ValidationPoint& v,
                            ShapePredictions& predictions) {
    PointComparison r;
    const System* sys = catalog.system(v.stored.system_id);
    if (!sys) {
        r.reason = "system " + v.stored.system_id + " is not in the catalog";
        return r;
    }
    return predictions.compare(catalog, *sys, v.stored.point, v.stored.setup, Assumptions{},
                               validationEngine(catalog, v));
}

std::vector<std::vector<std::size_t>> heldOutFolds(const std::vector<ValidationPoint>& all) {
    std::vector<std::vector<std::size_t>> folds;
    std::map<std::string, std::vector<std::size_t>> byRow;
    std::vector<std::size_t> unfitted;
    for (std::size_t i = 0; i < all.size(); ++i) {
        if (!all[i].fitted_into.empty()) {
            byRow[all[i].fitted_into].push_back(i);
            continue;
        }
        unfitted.push_back(i);
        if (unfitted.size() == kUnfittedPerFold)
            folds.push_back(std::move(unfitted)), unfitted = {};
    }
    if (!unfitted.empty()) folds.push_back(std::move(unfitted));
    for (const auto& [row, points] : byRow) {
        const std::size_t k = std::min(points.size(), kMaxFolds);
        std::vector<std::vector<std::size_t>> rowFolds(k);
        for (std::size_t j = 0; j < points.size(); ++j)
            rowFolds[j % k].push_back(points[j]);
        for (auto& f : rowFolds)
            folds.push_back(std::move(f));
    }
    return folds;
}

std::vector<HeldOutPrediction> predictHeldOut(const Catalog& catalog,
                                              const std::vector<ValidationPoint>& all,
                                              const std::vector<std::size_t>& fold) {
    std::vector<HeldOutPrediction> out(fold.size());
    if (fold.empty()) return out;
    const std::string& rowId = all[fold.front()].fitted_into;
    auto row = std::find_if(catalog.engines.begin(), catalog.engines.end(),
                            [&](const EngineProfile& e) { return e.id == rowId; });
    auto predictAll = [&](const Catalog& with, const std::string& how) {
        ShapePredictions predictions;
        for (std::size_t j = 0; j < fold.size(); ++j)
            out[j] = {predictWith(with, all[fold[j]], predictions), how};
        return out;
    };
    if (rowId.empty() || row == catalog.engines.end())
        return predictAll(catalog, "as the catalog stands: no row was fitted on it");
    Catalog without = catalog;
    EngineProfile& stripped =
        without.engines[static_cast<std::size_t>(row - catalog.engines.begin())];
    stripped = withoutFittedValues(*row);

    std::vector<const ValidationPoint*> others;
    for (std::size_t i = 0; i < all.size(); ++i)
        if (all[i].fitted_into == rowId && std::find(fold.begin(), fold.end(), i) == fold.end())
            others.push_back(&all[i]);
    const std::string fitSystemId = commonSystem(others);
    const System* fitSystem = others.empty() ? nullptr : catalog.system(fitSystemId);
    std::vector<FitInput> inputs;
    // A latency-bound run (MLPerf Server, Interactive) is not refitted on: each trial of the fit
    // would simulate it (minutes a refit), so the value it set (the per-layer overhead its short
    // steps measure) is lost with the others when the row is refitted, and the run of it held
    // out reads as the model predicts without it.
    for (const auto* p : others)
        if (p->stored.system_id == fitSystemId &&
            !mlperfLatencyBounds(p->stored.point.scenario, p->stored.point.model))
            inputs.push_back({p->stored.point, p->stored.setup, p->label()});
    if (!fitSystem || inputs.empty())
        return predictAll(without, row->id + " without its fitted values (no other point to "
                                             "refit on)");
    // As `fit` fits (the same tolerance), without its own leave-one-out pass.
    FitOptions options;
    options.leave_one_out = false;
    options.allow_underdetermined = true; // a row of n points held out to n - 1

    const EngineFit fit =
        fitEngineProfile(without, *fitSystem, inputs, Assumptions{}, row->engine_id, row->engine_id,
                         std::nullopt, row->date, options);
    if (!fit.ok)
        return predictAll(
            without, row->id + " without its fitted values (its refit failed: " + fit.error + ")");
    takeFittedValues(stripped, fit.profile, fitSystem->chip_id);
    return predictAll(without, row->id + " refitted on its " + std::to_string(inputs.size()) +
                                   " other point" + (inputs.size() == 1 ? "" : "s") + " of " +
                                   fitSystemId);
}

} // namespace sil
