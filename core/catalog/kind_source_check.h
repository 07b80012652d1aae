#pragma once
// Whether a value's kind agrees with the source it cites: a "vendor_spec" value is the maker's
// figure from the maker's own document, a "reported" value the maker's figure as a third party
// states it. A source is the maker's own when its publisher is the maker of the entity's chip.
#include "core/catalog/catalog.h"

#include <string>
#include <string_view>
#include <vector>

namespace sil {

// True when `publisher` names the chip maker `vendor` ("NVIDIA", "AMD", ...) as publisher:
// "NVIDIA Developer Blog" for NVIDIA, "Habana Labs" for Intel; false for a third party
// ("Tom's Hardware (reporting Intel)") and for a vendor the check does not know.
bool publishedByMaker(std::string_view vendor, std::string_view publisher);

// One chip or system value whose kind disagrees with its source.
struct KindSourceMismatch {
    std::string entity; // "chips" or "systems"
    std::string id;
    std::string field;
    ValueKind kind = ValueKind::VendorSpec;
    std::string source_id;
    std::string publisher;
    std::string describe() const; // "chips: b300.tdp_w is vendor_spec but cites S0 (SemiAnalysis)"
};

// Every known value of every chip and system labelled vendor_spec whose source is not the
// maker's own, or labelled reported whose source is.
std::vector<KindSourceMismatch> kindSourceMismatches(const Catalog& catalog);

} // namespace sil
