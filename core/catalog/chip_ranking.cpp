#include "core/catalog/chip_ranking.h"

#include "core/catalog/chip_compare.h"
#include "core/catalog/csv.h"

#include <algorithm>

namespace sil {

namespace {

struct MetricDef {
    RankMetric metric;
    std::string_view key, unit, title;
};

const MetricDef kMetrics[] = {
    {RankMetric::Bf16PerWatt, "bf16-per-watt", "TFLOP/s per W",
     "Dense BF16 TFLOP/s per watt of TDP"},
    {RankMetric::Fp8PerWatt, "fp8-per-watt", "TFLOP/s per W", "Dense FP8 TFLOP/s per watt of TDP"},
    {RankMetric::Fp4PerWatt, "fp4-per-watt", "TFLOP/s per W", "Dense FP4 TFLOP/s per watt of TDP"},
    {RankMetric::MemoryGbPerKusd, "memory-gb-per-kusd", "GB per 1,000 USD",
     "Memory GB per 1,000 USD of capex per GPU"},
    {RankMetric::MemoryTbpsPerKusd, "memory-tbps-per-kusd", "TB/s per 1,000 USD",
     "Memory TB/s per 1,000 USD of capex per GPU"},
};

const MetricDef& def(RankMetric m) {
    return *std::find_if(std::begin(kMetrics), std::end(kMetrics),
                         [m](const MetricDef& d) { return d.metric == m; });
}

// A value with its range and provenance; nullopt when the catalog has none.
struct Term {
    RankInput input;
    double low = 0.0, high = 0.0;
};

std::optional<Term> term(const Provenanced& e, const std::string& field,
                         const std::optional<double>& v, double scale = 1.0) {
    if (!v || !(*v > 0.0)) return std::nullopt;
    const Provenance& p = e.provenanceOf(field);
    Term t;
    t.input = {field, *v, p.kind, p.source_id};
    t.low = p.low.value_or(*v) * scale;
    t.high = p.high.value_or(*v) * scale;
    t.input.value = *v;
    return t;
}

// numerator / denominator, its range the widest the two ranges allow.
void ratio(RankedChip& r, const Term& num, const Term& den, double numScale, double denScale) {
    r.value = num.input.value * numScale / (den.input.value * denScale);
    r.low = num.low * numScale / (den.high * denScale);
    r.high = num.high * numScale / (den.low * denScale);
    r.inputs = {num.input, den.input};
}

std::optional<Dtype> dtypeOf(RankMetric m) {
    switch (m) {
    case RankMetric::Bf16PerWatt:
        return Dtype::BF16;
    case RankMetric::Fp8PerWatt:
        return Dtype::FP8;
    case RankMetric::Fp4PerWatt:
        return Dtype::FP4;
    default:
        return std::nullopt;
    }
}

void perWatt(RankedChip& r, const Chip& chip, Dtype d) {
    const std::string field = "dense_" + std::string(dtypeKey(d)) + "_tflops";
    const auto flops = term(chip, field, chip.dense_tflops[index(d)]);
    const auto tdp = term(chip, "tdp_w", chip.tdp_w);
    if (!flops)
        r.not_ranked = "no dense " + std::string(dtypeLabel(d)) + " figure in the catalog";
    else if (!tdp)
        r.not_ranked = "no TDP in the catalog";
    else
        ratio(r, *flops, *tdp, 1.0, 1.0);
}

void perKusd(RankedChip& r, const Catalog& catalog, const Chip& chip, RankMetric m) {
    const System* cheapest = nullptr;
    for (const System& s : catalog.systems)
        if (s.chip_id == chip.id && s.capex_per_gpu_usd && *s.capex_per_gpu_usd > 0.0 &&
            (!cheapest || *s.capex_per_gpu_usd < *cheapest->capex_per_gpu_usd))
            cheapest = &s;
    const bool gb = m == RankMetric::MemoryGbPerKusd;
    const auto memory = gb ? term(chip, "memory_gb", chip.memory_gb)
                           : term(chip, "memory_bandwidth_gbps", chip.memory_bandwidth_gbps);
    if (!memory) {
        r.not_ranked = gb ? "no memory size in the catalog" : "no memory bandwidth in the catalog";
        return;
    }
    if (!cheapest) {
        r.not_ranked = "no system built on it has a capex per GPU";
        return;
    }
    const auto capex = term(*cheapest, "capex_per_gpu_usd", cheapest->capex_per_gpu_usd);
    // GB/s to TB/s; USD to thousands of USD.
    ratio(r, *memory, *capex, gb ? 1.0 : 1e-3, 1e-3);
    r.basis = cheapest->id;
}

} // namespace

const std::vector<RankMetric>& allRankMetrics() {
    static const std::vector<RankMetric> all = [] {
        std::vector<RankMetric> v;
        for (const auto& d : kMetrics)
            v.push_back(d.metric);
        return v;
    }();
    return all;
}

std::string_view rankMetricKey(RankMetric m) {
    return def(m).key;
}
std::string_view rankMetricUnit(RankMetric m) {
    return def(m).unit;
}
std::string_view rankMetricTitle(RankMetric m) {
    return def(m).title;
}

std::optional<RankMetric> parseRankMetric(std::string_view key) {
    for (const auto& d : kMetrics)
        if (d.key == key) return d.metric;
    return std::nullopt;
}

RankedChip chipPerWatt(const Chip& chip, Dtype d) {
    RankedChip r;
    r.chip = &chip;
    perWatt(r, chip, d);
    return r;
}

ChipRanking rankChips(const Catalog& catalog, RankMetric metric) {
    ChipRanking out;
    out.metric = metric;
    for (const Chip& chip : catalog.chips) {
        if (const auto d = dtypeOf(metric)) {
            out.rows.push_back(chipPerWatt(chip, *d));
            continue;
        }
        RankedChip r;
        r.chip = &chip;
        perKusd(r, catalog, chip, metric);
        out.rows.push_back(std::move(r));
    }
    std::stable_sort(out.rows.begin(), out.rows.end(),
                     [](const RankedChip& a, const RankedChip& b) {
                         if (a.value.has_value() != b.value.has_value()) return a.value.has_value();
                         if (a.value) return *a.value > *b.value;
                         return a.chip->id < b.chip->id;
                     });
    int rank = 0;
    for (auto& r : out.rows)
        if (r.value) r.rank = ++rank;
    return out;
}

std::string rankInputsText(const RankedChip& row) {
    std::string s;
    for (const RankInput& in : row.inputs)
        s += (s.empty() ? "" : "; ") + in.field + " " + csvNumber(in.value) + " " +
             std::string(kindMark(in.kind)) + " [" + in.source_id + "]";
    return s;
}

std::string rankingCsv(const ChipRanking& ranking) {
    std::string out = csvLine({"rank", "id", "name", std::string(rankMetricKey(ranking.metric)),
                               "low", "high", "unit", "inputs", "basis", "status", "not_ranked"});
    for (const RankedChip& r : ranking.rows) {
        const bool ranked = r.value.has_value();
        out += csvLine({ranked ? std::to_string(r.rank) : std::string(), r.chip->id, r.chip->name,
                        ranked ? csvNumber(*r.value) : std::string(),
                        ranked ? csvNumber(r.low) : std::string(),
                        ranked ? csvNumber(r.high) : std::string(),
                        std::string(rankMetricUnit(ranking.metric)), rankInputsText(r), r.basis,
                        r.chip->availability.status, r.not_ranked});
    }
    return out;
}

} // namespace sil
