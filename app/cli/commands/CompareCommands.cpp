// compare --chips a,b,c[,d] [--baseline a]: chips side by side with their evidence.
#include "app/cli/CliContext.h"

#include "core/catalog/catalog_query.h"
#include "core/catalog/chip_compare.h"
#include "core/catalog/citations.h"
#include "core/catalog/csv.h"

namespace sil::cli {

using nlohmann::json;

namespace {

const Chip& requireChip(const CliContext& c, const std::string& text, const char* option) {
    std::string id = text;
    if (!c.catalog.chip(id)) id = idIgnoringCase(c.catalog, text);
    if (const Chip* chip = id.empty() ? nullptr : c.catalog.chip(id)) return *chip;
    std::string msg = std::string(option) + ": no chip \"" + text + "\"";
    std::string near;
    for (const auto& candidate : closestIds(c.catalog, text, 8))
        if (c.catalog.chip(candidate)) near += (near.empty() ? "" : ", ") + candidate;
    throw CliError{1, msg + (near.empty() ? "; list them with \"catalog list --kind chips\""
                                          : "; did you mean: " + near + "?")};
}

// "2300 estimate (2100-2500) [3]": the value, its kind unless a vendor's, range, footnote.
std::string cellText(const CompareCell& cell) {
    if (!cell.known) return "-";
    std::string s = cell.number ? formatNumber(*cell.number) : cell.text;
    if (cell.kind != ValueKind::VendorSpec) s += " " + std::string(kindMark(cell.kind));
    if (cell.low || cell.high)
        s += " (" + (cell.low ? formatNumber(*cell.low) : "?") + "-" +
             (cell.high ? formatNumber(*cell.high) : "?") + ")";
    if (cell.footnote) s += " [" + std::to_string(cell.footnote) + "]";
    return s;
}

std::string ratioText(const CompareCell& cell) {
    return cell.ratio ? "x" + formatNumber(*cell.ratio, 3) : "";
}

json cellJson(const CompareCell& cell) {
    if (!cell.known) return nullptr;
    json j = {{"value", cell.number ? json(*cell.number) : json(cell.text)},
              {"kind", std::string(valueKindKey(cell.kind))},
              {"source_id", cell.source_id}};
    if (cell.low) j["low"] = *cell.low;
    if (cell.high) j["high"] = *cell.high;
    if (cell.ratio) j["ratio_to_baseline"] = *cell.ratio;
    return j;
}

void writeJson(const CliContext& c, const ChipComparison& cmp) {
    json out = {{"baseline", cmp.chips[cmp.baseline]->id}, {"chips", json::array()}};
    for (const Chip* chip : cmp.chips)
        out["chips"].push_back({{"id", chip->id}, {"name", chip->name}});
    json rows = json::array();
    for (const auto& row : cmp.rows) {
        json values = json::object();
        for (std::size_t i = 0; i < cmp.chips.size(); ++i)
            values[cmp.chips[i]->id] = cellJson(row.cells[i]);
        rows.push_back({{"field", row.field}, {"unit", row.unit}, {"values", values}});
    }
    out["fields"] = rows;
    json sources = json::array();
    for (std::size_t i = 0; i < cmp.footnotes.size(); ++i) {
        const Source* s = c.catalog.source(cmp.footnotes[i]);
        sources.push_back({{"footnote", i + 1},
                           {"id", cmp.footnotes[i]},
                           {"reference", s ? sourceReference(*s) : "(not in the source list)"}});
    }
    out["sources"] = sources;
    c.out << out.dump(2) << "\n";
}

// One row per value: what a spreadsheet filters and pivots.
void writeCsv(const CliContext& c, const ChipComparison& cmp) {
    c.out << csvLine({"field", "unit", "chip", "value", "kind", "low", "high", "source",
                      "ratio_to_" + cmp.chips[cmp.baseline]->id});
    for (const auto& row : cmp.rows)
        for (std::size_t i = 0; i < cmp.chips.size(); ++i) {
            const CompareCell& cell = row.cells[i];
            if (!cell.known) continue;
            auto num = [](const std::optional<double>& v) {
                return v ? plainDecimal(*v) : std::string();
            };
            c.out << csvLine({row.field, row.unit, cmp.chips[i]->id,
                              cell.number ? plainDecimal(*cell.number) : cell.text,
                              std::string(valueKindKey(cell.kind)), num(cell.low), num(cell.high),
                              cell.source_id, num(cell.ratio)});
        }
}

void writeText(const CliContext& c, const ChipComparison& cmp) {
    Table t;
    t.headers = {"field", "unit"};
    const std::string& base = cmp.chips[cmp.baseline]->id;
    for (std::size_t i = 0; i < cmp.chips.size(); ++i) {
        t.headers.push_back(cmp.chips[i]->id);
        if (i != cmp.baseline) t.headers.push_back("/ " + base);
    }
    for (const auto& row : cmp.rows) {
        std::vector<json> cells = {row.field, row.unit};
        for (std::size_t i = 0; i < cmp.chips.size(); ++i) {
            cells.push_back(cellText(row.cells[i]));
            if (i != cmp.baseline) cells.push_back(ratioText(row.cells[i]));
        }
        t.rows.push_back(std::move(cells));
    }
    writeTable(t, OutputFormat::Table, c.out);
    c.out << "\nkinds: unmarked = the maker's figure from its own document; reported = the "
             "maker's figure as a third party states it; estimate = an analyst's; derived = "
             "computed from other cited values; measured; user = your edit. (low-high): the "
             "range kept where sources disagree.\nsources:\n";
    for (std::size_t i = 0; i < cmp.footnotes.size(); ++i) {
        const Source* s = c.catalog.source(cmp.footnotes[i]);
        c.out << "  [" << i + 1 << "] " << cmp.footnotes[i] << ": "
              << (s ? sourceReference(*s) : "(not in the source list)") << "\n";
    }
}

} // namespace

int runCompareChips(CliContext& c) {
    if (c.opt.chips.size() < 2 || c.opt.chips.size() > 4)
        throw CliError{2, "compare needs --chips with 2 to 4 chip ids, e.g. --chips "
                          "mi355x,b300,tpu-v7"};
    std::vector<const Chip*> chips;
    for (const auto& id : c.opt.chips)
        chips.push_back(&requireChip(c, id, "--chips"));
    std::size_t baseline = 0;
    if (!c.opt.baseline.empty()) {
        const Chip& base = requireChip(c, c.opt.baseline, "--baseline");
        const auto it = std::find(chips.begin(), chips.end(), &base);
        if (it == chips.end())
            throw CliError{2, "--baseline " + base.id + ": not one of the --chips"};
        baseline = static_cast<std::size_t>(it - chips.begin());
    }
    const ChipComparison cmp = compareChips(chips, baseline);
    if (c.opt.format == OutputFormat::Json)
        writeJson(c, cmp);
    else if (c.opt.format == OutputFormat::Csv)
        writeCsv(c, cmp);
    else
        writeText(c, cmp);
    return 0;
}

} // namespace sil::cli
