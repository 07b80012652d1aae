#include "core/workload/workload.h"

#include "core/economics/tco.h"
#include "core/workload/step_parts.h"
#include "core/workload/training/published_recipe.h"
#include "core/workload/training/training_engine.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace sil {

std::string formatShort(double v);

namespace {

// Used only when the catalog holds no chip with measured workload efficiencies; the same
// values as the H200 fit (docs/workload-model.md) so a bare catalog still answers.
constexpr double kBuiltinWeightRead = 0.894;
constexpr double kBuiltinKvRead = 0.601;
constexpr double kBuiltinExpertRead = 0.611;
constexpr double kBuiltinLayerOverheadUs = 49.1;
constexpr double kBuiltinMoeLayerOverheadUs = 94.3;
constexpr double kBuiltinPrefill = 0.57;
constexpr double kBuiltinTrain = 0.55;

std::string describe(const Chip& c, const std::string& field) {
    const Provenance& p = c.provenanceOf(field);
    std::string s = c.id + " (" + std::string(valueKindKey(p.kind));
    if (!p.source_id.empty()) s += ": " + p.source_id;
    return s + ")";
}

struct Resolved {
    double value;
    std::string source;
};

Resolved pick(const Chip& chip, const Chip* ref, std::optional<double> Chip::*member,
              const std::string& field, double builtin) {
    if (chip.*member) return {*(chip.*member), describe(chip, field)};
    if (ref && ref->*member)
        return {*(ref->*member), "assumed as measured on " + describe(*ref, field)};
    return {builtin, "built-in default (no chip in the catalog has a measured value)"};
}

// A measured GEMM efficiency of the chip in format `d` (BF16's when `d` has none).
std::optional<double> gemmEfficiency(const Chip& chip, Dtype d) {
    const auto v = chip.realized_efficiency[index(d)];
    return v ? v : chip.realized_efficiency[index(Dtype::BF16)];
}

// Compute efficiencies move with the chip's measured GEMM efficiency: a chip whose GEMMs
// reach a smaller share of peak runs whole models at a proportionally smaller share.
Resolved pickCompute(const Chip& chip, const Chip* ref, std::optional<double> Chip::*member,
                     const std::string& field, double builtin, Dtype d) {
    if (chip.*member) return {*(chip.*member), describe(chip, field)};
    if (!ref || !(ref->*member))
        return {builtin, "built-in default (no chip in the catalog has a measured value)"};
    const auto refGemm = ref->realized_efficiency[index(Dtype::BF16)];
    const auto gemm = gemmEfficiency(chip, d);
    if (refGemm && gemm && *refGemm > 0.0) {
        const double v = std::min(0.95, *(ref->*member) * *gemm / *refGemm);
        return {v, "derived: " + ref->id + " measured " + formatShort(*(ref->*member)) +
                       " x GEMM efficiency ratio " + formatShort(*gemm) + " / " +
                       formatShort(*refGemm)};
    }
    return {*(ref->*member), "assumed as measured on " + describe(*ref, field) +
                                 " (this chip has no measured GEMM efficiency)"};
}

std::string engineRowSource(const EngineProfile& row, const std::string& field) {
    const Provenance& p = row.provenanceOf(field);
    std::string where = row.engine_id;
    if (!row.system_id.empty())
        where += " fitted on " + row.system_id;
    else if (!row.chip_family.empty())
        where += " on " + row.chip_family;
    std::string out = where + " (" + std::string(valueKindKey(p.kind));
    if (!p.source_id.empty()) out += ": " + p.source_id;
    return out + ")";
}

// Lays the engine's rows over the chip's values, least specific first, so a row fitted on
// the system wins over the architecture's, which wins over the engine's any-chip row.
// An architecture row's compute efficiency on `chip`: as fitted when `chip` is the chip it was
// fitted on (or either lacks a measured GEMM efficiency), else scaled by the ratio of the two
// chips' GEMM efficiencies, the rule pickCompute applies between chips. (An MI325X's GEMMs,
// at 1,000 W, reach a larger share of the same peak than an MI300X's at 750 W.)
std::optional<double> rowCompute(const EngineProfile& row, const std::optional<double>& value,
                                 const Chip& chip, const Catalog& catalog, Dtype d,
                                 std::string* how) {
    if (value && !row.fitted_format.empty())
        if (const auto f = parseNumberFormat(row.fitted_format); f && computeDtype(*f) != d)
            return std::nullopt;
    if (!value || row.chip_family.empty() || row.fitted_chip_id.empty() ||
        row.fitted_chip_id == chip.id)
        return value;
    const Chip* fitted = catalog.chip(row.fitted_chip_id);
    const auto a = gemmEfficiency(chip, d);
    const auto b = fitted ? gemmEfficiency(*fitted, d) : std::nullopt;
    if (!a || !b || !(*b > 0.0)) return value;
    *how = "derived: " + row.id + " fitted on " + row.fitted_chip_id + " (" + formatShort(*value) +
           ") x GEMM efficiency ratio " + formatShort(*a) + " / " + formatShort(*b);
    return std::min(0.95, *value * *a / *b);
}

void applyEngine(WorkloadEfficiencies& e, const Chip& chip, const Catalog& catalog,
                 const std::string& requested, const System* system, Dtype d) {
    const EngineChoice choice = chooseEngine(catalog, chip, system, requested);
    if (!choice.error.empty()) {
        e.error = choice.error;
        return;
    }
    if (choice.engine_id.empty()) {
        e.engine_label = "the chip's own fit (no engine profile in the catalog)";
        return;
    }
    e.engine_id = choice.engine_id;
    std::vector<const EngineProfile*> rows;
    for (int level = 0; level < 3; ++level)
        for (const auto& row : catalog.engines) {
            if (row.engine_id != choice.engine_id) continue;
            const bool any = row.chip_family.empty() && row.system_id.empty();
            const bool family = !row.chip_family.empty() && row.system_id.empty() &&
                                row.chip_family == chip.architecture;
            const bool fitted = !row.system_id.empty() && system && row.system_id == system->id;
            if ((level == 0 && any) || (level == 1 && family) || (level == 2 && fitted))
                rows.push_back(&row);
        }
    auto over = [&](double& into, const char* key, const std::optional<double>& value,
                    const EngineProfile& row) {
        if (!value) return;
        into = *value;
        for (auto& u : e.used)
            if (u.key == key) {
                u.value = *value;
                u.source = engineRowSource(row, key);
            }
    };
    const EngineProfile* named = nullptr;
    bool tuned = false; // some row sets a speed parameter, not only memory and formats
    for (const EngineProfile* row : rows) {
        named = row;
        tuned = tuned || row->weight_read_efficiency || row->kv_read_efficiency ||
                row->expert_read_efficiency || row->layer_overhead_us ||
                row->moe_layer_overhead_us || row->prefill_compute_efficiency ||
                row->collective_overhead_us || row->scaleup_efficiency;
        over(e.weight_read, "weight_read_efficiency", row->weight_read_efficiency, *row);
        over(e.kv_read, "kv_read_efficiency", row->kv_read_efficiency, *row);
        over(e.expert_read, "expert_read_efficiency", row->expert_read_efficiency, *row);
        over(e.layer_overhead_us, "layer_overhead_us", row->layer_overhead_us, *row);
        over(e.moe_layer_overhead_us, "moe_layer_overhead_us", row->moe_layer_overhead_us, *row);
        std::string derived;
        over(e.prefill_compute, "prefill_compute_efficiency",
             rowCompute(*row, row->prefill_compute_efficiency, chip, catalog, d, &derived), *row);
        if (!derived.empty())
            for (auto& u : e.used)
                if (u.key == "prefill_compute_efficiency") u.source = derived;
        if (row->gpu_memory_utilization) e.memory_utilization = *row->gpu_memory_utilization;
        if (row->kv_block_tokens) e.kv_block_tokens = *row->kv_block_tokens;
        if (row->collective_overhead_us) e.collective_overhead_us = row->collective_overhead_us;
        if (row->scaleup_efficiency) e.scaleup_efficiency = row->scaleup_efficiency;
        if (!row->weight_formats.empty()) e.weight_formats = row->weight_formats;
    }
    if (!named) {
        // The engine has rows, but none for this chip: it has not been profiled here.
        e.engine_label = choice.engine_id + " (not profiled on " +
                         (chip.architecture.empty() ? chip.id : chip.architecture) +
                         ": the chip's own fit)";
    } else {
        e.engine_label = named->name.empty() ? named->engine_id : named->name;
        if (!named->version.empty()) e.engine_label += " " + named->version;
        if (!named->system_id.empty()) {
            e.engine_label += " (fitted on " + named->system_id + ")";
            e.fitted_profile_id = named->id;
        }
        if (!tuned && choice.engine_id != kCalibrationEngine)
            e.engine_label += " (not tuned on " +
                              (chip.architecture.empty() ? chip.id : chip.architecture) +
                              ": speeds from the chip's own fit)";
    }
    e.used.push_back({"engine", 0.0, "", e.engine_label + ": " + choice.why});
    e.used.push_back({"gpu_memory_utilization", e.memory_utilization, "fraction of device memory",
                      named && named->gpu_memory_utilization
                          ? engineRowSource(*named, "gpu_memory_utilization")
                          : std::string("assumed: vLLM's default gpu_memory_utilization")});
    if (e.kv_block_tokens > 0.0)
        e.used.push_back({"kv_block_tokens", e.kv_block_tokens, "tokens per KV page",
                          engineRowSource(*named, "kv_block_tokens")});
    if (e.collective_overhead_us)
        e.used.push_back({"collective_overhead_us", *e.collective_overhead_us, "us per call",
                          engineRowSource(*named, "collective_overhead_us")});
    if (e.scaleup_efficiency)
        e.used.push_back({"scaleup_efficiency", *e.scaleup_efficiency, "fraction of the link",
                          engineRowSource(*named, "scaleup_efficiency")});
}

} // namespace

