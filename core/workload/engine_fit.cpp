#include "core/workload/engine_fit.h"

#include "core/catalog/dtype.h"
#include "core/measurements/shape_predictions.h"
#include "core/workload/workload.h"

#include <nlopt.hpp>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <set>
#include <unordered_map>

namespace sil {

namespace {

// A point the model cannot predict under a trial profile (it no longer fits in memory, say)
// costs as much as being off by a factor of e^2.
constexpr double kNoPredictionPenalty = 4.0;
// Pulls an under-determined fit (one point, two parameters) toward the starting profile, so
// it moves the fewest parameters the least; small enough not to bias a determined fit.
constexpr double kPriorWeight = 1e-3;

struct Parameter {
    std::string key, unit;
    double start = 0.0, lo = 0.0, hi = 1.0;
    std::function<void(EngineProfile&, double)> set;
};

bool wants(const std::set<MeasurementKind>& kinds, std::initializer_list<MeasurementKind> any) {
    for (auto k : any)
        if (kinds.count(k)) return true;
    return false;
}

// The parameters the points' kinds can tell apart, starting from the base profile's values.
std::vector<Parameter> parametersFor(const std::set<MeasurementKind>& kinds,
                                     const WorkloadEfficiencies& base, const System& system) {
    std::vector<Parameter> ps;
    using K = MeasurementKind;
    if (wants(kinds, {K::Decode, K::Serving})) {
        // One scale over the three read efficiencies: decode throughput alone cannot tell the
        // weight read from the KV read, and the ratio between them is the calibration's.
        const double top = std::max({base.weight_read, base.kv_read, base.expert_read});
        ps.push_back({"hbm_read_scale", "x the base read efficiencies", 1.0, 0.2,
                      std::max(1.0, 0.98 / top), [base](EngineProfile& row, double x) {
                          row.weight_read_efficiency = base.weight_read * x;
                          row.kv_read_efficiency = base.kv_read * x;
                          row.expert_read_efficiency = base.expert_read * x;
                      }});
        ps.push_back({"layer_overhead_us", "us per layer per step", base.layer_overhead_us, 0.0,
                      std::max(300.0, base.layer_overhead_us),
                      [](EngineProfile& row, double x) { row.layer_overhead_us = x; }});
    }
    if (wants(kinds, {K::Prefill, K::Serving}))
        ps.push_back({"prefill_compute_efficiency", "fraction of dense peak", base.prefill_compute,
                      0.05, 0.95,
                      [](EngineProfile& row, double x) { row.prefill_compute_efficiency = x; }});
    if (kinds.count(K::Collective)) {
        const double eff =
            base.scaleup_efficiency.value_or(system.scaleup_efficiency.value_or(0.8));
        const double overhead =
            base.collective_overhead_us.value_or(system.launch_overhead_us.value_or(10.0));
        ps.push_back({"scaleup_efficiency", "fraction of the scale-up link", eff, 0.05, 1.0,
                      [](EngineProfile& row, double x) { row.scaleup_efficiency = x; }});
        ps.push_back({"collective_overhead_us", "us per call", overhead, 0.0,
                      std::max(500.0, overhead),
                      [](EngineProfile& row, double x) { row.collective_overhead_us = x; }});
    }
    return ps;
}

const char* groupOf(const std::string& key) {
    if (key == "hbm_read_scale" || key == "layer_overhead_us") return "decode";
    if (key == "prefill_compute_efficiency") return "prefill";
    return "collective";
}

// Keeps the parameters `only` names (a group or a key); "" when fine, else why not.
std::string keepOnly(std::vector<Parameter>& ps, const std::vector<std::string>& only) {
    if (only.empty()) return {};
    std::string known;
    for (const auto& p : ps)
        known += (known.empty() ? "" : ", ") + p.key;
    for (const auto& name : only) {
        const bool matches = std::any_of(ps.begin(), ps.end(), [&](const Parameter& p) {
            return p.key == name || name == groupOf(p.key);
        });
        if (!matches)
            return "--only " + name + ": not a parameter these points can fit (groups: " +
                   std::string(kFitParameterGroups) + "; parameters here: " + known + ")";
    }
    std::erase_if(ps, [&](const Parameter& p) {
        return std::none_of(only.begin(), only.end(), [&](const std::string& name) {
            return p.key == name || name == groupOf(p.key);
        });
    });
    return {};
}

// What a point was measured under; points with the same setup are repeats.
std::string setupOf(const FitInput& in) {
    const MeasuredPoint& p = in.point;
    auto num = [](const std::optional<double>& v) { return v ? std::to_string(*v) : "-"; };
    auto whole = [](const std::optional<int>& v) { return v ? std::to_string(*v) : "-"; };
    return std::string(measurementKindKey(p.kind)) + "|" + in.setup.model_id + "|" +
           whole(in.setup.gpus) + "|" + whole(p.tp) + "|" + p.precision + "|" + p.scenario + "|" +
           num(p.concurrency) + "|" + num(p.prompt_tokens) + "|" + num(p.output_tokens) + "|" +
           num(p.context_tokens) + "|" + p.op + "|" + whole(p.ranks) + "|" + num(p.bytes);
}

// Every value the base profile resolves to on this chip, as one complete row: the fitted
// profile stands alone, whatever other rows its id has.
EngineProfile completeRow(const Catalog& catalog, const WorkloadEfficiencies& base,
                          const System& system, const std::string& engineId,
                          const std::string& date) {
    EngineProfile row;
    row.engine_id = engineId;
    row.id = engineId + "-fit-" + system.id;
    // The engine's own name ("vLLM"), not the label of the profile it started from, which may
    // say "not tuned" or "fitted on" of rows this one replaces.
    row.name = engineId;
    for (const auto& e : catalog.engines)
        if (e.engine_id == engineId && !e.name.empty() && e.system_id.empty()) {
            row.name = e.name;
            break;
        }
    row.version = "fitted " + date;
    row.date = date;
    row.system_id = system.id;
    // Should the row become its architecture's, its compute efficiency is this chip's.
    row.fitted_chip_id = system.chip_id;
    row.weight_formats = base.weight_formats;
    row.gpu_memory_utilization = base.memory_utilization;
    if (base.kv_block_tokens > 0.0) row.kv_block_tokens = base.kv_block_tokens;
    EngineProfile resolved;
    resolved.weight_read_efficiency = base.weight_read;
    resolved.kv_read_efficiency = base.kv_read;
    resolved.expert_read_efficiency = base.expert_read;
    resolved.layer_overhead_us = base.layer_overhead_us;
    resolved.moe_layer_overhead_us = base.moe_layer_overhead_us;
    resolved.prefill_compute_efficiency = base.prefill_compute;
    resolved.collective_overhead_us = base.collective_overhead_us;
    resolved.scaleup_efficiency = base.scaleup_efficiency;
    copyFittedValues(row, resolved);
    return row;
}

// Each input's run shape (runShapeKey; a collective point is a shape of its own): inputs of one
// shape get one prediction per trial profile.
struct Shapes {
    std::vector<std::size_t> of;    // per input
    std::vector<std::size_t> first; // per shape: its first input
};

Shapes shapesOf(const std::vector<const FitInput*>& inputs, const System& system) {
    Shapes s;
    std::unordered_map<std::string, std::size_t> index;
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        const std::string key = runShapeKey(system.id, inputs[i]->point, inputs[i]->setup);
        auto [it, fresh] =
            index.try_emplace(key.empty() ? "#" + std::to_string(i) : key, s.first.size());
        if (fresh) s.first.push_back(i);
        s.of.push_back(it->second);
    }
    return s;
}

constexpr std::size_t kNoFold = static_cast<std::size_t>(-1);

// Keeps an even sample of `used` when it holds more than kMaxFitShapes run shapes: every k-th
// shape of each kind in import order, with all its points. Says what it kept ("" when all).
std::string sampleShapes(std::vector<const FitInput*>& used, const System& system) {
    const Shapes shapes = shapesOf(used, system);
    const std::size_t n = shapes.first.size();
    if (n <= kMaxFitShapes) return {};
    const std::size_t step = (n + kMaxFitShapes - 1) / kMaxFitShapes;
    std::map<MeasurementKind, std::size_t> seen; // shapes of each kind so far
    std::vector<char> keep(n, 0);
    for (std::size_t s = 0; s < n; ++s)
        keep[s] = seen[used[shapes.first[s]]->point.kind]++ % step == 0;
    std::vector<const FitInput*> kept;
    std::size_t keptShapes = 0;
    for (std::size_t s = 0; s < n; ++s)
        keptShapes += keep[s];
    for (std::size_t i = 0; i < used.size(); ++i)
        if (keep[shapes.of[i]]) kept.push_back(used[i]);
    const std::string text =
        "fitted on " + std::to_string(keptShapes) + " of " + std::to_string(n) +
        " run shapes (one in every " + std::to_string(step) +
        " of each kind, in import order, with all their repeats): " + std::to_string(kept.size()) +
        " of " + std::to_string(used.size()) + " points";
    used = std::move(kept);
    return text;
}

// Which fold each input is held out with: its own while there are at most kLeaveOneOutPoints
// (leave-one-out), else its run shape's, the shapes dealt round-robin into that many folds.
// Returns the number of folds.
std::size_t dealFolds(std::vector<std::size_t>& fold, const Shapes& shapes, EngineFit& fit) {
    const std::size_t n = shapes.of.size();
    fold.resize(n);
    if (n <= kLeaveOneOutPoints) {
        for (std::size_t i = 0; i < n; ++i)
            fold[i] = i;
        fit.held_out_rule = "leave-one-out";
        return n;
    }
    const std::size_t k = std::min(shapes.first.size(), kLeaveOneOutPoints);
    for (std::size_t i = 0; i < n; ++i)
        fold[i] = shapes.of[i] % k;
    fit.held_out_rule = std::to_string(k) + " folds of whole run shapes (dealt round-robin)";
    return k;
}

struct Trial {
    Catalog catalog;
    std::size_t row = 0; // index of the fitted row in catalog.engines
    const std::vector<Parameter>* params = nullptr;
    const std::vector<const FitInput*>* inputs = nullptr;
    const System* system = nullptr;
    const Assumptions* assumptions = nullptr;
    Shapes shapes;
    // Per input: the fold it is held out with (its own index for leave-one-out).
    std::vector<std::size_t> fold;
    // Each input's measured value, read once: it does not depend on the trial parameters,
    // and reading it through comparePoint costs a whole prediction.
    std::vector<double> measured;
    // Progress: minimisations finished of `runs`, evaluations of the current one.
    const FitOptions* options = nullptr;
    std::size_t finished = 0, runs = 1;
    int evaluations = 0, budget = 1;

