#pragma once
// Product availability: status (announced, sampling, shipping) and the dates a product was
// announced and first shipped, each with the precision its source gives. Rankings mark what
// cannot be bought yet and can leave it out.
#include "core/catalog/catalog.h"

#include <optional>
#include <string>
#include <vector>

namespace sil {

enum class AvailabilityStatus { Announced, Sampling, Shipping };
std::string_view availabilityStatusKey(AvailabilityStatus s);
std::optional<AvailabilityStatus> parseAvailabilityStatus(std::string_view key);

// "day", "month", "quarter", "half", "year".
const std::vector<std::string>& datePrecisionKeys();

// "" when `date` is a real ISO 8601 day ("2026-07-01"), else what was expected.
std::string checkIsoDay(const std::string& date);
// "" when the date is the first day of a period of that precision ("2026-07-01" is a half,
// a quarter, a month and a day; "2026-08-01" is not a half), else what is wrong.
std::string checkDatedEvent(const DatedEvent& e);
// As its source names it: "2026-03-18", "2026-03", "2026-Q1", "2026-H1", "2026"; "" unknown.
std::string formatDatedEvent(const DatedEvent& e);
// The reverse: "2026-H2" -> {"2026-07-01", "half"}; nullopt for anything else.
std::optional<DatedEvent> parseDatedEvent(const std::string& text);

// A system's availability: its own status and dates, and the chip's where it has none.
Availability effectiveAvailability(const System& s, const Chip* chip);
Availability effectiveAvailability(const Catalog& c, const System& s);
// Gives each system the chip's status and dates where it has none of its own, citing the
// chip's sources with a note that they are the chip's: what every view and ranking reads.
void inheritChipAvailability(Catalog& c);
// What a ranking prints beside a system that cannot be bought yet: "announced", "sampling";
// "" for shipping, and "status unknown" when no source says.
std::string availabilityMark(const Availability& a);
bool isShipping(const Availability& a);

// The catalog without the systems that are not known to ship (and the chips, prices and
// engine rows only they used); `hidden` gets "id (mark)" for each system left out.
Catalog shippingOnly(const Catalog& c, std::vector<std::string>* hidden = nullptr);

} // namespace sil