const Chip* workloadReferenceChip(const Catalog& catalog) {
    for (const auto& c : catalog.chips)
        if (c.weight_read_efficiency && c.kv_read_efficiency &&
            c.provenanceOf("kv_read_efficiency").kind == ValueKind::Measured)
            return &c;
    return nullptr;
}

WorkloadEfficiencies resolveEfficiencies(const Chip& chip, const Catalog& catalog, Dtype d,
                                         const std::string& engine, const System* system) {
    const Chip* ref = workloadReferenceChip(catalog);
    WorkloadEfficiencies e;
    auto use = [&](double& into, const char* key, const char* unit, const Resolved& r) {
        into = r.value;
        e.used.push_back({key, r.value, unit, r.source});
    };
    use(e.weight_read, "weight_read_efficiency", "fraction of HBM bandwidth",
        pick(chip, ref, &Chip::weight_read_efficiency, "weight_read_efficiency",
             kBuiltinWeightRead));
    use(e.kv_read, "kv_read_efficiency", "fraction of HBM bandwidth",
        pick(chip, ref, &Chip::kv_read_efficiency, "kv_read_efficiency", kBuiltinKvRead));
    use(e.expert_read, "expert_read_efficiency", "fraction of HBM bandwidth",
        pick(chip, ref, &Chip::expert_read_efficiency, "expert_read_efficiency",
             kBuiltinExpertRead));
    use(e.layer_overhead_us, "layer_overhead_us", "us per layer per step",
        pick(chip, ref, &Chip::layer_overhead_us, "layer_overhead_us", kBuiltinLayerOverheadUs));
    use(e.moe_layer_overhead_us, "moe_layer_overhead_us", "us per MoE layer per step",
        pick(chip, ref, &Chip::moe_layer_overhead_us, "moe_layer_overhead_us",
             kBuiltinMoeLayerOverheadUs));
    use(e.prefill_compute, "prefill_compute_efficiency", "fraction of dense peak",
        pickCompute(chip, ref, &Chip::prefill_compute_efficiency, "prefill_compute_efficiency",
                    kBuiltinPrefill, d));
    use(e.train_compute, "train_compute_efficiency", "fraction of dense peak",
        pickCompute(chip, ref, &Chip::train_compute_efficiency, "train_compute_efficiency",
                    kBuiltinTrain, d));
    applyEngine(e, chip, catalog, engine, system, d);
    return e;
}

namespace {

bool listHas(const std::string& list, const std::string& item) {
    std::string lowered;
    for (char ch : item)
        lowered += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    std::size_t start = 0;
    while (start <= list.size()) {
        const auto end = std::min(list.find(',', start), list.size());
        std::string entry = list.substr(start, end - start);
        for (char& ch : entry)
            ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
        while (!entry.empty() && entry.front() == ' ')
            entry.erase(entry.begin());
        while (!entry.empty() && entry.back() == ' ')
            entry.pop_back();
        if (!entry.empty() && entry == lowered) return true;
        start = end + 1;
    }
    return false;
}

bool hasEngine(const Catalog& catalog, const std::string& id) {
    return std::any_of(catalog.engines.begin(), catalog.engines.end(),
                       [&](const EngineProfile& e) { return e.engine_id == id; });
}

bool appliesToChip(const EngineProfile& e, const Chip& chip) {
    return e.chip_family.empty() || e.chip_family == chip.architecture;
}

} // namespace

std::vector<EngineInForce> enginesInForce(const Catalog& catalog,
                                          const std::vector<const System*>& systems,
                                          const std::string& requested) {
    std::vector<EngineInForce> out;
    for (const System* s : systems) {
        const Chip* chip = s ? catalog.chip(s->chip_id) : nullptr;
        if (!chip) continue;
        const auto eff = resolveEfficiencies(*chip, catalog, Dtype::BF16, requested, s);
        const std::string label = eff.error.empty() ? eff.engine_label : eff.error;
        auto it = std::find_if(out.begin(), out.end(),
                               [&](const EngineInForce& e) { return e.label == label; });
        if (it == out.end()) it = out.insert(out.end(), {eff.engine_id, label, {}});
        it->system_ids.push_back(s->id);
    }
    return out;
}

EngineChoice chooseEngine(const Catalog& catalog, const Chip& chip, const System* system,
                          const std::string& requested) {
    if (!requested.empty()) {
        if (!hasEngine(catalog, requested))
            return {{},
                    {},
                    "no engine \"" + requested +
                        "\" in the catalog (siliconomics-cli catalog list --kind engines)"};
        return {requested, "chosen", {}};
    }
    const EngineProfile* fitted = nullptr;
    if (system)
        for (const auto& e : catalog.engines)
            if (e.system_id == system->id && (!fitted || e.date >= fitted->date)) fitted = &e;
    if (fitted) return {fitted->engine_id, "fitted on this system's measurements", {}};
    for (const auto& e : catalog.engines)
        if (e.system_id.empty() && appliesToChip(e, chip) &&
            listHas(e.default_for_vendors, chip.vendor))
            return {e.engine_id, "the default engine for " + chip.vendor + " chips", {}};
    if (hasEngine(catalog, kCalibrationEngine))
        return {kCalibrationEngine,
                "the calibration's own path (no engine named for " + chip.vendor + " chips)",
                {}};
    return {};
}

