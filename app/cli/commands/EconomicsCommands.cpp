// tco, rent-vs-buy, sensitivity: what owning and renting each system costs.
#include "app/cli/CliContext.h"

#include "core/economics/assumptions.h"
#include "core/economics/cost_workbook.h"
#include "core/economics/rental_term.h"
#include "core/economics/tco.h"

namespace sil::cli {

using nlohmann::json;

namespace {
// cost_basis and what goes with it: the rental quote a rented system is priced at, or why a
// system has no cost at all.
void putCostBasis(json& o, const CostBasis& b, RentalTerm wanted) {
    o["cost_basis"] = std::string(costBasisKey(b.kind));
    if (b.kind != CostBasisKind::Owned) o["cost_basis_reason"] = b.reason;
    if (b.kind != CostBasisKind::Rented) return;
    o["usd_per_gpu_hour_rented"] = b.usd_per_gpu_hour_rented;
    o["rented_quote"] = b.quote_id;
    o["rented_provider"] = b.provider;
    o["rented_term"] = termName(b.term);
    o["rented_quote_date"] = b.quote_date;
    o["rented_quote_is_reference"] = b.quote_reference;
    o["rented_term_note"] = rentedQuoteNote(b, wanted);
}

json perDtype(const SystemResult& r, Figure DtypeResult::*member) {
    json obj = json::object();
    for (Dtype d : kAllDtypes)
        obj[std::string(dtypeKey(d))] = figureJson(r.per_dtype[index(d)].*member);
    return obj;
}

} // namespace

int runTco(CliContext& c) {
    const auto systems = c.selectedSystems(c.effective());
    if (c.opt.format == OutputFormat::Xlsx) {
        c.writeWorkbookOut(
            tcoWorkbook(c.effective(), systems, c.scenario.assumptions, c.scenario.name));
        return 0;
    }
    const CatalogIndex catalogIndex(c.effective()); // once, not per system
    std::vector<SystemResult> results(systems.size());
    std::vector<CostBasis> bases(systems.size());
    for (std::size_t i = 0; i < systems.size(); ++i) {
        evaluateSystemInto(catalogIndex, *systems[i], c.scenario.assumptions, results[i]);
        bases[i] = costBasisOf(catalogIndex, *systems[i], c.scenario.assumptions);
    }
    if (c.opt.format == OutputFormat::Json) {
        json arr = json::array();
        for (std::size_t i = 0; i < results.size(); ++i) {
            const SystemResult& r = results[i];
            json na = json::object();
            auto put = [&](json& obj, const char* key, const Figure& f) {
                obj[key] = figureJson(f);
                if (!f.ok()) na[key] = f.reason();
            };
            json o = {{"id", r.system_id},
                      {"name", r.system_name},
                      {"chip_id", r.chip_id},
                      {"scenario", c.scenario.name}};
            put(o, "capex_usd", r.tco.capex_usd);
            o["capex_as_of"] = capexAsOf(c.effective(), *c.effective().system(r.system_id));
            put(o, "it_kw", r.tco.it_kw);
            o["it_power_estimated"] = r.tco.it_power_estimated;
            put(o, "capital_usd_per_hour", r.tco.capital);
            put(o, "power_usd_per_hour", r.tco.power);
            put(o, "colocation_usd_per_hour", r.tco.colocation);
            put(o, "support_usd_per_hour", r.tco.support);
            put(o, "maintenance_usd_per_hour", r.tco.maintenance);
            put(o, "software_usd_per_hour", r.tco.software);
            put(o, "tco_usd_per_hour", r.tco.total);
            put(o, "tco_usd_per_useful_hour", r.tco.per_useful_hour);
            o["capital_usd_per_pflop_hour"] = perDtype(r, &DtypeResult::capital_per_pflop_hour);
            o["tco_usd_per_pflop_hour"] = perDtype(r, &DtypeResult::tco_per_pflop_hour);
            o["realized_capital_usd_per_pflop_hour"] =
                perDtype(r, &DtypeResult::realized_capital_per_pflop_hour);
            o["realized_tco_usd_per_pflop_hour"] =
                perDtype(r, &DtypeResult::realized_tco_per_pflop_hour);
            o["tflops_per_watt"] = perDtype(r, &DtypeResult::tflops_per_watt);
            o["tflops_per_facility_watt"] = perDtype(r, &DtypeResult::tflops_per_facility_watt);
            o["cheapest_option"] = r.cheapest_option;
            putCostBasis(o, bases[i], c.scenario.assumptions.rental_term);
            o["status"] = systemStatusJson(c.effective(), r.system_id);
            o["na_reasons"] = na;
            arr.push_back(o);
        }
        c.out << arr.dump(2) << "\n";
        return 0;
    }
    Table t;
    t.headers = {"id",
                 "capex_usd",
                 "capital_usd_per_hour",
                 "power_usd_per_hour",
                 "colocation_usd_per_hour",
                 "support_usd_per_hour",
                 "maintenance_usd_per_hour",
                 "tco_usd_per_hour",
                 "tco_usd_per_useful_hour",
                 "capital_usd_per_pflop_hour_fp8",
                 "tco_usd_per_pflop_hour_fp8",
                 "tflops_per_watt_fp8",
                 "cost_basis",
                 "status"};
    for (std::size_t i = 0; i < results.size(); ++i) {
        const SystemResult& r = results[i];
        // "rented 1.95 (quote-id)": a rented system's hours are priced at that quote.
        std::string basis(costBasisKey(bases[i].kind));
        if (bases[i].kind == CostBasisKind::Rented)
            basis += " " + formatNumber(bases[i].usd_per_gpu_hour_rented) + " (" +
                     bases[i].quote_id + ")";
        t.rows.push_back({r.system_id, figureJson(r.tco.capex_usd), figureJson(r.tco.capital),
                          figureJson(r.tco.power), figureJson(r.tco.colocation),
                          figureJson(r.tco.support), figureJson(r.tco.maintenance),
                          figureJson(r.tco.total), figureJson(r.tco.per_useful_hour),
                          figureJson(r.per_dtype[index(Dtype::FP8)].capital_per_pflop_hour),
                          figureJson(r.per_dtype[index(Dtype::FP8)].tco_per_pflop_hour),
                          figureJson(r.per_dtype[index(Dtype::FP8)].tflops_per_watt), basis,
                          systemStatusJson(c.effective(), r.system_id)});
    }
    writeTable(t, c.opt.format, c.out);
    if (c.opt.format == OutputFormat::Table)
        c.err << "scenario " << c.scenario.name << "; USD per GPU-hour unless noted\n";
    return 0;
}

int runRentVsBuy(CliContext& c) {
    Table t;
    t.headers = {"system",
                 "quote",
                 "provider",
                 "term",
                 "date",
                 "quote_kind",
                 "rental_usd_per_gpu_hour",
                 "tco_usd_per_hour",
                 "breakeven_utilization_pct",
                 "monthly_savings_buying_usd",
                 "rent_usd_per_useful_hour",
                 "own_usd_per_useful_hour",
                 "cheapest",
                 "max_cluster_gpus",
                 "rented_exceeds_max_cluster",
                 "cluster_note",
                 "status"};
    const CatalogIndex catalogIndex(c.effective()); // once, not per system
    for (const System* s : c.selectedSystems(c.effective())) {
        SystemResult r;
        evaluateSystemInto(catalogIndex, *s, c.scenario.assumptions, r);
        for (const auto& q : r.rentals) {
            // --term: that term's quotes only; every row says whether it is an offer.
            if (!c.opt.term.empty() && q.term != c.scenario.assumptions.rental_term) continue;
            const char* kind = q.reference                  ? "analyst reference"
                               : q.term == RentalTerm::Spot ? "spot offer"
                                                            : "offer";
            t.rows.push_back(
                {r.system_id, q.quote_id, q.provider, termName(q.term), q.date, kind,
                 q.rental_usd_per_gpu_hour, figureJson(r.tco.total),
                 figureJson(q.breakeven_utilization_pct), figureJson(q.monthly_savings_buying_usd),
                 figureJson(q.rent_per_useful_hour), figureJson(r.tco.per_useful_hour),
                 r.cheapest_option == q.quote_id,
                 q.cluster.max_cluster_gpus ? json(*q.cluster.max_cluster_gpus) : json(),
                 q.cluster.exceeds, clusterLimitNote(q.cluster),
                 systemStatusJson(c.effective(), r.system_id)});
        }
    }
    writeTable(t, c.opt.format, c.out);
    return 0;
}

int runSensitivity(CliContext& c) {
    const System& s = c.requireSystem(c.effective(), c.opt.system, "--system");
    const auto sens = tcoSensitivity(s, c.effective().chip(s.chip_id), c.scenario.assumptions);
    if (sens.empty()) throw CliError{1, s.id + ": TCO is n/a, so it has no sensitivity"};
    Table t;
    t.headers = {"assumption", "unit", "value", "usd_per_hour_per_unit", "elasticity"};
    for (const auto& x : sens) {
        const AssumptionDef* d = findAssumption(x.key);
        t.rows.push_back({x.key, d->unit, c.scenario.assumptions.*(d->member),
                          x.usd_per_hour_per_unit, x.elasticity});
    }
    writeTable(t, c.opt.format, c.out);
    return 0;
}

} // namespace sil::cli
