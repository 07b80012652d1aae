#pragma once
// The layout search: per replica the highest load it holds within the service level —
// aggregated, or a disaggregated pair of prefill and decode replicas, each side taking the
// tensor parallelism that needs the fewest GPUs per request/s. Pipeline stages and attention
// groups sharing experts are searched for aggregated replicas only (a disaggregated side is one
// stage of one group).
#include "core/serving/plan_query.h"
#include "core/serving/replica_model.h"

#include <limits>
#include <string>
#include <vector>

namespace sil {

struct Candidate {
    LayoutChoiceKind kind = LayoutChoiceKind::Aggregated;
    int tp = 1, ep = 1, prefill_tp = 0;
    int pp = 1; // pipeline stages of an aggregated replica
    int dp = 1; // attention groups of an aggregated replica sharing its experts (ep = tp x dp)
    int gpusPerReplica() const { return tp * pp * dp; }
    Operating agg, pre, dec;
    const Replica* replica = nullptr;
    const Replica* prefillReplica = nullptr;
    double kv_move_s = 0;
    // GPUs per request/s of peak demand (lower is cheaper on one system).
    double gpus_per_rps = std::numeric_limits<double>::infinity();
};

// The feasible candidates, and why each kind had none (for the answer when nothing fits).
struct LayoutSearch {
    std::vector<Candidate> candidates;
    std::string agg_why, dec_why, pre_why;
    std::string whyNone() const;
};

// Candidates point into `replicas`, which must outlive the result.
LayoutSearch searchLayouts(const ServingSetup& setup, const std::vector<Replica>& replicas,
                           double promptTokens, LayoutChoiceKind allowed);

} // namespace sil