    void apply(const std::vector<double>& x) {
        for (std::size_t i = 0; i < params->size(); ++i)
            (*params)[i].set(catalog.engines[row], x[i]);
    }
    std::optional<double> predict(const FitInput& in) const {
        const System* sys = catalog.system(system->id);
        const auto c = comparePoint(catalog, *sys, in.point, in.setup, *assumptions,
                                    catalog.engines[row].engine_id);
        return c.predicted;
    }
    // Every input's prediction under the profile as it stands, each shape predicted once;
    // the inputs of fold `skip` are left unpredicted.
    std::vector<std::optional<double>> predictEach(std::size_t skip = kNoFold) const {
        std::vector<std::optional<double>> byShape(shapes.first.size()), out(inputs->size());
        std::vector<char> done(shapes.first.size(), 0);
        for (std::size_t i = 0; i < inputs->size(); ++i) {
            if (fold[i] == skip) continue;
            const std::size_t s = shapes.of[i];
            if (!done[s]) byShape[s] = predict(*(*inputs)[shapes.first[s]]), done[s] = 1;
            out[i] = byShape[s];
        }
        return out;
    }
    double objective(const std::vector<double>& x, std::size_t leaveOut) {
        if (options && options->progress) {
            const double run = std::min(1.0, double(++evaluations) / double(budget));
            if (!options->progress((double(finished) + run) / double(runs)))
                throw nlopt::forced_stop();
        }
        apply(x);
        const auto predicted = predictEach(leaveOut);
        double sum = 0.0;
        for (std::size_t i = 0; i < inputs->size(); ++i) {
            if (fold[i] == leaveOut) continue;
            const auto& pred = predicted[i];
            if (!pred || !(*pred > 0.0) || !(measured[i] > 0.0)) {
                sum += kNoPredictionPenalty;
                continue;
            }
            const double e = std::log(*pred / measured[i]);
            sum += e * e;
        }
        for (std::size_t i = 0; i < params->size(); ++i) {
            const auto& p = (*params)[i];
            const double d = (x[i] - p.start) / (p.hi - p.lo);
            sum += kPriorWeight * d * d;
        }
        return sum;
    }
};

struct Minimum {
    std::vector<double> x;
    std::string error;
};

// From the parameters' starting values (`from` empty) or from `from`: a leave-one-out refit
// starts at the full fit, which is close to its own optimum, with a smaller first step and
// fewer evaluations (84 NCCL points took two minutes in a Debug build started cold).
Minimum minimise(Trial& trial, std::size_t leaveOut, const FitOptions& options,
                 const std::vector<double>& from = {}) {
    const auto& ps = *trial.params;
    std::vector<double> lo, hi, x;
    for (std::size_t i = 0; i < ps.size(); ++i) {
        const auto& p = ps[i];
        lo.push_back(p.lo);
        hi.push_back(p.hi);
        x.push_back(std::clamp(from.empty() ? p.start : from[i], p.lo, p.hi));
    }
    // Subplex: derivative-free, bounded, and fine with one parameter (BOBYQA needs two).
    nlopt::opt opt(nlopt::LN_SBPLX, static_cast<unsigned>(ps.size()));
    opt.set_lower_bounds(lo);
    opt.set_upper_bounds(hi);
    struct Data {
        Trial* trial;
        std::size_t leaveOut;
    } data{&trial, leaveOut};
    opt.set_min_objective(
        [](const std::vector<double>& v, std::vector<double>&, void* d) {
            auto* dd = static_cast<Data*>(d);
            return dd->trial->objective(v, dd->leaveOut);
        },
        &data);
    opt.set_xtol_rel(options.xtol_rel);
    opt.set_maxeval(from.empty() ? options.max_evaluations : options.max_evaluations / 4);
    trial.evaluations = 0;
    trial.budget =
        std::max(1, from.empty() ? options.max_evaluations : options.max_evaluations / 4);
    std::vector<double> step;
    for (const auto& p : ps)
        step.push_back((p.hi - p.lo) / (from.empty() ? 10.0 : 50.0));
    opt.set_initial_step(step);
    double value = 0.0;
    try {
        opt.optimize(x, value);
    } catch (const nlopt::roundoff_limited&) {
        // The best point found so far is in x: good enough at this tolerance.
    } catch (const nlopt::forced_stop&) {
        return {{}, kFitCancelled};
    } catch (const std::exception& e) {
        return {{}, std::string("the optimiser stopped: ") + e.what()};
    }
    return {x, {}};
}

// The points of the asked kind that the base profile can predict at all; the others are listed
// in fit.skipped with the reason.
std::vector<const FitInput*>
predictablePoints(const Catalog& catalog, const System& system, const std::vector<FitInput>& inputs,
                  const Assumptions& assumptions, const std::string& baseEngine,
                  std::optional<MeasurementKind> kind, EngineFit& fit) {
    std::vector<const FitInput*> used;
    ShapePredictions screening;
    for (const auto& in : inputs) {
        if (kind && in.point.kind != *kind) continue;
        const auto c =
            screening.compare(catalog, system, in.point, in.setup, assumptions, baseEngine);
        if (!c.predicted || !c.measured || !(*c.measured > 0.0)) {
            fit.skipped.push_back(in.label + ": " +
                                  (c.reason.empty() ? std::string("no prediction") : c.reason));
            continue;
        }
        used.push_back(&in);
    }
    return used;
}

std::set<MeasurementKind> kindsOf(const std::vector<const FitInput*>& used) {
    std::set<MeasurementKind> kinds;
    for (const FitInput* in : used)
        kinds.insert(in->point.kind);
    return kinds;
}

// The free parameters for these kinds of points (only those options.only names), and whether
// the points determine them: at least as many distinct setups as parameters, unless the
// options allow fewer. "" or why not.
std::string chooseParameters(const std::set<MeasurementKind>& kinds,
                             const WorkloadEfficiencies& base, const System& system,
                             const std::vector<const FitInput*>& used, const FitOptions& options,
                             std::vector<Parameter>& params, EngineFit& fit) {
    params = parametersFor(kinds, base, system);
    if (std::string why = keepOnly(params, options.only); !why.empty()) return why;
    std::set<std::string> setups;
    for (const FitInput* in : used)
        setups.insert(setupOf(*in));
    fit.independent_points = static_cast<int>(setups.size());
    if (setups.size() >= params.size() || options.allow_underdetermined) return {};
    std::string names;
    for (const auto& p : params)
        names += (names.empty() ? "" : ", ") + p.key;
    return "a fit of " + std::to_string(params.size()) + " parameters (" + names +
           ") needs at least " + std::to_string(params.size()) +
           " measured points under distinct setups; " + system.id + " has " +
           std::to_string(setups.size()) + " (" + std::to_string(used.size()) +
           " points). Import runs at other concurrencies, lengths or GPU counts, or fit "
           "fewer parameters and keep the others: --only " +
           std::string(kFitParameterGroups) + " or a parameter name";
}

// The trial: the catalog with the fitted row in place of any row of its id, at the parameters'
// starting values; the inputs' run shapes and folds; each measured value read once. Returns
// the number of folds.
std::size_t prepareTrial(Trial& trial, const Catalog& catalog, const System& system,
                         const Assumptions& assumptions, const EngineProfile& row,
                         const std::vector<Parameter>& params,
                         const std::vector<const FitInput*>& used, EngineFit& fit) {
    trial.catalog = catalog;
    auto& engines = trial.catalog.engines;
    engines.erase(std::remove_if(engines.begin(), engines.end(),
                                 [&](const EngineProfile& e) { return e.id == row.id; }),
                  engines.end());
    engines.push_back(row);
    trial.row = engines.size() - 1;
    trial.params = &params;
    trial.inputs = &used;
    trial.system = &system;
    trial.assumptions = &assumptions;

    std::vector<double> start;
    for (const auto& p : params)
        start.push_back(p.start);
    trial.apply(start);
    trial.shapes = shapesOf(used, system);
    const std::size_t foldCount = dealFolds(trial.fold, trial.shapes, fit);
    const System* sys = trial.catalog.system(system.id);
    ShapePredictions atStart;
    for (const FitInput* in : used)
        trial.measured.push_back(atStart
                                     .compare(trial.catalog, *sys, in->point, in->setup,
                                              assumptions,
                                              trial.catalog.engines[trial.row].engine_id)
                                     .measured.value_or(0.0));
    return foldCount;
}

// Held out: each point predicted by the profile fitted without its fold (none when the options
// ask for no held-out fits or there is one point). "" or kFitCancelled.
std::string predictHeldOut(Trial& trial, const Minimum& all, std::size_t foldCount,
                           const FitOptions& options, std::vector<std::optional<double>>& heldOut) {
    const std::size_t n = trial.inputs->size();
    heldOut.assign(n, std::nullopt);
    if (!options.leave_one_out || n < 2) return {};
    for (std::size_t f = 0; f < foldCount; ++f) {
        const Minimum m = minimise(trial, f, options, all.x);
        ++trial.finished;
        if (m.error == kFitCancelled) return m.error;
        if (!m.error.empty()) continue;
        trial.apply(m.x);
        const auto predicted = trial.predictEach();
        for (std::size_t i = 0; i < n; ++i)
            if (trial.fold[i] == f) heldOut[i] = predicted[i];
    }
    return {};
}

// Each point before, after and held out, the fitted values, and the median errors.
void reportPoints(EngineFit& fit, const Trial& trial, const std::vector<double>& fitted,
                  const std::vector<double>& before,
                  const std::vector<std::optional<double>>& after,
                  const std::vector<std::optional<double>>& heldOut) {
    const std::vector<const FitInput*>& used = *trial.inputs;
    const std::vector<Parameter>& params = *trial.params;
    std::vector<double> errBefore, errAfter, errLoo;
    for (std::size_t i = 0; i < used.size(); ++i) {
        EngineFitPoint pt;
        pt.label = used[i]->label;
        pt.kind = std::string(measurementKindKey(used[i]->point.kind));
        pt.measured = trial.measured[i];
        pt.before = before[i];
        pt.after = after[i];
        pt.held_out = heldOut[i];
        if (pt.measured > 0.0) {
            errBefore.push_back(before[i] / pt.measured - 1.0);
            if (pt.after) errAfter.push_back(*pt.after / pt.measured - 1.0);
            if (pt.held_out) errLoo.push_back(*pt.held_out / pt.measured - 1.0);
        }
        fit.points.push_back(pt);
    }
    for (std::size_t i = 0; i < params.size(); ++i)
        fit.parameters.push_back({params[i].key, params[i].start, fitted[i], params[i].unit});
    fit.median_abs_error_before = summarizeErrors(errBefore).median_abs_error;
    fit.median_abs_error_after = summarizeErrors(errAfter).median_abs_error;
    if (!errLoo.empty()) fit.loo_median_abs_error = summarizeErrors(errLoo).median_abs_error;
}

// The fitted row as the catalog stores it: measured, its note naming the points it was fitted on.
EngineProfile fittedProfile(const Trial& trial, const System& system,
                            const WorkloadEfficiencies& base, const std::string& engineId) {
    EngineProfile profile = trial.catalog.engines[trial.row];
    profile.row.kind = ValueKind::Measured;
    std::string names;
    for (const FitInput* in : *trial.inputs)
        names += (names.empty() ? "" : "; ") + in->label;
    profile.row.note = "fitted by siliconomics-cli fit on " + std::to_string(trial.inputs->size()) +
                       " measured points of " + system.id + " from " +
                       (base.engine_label.empty() ? engineId : base.engine_label) + ": " + names;
    return profile;
}

} // namespace

