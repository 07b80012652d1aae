// buy-rent-api: serving a model on owned GPUs, on rented GPUs or through a provider's API, per
// million tokens, and the utilization at which owning breaks even with either.
#include "app/cli/CliContext.h"

#include "core/catalog/citations.h"
#include "core/economics/buy_rent_api.h"
#include "core/economics/cost_workbook.h"
#include "core/economics/rental_term.h"

namespace sil::cli {

using nlohmann::json;

namespace {

const LlmModel& modelOption(const CliContext& c) {
    if (c.opt.model.empty())
        throw CliError{2, "--model ID is required (catalog list --kind models)"};
    const LlmModel* m = c.effective().model(c.opt.model);
    if (!m) {
        std::string known;
        for (const auto& x : c.effective().models)
            known += (known.empty() ? "" : ", ") + x.id;
        throw CliError{1, "unknown model \"" + c.opt.model + "\"; known models: " + known};
    }
    return *m;
}

// A figure, and beside it why it is n/a.
void putFigure(json& o, const char* key, const Figure& f) {
    o[key] = figureJson(f);
    if (!f.ok()) o[std::string(key) + "_na"] = f.reason();
}

json apiJson(const CliContext& c, const ApiOffer& a) {
    const Source* src = c.effective().source(a.source_id);
    return {{"id", a.price_id},
            {"provider", a.provider},
            {"date", a.date},
            {"usd_per_million_input_tokens", a.usd_per_million_input_tokens},
            {"usd_per_million_output_tokens", a.usd_per_million_output_tokens},
            {"usd_per_million_cached_input_tokens",
             a.usd_per_million_cached_input_tokens ? json(*a.usd_per_million_cached_input_tokens)
                                                   : json(nullptr)},
            {"cached_prompt_share", a.cached_prompt_share},
            {"cached_price_used", a.cached_price_used},
            {"usd_per_million_input_tokens_effective", a.effective_usd_per_million_input_tokens},
            {"input_price_used", a.input_price_used},
            {"usd_per_million_tokens_blended", a.blended_usd_per_million_tokens},
            {"source", a.source_id},
            {"source_url", src && isUrl(src->location) ? json(src->location) : json(nullptr)}};
}

json systemJson(const SystemBuyRentApi& s, RentalTerm wanted) {
    json o = {{"system", s.system_id},
              {"name", s.system_name},
              {"cost_basis", std::string(costBasisKey(s.basis.kind))},
              {"served", s.served}};
    if (!s.basis.reason.empty()) o["cost_basis_reason"] = s.basis.reason;
    if (s.served) {
        o["layout"] = {{"gpus", s.gpus}, {"tp", s.tp}, {"batch", s.batch}};
        o["tokens_per_s_per_user"] = s.tokens_per_s_per_user;
        o["ttft_ms"] = s.ttft_ms;
        o["tokens_per_gpu_hour"] = s.tokens_per_gpu_hour;
    } else {
        o["why_not"] = s.why_not;
    }
    putFigure(o, "usd_per_gpu_hour_owned", s.usd_per_gpu_hour_owned);
    putFigure(o, "usd_per_million_tokens_owned", s.usd_per_million_tokens_owned);
    putFigure(o, "usd_per_million_tokens_rented", s.usd_per_million_tokens_rented);
    if (s.basis.has_quote) {
        o["rented_quote"] = s.basis.quote_id;
        o["rented_provider"] = s.basis.provider;
        o["rented_term"] = termName(s.basis.term);
        o["rented_quote_date"] = s.basis.quote_date;
        o["rented_quote_is_reference"] = s.basis.quote_reference;
        o["usd_per_gpu_hour_rented"] = s.basis.usd_per_gpu_hour_rented;
        o["rented_quote_note"] = rentedQuoteNote(s.basis, wanted);
        putClusterLimit(o, s.rented_cluster);
    } else {
        o["rented_quote"] = nullptr;
    }
    putFigure(o, "breakeven_utilization_vs_rent", s.breakeven_utilization_vs_rent_pct);
    putFigure(o, "breakeven_utilization_vs_api", s.breakeven_utilization_vs_api_pct);
    return o;
}

} // namespace

int runBuyRentApi(CliContext& c) {
    const LlmModel& model = modelOption(c);
    BuyRentApiQuery q;
    if (c.opt.prompt > 0) q.prompt_tokens = c.opt.prompt;
    if (c.opt.output > 0) q.output_tokens = c.opt.output;
    if (c.opt.min_tokens_per_user > 0) q.min_tokens_per_user = c.opt.min_tokens_per_user;
    if (c.opt.cached_prompt_share >= 0) q.cached_prompt_share = c.opt.cached_prompt_share;
    if (!c.opt.weights.empty()) {
        const auto w = parseNumberFormat(c.opt.weights);
        if (!w)
            throw CliError{2,
                           "--weights: expected bf16, fp8 or fp4, got \"" + c.opt.weights + "\""};
        q.weights = *w;
    }
    const auto selected = c.selectedSystems(c.effective());
    const BuyRentApiResult r =
        buyRentApi(c.effective(), model, selected, q, c.scenario.assumptions);
    if (c.opt.format == OutputFormat::Xlsx) {
        c.writeWorkbookOut(
            buyRentApiWorkbook(c.effective(), r, c.scenario.assumptions, c.scenario.name));
        return 0;
    }
    if (c.opt.format == OutputFormat::Json) {
        json api = json::array();
        for (const auto& a : r.api)
            api.push_back(apiJson(c, a));
        json systems = json::array();
        for (const auto& s : r.systems) {
            json o = systemJson(s, c.scenario.assumptions.rental_term);
            o["status"] = systemStatusJson(c.effective(), s.system_id);
            o["api"] = api; // each system's answer carries the prices it was compared with
            systems.push_back(std::move(o));
        }
        const json out = {{"model", r.model_id},
                          {"scenario", c.scenario.name},
                          {"prompt_tokens", q.prompt_tokens},
                          {"output_tokens", q.output_tokens},
                          {"min_tokens_per_user", q.min_tokens_per_user},
                          {"cached_prompt_share", q.cached_prompt_share},
                          {"weights", std::string(numberFormatKey(q.weights))},
                          {"utilization_pct", r.utilization_pct},
                          {"owned_cost_rule", kOwnedTokenCostRule},
                          {"rented_term", termName(c.scenario.assumptions.rental_term)},
                          {"reference_quotes", c.scenario.assumptions.reference_quotes},
                          {"rented_choice", rentalChoiceLabel(c.scenario.assumptions)},
                          {"api", api},
                          {"systems", systems}};
        c.out << out.dump(2) << "\n";
        return 0;
    }
    Table t;
    t.headers = {"system",
                 "basis",
                 "layout",
                 "tokens_per_gpu_hour",
                 "usd_per_million_tokens_owned",
                 "usd_per_million_tokens_rented",
                 "rented_quote",
                 "rented_cluster_note",
                 "cheapest_api_usd_per_million_tokens",
                 "breakeven_utilization_vs_rent_pct",
                 "breakeven_utilization_vs_api_pct",
                 "status"};
    const ApiOffer* cheapest = r.api.empty() ? nullptr : &r.api.front();
    for (const auto& s : r.systems)
        t.rows.push_back(
            {s.system_id, std::string(costBasisKey(s.basis.kind)),
             s.served ? json("tp " + std::to_string(s.tp) + " x batch " + std::to_string(s.batch))
                      : json(nullptr),
             s.served ? json(s.tokens_per_gpu_hour) : json(nullptr),
             figureJson(s.usd_per_million_tokens_owned),
             figureJson(s.usd_per_million_tokens_rented),
             s.basis.has_quote ? json(s.basis.quote_id) : json(nullptr),
             s.basis.has_quote && s.served ? json(clusterLimitNote(s.rented_cluster))
                                           : json(nullptr),
             cheapest ? json(cheapest->blended_usd_per_million_tokens) : json(nullptr),
             figureJson(s.breakeven_utilization_vs_rent_pct),
             figureJson(s.breakeven_utilization_vs_api_pct),
             systemStatusJson(c.effective(), s.system_id)});
    writeTable(t, c.opt.format, c.out);
    if (c.opt.format != OutputFormat::Table) return 0;
    Table a;
    a.headers = {"provider",
                 "date",
                 "input_usd_per_million",
                 "output_usd_per_million",
                 "cached_input_usd_per_million",
                 "input_price_used",
                 "blended_usd_per_million",
                 "source"};
    for (const auto& o : r.api)
        a.rows.push_back(
            {o.provider, o.date, o.usd_per_million_input_tokens, o.usd_per_million_output_tokens,
             o.usd_per_million_cached_input_tokens ? json(*o.usd_per_million_cached_input_tokens)
                                                   : json(nullptr),
             o.input_price_used, o.blended_usd_per_million_tokens, o.source_id});
    c.out << "\nAPI prices for " << r.model_id << ", each provider's newest, cheapest first "
          << "(blended: " << formatNumber(q.prompt_tokens) << " tokens in, "
          << formatNumber(q.output_tokens) << " out"
          << (q.cached_prompt_share > 0
                  ? ", " + formatNumber(q.cached_prompt_share * 100) +
                        " % of prompt tokens at the provider's cached-input price where it has "
                        "one"
                  : std::string())
          << "):\n";
    if (a.rows.empty())
        c.out << "  none in the catalog\n";
    else
        writeTable(a, c.opt.format, c.out);
    c.err << "scenario " << c.scenario.name << ", utilization " << formatNumber(r.utilization_pct)
          << " %; USD per million tokens (in + out); each system at its cheapest layout serving "
          << formatNumber(q.min_tokens_per_user)
          << " output tokens/s per user; rented at the cheapest on-demand (or spot) quote, the "
             "scenario setting no rental term (a contract when a system has none: then paid "
             "every hour, no breakeven); n/a reasons and terms in --format json\n";
    return 0;
}

} // namespace sil::cli
