// price-history and compare-scenarios: rental prices over time, and two scenarios side by side.
#include "app/cli/CliContext.h"
#include "core/economics/price_history.h"
#include "core/economics/scenario_compare.h"

namespace sil::cli {

using nlohmann::json;

namespace {

json optJson(const std::optional<double>& v) {
    return v ? json(*v) : json(nullptr);
}

json deltaJson(const Delta& d) {
    json o = {{"a", figureJson(d.a)},
              {"b", figureJson(d.b)},
              {"delta", figureJson(d.delta)},
              {"delta_pct", figureJson(d.pct)}};
    if (!d.delta.ok()) o["na_reason"] = d.delta.reason();
    return o;
}

} // namespace

int runPriceHistory(CliContext& c) {
    if (c.opt.chip.empty()) throw CliError{2, "price-history needs --chip ID (e.g. --chip h100)"};
    const ChipChoice chip = resolvePriceChip(c.catalog, c.opt.chip);
    if (!chip.error.empty()) throw CliError{1, chip.error};
    if (!chip.note.empty()) c.err << "note: " << chip.note << "\n";
    std::optional<RentalTerm> term;
    if (!c.opt.term.empty()) {
        term = parseTermName(c.opt.term);
        if (!term)
            throw CliError{2,
                           "--term: expected spot, on-demand, 1-month, 1-year or 3-year, got \"" +
                               c.opt.term + "\""};
    }
    if (!c.opt.group.empty() && c.opt.group != "term" && c.opt.group != "tier")
        throw CliError{2, "--group: expected term or tier, got \"" + c.opt.group + "\""};
    const bool byTier = c.opt.group == "tier";
    const PriceHistory h = byTier ? priceHistoryByTier(c.catalog, chip.chip_id, term)
                                  : priceHistory(c.catalog, chip.chip_id, term);
    // "on-demand", or "neocloud on-demand" when grouped by tier.
    auto seriesName = [](const PriceSeries& s) {
        return s.tier ? std::string(providerTierKey(*s.tier)) + " " + termName(s.term)
                      : termName(s.term);
    };
    if (c.opt.format == OutputFormat::Json) {
        json series = json::array();
        for (const PriceSeries& s : h.series) {
            json points = json::array();
            for (const PricePoint& p : s.points)
                points.push_back({{"quote_id", p.quote_id},
                                  {"provider", p.provider},
                                  {"tier", std::string(providerTierKey(p.tier))},
                                  {"date", p.date},
                                  {"day", formatQuoteDay(p.day)},
                                  {"usd_per_gpu_hour", p.usd_per_gpu_hour}});
            json trend = {{"ok", s.trend.ok}};
            if (s.trend.ok) {
                trend["usd_per_gpu_hour_per_year"] = s.trend.usd_per_gpu_hour_per_year;
                trend["pct_per_year"] = s.trend.pct_per_year;
                trend["fitted_usd_per_gpu_hour_at_latest"] =
                    s.trend.fitted_usd_per_gpu_hour_at_latest;
                trend["from"] = formatQuoteDay(s.trend.first_day);
                trend["to"] = formatQuoteDay(s.trend.last_day);
            } else {
                trend["reason"] = s.trend.reason;
            }
            json one = {{"term", termName(s.term)}, {"points", points}, {"trend", trend}};
            if (s.tier) one["tier"] = std::string(providerTierKey(*s.tier));
            series.push_back(std::move(one));
        }
        json skipped = json::array();
        for (const SkippedQuote& q : h.skipped)
            skipped.push_back({{"quote_id", q.quote_id},
                               {"provider", q.provider},
                               {"term", termName(q.term)},
                               {"reason", q.reason}});
        c.out << json{{"chip_id", h.chip_id},
                      {"group", byTier ? "tier" : "term"},
                      {"series", series},
                      {"skipped", skipped}}
                     .dump(2)
              << "\n";
        return 0;
    }
    Table t;
    t.headers = {"term", "tier", "date", "usd_per_gpu_hour", "provider", "quote_id"};
    for (const PriceSeries& s : h.series)
        for (const PricePoint& p : s.points)
            t.rows.push_back({termName(s.term), std::string(providerTierKey(p.tier)), p.date,
                              p.usd_per_gpu_hour, p.provider, p.quote_id});
    writeTable(t, c.opt.format, c.out);
    if (c.opt.format != OutputFormat::Table) return 0;
    c.out << "\nTrend (least squares, price against time):\n";
    for (const PriceSeries& s : h.series) {
        c.out << "  " << seriesName(s) << ": ";
        if (s.trend.ok)
            c.out << formatNumber(s.trend.usd_per_gpu_hour_per_year) << " USD/GPU-hour per year ("
                  << formatNumber(s.trend.pct_per_year, 3) << " %/year of the fitted "
                  << formatNumber(s.trend.fitted_usd_per_gpu_hour_at_latest) << " on "
                  << formatQuoteDay(s.trend.last_day) << ")\n";
        else
            c.out << s.trend.reason << "\n";
    }
    if (byTier)
        c.out << "Tiers are ours, from the provider's name: hyperscaler (AWS, Azure, Google "
                 "Cloud, Oracle), marketplace (Vast.ai, RunPod community, Spheron), analyst "
                 "(SemiAnalysis reference rates), neocloud (every other provider).\n";
    for (const SkippedQuote& q : h.skipped)
        c.out << "skipped " << q.quote_id << " (" << q.provider << ", " << termName(q.term)
              << "): " << q.reason << "\n";
    return 0;
}

int runCompareScenarios(CliContext& c) {
    if (c.opt.scenario_a.empty() || c.opt.scenario_b.empty())
        throw CliError{2, "compare-scenarios needs --a NAME|FILE and --b NAME|FILE"};
    const Scenario a = c.loadScenario(c.opt.scenario_a);
    const Scenario b = c.loadScenario(c.opt.scenario_b);
    std::vector<std::string> ids;
    for (const System* s : c.selectedSystems(c.catalog))
        ids.push_back(s->id);
    const ScenarioComparison r = compareScenarios(c.catalog, a, b, ids);
    if (!r.error.empty()) throw CliError{1, r.error};
    if (c.opt.format == OutputFormat::Json) {
        json assumptions = json::array();
        for (const AssumptionDiff& d : r.assumptions)
            assumptions.push_back(
                {{"key", d.key}, {"label", d.label}, {"unit", d.unit}, {"a", d.a}, {"b", d.b}});
        json overrides = json::array();
        for (const OverrideDiff& d : r.overrides)
            overrides.push_back({{"entity", d.entity},
                                 {"id", d.id},
                                 {"field", d.field},
                                 {"a", optJson(d.a)},
                                 {"b", optJson(d.b)}});
        json systems = json::array();
        for (const SystemComparison& s : r.systems) {
            json o = {{"id", s.system_id},
                      {"name", s.system_name},
                      {"tco_usd_per_gpu_hour", deltaJson(s.tco_usd_per_gpu_hour)},
                      {"tco_usd_per_pflop_hour_bf16", deltaJson(s.tco_usd_per_pflop_hour_bf16)},
                      {"tco_usd_per_pflop_hour_fp8", deltaJson(s.tco_usd_per_pflop_hour_fp8)}};
            if (!s.na_reason.empty()) o["na_reason"] = s.na_reason;
            systems.push_back(o);
        }
        c.out << json{{"a", r.name_a},
                      {"b", r.name_b},
                      {"assumption_differences", assumptions},
                      {"override_differences", overrides},
                      {"systems", systems}}
                     .dump(2)
              << "\n";
        return 0;
    }
    const bool table = c.opt.format == OutputFormat::Table;
    if (table) c.out << "A: " << r.name_a << "\nB: " << r.name_b << "\n\nAssumption differences";
    if (table && r.assumptions.empty()) c.out << ": none";
    if (table) c.out << "\n";
    if (!r.assumptions.empty()) {
        Table t;
        t.headers = {"key", "label", "unit", "a", "b"};
        for (const AssumptionDiff& d : r.assumptions)
            t.rows.push_back({d.key, d.label, d.unit, d.a, d.b});
        writeTable(t, c.opt.format, c.out);
    }
    if (table) c.out << "\nOverride differences" << (r.overrides.empty() ? ": none" : "") << "\n";
    if (!r.overrides.empty()) {
        Table t;
        t.headers = {"entity", "id", "field", "a", "b"};
        for (const OverrideDiff& d : r.overrides)
            t.rows.push_back({d.entity, d.id, d.field, optJson(d.a), optJson(d.b)});
        writeTable(t, c.opt.format, c.out);
    }
    if (table) c.out << "\nPer system (B - A; n/a: not computable, reason at the end)\n";
    Table t;
    t.headers = {"id",
                 "tco_usd_per_gpu_hour_a",
                 "tco_usd_per_gpu_hour_b",
                 "delta_usd",
                 "delta_pct",
                 "tco_usd_per_pflop_hour_bf16_a",
                 "tco_usd_per_pflop_hour_bf16_b",
                 "delta_pct_bf16"};
    for (const SystemComparison& s : r.systems) {
        const Delta& d = s.tco_usd_per_gpu_hour;
        const Delta& p = s.tco_usd_per_pflop_hour_bf16;
        t.rows.push_back({s.system_id, figureJson(d.a), figureJson(d.b), figureJson(d.delta),
                          figureJson(d.pct), figureJson(p.a), figureJson(p.b), figureJson(p.pct)});
    }
    writeTable(t, c.opt.format, c.out);
    if (table)
        for (const SystemComparison& s : r.systems)
            if (!s.na_reason.empty()) c.out << "n/a " << s.system_id << ": " << s.na_reason << "\n";
    return 0;
}

} // namespace sil::cli
