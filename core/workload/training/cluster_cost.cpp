#include "core/workload/training/cluster_cost.h"

#include <algorithm>
#include <cmath>

namespace sil {

ClusterCost clusterCost(const TcoBreakdown& tco, int gpusBought, double runDays,
                        const Assumptions& a, const RentalForCash* rental) {
    ClusterCost c;
    c.gpus_bought = gpusBought;
    c.run_days = runDays;
    // The hours a bought cluster costs beyond its capital, per GPU, as the TCO prices them.
    const Figure opexPerHour =
        tco.power + tco.colocation + tco.support + tco.maintenance + tco.software;
    if (!tco.capex_usd.ok() || !opexPerHour.ok()) {
        c.error = !tco.capex_usd.ok() ? tco.capex_usd.reason() : opexPerHour.reason();
        return c;
    }
    const double runHours = runDays * 24.0;
    c.capex_usd = tco.capex_usd.value() * gpusBought;
    c.opex_usd = opexPerHour.value() * gpusBought * runHours;
    c.financing_usd = c.capex_usd * a.cost_of_capital_pct / 100.0 * runHours / kHoursPerYear;
    c.resale_usd = c.capex_usd * a.residual_value_pct / 100.0;
    c.sold_after_run_usd = c.capex_usd + c.opex_usd + c.financing_usd - c.resale_usd;
    // Cash: the purchase at month 0, opex and interest each month of the run, the sale in the
    // month the run ends.
    const int months = std::max(1, static_cast<int>(std::ceil(runHours / kHoursPerMonth - 1e-9)));
    const double perMonth = (c.opex_usd + c.financing_usd) / (runHours / kHoursPerMonth);
    double cumulative = c.capex_usd, rent = 0.0;
    c.cash.push_back({0, cumulative, 0.0});
    if (rental) c.rental_quote = rental->quote_id;
    for (int m = 1; m <= months; ++m) {
        const double hoursThisMonth = std::min(kHoursPerMonth, runHours - (m - 1) * kHoursPerMonth);
        cumulative += perMonth * hoursThisMonth / kHoursPerMonth;
        if (m == months) cumulative -= c.resale_usd;
        if (rental) {
            rent += rental->usd_per_gpu_hour * rental->gpus * hoursThisMonth;
            if (m == months) rent = std::max(rent, rental->billed_usd);
        }
        c.cash.push_back({m, cumulative, rent});
        if (rental && c.break_even_month < 0 && rent >= cumulative) c.break_even_month = m;
    }
    c.ok = true;
    return c;
}

} // namespace sil