std::string engineRefusal(const WorkloadEfficiencies& eff, NumberFormat weights) {
    if (eff.weight_formats.empty() ||
        listHas(eff.weight_formats, std::string(numberFormatKey(weights))))
        return {};
    return eff.engine_label + " does not serve " + std::string(numberFormatKey(weights)) +
           " weights (it serves " + eff.weight_formats + ")";
}

double deviceMemoryBytes(const Chip& chip) {
    return chip.memory_gb.value_or(0.0) * 1073741824.0 * kDeviceVisibleFraction;
}

std::string formatShort(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3g", v);
    return buf;
}

namespace {

WorkloadEfficiencies onPaperEfficiencies() {
    WorkloadEfficiencies e;
    e.weight_read = e.kv_read = e.expert_read = 1.0;
    e.prefill_compute = e.train_compute = 1.0;
    e.used.push_back({"on_paper", 1.0, "", "spec bandwidth and compute, no overheads (seed 004)"});
    return e;
}

} // namespace

double weightBytesPerGpu(const ModelShape& shape, NumberFormat weights, int tp, int ep) {
    const double wb = bytesPerValue(weights);
    return (shape.alwaysReadParams() +
            shape.embedding_params * (shape.lm_head_params > 0.0 ? 1.0 : 0.0)) *
               wb / std::max(tp, 1) +
           shape.allExpertParams() * wb / std::max(ep, 1);
}

double kvBytesPerSequencePerGpu(const ModelShape& shape, double context, NumberFormat kv, int tp) {
    return shape.attendedPositions(context) * shape.kv_values_per_token_per_layer *
           bytesPerValue(kv) * kvShareOnOneGpu(shape, tp);
}

double activationBytesPerSequencePerGpu(const ModelShape& shape, int tp) {
    return 8.0 * shape.hidden * kActivationBytes / std::max(tp, 1);
}

DecodeBreakdown decodeStep(const ModelShape& shape, const Chip& chip, const System* system,
                           const WorkloadEfficiencies& eff, const DecodeStepInput& in, bool onPaper,
                           std::string* error) {
    DecodeBreakdown d;
    const double bw = chip.memory_bandwidth_gbps.value_or(0.0) * 1e9;
    const double peak = chip.dense_tflops[index(computeDtype(in.weights))].value_or(0.0) * 1e12;
    const double wb = bytesPerValue(in.weights);
    const double m = std::max(in.tp, 1);
    const double ep = std::max(in.ep, in.tp);
    d.weight_bytes = shape.alwaysReadParams() * wb / m;
    if (shape.isMoe()) {
        const double tokens = in.batch * std::max(in.replicas_in_ep_group, 1.0);
        d.experts_touched_per_layer =
            expectedExpertsTouched(shape.experts_total, shape.experts_active, tokens);
        d.expert_bytes =
            shape.moe_layers * d.experts_touched_per_layer * shape.expert_params * wb / ep;
    }
    // Each stage holds layers / pp: its share of the KV cache and of the maths, every step.
    const double stages = std::max(in.pp, 1);
    d.kv_bytes = in.batch * shape.attendedPositions(in.context) *
                 shape.kv_values_per_token_per_layer * bytesPerValue(in.kv) *
                 kvShareOnOneGpu(shape, in.tp) / stages;
    d.flops = (2.0 * shape.activeMatmulParams() +
               shape.attendedPositions(in.context) * shape.attention_flops_per_pair) *
              in.batch / m / stages;
    if (bw > 0.0)
        d.memory_ms =
            1e3 * (d.weight_bytes / (eff.weight_read * bw) +
                   d.expert_bytes / (eff.expert_read * bw) + d.kv_bytes / (eff.kv_read * bw));
    if (peak > 0.0) d.compute_ms = 1e3 * d.flops / (peak * eff.prefill_compute);
    if (!onPaper)
        d.overhead_ms =
            (shape.layers * eff.layer_overhead_us + shape.moe_layers * eff.moe_layer_overhead_us) /
            1000.0;
    // A stage's all-reduces carry one micro-batch: pp of them a step over layers / pp.
    const double activation = in.batch * shape.hidden * kActivationBytes;
    d.tp_comm_ms = collectiveMs(system, CollectiveOp::AllReduce, in.tp, activation / stages,
                                2.0 * shape.layers, Placement::Packed, onPaper, error, &eff);
    if (shape.isMoe() && ep > m)
        d.ep_comm_ms = collectiveMs(system, CollectiveOp::AllToAll, static_cast<int>(ep),
                                    activation * shape.experts_active / m, 2.0 * shape.moe_layers,
                                    Placement::Packed, onPaper, error, &eff);
    d.step_ms = d.overhead_ms + std::max(d.memory_ms, d.compute_ms) + d.tp_comm_ms + d.ep_comm_ms;
    return d;
}

double prefillMs(const ModelShape& shape, const Chip& chip, const System* system,
                 const WorkloadEfficiencies& eff, double tokens, int tp, NumberFormat weights,
                 bool onPaper, std::string* error) {
    const double bw = chip.memory_bandwidth_gbps.value_or(0.0) * 1e9;
    const double peak = chip.dense_tflops[index(computeDtype(weights))].value_or(0.0) * 1e12;
    if (bw <= 0.0 || peak <= 0.0 || tokens <= 0.0) return 0.0;
    const double m = std::max(tp, 1);
    const double wb = bytesPerValue(weights);
    const double expertActive = shape.moe_layers * shape.experts_active * shape.expert_params;
    // Causal attention: each query attends to half the prompt on average.
    const double attnFlops =
        tokens * shape.attendedPositions(tokens / 2.0) * shape.attention_flops_per_pair;
    const double denseFlops =
        (2.0 * (shape.activeMatmulParams() - expertActive) * tokens + attnFlops) / m;
    const double denseMs =
        1e3 * std::max(shape.alwaysReadParams() * wb / m / (eff.weight_read * bw),
                       denseFlops / (peak * eff.prefill_compute));
    double expertMs = 0.0;
    if (shape.isMoe()) {
        // Grouped expert GEMMs over a few tokens each: weight reads and maths do not overlap.
        const double touched =
            expectedExpertsTouched(shape.experts_total, shape.experts_active, tokens);
        const double bytes = shape.moe_layers * touched * shape.expert_params * wb / m;
        const double flops = 2.0 * expertActive * tokens / m;
        expertMs = 1e3 * (bytes / (eff.expert_read * bw) + flops / (peak * eff.prefill_compute));
    }
    const double overheadMs = onPaper ? 0.0
                                      : (shape.layers * eff.layer_overhead_us +
                                         shape.moe_layers * eff.moe_layer_overhead_us) /
                                            1000.0;
    const double commMs =
        collectiveMs(system, CollectiveOp::AllReduce, tp, tokens * shape.hidden * kActivationBytes,
                     2.0 * shape.layers, Placement::Packed, onPaper, error, &eff);
    return overheadMs + denseMs + expertMs + commMs;
}

namespace {

int defaultGpus(const System& s) {
    if (s.gpus_per_node) return static_cast<int>(*s.gpus_per_node);
    if (s.scaleup_domain_gpus) return static_cast<int>(*s.scaleup_domain_gpus);
    return 8;
}

std::string chipFigureMissing(const Chip& chip, NumberFormat f) {
    if (!chip.memory_bandwidth_gbps) return chip.id + " has no HBM bandwidth figure";
    if (!chip.memory_gb) return chip.id + " has no HBM capacity figure";
    if (!chip.dense_tflops[index(computeDtype(f))])
        return chip.id + " has no dense " + std::string(dtypeLabel(computeDtype(f))) +
               " figure, so it cannot run " + std::string(numberFormatKey(f)) + " weights";
    return {};
}

Figure tcoPerUsefulHour(const System& s, const Chip& chip, const Assumptions& a) {
    return computeTco(s, &chip, a).per_useful_hour;
}

} // namespace

