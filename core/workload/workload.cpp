#include "core/workload/workload.h"

#include "core/workload/estimate_parts.h"
#include "core/workload/step_parts.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace sil {

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

bool appliesToChip(const EngineProfile& e, const Chip& chip) {
    return e.chip_family.empty() || e.chip_family == chip.architecture;
}

} // namespace

bool hasEngine(const Catalog& catalog, const std::string& id) {
    return std::any_of(catalog.engines.begin(), catalog.engines.end(),
                       [&](const EngineProfile& e) { return e.engine_id == id; });
}

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
    const double gemmFlops = 2.0 * shape.activeMatmulParams() * in.batch / m / stages;
    const double attentionFlops = shape.attendedPositions(in.context) *
                                  shape.attention_flops_per_pair * in.batch / m / stages;
    d.flops = gemmFlops + attentionFlops;
    double weightReadMs = 0.0, kvReadMs = 0.0;
    if (bw > 0.0) {
        weightReadMs = 1e3 * (d.weight_bytes / (eff.weight_read * bw) +
                              d.expert_bytes / (eff.expert_read * bw));
        kvReadMs = 1e3 * d.kv_bytes / (eff.kv_read * bw);
    }
    d.memory_ms = weightReadMs + kvReadMs;
    if (peak > 0.0) d.compute_ms = 1e3 * d.flops / (peak * eff.prefill_compute);
    d.gemm_ms = kernelClassMs(weightReadMs, gemmFlops, eff.prefill_compute, peak);
    d.attention_ms = kernelClassMs(kvReadMs, attentionFlops, eff.prefill_compute, peak);
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
    d.step_ms = d.overhead_ms + d.gemm_ms + d.attention_ms + d.tp_comm_ms + d.ep_comm_ms;
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
    const double denseFlops = 2.0 * (shape.activeMatmulParams() - expertActive) * tokens / m;
    const double denseMs =
        kernelClassMs(1e3 * shape.alwaysReadParams() * wb / m / (eff.weight_read * bw), denseFlops,
                      eff.prefill_compute, peak) +
        kernelClassMs(0.0, attnFlops / m, eff.prefill_compute, peak);
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

} // namespace sil
