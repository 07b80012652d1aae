#pragma once
// One measured point from a user's own benchmark file, and the
// result every parser in core/measurements/ returns. Every quantity names its unit; what a
// file does not state stays empty (std::nullopt), never a guessed zero.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sil {

enum class MeasurementKind { Decode, Prefill, Serving, Collective };
std::string_view measurementKindKey(MeasurementKind kind); // "decode", "prefill", ...

// A latency distribution in milliseconds; each statistic only if the file gives it.
struct LatencyMs {
    std::optional<double> mean, median, p90, p99;
    bool empty() const { return !mean && !median && !p90 && !p99; }
};

struct MeasuredPoint {
    MeasurementKind kind = MeasurementKind::Serving;
    std::string
        source_format;    // "vllm", "aiperf", "nccl-tests", "inferencex", "mlperf", "calibration"
    std::string file;     // the file name the caller gave
    std::size_t line = 0; // 1-based line where the point's record starts in the file

    // What the file says about the setup (empty if it does not say).
    std::string system; // hardware: "H200", "NVIDIA H200", an MLPerf system name...
    std::string model;
    std::string engine; // "vllm", "sglang", "TensorRT 10.11, CUDA 12.9", "NCCL 2.28.9"...
    std::string precision;
    std::string scenario;    // MLPerf: Offline, Server, Interactive...
    std::optional<int> gpus; // GPUs the throughput is spread over
    std::optional<int> tp;

    // Serving, decode and prefill quantities.
    std::optional<double> concurrency;    // requests in flight (max concurrency, batch)
    std::optional<double> num_requests;   // completed requests
    std::optional<double> prompt_tokens;  // mean input length, tokens
    std::optional<double> output_tokens;  // mean output length, tokens
    std::optional<double> context_tokens; // KV context of a decode step, tokens
    std::optional<double> duration_s;     // length of the whole run
    std::optional<double> request_throughput_per_s;
    std::optional<double> output_tokens_per_s; // all GPUs together
    std::optional<double> output_tokens_per_s_per_gpu;
    std::optional<double> total_tokens_per_s; // input + output, all GPUs
    std::optional<double> total_tokens_per_s_per_gpu;
    std::optional<double> prefill_tokens_per_s;  // prompt tokens processed per second
    std::optional<double> tokens_per_s_per_user; // decode speed one user sees
    std::optional<double> step_ms;               // one decode step
    LatencyMs ttft_ms;                           // time to first token
    LatencyMs tpot_ms; // time per output token, first token EXCLUDED (see docs in measurements.h)
    LatencyMs itl_ms;  // inter-token (inter-chunk) latency
    LatencyMs e2el_ms; // end-to-end request latency
    std::optional<double> power_w; // mean power per GPU (or of the system, for MLPerf power rows)

    // Collectives (nccl-tests, calibration rows).
    std::string op; // "all_reduce", "all_gather", "reduce_scatter", "all_to_all", "broadcast"...
    std::optional<int> ranks;
    std::optional<double> bytes; // message size as nccl-tests counts it
    std::optional<double> time_us;
    std::optional<double> algbw_gbps; // GB/s (1e9 bytes per second)
    std::optional<double> busbw_gbps;
    std::optional<bool> in_place;
};

// Where and why a file was refused. Nothing of a refused file is imported.
struct MeasurementError {
    std::string file;
    std::size_t line = 0; // 1-based
    std::string key;      // the key, column or field at fault
    std::string message;
    // "vllm.json:12: output_throughput: negative throughput (-5)"
    std::string text() const;
};

struct MeasurementParseResult {
    bool ok = false;
    std::vector<MeasuredPoint> points; // empty unless ok
    std::vector<std::string> warnings; // what was skipped or derived, one sentence each
    MeasurementError error;            // set unless ok
};

} // namespace sil
