#pragma once
// The collective-communication model of DESIGN.md: time, algbw and busbw of NCCL-style
// collectives on a system's scale-up and scale-out fabrics, and slowdown vs a reference.
#include "core/catalog/catalog.h"
#include "core/catalog/figure.h"

#include <optional>
#include <string>
#include <vector>

namespace sil {

enum class CollectiveOp { AllReduce, AllGather, ReduceScatter, AllToAll, Broadcast };
inline constexpr CollectiveOp kAllCollectiveOps[] = {
    CollectiveOp::AllReduce, CollectiveOp::AllGather, CollectiveOp::ReduceScatter,
    CollectiveOp::AllToAll, CollectiveOp::Broadcast};
std::string_view collectiveOpKey(CollectiveOp op); // "all_reduce"
std::optional<CollectiveOp> parseCollectiveOp(std::string_view key);

// packed: fill each scale-up domain first. spread: one rank per server (node), the
// "split mask 0x7" pattern; ranks still share a scale-up domain if it spans servers.
enum class Placement { Packed, Spread };
std::string_view placementKey(Placement p);
std::optional<Placement> parsePlacement(std::string_view key);

// Raw uni-directional scale-up bandwidth per GPU usable by a group of `ranks` GPUs in one
// domain: the switch port for a switched fabric, the links to the group's other members for
// a full mesh. With ranks = the domain size it is the GPU's total scale-up bandwidth.
double scaleupRawGbps(const System& s, int ranks);
// The total over the whole domain, or n/a without the figures.
Figure scaleupPerGpuGbps(const System& s);

// nccl-tests bus-bandwidth factor: 2(n-1)/n all-reduce; (n-1)/n AG, RS, all-to-all; 1 bcast.
double busbwFactor(CollectiveOp op, int ranks);

struct CollectiveOptions {
    // Not explicit: `{onPaper}` at a call site reads as the one option most callers set.
    CollectiveOptions(bool onPaper = false) : on_paper(onPaper) {} // NOLINT
    // On paper: raw link bandwidth, no efficiency loss and no latency - what spec-sheet
    // comparisons (and the seed documents' ratios) assume.
    bool on_paper = false;
    // The per-call overhead of the software issuing the collective (a serving engine's custom
    // all-reduce); unset: the system's launch_overhead_us, as measured with nccl-tests.
    std::optional<double> launch_overhead_us;
    // The share of the scale-up link that software reaches (nccl-tests' busbw over raw);
    // unset: the system's scaleup_efficiency.
    std::optional<double> scaleup_efficiency;
    // Name the algorithm chosen in full (CollectiveEstimate::algorithm; off: names that need
    // building, such as "direct (mesh, 7 links)", are left empty). A workload step that reads
    // only the time skips it: naming builds strings for every candidate.
    bool name_algorithm = true;
};

struct CollectiveEstimate {
    double bytes = 0.0;
    double time_us = 0.0;
    double algbw_gbps = 0.0;
    double busbw_gbps = 0.0;
    std::string algorithm;
    int ranks_per_domain = 0;
    int domains = 0;
};

struct CollectiveResult {
    bool ok = false;
    CollectiveEstimate estimate;
    std::string error;
};

// Checks that the system can run `op` over `ranks` ranks with `placement`.
std::string checkCollectiveQuery(const System& s, int ranks, Placement placement);

CollectiveResult estimateCollective(const System& s, CollectiveOp op, int ranks, double bytes,
                                    Placement placement, CollectiveOptions options = {});

struct SlowdownPoint {
    double bytes = 0.0;
    double slowdown = 0.0; // t_system / t_reference
    double time_us = 0.0;
    double reference_time_us = 0.0;
};

struct CurveResult {
    bool ok = false;
    std::vector<CollectiveEstimate> points;
    std::string error;
};
CurveResult collectiveCurve(const System& s, CollectiveOp op, int ranks,
                            const std::vector<double>& sizes, Placement placement,
                            CollectiveOptions options = {});

struct SlowdownResult {
    bool ok = false;
    std::vector<SlowdownPoint> points;
    std::string error;
};
// Slowdown of `s` against `reference` at each size, same op, ranks and placement.
SlowdownResult slowdownCurve(const System& s, const System& reference, CollectiveOp op, int ranks,
                             const std::vector<double>& sizes, Placement placement,
                             CollectiveOptions options = {});

} // namespace sil
