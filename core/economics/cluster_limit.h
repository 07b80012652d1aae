#pragma once
// The largest cluster a rental quote is offered for. A marketplace listing of one 8-GPU server
// at $1.99 an hour is not an offer of a thousand GPUs at that price: where the quote's source
// states its largest cluster (RentalQuote::max_cluster_gpus), a rented figure for more GPUs
// than that says so. The figure is still priced at the quote (the cheapest of the term stays
// the cheapest): the warning stands beside it, and a quote whose source states nothing is
// "largest cluster not stated", never assumed to cover the size (docs/tco-model.md, "Largest
// cluster").
#include <optional>
#include <string>

namespace sil {

struct ClusterLimit {
    std::optional<int> max_cluster_gpus; // the quote's, where its source says
    int gpus_rented = 0;                 // what the rented figure rents
    bool exceeds = false;                // gpus_rented > max_cluster_gpus
};

// `maxClusterGpus`: the quote's field (whole GPUs; unknown stays unknown).
ClusterLimit clusterLimitOf(std::optional<double> maxClusterGpus, int gpusRented);

// In words, for a table's note and the report: "largest cluster not stated", "offered for up
// to 1,024 GPUs", or "offered for up to 8 GPUs; 230 rented exceed it".
std::string clusterLimitNote(const ClusterLimit& limit);

} // namespace sil
