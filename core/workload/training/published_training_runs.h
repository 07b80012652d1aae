#pragma once
// Published large-scale training runs with the throughput their sources give, the layout they
// ran, and whether the training engine profile was fitted on them or they are held out
// (docs/training-model.md, "A training engine profile"). Each is predicted at its own layout.
#include "core/catalog/catalog.h"
#include "core/workload/training/training_engine.h"
#include "core/workload/workload.h"

#include <string>
#include <vector>

namespace sil {

struct PublishedTrainingRun {
    std::string id;
    std::string model_id, system_id;
    int gpus = 0;
    double seq = 0.0;
    int global_batch = 0, micro_batch = 1;
    int tp = 1, pp = 1, ep = 1;
    int virtual_stages = 0; // as the source gives it; 0: not given (the engine's rule)
    NumberFormat weights = NumberFormat::BF16;
    // The source's figure: BF16 MFU in %, or tokens a second per GPU (one of the two is set).
    double mfu_pct = 0.0;
    double tokens_per_s_per_gpu = 0.0;
    std::string source;
    std::string not_modelled; // what the run did that the model does not ("": nothing)
    bool fitted = false;      // the profile was fitted on it; else held out
    // Experts spread over one server's GPUs only: the all-to-all stays on the scale-up fabric,
    // so the run's MoE cost is its routing, not the network (what it fits when fitted).
    bool experts_in_one_server = false;
    // The training engine the run used, where its profile is not the one fitted or tested
    // ("": that one): DeepSeek's own run is predicted with its framework's profile.
    std::string engine_id;
};

// The engine parameter a run fits (when marked fitted) or tests (held out): the GEMM rate of
// its compute format for a dense run, the MoE token cost for experts in one server, the
// all-to-all overlap for experts across servers.
enum class TrainingFit { GemmBf16, GemmFp8, MoeTokenCost, EpOverlap };
TrainingFit trainingFitOf(const PublishedTrainingRun& run);

const std::vector<PublishedTrainingRun>& publishedTrainingRuns();

struct PublishedRunPrediction {
    const PublishedTrainingRun* run = nullptr;
    bool ok = false;
    std::string error;
    TrainingResult training;
    double predicted = 0.0; // in the source's measure
    double error_pct = 0.0; // predicted / published - 1, in %
    // The GPU-hours the prediction gives the run's tokens against the published ones:
    // published / predicted throughput - 1, in % (negative: the model is optimistic).
    double gpu_hours_error_pct = 0.0;
};

PublishedRunPrediction predictPublishedRun(const Catalog& catalog, const PublishedTrainingRun& run,
                                           const TrainingEngine& engine);

// The parameters of `start` that fit the rows marked fitted best (least squares on the log of
// predicted / published, each parameter on its own rows: the GEMM scales, the MoE token cost
// and the all-to-all overlap); the rest of `start` kept.
TrainingEngine fitTrainingEngine(const Catalog& catalog, const TrainingEngine& start);

} // namespace sil
