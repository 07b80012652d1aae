#include "core/economics/tco.h"

#include "core/economics/rental_term.h"

#include <algorithm>
#include <cmath>

namespace sil {

double monthlyPayment(double principal, double monthlyRate, double months) {
    if (months <= 0.0) return 0.0;
    if (monthlyRate == 0.0) return principal / months;
    return principal * monthlyRate / (1.0 - std::pow(1.0 + monthlyRate, -months));
}

namespace {

const Figure& missingCapex() {
    static const Figure f = Figure::na("no capex figure in the catalog");
    return f;
}

TcoBreakdown computeTcoWith(const System& s, const Chip* chip, const Assumptions& a,
                            const CapitalFactors& k);

} // namespace

CapitalFactors capitalFactors(const Assumptions& a) {
    const double monthlyRate = a.cost_of_capital_pct / 100.0 / 12.0;
    const double months = a.useful_life_years * 12.0;
    const double residualPv = a.residual_value_pct / 100.0 / std::pow(1.0 + monthlyRate, months);
    return {monthlyPayment(1.0 - residualPv, monthlyRate, months) / kHoursPerMonth,
            a.maintenance_pct_per_year / 100.0 / kHoursPerYear};
}

std::string capexAsOf(const Catalog& c, const System& s) {
    if (!s.capex_per_gpu_usd) return {};
    const Provenance& p = s.provenanceOf("capex_per_gpu_usd");
    const auto at = p.note.find("as of ");
    if (at != std::string::npos) {
        std::string date;
        for (std::size_t i = at + 6; i < p.note.size() && date.size() < 7; ++i) {
            const char ch = p.note[i];
            if ((ch >= '0' && ch <= '9') || (ch == '-' && date.size() == 4))
                date += ch;
            else
                break;
        }
        if (date.size() >= 4) return date;
    }
    const Source* src = c.source(p.source_id);
    return src ? src->date : std::string();
}

TcoBreakdown computeTco(const System& s, const Chip* chip, const Assumptions& a) {
    return computeTcoWith(s, chip, a, capitalFactors(a));
}

TcoInputs tcoInputsOf(const System& s, const Chip* chip, bool withReasons) {
    TcoInputs in{s.capex_per_gpu_usd, s.it_power_per_gpu_w, chip ? chip->tdp_w : std::nullopt,
                 s.gpus_per_node, &s.name};
    if (!withReasons) return in;
    if (!in.it_power_per_gpu_w && !in.chip_tdp_w)
        in.no_power_reason = internReason("no all-in IT power or chip TDP for " + s.name);
    if (!(in.gpus_per_node && *in.gpus_per_node > 0.0))
        in.no_support_reason = internReason("no GPUs-per-server figure for " + s.name);
    return in;
}

namespace {
// All-in IT power per GPU: the catalog's figure, else the chip's TDP x the IT overhead factor.
// Inline: the recompute of every system after an edit pays no call for it.
inline Figure itKwFrom(const TcoInputs& in, const Assumptions& a) {
    if (in.it_power_per_gpu_w) return Figure::of(*in.it_power_per_gpu_w / 1000.0);
    if (in.chip_tdp_w) return Figure::of(*in.chip_tdp_w * a.it_overhead_factor / 1000.0);
    return in.no_power_reason ? Figure::naInterned(in.no_power_reason)
                              : Figure::na("no all-in IT power or chip TDP for " + *in.name);
}

TcoBreakdown computeTcoFrom(const TcoInputs& in, const Assumptions& a, const CapitalFactors& k) {
    TcoBreakdown t;
    t.capex_usd = in.capex_per_gpu_usd ? Figure::of(*in.capex_per_gpu_usd) : missingCapex();
    t.it_kw = itKwFrom(in, a);
    if (!in.it_power_per_gpu_w && in.chip_tdp_w) t.it_power_estimated = true;

    if (t.capex_usd.ok()) {
        const double capex = t.capex_usd.value();
        t.capital = Figure::of(capex * k.capital_per_capex_hour);
        t.maintenance = Figure::of(capex * k.maintenance_per_capex_hour);
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
    else if (in.gpus_per_node && *in.gpus_per_node > 0.0)
        t.support = Figure::of(a.support_usd_per_server_month / *in.gpus_per_node / kHoursPerMonth);
    else
        t.support = in.no_support_reason ? Figure::naInterned(in.no_support_reason)
                                         : Figure::na("no GPUs-per-server figure for " + *in.name);

    t.software = Figure::of(a.software_usd_per_gpu_hour);
    t.total = t.capital + t.power + t.colocation + t.support + t.maintenance + t.software;
    t.per_useful_hour = divide(t.total, Figure::of(a.utilization_pct / 100.0),
                               [] { return std::string("utilization is zero"); });
    return t;
}

TcoBreakdown computeTcoWith(const System& s, const Chip* chip, const Assumptions& a,
                            const CapitalFactors& k) {
    return computeTcoFrom(tcoInputsOf(s, chip), a, k);
}

} // namespace

Figure itKwPerGpu(const System& s, const Chip* chip, const Assumptions& a) {
    return itKwFrom(tcoInputsOf(s, chip), a);
}

namespace {

// Reasons shared by every system: built once, copied as a pointer.
const Figure& missingDense(Dtype d) {
    static const auto figures = [] {
        PerDtype<Figure> f;
        for (Dtype x : kAllDtypes)
            f[index(x)] =
                Figure::na("no dense " + std::string(dtypeLabel(x)) + " figure in the catalog");
        return f;
    }();
    return figures[index(d)];
}

const Figure& missingEfficiency(Dtype d) {
    static const auto figures = [] {
        PerDtype<Figure> f;
        for (Dtype x : kAllDtypes)
            f[index(x)] = Figure::na("no measured " + std::string(dtypeLabel(x)) +
                                     " efficiency in the catalog");
        return f;
    }();
    return figures[index(d)];
}

void fillDtypes(const Chip* chip, const TcoBreakdown& t, const Assumptions& a,
                PerDtype<DtypeResult>& out) {
    for (Dtype d : kAllDtypes) {
        DtypeResult& r = out[index(d)];
        auto label = [d] { return std::string(dtypeLabel(d)); };
        (void)label;
        if (!chip) {
            r = DtypeResult{};
            const Figure missing = Figure::na("chip not in catalog");
            r.capital_per_pflop_hour = r.tco_per_pflop_hour = missing;
            r.realized_capital_per_pflop_hour = r.realized_tco_per_pflop_hour = missing;
            r.tflops_per_watt = r.tflops_per_facility_watt = missing;
            continue;
        }
        const auto& dense = chip->dense_tflops[index(d)];
        if (!dense) {
            const Figure& m = missingDense(d);
            r.capital_per_pflop_hour = r.tco_per_pflop_hour = m;
            r.realized_capital_per_pflop_hour = r.realized_tco_per_pflop_hour = m;
            r.tflops_per_watt = r.tflops_per_facility_watt = m;
            continue;
        }
        const Figure tflops = Figure::of(*dense);
        const Figure pflops = tflops.ok() ? Figure::of(tflops.value() / 1000.0) : tflops;
        auto zero = [&] { return "dense " + label() + " throughput is zero"; };
        r.capital_per_pflop_hour = divide(t.capital, pflops, zero);
        r.tco_per_pflop_hour = divide(t.total, pflops, zero);

        Figure realized = pflops;
        if (realized.ok()) {
            const auto& eff = chip->realized_efficiency[index(d)];
            realized = eff ? Figure::of(pflops.value() * *eff * a.utilization_pct / 100.0)
                           : missingEfficiency(d);
        }
        r.realized_capital_per_pflop_hour = divide(t.capital, realized, zero);
        r.realized_tco_per_pflop_hour = divide(t.total, realized, zero);

        r.tflops_per_watt =
            divide(tflops, fromOptional(chip->tdp_w, [&] { return "no TDP for " + chip->name; }),
                   [] { return std::string("TDP is zero"); });
        const Figure facilityW =
            t.it_kw.ok() ? Figure::of(t.it_kw.value() * 1000.0 * a.pue) : t.it_kw;
        r.tflops_per_facility_watt =
            divide(tflops, facilityW, [] { return std::string("facility power is zero"); });
    }
}

void fillRentals(const std::vector<const RentalQuote*>& quotes, const TcoBreakdown& t,
                 const Assumptions& a, SystemResult& out) {
    out.rentals.resize(quotes.size());
    std::size_t used = 0;
    const double util = a.utilization_pct / 100.0;
    double best = t.per_useful_hour.ok() ? t.per_useful_hour.value() : HUGE_VAL;
    out.cheapest_option = t.per_useful_hour.ok() ? "own" : "";
    for (const RentalQuote* q : quotes) {
        if (!q->usd_per_gpu_hour || *q->usd_per_gpu_hour <= 0.0) continue;
        RentVsBuy& r = out.rentals[used++];
        r.quote_id = q->id;
        r.provider = q->provider;
        r.term = q->term;
        r.date = q->date;
        r.reference = isReferenceQuote(*q);
        r.cluster =
            clusterLimitOf(q->max_cluster_gpus, static_cast<int>(std::ceil(a.fleet_gpus - 1e-9)));
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
        // The cheapest option is one the scenario would sign: its term, offers unless
        // reference rows are asked for.
        if (quoteOffersTerm(*q, a.rental_term, a.reference_quotes) &&
            r.rent_per_useful_hour.value() < best) {
            best = r.rent_per_useful_hour.value();
            out.cheapest_option = q->id;
        }
    }
    out.rentals.resize(used);
}

} // namespace

Figure rentedPerPflopHour(const Chip* chip, Dtype d, double usdPerGpuHour, bool realized) {
    if (!chip) return Figure::na("chip not in catalog");
    const auto& dense = chip->dense_tflops[index(d)];
    if (!dense) return missingDense(d);
    double pflops = *dense / 1000.0;
    if (realized) {
        const auto& eff = chip->realized_efficiency[index(d)];
        if (!eff) return missingEfficiency(d);
        pflops *= *eff;
    }
    return divide(Figure::of(usdPerGpuHour), Figure::of(pflops),
                  [d] { return "dense " + std::string(dtypeLabel(d)) + " throughput is zero"; });
}

namespace {
void setIds(const System& s, SystemResult& r) {
    // Unchanged between recomputes of the same catalog: compare, don't copy.
    if (r.system_id != s.id) r.system_id = s.id;
    if (r.system_name != s.name) r.system_name = s.name;
    if (r.chip_id != s.chip_id) r.chip_id = s.chip_id;
}

// What follows from the TCO: per-dtype and rent-vs-buy figures.
void completeWith(const Chip* chip, const std::vector<const RentalQuote*>& quotes,
                  const Assumptions& a, SystemResult& r) {
    fillDtypes(chip, r.tco, a, r.per_dtype);
    fillRentals(quotes, r.tco, a, r);
}

void evaluateWith(const Chip* chip, const std::vector<const RentalQuote*>& quotes, const System& s,
                  const Assumptions& a, const CapitalFactors& k, SystemResult& r) {
    setIds(s, r);
    r.tco = computeTcoWith(s, chip, a, k);
    completeWith(chip, quotes, a, r);
}
} // namespace

void evaluateSystemInto(const CatalogIndex& index, const System& s, const Assumptions& a,
                        SystemResult& r) {
    evaluateWith(index.chip(s.chip_id), index.quotesFor(s), s, a, capitalFactors(a), r);
}

SystemResult evaluateSystem(const Catalog& c, const System& s, const Assumptions& a) {
    SystemResult r;
    evaluateSystemInto(CatalogIndex(c), s, a, r);
    return r;
}

std::vector<SystemResult> evaluateAll(const Catalog& c, const Assumptions& a) {
    std::vector<SystemResult> out;
    evaluateAllInto(c, a, out);
    return out;
}

void evaluateAllInto(const Catalog& c, const CatalogIndex& index, const Assumptions& a,
                     std::vector<SystemResult>& out) {
    evaluateTcoInto(c, index, a, out);
    for (std::size_t i = 0; i < out.size(); ++i)
        completeResult(index, i, a, out[i]);
}

void evaluateTcoInto(const Catalog& c, const CatalogIndex& index, const Assumptions& a,
                     std::vector<SystemResult>& out, bool idsCurrent) {
    const CapitalFactors k = capitalFactors(a);
    idsCurrent = idsCurrent && out.size() == c.systems.size();
    out.resize(c.systems.size());
    for (std::size_t i = 0; i < c.systems.size(); ++i) {
        if (!idsCurrent) setIds(c.systems[i], out[i]);
        out[i].tco = computeTcoWith(c.systems[i], index.chipOfSystem(i), a, k);
    }
}

void computeTcosInto(const std::vector<TcoInputs>& inputs, const Assumptions& a,
                     std::vector<TcoBreakdown>& out) {
    const CapitalFactors k = capitalFactors(a);
    out.resize(inputs.size());
    for (std::size_t i = 0; i < inputs.size(); ++i)
        out[i] = computeTcoFrom(inputs[i], a, k);
}

void completeResult(const CatalogIndex& index, std::size_t i, const Assumptions& a,
                    SystemResult& r) {
    completeWith(index.chipOfSystem(i), index.quotesOfSystem(i), a, r);
}

void evaluateAllInto(const Catalog& c, const Assumptions& a, std::vector<SystemResult>& out) {
    evaluateAllInto(c, CatalogIndex(c), a, out);
}

const RentVsBuy* cheapestRental(const SystemResult& r, RentalTerm term, bool withReference) {
    const RentVsBuy* best = nullptr;
    for (const auto& q : r.rentals) {
        const bool usable = q.term == term && (withReference || !q.reference);
        if (usable && (!best || q.rental_usd_per_gpu_hour < best->rental_usd_per_gpu_hour))
            best = &q;
    }
    return best;
}

std::string_view costBasisKey(CostBasisKind k) {
    switch (k) {
    case CostBasisKind::Owned:
        return "owned";
    case CostBasisKind::Rented:
        return "rented";
    case CostBasisKind::None:
        return "none";
    }
    return "none";
}

RentalTerm scenarioRentalTerm(const Assumptions& a) {
    return a.rental_term;
}

namespace {

template <typename Quotes>
CostBasis costBasisFrom(const System& s, const Chip* chip, const Quotes& quotes,
                        const Assumptions& a) {
    CostBasis b;
    const RentalTerm wanted = scenarioRentalTerm(a);
    if (const auto term = termWithOffers(quotes, wanted, a.reference_quotes)) {
        const RentalQuote* best = nullptr;
        for (const RentalQuote* q : quotes)
            if (quoteOffersTerm(*q, *term, a.reference_quotes) &&
                (!best || *q->usd_per_gpu_hour < *best->usd_per_gpu_hour))
                best = q;
        b.has_quote = true;
        b.quote_id = best->id;
        b.provider = best->provider;
        b.usd_per_gpu_hour_rented = *best->usd_per_gpu_hour;
        b.term = *term;
        b.quote_term = best->term;
        b.quote_date = best->date;
        b.quote_reference = isReferenceQuote(*best);
        b.term_fallback = *term != wanted;
        b.quote_max_cluster_gpus = best->max_cluster_gpus;
    }
    const TcoBreakdown t = computeTco(s, chip, a);
    if (t.total.ok()) {
        b.kind = CostBasisKind::Owned;
    } else if (b.has_quote) {
        b.kind = CostBasisKind::Rented;
        b.reason = "no TCO: " + t.total.reason();
    } else {
        b.kind = CostBasisKind::None;
        // Where the catalog says why no price exists (the system's note, after "No cost
        // basis:", sourced; scripts/catalog-review.py requires it), that is the line a buyer
        // reads.
        if (const std::string why = statedNoCostBasis(s); !why.empty())
            b.reason = "no price: " + why;
        else
            b.reason = "no TCO (" + t.total.reason() + ") and no rental quote for its chip " +
                       s.chip_id + " or for " + s.id;
    }
    return b;
}

} // namespace

std::string rentedQuoteNote(const CostBasis& b, RentalTerm wanted) {
    if (!b.has_quote) return {};
    std::string note = b.provider + " " + termName(b.term) + " quote " + b.quote_id;
    if (!b.quote_date.empty()) note += " (" + b.quote_date + ")";
    if (b.quote_reference) note += ", an analyst's reference rate, not an offer";
    if (b.term_fallback)
        note += "; no " + termName(wanted) + " quote for this system, so the next longer term";
    return note;
}

std::string statedNoCostBasis(const System& s) {
    static constexpr std::string_view kMarker = "No cost basis:";
    const std::string& note = s.row.note;
    const auto at = note.find(kMarker);
    if (at == std::string::npos) return {};
    std::string why = note.substr(at + kMarker.size());
    const auto first = why.find_first_not_of(' ');
    return first == std::string::npos ? std::string() : why.substr(first);
}

std::string firstClause(const std::string& reason) {
    int depth = 0;
    for (std::size_t i = 0; i < reason.size(); ++i) {
        const char ch = reason[i];
        if (ch == '(') ++depth;
        if (ch == ')' && depth > 0) --depth;
        if (ch == ';' && depth == 0) return reason.substr(0, i);
    }
    return reason;
}

CostBasis costBasisOf(const Catalog& c, const System& s, const Assumptions& a) {
    std::vector<const RentalQuote*> quotes;
    for (const auto& q : c.quotes)
        if (q.system_id.empty() ? q.chip_id == s.chip_id : q.system_id == s.id)
            quotes.push_back(&q);
    return costBasisFrom(s, c.chip(s.chip_id), quotes, a);
}

CostBasis costBasisOf(const CatalogIndex& index, const System& s, const Assumptions& a) {
    return costBasisFrom(s, index.chip(s.chip_id), index.quotesFor(s), a);
}

std::vector<Sensitivity> tcoSensitivity(const System& s, const Chip* chip, const Assumptions& a) {
    std::vector<Sensitivity> out;
    const TcoBreakdown base = computeTco(s, chip, a);
    if (!base.total.ok() || base.total.value() == 0.0) return out;
    for (const auto& def : assumptionDefs()) {
        if (def.sizes_fleet_only || def.key == "utilization_pct") continue; // not in TCO/hour
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
