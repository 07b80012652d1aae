#include "core/catalog/citations.h"

#include "core/catalog/fields.h"

#include <algorithm>
#include <map>
#include <set>
#include <variant>

namespace sil {

namespace {
template <typename T>
void collect(const T& row, const std::string& entity, std::vector<Citation>& out,
             std::map<std::string, std::size_t>& slot) {
    for (const auto& def : fieldsOf<T>()) {
        if (def.type != FieldType::Number || !def.get) continue;
        if (!std::holds_alternative<double>(def.get(row))) continue;
        const Provenance& p = row.provenanceOf(def.name);
        auto [it, added] = slot.emplace(p.source_id, out.size());
        if (added) out.push_back({p.source_id, nullptr, {}});
        out[it->second].values.push_back(
            {entity, def.name, p.kind, p.low.has_value() || p.high.has_value()});
    }
}
} // namespace

std::vector<Citation> citationsFor(const Catalog& c, const std::vector<const System*>& systems) {
    std::vector<Citation> out;
    std::map<std::string, std::size_t> slot;
    std::set<std::string> chipsSeen;
    for (const System* s : systems) {
        collect(*s, "system " + s->id, out, slot);
        if (!chipsSeen.insert(s->chip_id).second) continue;
        if (const Chip* chip = c.chip(s->chip_id)) collect(*chip, "chip " + chip->id, out, slot);
        for (const RentalQuote& q : c.quotes)
            if (q.chip_id == s->chip_id) collect(q, "quote " + q.id, out, slot);
    }
    for (Citation& ct : out)
        for (const Source& src : c.sources)
            if (src.id == ct.source_id) ct.source = &src;
    // Uncited values last: a gap the reader should see.
    std::stable_partition(out.begin(), out.end(),
                          [](const Citation& ct) { return !ct.source_id.empty(); });
    return out;
}

bool isUrl(const std::string& location) {
    return location.rfind("https://", 0) == 0 || location.rfind("http://", 0) == 0;
}

std::string sourceReference(const Source& source) {
    std::string out = source.title.empty() ? source.id : source.title;
    std::string by = source.publisher;
    if (!source.date.empty()) by += (by.empty() ? "" : ", ") + source.date;
    if (!by.empty()) out += " — " + by;
    out += ".";
    // An address, or how to obtain a file that has none (a seed document, a repository file).
    if (!source.location.empty())
        out += (isUrl(source.location) ? " " : " Obtain: ") + source.location;
    // A page changes: when it was read says which version was.
    if (!source.accessed_date.empty()) out += " (read " + source.accessed_date + ")";
    return out;
}

} // namespace sil
