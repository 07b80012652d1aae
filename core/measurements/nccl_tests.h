#pragma once
// nccl-tests text output (all_reduce_perf, all_gather_perf, ...), exactly as it prints it.
// Read in NVIDIA/nccl-tests at a0b82b2 (2.19.6): src/util.cu writeDeviceReport (the
// "# nThread .. nGpus .." line, "# Collective test starting: <binary>", "#  Rank  0 Group  0
// Pid .. on <host> device  0 [<bus id>] <GPU name>" lines and the two header lines
//   "#       size         count      type   redop    root     time   algbw   busbw #wrong
//        time   algbw   busbw #wrong" / "#        (B)    (elements) ... (us)  (GB/s)  (GB/s)"),
// writeBenchmarkLinePreamble / writeBenchmarkLineBody (each row: size, count, type, redop,
// root, then time (us), algbw, busbw (GB/s) and #wrong ("N/A" without -c) out of place, then
// the same in place; "%7s" time and "%6s" bandwidths; per-iteration timing (-I 1) adds i_min
// i_max i_p99 i_cv% to each half; -T adds a "YYYY-MM-DD HH:MM:SS" timestamp), and
// writeResultFooter ("# Out of bounds values : 0 OK", "# Avg bus bandwidth    : 45.6").
// Each row gives two points: out of place and in place. The operation comes from the binary's
// name ("all_reduce_perf" anywhere in the text: the "Collective test starting" line of newer
// versions, or a command line), else from `op` given by the caller. Ranks are the "#  Rank"
// lines counted (every process's ranks are listed by the root), else nThread x nGpus.
#include "core/measurements/measured_point.h"

#include <string>

namespace sil {

MeasurementParseResult parseNcclTests(const std::string& text, const std::string& fileName,
                                      const std::string& op = {});

// "all_reduce_perf" or "all_reduce" -> "all_reduce"; "alltoall_perf" -> "all_to_all"; "" if
// not an nccl-tests collective.
std::string ncclTestsOpKey(const std::string& name);

} // namespace sil
