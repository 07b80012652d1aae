#pragma once
// Where every number behind a comparison comes from: each numeric value of the compared
// systems, their chips and their chips' rental quotes, grouped by the source it cites, with its
// kind (vendor spec, analyst estimate, measured, derived, user edit). The report's "Sources".
#include "core/catalog/catalog.h"

#include <string>
#include <vector>

namespace sil {

struct CitedValue {
    std::string entity; // "system hgx-h200", "chip h200", "quote h200-lambda-od"
    std::string field;  // "capex_per_gpu_usd"
    ValueKind kind = ValueKind::VendorSpec;
    bool has_range = false;
};

struct Citation {
    std::string source_id; // "" when a value cites no source (listed last, as a gap)
    const Source* source = nullptr;
    std::vector<CitedValue> values;
};

// How a reader finds a source: "Title — Publisher, date. https://… (read 2026-11-26)". A location
// that is not a URL (a source document's file name, a path inside the repository) means nothing to
// a reader of the app or a report, so it is not shown: title, publisher and date are.
std::string sourceReference(const Source& source);
bool isUrl(const std::string& location);

// Sources in order of first use; values without a source under an empty source_id.
std::vector<Citation> citationsFor(const Catalog& c, const std::vector<const System*>& systems);

} // namespace sil
