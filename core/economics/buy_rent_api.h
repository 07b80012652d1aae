#pragma once
// Buy, rent or pay per token: what serving a model costs per million tokens
// on owned GPUs, on rented GPUs and through the providers' APIs, and the utilization at which
// owning costs the same as either. Pure functions of the catalog and the assumptions.
//
// Tokens are blended: a request of `prompt_tokens` in and `output_tokens` out is
// prompt + output tokens, and every price is per million of those. A system serves the model
// with the cheapest owned layout (core/workload/workload.h, cheapestLayoutAt) that gives each user
// at least `min_tokens_per_user` output tokens/s; its tokens per GPU-hour include the prefill of
// every prompt. Owned USD per GPU-hour is the TCO per useful hour at the scenario's
// utilization, so owned USD per token scales as 1 / utilization; a rental quote of the
// scenario's term (on-demand) is paid only for the hours used and does not.
#include "core/catalog/catalog.h"
#include "core/catalog/figure.h"
#include "core/economics/assumptions.h"
#include "core/economics/tco.h"
#include "core/workload/model_shape.h"

#include <string>
#include <vector>

namespace sil {

struct BuyRentApiQuery {
    double prompt_tokens = 1024; // tokens in per request
    double output_tokens = 1024; // tokens out per request
    double min_tokens_per_user = 20.0;
    NumberFormat weights = NumberFormat::BF16;
    // Share of prompt tokens a provider's prefix cache serves (the plan's --cached-prompt-share),
    // 0..1: priced at the provider's cached-input price where it has one.
    double cached_prompt_share = 0.0;
};

// (input x prompt + output x output) / (prompt + output), USD per million blended tokens.
double blendedUsdPerMillion(double usdPerMillionInput, double usdPerMillionOutput,
                            double promptTokens, double outputTokens);

// USD per million prompt tokens when `cachedShare` of them are read from the provider's cache:
// the cached price for that share where the provider has one, else the input price for all.
double effectiveInputUsdPerMillion(double usdPerMillionInput,
                                   std::optional<double> usdPerMillionCachedInput,
                                   double cachedShare);

// One provider's price for the model: its newest catalog entry.
struct ApiOffer {
    std::string price_id;
    std::string provider;
    std::string date;
    std::string source_id;
    double usd_per_million_input_tokens = 0.0;
    double usd_per_million_output_tokens = 0.0;
    std::optional<double> usd_per_million_cached_input_tokens;
    double cached_prompt_share = 0.0; // of prompt tokens, priced at the cached price if any
    bool cached_price_used = false;   // a cached share was asked and the provider prices it
    double effective_usd_per_million_input_tokens = 0.0; // what the blend's input costs
    // Which input price the blend used: "input $0.55", or "cached $0.14 for 50 % of prompt
    // tokens, input $0.55 for the rest", or "input $0.55 (no cached price)".
    std::string input_price_used;
    double blended_usd_per_million_tokens = 0.0;
};
// Every provider's newest price for `modelId`, cheapest blended price first; `cachedShare`
// of prompt tokens at each provider's cached-input price where it has one.
std::vector<ApiOffer> apiOffersFor(const Catalog& catalog, const std::string& modelId,
                                   double promptTokens, double outputTokens,
                                   double cachedShare = 0.0);

// The utilization (%) at which owned USD per token (`ownedAtScenario`, at `utilizationPct`)
// equals `other` USD per token paid only for what is used: owned scales as 1 / utilization,
// so breakeven = utilization x owned / other. Above 100: owning never costs as little.
double breakevenUtilizationPct(double ownedAtScenario, double utilizationPct, double other);

struct SystemBuyRentApi {
    std::string system_id;
    std::string system_name;
    CostBasis basis;
    bool served = false; // a layout meets the interactivity target
    std::string why_not; // when not served
    int gpus = 0, tp = 1, batch = 1;
    double tokens_per_s_per_user = 0.0;
    double ttft_ms = 0.0;
    double tokens_per_gpu_hour = 0.0; // prompt + output tokens, prefill included
    Figure usd_per_gpu_hour_owned;    // TCO per useful GPU-hour
    Figure usd_per_million_tokens_owned;
    Figure usd_per_million_tokens_rented; // at basis.quote_id
    // The quote's largest cluster against the GPUs of the layout priced (`gpus`).
    ClusterLimit rented_cluster;
    Figure breakeven_utilization_vs_rent_pct;
    Figure breakeven_utilization_vs_api_pct; // against the cheapest API offer
};

struct BuyRentApiResult {
    std::string model_id;
    BuyRentApiQuery query;
    double utilization_pct = 0.0;
    std::vector<ApiOffer> api; // cheapest first
    std::vector<SystemBuyRentApi> systems;
};

SystemBuyRentApi buyRentApiFor(const Catalog& catalog, const System& system, const LlmModel& model,
                               const BuyRentApiQuery& query, const Assumptions& assumptions,
                               const std::vector<ApiOffer>& api);
BuyRentApiResult buyRentApi(const Catalog& catalog, const LlmModel& model,
                            const std::vector<const System*>& systems, const BuyRentApiQuery& query,
                            const Assumptions& assumptions);

} // namespace sil
