#pragma once
// What a deployment plan is asked for, as a scenario saves it: the model and its weights, the
// demand (a request rate, or a facility power budget to fill), the traffic with its service
// level, and which serving layouts to consider. The Plan tab edits it, `plan --scenario`
// starts from it, and a scenario file carries it under "plan".
#include "core/serving/planner.h"
#include "core/serving/traffic.h"
#include "core/workload/model_shape.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace sil {

enum class DemandKind { RequestsPerMinute, FacilityMw };
std::string_view demandKindKey(DemandKind k); // "requests_per_minute", "facility_mw"
std::optional<DemandKind> parseDemandKind(std::string_view key);

inline constexpr double kDefaultRequestsPerMinute = 50000;
inline constexpr double kDefaultFacilityMw = 20;
double defaultDemand(DemandKind k);

struct PlanInputs {
    std::string model_id = "llama-3.1-70b";
    NumberFormat weights = NumberFormat::BF16;
    DemandKind demand_kind = DemandKind::RequestsPerMinute;
    double demand = kDefaultRequestsPerMinute; // requests a minute, or facility MW
    // Lengths, cached share, service level, peak factor; its requests_per_s is unused (the
    // demand above is the rate).
    TrafficProfile traffic;
    LayoutChoiceKind layout = LayoutChoiceKind::Best;
    // A P99 bound on the time per output token, ms (0: none): the tail the per-user floor,
    // held at the median, leaves free. Only a simulation checks it (PlanQuery::tpot_p99_ms).
    double tpot_p99_ms = 0;
    bool operator==(const PlanInputs&) const = default;
};

// The planner's question for these inputs under an engine ("" = each vendor's default).
PlanQuery planQueryFor(const PlanInputs& in, const std::string& engine);

nlohmann::json planInputsToJson(const PlanInputs& in);
struct PlanInputsParseResult {
    bool ok = false;
    PlanInputs inputs;
    std::string error; // "<origin>: plan.demand: expected a number > 0, got -5"
};
// Keys absent keep their defaults; the model id is not checked against a catalog here.
// "tpot_p99_ms" is written only when set (scenario schema 8), so a plan without it stays
// readable by programs that predate it.
PlanInputsParseResult planInputsFromJson(const nlohmann::json& j, const std::string& origin);

} // namespace sil
