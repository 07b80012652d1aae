#pragma once
// CSV and JSON import/export of catalog entities, driven by the field registry.
// An import is all-or-nothing: the first bad row rejects the whole file with the
// file, row and field named.
#include "catalog.h"
#include "fields.h"

#include <string>

namespace sil {

struct ImportBatch {
    std::vector<Source> sources;
    std::vector<Chip> chips;
    std::vector<System> systems;
    std::vector<RentalQuote> quotes;
    std::vector<LlmModel> models;
    std::string origin; // the file it came from, for messages ("" when built in code)
    std::size_t size() const {
        return sources.size() + chips.size() + systems.size() + quotes.size() + models.size();
    }
};

struct ImportResult {
    bool ok = false;
    ImportBatch batch;
    std::string error;
};

// `kind` empty: inferred from the header.
ImportResult importCsv(const std::string& text, const std::string& origin,
                       std::optional<EntityKind> kind = std::nullopt);
ImportResult importJson(const std::string& text, const std::string& origin);

std::string exportCsv(const Catalog& c, EntityKind kind);
std::string exportJson(const Catalog& c);

// Checks references across the merged catalog (chip ids of systems and quotes, source ids).
std::string checkReferences(const Catalog& c);

} // namespace sil
