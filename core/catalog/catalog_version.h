#pragma once
// Which catalog an answer came from: the date its values were last read from their sources
// ("as of"), a SHA-256 of its content (the catalog as JSON, exportJson) and its counts. The
// database computes it (database/CatalogVersion.h) and keeps it with the catalog; a chart
// request carries it to the renderer, whose caption names it.
#include <cstddef>
#include <string>

namespace sil {

struct CatalogVersion {
    std::string as_of;          // the latest access date of a source, else its latest date
    std::string content_sha256; // 64 hex digits
    std::size_t chips = 0, systems = 0, sources = 0, prices = 0, models = 0;
    // "2026-11-26, content 3f2a9c1b7d0e": what a caption or a footer prints.
    std::string shortText() const {
        return (as_of.empty() ? std::string("undated") : as_of) + ", content " +
               content_sha256.substr(0, 12);
    }
    bool operator==(const CatalogVersion&) const = default;
};

} // namespace sil
