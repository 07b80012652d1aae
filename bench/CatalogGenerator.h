#pragma once
// Deterministic synthetic catalogs for benchmarks: same seed, same catalog, every run.
#include "core/catalog/catalog_io.h"

#include <cstdint>

namespace sil::bench {

// `systems` systems over `systems / 4` chips, each with two rental quotes.
ImportBatch generateCatalog(std::size_t systems, std::uint32_t seed = 20261122);

} // namespace sil::bench
