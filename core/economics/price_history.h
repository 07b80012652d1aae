#pragma once
// Rental prices over time: per chip and term, the dated quotes in date order and a
// least-squares trend of price against time. Quotes without a usable date or price are
// listed as skipped, with the reason, never silently dropped.
#include "core/catalog/catalog.h"
#include "core/economics/provider_tier.h"
#include "core/economics/rental_term.h"

#include <optional>
#include <string>
#include <vector>

namespace sil {

// Days since 1970-01-01 of "YYYY-MM-DD", or of "YYYY-MM" (taken as the 1st of the month);
// nullopt for anything else ("2025", "2025-Q2", "2025-02-30").
std::optional<long> parseQuoteDate(const std::string& text);
// "YYYY-MM-DD" of a day count from parseQuoteDate.
std::string formatQuoteDay(long days);

struct PricePoint {
    std::string quote_id;
    std::string provider;
    std::string date; // as quoted
    long day = 0;     // days since 1970-01-01
    double usd_per_gpu_hour = 0.0;
    ProviderTier tier = ProviderTier::Neocloud;
};

// Least-squares fit of price against time, with time in years of 365.25 days.
struct PriceTrend {
    bool ok = false;
    std::string reason;                     // why there is no trend, when !ok
    double usd_per_gpu_hour_per_year = 0.0; // slope
    double fitted_usd_per_gpu_hour_at_latest = 0.0;
    double pct_per_year = 0.0;        // slope / fitted value at the latest date x 100
    long first_day = 0, last_day = 0; // the fitted span
    double fittedAt(long day) const;  // the line's price on `day`
};

// The trend needs this many quotes, spanning at least this many days.
inline constexpr std::size_t kTrendMinQuotes = 3;
inline constexpr long kTrendMinSpanDays = 60;

PriceTrend fitPriceTrend(const std::vector<PricePoint>& points);

// A chip's quotes drawn one series per rental term, or (one term at a time: a 3-year
// commitment is not an on-demand price) one series per provider tier.
enum class PriceGrouping { ByTerm, ByTier };

struct PriceSeries {
    RentalTerm term = RentalTerm::OnDemand;
    std::optional<ProviderTier> tier; // set when grouped by tier
    std::vector<PricePoint> points;   // by date, then quote id
    PriceTrend trend;
};

struct SkippedQuote {
    std::string quote_id;
    std::string provider;
    RentalTerm term = RentalTerm::OnDemand;
    std::string reason;
};

struct PriceHistory {
    std::string chip_id;
    PriceGrouping grouping = PriceGrouping::ByTerm;
    // By term: one series per term with a usable quote, term order. By tier: one per tier
    // with a usable quote of `term`, tier order.
    std::vector<PriceSeries> series;
    std::vector<SkippedQuote> skipped;
    std::size_t quoteCount() const;
    const PriceSeries* seriesFor(RentalTerm term) const;
};

// Every quote for the chip (general and system-specific), optionally one term only.
PriceHistory priceHistory(const Catalog& c, const std::string& chipId,
                          std::optional<RentalTerm> term = std::nullopt);
// One series per provider tier for one term (no term given: on-demand, the term every tier
// quotes); quotes of other terms are left out, not skipped.
PriceHistory priceHistoryByTier(const Catalog& c, const std::string& chipId,
                                std::optional<RentalTerm> term = std::nullopt);

// "h100-sxm", or a prefix such as "h100": the chip with that id, else among the chips whose
// id starts with "<text>-" the one with the most quotes (`note` names the alternatives).
struct ChipChoice {
    std::string chip_id; // empty: none (see `error`)
    std::string note;
    std::string error;
};
ChipChoice resolvePriceChip(const Catalog& c, const std::string& text);
// The chip with the most quotes that have a usable date and price ("" for none).
std::string chipWithMostQuotes(const Catalog& c);

// A quote in an import that reuses an existing quote's id with a different date would replace
// that dated price and lose it from the history: the import is refused. Returns "" when every
// quote keeps the history, else "<origin>: row N, field date: ..." naming the first offender.
// Row numbers count the batch's quotes from 1 (the CSV row of a quotes file).
std::string checkQuoteHistory(const Catalog& existing, const std::vector<RentalQuote>& incoming,
                              const std::string& origin);

} // namespace sil
