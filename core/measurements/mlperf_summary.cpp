#include "core/measurements/mlperf_summary.h"

#include "core/catalog/csv.h"
#include "core/measurements/parse_support.h"

#include <cmath>
#include <map>

namespace sil {

using namespace measurements_detail;

MeasurementParseResult parseMlperfSummary(const std::string& text, const std::string& fileName) {
    return runParser("mlperf", fileName, text, [&](auto& points, auto& warnings) {
        const auto csv = parseCsv(text);
        if (!csv.ok) {
            std::size_t line = 1;
            if (csv.error.rfind("line ", 0) == 0)
                line = static_cast<std::size_t>(
                    parseNumber(csv.error.substr(5, csv.error.find(':') - 5)).value_or(1));
            fail(line, "(csv)", csv.error);
        }
        if (csv.records.empty()) fail(1, "(csv)", "no header row");
        const auto& head = csv.records.front();
        std::map<std::string, std::size_t> col;
        for (std::size_t c = 0; c < head.cells.size(); ++c)
            col.emplace(trim(head.cells[c]), c);
        auto need = [&](const char* name) {
            const auto it = col.find(name);
            if (it == col.end()) fail(head.line, name, "missing required column");
            return it->second;
        };
        const std::size_t model = col.count("Model") ? col["Model"] : need("MlperfModel");
        const std::size_t scenario = need("Scenario"), result = need("Result"),
                          units = need("Units"), accel = need("accelerators_per_node");
        auto opt = [&](const char* name) -> std::optional<std::size_t> {
            const auto it = col.find(name);
            return it == col.end() ? std::nullopt : std::optional<std::size_t>(it->second);
        };
        const auto system = opt("SystemName"), nodes = opt("number_of_nodes"),
                   accelName = opt("accelerator_model_name"), framework = opt("framework"),
                   dtypes = opt("weight_data_types");
        if (csv.records.size() < 2) fail(head.line, "(csv)", "a header row and no result row");
        for (std::size_t r = 1; r < csv.records.size(); ++r) {
            const auto& rec = csv.records[r];
            const std::size_t line = rec.line;
            if (rec.cells.size() != head.cells.size())
                fail(line, "row",
                     "a row has " + std::to_string(rec.cells.size()) +
                         " columns; the header on line " + std::to_string(head.line) + " has " +
                         std::to_string(head.cells.size()));
            const auto& c = rec.cells;
            const std::string unit = trim(c[units]);
            const auto v = parseNumber(trim(c[result]));
            if (!v) fail(line, "Result", "expected a number, found \"" + c[result] + "\"");
            const double value = checkNonNegative(*v, line, "Result");
            const auto perNode = parseNumber(trim(c[accel]));
            if (!perNode || *perNode < 1 || *perNode != std::floor(*perNode) || *perNode > 1e6)
                fail(line, "accelerators_per_node",
                     "expected a whole number from 1, found \"" + c[accel] + "\"");
            double nodeCount = 1;
            if (nodes && !trim(c[*nodes]).empty()) {
                const auto n = parseNumber(trim(c[*nodes]));
                if (!n || *n < 1 || *n != std::floor(*n) || *n > 1e6)
                    fail(line, "number_of_nodes",
                         "expected a whole number from 1, found \"" + c[*nodes] + "\"");
                nodeCount = *n;
            }
            MeasuredPoint p;
            p.kind = MeasurementKind::Serving;
            p.line = line;
            p.model = trim(c[model]);
            p.system = system ? trim(c[*system]) : std::string();
            if (accelName && !trim(c[*accelName]).empty())
                p.system += (p.system.empty() ? "" : " / ") + trim(c[*accelName]);
            p.engine = framework ? trim(c[*framework]) : std::string();
            p.precision = dtypes ? trim(c[*dtypes]) : std::string();
            p.gpus = static_cast<int>(*perNode * nodeCount);
            const std::string u = lower(unit);
            if (u == "tokens/s") {
                p.output_tokens_per_s = value;
                p.output_tokens_per_s_per_gpu = value / *p.gpus;
            } else if (u == "samples/s" || u == "queries/s") {
                p.request_throughput_per_s = value;
            } else if (u == "watts") {
                p.power_w = value;
            } else {
                warnings.push_back("line " + std::to_string(line) + ": " + p.model + " " +
                                   trim(c[scenario]) + " in \"" + unit + "\" skipped");
                continue;
            }
            p.scenario = trim(c[scenario]);
            if (p.scenario.empty()) fail(line, "Scenario", "empty scenario");
            points.push_back(std::move(p));
        }
    });
}

} // namespace sil