EngineFit fitEngineProfile(const Catalog& catalog, const System& system,
                           const std::vector<FitInput>& inputs, const Assumptions& assumptions,
                           const std::string& baseEngine, const std::string& newEngineId,
                           std::optional<MeasurementKind> kind, const std::string& date,
                           const FitOptions& options) {
    EngineFit fit;
    const Chip* chip = chipOfSystem(catalog, system, fit.error);
    if (!chip) return fit;
    const WorkloadEfficiencies base =
        resolveEfficiencies(*chip, catalog, Dtype::BF16, baseEngine, &system);
    if (!base.error.empty()) {
        fit.error = base.error;
        return fit;
    }
    const std::string engineId = !newEngineId.empty()      ? newEngineId
                                 : !base.engine_id.empty() ? base.engine_id
                                                           : std::string(kCalibrationEngine);

    std::vector<const FitInput*> used =
        predictablePoints(catalog, system, inputs, assumptions, base.engine_id, kind, fit);
    const std::set<MeasurementKind> kinds = kindsOf(used);
    fit.sampling = sampleShapes(used, system);
    if (used.empty()) {
        fit.error = "no measured point of " + system.id +
                    (kind ? " of kind " + std::string(measurementKindKey(*kind)) : std::string()) +
                    " can be predicted, so nothing can be fitted" +
                    (fit.skipped.empty() ? std::string() : " (" + fit.skipped.front() + ")");
        return fit;
    }
    std::vector<Parameter> params;
    if (std::string why = chooseParameters(kinds, base, system, used, options, params, fit);
        !why.empty()) {
        fit.error = why;
        return fit;
    }

    Trial trial;
    const std::size_t foldCount =
        prepareTrial(trial, catalog, system, assumptions,
                     completeRow(catalog, base, system, engineId, date), params, used, fit);
    std::vector<double> before;
    for (const auto& p : trial.predictEach())
        before.push_back(p.value_or(0.0));

    trial.options = &options;
    trial.runs = 1 + (options.leave_one_out && used.size() >= 2 ? foldCount : 0);
    const Minimum all = minimise(trial, kNoFold, options);
    if (!all.error.empty()) {
        fit.error = all.error;
        return fit;
    }
    ++trial.finished;
    std::vector<std::optional<double>> heldOut;
    if (std::string why = predictHeldOut(trial, all, foldCount, options, heldOut); !why.empty()) {
        fit.error = why;
        return fit;
    }
    trial.apply(all.x);
    reportPoints(fit, trial, all.x, before, trial.predictEach(), heldOut);
    fit.profile = fittedProfile(trial, system, base, engineId);
    fit.ok = true;
    return fit;
}

std::vector<FitInput> fitInputsFor(const Catalog& catalog, const std::vector<StoredPoint>& stored,
                                   const std::string& systemId, const std::string& engine) {
    std::vector<FitInput> inputs;
    for (const StoredPoint& m : stored) {
        if (m.system_id != systemId) continue;
        if (!engine.empty()) {
            const std::string named =
                engineIdFromText(catalog, m.point.engine.empty() ? m.setup.engine : m.point.engine);
            if (!named.empty() && named != engine) continue;
        }
        inputs.push_back({m.point, m.setup, storedPointLabel(m)});
    }
    return inputs;
}

void copyFittedValues(EngineProfile& row, const EngineProfile& from) {
    row.weight_read_efficiency = from.weight_read_efficiency;
    row.kv_read_efficiency = from.kv_read_efficiency;
    row.expert_read_efficiency = from.expert_read_efficiency;
    row.layer_overhead_us = from.layer_overhead_us;
    row.moe_layer_overhead_us = from.moe_layer_overhead_us;
    row.prefill_compute_efficiency = from.prefill_compute_efficiency;
    row.collective_overhead_us = from.collective_overhead_us;
    row.scaleup_efficiency = from.scaleup_efficiency;
}

} // namespace sil
