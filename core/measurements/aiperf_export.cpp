#include "core/measurements/aiperf_export.h"

#include "core/measurements/parse_support.h"

namespace sil {

using namespace measurements_detail;
using nlohmann::json;

namespace {

// Milliseconds per unit of a time metric.
std::optional<double> msPerUnit(const std::string& unit) {
    const std::string u = lower(trim(unit));
    if (u == "ns") return 1e-6;
    if (u == "us") return 1e-3;
    if (u == "ms") return 1.0;
    if (u == "sec" || u == "s") return 1000.0;
    return std::nullopt;
}

struct Metric {
    JsonObject o;
    double scale = 1.0;
    std::optional<double> stat(std::string_view s) const {
        const auto v = o.nonNegative(s);
        return v ? std::optional<double>(*v * scale) : std::nullopt;
    }
};

// A metric object; its unit must be one of `units` (for times: any time unit, scaled to ms).
std::optional<Metric> metric(const JsonObject& root, std::string_view key, bool time,
                             std::initializer_list<std::string_view> units) {
    const auto o = root.object(key);
    if (!o) return std::nullopt;
    const std::string unit = o->requireString("unit");
    Metric m{*o, 1.0};
    if (time) {
        const auto s = msPerUnit(unit);
        if (!s) fail(o->lineOf("unit"), o->keyName("unit"), "unknown time unit \"" + unit + "\"");
        m.scale = *s;
    } else {
        bool known = false;
        for (auto u : units)
            known = known || lower(trim(unit)) == u;
        if (!known) fail(o->lineOf("unit"), o->keyName("unit"), "unexpected unit \"" + unit + "\"");
    }
    return m;
}

LatencyMs latency(const std::optional<Metric>& m) {
    LatencyMs l;
    if (!m) return l;
    l.mean = m->stat("avg");
    l.median = m->stat("p50");
    l.p90 = m->stat("p90");
    l.p99 = m->stat("p99");
    return l;
}

} // namespace

MeasurementParseResult parseAiperfProfileExport(const std::string& text,
                                                const std::string& fileName) {
    return runParser("aiperf", fileName, text, [&](auto& points, auto& warnings) {
        const json doc = parseJsonAt(text, 1);
        const JsonPositions pos(text, 1);
        if (!doc.is_object()) fail(1, "(json)", "expected the profile export summary object");
        const JsonObject root(doc, pos, "");
        if (root.has("metrics") && root.has("metadata"))
            fail(1, "request_throughput",
                 "this is the per-request profile_export.jsonl; import the "
                 "profile_export_aiperf.json summary");
        MeasuredPoint p;
        p.kind = MeasurementKind::Serving;
        p.line = 1;
        const auto reqTput = metric(root, "request_throughput", false, {"requests/sec"});
        if (!reqTput) fail(1, "request_throughput", "missing required key");
        p.request_throughput_per_s = reqTput->o.requireNonNegative("avg");
        const auto outTput = metric(root, "output_token_throughput", false, {"tokens/sec"});
        if (!outTput) fail(1, "output_token_throughput", "missing required key");
        p.output_tokens_per_s = outTput->o.requireNonNegative("avg");
        if (const auto perUser =
                metric(root, "output_token_throughput_per_user", false, {"tokens/sec/user"}))
            p.tokens_per_s_per_user = perUser->o.nonNegative("p50") ? perUser->o.nonNegative("p50")
                                                                    : perUser->o.nonNegative("avg");
        p.ttft_ms = latency(metric(root, "time_to_first_token", true, {}));
        p.tpot_ms = latency(metric(root, "inter_token_latency", true, {}));
        p.itl_ms = latency(metric(root, "inter_chunk_latency", true, {}));
        p.e2el_ms = latency(metric(root, "request_latency", true, {}));
        if (const auto isl = metric(root, "input_sequence_length", false, {"tokens"}))
            p.prompt_tokens = isl->o.nonNegative("avg");
        if (const auto osl = metric(root, "output_sequence_length", false, {"tokens"}))
            p.output_tokens = osl->o.nonNegative("avg");
        if (const auto n = metric(root, "request_count", false, {"requests"}))
            p.num_requests = n->o.nonNegative("avg");
        if (const auto d = metric(root, "benchmark_duration", true, {}))
            if (const auto ms = d->stat("avg")) p.duration_s = *ms / 1000.0;
        if (root.has("time_per_output_token"))
            warnings.push_back("time_per_output_token (TTFT included, GuideLLM-style) is not "
                               "taken as TPOT");

        if (const auto cfg = root.object("input_config")) {
            if (const auto ep = cfg->object("endpoint")) {
                const auto& names = ep->raw("model_names");
                if (names.is_array() && !names.empty() && names[0].is_string())
                    p.model = names[0].get<std::string>();
            }
            const auto& m = cfg->raw("model");
            if (p.model.empty() && m.is_array() && !m.empty() && m[0].is_string())
                p.model = m[0].get<std::string>();
            else if (p.model.empty() && m.is_string())
                p.model = m.get<std::string>();
            if (const auto lg = cfg->object("loadgen")) p.concurrency = lg->positive("concurrency");
            if (!p.concurrency) p.concurrency = cfg->positive("concurrency");
        }
        if (!p.concurrency) warnings.push_back("input_config states no concurrency");
        dropTtftInclusiveTpot(p, warnings, "line 1");
        points.push_back(std::move(p));
    });
}

} // namespace sil
