#include "core/measurements/vllm_bench.h"

#include "core/measurements/bench_consistency.h"
#include "core/measurements/parse_support.h"

#include <cmath>

namespace sil {

using namespace measurements_detail;

namespace {

LatencyMs latency(const JsonObject& o, const std::string& metric) {
    LatencyMs l;
    l.mean = o.nonNegative("mean_" + metric + "_ms");
    l.median = o.nonNegative("median_" + metric + "_ms");
    l.p90 = o.nonNegative("p90_" + metric + "_ms");
    l.p99 = o.nonNegative("p99_" + metric + "_ms");
    return l;
}

std::optional<double> meanOfArray(const JsonObject& o, const std::string& key) {
    if (!o.has(key)) return std::nullopt;
    const auto& a = o.raw(key);
    if (!a.is_array()) fail(o.lineOf(key), key, "expected an array of token counts");
    if (a.empty()) return std::nullopt;
    double sum = 0;
    for (const auto& v : a) {
        if (!v.is_number()) fail(o.lineOf(key), key, "expected an array of token counts");
        sum += checkNonNegative(v.get<double>(), o.lineOf(key), key);
    }
    return sum / static_cast<double>(a.size());
}

// request_rate as the benchmarks write an unbounded one: "inf" (vLLM) or Infinity (SGLang's
// Python json dump, quoted by the reader).
bool unboundedRequestRate(const JsonObject& o) {
    if (!o.has("request_rate")) return false;
    const auto& v = o.raw("request_rate");
    if (v.is_number()) return std::isinf(v.get<double>());
    if (!v.is_string()) return false;
    const auto rate = parseNumber(trim(v.get<std::string>()));
    return rate && std::isinf(*rate) && *rate > 0;
}

MeasuredPoint readRecord(const JsonObject& o, std::vector<std::string>& warnings) {
    MeasuredPoint p;
    p.kind = MeasurementKind::Serving;
    p.line = o.line();
    const std::string where = "line " + std::to_string(p.line);
    if (!o.has("completed") && !o.has("duration") && o.has("time_per_output_token_ms"))
        fail(p.line, "completed",
             "missing required key (this looks like a GuideLLM report, not vllm bench serve)");
    const double completed = o.requireNonNegative("completed");
    if (!(completed > 0)) fail(o.lineOf("completed"), "completed", "no request completed");
    p.num_requests = completed;
    p.duration_s = o.requirePositive("duration");
    // SGLang's bench_serving rows have no request_throughput; by its definition it is
    // completed / duration, which both files hold.
    p.request_throughput_per_s = o.has("request_throughput")
                                     ? o.requireNonNegative("request_throughput")
                                     : completed / *p.duration_s;
    p.output_tokens_per_s = o.requireNonNegative("output_throughput");
    p.total_tokens_per_s = o.nonNegative("total_token_throughput");
    if (const auto failed = o.nonNegative("failed"); failed && *failed > 0)
        warnings.push_back(where + ": " + formatNumber(*failed) + " requests failed");

    p.model = o.string("model_id").value_or("");
    p.engine = o.string("backend").value_or(o.string("endpoint_type").value_or(""));
    p.system = o.string("system").value_or(o.string("hw").value_or(""));
    p.gpus = o.has("gpus") ? o.count("gpus") : o.count("num_gpus");
    p.tp = o.has("tp") ? o.count("tp") : o.count("tensor_parallel_size");
    // The weights' format, as `--metadata quantization=fp8` (or precision=) writes it.
    p.precision = o.string("quantization").value_or(o.string("precision").value_or(""));
    if (o.has("max_concurrency")) {
        p.concurrency = o.positive("max_concurrency");
    } else if (unboundedRequestRate(o)) {
        // Every prompt sent at once with no concurrency limit: the server runs as many as it
        // holds, which is what MLPerf calls Offline (saturated throughput at these lengths).
        p.scenario = "Offline";
        warnings.push_back(where + ": request_rate is unbounded and max_concurrency null: every "
                                   "prompt sent at once, compared as an Offline run");
    } else {
        warnings.push_back(where + ": max_concurrency is null (no --max-concurrency): "
                                   "concurrency not stated");
    }

    if (const auto in = o.nonNegative("total_input_tokens"))
        p.prompt_tokens = *in / completed;
    else
        p.prompt_tokens = meanOfArray(o, "input_lens");
    if (const auto out = o.nonNegative("total_output_tokens"))
        p.output_tokens = *out / completed;
    else
        p.output_tokens = meanOfArray(o, "output_lens");

    p.ttft_ms = latency(o, "ttft");
    p.tpot_ms = latency(o, "tpot");
    p.itl_ms = latency(o, "itl");
    p.e2el_ms = latency(o, "e2el");
    // 1 / TPOT per user; the median of reciprocals is the reciprocal of the median.
    if (p.tpot_ms.median && *p.tpot_ms.median > 0)
        p.tokens_per_s_per_user = 1000.0 / *p.tpot_ms.median;
    dropTtftInclusiveTpot(p, warnings, where);

    if (p.gpus) {
        p.output_tokens_per_s_per_gpu = *p.output_tokens_per_s / *p.gpus;
        if (p.total_tokens_per_s) p.total_tokens_per_s_per_gpu = *p.total_tokens_per_s / *p.gpus;
    }
    checkBenchServeConsistency(o, p, unboundedRequestRate(o));
    return p;
}

} // namespace

MeasurementParseResult parseVllmBenchServe(const std::string& text, const std::string& fileName) {
    return runParser("vllm", fileName, text, [&](auto& points, auto& warnings) {
        const auto records = parseJsonDocumentOrLines(text);
        for (const auto& r : records) {
            if (r.value.is_array()) { // a list of results someone gathered into one file
                for (std::size_t i = 0; i < r.value.size(); ++i) {
                    const std::string ptr = pointerChild("", i);
                    if (!r.value[i].is_object())
                        fail(r.positions.lineOf(ptr), "(json)", "expected a result object");
                    points.push_back(
                        readRecord(JsonObject(r.value[i], r.positions, ptr), warnings));
                }
            } else if (r.value.is_object()) {
                points.push_back(readRecord(JsonObject(r.value, r.positions, ""), warnings));
            } else {
                fail(r.line, "(json)", "expected a vllm bench serve result object");
            }
        }
    });
}

} // namespace sil
