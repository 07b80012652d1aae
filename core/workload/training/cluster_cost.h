#pragma once
// What a training cluster costs to own for one run (docs/training-model.md, "Cluster cost"):
// the GPUs bought in whole units, run for the effective days, then either sold at the
// scenario's residual value or kept for other work; and the cash month by month.
#include "core/catalog/figure.h"
#include "core/economics/assumptions.h"
#include "core/economics/tco.h"

#include <string>
#include <vector>

namespace sil {

struct ClusterCashMonth {
    int month = 0;          // 0: the purchase
    double owned_usd = 0.0; // cumulative: capex, opex, resale at the end (sold)
};

struct ClusterCost {
    bool ok = false;
    std::string error; // the system has no capex or power figure
    int gpus_bought = 0;
    double run_days = 0.0;
    double capex_usd = 0.0;          // gpus_bought x capex per GPU
    double opex_usd = 0.0;           // power, colocation, support, maintenance, software, run days
    double financing_usd = 0.0;      // the cost of capital on the capex over the run
    double resale_usd = 0.0;         // capex x the scenario's residual value
    double sold_after_run_usd = 0.0; // capex + opex + financing - resale
    std::vector<ClusterCashMonth> cash; // month 0 to the month the run ends
};

// `tco` is the system's breakdown under the scenario (computeTco).
ClusterCost clusterCost(const TcoBreakdown& tco, int gpusBought, double runDays,
                        const Assumptions& a);

} // namespace sil
