#pragma once
// Fits a system's scale-up efficiency (η) and per-call overhead from nccl-tests-style
// measurements (../shared/calibration), with the per-step latency α held fixed.
#include "core/catalog/catalog.h"
#include "core/network/collective.h"

#include <string>
#include <vector>

namespace sil {

struct CalibrationRow {
    CollectiveOp op = CollectiveOp::AllReduce;
    int ranks = 2;
    double bytes = 0.0;
    double time_us = 0.0;
};

struct CalibrationData {
    std::string device;
    bool nvls_disabled = false;
    std::vector<CalibrationRow> rows;
};

struct CalibrationParseResult {
    bool ok = false;
    CalibrationData data;
    std::string error;
};
CalibrationParseResult parseCalibrationJson(const std::string& text, const std::string& origin);

struct FitPoint {
    CalibrationRow row;
    double predicted_us = 0.0;
    double relative_error = 0.0; // (predicted - measured) / measured
};

struct CalibrationFit {
    bool ok = false;
    std::string error;
    double scaleup_efficiency = 0.0;
    double launch_overhead_us = 0.0;
    double scaleup_latency_us = 0.0; // the fixed α used
    std::vector<FitPoint> points;
    double median_abs_error = 0.0;
    double max_abs_error = 0.0;
};

// Weighted least squares on relative error over all rows (all ops jointly), so one η
// describes the fabric. `system` supplies the raw bandwidth and topology.
CalibrationFit fitScaleup(const System& system, const CalibrationData& data, double latency_us);

// The system with the fitted values applied (what the shipped catalog stores).
System withFit(const System& system, const CalibrationFit& fit);

} // namespace sil
