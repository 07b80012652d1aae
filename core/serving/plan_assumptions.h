#pragma once
// What a plan rests on, named, each with its origin: the engine and its limits, the KV cache,
// the queueing model, the cost split, power, racks, the hall, how a fleet is bought, the
// efficiencies, the service level and what goodput counts, and a replica's pipeline stages or
// attention groups where it has them.
#include "core/serving/plan_query.h"
#include "core/serving/planner.h"
#include "core/serving/serving_setup.h"

#include <string>
#include <vector>

namespace sil {

// What a plan's goodput counts a request against: its own first token within ttft_s and its
// own TPOT within tpot_ms (infinite: no such target), and whether a TPOT P90 or P99 target
// bounds the tail that the median per-user floor leaves free. The CLI's sentence below and the
// Plan tab's translated tooltip both say it from here.
struct GoodputCount {
    double ttft_s = 0, tpot_ms = 0;
    bool tail_bounded = false;
};
GoodputCount goodputCountOf(const Targets& targets, const PlanQuery& query);

// "service level: ...": each target with the percentile it is held at, whether the tail ones are
// checked, and what goodput counts. A buyer reading a goodput well under 1 beside a plan that
// meets its targets needs to see that a target held at the median lets up to half the requests
// be slower. Among planAssumptions; the CLI prints it under its plan table.
std::string serviceLevelAssumption(const Targets& targets, const PlanQuery& query);

std::vector<std::string> planAssumptions(const PlanResult& r, const ServingSetup& setup,
                                         const PlanQuery& query);

} // namespace sil
