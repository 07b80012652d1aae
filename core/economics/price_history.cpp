#include "core/economics/price_history.h"

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <map>
#include <unordered_map>

namespace sil {

namespace {

bool digits(const std::string& s, std::size_t from, std::size_t n, unsigned& out) {
    if (from + n > s.size()) return false;
    for (std::size_t i = from; i < from + n; ++i)
        if (s[i] < '0' || s[i] > '9') return false;
    std::from_chars(s.data() + from, s.data() + from + n, out);
    return true;
}

constexpr double kDaysPerYear = 365.25;

} // namespace

std::optional<long> parseQuoteDate(const std::string& text) {
    unsigned y = 0, m = 0, d = 1;
    if (text.size() != 7 && text.size() != 10) return std::nullopt;
    if (!digits(text, 0, 4, y) || text[4] != '-' || !digits(text, 5, 2, m)) return std::nullopt;
    if (text.size() == 10 && (text[7] != '-' || !digits(text, 8, 2, d))) return std::nullopt;
    if (y < 1900) return std::nullopt;
    // The proleptic Gregorian calendar of <chrono>: ok() checks the month and the day in it.
    const std::chrono::year_month_day date{std::chrono::year(int(y)), std::chrono::month(m),
                                           std::chrono::day(d)};
    if (!date.ok()) return std::nullopt;
    return long(std::chrono::sys_days(date).time_since_epoch().count());
}

std::string formatQuoteDay(long days) {
    const std::chrono::year_month_day date{std::chrono::sys_days(std::chrono::days(days))};
    char buf[16];
    std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", int(date.year()), unsigned(date.month()),
                  unsigned(date.day()));
    return buf;
}

double PriceTrend::fittedAt(long day) const {
    return fitted_usd_per_gpu_hour_at_latest +
           usd_per_gpu_hour_per_year * double(day - last_day) / kDaysPerYear;
}

PriceTrend fitPriceTrend(const std::vector<PricePoint>& points) {
    PriceTrend t;
    if (points.size() < kTrendMinQuotes) {
        t.reason = "no trend: " + std::to_string(points.size()) + " dated quote" +
                   (points.size() == 1 ? "" : "s") + ", at least " +
                   std::to_string(kTrendMinQuotes) + " needed";
        return t;
    }
    long first = points.front().day, last = points.front().day;
    for (const auto& p : points) {
        first = std::min(first, p.day);
        last = std::max(last, p.day);
    }
    t.first_day = first;
    t.last_day = last;
    if (last - first < kTrendMinSpanDays) {
        t.reason = "no trend: the quotes span " + std::to_string(last - first) +
                   " days, at least " + std::to_string(kTrendMinSpanDays) + " needed";
        return t;
    }
    // Time in years from the latest quote, so the intercept is the fitted price at the latest.
    const double n = double(points.size());
    double sx = 0, sy = 0;
    for (const auto& p : points) {
        sx += double(p.day - last) / kDaysPerYear;
        sy += p.usd_per_gpu_hour;
    }
    const double mx = sx / n, my = sy / n;
    double sxx = 0, sxy = 0;
    for (const auto& p : points) {
        const double dx = double(p.day - last) / kDaysPerYear - mx;
        sxx += dx * dx;
        sxy += dx * (p.usd_per_gpu_hour - my);
    }
    t.usd_per_gpu_hour_per_year = sxy / sxx; // sxx > 0: the span is at least 60 days
    t.fitted_usd_per_gpu_hour_at_latest = my - t.usd_per_gpu_hour_per_year * mx;
    if (!(t.fitted_usd_per_gpu_hour_at_latest > 0.0)) {
        t.reason = "no trend: the fitted price at the latest quote is not positive";
        return t;
    }
    t.pct_per_year = t.usd_per_gpu_hour_per_year / t.fitted_usd_per_gpu_hour_at_latest * 100.0;
    t.ok = true;
    return t;
}

std::size_t PriceHistory::quoteCount() const {
    std::size_t n = 0;
    for (const auto& s : series)
        n += s.points.size();
    return n;
}

const PriceSeries* PriceHistory::seriesFor(RentalTerm term) const {
    for (const auto& s : series)
        if (s.term == term) return &s;
    return nullptr;
}

namespace {

// The chip's quotes (of one term, if given) with a usable date and price, each with its term,
// in catalog order; the others go to `skipped` with the reason.
std::vector<std::pair<RentalTerm, PricePoint>> usablePoints(const Catalog& c,
                                                            const std::string& chipId,
                                                            std::optional<RentalTerm> term,
                                                            std::vector<SkippedQuote>& skipped) {
    std::vector<std::pair<RentalTerm, PricePoint>> points;
    for (const RentalQuote& q : c.quotes) {
        if (q.chip_id != chipId || (term && q.term != *term)) continue;
        const auto day = parseQuoteDate(q.date);
        std::string reason;
        if (!day)
            reason =
                q.date.empty() ? "no date" : "date \"" + q.date + "\" is not YYYY-MM or YYYY-MM-DD";
        else if (!q.usd_per_gpu_hour || !(*q.usd_per_gpu_hour > 0.0) ||
                 !std::isfinite(*q.usd_per_gpu_hour))
            reason = "no positive price";
        if (!reason.empty()) {
            skipped.push_back({q.id, q.provider, q.term, reason});
            continue;
        }
        points.emplace_back(q.term, PricePoint{q.id, q.provider, q.date, *day, *q.usd_per_gpu_hour,
                                               providerTier(q.provider)});
    }
    return points;
}

// Each series' points in date order (then quote id), and its trend.
void finishSeries(PriceHistory& h) {
    for (PriceSeries& s : h.series) {
        std::sort(s.points.begin(), s.points.end(), [](const PricePoint& a, const PricePoint& b) {
            return a.day != b.day ? a.day < b.day : a.quote_id < b.quote_id;
        });
        s.trend = fitPriceTrend(s.points);
    }
}

} // namespace

