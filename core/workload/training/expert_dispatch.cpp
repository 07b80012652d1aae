#include "core/workload/training/expert_dispatch.h"

#include "core/network/collective.h"

#include <algorithm>
#include <cmath>

namespace sil {

ExpertDispatchTraffic expertDispatchTraffic(double expertsActive, int ep, int gpusPerServer,
                                            const ExpertRouting& routing) {
    ExpertDispatchTraffic t;
    const double perServer = std::max(gpusPerServer, 1);
    t.servers = std::max(1.0, std::ceil(ep / perServer));
    double allowed = t.servers;
    if (routing.limited()) {
        // A group spans servers / groups servers when there are more servers than groups.
        const double serversPerGroup = std::max(1.0, t.servers / routing.expert_groups);
        allowed = std::min(t.servers, routing.groups_per_token * serversPerGroup);
    }
    const double k = std::max(expertsActive, 0.0);
    t.destination_servers = allowed * (1.0 - std::pow(1.0 - 1.0 / allowed, k));
    // By symmetry the token's own server is one of its destinations with probability
    // destinations / servers; that one is reached over the scale-up fabric alone.
    t.scaleout_copies = t.destination_servers * (t.servers - 1.0) / t.servers;
    // Every expert not on the sending or receiving GPU itself is reached over the scale-up
    // fabric: from the token's GPU, or forwarded by the GPU the scale-out copy arrived at.
    t.scaleup_copies = k * (perServer - 1.0) / perServer;
    return t;
}

double serverAwareAllToAllMs(const System& s, const ExpertDispatchTraffic& traffic,
                             double tokenBytes, double tokens, double count, std::string* error) {
    if (count <= 0.0 || tokens <= 0.0 || tokenBytes <= 0.0) return 0.0;
    const double scaleoutGbps =
        s.scaleout_gbit.value_or(0.0) / 8.0 * s.scaleout_efficiency.value_or(1.0);
    const double scaleupGbps = scaleupRawGbps(s, static_cast<int>(s.gpus_per_node.value_or(1))) *
                               s.scaleup_efficiency.value_or(1.0);
    if (traffic.scaleout_copies > 0.0 && scaleoutGbps <= 0.0) {
        if (error && error->empty())
            *error = s.id + " has no scale-out figure for an all-to-all across servers";
        return 0.0;
    }
    if (traffic.scaleup_copies > 0.0 && scaleupGbps <= 0.0) {
        if (error && error->empty()) *error = s.id + " has no scale-up bandwidth figure";
        return 0.0;
    }
    const double bytes = tokens * tokenBytes;
    const double scaleoutUs = traffic.scaleout_copies > 0.0
                                  ? (traffic.servers - 1.0) * s.scaleout_latency_us.value_or(0.0) +
                                        traffic.scaleout_copies * bytes / (scaleoutGbps * 1e9) * 1e6
                                  : 0.0;
    const double scaleupUs = traffic.scaleup_copies > 0.0
                                 ? traffic.scaleup_copies * bytes / (scaleupGbps * 1e9) * 1e6
                                 : 0.0;
    const double us = std::max(scaleoutUs, scaleupUs) + s.launch_overhead_us.value_or(0.0);
    return count * us / 1000.0;
}

} // namespace sil
