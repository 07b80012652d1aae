#pragma once
// CSV and JSON import/export of catalog entities, driven by the field registry.
// An import is all-or-nothing: the first bad row rejects the whole file with the
// file, row and field named.
#include "core/catalog/catalog.h"
#include "core/catalog/fields.h"

#include <string>

namespace sil {

struct ImportBatch {
    std::vector<Source> sources;
    std::vector<Chip> chips;
    std::vector<System> systems;
    std::vector<RentalQuote> quotes;
    std::vector<LlmModel> models;
    std::vector<ApiPrice> api_prices;
    std::vector<EngineProfile> engines;
    std::string origin; // the file it came from, for messages ("" when built in code)
    std::size_t size() const {
        return sources.size() + chips.size() + systems.size() + quotes.size() + models.size() +
               api_prices.size() + engines.size();
    }
    // The batch's entities as a catalog of their own (a whole seed file read without a store).
    Catalog toCatalog() const {
        return Catalog{sources, chips, systems, quotes, models, api_prices, engines};
    }
};

struct ImportResult {
    bool ok = false;
    ImportBatch batch;
    std::string error;
    // The error is a number that reads either way in a ';'-separated file: ask the user which
    // decimal separator the file uses and import again with it.
    bool decimal_ambiguous = false;
};

// How numbers write their decimals in a CSV. Auto: '.' in comma-separated files; in files a
// European-locale spreadsheet saved (';' or tab between fields) ',' when a number cell uses
// it, and a clear question when a cell such as "1.500" could be read either way.
enum class DecimalSeparator { Auto, Point, Comma };

// `kind` empty: inferred from the header. The field separator is detected (',', ';', tab).
ImportResult importCsv(const std::string& text, const std::string& origin,
                       std::optional<EntityKind> kind = std::nullopt,
                       DecimalSeparator decimal = DecimalSeparator::Auto);
ImportResult importJson(const std::string& text, const std::string& origin);

std::string exportCsv(const Catalog& c, EntityKind kind);
std::string exportJson(const Catalog& c);

// Checks references across the merged catalog (chip ids of systems and quotes, model ids of
// API prices, source ids).
std::string checkReferences(const Catalog& c);

} // namespace sil
