#include "chip_sheet.h"

#include "core/catalog/fields.h"

#include <algorithm>

namespace sil {

std::vector<ChipSheetRow> chipSheet(const Chip& chip) {
    std::vector<ChipSheetRow> rows;
    for (const auto& f : chipFields()) {
        if (f.name == kSourceIdColumn || f.name == kSourceNoteColumn || f.name == kValueKindColumn)
            continue;
        const FieldValue v = f.get(chip);
        ChipSheetRow row;
        row.field = f.name;
        row.label = f.label;
        row.unit = f.unit;
        row.known = !isUnknown(v);
        if (row.known) {
            row.value = formatFieldValue(v);
            const Provenance& p = chip.provenanceOf(f.name);
            row.kind = p.kind;
            row.low = p.low;
            row.high = p.high;
            row.source_id = p.source_id;
            row.note = p.note;
            row.own_evidence = chip.fields.count(f.name) > 0;
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

std::vector<const Source*> chipSheetSources(const Catalog& c,
                                            const std::vector<ChipSheetRow>& rows) {
    std::vector<const Source*> sources;
    for (const auto& row : rows)
        if (const Source* s = c.source(row.source_id);
            s && std::find(sources.begin(), sources.end(), s) == sources.end())
            sources.push_back(s);
    return sources;
}

std::vector<const System*> systemsUsingChip(const Catalog& c, const std::string& chipId) {
    std::vector<const System*> systems;
    for (const auto& s : c.systems)
        if (s.chip_id == chipId) systems.push_back(&s);
    return systems;
}

} // namespace sil
