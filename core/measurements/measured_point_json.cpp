#include "core/measurements/measured_point_json.h"

#include <cmath>
#include <nlohmann/json.hpp>

namespace sil {

namespace {

using nlohmann::json;

// One visitor for both directions, so writing and reading cannot drift apart.
template <typename Io> void visitPoint(Io& io) {
    io.str("source_format", &MeasuredPoint::source_format);
    io.str("file", &MeasuredPoint::file);
    io.str("system", &MeasuredPoint::system);
    io.str("model", &MeasuredPoint::model);
    io.str("engine", &MeasuredPoint::engine);
    io.str("precision", &MeasuredPoint::precision);
    io.str("scenario", &MeasuredPoint::scenario);
    io.str("op", &MeasuredPoint::op);
    io.opt("gpus", &MeasuredPoint::gpus);
    io.opt("tp", &MeasuredPoint::tp);
    io.opt("ranks", &MeasuredPoint::ranks);
    io.opt("in_place", &MeasuredPoint::in_place);
    io.opt("concurrency", &MeasuredPoint::concurrency);
    io.opt("num_requests", &MeasuredPoint::num_requests);
    io.opt("prompt_tokens", &MeasuredPoint::prompt_tokens);
    io.opt("output_tokens", &MeasuredPoint::output_tokens);
    io.opt("context_tokens", &MeasuredPoint::context_tokens);
    io.opt("duration_s", &MeasuredPoint::duration_s);
    io.opt("request_throughput_per_s", &MeasuredPoint::request_throughput_per_s);
    io.opt("output_tokens_per_s", &MeasuredPoint::output_tokens_per_s);
    io.opt("output_tokens_per_s_per_gpu", &MeasuredPoint::output_tokens_per_s_per_gpu);
    io.opt("total_tokens_per_s", &MeasuredPoint::total_tokens_per_s);
    io.opt("total_tokens_per_s_per_gpu", &MeasuredPoint::total_tokens_per_s_per_gpu);
    io.opt("prefill_tokens_per_s", &MeasuredPoint::prefill_tokens_per_s);
    io.opt("tokens_per_s_per_user", &MeasuredPoint::tokens_per_s_per_user);
    io.opt("step_ms", &MeasuredPoint::step_ms);
    io.opt("power_w", &MeasuredPoint::power_w);
    io.opt("bytes", &MeasuredPoint::bytes);
    io.opt("time_us", &MeasuredPoint::time_us);
    io.opt("algbw_gbps", &MeasuredPoint::algbw_gbps);
    io.opt("busbw_gbps", &MeasuredPoint::busbw_gbps);
    io.lat("ttft_ms", &MeasuredPoint::ttft_ms);
    io.lat("tpot_ms", &MeasuredPoint::tpot_ms);
    io.lat("itl_ms", &MeasuredPoint::itl_ms);
    io.lat("e2el_ms", &MeasuredPoint::e2el_ms);
}

struct Writer {
    const MeasuredPoint& p;
    json& j;
    void str(const char* k, std::string MeasuredPoint::*m) {
        if (!(p.*m).empty()) j[k] = p.*m;
    }
    template <typename T> void opt(const char* k, std::optional<T> MeasuredPoint::*m) {
        if (p.*m) j[k] = *(p.*m);
    }
    void lat(const char* k, LatencyMs MeasuredPoint::*m) {
        const LatencyMs& l = p.*m;
        if (l.empty()) return;
        json o = json::object();
        if (l.mean) o["mean"] = *l.mean;
        if (l.median) o["median"] = *l.median;
        if (l.p90) o["p90"] = *l.p90;
        if (l.p99) o["p99"] = *l.p99;
        j[k] = o;
    }
};

struct Reader {
    MeasuredPoint& p;
    const json& j;
    void str(const char* k, std::string MeasuredPoint::*m) {
        if (auto it = j.find(k); it != j.end() && it->is_string()) p.*m = it->get<std::string>();
    }
    template <typename T> void opt(const char* k, std::optional<T> MeasuredPoint::*m) {
        if (auto it = j.find(k); it != j.end() && !it->is_null()) p.*m = it->get<T>();
    }
    void lat(const char* k, LatencyMs MeasuredPoint::*m) {
        auto it = j.find(k);
        if (it == j.end() || !it->is_object()) return;
        LatencyMs& l = p.*m;
        for (auto [key, into] : {std::pair{"mean", &l.mean}, std::pair{"median", &l.median},
                                 std::pair{"p90", &l.p90}, std::pair{"p99", &l.p99}})
            if (auto v = it->find(key); v != it->end() && v->is_number()) *into = v->get<double>();
    }
};

// A number too large for a double parses as infinity; a stored point never holds one.
bool allNumbersFinite(const json& j) {
    if (j.is_number_float()) return std::isfinite(j.get<double>());
    if (j.is_structured())
        for (const auto& v : j)
            if (!allNumbersFinite(v)) return false;
    return true;
}

} // namespace

std::optional<MeasurementKind> parseMeasurementKind(std::string_view key) {
    for (auto k : {MeasurementKind::Decode, MeasurementKind::Prefill, MeasurementKind::Serving,
                   MeasurementKind::Collective})
        if (measurementKindKey(k) == key) return k;
    return std::nullopt;
}

std::string measuredPointToJson(const MeasuredPoint& p) {
    json j = json::object();
    j["kind"] = std::string(measurementKindKey(p.kind));
    j["line"] = p.line;
    Writer w{p, j};
    visitPoint(w);
    return j.dump();
}

std::optional<MeasuredPoint> measuredPointFromJson(const std::string& text, std::string* error) {
    try {
        const json j = json::parse(text);
        if (!j.is_object()) throw std::runtime_error("not a JSON object");
        if (!allNumbersFinite(j)) throw std::runtime_error("a number is not finite");
        MeasuredPoint p;
        const auto kind = parseMeasurementKind(j.value("kind", std::string()));
        if (!kind) throw std::runtime_error("unknown kind");
        p.kind = *kind;
        p.line = j.value("line", std::size_t{0});
        Reader r{p, j};
        visitPoint(r);
        return p;
    } catch (const std::exception& e) {
        if (error) *error = std::string("not a stored measured point: ") + e.what();
        return std::nullopt;
    }
}

} // namespace sil
