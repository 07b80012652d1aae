#pragma once
// Watts per GPU by what a step keeps busy (docs/serving-model.md, "Power"): an idle floor with
// a CUDA context held, plus shares of the rest of the chip's TDP for the HBM bandwidth and the
// dense compute the step uses, capped at the TDP (where the clock drops, as a matmul or a
// prefill on H100 shows). Coefficients are fractions of TDP, so they carry to other chips.
#include <string>
#include <vector>

namespace sil {

struct PowerModel {
    double idle_fraction = 0.0; // of TDP, context held, nothing running
    double memory_coeff = 0.0;  // x HBM utilization (achieved bytes/s / spec)
    double compute_coeff = 0.0; // x compute utilization (achieved FLOP/s / dense peak)
    std::string source;
};

// Fitted on shared/calibration/serving_power_h100_cal.json (decode at batch 1-32; batch 128
// and prefill run at the 700 W cap and only bound the fit): TestServing::powerModelFit refits
// it from that file and fails when these constants drift from the fit.
PowerModel defaultPowerModel();

// Mean board power of one GPU running a step with these utilizations, in W.
double gpuPowerW(const PowerModel& m, double tdpW, double memoryUtil, double computeUtil);

struct PowerSample {
    double tdp_w = 0.0;
    double memory_util = 0.0;
    double compute_util = 0.0;
    double watts = 0.0;
};
// Least squares on the two coefficients over samples below 97 % of TDP (samples at the cap
// say only that the model must reach it); `idleFraction` is measured, not fitted.
PowerModel fitPowerModel(const std::vector<PowerSample>& samples, double idleFraction);

} // namespace sil
