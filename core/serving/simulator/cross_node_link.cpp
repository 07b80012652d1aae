#include "core/serving/simulator/cross_node_link.h"

#include "core/workload/step_parts.h"

#include <algorithm>
#include <numeric>

namespace sil::sim {

StageLink::StageLink(const ServingSetup& setup, int tp, int pp)
    : system_(setup.system), hidden_(setup.shape.hidden), tp_(std::max(1, tp)),
      pp_(std::max(1, pp)) {
    crosses_nodes_ = pp_ > 1 && tp_ * pp_ > std::max(1, setup.scaleup_domain);
}

double StageLink::transferMs(CollectiveOp op, int ranks, double bytes, Placement placement) const {
    if (!system_) {
        error_ = "no system to pass the pipeline's activations over";
        return 0.0;
    }
    CollectiveOptions options;
    options.name_algorithm = false; // the time only
    const CollectiveResult r = estimateCollective(*system_, op, ranks, bytes, placement, options);
    if (!r.ok) {
        if (error_.empty()) error_ = "pipeline hand-off: " + r.error;
        return 0.0;
    }
    return r.estimate.time_us / 1e3;
}

double StageLink::handOffMs(long long tokens) const {
    if (pp_ <= 1 || tokens <= 0) return 0.0;
    // A simulation asks for tens of thousands of steps of a few thousand distinct sizes.
    constexpr long long kMemoTokens = 1 << 16;
    const auto slot = static_cast<std::size_t>(tokens);
    if (tokens < kMemoTokens) {
        if (slot >= memo_ms_.size()) memo_ms_.resize(slot + 1, -1.0);
        if (memo_ms_[slot] >= 0) return memo_ms_[slot];
    }
    const double bytes = static_cast<double>(tokens) * hidden_ * kActivationBytes;
    // Each GPU pair carries a 1/tp share; across nodes over the pair's own NICs.
    const double send = transferMs(CollectiveOp::Broadcast, 2, bytes / tp_,
                                   crosses_nodes_ ? Placement::Spread : Placement::Packed);
    const double gather =
        tp_ > 1 ? transferMs(CollectiveOp::AllGather, tp_, bytes, Placement::Packed) : 0.0;
    if (tokens < kMemoTokens) memo_ms_[slot] = send + gather;
    return send + gather;
}

double pipelineCycleMs(const std::vector<double>& microBatchMs, int pp) {
    if (microBatchMs.empty()) return 0.0;
    const double throughStage = std::accumulate(microBatchMs.begin(), microBatchMs.end(), 0.0);
    if (static_cast<int>(microBatchMs.size()) >= pp) return throughStage;
    const double throughPipeline =
        std::max(1, pp) * *std::max_element(microBatchMs.begin(), microBatchMs.end());
    return std::max(throughStage, throughPipeline);
}

} // namespace sil::sim