namespace {

// The system's chip and the model's shape, or why either cannot be had.
struct Inputs {
    const Chip* chip = nullptr;
    ModelShape shape;
    std::string error;
};

Inputs inputsFor(const Catalog& catalog, const System& system, const LlmModel& model) {
    Inputs in;
    in.chip = catalog.chip(system.chip_id);
    if (!in.chip) {
        in.error = system.id + ": no chip \"" + system.chip_id + "\" in the catalog";
        return in;
    }
    auto shaped = modelShape(model);
    if (!shaped.ok) in.error = shaped.error;
    in.shape = std::move(shaped.shape);
    return in;
}

// KV tokens held per sequence: a paged engine holds the tokens in flight (the mean context,
// rounded up to whole pages); a static allocator reserves the whole prompt + output.
double kvReservedTokens(const WorkloadEfficiencies& eff, double context, const InferenceQuery& q) {
    if (eff.kv_block_tokens > 0.0)
        return std::ceil(context / eff.kv_block_tokens) * eff.kv_block_tokens;
    return std::max(context, q.prompt_tokens + q.output_tokens);
}

// Every rental quote that applies to the system, in CatalogIndex::quotesFor's order: the
// chip's quotes that name no system, then those naming this system. One pass over the
// quotes, not an index of the whole catalog per estimate.
std::vector<const RentalQuote*> quotesOf(const Catalog& catalog, const System& system) {
    std::vector<const RentalQuote*> out;
    for (const auto& q : catalog.quotes)
        if (q.system_id.empty() && q.chip_id == system.chip_id) out.push_back(&q);
    for (const auto& q : catalog.quotes)
        if (q.system_id == system.id) out.push_back(&q);
    return out;
}

} // namespace

InferenceResult estimateInference(const Catalog& catalog, const System& system,
                                  const LlmModel& model, const InferenceQuery& q,
                                  const Assumptions& assumptions) {
    const Chip* chip = catalog.chip(system.chip_id);
    if (!chip || q.on_paper)
        return estimateInference(catalog, system, model, q, assumptions, onPaperEfficiencies());
    return estimateInference(
        catalog, system, model, q, assumptions,
        resolveEfficiencies(*chip, catalog, computeDtype(q.weights), q.engine, &system));
}

namespace {

// What every layout of one system and model shares: the chip, the model's shape and the
// system's TCO per useful GPU-hour. A sweep derives them once, not per layout.
struct PreparedInference {
    Inputs inputs;
    Figure tco_per_useful_hour;
    std::string engine_refusal; // the engine does not serve the query's weights ("": it does)
};

PreparedInference prepareInference(const Catalog& catalog, const System& system,
                                   const LlmModel& model, const Assumptions& assumptions,
                                   const WorkloadEfficiencies& resolved, NumberFormat weights) {
    PreparedInference p;
    p.inputs = inputsFor(catalog, system, model);
    if (p.inputs.error.empty())
        p.tco_per_useful_hour = tcoPerUsefulHour(system, *p.inputs.chip, assumptions);
    p.engine_refusal = engineRefusal(resolved, weights);
    return p;
}

InferenceResult estimatePrepared(const Catalog& catalog, const System& system,
                                 const LlmModel& model, const InferenceQuery& q,
                                 const WorkloadEfficiencies& resolved,
                                 const PreparedInference& prepared) {
    InferenceResult r;
    const Inputs& inputs = prepared.inputs;
    if (!inputs.error.empty()) {
        r.error = inputs.error;
        return r;
    }
    const Chip* chip = inputs.chip;
    const ModelShape& shape = inputs.shape;
    if (auto missing = chipFigureMissing(*chip, q.weights); !missing.empty()) {
        r.error = missing;
        return r;
    }
    r.gpus = q.gpus > 0 ? q.gpus : defaultGpus(system);
    r.tp = std::max(q.tp, 1);
    r.pp = std::max(q.pp, 1);
    r.ep = q.ep > 0 ? q.ep : r.tp;
    r.batch = std::max(q.batch, 1);
    if (r.gpus % (r.tp * r.pp) != 0) {
        r.error = (r.pp > 1 ? "--tp x --pp " + std::to_string(r.tp * r.pp)
                            : "--tp " + std::to_string(r.tp)) +
                  " must divide --gpus " + std::to_string(r.gpus);
        return r;
    }
    if (r.pp > 1 && (shape.isMoe() || r.pp > shape.layers)) {
        r.error = "--pp: pipeline stages are modelled for dense models with at least as many "
                  "layers as stages";
        return r;
    }
    const double domain = system.scaleup_domain_gpus.value_or(system.gpus_per_node.value_or(1));
    if (r.tp > domain) {
        r.error = "--tp " + std::to_string(r.tp) + " exceeds " + system.id +
                  "'s scale-up domain of " + std::to_string(static_cast<int>(domain)) + " GPUs";
        return r;
    }
    if (shape.isMoe() && (r.ep % r.tp != 0 || r.gpus % r.ep != 0)) {
        r.error = "--ep " + std::to_string(r.ep) + " must be a multiple of --tp and divide --gpus";
        return r;
    }
    if (!shape.isMoe()) r.ep = r.tp;
    r.replicas = r.gpus / (r.tp * r.pp);
    r.context = q.context >= 0 ? q.context : q.prompt_tokens + q.output_tokens / 2.0;
    const bool paper = q.on_paper;
    // Not a copy: the efficiencies carry the list of named assumptions (strings).
    static const WorkloadEfficiencies kOnPaper = onPaperEfficiencies();
    const WorkloadEfficiencies& eff = paper ? kOnPaper : resolved;
    if (q.explain) {
        r.engine_id = resolved.engine_id;
        r.engine_label = resolved.engine_label;
        r.fitted_profile_id = resolved.fitted_profile_id;
    }
    if (!resolved.error.empty()) {
        r.error = resolved.error;
        return r;
    }
    if (!prepared.engine_refusal.empty()) {
        r.error = prepared.engine_refusal;
        return r;
    }
    if (q.explain) r.assumptions = eff.used;

    // Memory per GPU.
    // A pipeline stage holds its layers' weights and KV cache, and one micro-batch's activations.
    const double weights = weightBytesPerGpu(shape, q.weights, r.tp, r.ep) / r.pp;
    const double capacityContext = kvReservedTokens(resolved, r.context, q);
    const double kv = r.batch * kvBytesPerSequencePerGpu(shape, capacityContext, q.kv, r.tp) / r.pp;
    const double activations = r.batch * activationBytesPerSequencePerGpu(shape, r.tp) / r.pp;
    r.weights_gb_per_gpu = weights / 1e9;
    r.kv_gb_per_gpu = kv / 1e9;
    r.memory_gb_per_gpu = (weights + kv + activations) / 1e9;
    r.usable_hbm_gb = deviceMemoryBytes(*chip) * resolved.memory_utilization / 1e9;
    r.fits = r.memory_gb_per_gpu <= r.usable_hbm_gb;
    if (!r.fits && q.explain) {
        // Only a format the weights are not yet in, and one the chip has a figure for.
        std::string smallerWeights;
        if (q.weights == NumberFormat::BF16)
            smallerWeights = ", smaller weights (--weights fp8)";
        else if (q.weights == NumberFormat::FP8 &&
                 chipFigureMissing(*chip, NumberFormat::FP4).empty())
            smallerWeights = ", smaller weights (--weights fp4)";
        r.why_not =
            model.id + " needs " + formatShort(r.memory_gb_per_gpu) + " GB per GPU (weights " +
            formatShort(r.weights_gb_per_gpu) + " GB, KV cache " + formatShort(r.kv_gb_per_gpu) +
            " GB for " + std::to_string(r.batch) + " x " +
            std::to_string(static_cast<long long>(capacityContext)) + " tokens) but " + chip->id +
            " has " + formatShort(r.usable_hbm_gb) + " GB usable (" +
            formatShort(*chip->memory_gb) + " GiB x " + formatShort(kDeviceVisibleFraction) +
            " visible x " + formatShort(resolved.memory_utilization) +
            " for the engine): over by " + formatShort(r.memory_gb_per_gpu - r.usable_hbm_gb) +
            " GB; use more GPUs per replica (--tp)" + smallerWeights + " or a smaller batch";
    }

    std::string commError;
    DecodeStepInput in;
    in.batch = r.batch;
    in.context = r.context;
    in.tp = r.tp;
    in.pp = r.pp;
    in.ep = r.ep;
    in.replicas_in_ep_group = static_cast<double>(r.ep) / r.tp;
    in.weights = q.weights;
    in.kv = q.kv;
    r.decode = decodeStep(shape, *chip, &system, eff, in, paper, &commError);
    r.prefill_ms =
        prefillMs(shape, *chip, &system, eff, q.prompt_tokens, r.tp, q.weights, paper, &commError);
    if (!commError.empty()) {
        r.error = system.id + ": " + commError;
        return r;
    }
    const int replicaGpus = r.tp * r.pp;
    r.decode_tokens_per_s_per_gpu = 1e3 * r.batch / (r.decode.step_ms * replicaGpus);
    r.tokens_per_s_per_user = 1e3 / r.decode.step_ms;
    // A prompt passes the stages one after another (its latency), while the stages work on
    // pp prompts at once (the replica's time per prompt is the latency / pp).
    const double prefillReplicaMs = r.prefill_ms / r.pp;
    if (r.prefill_ms > 0.0)
        r.prefill_tokens_per_s_per_gpu = 1e3 * q.prompt_tokens / (prefillReplicaMs * replicaGpus);
    const double cycleMs = r.batch * prefillReplicaMs + q.output_tokens * r.decode.step_ms;
    r.served_output_tokens_per_s_per_gpu =
        cycleMs > 0.0 ? 1e3 * r.batch * q.output_tokens / (cycleMs * replicaGpus) : 0.0;
    const double tokensPerGpuHour = r.served_output_tokens_per_s_per_gpu * 3600.0;
    r.usd_per_million_output_tokens =
        r.fits ? divide(prepared.tco_per_useful_hour, Figure::of(tokensPerGpuHour / 1e6),
                        [] { return std::string("no tokens served"); })
               : Figure::na("does not fit in memory");
    if (r.fits && tokensPerGpuHour > 0.0 && q.with_rentals)
        for (const RentalQuote* quote : quotesOf(catalog, system))
            if (quote->usd_per_gpu_hour)
                r.rentals.push_back({quote->id, quote->provider, quote->term, quote->date,
                                     *quote->usd_per_gpu_hour,
                                     *quote->usd_per_gpu_hour / tokensPerGpuHour * 1e6});
    r.ok = true;
    return r;
}

} // namespace

