#pragma once
// MLPerf Inference results summary CSV, as the submission checker writes it into each
// submitter's directory of mlcommons/inference_results_v5.x (read: inference_results_v5.1 at
// 965182b0, closed/GigaComputing/summary.csv; v4.1 at 198fc467 has the same columns less
// weight_data_types):
//   Organization,Availability,Division,SystemType,SystemName,Platform,Model,MlperfModel,
//   Scenario,Result,Accuracy,number_of_nodes,host_processor_model_name,
//   host_processors_per_node,host_processor_core_count,accelerator_model_name,
//   accelerators_per_node,Location,framework,operating_system,notes,compliance,errors,version,
//   inferred,has_power,Units,weight_data_types
// Columns are found by name. Required: Model (or MlperfModel), Scenario, Result, Units,
// accelerators_per_node. Units "Tokens/s" -> output tokens/s (the LLM benchmarks count
// generated tokens), "Samples/s" / "Queries/s" -> requests/s, "Watts" -> system power; other
// units (latencies, energy) are skipped with a warning. GPUs = accelerators_per_node x
// number_of_nodes; per-GPU throughput follows.
#include "core/measurements/measured_point.h"

#include <string>

namespace sil {

MeasurementParseResult parseMlperfSummary(const std::string& text, const std::string& fileName);

} // namespace sil
