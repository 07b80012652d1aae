#pragma once
// The replica layouts a benchmark's submitter could have run on `gpus` accelerators: tensor
// parallelism within the scale-up domain, and for a dense model two pipeline stages as well
// (NVIDIA ran Llama 2 70B on H100 as TP 1 x PP 2 replicas: mlcommons/inference_results_v5.0,
// closed/NVIDIA/configs/llama2-70b/Offline/__init__.py); each layout's GPUs divide `gpus`.
// Smallest replicas first, and at one size the fewest stages first.
#include <vector>

namespace sil::sim {

struct ReplicaLayout {
    int tp = 1;
    int pp = 1;
    int gpus() const { return tp * pp; }
};

std::vector<ReplicaLayout> replicaLayouts(int gpus, int scaleupDomain, bool dense);

} // namespace sil::sim