InferenceResult estimateInference(const Catalog& catalog, const System& system,
                                  const LlmModel& model, const InferenceQuery& q,
                                  const Assumptions& assumptions,
                                  const WorkloadEfficiencies& resolved) {
    return estimatePrepared(
        catalog, system, model, q, resolved,
        prepareInference(catalog, system, model, assumptions, resolved, q.weights));
}

std::vector<ParetoPoint> inferenceSweep(const Catalog& catalog, const System& system,
                                        const LlmModel& model, InferenceQuery base,
                                        const Assumptions& assumptions) {
    std::vector<ParetoPoint> points;
    const Chip* chip = catalog.chip(system.chip_id);
    if (!chip) return points;
    const WorkloadEfficiencies eff =
        base.on_paper
            ? onPaperEfficiencies()
            : resolveEfficiencies(*chip, catalog, computeDtype(base.weights), base.engine, &system);
    base.with_rentals = false;
    base.explain = false;
    const PreparedInference prepared =
        prepareInference(catalog, system, model, assumptions, eff, base.weights);
    const int domain =
        static_cast<int>(system.scaleup_domain_gpus.value_or(system.gpus_per_node.value_or(1)));
    const int gpus = base.gpus > 0 ? base.gpus : defaultGpus(system);
    for (int tp = 1; tp <= std::min(domain, gpus); tp *= 2) {
        if (gpus % tp) continue;
        for (int batch = 1; batch <= 1024; batch *= 2) {
            InferenceQuery q = base;
            q.gpus = gpus;
            q.tp = tp;
            q.ep = 0;
            q.batch = batch;
            const auto r = estimatePrepared(catalog, system, model, q, eff, prepared);
            if (!r.ok) return points; // a missing figure: no layout helps
            if (!r.fits) break;       // a larger batch needs more memory still
            points.push_back({tp, batch, r.decode_tokens_per_s_per_gpu, r.tokens_per_s_per_user,
                              r.usd_per_million_output_tokens.valueOr(0.0), r.prefill_ms});
        }
    }
    return points;
}

std::vector<ParetoPoint> paretoFrontier(std::vector<ParetoPoint> points) {
    std::sort(points.begin(), points.end(), [](const ParetoPoint& a, const ParetoPoint& b) {
        return a.tokens_per_s_per_user > b.tokens_per_s_per_user ||
               (a.tokens_per_s_per_user == b.tokens_per_s_per_user &&
                a.tokens_per_s_per_gpu > b.tokens_per_s_per_gpu);
    });
    std::vector<ParetoPoint> frontier;
    double best = -1.0;
    for (const auto& p : points)
        if (p.tokens_per_s_per_gpu > best) {
            frontier.push_back(p);
            best = p.tokens_per_s_per_gpu;
        }
    std::reverse(frontier.begin(), frontier.end());
    return frontier;
}

const ParetoPoint* cheapestAtInteractivity(const std::vector<ParetoPoint>& points,
                                           double minTokensPerUser) {
    return cheapestAtInteractivity(points, minTokensPerUser, 0.0);
}

const ParetoPoint* cheapestAtInteractivity(const std::vector<ParetoPoint>& points,
                                           double minTokensPerUser, double maxTtftMs) {
    const ParetoPoint* best = nullptr;
    for (const auto& p : points)
        if (p.tokens_per_s_per_user >= minTokensPerUser &&
            (maxTtftMs <= 0.0 || p.ttft_ms <= maxTtftMs) && p.usd_per_million_output_tokens > 0.0 &&
            (!best || p.usd_per_million_output_tokens < best->usd_per_million_output_tokens))
            best = &p;
    return best;
}

int sweepGpus(const System& system) {
    const double domain = system.scaleup_domain_gpus.value_or(system.gpus_per_node.value_or(1));
    return static_cast<int>(std::clamp<double>(domain, 1.0, kMaxSweepTensorParallel));
}

NumberFormat defaultKvFormat(NumberFormat weights) {
    return weights == NumberFormat::FP4 ? NumberFormat::FP8 : weights;
}

