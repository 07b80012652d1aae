#include "core/economics/cluster_limit.h"

#include <cmath>

namespace sil {

namespace {
// 1024 -> "1,024".
std::string withThousands(int n) {
    std::string digits = std::to_string(n);
    for (int at = static_cast<int>(digits.size()) - 3; at > 0 && digits[at - 1] != '-'; at -= 3)
        digits.insert(static_cast<std::size_t>(at), ",");
    return digits;
}
} // namespace

ClusterLimit clusterLimitOf(std::optional<double> maxClusterGpus, int gpusRented) {
    ClusterLimit l;
    l.gpus_rented = gpusRented;
    if (maxClusterGpus && *maxClusterGpus > 0) {
        l.max_cluster_gpus = static_cast<int>(std::floor(*maxClusterGpus + 1e-9));
        l.exceeds = gpusRented > *l.max_cluster_gpus;
    }
    return l;
}

std::string clusterLimitNote(const ClusterLimit& limit) {
    if (!limit.max_cluster_gpus) return "largest cluster not stated";
    std::string note = "offered for up to " + withThousands(*limit.max_cluster_gpus) + " GPUs";
    if (limit.exceeds) note += "; " + withThousands(limit.gpus_rented) + " rented exceed it";
    return note;
}

} // namespace sil
