#pragma once
// Refits an engine profile on one system's imported measurements:
// bounded least squares on the physical parameters the model already has — bandwidth
// efficiency, per-layer overhead, prefill compute efficiency, the collective's link share and
// per-call overhead — never a per-point lookup. Leave-one-out error says how well the fitted
// profile predicts a run it has not seen. The fitted profile is a complete engine row for the
// system (docs/workload-model.md, "Fitting your own measurements").
#include "core/catalog/catalog.h"
#include "core/economics/assumptions.h"
#include "core/measurements/accuracy.h"
#include "core/measurements/measured_point.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace sil {

struct FitInput {
    MeasuredPoint point;
    PointSetup setup;
    std::string label; // "measurement 12 (vllm.json:3)"
};

struct FittedParameter {
    std::string key; // an EngineProfile field
    double before = 0.0, after = 0.0;
    std::string unit;
};

struct EngineFitPoint {
    std::string label;
    std::string kind; // decode, prefill, serving, collective
    double measured = 0.0;
    std::optional<double> before, after, held_out; // held_out: fitted without this point
};

struct EngineFit {
    bool ok = false;
    std::string error;
    EngineProfile profile; // the fitted row: engine_id, system_id and every value
    std::vector<FittedParameter> parameters;
    std::vector<EngineFitPoint> points;
    std::vector<std::string> skipped; // points without a prediction, and why
    double median_abs_error_before = 0.0, median_abs_error_after = 0.0;
    std::optional<double> loo_median_abs_error; // needs 2+ points
    // Points measured under distinct setups (a repeat of the same setup adds no information):
    // a fit needs at least as many as it has parameters.
    int independent_points = 0;
    // How points were held out: leave-one-out up to ten points, else folds of whole run shapes.
    std::string held_out_rule;
    // Empty when every usable point steered the fit, else which ones did (a sample of the run
    // shapes when there are more than kMaxFitShapes).
    std::string sampling;
};

// A fit predicts each run shape once per trial profile, some hundreds of times: beyond this
// many shapes it fits on an even sample of them (every k-th shape of each kind in import
// order, with all its repeats) and says so in EngineFit::sampling.
inline constexpr std::size_t kMaxFitShapes = 200;
// Up to this many points each is held out alone (leave-one-out); beyond, the run shapes are
// dealt round-robin into this many folds, so that no repeat of a held-out run stays in its fit.
inline constexpr std::size_t kLeaveOneOutPoints = 10;

// The parameter groups `--only` may name, each with the EngineProfile fields it fits:
// decode (hbm_read_scale, layer_overhead_us), prefill (prefill_compute_efficiency),
// collective (scaleup_efficiency, collective_overhead_us); a field's own key names one.
inline constexpr const char* kFitParameterGroups = "decode, prefill, collective";

// The stored points a fit of `systemId` uses: that system's, and with `engine` only those the
// file or the import names as that engine (or as none).
std::vector<FitInput> fitInputsFor(const Catalog& catalog, const std::vector<StoredPoint>& stored,
                                   const std::string& systemId, const std::string& engine);

// `baseEngine`: the profile to start from ("" = the one in force for the system);
// `newEngineId`: the fitted profile's id ("" = the base engine's own id, so the fit overrides it
// on this system); `kind`: fit only points of this kind. `date`: ISO date stamped on the row.
struct FitOptions {
    // Also refit without each point in turn (loo_median_abs_error, held_out); the validation
    // protocol, which holds points out itself, turns it off.
    bool leave_one_out = true;
    double xtol_rel = 1e-4;    // the optimiser stops when no parameter moves by more
    int max_evaluations = 600; // of the objective, from the starting values
    // Fit these parameter groups or keys and keep every other at the base profile's value
    // (empty: every parameter the points' kinds can tell apart). A fit with fewer independent
    // points than parameters is refused, saying how many it needs: one point cannot pin three
    // parameters, and a silently under-determined row would change every later answer.
    std::vector<std::string> only;
    // Fit anyway when the points are fewer than the parameters (the prior then pulls the
    // unpinned ones toward the base profile): only the validation protocol, which refits a
    // shipped row without the point it predicts, as the row was fitted. Users are refused.
    bool allow_underdetermined = false;
    // Called from the fitting thread with the share of the work done (0 to 1), at every
    // evaluation of the objective; returning false stops the fit, which then fails with
    // kFitCancelled. Empty: no report.
    std::function<bool(double)> progress;
};
inline constexpr const char* kFitCancelled = "the fit was cancelled";
// The speed values a fit sets on a row (the three reads, the two layer overheads, the prefill
// compute, the collective overhead and the scale-up efficiency), copied from `from` into `row`;
// the rest of `row` (its id, family or system, formats) is kept. From a default row: cleared.
void copyFittedValues(EngineProfile& row, const EngineProfile& from);
EngineFit fitEngineProfile(const Catalog& catalog, const System& system,
                           const std::vector<FitInput>& inputs, const Assumptions& assumptions,
                           const std::string& baseEngine, const std::string& newEngineId,
                           std::optional<MeasurementKind> kind, const std::string& date,
                           const FitOptions& options = {});

} // namespace sil
