#include "tco.h"

#include <algorithm>
#include <cmath>

namespace sil {

double monthlyPayment(double principal, double monthlyRate, double months) {
    if (months <= 0.0) return 0.0;
    if (monthlyRate == 0.0) return principal / months;
    return principal * monthlyRate / (1.0 - std::pow(1.0 + monthlyRate, -months));
}

TcoBreakdown computeTco(const System& s, const Chip* chip, const Assumptions& a) {
    TcoBreakdown t;
    t.capex_usd = fromOptional(s.capex_per_gpu_usd, "no capex figure for " + s.name);

    if (s.it_power_per_gpu_w) {
        t.it_kw = Figure::of(*s.it_power_per_gpu_w / 1000.0);
    } else if (chip && chip->tdp_w) {
        t.it_kw = Figure::of(*chip->tdp_w * a.it_overhead_factor / 1000.0);
        t.it_power_estimated = true;
    } else {
        t.it_kw = Figure::na("no all-in IT power or chip TDP for " + s.name);
    }

    const double monthlyRate = a.cost_of_capital_pct / 100.0 / 12.0;
    const double months = a.useful_life_years * 12.0;
    if (t.capex_usd.ok()) {
        const double capex = t.capex_usd.value();
        const double residual = capex * a.residual_value_pct / 100.0;
        const double residualPv = residual / std::pow(1.0 + monthlyRate, months);
        t.capital = Figure::of(monthlyPayment(capex - residualPv, monthlyRate, months) /
                               kHoursPerMonth);
        t.maintenance = Figure::of(capex * a.maintenance_pct_per_year / 100.0 / kHoursPerYear);
    } else {
        t.capital = t.capex_usd;
        t.maintenance = t.capex_usd;
    }

    if (t.it_kw.ok()) {
        const double kw = t.it_kw.value();
        t.power = Figure::of(kw * a.pue * a.electricity_usd_per_kwh * a.avg_load_pct / 100.0);
        t.colocation = Figure::of(kw * a.colocation_usd_per_kw_month / kHoursPerMonth);
    } else {
        t.power = t.it_kw;
        t.colocation = t.it_kw;
    }

    if (a.support_usd_per_server_month == 0.0)
        t.support = Figure::of(0.0);
    else if (s.gpus_per_node && *s.gpus_per_node > 0.0)
        t.support = Figure::of(a.support_usd_per_server_month / *s.gpus_per_node / kHoursPerMonth);
    else
        t.support = Figure::na("no GPUs-per-server figure for " + s.name);

    t.software = Figure::of(a.software_usd_per_gpu_hour);
    t.total = t.capital + t.power + t.colocation + t.support + t.maintenance + t.software;
    t.per_useful_hour =
        divide(t.total, Figure::of(a.utilization_pct / 100.0), "utilization is zero");
    return t;
}

namespace {

void fillDtypes(const Chip* chip, const TcoBreakdown& t, const Assumptions& a,
                PerDtype<DtypeResult>& out) {
    for (Dtype d : kAllDtypes) {
        DtypeResult& r = out[index(d)];
        const std::string label(dtypeLabel(d));
        if (!chip) {
            r = DtypeResult{};
            const Figure missing = Figure::na("chip not in catalog");
            r.capital_per_pflop_hour = r.tco_per_pflop_hour = missing;
            r.realized_capital_per_pflop_hour = r.realized_tco_per_pflop_hour = missing;
            r.tflops_per_watt = r.tflops_per_facility_watt = missing;
            continue;
        }
        const Figure tflops =
            fromOptional(chip->dense_tflops[index(d)], "no dense " + label + " figure for " +
                                                           chip->name);
        const Figure pflops = tflops.ok() ? Figure::of(tflops.value() / 1000.0) : tflops;
        const std::string zero = "dense " + label + " throughput is zero";
        r.capital_per_pflop_hour = divide(t.capital, pflops, zero);
        r.tco_per_pflop_hour = divide(t.total, pflops, zero);

        Figure realized = pflops;
        if (realized.ok()) {
            const auto& eff = chip->realized_efficiency[index(d)];
            realized = eff ? Figure::of(pflops.value() * *eff * a.utilization_pct / 100.0)
                           : Figure::na("no measured " + label + " efficiency for " + chip->name);
        }
        r.realized_capital_per_pflop_hour = divide(t.capital, realized, zero);
        r.realized_tco_per_pflop_hour = divide(t.total, realized, zero);

        r.tflops_per_watt = divide(tflops, fromOptional(chip->tdp_w, "no TDP for " + chip->name),
                                   "TDP is zero");
        const Figure facilityW =
            t.it_kw.ok() ? Figure::of(t.it_kw.value() * 1000.0 * a.pue) : t.it_kw;
        r.tflops_per_facility_watt = divide(tflops, facilityW, "facility power is zero");
    }
}

void fillRentals(const Catalog& c, const System& s, const TcoBreakdown& t, const Assumptions& a,
                 SystemResult& out) {
    out.rentals.clear();
    const double util = a.utilization_pct / 100.0;
    double best = t.per_useful_hour.ok() ? t.per_useful_hour.value() : HUGE_VAL;
    out.cheapest_option = t.per_useful_hour.ok() ? "own" : "";
    for (const RentalQuote* q : c.quotesFor(s)) {
        if (!q->usd_per_gpu_hour || *q->usd_per_gpu_hour <= 0.0) continue;
        RentVsBuy r;
        r.quote_id = q->id;
        r.provider = q->provider;
        r.term = q->term;
        r.date = q->date;
        const double price = *q->usd_per_gpu_hour;
        r.rental_usd_per_gpu_hour = price;
        const bool payPerUse = paidOnlyWhenUsed(q->term);
        r.rent_per_useful_hour = Figure::of(payPerUse ? price : price / util);
        if (t.total.ok()) {
            const double breakeven = t.total.value() / price * 100.0;
            r.breakeven_utilization_pct =
                breakeven <= 100.0 ? Figure::of(breakeven)
                                   : Figure::na("owning costs more than renting even at 100 %");
            const double rentMonthly =
                price * a.fleet_gpus * kHoursPerMonth * (payPerUse ? util : 1.0);
            const double ownMonthly = t.total.value() * a.fleet_gpus * kHoursPerMonth;
            r.monthly_savings_buying_usd = Figure::of(rentMonthly - ownMonthly);
        } else {
            r.breakeven_utilization_pct = t.total;
            r.monthly_savings_buying_usd = t.total;
        }
        if (r.rent_per_useful_hour.value() < best) {
            best = r.rent_per_useful_hour.value();
            out.cheapest_option = q->id;
        }
        out.rentals.push_back(std::move(r));
    }
}

} // namespace

SystemResult evaluateSystem(const Catalog& c, const System& s, const Assumptions& a) {
    SystemResult r;
    r.system_id = s.id;
    r.system_name = s.name;
    r.chip_id = s.chip_id;
    const Chip* chip = c.chip(s.chip_id);
    r.tco = computeTco(s, chip, a);
    fillDtypes(chip, r.tco, a, r.per_dtype);
    fillRentals(c, s, r.tco, a, r);
    return r;
}

std::vector<SystemResult> evaluateAll(const Catalog& c, const Assumptions& a) {
    std::vector<SystemResult> out;
    evaluateAllInto(c, a, out);
    return out;
}

void evaluateAllInto(const Catalog& c, const Assumptions& a, std::vector<SystemResult>& out) {
    out.resize(c.systems.size());
    for (std::size_t i = 0; i < c.systems.size(); ++i) out[i] = evaluateSystem(c, c.systems[i], a);
}

std::vector<Sensitivity> tcoSensitivity(const System& s, const Chip* chip, const Assumptions& a) {
    std::vector<Sensitivity> out;
    const TcoBreakdown base = computeTco(s, chip, a);
    if (!base.total.ok() || base.total.value() == 0.0) return out;
    for (const auto& def : assumptionDefs()) {
        if (def.key == "fleet_gpus" || def.key == "utilization_pct") continue; // not in TCO/hour
        const double x = a.*(def.member);
        // Central difference inside the valid range; one-sided at the edges.
        const double h = std::max(std::abs(x) * 1e-3, def.step * 1e-2);
        Assumptions lo = a, hi = a;
        lo.*(def.member) = std::max(def.min, x - h);
        hi.*(def.member) = std::min(def.max, x + h);
        const double dx = hi.*(def.member) - lo.*(def.member);
        if (dx <= 0.0) continue;
        const TcoBreakdown tl = computeTco(s, chip, lo);
        const TcoBreakdown th = computeTco(s, chip, hi);
        if (!tl.total.ok() || !th.total.ok()) continue;
        Sensitivity sens;
        sens.key = def.key;
        sens.usd_per_hour_per_unit = (th.total.value() - tl.total.value()) / dx;
        sens.elasticity = sens.usd_per_hour_per_unit * x / base.total.value();
        out.push_back(sens);
    }
    std::sort(out.begin(), out.end(), [](const Sensitivity& l, const Sensitivity& r) {
        return std::abs(l.elasticity) > std::abs(r.elasticity);
    });
    return out;
}

} // namespace sil
