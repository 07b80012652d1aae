#pragma once
// Pieces every step-time model of the workload shares (the decode step, the prefill, the mixed
// step of a continuous-batching engine): the collectives a step runs, timed by the collective
// model under the engine's efficiencies, and the share of the KV cache one GPU of a
// tensor-parallel replica holds.
#include "core/catalog/catalog.h"
#include "core/network/collective.h"
#include "core/workload/model_shape.h"
#include "core/workload/workload.h"

#include <string>

namespace sil {

constexpr double kActivationBytes = 2.0; // activations and collectives in bf16

// Time of `count` collectives of `bytes` over `ranks` GPUs of the system, in ms.
double collectiveMs(const System* s, CollectiveOp op, int ranks, double bytes, double count,
                    Placement placement, bool onPaper, std::string* error,
                    const WorkloadEfficiencies* eff = nullptr);

// The share of a sequence's KV cache one GPU of a `tp` replica holds.
double kvShareOnOneGpu(const ModelShape& shape, int tp);

// A step's weight GEMMs and its attention run as separate kernels, one after the other: each
// is bound by its own bytes or its own maths, and their times add. (One roofline over the
// whole step would hide the GEMMs' maths behind the KV reads; at a large batch they do not
// hide: database/calibration/serving/closed_loop_large_h100.json, docs/serving-model.md.)
// Time in ms of a kernel class that reads for `read_ms` and does `flops` at
// `compute_efficiency` of the peak, whichever takes longer.
double kernelClassMs(double read_ms, double flops, double compute_efficiency,
                     double peak_flops_per_s);

} // namespace sil
