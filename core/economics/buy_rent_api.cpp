#include "core/economics/buy_rent_api.h"

#include "core/workload/workload.h"

#include <algorithm>
#include <charconv>
#include <map>

namespace sil {

namespace {

std::string shortNumber(double v) {
    char buf[32];
    const auto res = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::general, 4);
    return std::string(buf, res.ptr);
}

// The layout serving the most tokens per GPU-hour among those giving each user at least
// `minTokensPerUser`: the cheapest under any price per GPU-hour. For systems with no TCO,
// which cheapestLayoutAt cannot rank (it ranks by owned cost).
struct Layout {
    bool found = false;
    int tp = 1, batch = 1;
    std::string why_not;
};
Layout mostTokensAt(const Catalog& catalog, const System& system, const LlmModel& model,
                    InferenceQuery base, const Assumptions& assumptions, double minTokensPerUser) {
    Layout out;
    base.with_rentals = false;
    const auto points = sweepServingLayouts(catalog, system, model, base, assumptions, out.why_not);
    if (points.empty()) return out;
    double best = 0.0, fastest = 0.0;
    for (const auto& p : points) {
        fastest = std::max(fastest, p.tokens_per_s_per_user);
        if (p.tokens_per_s_per_user < minTokensPerUser) continue;
        InferenceQuery q = base;
        q.tp = p.tp;
        q.batch = p.batch;
        const auto r = estimateInference(catalog, system, model, q, assumptions);
        if (r.ok && r.fits && r.served_output_tokens_per_s_per_gpu > best) {
            best = r.served_output_tokens_per_s_per_gpu;
            out.found = true;
            out.tp = p.tp;
            out.batch = p.batch;
        }
    }
    if (!out.found)
        out.why_not = "no layout reaches " + shortNumber(minTokensPerUser) +
                      " tokens/s per user (the fastest, tensor parallel up to " +
                      std::to_string(base.gpus) + ", serves " + shortNumber(fastest) + ")";
    return out;
}

} // namespace

double blendedUsdPerMillion(double usdPerMillionInput, double usdPerMillionOutput,
                            double promptTokens, double outputTokens) {
    const double tokens = promptTokens + outputTokens;
    if (!(tokens > 0.0)) return 0.0;
    return (usdPerMillionInput * promptTokens + usdPerMillionOutput * outputTokens) / tokens;
}

double effectiveInputUsdPerMillion(double usdPerMillionInput,
                                   std::optional<double> usdPerMillionCachedInput,
                                   double cachedShare) {
    if (!usdPerMillionCachedInput || !(cachedShare > 0.0)) return usdPerMillionInput;
    return cachedShare * *usdPerMillionCachedInput + (1.0 - cachedShare) * usdPerMillionInput;
}

namespace {

std::string dollars(double usd) {
    return "$" + shortNumber(usd);
}

std::string inputPriceUsed(const ApiOffer& o) {
    const std::string input = "input " + dollars(o.usd_per_million_input_tokens);
    if (!(o.cached_prompt_share > 0.0)) return input;
    if (!o.cached_price_used) return input + " (no cached price)";
    return "cached " + dollars(*o.usd_per_million_cached_input_tokens) + " for " +
           shortNumber(o.cached_prompt_share * 100.0) + " % of prompt tokens, " + input +
           " for the rest";
}

ApiOffer offerOf(const ApiPrice& p, double promptTokens, double outputTokens, double cachedShare) {
    ApiOffer o;
    o.price_id = p.id;
    o.provider = p.provider;
    o.date = p.date;
    o.source_id = p.row.source_id;
    o.usd_per_million_input_tokens = *p.usd_per_million_input_tokens;
    o.usd_per_million_output_tokens = *p.usd_per_million_output_tokens;
    o.usd_per_million_cached_input_tokens = p.usd_per_million_cached_input_tokens;
    o.cached_prompt_share = cachedShare;
    o.cached_price_used = cachedShare > 0.0 && p.usd_per_million_cached_input_tokens.has_value();
    o.effective_usd_per_million_input_tokens = effectiveInputUsdPerMillion(
        o.usd_per_million_input_tokens, o.usd_per_million_cached_input_tokens, cachedShare);
    o.input_price_used = inputPriceUsed(o);
    o.blended_usd_per_million_tokens =
        blendedUsdPerMillion(o.effective_usd_per_million_input_tokens,
                             o.usd_per_million_output_tokens, promptTokens, outputTokens);
    return o;
}

} // namespace

std::vector<ApiOffer> apiOffersFor(const Catalog& catalog, const std::string& modelId,
                                   double promptTokens, double outputTokens, double cachedShare) {
    std::map<std::string, const ApiPrice*> newest; // by provider
    for (const auto& p : catalog.api_prices) {
        if (p.model_id != modelId || !p.usd_per_million_input_tokens ||
            !p.usd_per_million_output_tokens)
            continue;
        const ApiPrice*& slot = newest[p.provider];
        if (!slot || p.date >= slot->date) slot = &p;
    }
    std::vector<ApiOffer> out;
    out.reserve(newest.size());
    for (const auto& [provider, p] : newest)
        out.push_back(offerOf(*p, promptTokens, outputTokens, cachedShare));
    std::stable_sort(out.begin(), out.end(), [](const ApiOffer& a, const ApiOffer& b) {
        return a.blended_usd_per_million_tokens < b.blended_usd_per_million_tokens;
    });
    return out;
}

double breakevenUtilizationPct(double ownedAtScenario, double utilizationPct, double other) {
    return utilizationPct * ownedAtScenario / other;
}

