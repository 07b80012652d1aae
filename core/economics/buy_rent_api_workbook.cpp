// buy-rent-api as a workbook: the API prices blended by formula over the request's lengths, and
// per system USD per million tokens owned (the TCO sheet's cost per useful hour over its tokens
// per GPU-hour) and rented, and the breakeven utilizations.
#include "core/economics/cost_workbook.h"

#include "core/economics/rental_term.h"
#include "core/economics/tco.h"

namespace sil {

namespace {

using Cell = WorkbookCell;

enum ApiColumn : std::size_t {
    kApiProvider,
    kApiId,
    kApiDate,
    kApiSource,
    kApiInput,
    kApiOutput,
    kApiCachedInput,
    kApiEffectiveInput,
    kApiBlended,
};

enum SystemColumn : std::size_t {
    kSysId,
    kSysBasis,
    kSysLayout,
    kSysTokensPerGpuHour,
    kSysOwnedPerUsefulHour,
    kSysOwnedPerMillion,
    kSysQuote,
    kSysRentedPerGpuHour,
    kSysRentedPerMillion,
    kSysBreakevenRent,
    kSysCheapestApi,
    kSysBreakevenApi,
    kSysNote,
};

void headerRow(WorkbookSheet& s, const std::vector<std::string>& names) {
    for (std::size_t c = 0; c < names.size(); ++c)
        s.at(0, c) = Cell::textOf(names[c]);
}

std::string at(std::size_t r, std::size_t c) {
    return cellAddress(r, c);
}

void putFigure(WorkbookSheet& s, std::size_t r, std::size_t c, const Figure& f,
               const std::string& formula) {
    s.at(r, c) = f.ok() ? Cell::formulaOf(formula, f.value()) : Cell::textOf("n/a: " + f.reason());
}

// The API prices sheet; returns the range of its blended prices ("" when it has none).
std::string addApiSheet(Workbook& wb, const AssumptionCells& in, const BuyRentApiResult& result) {
    WorkbookSheet& s = wb.add(kApiPricesSheet);
    headerRow(s, {"provider", "price_id", "date", "source", "input_usd_per_million",
                  "output_usd_per_million", "cached_input_usd_per_million",
                  "input_usd_per_million_effective", "blended_usd_per_million"});
    s.column_widths = {18, 30, 12, 30, 14, 14, 14, 14, 14};
    const std::string& share = in["cached_prompt_share"];
    const std::string& prompt = in["prompt_tokens"];
    const std::string& output = in["output_tokens"];
    std::size_t r = 1;
    for (const ApiOffer& o : result.api) {
        s.at(r, kApiProvider) = Cell::textOf(o.provider);
        s.at(r, kApiId) = Cell::textOf(o.price_id);
        s.at(r, kApiDate) = Cell::textOf(o.date);
        s.at(r, kApiSource) = Cell::textOf(o.source_id);
        s.at(r, kApiInput) = Cell::inputOf(o.usd_per_million_input_tokens);
        s.at(r, kApiOutput) = Cell::inputOf(o.usd_per_million_output_tokens);
        // The cached share of prompt tokens at the cached price where the provider has one.
        std::string effective = at(r, kApiInput);
        if (o.usd_per_million_cached_input_tokens) {
            s.at(r, kApiCachedInput) = Cell::inputOf(*o.usd_per_million_cached_input_tokens);
            effective =
                share + "*" + at(r, kApiCachedInput) + "+(1-" + share + ")*" + at(r, kApiInput);
        }
        s.at(r, kApiEffectiveInput) =
            Cell::formulaOf(effective, o.effective_usd_per_million_input_tokens);
        s.at(r, kApiBlended) = Cell::formulaOf("(" + at(r, kApiEffectiveInput) + "*" + prompt +
                                                   "+" + at(r, kApiOutput) + "*" + output + ")/(" +
                                                   prompt + "+" + output + ")",
                                               o.blended_usd_per_million_tokens);
        ++r;
    }
    if (result.api.empty()) return {};
    return sheetCell(kApiPricesSheet, 1, kApiBlended, true) + ":" +
           cellAddress(result.api.size(), kApiBlended, true);
}

std::string layoutText(const SystemBuyRentApi& s) {
    return "tp " + std::to_string(s.tp) + " x batch " + std::to_string(s.batch);
}

// One system's row: owned and rented USD per million tokens and the breakevens, as formulas
// over its tokens per GPU-hour, the TCO sheet and the cheapest API price.
void putSystemRow(WorkbookSheet& s, std::size_t r, const AssumptionCells& in, const TcoRowOf& tco,
                  const SystemBuyRentApi& x, const BuyRentApiResult& result,
                  const std::string& apiRange, RentalTerm wanted) {
    s.at(r, kSysId) = Cell::textOf(x.system_id);
    s.at(r, kSysBasis) = Cell::textOf(std::string(costBasisKey(x.basis.kind)));
    if (x.basis.has_quote) {
        s.at(r, kSysQuote) =
            Cell::textOf(rentedQuoteNote(x.basis, wanted) +
                         (x.served ? "; " + clusterLimitNote(x.rented_cluster) : std::string()));
        s.at(r, kSysRentedPerGpuHour) = Cell::inputOf(x.basis.usd_per_gpu_hour_rented);
    }
    if (!x.served) {
        s.at(r, kSysNote) = Cell::textOf("not served: " + x.why_not);
        return;
    }
    const std::string& util = in["utilization_pct"];
    const std::string millions = "(" + at(r, kSysTokensPerGpuHour) + "/1000000)";
    s.at(r, kSysLayout) = Cell::textOf(layoutText(x));
    s.at(r, kSysTokensPerGpuHour) = Cell::inputOf(x.tokens_per_gpu_hour);
    if (const auto row = tco.find(x.system_id); row != tco.end())
        putFigure(s, r, kSysOwnedPerUsefulHour, x.usd_per_gpu_hour_owned,
                  sheetCell(kTcoSheet, row->second, kTcoPerUsefulHour));
    putFigure(s, r, kSysOwnedPerMillion, x.usd_per_million_tokens_owned,
              at(r, kSysOwnedPerUsefulHour) + "/" + millions);
    // A contract is paid for every hour, used or not, as owning is.
    const bool payPerUse = x.basis.has_quote && paidOnlyWhenUsed(x.basis.quote_term);
    putFigure(s, r, kSysRentedPerMillion, x.usd_per_million_tokens_rented,
              at(r, kSysRentedPerGpuHour) + (payPerUse ? "" : "/(" + util + "/100)") + "/" +
                  millions);
    putFigure(s, r, kSysBreakevenRent, x.breakeven_utilization_vs_rent_pct,
              util + "*" + at(r, kSysOwnedPerMillion) + "/" + at(r, kSysRentedPerMillion));
    if (!apiRange.empty())
        s.at(r, kSysCheapestApi) = Cell::formulaOf(
            "MIN(" + apiRange + ")", result.api.front().blended_usd_per_million_tokens);
    putFigure(s, r, kSysBreakevenApi, x.breakeven_utilization_vs_api_pct,
              util + "*" + at(r, kSysOwnedPerMillion) + "/" + at(r, kSysCheapestApi));
}

} // namespace

Workbook buyRentApiWorkbook(const Catalog& catalog, const BuyRentApiResult& result,
                            const Assumptions& a, const std::string& scenarioName) {
    Workbook wb;
    const BuyRentApiQuery& q = result.query;
    const AssumptionCells in = addAssumptionsSheet(
        wb, scenarioName, a,
        {{"model", 0.0, "", "the model served", result.model_id},
         {"prompt_tokens", q.prompt_tokens, "tokens",
          "tokens in per request (the API blend uses it; tokens per GPU-hour were computed at it)",
          ""},
         {"output_tokens", q.output_tokens, "tokens",
          "tokens out per request (the API blend uses it; tokens per GPU-hour were computed at "
          "it)",
          ""},
         {"cached_prompt_share", q.cached_prompt_share, "0..1",
          "share of prompt tokens at a provider's cached-input price where it has one", ""}});
    std::vector<const System*> systems;
    for (const SystemBuyRentApi& x : result.systems)
        if (const System* sys = catalog.system(x.system_id)) systems.push_back(sys);
    const TcoRowOf tco = addTcoSheet(wb, in, catalog, systems, a);
    const std::string apiRange = addApiSheet(wb, in, result);
    WorkbookSheet& s = wb.add(kBuyRentApiSheet);
    headerRow(s, {"system", "cost_basis", "layout", "tokens_per_gpu_hour",
                  "owned_usd_per_useful_gpu_hour", "usd_per_million_tokens_owned", "rented_quote",
                  "rental_usd_per_gpu_hour", "usd_per_million_tokens_rented",
                  "breakeven_utilization_vs_rent_pct", "cheapest_api_usd_per_million",
                  "breakeven_utilization_vs_api_pct", "note"});
    s.column_widths = {22, 10, 16, 16, 14, 14, 50, 14, 14, 14, 14, 14, 50};
    std::size_t r = 1;
    for (const SystemBuyRentApi& x : result.systems)
        putSystemRow(s, r++, in, tco, x, result, apiRange, a.rental_term);
    return wb;
}

} // namespace sil
