#pragma once
// Joules behind the tokens: a GPU's board power through a decode step or a prefill (the power
// model over the step's bytes and FLOPs), and the prefill FLOPs that drive it.
#include "core/serving/power.h"
#include "core/workload/model_shape.h"
#include "core/workload/workload.h"

namespace sil {

// `amount` per `seconds` as a share of `rate` (0 when either is not positive).
double utilization(double amount, double seconds, double rate);

// Board power of one GPU through a decode step: its bytes and FLOPs over its time.
double decodePowerW(const PowerModel& m, double tdp, const DecodeBreakdown& d, double bw,
                    double peak);

// Dense FLOPs one GPU of a `tp` replica does to prefill `tokens` tokens of a `promptTokens`
// prompt (causal: each attends to half the prompt on average).
double prefillFlopsPerGpu(const ModelShape& shape, double tokens, double promptTokens, int tp);

// Board power of one GPU through a prefill of `seconds`: the weights read once, the FLOPs.
double prefillPowerW(const PowerModel& m, double tdp, double weightBytes, double flops,
                     double seconds, double bw, double peak);

} // namespace sil
