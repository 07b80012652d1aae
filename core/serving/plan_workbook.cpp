#include "core/serving/plan_workbook.h"

#include "core/economics/rental_term.h"
#include "core/economics/tco.h"

namespace sil {

namespace {

using Cell = WorkbookCell;

enum PlanColumn : std::size_t {
    kPlanSystem,
    kPlanLayout,
    kPlanGpus,
    kPlanGpusBought,
    kPlanRequestsPerS,
    kPlanPrefillShare,
    kPlanItKw,
    kPlanFacilityMw,
    kPlanCapex,
    kPlanOpexPerYear,
    kPlanOwnedInput,
    kPlanOwnedOutput,
    kPlanOwnedBlended,
    kPlanQuote,
    kPlanRentalPerGpuHour,
    kPlanRentedInput,
    kPlanRentedOutput,
    kPlanRentedBlended,
    kPlanNote,
};

std::string at(std::size_t r, std::size_t c) {
    return cellAddress(r, c);
}

std::string layoutText(const PlanLayout& l) {
    if (l.kind == LayoutChoiceKind::Aggregated)
        return "agg tp" + std::to_string(l.tp) + (l.pp > 1 ? " pp" + std::to_string(l.pp) : "") +
               (l.dp > 1 ? " ep" + std::to_string(l.tp * l.dp) : "") + " x" +
               std::to_string(l.replicas);
    return "disagg P tp" + std::to_string(l.prefill_tp) + " x" +
           std::to_string(l.prefill_replicas) + " + D tp" + std::to_string(l.tp) + " x" +
           std::to_string(l.decode_replicas);
}

// Million tokens an average hour serves: input (less the cached share), output, or both.
struct TokenCells {
    std::string input, output, all;
};
TokenCells millionTokensPerHour(std::size_t r, const AssumptionCells& in) {
    const std::string rps = at(r, kPlanRequestsPerS);
    const std::string& prompt = in["prompt_tokens"];
    const std::string& output = in["output_tokens"];
    const std::string& cached = in["cached_prompt_share"];
    return {"(" + rps + "*" + prompt + "*(1-" + cached + ")*3600/1000000)",
            "(" + rps + "*" + output + "*3600/1000000)",
            "(" + rps + "*(" + prompt + "+" + output + ")*3600/1000000)"};
}

// USD per million input, output and all tokens of a fleet costing `usdPerHour` (priceFleet):
// split between prefill and decode by the prefill share of GPU time.
void putPriced(WorkbookSheet& s, std::size_t r, std::size_t firstColumn,
               const std::string& usdPerHour, const TokenCells& tokens, double in, double out,
               double blended) {
    const std::string share = at(r, kPlanPrefillShare);
    s.at(r, firstColumn) = Cell::formulaOf(usdPerHour + "*" + share + "/" + tokens.input, in);
    s.at(r, firstColumn + 1) =
        Cell::formulaOf(usdPerHour + "*(1-" + share + ")/" + tokens.output, out);
    s.at(r, firstColumn + 2) = Cell::formulaOf(usdPerHour + "/" + tokens.all, blended);
}

void putOwned(WorkbookSheet& s, std::size_t r, const PlanResult& p, std::size_t tcoRow,
              const TokenCells& tokens) {
    if (!p.owned_cost) {
        s.at(r, kPlanOwnedBlended) = Cell::textOf("n/a: no ownership TCO (" + p.owned_na + ")");
        return;
    }
    const std::string bought = at(r, kPlanGpusBought);
    const std::string total = sheetCell(kTcoSheet, tcoRow, kTcoTotal);
    s.at(r, kPlanCapex) =
        Cell::formulaOf(sheetCell(kTcoSheet, tcoRow, kTcoCapex) + "*" + bought, p.capex_usd);
    s.at(r, kPlanOpexPerYear) = Cell::formulaOf(
        "(" + total + "-" + sheetCell(kTcoSheet, tcoRow, kTcoCapital) + ")*" + bought + "*8760",
        p.opex_usd_per_year);
    putPriced(s, r, kPlanOwnedInput, total + "*" + bought, tokens,
              p.usd_per_million_input_tokens.value, p.usd_per_million_output_tokens.value,
              p.usd_per_million_tokens_blended.value);
}

void putRented(WorkbookSheet& s, std::size_t r, const PlanResult& p, const TokenCells& tokens) {
    if (p.rentals.empty()) return;
    const PlanRental& q = p.rentals.front(); // the cheapest of the term
    std::string note = q.provider + " " + termName(q.term) + " quote " + q.quote_id;
    if (!q.date.empty()) note += " (" + q.date + ")";
    if (q.reference) note += ", an analyst's reference rate, not an offer";
    if (q.term_fallback) note += "; the scenario's term had no quote, so the next longer term";
    note += "; " + clusterLimitNote(q.cluster);
    s.at(r, kPlanQuote) = Cell::textOf(note);
    s.at(r, kPlanRentalPerGpuHour) = Cell::inputOf(q.usd_per_gpu_hour);
    putPriced(s, r, kPlanRentedInput, at(r, kPlanRentalPerGpuHour) + "*" + at(r, kPlanGpus), tokens,
              q.usd_per_million_input_tokens, q.usd_per_million_output_tokens,
              q.usd_per_million_tokens_blended);
}

void putPlanRow(WorkbookSheet& s, std::size_t r, const AssumptionCells& in, const TcoRowOf& tco,
                const PlanResult& p, double itKwPerGpu) {
    s.at(r, kPlanSystem) = Cell::textOf(p.system);
    if (!p.fits) {
        s.at(r, kPlanNote) = Cell::textOf("cannot serve: " + p.why_not);
        return;
    }
    const std::size_t tcoRow = tco.at(p.system);
    s.at(r, kPlanLayout) = Cell::textOf(layoutText(p.layout));
    s.at(r, kPlanGpus) = Cell::inputOf(p.gpus);
    s.at(r, kPlanGpusBought) = Cell::inputOf(p.gpus_bought);
    s.at(r, kPlanRequestsPerS) = Cell::inputOf(p.requests_per_s);
    s.at(r, kPlanPrefillShare) = Cell::inputOf(p.prefill_time_share);
    if (p.power_na.empty()) {
        s.at(r, kPlanItKw) = Cell::formulaOf(sheetCell(kTcoSheet, tcoRow, kTcoItKw), itKwPerGpu);
        s.at(r, kPlanFacilityMw) = Cell::formulaOf(
            at(r, kPlanGpusBought) + "*" + at(r, kPlanItKw) + "/1000*" + in["pue"], p.facility_mw);
    } else {
        s.at(r, kPlanFacilityMw) = Cell::textOf("n/a: " + p.power_na);
    }
    const TokenCells tokens = millionTokensPerHour(r, in);
    putOwned(s, r, p, tcoRow, tokens);
    putRented(s, r, p, tokens);
    std::string note = p.sized_by_simulation ? "GPUs sized by simulation" : p.sizing_note;
    note += std::string(note.empty() ? "" : "; ") + "bought in whole " +
            (p.system_unit_is_rack ? "racks" : "servers");
    s.at(r, kPlanNote) = Cell::textOf(note);
}

} // namespace

Workbook planWorkbook(const Catalog& catalog, const std::vector<PlanResult>& results,
                      const LlmModel& model, const TrafficProfile& traffic, const Assumptions& a,
                      const std::string& scenarioName) {
    Workbook wb;
    const AssumptionCells in = addAssumptionsSheet(
        wb, scenarioName, a,
        {{"model", 0.0, "", "the model served", model.id},
         {"prompt_tokens", traffic.prompt_tokens, "tokens",
          "mean tokens in per request (the fleet was sized for it)", ""},
         {"output_tokens", traffic.output_tokens, "tokens",
          "mean tokens out per request (the fleet was sized for it)", ""},
         {"cached_prompt_share", traffic.cached_prompt_share, "0..1",
          "share of prompt tokens a prefix cache serves (not prefilled, not priced)", ""}});
    std::vector<const System*> systems;
    for (const PlanResult& p : results)
        if (const System* sys = catalog.system(p.system)) systems.push_back(sys);
    const TcoRowOf tco = addTcoSheet(wb, in, catalog, systems, a);
    WorkbookSheet& s = wb.add(kPlanSheet);
    const std::vector<std::string> headers = {"system",
                                              "layout",
                                              "gpus",
                                              "gpus_bought",
                                              "requests_per_s",
                                              "prefill_time_share",
                                              "it_kw_per_gpu",
                                              "facility_mw",
                                              "capex_usd",
                                              "opex_usd_per_year",
                                              "usd_per_m_input_owned",
                                              "usd_per_m_output_owned",
                                              "usd_per_m_blended_owned",
                                              "rented_quote",
                                              "rental_usd_per_gpu_hour",
                                              "usd_per_m_input_rented",
                                              "usd_per_m_output_rented",
                                              "usd_per_m_blended_rented",
                                              "note"};
    for (std::size_t c = 0; c < headers.size(); ++c)
        s.at(0, c) = Cell::textOf(headers[c]);
    s.column_widths = {22, 26, 10, 10, 12, 12, 12, 12, 16, 16, 14, 14, 14, 50, 14, 14, 14, 14, 60};
    std::size_t r = 1;
    for (const PlanResult& p : results) {
        const System* sys = catalog.system(p.system);
        if (!sys) continue;
        const TcoBreakdown t = computeTco(*sys, catalog.chip(sys->chip_id), a);
        putPlanRow(s, r++, in, tco, p, t.it_kw.valueOr(0.0));
    }
    return wb;
}

} // namespace sil
