#pragma once
// Fits the workload model's efficiencies and overheads (docs/workload-model.md) on the
// single-GPU LLM measurements of ../shared/calibration: llm_h200_cal.json (dense decode,
// prefill, training) and moe_h200_cal.json (mixture-of-experts decode and prefill).
#include "core/catalog/catalog.h"
#include "core/workload/workload.h"

#include <string>
#include <vector>

namespace sil {

struct WorkloadFitPoint {
    std::string file;  // which measurement file
    std::string phase; // decode, prefill, train
    std::string label; // "batch 8, context 1024"
    double measured_ms = 0.0;
    double predicted_ms = 0.0;
    double relative_error = 0.0;
    bool fitted = true; // false: predicted only (not used to fit anything)
};

struct WorkloadFit {
    bool ok = false;
    std::string error;
    std::string device;
    WorkloadEfficiencies efficiencies; // the fitted values
    std::vector<WorkloadFitPoint> points;
    double median_abs_error = 0.0;
    double max_abs_error = 0.0;
};

// `copyTbps`: the device-to-device copy bandwidth measured on the same GPU (bytes read +
// written per second), which pins the weight-read efficiency; the dense decode then separates
// the per-layer overhead from the KV read efficiency, and the MoE decode the MoE overhead from
// the expert read efficiency. `chip` supplies the spec bandwidth and peak.
WorkloadFit fitWorkload(const Chip& chip, const std::string& denseJson,
                        const std::string& denseOrigin, const std::string& moeJson,
                        const std::string& moeOrigin, double copyTbps);

// The chip with the fitted values stored (what the shipped catalog holds for H200).
Chip withWorkloadFit(const Chip& chip, const WorkloadFit& fit);

} // namespace sil
