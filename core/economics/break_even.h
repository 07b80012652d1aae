#pragma once
// Break-even as a picture: what a month of serving a model costs on one system, bought, rented
// on each term and through the cheapest API, against the month's token volume; the volumes
// above which owning stays cheaper than each, and the month in which buying has paid for
// itself. Built on one buy-rent-api answer (tokens per GPU-hour at the cheapest layout).
//
// A month is kHoursPerMonth (tco.h: 730) hours. Owned and contract-rented fleets are whole purchase
// units (racks or servers, fleet.h purchaseUnitGpus) sized so that, busy for the scenario's
// utilization of their hours, they serve the volume; every hour of them is paid. On-demand and
// spot rent is paid for the GPU-hours the tokens take; the API per token.
#include "core/economics/buy_rent_api.h"

#include <optional>
#include <string>
#include <vector>

namespace sil {

struct BreakEvenLine {
    enum class Kind { Owned, Rented, Api };
    Kind kind = Kind::Owned;
    std::string key;                     // "owned", "rent-on-demand", "rent-1-year", "api"
    std::optional<RentalTerm> term;      // rented lines
    std::string quote_id;                // rented: the quote; api: the price row
    std::string provider;                // rented and api
    std::string date;                    // of the quote or price
    double usd_per_gpu_hour = 0.0;       // owned: TCO per owned hour; rented: the quote
    double usd_per_million_tokens = 0.0; // api: blended; on-demand and spot: per used hour
    bool whole_units = false;            // paid for every hour of whole units (owned, contracts)
    // The line as drawn: (million tokens per month, USD per month), x increasing; steps as
    // vertical jumps at each added unit.
    std::vector<std::pair<double, double>> points;
};

// Above `million_tokens_per_month` owning stays cheaper than line `against` (0: from the first
// unit bought); none when it never does.
struct BreakEvenCrossover {
    std::string against; // a line's key
    double million_tokens_per_month = 0.0;
    double owned_usd_per_month = 0.0;
};

// One line against contract length: cumulative USD after each month at the payback volume.
struct BreakEvenMonthLine {
    std::string key;            // the line's key (BreakEvenLine::key)
    double start_usd = 0.0;     // paid at month 0 (buying: the capex of the units bought)
    double usd_per_month = 0.0; // paid each month (buying: running cost, capital excluded)
    std::vector<std::pair<double, double>> points; // (month, cumulative USD), month increasing
};

struct BreakEvenQuery {
    BuyRentApiQuery workload;
    // The volume the payback month is computed at (million tokens a month); 0: four fifths of
    // the chart's right end.
    double million_tokens_per_month = 0.0;
};

struct BreakEvenChart {
    bool ok = false;
    std::string why_not;
    std::string system_id, system_name, model_id;
    BreakEvenQuery query;
    SystemBuyRentApi served; // the buy-rent-api answer the lines rest on
    double utilization_pct = 0.0;
    int unit_gpus = 1;                         // one purchase unit (server or rack)
    double million_tokens_per_gpu_month = 0.0; // at full load, every hour
    double max_million_tokens_per_month = 0.0; // the x axis' right end
    std::vector<BreakEvenLine> lines;          // owned first (when owned), then rented, api
    std::vector<BreakEvenCrossover> crossovers;
    // Payback at `payback_million_tokens_per_month`: capex of the units bought over the
    // monthly saving against the cheapest other line (that line's monthly cost less the owned
    // fleet's running cost, capital excluded); no residual value. Empty with why when buying
    // never pays back (or is not priced).
    double payback_million_tokens_per_month = 0.0;
    std::optional<int> payback_month;
    std::string payback_against; // a line's key
    std::string payback_note;
    double capex_usd = 0.0; // of the units bought at that volume
    // The same at that volume against contract length (months): buying pays the capex at
    // month 0 and its running cost each month, every other line its monthly cost; the owned
    // line crosses the cheapest other at the payback month. Months drawn: the useful life, or
    // past the payback month when that is later (at most kMaxContractMonths).
    static constexpr int kMaxContractMonths = 120;
    int months_drawn = 0;
    std::vector<BreakEvenMonthLine> by_month; // in the order of `lines`
};

// Owned monthly cost k x ceil(V / c) against a linear price p x V: the volume above which the
// owned step stays at or below the line (k = one unit's monthly cost, c = its monthly
// capacity, p = USD per million tokens); nullopt when it never does (k > p c).
std::optional<double> stepBelowLineFrom(double unitUsdPerMonth, double unitMillionTokens,
                                        double usdPerMillionTokens);

BreakEvenChart breakEvenChart(const Catalog& catalog, const System& system, const LlmModel& model,
                              const BreakEvenQuery& query, const Assumptions& assumptions);

} // namespace sil