LayoutChoice cheapestLayoutAt(const Catalog& catalog, const System& system, const LlmModel& model,
                              InferenceQuery base, const Assumptions& assumptions,
                              double minTokensPerUser, double maxTtftMs) {
    LayoutChoice choice;
    base.gpus = sweepGpus(system);
    const auto points = inferenceSweep(catalog, system, model, base, assumptions);
    if (points.empty()) {
        InferenceQuery one = base;
        one.tp = base.gpus;
        const auto r = estimateInference(catalog, system, model, one, assumptions);
        choice.why_not = !r.ok ? r.error : r.why_not;
        return choice;
    }
    // Points off the frontier are beaten on both axes, so the cheapest is among all points
    // only when a TTFT limit removes frontier points: search them all.
    if (const ParetoPoint* p = cheapestAtInteractivity(points, minTokensPerUser, maxTtftMs)) {
        choice.found = true;
        choice.point = *p;
        return choice;
    }
    double fastest = 0.0, quickest = std::numeric_limits<double>::infinity();
    bool priced = false;
    for (const auto& p : points) {
        fastest = std::max(fastest, p.tokens_per_s_per_user);
        quickest = std::min(quickest, p.ttft_ms);
        priced = priced || p.usd_per_million_output_tokens > 0.0;
    }
    if (!priced)
        choice.why_not = "its TCO is n/a, so no layout has an owned cost";
    else if (fastest < minTokensPerUser)
        choice.why_not = "no layout reaches " + formatShort(minTokensPerUser) +
                         " tokens/s per user (the fastest, tensor parallel up to " +
                         std::to_string(base.gpus) + ", serves " + formatShort(fastest) + ")";
    else
        choice.why_not = "no layout fast enough per user has a first token within " +
                         formatShort(maxTtftMs / 1000.0) +
                         " s (quickest: " + formatShort(quickest / 1000.0) + " s)";
    return choice;
}

// ---- training -------------------------------------------------------------------------

double billedRentalHours(RentalTerm term, double runHours) {
    // 730 hours a month (DESIGN.md), 8,760 a year.
    double termHours = 0.0;
    switch (term) {
    case RentalTerm::Spot:
    case RentalTerm::OnDemand:
        return runHours;
    case RentalTerm::OneMonth:
        termHours = 730.0;
        break;
    case RentalTerm::OneYear:
        termHours = 8760.0;
        break;
    case RentalTerm::ThreeYear:
        termHours = 3.0 * 8760.0;
        break;
    }
    return std::max(1.0, std::ceil(runHours / termHours - 1e-9)) * termHours;
}

namespace {

struct Layout {
    int tp = 1, pp = 1, ep = 1;
};

struct LayoutEstimate {
    bool ok = false;
    std::string error;
    bool fits = false;
    bool gradients_sharded = false; // ZeRO-2 / FSDP: gradients sharded over the DP ranks
    double memory_gb = 0.0;
    int dp = 1, global_batch = 0, micro_batches = 0, virtual_stages = 1;
    TrainingBreakdown step;
};

// Bytes one layer keeps for the backward pass per token (bf16), counted the way Korthikanti et
// al. (arXiv 2205.05198, section 4.1) count GPT-3's 34·h, for the model's own shape with flash
// attention (no score matrix kept) and no dropout: the inputs of the two norms and of every
// matmul (2h each), Q, K and V (K and V narrower under grouped-query attention; MLA expands
// them to every head), the attention output, and the gated MLP's gate, up and product (2f
// each, f the FFN width a token passes: a MoE layer's active and shared experts).
double activationBytesPerTokenPerLayer(const ModelShape& s) {
    const double h = s.hidden;
    const double kvShare = s.kv_split_by_tensor_parallel && s.heads > 0 && s.kv_heads > 0
                               ? std::min(1.0, s.kv_heads / s.heads)
                               : 1.0;
    const double attention = 2 * h + 2 * h + 2 * h + 2 * 2 * h * kvShare + 2 * h;
    auto ffn = [h](double width) { return 2 * h + 2 * h + 6 * width; };
    const double denseWidth = s.dense_ffn_params_per_layer / (3 * h);
    const double moeWidth =
        (s.experts_active * s.expert_params + s.shared_expert_params_per_layer) / (3 * h);
    const double layers = std::max(s.layers, 1.0);
    return attention + (s.dense_layers * ffn(denseWidth) + s.moe_layers * ffn(moeWidth)) / layers;
}

LayoutEstimate estimateLayout(const ModelShape& shape, const Chip& chip, const System& system,
                              const WorkloadEfficiencies& eff, const TrainingEngine& engine,
                              const TrainingQuery& q, int gpus, const Layout& l,
                              bool shardGradients) {
    LayoutEstimate e;
    e.gradients_sharded = shardGradients;
    const int modelParallel = l.tp * l.pp;
    e.dp = gpus / modelParallel;
    const double b = std::max(q.micro_batch, 1);
    const double S = q.seq;
    int G = q.global_batch;
    const int perStep = static_cast<int>(e.dp * b);
    G = std::max(perStep, (G + perStep - 1) / perStep * perStep); // whole micro-batches everywhere
    e.global_batch = G;
    e.micro_batches = G / perStep;
    const double m = e.micro_batches;
    const double peak = chip.dense_tflops[index(computeDtype(q.weights))].value_or(0.0) * 1e12;
    const double flopsPerToken =
        6.0 * shape.activeMatmulParams() +
        3.0 * shape.attendedPositions(S / 2.0) * shape.attention_flops_per_pair;
    const double tokensPerStep = static_cast<double>(G) * S;
    TrainingBreakdown& t = e.step;
    t.compute_ms = 1e3 * tokensPerStep * flopsPerToken / gpus / (peak * eff.train_compute);
    std::string error;
    const double activation = b * S * shape.hidden * kActivationBytes;
    const double layersPerStage = shape.layers / l.pp;
    // The engine hides a share of it behind the GEMMs (Megatron-LM's --tp-comm-overlap).
    t.tp_comm_ms = (1.0 - engine.tp_overlap) * collectiveMs(&system, CollectiveOp::AllReduce, l.tp,
                                                            activation, 4.0 * layersPerStage * m,
                                                            Placement::Packed, false, &error);
    // The engine hides the all-to-all behind up to ep_overlap x the compute time.
    if (l.ep > 1 && shape.isMoe())
        t.ep_comm_ms = std::max(0.0, collectiveMs(&system, CollectiveOp::AllToAll, l.ep,
                                                  activation * shape.experts_active / l.tp,
                                                  4.0 * (shape.moe_layers / l.pp) * m,
                                                  Placement::Packed, false, &error) -
                                         engine.ep_overlap * t.compute_ms);
    // 1F1B leaves (pp - 1) / m of a stage's work idle; interleaving v chunks per stage
    // divides that by v (Narayanan et al. 2021, arXiv 2104.04473), at most a layer a chunk.
    e.virtual_stages = virtualStagesFor(engine, layersPerStage, q.virtual_stages);
    const double chunks = e.virtual_stages;
    t.pp_bubble_ms = (l.pp - 1) / (m * chunks) * (t.compute_ms + t.tp_comm_ms + t.ep_comm_ms);
    // Gradients reduce-scattered and parameters all-gathered across the data-parallel ranks.
    const double expertShard = shape.isMoe() ? std::max(l.ep, 1) : 1;
    const double paramsPerGpu =
        (shape.totalParams() - shape.allExpertParams()) / (l.tp * l.pp) +
        shape.allExpertParams() / (expertShard * l.pp * (l.ep > 1 ? 1 : l.tp));
    const double gradBytes = paramsPerGpu * kActivationBytes;
    const double gpn = system.gpus_per_node.value_or(8);
    const Placement dpPlacement = modelParallel >= gpn ? Placement::Spread : Placement::Packed;
    // Sharded gradients are reduce-scattered after every micro-batch (nothing holds them whole
    // to accumulate in); otherwise once a step.
    t.dp_comm_total_ms = collectiveMs(&system, CollectiveOp::ReduceScatter, e.dp, gradBytes,
                                      shardGradients ? m : 1.0, dpPlacement, false, &error) +
                         collectiveMs(&system, CollectiveOp::AllGather, e.dp, gradBytes, 1.0,
                                      dpPlacement, false, &error);
    // Whole gradients are reduced once, behind the last backward pass; a micro-batch's sharded
    // gradients are reduced while the micro-batches after it compute, so the whole step hides.
    const double hideable = q.dp_overlap * t.compute_ms * (shardGradients ? 1.0 : 2.0 / 3.0);
    t.dp_comm_ms = std::max(0.0, t.dp_comm_total_ms - hideable);
    if (!error.empty()) {
        e.error = system.id + ": " + error;
        return e;
    }
    t.step_ms = t.compute_ms + t.tp_comm_ms + t.ep_comm_ms + t.pp_bubble_ms + t.dp_comm_ms;
    // Memory: bf16 weights whole on each model-parallel rank; fp32 master weights and Adam
    // moments sharded over the data-parallel ranks (ZeRO-1), bf16 gradients too when sharded
    // (ZeRO-2, FSDP as Llama 3 ran it); activations of the first stage's micro-batches in
    // flight, split by tensor (and sequence) parallelism.
    const double optimizer = 12.0 * paramsPerGpu / e.dp;
    const double gradients = 2.0 * paramsPerGpu / (shardGradients ? e.dp : 1);
    const double inFlight = std::min<double>(l.pp, m);
    const double acts =
        activationBytesPerTokenPerLayer(shape) * S * b * layersPerStage * inFlight / l.tp;
    e.memory_gb = (paramsPerGpu * 2.0 + gradients + optimizer + acts) / 1e9;
    e.fits = e.memory_gb <= deviceMemoryBytes(chip) / 1e9 * kUsableHbmFraction;
    e.ok = true;
    return e;
}

std::vector<int> powersOfTwoUpTo(int limit) {
    std::vector<int> v;
    for (int x = 1; x <= limit; x *= 2)
        v.push_back(x);
    return v;
}

} // namespace

