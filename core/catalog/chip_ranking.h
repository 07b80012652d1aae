#pragma once
// Chips ranked by what a buyer weighs: dense TFLOP/s per watt of TDP in BF16, FP8 or FP4, and
// memory (GB, and TB/s) per thousand dollars of capex. Every chip of the catalog is listed: the
// ranked ones best first, with the range their inputs' ranges allow and the kind of each input,
// then the ones that cannot be ranked and why.
#include "core/catalog/catalog.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sil {

enum class RankMetric {
    Bf16PerWatt,
    Fp8PerWatt,
    Fp4PerWatt,
    MemoryGbPerKusd,
    MemoryTbpsPerKusd,
};
const std::vector<RankMetric>& allRankMetrics();
std::string_view rankMetricKey(RankMetric m);   // "bf16-per-watt"
std::string_view rankMetricUnit(RankMetric m);  // "TFLOP/s per W"
std::string_view rankMetricTitle(RankMetric m); // "Dense BF16 TFLOP/s per watt of TDP"
std::optional<RankMetric> parseRankMetric(std::string_view key);

// One input of a ranked value: the field, its value and kind, the source it cites.
struct RankInput {
    std::string field; // "dense_bf16_tflops", "tdp_w", "capex_per_gpu_usd"
    double value = 0.0;
    ValueKind kind = ValueKind::VendorSpec;
    std::string source_id;
};

struct RankedChip {
    const Chip* chip = nullptr;
    int rank = 0; // 1 = best; 0 = not ranked
    std::optional<double> value;
    double low = 0.0, high = 0.0; // from the inputs' ranges (equal to value when none)
    std::vector<RankInput> inputs;
    std::string basis;      // per dollar: the system whose capex prices the chip
    std::string not_ranked; // why a chip has no value ("no TDP in the catalog")
};

struct ChipRanking {
    RankMetric metric = RankMetric::Bf16PerWatt;
    std::vector<RankedChip> rows; // every chip: ranked best first, then the unranked by id
};

// Per dollar, a chip is priced at the cheapest capex per GPU of the systems built on it.
ChipRanking rankChips(const Catalog& catalog, RankMetric metric);

// One chip's dense TFLOP/s per watt of TDP in format `d` with the range its inputs' ranges allow
// (rank 0; not_ranked says why when the catalog lacks an input): what a per-system ranking draws
// for a system built on the chip.
RankedChip chipPerWatt(const Chip& chip, Dtype d);

// "dense_bf16_tflops 2500 estimate [S0]; tdp_w 1400 reported [S0]": what a value is made of.
std::string rankInputsText(const RankedChip& row);

// The ranking as CSV, one row per chip (the CLI's --format csv and the GUI's export): rank, id,
// name, the metric, low, high, unit, inputs, basis, status, not_ranked; plain numbers.
std::string rankingCsv(const ChipRanking& ranking);

} // namespace sil
