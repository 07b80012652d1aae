#pragma once
// AIPerf `profile_export_aiperf.json` and GenAI-Perf `profile_export_genai_perf.json`: one
// object whose metrics are objects {unit, avg, min, max, std, p1 ... p99}. Read in
// ai-dynamo/aiperf at db4f6397: aiperf/common/models/export_models.py (JsonMetricResult,
// JsonExportData: "mimics the GenAI-Perf JSON output"), aiperf/exporters/json_exporter.py
// (metrics converted to display units first), aiperf/common/enums/metric_enums.py (unit tags
// "ns", "us", "ms", "sec"; "requests/sec", "tokens/sec", "tokens/sec/user"),
// aiperf/metrics/types/inter_token_latency_metric.py (ITL = (request_latency - TTFT) /
// (output_sequence_length - 1): vLLM's TPOT, first token excluded).
// Metrics read: request_throughput (required), output_token_throughput (required),
// output_token_throughput_per_user, time_to_first_token, inter_token_latency (-> TPOT),
// inter_chunk_latency (-> ITL), request_latency (-> E2EL), input_sequence_length,
// output_sequence_length, request_count, benchmark_duration; the model from
// input_config.endpoint.model_names (AIPerf) or input_config.model (GenAI-Perf), concurrency
// from input_config.loadgen.concurrency or input_config.concurrency. Times are converted to ms.
#include "core/measurements/measured_point.h"

#include <string>

namespace sil {

MeasurementParseResult parseAiperfProfileExport(const std::string& text,
                                                const std::string& fileName);

} // namespace sil