SystemBuyRentApi buyRentApiFor(const Catalog& catalog, const System& system, const LlmModel& model,
                               const BuyRentApiQuery& query, const Assumptions& assumptions,
                               const std::vector<ApiOffer>& api) {
    SystemBuyRentApi out;
    out.system_id = system.id;
    out.system_name = system.name;
    out.basis = costBasisOf(catalog, system, assumptions);
    const Chip* chip = catalog.chip(system.chip_id);
    const TcoBreakdown tco = computeTco(system, chip, assumptions);
    out.usd_per_gpu_hour_owned = tco.per_useful_hour;

    InferenceQuery base;
    base.prompt_tokens = query.prompt_tokens;
    base.output_tokens = query.output_tokens;
    base.weights = query.weights;
    base.kv = defaultKvFormat(query.weights);
    base.with_rentals = false;
    Layout layout;
    if (tco.total.ok()) {
        const LayoutChoice choice =
            cheapestLayoutAt(catalog, system, model, base, assumptions, query.min_tokens_per_user);
        layout.found = choice.found;
        layout.tp = choice.point.tp;
        layout.batch = choice.point.batch;
        layout.why_not = choice.why_not;
    } else {
        layout = mostTokensAt(catalog, system, model, base, assumptions, query.min_tokens_per_user);
    }
    auto notServed = [&](const std::string& why) {
        out.why_not = why;
        const Figure na = Figure::na(why);
        out.usd_per_million_tokens_owned = na;
        out.usd_per_million_tokens_rented = na;
        out.breakeven_utilization_vs_rent_pct = na;
        out.breakeven_utilization_vs_api_pct = na;
        return out;
    };
    if (!layout.found) return notServed(layout.why_not);
    InferenceQuery one = base;
    one.gpus = sweepGpus(system);
    one.tp = layout.tp;
    one.batch = layout.batch;
    const InferenceResult r = estimateInference(catalog, system, model, one, assumptions);
    if (!r.ok) return notServed(r.error);
    if (!r.fits) return notServed(r.why_not);
    if (!(r.served_output_tokens_per_s_per_gpu > 0.0)) return notServed("no tokens served");
    out.served = true;
    out.gpus = r.gpus;
    out.tp = r.tp;
    out.batch = r.batch;
    out.tokens_per_s_per_user = r.tokens_per_s_per_user;
    out.ttft_ms = r.prefill_ms;
    out.tokens_per_gpu_hour = r.served_output_tokens_per_s_per_gpu * 3600.0 *
                              (query.prompt_tokens + query.output_tokens) / query.output_tokens;
    const double millions = out.tokens_per_gpu_hour / 1e6;
    out.usd_per_million_tokens_owned =
        divide(tco.per_useful_hour, Figure::of(millions), [] { return "no tokens served"; });

    const CostBasis& b = out.basis;
    const double util = assumptions.utilization_pct;
    if (b.has_quote) {
        // A contract is paid for every hour, used or not, as owning is.
        const bool payPerUse = paidOnlyWhenUsed(b.quote_term);
        const double perUsefulHour =
            payPerUse ? b.usd_per_gpu_hour_rented : b.usd_per_gpu_hour_rented / (util / 100.0);
        out.usd_per_million_tokens_rented = Figure::of(perUsefulHour / millions);
        out.rented_cluster = clusterLimitOf(b.quote_max_cluster_gpus, out.gpus);
        if (!out.usd_per_million_tokens_owned.ok())
            out.breakeven_utilization_vs_rent_pct = out.usd_per_million_tokens_owned;
        else if (!payPerUse)
            out.breakeven_utilization_vs_rent_pct =
                Figure::na("a " + std::string(rentalTermKey(b.quote_term)) +
                           " contract is paid for every hour, as owning is: utilization moves "
                           "both alike");
        else
            out.breakeven_utilization_vs_rent_pct =
                Figure::of(breakevenUtilizationPct(out.usd_per_million_tokens_owned.value(), util,
                                                   out.usd_per_million_tokens_rented.value()));
    } else {
        const Figure na =
            Figure::na("no rental quote for its chip " + system.chip_id + " or for " + system.id);
        out.usd_per_million_tokens_rented = na;
        out.breakeven_utilization_vs_rent_pct = na;
    }
    if (!out.usd_per_million_tokens_owned.ok())
        out.breakeven_utilization_vs_api_pct = out.usd_per_million_tokens_owned;
    else if (api.empty())
        out.breakeven_utilization_vs_api_pct =
            Figure::na("no API price for " + model.id + " in the catalog");
    else
        out.breakeven_utilization_vs_api_pct =
            Figure::of(breakevenUtilizationPct(out.usd_per_million_tokens_owned.value(), util,
                                               api.front().blended_usd_per_million_tokens));
    return out;
}

BuyRentApiResult buyRentApi(const Catalog& catalog, const LlmModel& model,
                            const std::vector<const System*>& systems, const BuyRentApiQuery& query,
                            const Assumptions& assumptions) {
    BuyRentApiResult out;
    out.model_id = model.id;
    out.query = query;
    out.utilization_pct = assumptions.utilization_pct;
    out.api = apiOffersFor(catalog, model.id, query.prompt_tokens, query.output_tokens,
                           query.cached_prompt_share);
    out.systems.reserve(systems.size());
    for (const System* s : systems)
        out.systems.push_back(buyRentApiFor(catalog, *s, model, query, assumptions, out.api));
    return out;
}

} // namespace sil
