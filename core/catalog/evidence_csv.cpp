#include "core/catalog/evidence_csv.h"

#include "core/catalog/csv.h"
#include "core/catalog/entity_types.h"

#include <type_traits>

namespace sil {

namespace {

bool isRowProvenance(const std::string& name) {
    return name == kSourceIdColumn || name == kSourceNoteColumn || name == kValueKindColumn;
}

std::string withUnit(const std::string& name, const std::string& unit) {
    return unit.empty() ? name : name + " (" + unit + ")";
}

std::string number(const std::optional<double>& v) {
    return v ? formatFieldValue(FieldValue{*v}) : std::string();
}

template <typename T> std::string wideOf(const Catalog& c) {
    std::vector<std::string> header;
    for (const auto& f : fieldsOf<T>()) {
        if (isRowProvenance(f.name)) continue;
        header.push_back(withUnit(f.name, f.unit));
        if (f.name == "id") continue;
        header.push_back(f.name + "_kind");
        if (f.type == FieldType::Number) { // a range only where a number can have one
            header.push_back(withUnit(f.name + "_low", f.unit));
            header.push_back(withUnit(f.name + "_high", f.unit));
        }
        header.push_back(f.name + "_source");
    }
    std::string out = csvLine(header);
    for (const auto& e : entitiesOf<T>(c)) {
        std::vector<std::string> cells;
        for (const auto& f : fieldsOf<T>()) {
            if (isRowProvenance(f.name)) continue;
            const FieldValue v = f.get(e);
            cells.push_back(formatFieldValue(v));
            if (f.name == "id") continue;
            const bool ranged = f.type == FieldType::Number;
            if (isUnknown(v)) {
                // No value, so nothing to cite.
                cells.insert(cells.end(), ranged ? 4 : 2, std::string());
                continue;
            }
            const Provenance& p = e.provenanceOf(f.name);
            cells.push_back(std::string(valueKindKey(p.kind)));
            if (ranged) {
                cells.push_back(number(p.low));
                cells.push_back(number(p.high));
            }
            cells.push_back(p.source_id);
        }
        out += csvLine(cells);
    }
    return out;
}

template <typename T> std::string longOf(const Catalog& c) {
    std::string out =
        csvLine({"id", "field", "value", "unit", "kind", "low", "high", "source", "note"});
    for (const auto& e : entitiesOf<T>(c)) {
        for (const auto& f : fieldsOf<T>()) {
            if (isRowProvenance(f.name) || f.name == "id") continue;
            const FieldValue v = f.get(e);
            if (isUnknown(v)) continue;
            const Provenance& p = e.provenanceOf(f.name);
            out += csvLine({e.id, f.name, formatFieldValue(v), f.unit,
                            std::string(valueKindKey(p.kind)), number(p.low), number(p.high),
                            p.source_id, p.note});
        }
    }
    return out;
}

// `f` for the kind's type; sources have no cited values, so no rows of them.
template <typename F> std::string byKind(EntityKind kind, F&& f) {
    return withEntityType(kind, [&](auto tag) -> std::string {
        if constexpr (std::is_same_v<decltype(tag), Source>)
            return {};
        else
            return f(tag);
    });
}

} // namespace

std::string headerFieldName(const std::string& cell) {
    const auto open = cell.rfind(" (");
    if (open == std::string::npos || cell.empty() || cell.back() != ')') return cell;
    return cell.substr(0, open);
}

std::string exportEvidenceCsv(const Catalog& c, EntityKind kind) {
    return byKind(kind, [&](auto tag) { return wideOf<decltype(tag)>(c); });
}

std::string exportEvidenceCsvLong(const Catalog& c, EntityKind kind) {
    return byKind(kind, [&](auto tag) { return longOf<decltype(tag)>(c); });
}

} // namespace sil
