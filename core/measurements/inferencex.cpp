#include "core/measurements/inferencex.h"

#include "core/catalog/csv.h"
#include "core/measurements/parse_support.h"

namespace sil {

using namespace measurements_detail;
using nlohmann::json;

namespace {

// Seconds in the row -> milliseconds in the point.
LatencyMs latencySeconds(const JsonObject& o, const std::string& metric) {
    auto ms = [&](const std::string& key) -> std::optional<double> {
        const auto s = o.nonNegative(key);
        return s ? std::optional<double>(*s * 1000.0) : std::nullopt;
    };
    LatencyMs l;
    l.mean = ms("mean_" + metric);
    l.median = ms("median_" + metric);
    l.p90 = ms("p90_" + metric);
    l.p99 = ms("p99_" + metric);
    return l;
}

bool truthy(const json& v) {
    if (v.is_boolean()) return v.get<bool>();
    if (v.is_number()) return v.get<double>() != 0;
    if (v.is_string()) {
        const std::string s = lower(trim(v.get<std::string>()));
        return s == "true" || s == "1" || s == "yes";
    }
    return false;
}

MeasuredPoint readRow(const JsonObject& o, std::vector<std::string>& warnings) {
    MeasuredPoint p;
    p.kind = MeasurementKind::Serving;
    p.line = o.line();
    const std::string where = "line " + std::to_string(p.line);
    p.system = o.requireString("hw");
    p.model = o.requireString("model");
    if (o.has("infmax_model_prefix") && p.model.empty())
        p.model = o.string("infmax_model_prefix").value_or("");
    p.engine = o.string("framework").value_or("");
    p.precision = o.string("precision").value_or("");
    if (!o.has("conc")) fail(p.line, "conc", "missing required key");
    p.concurrency = o.positive("conc");
    p.prompt_tokens = o.nonNegative("isl");
    p.output_tokens = o.nonNegative("osl");
    if (!o.has("tput_per_gpu")) fail(p.line, "tput_per_gpu", "missing required key");
    p.total_tokens_per_s_per_gpu = o.requireNonNegative("tput_per_gpu");
    p.output_tokens_per_s_per_gpu = o.nonNegative("output_tput_per_gpu");
    o.nonNegative("input_tput_per_gpu"); // checked, not kept: no per-GPU prefill field

    if (truthy(o.raw("is_multinode"))) {
        const auto pre = o.count("num_prefill_gpu"), dec = o.count("num_decode_gpu");
        if (pre && dec) p.gpus = *pre + *dec;
        p.tp = o.count("decode_tp");
    } else {
        p.tp = o.count("tp");
        if (p.tp) p.gpus = *p.tp * o.count("pp").value_or(1) * o.count("pcp_size").value_or(1);
    }
    if (p.gpus) {
        p.total_tokens_per_s = *p.total_tokens_per_s_per_gpu * *p.gpus;
        // Multinode output throughput is per decode GPU; only single node scales back.
        if (p.output_tokens_per_s_per_gpu && !truthy(o.raw("is_multinode")))
            p.output_tokens_per_s = *p.output_tokens_per_s_per_gpu * *p.gpus;
    } else {
        warnings.push_back(where + ": no tp (or prefill/decode GPU counts): GPUs not stated");
    }
    p.ttft_ms = latencySeconds(o, "ttft");
    p.tpot_ms = latencySeconds(o, "tpot");
    p.itl_ms = latencySeconds(o, "itl");
    p.e2el_ms = latencySeconds(o, "e2el");
    p.tokens_per_s_per_user = o.nonNegative("median_intvty");
    if (!p.tokens_per_s_per_user && p.tpot_ms.median && *p.tpot_ms.median > 0)
        p.tokens_per_s_per_user = 1000.0 / *p.tpot_ms.median;
    p.power_w = o.nonNegative("avg_power_w");
    dropTtftInclusiveTpot(p, warnings, where);
    return p;
}

// A CSV cell as JSON: a number if it is one, else the text.
json cell(const std::string& s) {
    const std::string t = trim(s);
    if (t.empty()) return nullptr;
    if (const auto d = parseNumber(t)) return *d;
    return t;
}

} // namespace

MeasurementParseResult parseInferenceX(const std::string& text, const std::string& fileName) {
    return runParser("inferencex", fileName, text, [&](auto& points, auto& warnings) {
        const auto first = text.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
        if (first != std::string::npos && text[first] != '{' && text[first] != '[') {
            const auto csv = parseCsv(text);
            if (!csv.ok) {
                std::size_t line = 1;
                if (csv.error.rfind("line ", 0) == 0)
                    line = static_cast<std::size_t>(
                        parseNumber(csv.error.substr(5, csv.error.find(':') - 5)).value_or(1));
                fail(line, "(csv)", csv.error);
            }
            if (csv.records.size() < 2) fail(1, "(csv)", "a header row and at least one row");
            const auto& head = csv.records.front();
            for (std::size_t r = 1; r < csv.records.size(); ++r) {
                const auto& rec = csv.records[r];
                if (rec.cells.size() != head.cells.size())
                    fail(rec.line, "row",
                         "a row has " + std::to_string(rec.cells.size()) +
                             " columns; the header has " + std::to_string(head.cells.size()));
                json obj = json::object();
                for (std::size_t c = 0; c < rec.cells.size(); ++c)
                    obj[trim(head.cells[c])] = cell(rec.cells[c]);
                const auto pos = JsonPositions::allAt(rec.line);
                points.push_back(readRow(JsonObject(obj, pos, ""), warnings));
            }
            return;
        }
        for (const auto& r : parseJsonDocumentOrLines(text)) {
            if (r.value.is_object()) {
                points.push_back(readRow(JsonObject(r.value, r.positions, ""), warnings));
            } else if (r.value.is_array()) {
                for (std::size_t i = 0; i < r.value.size(); ++i) {
                    const std::string ptr = pointerChild("", i);
                    if (!r.value[i].is_object())
                        fail(r.positions.lineOf(ptr), "(json)", "expected a result row object");
                    points.push_back(readRow(JsonObject(r.value[i], r.positions, ptr), warnings));
                }
            } else {
                fail(r.line, "(json)", "expected a result row object or an array of them");
            }
        }
    });
}

} // namespace sil
