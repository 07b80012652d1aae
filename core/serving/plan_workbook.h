#pragma once
// `plan` as a workbook (docs/xlsx-export.md): the Assumptions and TCO sheets of
// core/economics/cost_workbook.h and a Plan sheet whose fleet cost, megawatts and USD per million
// tokens, owned and rented, are formulas over them. The fleet itself (GPUs the traffic needs,
// GPUs bought, the average rate served, the prefill share of GPU time) is the planner's answer
// and an input here: editing an assumption re-prices the fleet, it does not re-size it.
#include "core/economics/cost_workbook.h"
#include "core/serving/planner.h"

namespace sil {

inline const std::string kPlanSheet = "Plan";

// The TCO sheet holds the systems of `results`.
Workbook planWorkbook(const Catalog& catalog, const std::vector<PlanResult>& results,
                      const LlmModel& model, const TrafficProfile& traffic, const Assumptions& a,
                      const std::string& scenarioName);

} // namespace sil
