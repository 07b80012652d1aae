#include "core/catalog/kind_source_check.h"

#include "core/catalog/fields.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <utility>

namespace sil {

namespace {

std::string lower(std::string_view s) {
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
    return out;
}

// `text` starts with `word` followed by the end or a character that cannot continue a word.
bool startsWithWord(const std::string& text, std::string_view word) {
    if (!text.starts_with(word)) return false;
    if (text.size() == word.size()) return true;
    const auto next = static_cast<unsigned char>(text[word.size()]);
    return !std::isalnum(next) && next != '_';
}

// The names each maker publishes under, lower case.
constexpr std::array<std::pair<std::string_view, std::string_view>, 14> kMakerPublishers = {{
    {"nvidia", "nvidia"},
    {"amd", "amd"},
    {"google", "google"},
    {"aws", "amazon web services"},
    {"aws", "aws"},
    {"intel", "intel"},
    {"intel", "habana"},
    {"huawei", "huawei"},
    {"cerebras", "cerebras"},
    {"groq", "groq"},
    {"microsoft", "microsoft"},
    {"tenstorrent", "tenstorrent"},
    {"sambanova", "sambanova"},
    {"meta", "meta"},
}};

template <typename T>
void checkEntity(const T& e, const std::string& entity, const std::string& vendor,
                 const Catalog& catalog, std::vector<KindSourceMismatch>& out) {
    for (const auto& def : fieldsOf<T>()) {
        if (def.name == "id" || def.name == "name" || def.name == "vendor" ||
            def.name == "chip_id" || def.name == kSourceIdColumn || def.name == kSourceNoteColumn ||
            def.name == kValueKindColumn)
            continue;
        const FieldValue v = def.get(e);
        if (isUnknown(v)) continue;
        if (const auto* text = std::get_if<std::string>(&v); text && text->empty()) continue;
        const Provenance& p = e.provenanceOf(def.name);
        if (p.kind != ValueKind::VendorSpec && p.kind != ValueKind::Reported) continue;
        const Source* s = catalog.source(p.source_id);
        const std::string publisher = s ? s->publisher : std::string();
        if (publishedByMaker(vendor, publisher) == (p.kind == ValueKind::VendorSpec)) continue;
        out.push_back({entity, e.id, def.name, p.kind, p.source_id, publisher});
    }
}

} // namespace

bool publishedByMaker(std::string_view vendor, std::string_view publisher) {
    const std::string maker = lower(vendor);
    const std::string by = lower(publisher);
    return std::any_of(kMakerPublishers.begin(), kMakerPublishers.end(), [&](const auto& entry) {
        return entry.first == maker && startsWithWord(by, entry.second);
    });
}

std::string KindSourceMismatch::describe() const {
    return entity + ": " + id + "." + field + " is " + std::string(valueKindKey(kind)) +
           " but cites " + (source_id.empty() ? "no source" : source_id) + " (" +
           (publisher.empty() ? "no publisher" : publisher) + ")";
}

std::vector<KindSourceMismatch> kindSourceMismatches(const Catalog& catalog) {
    std::vector<KindSourceMismatch> out;
    for (const auto& chip : catalog.chips)
        checkEntity(chip, "chips", chip.vendor, catalog, out);
    for (const auto& system : catalog.systems) {
        const Chip* chip = catalog.chip(system.chip_id);
        checkEntity(system, "systems", chip ? chip->vendor : system.vendor, catalog, out);
    }
    return out;
}

} // namespace sil
