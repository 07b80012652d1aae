#include "core/serving/simulator/replica_layouts.h"

#include <algorithm>

namespace sil::sim {

namespace {

// More stages are not searched: each adds a hand-off and a bubble the step model leaves out.
constexpr int kMaxPipelineStages = 2;

} // namespace

std::vector<ReplicaLayout> replicaLayouts(int gpus, int scaleupDomain, bool dense) {
    std::vector<ReplicaLayout> out;
    const int maxTp = std::min(gpus, std::max(1, scaleupDomain));
    for (int size = 1; size <= gpus; size *= 2) {
        if (gpus % size != 0) continue;
        for (int pp = 1; pp <= (dense ? kMaxPipelineStages : 1) && pp <= size; pp *= 2) {
            const int tp = size / pp;
            if (tp <= maxTp) out.push_back({tp, pp});
        }
    }
    return out;
}

} // namespace sil::sim
