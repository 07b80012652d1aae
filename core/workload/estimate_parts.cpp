#include "core/workload/estimate_parts.h"

#include "core/economics/tco.h"

#include <utility>

namespace sil {

const Chip* chipOfSystem(const Catalog& catalog, const System& system, std::string& error) {
    const Chip* chip = catalog.chip(system.chip_id);
    if (!chip) error = system.id + ": no chip \"" + system.chip_id + "\" in the catalog";
    return chip;
}

EstimateInputs estimateInputsFor(const Catalog& catalog, const System& system,
                                 const LlmModel& model) {
    EstimateInputs in;
    in.chip = chipOfSystem(catalog, system, in.error);
    if (!in.chip) return in;
    auto shaped = modelShape(model);
    if (!shaped.ok) in.error = shaped.error;
    in.shape = std::move(shaped.shape);
    return in;
}

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

std::vector<const RentalQuote*> quotesOf(const Catalog& catalog, const System& system) {
    std::vector<const RentalQuote*> out;
    for (const auto& q : catalog.quotes)
        if (q.system_id.empty() && q.chip_id == system.chip_id) out.push_back(&q);
    for (const auto& q : catalog.quotes)
        if (q.system_id == system.id) out.push_back(&q);
    return out;
}

} // namespace sil
