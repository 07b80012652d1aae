#pragma once
// One chip on one page: every field with its value, unit, kind, range, source and note, and the
// systems built on it. The app's chip page and `catalog show` read the same rows.
#include "core/catalog/catalog.h"

#include <optional>
#include <string>
#include <vector>

namespace sil {

struct ChipSheetRow {
    std::string field, label, unit;
    std::string value; // as written (numbers in plain decimals); "" when unknown
    bool known = false;
    // The evidence, for known values only (nothing is cited for an empty field).
    ValueKind kind = ValueKind::VendorSpec;
    std::optional<double> low, high;
    std::string source_id, note;
    // The field cites evidence of its own; false: the chip's row-level source and note.
    bool own_evidence = false;
};

// Every field of the chip but the row-level provenance columns, in the catalog's field order.
std::vector<ChipSheetRow> chipSheet(const Chip& chip);
// The sources the sheet cites, in order of first use (unknown ids left out).
std::vector<const Source*> chipSheetSources(const Catalog& c,
                                            const std::vector<ChipSheetRow>& rows);
// The systems whose accelerator is this chip, in catalog order.
std::vector<const System*> systemsUsingChip(const Catalog& c, const std::string& chipId);

} // namespace sil
