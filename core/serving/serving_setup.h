#pragma once
// What one system brings to serving one model, resolved once per plan: the chip, the model's
// shape, the engine's efficiencies, the memory an engine may use, the scale-up domain and the
// service level as targets. The replica model, the search and the simulator all start here.
#include "core/catalog/catalog.h"
#include "core/serving/plan_query.h"
#include "core/workload/workload.h"

#include <cmath>
#include <limits>
#include <string>

namespace sil {

// The service level a replica must hold (infinite: no target).
struct Targets {
    double tpot_s = std::numeric_limits<double>::infinity(); // from min tokens/s per user
    double ttft50 = std::numeric_limits<double>::infinity();
    double ttft90 = std::numeric_limits<double>::infinity();
    double goodputTarget() const { return std::isfinite(ttft90) ? ttft90 : ttft50; }
};

// The targets a traffic profile sets (its per-user floor as a TPOT, its first-token times).
Targets targetsOf(const TrafficProfile& traffic);

struct ServingSetup {
    const Chip* chip = nullptr;
    const System* system = nullptr;
    ModelShape shape;
    WorkloadEfficiencies eff;
    NumberFormat weights = NumberFormat::BF16, kv = NumberFormat::BF16;
    double chunk_tokens = 2048; // the step's token budget (engine_limits.h)
    int max_seqs = 256;         // sequences running at once
    double usable_bytes = 0;    // device memory the engine may use
    double peak_flops = 0;      // dense, in the compute format, per GPU
    double hbm_bytes_per_s = 0;
    int scaleup_domain = 1; // GPUs a tensor-parallel replica may span
    Targets targets;
};

// The setup, or false with `whyNot` naming what is missing (a chip, a figure, an engine that
// refuses the weights' format, traffic that makes no sense).
bool prepareServing(const Catalog& catalog, const System& system, const LlmModel& model,
                    const PlanQuery& query, ServingSetup& setup, std::string& whyNot);

// The setup of a benchmark run (MLPerf's scenarios): its mean lengths, its weights with the KV
// cache in their default format, and the engine row in force at its own default limits.
bool prepareBenchmarkServing(const Catalog& catalog, const System& system, const LlmModel& model,
                             NumberFormat weights, const std::string& engine, double promptTokens,
                             double outputTokens, ServingSetup& setup, std::string& whyNot);

} // namespace sil