PriceHistory priceHistory(const Catalog& c, const std::string& chipId,
                          std::optional<RentalTerm> term) {
    PriceHistory h;
    h.chip_id = chipId;
    std::map<RentalTerm, std::vector<PricePoint>> byTerm;
    for (auto& [t, p] : usablePoints(c, chipId, term, h.skipped))
        byTerm[t].push_back(std::move(p));
    for (auto& [t, termPoints] : byTerm) {
        PriceSeries s;
        s.term = t;
        s.points = std::move(termPoints);
        h.series.push_back(std::move(s));
    }
    finishSeries(h);
    return h;
}

PriceHistory priceHistoryByTier(const Catalog& c, const std::string& chipId,
                                std::optional<RentalTerm> term) {
    const RentalTerm only = term.value_or(RentalTerm::OnDemand);
    PriceHistory h;
    h.chip_id = chipId;
    h.grouping = PriceGrouping::ByTier;
    const auto points = usablePoints(c, chipId, only, h.skipped);
    for (ProviderTier tier : kProviderTiers) {
        PriceSeries s;
        s.term = only;
        s.tier = tier;
        for (const auto& [t, p] : points)
            if (p.tier == tier) s.points.push_back(p);
        if (!s.points.empty()) h.series.push_back(std::move(s));
    }
    finishSeries(h);
    return h;
}

namespace {
std::size_t usableQuotes(const Catalog& c, const std::string& chipId) {
    return priceHistory(c, chipId).quoteCount();
}
} // namespace

std::string chipWithMostQuotes(const Catalog& c) {
    std::map<std::string, std::size_t> count;
    for (const RentalQuote& q : c.quotes)
        if (parseQuoteDate(q.date) && q.usd_per_gpu_hour && *q.usd_per_gpu_hour > 0.0)
            ++count[q.chip_id];
    std::string best;
    std::size_t most = 0;
    for (const Chip& chip : c.chips) // catalog order breaks ties
        if (count[chip.id] > most) {
            most = count[chip.id];
            best = chip.id;
        }
    return best;
}

ChipChoice resolvePriceChip(const Catalog& c, const std::string& text) {
    ChipChoice r;
    if (c.chip(text)) {
        r.chip_id = text;
        return r;
    }
    std::vector<std::string> matches;
    for (const Chip& chip : c.chips)
        if (chip.id.starts_with(text + "-")) matches.push_back(chip.id);
    if (matches.empty()) {
        r.error = "unknown chip \"" + text + "\"; known chips: ";
        for (std::size_t i = 0; i < c.chips.size(); ++i)
            r.error += (i ? ", " : "") + c.chips[i].id;
        return r;
    }
    std::size_t most = 0;
    r.chip_id = matches.front();
    for (const auto& id : matches)
        if (const std::size_t n = usableQuotes(c, id); n > most) {
            most = n;
            r.chip_id = id;
        }
    if (matches.size() > 1) {
        r.note = "\"" + text + "\" matches ";
        for (std::size_t i = 0; i < matches.size(); ++i)
            r.note += (i ? ", " : "") + matches[i];
        r.note += "; showing " + r.chip_id + " (most dated quotes)";
    }
    return r;
}

std::string checkQuoteHistory(const Catalog& existing, const std::vector<RentalQuote>& incoming,
                              const std::string& origin) {
    std::unordered_map<std::string, const RentalQuote*> byId;
    byId.reserve(existing.quotes.size());
    for (const RentalQuote& old : existing.quotes)
        byId.emplace(old.id, &old);
    for (std::size_t i = 0; i < incoming.size(); ++i) {
        const RentalQuote& q = incoming[i];
        if (const auto it = byId.find(q.id); it != byId.end()) {
            const RentalQuote& old = *it->second;
            if (old.date == q.date) continue;
            std::string price = old.usd_per_gpu_hour ? std::to_string(*old.usd_per_gpu_hour) : "";
            if (const auto dot = price.find('.'); dot != std::string::npos)
                price = price.substr(0, dot + 3);
            return origin + ": row " + std::to_string(i + 1) + ", field date: quote \"" + q.id +
                   "\" already exists dated " + (old.date.empty() ? "(no date)" : old.date) +
                   (price.empty() ? "" : " at $" + price + "/GPU-hour") + "; importing it dated " +
                   (q.date.empty() ? "(no date)" : q.date) +
                   " would replace that price in the history. Give the new quote a new id; "
                   "nothing was imported";
        }
    }
    return {};
}

} // namespace sil
