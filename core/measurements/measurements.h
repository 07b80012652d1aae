#pragma once
// Users' own benchmark files -> measured points. One parser per
// format, each documented in its header with the source its key names were read from:
//   "vllm"        vllm_bench.h                `vllm bench serve --save-result/--append-result`
//   "aiperf"      aiperf_export.h             AIPerf / GenAI-Perf profile_export*.json
//   "nccl-tests"  nccl_tests.h                all_reduce_perf & co. text output
//   "inferencex"  inferencex.h                InferenceX result rows (JSON, JSON Lines, CSV)
//   "mlperf"      mlperf_summary.h            MLPerf Inference results summary.csv
//   "calibration" calibration_measurements.h  this project's calibration JSON
// A file is imported whole or refused whole: the error names file, line and key. Units are
// converted at the boundary (every latency in ms, every throughput per second). TPOT always
// excludes the first token; see dropTtftInclusiveTpot in parse_support.h for how a
// TTFT-inclusive (GuideLLM-style) TPOT is told apart and refused as TPOT.
#include "core/measurements/aiperf_export.h"
#include "core/measurements/calibration_measurements.h"
#include "core/measurements/inferencex.h"
#include "core/measurements/measured_point.h"
#include "core/measurements/mlperf_summary.h"
#include "core/measurements/nccl_tests.h"
#include "core/measurements/vllm_bench.h"

#include <string>
#include <string_view>
#include <vector>

namespace sil {

inline constexpr std::string_view kMeasurementFormats[] = {"vllm",       "aiperf", "nccl-tests",
                                                           "inferencex", "mlperf", "calibration"};

// `format` is one of kMeasurementFormats; an unknown one is refused (key "format").
// For nccl-tests, `ncclOp` names the collective when the output does not.
MeasurementParseResult parseMeasurements(std::string_view format, const std::string& text,
                                         const std::string& fileName,
                                         const std::string& ncclOp = {});

} // namespace sil
