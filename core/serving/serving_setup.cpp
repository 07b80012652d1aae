#include "core/serving/serving_setup.h"

#include "core/serving/engine_limits.h"

#include <algorithm>

namespace sil {

Targets targetsOf(const TrafficProfile& traffic) {
    Targets t;
    if (traffic.min_tokens_per_user > 0) t.tpot_s = 1.0 / traffic.min_tokens_per_user;
    t.ttft50 = traffic.ttft_p50_s;
    if (traffic.ttft_p90_s > 0) t.ttft90 = traffic.ttft_p90_s;
    return t;
}

bool prepareServing(const Catalog& catalog, const System& system, const LlmModel& model,
                    const PlanQuery& query, ServingSetup& s, std::string& whyNot) {
    const TrafficProfile& tr = query.traffic;
    if (auto e = validateTraffic(tr); !e.empty()) {
        whyNot = e;
        return false;
    }
    const Chip* chip = catalog.chip(system.chip_id);
    if (!chip) {
        whyNot = "no chip \"" + system.chip_id + "\" in the catalog";
        return false;
    }
    const auto shaped = modelShape(model);
    if (!shaped.ok) {
        whyNot = shaped.error;
        return false;
    }
    const Dtype computeIn = computeDtype(query.weights);
    if (!chip->memory_gb || !chip->memory_bandwidth_gbps || !chip->dense_tflops[index(computeIn)]) {
        whyNot = chip->id + " has no " +
                 (!chip->memory_gb               ? std::string("HBM capacity")
                  : !chip->memory_bandwidth_gbps ? std::string("HBM bandwidth")
                                                 : "dense " + std::string(dtypeLabel(computeIn))) +
                 " figure";
        return false;
    }
    s.chip = chip;
    s.system = &system;
    s.shape = shaped.shape;
    s.eff = resolveEfficiencies(*chip, catalog, computeIn, query.engine, &system);
    if (!s.eff.error.empty() || !engineRefusal(s.eff, query.weights).empty()) {
        whyNot = !s.eff.error.empty() ? s.eff.error : engineRefusal(s.eff, query.weights);
        return false;
    }
    s.weights = query.weights;
    s.kv = query.kv;
    const EngineLimits limits =
        engineLimits(servingEngineOf(s.eff.engine_id), *chip, static_cast<int>(query.chunk_tokens),
                     query.max_num_seqs);
    s.chunk_tokens = limits.max_batched_tokens;
    s.max_seqs = limits.max_seqs;
    s.usable_bytes = deviceMemoryBytes(*chip) * s.eff.memory_utilization;
    s.targets = targetsOf(tr);
    s.peak_flops = chip->dense_tflops[index(computeIn)].value_or(0) * 1e12;
    s.hbm_bytes_per_s = *chip->memory_bandwidth_gbps * 1e9;
    s.scaleup_domain = static_cast<int>(
        std::max(1.0, system.scaleup_domain_gpus.value_or(system.gpus_per_node.value_or(1))));
    return true;
}

bool prepareBenchmarkServing(const Catalog& catalog, const System& system, const LlmModel& model,
                             NumberFormat weights, const std::string& engine, double promptTokens,
                             double outputTokens, ServingSetup& setup, std::string& whyNot) {
    PlanQuery q;
    q.traffic.prompt_tokens = promptTokens;
    q.traffic.output_tokens = outputTokens;
    q.traffic.requests_per_s = 1;
    q.weights = weights;
    q.kv = defaultKvFormat(weights);
    q.engine = engine;
    return prepareServing(catalog, system, model, q, setup, whyNot);
}

} // namespace sil
