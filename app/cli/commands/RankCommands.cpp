// catalog rank --metric METRIC: every chip of the catalog ranked, as a table a spreadsheet takes.
#include "app/cli/CliContext.h"

#include "core/catalog/chip_ranking.h"

namespace sil::cli {

using nlohmann::json;

namespace {

RankMetric metricOption(const CliContext& c) {
    if (c.opt.metric.empty()) return RankMetric::Bf16PerWatt;
    if (auto m = parseRankMetric(c.opt.metric)) return *m;
    std::string known;
    for (RankMetric m : allRankMetrics())
        known += (known.empty() ? "" : ", ") + std::string(rankMetricKey(m));
    throw CliError{2, "--metric: unknown ranking \"" + c.opt.metric + "\"; one of: " + known};
}

json numberOrNull(const RankedChip& r, double v) {
    return r.value ? json(v) : json(nullptr);
}

} // namespace

int runCatalogRank(CliContext& c) {
    const RankMetric metric = metricOption(c);
    const ChipRanking ranking = rankChips(c.catalog, metric);
    if (c.opt.format == OutputFormat::Csv) {
        c.out << rankingCsv(ranking);
        return 0;
    }
    Table t;
    t.headers = {"rank",  "id",     "name",      std::string(rankMetricKey(metric)),
                 "low",   "high",   "unit",      "inputs",
                 "basis", "status", "not_ranked"};
    for (const RankedChip& r : ranking.rows)
        t.rows.push_back({r.rank ? json(r.rank) : json(nullptr), r.chip->id, r.chip->name,
                          r.value ? json(*r.value) : json(nullptr), numberOrNull(r, r.low),
                          numberOrNull(r, r.high), std::string(rankMetricUnit(metric)),
                          rankInputsText(r), r.basis, r.chip->availability.status, r.not_ranked});
    if (c.opt.format == OutputFormat::Table)
        c.out << rankMetricTitle(metric) << " (low-high: from the ranges the catalog keeps)\n";
    writeTable(t, c.opt.format, c.out);
    return 0;
}

} // namespace sil::cli
