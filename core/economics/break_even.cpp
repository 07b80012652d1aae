#include "core/economics/break_even.h"

#include "core/economics/rental_term.h"
#include "core/serving/fleet.h"

#include <algorithm>
#include <cmath>

namespace sil {

namespace {

constexpr int kMaxDrawnSteps = 400;

// One line's monthly cost at `volume` million tokens: whole units for a fleet paid every hour,
// else per token.
struct CostRule {
    bool whole_units = false;
    double unit_usd_per_month = 0.0;     // whole units
    double unit_million_tokens = 0.0;    // whole units: one unit's monthly capacity
    double usd_per_million_tokens = 0.0; // per token
    double at(double volume) const {
        if (!whole_units) return usd_per_million_tokens * volume;
        return unit_usd_per_month * std::ceil(volume / unit_million_tokens - 1e-12);
    }
};

std::vector<std::pair<double, double>> pointsOf(const CostRule& rule, double maxVolume) {
    if (!rule.whole_units) return {{0.0, 0.0}, {maxVolume, rule.at(maxVolume)}};
    std::vector<std::pair<double, double>> pts;
    const double c = rule.unit_million_tokens, k = rule.unit_usd_per_month;
    const int steps = static_cast<int>(std::ceil(maxVolume / c - 1e-12));
    if (steps > kMaxDrawnSteps) {
        for (int i = 0; i <= kMaxDrawnSteps; ++i) {
            const double v = maxVolume * i / kMaxDrawnSteps;
            pts.emplace_back(v, rule.at(v));
        }
        return pts;
    }
    pts.emplace_back(0.0, 0.0);
    for (int n = 1; n <= steps; ++n) {
        const double from = (n - 1) * c;
        pts.emplace_back(from, k * (n - 1));
        pts.emplace_back(from, k * n);
        pts.emplace_back(std::min(n * c, maxVolume), k * n);
    }
    return pts;
}

// Owned against another line: where owning stays cheaper (nullopt: never).
std::optional<double> ownedCheaperFrom(const CostRule& owned, const CostRule& other) {
    if (other.whole_units) // the same units, another price per hour
        return owned.unit_usd_per_month <= other.unit_usd_per_month ? std::optional<double>(0.0)
                                                                    : std::nullopt;
    return stepBelowLineFrom(owned.unit_usd_per_month, owned.unit_million_tokens,
                             other.usd_per_million_tokens);
}

std::string shortNumber(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.4g", v);
    return buf;
}

// The lines against contract length at the payback volume (`ownedCapex`, `ownedRunning`: the
// owned fleet's capex and monthly running cost; the owned line is lines[0] when owned).
void byMonth(BreakEvenChart& out, const std::vector<CostRule>& rules, double ownedCapex,
             double ownedRunning, const Assumptions& a) {
    const double volume = out.payback_million_tokens_per_month;
    double months = std::max(12.0, std::round(a.useful_life_years * 12.0));
    if (out.payback_month) months = std::max(months, std::ceil(*out.payback_month * 1.25));
    out.months_drawn =
        static_cast<int>(std::min<double>(months, BreakEvenChart::kMaxContractMonths));
    const bool owned = !out.lines.empty() && out.lines.front().kind == BreakEvenLine::Kind::Owned;
    for (std::size_t i = 0; i < rules.size(); ++i) {
        BreakEvenMonthLine m;
        m.key = out.lines[i].key;
        const bool buying = owned && i == 0;
        m.start_usd = buying ? ownedCapex : 0.0;
        m.usd_per_month = buying ? ownedRunning : rules[i].at(volume);
        const double end = out.months_drawn;
        m.points = {{0.0, m.start_usd}, {end, m.start_usd + m.usd_per_month * end}};
        out.by_month.push_back(std::move(m));
    }
}

// The cheapest quote of each rental term as a line: paid every hour (whole units) or only
// when used (per token).
void addRentedLines(BreakEvenChart& out, std::vector<CostRule>& rules, const Catalog& catalog,
                    const System& system, const Assumptions& assumptions, double unitCapacity) {
    const double tokensPerGpuHourM = out.served.tokens_per_gpu_hour / 1e6;
    std::vector<RentalTerm> terms = {RentalTerm::OnDemand, RentalTerm::OneMonth,
                                     RentalTerm::OneYear, RentalTerm::ThreeYear};
    if (assumptions.rental_term == RentalTerm::Spot) terms.insert(terms.begin(), RentalTerm::Spot);
    const CatalogIndex index(catalog);
    for (RentalTerm term : terms) {
        const RentalQuote* best = nullptr;
        for (const RentalQuote* q : index.quotesFor(system))
            if (quoteOffersTerm(*q, term, assumptions.reference_quotes) &&
                (!best || *q->usd_per_gpu_hour < *best->usd_per_gpu_hour))
                best = q;
        if (!best) continue;
        BreakEvenLine l;
        l.kind = BreakEvenLine::Kind::Rented;
        l.key = "rent-" + termName(term);
        l.term = term;
        l.quote_id = best->id;
        l.provider = best->provider;
        l.date = best->date;
        l.usd_per_gpu_hour = *best->usd_per_gpu_hour;
        l.whole_units = !paidOnlyWhenUsed(term);
        l.usd_per_million_tokens = l.usd_per_gpu_hour / tokensPerGpuHourM;
        out.lines.push_back(l);
        rules.push_back(l.whole_units
                            ? CostRule{true, out.unit_gpus * l.usd_per_gpu_hour * kHoursPerMonth,
                                       unitCapacity, 0.0}
                            : CostRule{false, 0.0, 0.0, l.usd_per_million_tokens});
    }
}

// The x axis: eight units' capacity, or past the farthest crossover and the asked volume; each
// line's points over it.
void drawLines(BreakEvenChart& out, const std::vector<CostRule>& rules, double unitCapacity,
               double askedVolume) {
    double right = 8.0 * unitCapacity;
    const bool owned = out.lines.front().kind == BreakEvenLine::Kind::Owned;
    if (owned)
        for (std::size_t i = 1; i < rules.size(); ++i)
            if (const auto v = ownedCheaperFrom(rules[0], rules[i])) {
                out.crossovers.push_back({out.lines[i].key, *v, rules[0].at(*v)});
                right = std::max(right, 1.5 * *v);
            }
    right = std::max(right, 1.25 * askedVolume);
    out.max_million_tokens_per_month = right;
    for (std::size_t i = 0; i < rules.size(); ++i)
        out.lines[i].points = pointsOf(rules[i], right);
}

// Payback of buying at the payback volume, against the cheapest other line there.
void payback(BreakEvenChart& out, const std::vector<CostRule>& rules, const TcoBreakdown& tco,
             double unitCapacity, const Assumptions& assumptions) {
    const double volume = out.payback_million_tokens_per_month;
    std::size_t cheapest = 0;
    for (std::size_t i = 1; i < rules.size(); ++i)
        if (!cheapest || rules[i].at(volume) < rules[cheapest].at(volume)) cheapest = i;
    if (!cheapest) {
        out.payback_note = "nothing to compare owning with";
        return;
    }
    out.payback_against = out.lines[cheapest].key;
    const double units = std::max(1.0, std::ceil(volume / unitCapacity - 1e-12));
    const double gpus = units * out.unit_gpus;
    out.capex_usd = gpus * tco.capex_usd.value();
    const double running = gpus * (tco.total.value() - tco.capital.value()) * kHoursPerMonth;
    const double saving = rules[cheapest].at(volume) - running;
    if (saving > 0.0)
        out.payback_month = static_cast<int>(std::ceil(out.capex_usd / saving - 1e-9));
    byMonth(out, rules, out.capex_usd, running, assumptions);
    if (!(saving > 0.0)) {
        out.payback_note = "at " + shortNumber(volume) +
                           " M tokens a month the owned fleet's "
                           "running cost alone exceeds " +
                           out.lines[cheapest].key + ": buying never pays back";
        return;
    }
    if (*out.payback_month > assumptions.useful_life_years * 12.0)
        out.payback_note =
            "later than the " + shortNumber(assumptions.useful_life_years) + "-year useful life";
}

} // namespace

std::optional<double> stepBelowLineFrom(double k, double c, double p) {
    if (!(k > 0.0) || !(c > 0.0) || !(p > 0.0) || k > p * c) return std::nullopt;
    if (k == p * c) return std::nullopt; // touches at each unit's end, never stays below
    // In unit n the step (k n) is at or below p V from V = k n / p; the next unit starts below
    // the line when k (n + 1) <= p n c, i.e. from n = k / (p c - k) on.
    const double n = std::max(1.0, std::ceil(k / (p * c - k) - 1e-12));
    return k * n / p;
}

BreakEvenChart breakEvenChart(const Catalog& catalog, const System& system, const LlmModel& model,
                              const BreakEvenQuery& query, const Assumptions& assumptions) {
    BreakEvenChart out;
    out.system_id = system.id;
    out.system_name = system.name;
    out.model_id = model.id;
    out.query = query;
    out.utilization_pct = assumptions.utilization_pct;
    const BuyRentApiQuery& w = query.workload;
    const auto api =
        apiOffersFor(catalog, model.id, w.prompt_tokens, w.output_tokens, w.cached_prompt_share);
    out.served = buyRentApiFor(catalog, system, model, w, assumptions, api);
    if (!out.served.served) {
        out.why_not = out.served.why_not;
        return out;
    }
    out.unit_gpus = purchaseUnitGpus(system);
    out.million_tokens_per_gpu_month = out.served.tokens_per_gpu_hour / 1e6 * kHoursPerMonth;
    const double unitCapacity =
        out.unit_gpus * out.million_tokens_per_gpu_month * assumptions.utilization_pct / 100.0;

    std::vector<CostRule> rules;
    const TcoBreakdown tco = computeTco(system, catalog.chip(system.chip_id), assumptions);
    if (tco.total.ok()) {
        BreakEvenLine owned;
        owned.kind = BreakEvenLine::Kind::Owned;
        owned.key = "owned";
        owned.usd_per_gpu_hour = tco.total.value();
        owned.whole_units = true;
        out.lines.push_back(owned);
        rules.push_back(
            {true, out.unit_gpus * owned.usd_per_gpu_hour * kHoursPerMonth, unitCapacity, 0.0});
    }
    addRentedLines(out, rules, catalog, system, assumptions, unitCapacity);
    if (!api.empty()) {
        BreakEvenLine l;
        l.kind = BreakEvenLine::Kind::Api;
        l.key = "api";
        l.quote_id = api.front().price_id;
        l.provider = api.front().provider;
        l.date = api.front().date;
        l.usd_per_million_tokens = api.front().blended_usd_per_million_tokens;
        out.lines.push_back(l);
        rules.push_back({false, 0.0, 0.0, l.usd_per_million_tokens});
    }
    if (out.lines.empty()) {
        out.why_not = "no TCO, rental quote or API price to draw";
        return out;
    }
    out.ok = true;
    drawLines(out, rules, unitCapacity, query.million_tokens_per_month);
    out.payback_million_tokens_per_month = query.million_tokens_per_month > 0
                                               ? query.million_tokens_per_month
                                               : 0.8 * out.max_million_tokens_per_month;
    if (out.lines.front().kind != BreakEvenLine::Kind::Owned) {
        out.payback_note = "not owned: " + out.served.basis.reason;
        byMonth(out, rules, 0.0, 0.0, assumptions);
        return out;
    }
    payback(out, rules, tco, unitCapacity, assumptions);
    return out;
}

} // namespace sil
