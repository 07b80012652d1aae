#include "core/catalog/availability.h"

#include <algorithm>
#include <charconv>
#include <unordered_map>
#include <unordered_set>

namespace sil {

namespace {

std::optional<int> digitsAt(const std::string& s, std::size_t pos, std::size_t count) {
    if (pos + count > s.size()) return std::nullopt;
    int v = 0;
    const char* first = s.data() + pos;
    auto res = std::from_chars(first, first + count, v);
    if (res.ec != std::errc() || res.ptr != first + count) return std::nullopt;
    return v;
}

bool isLeapYear(int y) {
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

int daysInMonth(int y, int m) {
    static constexpr int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return m == 2 && isLeapYear(y) ? 29 : days[m - 1];
}

std::string twoDigits(int v) {
    return (v < 10 ? "0" : "") + std::to_string(v);
}

} // namespace

std::string_view availabilityStatusKey(AvailabilityStatus s) {
    switch (s) {
    case AvailabilityStatus::Announced:
        return "announced";
    case AvailabilityStatus::Sampling:
        return "sampling";
    case AvailabilityStatus::Shipping:
        return "shipping";
    }
    return "";
}

std::optional<AvailabilityStatus> parseAvailabilityStatus(std::string_view key) {
    for (auto s : {AvailabilityStatus::Announced, AvailabilityStatus::Sampling,
                   AvailabilityStatus::Shipping})
        if (availabilityStatusKey(s) == key) return s;
    return std::nullopt;
}

const std::vector<std::string>& datePrecisionKeys() {
    static const std::vector<std::string> keys = {"day", "month", "quarter", "half", "year"};
    return keys;
}

std::string checkIsoDay(const std::string& date) {
    const std::string expected = "expected a date YYYY-MM-DD, got \"" + date + "\"";
    if (date.size() != 10 || date[4] != '-' || date[7] != '-') return expected;
    const auto y = digitsAt(date, 0, 4), m = digitsAt(date, 5, 2), d = digitsAt(date, 8, 2);
    if (!y || !m || !d || *y < 1900 || *m < 1 || *m > 12 || *d < 1 || *d > daysInMonth(*y, *m))
        return expected;
    return {};
}

std::string checkDatedEvent(const DatedEvent& e) {
    if (e.date.empty() && e.precision.empty()) return {};
    if (e.date.empty()) return "a precision without a date";
    if (auto err = checkIsoDay(e.date); !err.empty()) return err;
    if (e.precision.empty())
        return "a date without its precision (day, month, quarter, half, year)";
    const int month = *digitsAt(e.date, 5, 2);
    const int day = *digitsAt(e.date, 8, 2);
    const std::string first = "a " + e.precision + " starts on the first day of ";
    if (e.precision == "day") return {};
    if (day != 1) return first + "a month; got " + e.date;
    if (e.precision == "month") return {};
    if (e.precision == "quarter")
        return (month - 1) % 3 == 0 ? "" : first + "January, April, July or October; got " + e.date;
    if (e.precision == "half")
        return month == 1 || month == 7 ? "" : first + "January or July; got " + e.date;
    if (e.precision == "year") return month == 1 ? "" : first + "January; got " + e.date;
    return "expected a precision of day, month, quarter, half or year, got \"" + e.precision + "\"";
}

std::string formatDatedEvent(const DatedEvent& e) {
    if (e.date.size() != 10) return e.date;
    const std::string year = e.date.substr(0, 4);
    const int month = digitsAt(e.date, 5, 2).value_or(1);
    if (e.precision == "month") return e.date.substr(0, 7);
    if (e.precision == "quarter") return year + "-Q" + std::to_string((month - 1) / 3 + 1);
    if (e.precision == "half") return year + (month <= 6 ? "-H1" : "-H2");
    if (e.precision == "year") return year;
    return e.date;
}

std::optional<DatedEvent> parseDatedEvent(const std::string& text) {
    const auto year = digitsAt(text, 0, 4);
    if (!year || *year < 1900) return std::nullopt;
    const std::string y = text.substr(0, 4);
    DatedEvent e;
    if (text.size() == 4) {
        e = {y + "-01-01", "year"};
    } else if (text.size() == 7 && text[4] == '-' && (text[5] == 'H' || text[5] == 'Q')) {
        const auto n = digitsAt(text, 6, 1);
        if (!n || *n < 1 || *n > (text[5] == 'H' ? 2 : 4)) return std::nullopt;
        const int month = text[5] == 'H' ? (*n - 1) * 6 + 1 : (*n - 1) * 3 + 1;
        e = {y + "-" + twoDigits(month) + "-01", text[5] == 'H' ? "half" : "quarter"};
    } else if (text.size() == 7 && text[4] == '-') {
        e = {text + "-01", "month"};
    } else if (text.size() == 10) {
        e = {text, "day"};
    } else {
        return std::nullopt;
    }
    if (!checkDatedEvent(e).empty()) return std::nullopt;
    return e;
}

Availability effectiveAvailability(const System& s, const Chip* chip) {
    Availability a = s.availability;
    if (!chip) return a;
    if (a.status.empty()) a.status = chip->availability.status;
    if (a.announced.date.empty()) a.announced = chip->availability.announced;
    if (a.available.date.empty()) a.available = chip->availability.available;
    return a;
}

Availability effectiveAvailability(const Catalog& c, const System& s) {
    return effectiveAvailability(s, c.chip(s.chip_id));
}

void inheritChipAvailability(Catalog& c) {
    std::unordered_map<std::string, const Chip*> chips;
    for (const auto& chip : c.chips)
        chips.emplace(chip.id, &chip);
    for (auto& s : c.systems) {
        const auto found = chips.find(s.chip_id);
        if (found == chips.end()) continue;
        const Chip& chip = *found->second;
        auto inherit = [&](bool own, const std::vector<std::string>& fields) {
            if (own) return;
            for (const auto& field : fields) {
                Provenance p = chip.provenanceOf(field);
                p.note = "the chip's (" + chip.id + ")" + (p.note.empty() ? "" : ": " + p.note);
                s.fields[field] = std::move(p);
            }
        };
        const Availability& mine = s.availability;
        inherit(!mine.status.empty() || chip.availability.status.empty(), {"status"});
        inherit(!mine.announced.date.empty() || chip.availability.announced.date.empty(),
                {"announced_date", "announced_precision"});
        inherit(!mine.available.date.empty() || chip.availability.available.date.empty(),
                {"available_date", "available_precision"});
        s.availability = effectiveAvailability(s, &chip);
    }
}

std::string availabilityMark(const Availability& a) {
    if (a.status.empty()) return "status unknown";
    if (a.status == "shipping") return {};
    return a.status;
}

bool isShipping(const Availability& a) {
    return a.status == "shipping";
}

Catalog shippingOnly(const Catalog& c, std::vector<std::string>* hidden) {
    Catalog out = c;
    std::unordered_set<std::string> gone;
    std::erase_if(out.systems, [&](const System& s) {
        const Availability a = effectiveAvailability(c, s);
        if (isShipping(a)) return false;
        gone.insert(s.id);
        if (hidden) hidden->push_back(s.id + " (" + availabilityMark(a) + ")");
        return true;
    });
    std::unordered_set<std::string> usedChips;
    for (const auto& s : out.systems)
        usedChips.insert(s.chip_id);
    std::erase_if(out.chips, [&](const Chip& chip) {
        return !usedChips.count(chip.id) && !isShipping(chip.availability);
    });
    std::unordered_set<std::string> chips;
    for (const auto& chip : out.chips)
        chips.insert(chip.id);
    std::erase_if(out.quotes, [&](const RentalQuote& q) {
        return !chips.count(q.chip_id) || (!q.system_id.empty() && gone.count(q.system_id));
    });
    std::erase_if(out.engines, [&](const EngineProfile& e) {
        return !e.system_id.empty() && gone.count(e.system_id);
    });
    return out;
}

} // namespace sil
