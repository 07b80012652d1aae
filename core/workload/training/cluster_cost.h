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
    int month = 0;           // 0: the purchase
    double owned_usd = 0.0;  // cumulative: capex, opex, resale at the end (sold)
    double rented_usd = 0.0; // cumulative rent billed monthly; a commitment's rest at the end
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
    std::string rental_quote;           // the rental the cash compares with; "": none
    // The first month whose cumulative rent reaches the owned cash (owning has paid for
    // itself against renting); -1 when renting stays cheaper through the run.
    int break_even_month = -1;
};

// What renting the job's GPUs costs month by month: `usd_per_gpu_hour` x GPUs x the month's
// hours, and at the end whatever more the contract bills (`billed_usd`, whole terms).
struct RentalForCash {
    std::string quote_id;
    double usd_per_gpu_hour = 0.0;
    int gpus = 0;
    double billed_usd = 0.0;
};

// `tco` is the system's breakdown under the scenario (computeTco); `rental` may be null.
ClusterCost clusterCost(const TcoBreakdown& tco, int gpusBought, double runDays,
                        const Assumptions& a, const RentalForCash* rental = nullptr);

} // namespace sil