namespace {

// The layouts a training run may take: the one the user pinned (checked), or every
// power-of-two TP within the scale-up domain x PP x EP that is valid; `error` says why none is.
struct TrainingCandidates {
    std::vector<Layout> layouts;
    bool chosen = false; // searched, not pinned
    std::string error;
};

TrainingCandidates trainingCandidates(const System& system, const ModelShape& shape,
                                      const TrainingQuery& q, int gpus) {
    TrainingCandidates out;
    const int domain =
        static_cast<int>(system.scaleup_domain_gpus.value_or(system.gpus_per_node.value_or(1)));
    out.chosen = q.tp == 0 && q.pp == 0 && q.ep == 0;
    const int requestedBatch = q.global_batch;
    auto valid = [&](const Layout& l) -> std::string {
        if (l.tp < 1 || l.pp < 1 || l.ep < 1) return "parallel degrees must be 1 or more";
        if (gpus % (l.tp * l.pp) != 0)
            return "--tp x --pp (" + std::to_string(l.tp * l.pp) + ") must divide --gpus " +
                   std::to_string(gpus);
        if (l.tp > domain)
            return "--tp " + std::to_string(l.tp) + " exceeds the scale-up domain of " +
                   std::to_string(domain) + " GPUs";
        if (l.pp > shape.layers) return "--pp exceeds the model's layers";
        if (l.ep > 1 && (!shape.isMoe() || l.ep > shape.experts_total || (gpus / l.pp) % l.ep != 0))
            return "--ep needs a mixture-of-experts model and must divide --gpus / --pp";
        if (q.hold_global_batch &&
            static_cast<double>(gpus / (l.tp * l.pp)) * std::max(q.micro_batch, 1) > requestedBatch)
            return "too many GPUs for one job's data parallelism: " + std::to_string(gpus) +
                   " GPUs at tp " + std::to_string(l.tp) + " x pp " + std::to_string(l.pp) +
                   " make " + std::to_string(gpus / (l.tp * l.pp)) +
                   " data-parallel ranks, more than the global batch of " +
                   std::to_string(requestedBatch) + " sequences";
        return {};
    };
    if (!out.chosen) {
        const Layout l{std::max(q.tp, 1), std::max(q.pp, 1), std::max(q.ep, 1)};
        if (auto e = valid(l); !e.empty())
            out.error = e;
        else
            out.layouts.push_back(l);
        return out;
    }
    std::string mostParallelRefusal; // why layouts were refused: the batch limit first
    const auto eps =
        shape.isMoe() ? powersOfTwoUpTo(std::min<int>(static_cast<int>(shape.experts_total), gpus))
                      : std::vector<int>{1};
    for (int tp : powersOfTwoUpTo(std::min(domain, gpus)))
        for (int pp : powersOfTwoUpTo(std::min<int>(static_cast<int>(shape.layers), gpus)))
            for (int ep : eps) {
                if (auto why = valid({tp, pp, ep}); why.empty())
                    out.layouts.push_back({tp, pp, ep});
                else if (mostParallelRefusal.empty() || why.starts_with("too many GPUs"))
                    mostParallelRefusal = why;
            }
    if (out.layouts.empty() && !mostParallelRefusal.empty())
        out.error = system.id + ": " + mostParallelRefusal;
    return out;
}

// The fastest layout that fits (else the fastest of all): gradients whole where they fit,
// sharded where only that fits. `error` when a pinned layout cannot be evaluated or none can.
struct BestTrainingLayout {
    LayoutEstimate estimate;
    Layout layout;
    std::string error;
};

BestTrainingLayout bestTrainingLayout(const ModelShape& shape, const Chip& chip,
                                      const System& system, const WorkloadEfficiencies& eff,
                                      const TrainingEngine& engine, const TrainingQuery& q,
                                      int gpus, const TrainingCandidates& candidates) {
    BestTrainingLayout out;
    LayoutEstimate& best = out.estimate;
    LayoutEstimate leastMemory;
    for (const Layout& l : candidates.layouts) {
        auto e = estimateLayout(shape, chip, system, eff, engine, q, gpus, l, false);
        if (e.ok && !e.fits && e.dp > 1)
            if (auto sharded = estimateLayout(shape, chip, system, eff, engine, q, gpus, l, true);
                sharded.ok && sharded.fits)
                e = sharded;
        if (!e.ok) {
            if (!candidates.chosen) {
                out.error = e.error;
                return out;
            }
            continue;
        }
        if (!leastMemory.ok || e.memory_gb < leastMemory.memory_gb) leastMemory = e;
        const bool better = !best.ok || (e.fits && !best.fits) ||
                            (e.fits == best.fits && e.step.step_ms / e.global_batch <
                                                        best.step.step_ms / best.global_batch);
        if (better) {
            best = e;
            out.layout = l;
        }
    }
    if (!best.ok)
        out.error = system.id + ": no parallel layout can be evaluated (" +
                    (leastMemory.error.empty() ? std::string("check the system's fabric figures")
                                               : leastMemory.error) +
                    ")";
    return out;
}

// What the run costs owned (the TCO per useful GPU-hour over its GPU-hours) and at every rental
// quote for the system (billed by the quote's term).
void priceTraining(TrainingResult& r, const Catalog& catalog, const System& system,
                   const Chip& chip, const Assumptions& assumptions, int gpus) {
    const double gpuHours = r.days * 24.0 * gpus;
    if (!r.fits) {
        r.usd_owned = Figure::na("does not fit in memory");
        return;
    }
    const Figure perHour = tcoPerUsefulHour(system, chip, assumptions);
    r.usd_owned = perHour.ok() ? Figure::of(perHour.value() * gpuHours) : perHour;
    for (const RentalQuote* quote : quotesOf(catalog, system))
        if (quote->usd_per_gpu_hour) {
            TrainingRentalCost c;
            c.quote_id = quote->id;
            c.provider = quote->provider;
            c.term = quote->term;
            c.date = quote->date;
            c.usd_per_gpu_hour = *quote->usd_per_gpu_hour;
            c.run_hours = r.days * 24.0;
            c.billed_hours = billedRentalHours(quote->term, c.run_hours);
            c.usd = c.usd_per_gpu_hour * c.billed_hours * gpus;
            c.usd_run_hours = c.usd_per_gpu_hour * gpuHours;
            c.idle_days_after_run = (c.billed_hours - c.run_hours) / 24.0;
            c.cluster = clusterLimitOf(quote->max_cluster_gpus, static_cast<int>(gpus));
            r.rentals.push_back(std::move(c));
        }
}

} // namespace

