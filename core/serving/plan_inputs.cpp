#include "core/serving/plan_inputs.h"

#include "core/workload/workload.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace sil {

using nlohmann::json;

std::string_view demandKindKey(DemandKind k) {
    return k == DemandKind::FacilityMw ? "facility_mw" : "requests_per_minute";
}

std::optional<DemandKind> parseDemandKind(std::string_view key) {
    if (key == "requests_per_minute") return DemandKind::RequestsPerMinute;
    if (key == "facility_mw") return DemandKind::FacilityMw;
    return std::nullopt;
}

double defaultDemand(DemandKind k) {
    return k == DemandKind::FacilityMw ? kDefaultFacilityMw : kDefaultRequestsPerMinute;
}

PlanQuery planQueryFor(const PlanInputs& in, const std::string& engine) {
    PlanQuery q;
    q.traffic = in.traffic;
    if (in.demand_kind == DemandKind::FacilityMw)
        q.facility_mw = in.demand;
    else
        q.traffic.requests_per_s = in.demand / 60.0;
    q.weights = in.weights;
    q.kv = defaultKvFormat(in.weights);
    q.layout = in.layout;
    q.engine = engine;
    q.tpot_p99_ms = in.tpot_p99_ms;
    return q;
}

json planInputsToJson(const PlanInputs& in) {
    json traffic = trafficToJson(in.traffic);
    traffic.erase("requests_per_s"); // the demand is the rate
    json j = {{"model", in.model_id},
              {"weights", std::string(numberFormatKey(in.weights))},
              {"demand_kind", std::string(demandKindKey(in.demand_kind))},
              {"demand", in.demand},
              {"layout", std::string(layoutKindKey(in.layout))},
              {"traffic", traffic}};
    if (in.tpot_p99_ms > 0) j["tpot_p99_ms"] = in.tpot_p99_ms;
    return j;
}

PlanInputsParseResult planInputsFromJson(const json& j, const std::string& origin) {
    PlanInputsParseResult r;
    const auto fail = [&](const std::string& what) {
        r.error = origin + ": plan." + what;
        return r;
    };
    if (!j.is_object()) {
        r.error = origin + ": plan: expected an object";
        return r;
    }
    for (const auto& [key, value] : j.items()) {
        (void)value;
        if (key != "model" && key != "weights" && key != "demand_kind" && key != "demand" &&
            key != "layout" && key != "traffic" && key != "tpot_p99_ms")
            return fail(key + ": unknown key (known: model, weights, demand_kind, demand, layout, "
                              "traffic, tpot_p99_ms)");
    }
    PlanInputs& in = r.inputs;
    const auto text = [&](const char* key, std::string& into) {
        if (!j.contains(key)) return true;
        if (!j[key].is_string() || j[key].get<std::string>().empty()) return false;
        into = j[key].get<std::string>();
        return true;
    };
    if (!text("model", in.model_id)) return fail("model: expected a model id string");
    std::string key;
    if (!text("weights", key)) return fail("weights: expected bf16, fp8 or fp4");
    if (!key.empty()) {
        const auto f = parseNumberFormat(key);
        if (!f) return fail("weights: expected bf16, fp8 or fp4, got \"" + key + "\"");
        in.weights = *f;
    }
    key.clear();
    if (!text("demand_kind", key))
        return fail("demand_kind: expected requests_per_minute or facility_mw");
    if (!key.empty()) {
        const auto k = parseDemandKind(key);
        if (!k)
            return fail("demand_kind: expected requests_per_minute or facility_mw, got \"" + key +
                        "\"");
        in.demand_kind = *k;
        in.demand = defaultDemand(*k);
    }
    if (j.contains("demand")) {
        const json& d = j["demand"];
        if (!d.is_number() || !std::isfinite(d.get<double>()) || !(d.get<double>() > 0.0))
            return fail("demand: expected a number > 0 (" +
                        std::string(in.demand_kind == DemandKind::FacilityMw
                                        ? "facility MW"
                                        : "requests a minute") +
                        "), got " + d.dump());
        in.demand = d.get<double>();
    }
    key.clear();
    if (!text("layout", key)) return fail("layout: expected aggregated, disaggregated or best");
    if (!key.empty()) {
        const auto k = parseLayoutKind(key);
        if (!k)
            return fail("layout: expected aggregated, disaggregated or best, got \"" + key + "\"");
        in.layout = *k;
    }
    if (j.contains("tpot_p99_ms")) {
        const json& d = j["tpot_p99_ms"];
        if (!d.is_number() || !std::isfinite(d.get<double>()) || d.get<double>() < 0.0)
            return fail("tpot_p99_ms: expected a number of milliseconds >= 0 (0: no P99 target), "
                        "got " +
                        d.dump());
        in.tpot_p99_ms = d.get<double>();
    }
    if (j.contains("traffic")) {
        if (j["traffic"].is_object() && j["traffic"].contains("requests_per_s"))
            return fail("traffic.requests_per_s: the rate is plan.demand (requests a minute)");
        auto t = trafficFromJson(j["traffic"], origin);
        if (!t.ok) {
            // "<origin>: traffic.x: ..." read as the plan's: "<origin>: plan.traffic.x: ..."
            r.error = t.error;
            const std::string prefix = origin + ": ";
            if (r.error.rfind(prefix, 0) == 0) r.error.insert(prefix.size(), "plan.");
            return r;
        }
        in.traffic = std::move(t.traffic);
    }
    r.ok = true;
    return r;
}

} // namespace sil
