#pragma once
// CSV that keeps each value's evidence: per field its kind (vendor_spec, analyst_estimate,
// measured, derived, user), the range kept where sources disagree, and its source. Wide: one
// row per entry with FIELD, FIELD_kind, FIELD_low, FIELD_high, FIELD_source ("FIELD (unit)" in
// the header when it has a unit); long: one row per value. importCsv reads the wide form back.
#include "core/catalog/catalog.h"
#include "core/catalog/fields.h"

#include <string>

namespace sil {

inline constexpr const char* kEvidenceSuffixes[] = {"_kind", "_low", "_high", "_source"};

std::string exportEvidenceCsv(const Catalog& c, EntityKind kind);
// id, field, value, unit, kind, low, high, source, note: one row per known value.
std::string exportEvidenceCsvLong(const Catalog& c, EntityKind kind);
// What a spreadsheet needs to read UTF-8 ("§", "µs") as UTF-8: the byte-order mark.
inline constexpr const char* kUtf8Bom = "\xEF\xBB\xBF";

// "tdp_w (W)" -> "tdp_w": a header cell with its unit, as exportEvidenceCsv writes it.
std::string headerFieldName(const std::string& cell);

} // namespace sil
