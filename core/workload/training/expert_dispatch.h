#pragma once
// The expert-parallel all-to-all of a mixture-of-experts layer whose routing keeps each token's
// experts on a few servers, sent the way DeepSeek-V3 sends it (its report, arXiv 2412.19437,
// section 3.2.2; the same kernels are DeepEP, which NVIDIA's Megatron-Bridge DeepSeek-V3 H100
// recipe runs): a token crosses the scale-out network once to each server that holds one of its
// experts, to the GPU of the same in-server index, and is forwarded there over the scale-up
// fabric to the GPUs of its experts; the two transfers overlap. The combine returns the same way.
#include "core/catalog/catalog.h"

#include <string>

namespace sil {

// The routing's limit: the experts are split into `expert_groups` equal groups and a token's
// experts come from at most `groups_per_token` of them (DeepSeek-V3: 8 and 4; with its experts
// on 8 servers a group is a server, "each token will be sent to at most 4 nodes").
struct ExpertRouting {
    int expert_groups = 0; // 0: routing not limited
    int groups_per_token = 0;
    bool limited() const { return expert_groups > 0 && groups_per_token > 0; }
};

// Copies of one token's hidden state one dispatch (or combine) moves, per token a GPU sends.
struct ExpertDispatchTraffic {
    double servers = 1.0;             // servers the expert-parallel group spans
    double destination_servers = 0.0; // expected distinct servers a token's experts are on
    double scaleout_copies = 0.0;     // copies over the scale-out network (other servers)
    double scaleup_copies = 0.0;      // copies over the scale-up fabric (forwarding included)
};

// A token choosing `expertsActive` experts spread evenly over `ep` GPUs, `gpusPerServer` to a
// server: the servers it may use (all of them, or the routing's groups' servers), the distinct
// ones its experts land on (experts drawn evenly over those), and of these the ones that are
// not its own server.
ExpertDispatchTraffic expertDispatchTraffic(double expertsActive, int ep, int gpusPerServer,
                                            const ExpertRouting& routing);

// Time in ms of `count` all-to-alls in which every GPU sends `tokens` tokens of `tokenBytes`
// bytes each: the scale-out and scale-up transfers overlap, so the slower one counts, plus the
// per-step latency of the servers reached and the system's per-call overhead. `error` when the
// system lacks a figure it needs.
double serverAwareAllToAllMs(const System& s, const ExpertDispatchTraffic& traffic,
                             double tokenBytes, double tokens, double count, std::string* error);

} // namespace sil