namespace {

// The query with its batch settled: the one given, else the model's published pre-training
// batch, else sequences of 4,096 and about 4M tokens a step.
TrainingQuery withBatchSettled(TrainingQuery q, const LlmModel& model, std::string& source) {
    const PublishedRecipe* recipe = publishedRecipe(model.id);
    if (q.seq <= 0 && q.global_batch <= 0 && recipe) {
        q.seq = recipe->seq;
        q.global_batch = recipe->global_batch;
        source = recipe->source;
        return q;
    }
    if (q.seq <= 0) q.seq = kDefaultTrainingSeq;
    if (q.global_batch <= 0)
        q.global_batch = static_cast<int>(std::ceil(kDefaultTrainingBatchTokens / q.seq));
    return q;
}

// The chip's efficiencies with the training engine's GEMM rate, and the assumptions said.
WorkloadEfficiencies trainingEfficiencies(const Catalog& catalog, const System& system,
                                          const Chip& chip, const TrainingEngine& engine,
                                          NumberFormat weights) {
    WorkloadEfficiencies eff = resolveEfficiencies(
        chip, catalog, computeDtype(weights),
        hasEngine(catalog, kCalibrationEngine) ? kCalibrationEngine : "", &system);
    const double scale =
        weights == NumberFormat::FP8 ? engine.gemm_scale_fp8 : engine.gemm_scale_bf16;
    eff.train_compute = std::min(1.0, eff.train_compute * scale);
    eff.used.push_back(
        {"train_compute_efficiency", eff.train_compute, "fraction of dense peak",
         engine.id + ": the calibration's x " + formatShort(scale) + " (" + engine.source + ")"});
    return eff;
}

// What a training estimate assumed beyond the chip's efficiencies: the overlaps and the memory
// reserve.
std::vector<UsedAssumption> trainingAssumptions(const WorkloadEfficiencies& eff,
                                                const TrainingEngine& engine,
                                                const TrainingQuery& q) {
    std::vector<UsedAssumption> used = eff.used;
    used.push_back({"dp_overlap", q.dp_overlap, "fraction of backward time",
                    "assumed: gradient reduce-scatter/all-gather hidden behind backward"});
    used.push_back({"tp_overlap", engine.tp_overlap, "fraction of tensor-parallel comm.",
                    engine.id + ": hidden behind the GEMMs"});
    used.push_back({"ep_overlap", engine.ep_overlap, "fraction of compute time",
                    engine.id + ": expert all-to-all hidden behind compute"});
    used.push_back({"usable_hbm_fraction", kUsableHbmFraction, "fraction of device memory",
                    "assumed: runtime and fragmentation reserve"});
    return used;
}

} // namespace

TrainingResult estimateTraining(const Catalog& catalog, const System& system, const LlmModel& model,
                                const TrainingQuery& query, const Assumptions& assumptions) {
    TrainingResult r;
    const TrainingQuery q = withBatchSettled(query, model, r.batch_source);
    const Inputs inputs = inputsFor(catalog, system, model);
    if (!inputs.error.empty()) {
        r.error = inputs.error;
        return r;
    }
    const Chip* chip = inputs.chip;
    const ModelShape& shape = inputs.shape;
    if (q.weights == NumberFormat::FP4) {
        r.error = "training in fp4 is not modelled; use --weights bf16 or fp8";
        return r;
    }
    if (auto missing = chipFigureMissing(*chip, q.weights); !missing.empty()) {
        r.error = missing;
        return r;
    }
    if (q.tokens <= 0.0) {
        r.error = "--tokens must be more than 0 (e.g. 15T)";
        return r;
    }
    const int gpus = q.gpus > 0 ? q.gpus : defaultGpus(system);
    // Serving engines have no training profile.
    const TrainingEngine* engine = q.engine_profile ? q.engine_profile : trainingEngine(q.engine);
    if (!engine) {
        r.error = "--engine " + q.engine + " has no training profile; training engines are " +
                  std::string(kMegatronEngine) + " (the default) and " + kPytorchTrainingEngine;
        return r;
    }
    const WorkloadEfficiencies eff =
        trainingEfficiencies(catalog, system, *chip, *engine, q.weights);
    r.engine_id = engine->id;
    r.engine_label = engine->label;
    r.assumptions = trainingAssumptions(eff, *engine, q);
    r.seq = q.seq;

    const TrainingCandidates candidates = trainingCandidates(system, shape, q, gpus);
    if (!candidates.error.empty()) {
        r.error = candidates.error;
        return r;
    }
    const BestTrainingLayout chosenLayout =
        bestTrainingLayout(shape, *chip, system, eff, *engine, q, gpus, candidates);
    if (!chosenLayout.error.empty()) {
        r.error = chosenLayout.error;
        return r;
    }
    const LayoutEstimate& best = chosenLayout.estimate;
    const Layout& bestLayout = chosenLayout.layout;
    const bool chosen = candidates.chosen;
    r.tp = bestLayout.tp;
    r.pp = bestLayout.pp;
    r.ep = bestLayout.ep;
    r.dp = best.dp;
    r.layout_chosen = chosen;
    r.global_batch = best.global_batch;
    r.micro_batches = best.micro_batches;
    r.virtual_stages = best.virtual_stages;
    r.assumptions.push_back(
        {"virtual_stages", static_cast<double>(r.virtual_stages), "model chunks per pipeline stage",
         q.virtual_stages > 0 ? std::string("given") : engine->id + ": interleaved 1F1B"});
    r.memory_gb_per_gpu = best.memory_gb;
    r.gradients_sharded = best.gradients_sharded;
    r.fits = best.fits;
    if (!r.fits)
        r.why_not = model.id + " needs " + formatShort(best.memory_gb) + " GB per GPU with tp " +
                    std::to_string(r.tp) + ", pp " + std::to_string(r.pp) + ", ep " +
                    std::to_string(r.ep) + " but " + chip->id + " has " +
                    formatShort(deviceMemoryBytes(*chip) / 1e9 * kUsableHbmFraction) +
                    " GB usable; use more GPUs or more model parallelism";
    r.step = best.step;
    const double tokensPerStep = static_cast<double>(best.global_batch) * q.seq;
    r.tokens_per_s_per_gpu = tokensPerStep / (best.step.step_ms / 1e3) / gpus;
    const double peak = chip->dense_tflops[index(computeDtype(q.weights))].value_or(0.0) * 1e12;
    const double modelFlopsPerToken =
        6.0 * shape.activeMatmulParams() +
        3.0 * shape.attendedPositions(q.seq / 2.0) * shape.attention_flops_per_pair;
    r.mfu_pct = 100.0 * r.tokens_per_s_per_gpu * modelFlopsPerToken / peak;
    r.days = q.tokens / (r.tokens_per_s_per_gpu * gpus) / 86400.0;
    r.checkpoint_bytes = 14.0 * shape.totalParams();
    priceTraining(r, catalog, system, *chip, assumptions, gpus);
    r.ok = true;
    return r;
}

} // namespace sil
