#include "core/catalog/chip_compare.h"

#include "core/catalog/availability.h"
#include "core/catalog/fields.h"

#include <algorithm>

namespace sil {

namespace {

bool isRowProvenance(const std::string& name) {
    return name == kSourceIdColumn || name == kSourceNoteColumn || name == kValueKindColumn;
}

int footnoteFor(const std::string& sourceId, std::vector<std::string>& footnotes) {
    if (sourceId.empty()) return 0;
    auto it = std::find(footnotes.begin(), footnotes.end(), sourceId);
    if (it == footnotes.end()) {
        footnotes.push_back(sourceId);
        return static_cast<int>(footnotes.size());
    }
    return static_cast<int>(it - footnotes.begin()) + 1;
}

CompareCell cellOf(const Chip& chip, const FieldDef<Chip>& def, std::vector<std::string>& notes) {
    CompareCell cell;
    const FieldValue v = def.get(chip);
    if (isUnknown(v)) return cell;
    cell.known = true;
    cell.text = formatFieldValue(v);
    // A date as its source names it ("2026-H2"), its precision folded in.
    if (def.name == "announced_date") cell.text = formatDatedEvent(chip.availability.announced);
    if (def.name == "available_date") cell.text = formatDatedEvent(chip.availability.available);
    cell.number = asNumber(v);
    const Provenance& p = chip.provenanceOf(def.name);
    cell.kind = p.kind;
    cell.low = p.low;
    cell.high = p.high;
    cell.source_id = p.source_id;
    cell.footnote = footnoteFor(p.source_id, notes);
    return cell;
}

} // namespace

std::string_view kindMark(ValueKind k) {
    switch (k) {
    case ValueKind::VendorSpec:
        return "vendor";
    case ValueKind::AnalystEstimate:
        return "estimate";
    case ValueKind::Measured:
        return "measured";
    case ValueKind::User:
        return "user";
    case ValueKind::Derived:
        return "derived";
    case ValueKind::Reported:
        return "reported";
    }
    return "";
}

ChipComparison compareChips(const std::vector<const Chip*>& chips, std::size_t baseline) {
    ChipComparison out;
    out.chips = chips;
    out.baseline = std::min(baseline, chips.empty() ? std::size_t(0) : chips.size() - 1);
    for (const auto& def : chipFields()) {
        if (def.name == "id" || isRowProvenance(def.name) || def.name.ends_with("_precision"))
            continue;
        CompareRow row{def.name, def.label, def.unit, {}};
        for (const Chip* chip : chips)
            row.cells.push_back(cellOf(*chip, def, out.footnotes));
        if (std::none_of(row.cells.begin(), row.cells.end(),
                         [](const CompareCell& c) { return c.known; }))
            continue;
        if (!chips.empty()) {
            const CompareCell& base = row.cells[out.baseline];
            for (auto& cell : row.cells)
                if (cell.number && base.number && *base.number != 0.0)
                    cell.ratio = *cell.number / *base.number;
        }
        out.rows.push_back(std::move(row));
    }
    return out;
}

} // namespace sil
