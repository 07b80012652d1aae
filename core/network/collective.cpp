#include "core/network/collective.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace sil {

namespace {

constexpr std::array<std::string_view, 5> kOpKeys = {"all_reduce", "all_gather", "reduce_scatter",
                                                     "all_to_all", "broadcast"};
constexpr double kBytesPerGB = 1e9;

// Time in µs to move `bytes` at `gbps` GB/s.
double transferUs(double bytes, double gbps) {
    return bytes / (gbps * kBytesPerGB) * 1e6;
}
double log2ceil(int n) {
    return n <= 1 ? 0.0 : std::ceil(std::log2(static_cast<double>(n)));
}

// The torus's dimensions ("16x20x28" -> {16, 20, 28}); empty when unreadable.
std::vector<int> torusDims(const System& s) {
    std::vector<int> dims;
    int cur = 0;
    bool digit = false;
    for (char ch : s.torus_dims + "x") {
        if (ch >= '0' && ch <= '9') {
            cur = cur * 10 + (ch - '0');
            digit = true;
            if (cur > 1'000'000) return {};
        } else if (ch == 'x' || ch == 'X') {
            if (!digit || cur < 1) return {};
            dims.push_back(cur);
            cur = 0;
            digit = false;
        } else if (ch != ' ') {
            return {};
        }
    }
    return dims;
}

// The sub-torus k packed ranks occupy: fill the first dimension, then the next.
std::vector<int> torusGroup(const std::vector<int>& dims, int k) {
    std::vector<int> group;
    long long left = k;
    for (int d : dims) {
        if (left <= 1) break;
        const long long use = std::min<long long>(d, left);
        group.push_back(static_cast<int>(use));
        left = (left + use - 1) / use;
    }
    return group;
}

// Ring steps of one pass over the group: a ring per dimension, one after the other.
double torusSteps(const std::vector<int>& group) {
    double steps = 0.0;
    for (int d : group)
        steps += d - 1;
    return steps;
}

struct Fabric {
    double gbps = 0.0;       // effective bandwidth per GPU (raw x efficiency)
    double latency_us = 0.0; // per algorithm step
};

struct Layout {
    int ranks_per_domain = 1;
    int domains = 1;
};

struct Candidate {
    double time_us = 0.0;
    std::string algorithm;
};

// At most three algorithms compete (ring, tree, in-network reduction): kept inline, as a
// workload sweep estimates collectives for every layout it tries.
struct Candidates {
    std::array<Candidate, 3> items;
    std::size_t count = 0;
    void push_back(Candidate c) { items[count++] = std::move(c); }
    const Candidate* begin() const { return items.data(); }
    const Candidate* end() const { return items.data() + count; }
};

Layout layoutFor(const System& s, int ranks, Placement placement) {
    const int domain = static_cast<int>(s.scaleup_domain_gpus.value_or(1.0));
    const int perNode = static_cast<int>(s.gpus_per_node.value_or(domain));
    Layout l;
    if (placement == Placement::Packed) {
        l.ranks_per_domain = std::min(ranks, std::max(domain, 1));
    } else {
        const int nodesPerDomain = std::max(1, domain / std::max(perNode, 1));
        l.ranks_per_domain = std::min(ranks, nodesPerDomain);
    }
    l.domains = (ranks + l.ranks_per_domain - 1) / l.ranks_per_domain;
    return l;
}

Fabric scaleup(const System& s, int k, const CollectiveOptions& o) {
    const double raw = scaleupRawGbps(s, k);
    if (o.on_paper) return {raw, 0.0};
    return {raw * o.scaleup_efficiency.value_or(s.scaleup_efficiency.value_or(1.0)),
            s.scaleup_latency_us.value_or(0.0)};
}

Fabric scaleout(const System& s, const CollectiveOptions& o) {
    const double raw = s.scaleout_gbit.value_or(0.0) / 8.0;
    if (o.on_paper) return {raw, 0.0};
    return {raw * s.scaleout_efficiency.value_or(1.0), s.scaleout_latency_us.value_or(0.0)};
}

// Collectives inside one scale-up domain of k ranks.
Candidates intraDomain(const System& s, CollectiveOp op, int k, double bytes,
                       const CollectiveOptions& o) {
    const Fabric f = scaleup(s, k, o);
    const double n = k;
    const bool mesh = s.scaleup_topology == Topology::FullMesh;
    const bool named = o.name_algorithm;
    const std::string ring = !named ? std::string()
                             : mesh ? "direct (mesh, " + std::to_string(k - 1) + " links)"
                                    : "ring";
    Candidates c;
    if (isTorus(s.scaleup_topology)) {
        // Dimension-ordered rings: latency grows with the sum of the dimensions, not with
        // the rank count; every dimension's links carry a share of the data concurrently.
        const auto group = torusGroup(torusDims(s), k);
        const double steps = torusSteps(group);
        std::string shape;
        if (named)
            for (int d : group)
                shape += (shape.empty() ? "" : "x") + std::to_string(d);
        const std::string name = named ? "torus rings (" + shape + ")" : std::string();
        switch (op) {
        case CollectiveOp::AllReduce:
            c.push_back(
                {2.0 * steps * f.latency_us + transferUs(2.0 * (n - 1) / n * bytes, f.gbps), name});
            break;
        case CollectiveOp::AllGather:
        case CollectiveOp::ReduceScatter:
            c.push_back({steps * f.latency_us + transferUs((n - 1) / n * bytes, f.gbps), name});
            break;
        case CollectiveOp::AllToAll: {
            // Bisection-bound: along a ring of d chips each link carries S·d/8 of the traffic.
            const int longest = group.empty() ? 1 : *std::max_element(group.begin(), group.end());
            const double link = f.gbps / std::max(1.0, 2.0 * static_cast<double>(group.size()));
            c.push_back({steps * f.latency_us + std::max(transferUs((n - 1) / n * bytes, f.gbps),
                                                         transferUs(bytes * longest / 8.0, link)),
                         "torus dimension-ordered"});
            break;
        }
        case CollectiveOp::Broadcast:
            c.push_back({steps * f.latency_us + transferUs(bytes, f.gbps), name});
            break;
        }
        return c;
    }
    switch (op) {
    case CollectiveOp::AllReduce:
        c.push_back(
            {2.0 * (n - 1) * f.latency_us + transferUs(2.0 * (n - 1) / n * bytes, f.gbps), ring});
        if (!mesh && k > 2)
            c.push_back(
                {2.0 * log2ceil(k) * f.latency_us + transferUs(2.0 * bytes, f.gbps), "tree"});
        if (!mesh && s.in_network_reduction)
            c.push_back({f.latency_us + transferUs((n + 1) / n * bytes, f.gbps), "nvls"});
        break;
    case CollectiveOp::AllGather:
    case CollectiveOp::ReduceScatter:
        c.push_back({(n - 1) * f.latency_us + transferUs((n - 1) / n * bytes, f.gbps), ring});
        break;
    case CollectiveOp::AllToAll:
        c.push_back({(n - 1) * f.latency_us + transferUs((n - 1) / n * bytes, f.gbps),
                     mesh ? ring : std::string("direct")});
        break;
    case CollectiveOp::Broadcast:
        c.push_back({(n - 1) * f.latency_us + transferUs(bytes, f.gbps), "pipelined ring"});
        break;
    }
    return c;
}

// All-reduce of `bytes` among m domains, one rank per domain per NIC.
Candidate interAllReduce(const System& s, int m, double bytes, const CollectiveOptions& o) {
    const Fabric nic = scaleout(s, o);
    const double dm = m;
    Candidate best{2.0 * (dm - 1) * nic.latency_us +
                       transferUs(2.0 * (dm - 1) / dm * bytes, nic.gbps),
                   "ring"};
    const Candidate tree{2.0 * log2ceil(m) * nic.latency_us + transferUs(2.0 * bytes, nic.gbps),
                         "tree"};
    if (m > 2 && tree.time_us < best.time_us) best = tree;
    if (s.scaleout_sharp) {
        const Candidate sharp{2.0 * nic.latency_us + transferUs(bytes, nic.gbps), "sharp"};
        if (sharp.time_us < best.time_us) best = sharp;
    }
    return best;
}

Candidates acrossDomains(const System& s, CollectiveOp op, const Layout& l, double bytes,
                         const CollectiveOptions& o) {
    const int r = l.ranks_per_domain;
    const int m = l.domains;
    const double dr = r, dm = m, n = static_cast<double>(r) * m;
    const Fabric up = scaleup(s, std::max(r, 2), o);
    const Fabric nic = scaleout(s, o);
    const bool named = o.name_algorithm;
    Candidates c;
    switch (op) {
    case CollectiveOp::AllReduce: {
        const Candidate inter = interAllReduce(s, m, bytes / dr, o);
        if (r == 1) {
            c.push_back({inter.time_us, named ? inter.algorithm + " (scale-out)" : std::string()});
        } else {
            const double rsag =
                2.0 * ((dr - 1) * up.latency_us + transferUs((dr - 1) / dr * bytes, up.gbps));
            c.push_back({rsag + inter.time_us,
                         named ? "hierarchical (rs+ag scale-up, " + inter.algorithm + " scale-out)"
                               : std::string()});
        }
        break;
    }
    case CollectiveOp::AllGather:
    case CollectiveOp::ReduceScatter: {
        const double inter =
            (dm - 1) * nic.latency_us + transferUs((dm - 1) / dm * bytes / dr, nic.gbps);
        const double intra =
            r > 1 ? (dr - 1) * up.latency_us + transferUs((dr - 1) / dr * bytes, up.gbps) : 0.0;
        c.push_back({inter + intra, r > 1 ? "hierarchical ring" : "ring (scale-out)"});
        break;
    }
    case CollectiveOp::AllToAll: {
        // The share (n - r)/n of each rank's buffer leaves the domain through its NIC,
        // concurrently with the (r - 1)/n share that stays on the scale-up fabric.
        const double out = (dm - 1) * nic.latency_us + transferUs((n - dr) / n * bytes, nic.gbps);
        const double in =
            r > 1 ? (dr - 1) * up.latency_us + transferUs((dr - 1) / n * bytes, up.gbps) : 0.0;
        c.push_back({std::max(out, in), "direct (scale-out)"});
        break;
    }
    case CollectiveOp::Broadcast: {
        const double slowest = std::min(up.gbps > 0 ? up.gbps : nic.gbps, nic.gbps);
        c.push_back(
            {(dm - 1) * nic.latency_us + (dr - 1) * up.latency_us + transferUs(bytes, slowest),
             "pipelined ring"});
        break;
    }
    }
    return c;
}

} // namespace

double scaleupRawGbps(const System& s, int k) {
    if (isTorus(s.scaleup_topology)) {
        // Two links (one each way round the ring) per dimension the group spans.
        const auto group = torusGroup(torusDims(s), std::max(k, 2));
        const double links =
            std::min(s.torus_links_per_chip.value_or(0.0), 2.0 * static_cast<double>(group.size()));
        return links * s.torus_link_gbps.value_or(0.0);
    }
    if (s.scaleup_topology == Topology::WaferScale) return 0.0;
    if (s.scaleup_topology == Topology::FullMesh) {
        const double links = s.mesh_links.value_or(0.0);
        const double usableLinks = std::min(static_cast<double>(k - 1), links);
        return usableLinks * s.mesh_link_gbps.value_or(0.0);
    }
    return s.scaleup_gbps.value_or(0.0);
}

Figure scaleupPerGpuGbps(const System& s) {
    bool known = s.scaleup_gbps.has_value();
    if (s.scaleup_topology == Topology::FullMesh)
        known = s.mesh_links && s.mesh_link_gbps && s.scaleup_domain_gpus;
    else if (isTorus(s.scaleup_topology))
        known = s.torus_link_gbps && s.torus_links_per_chip && !torusDims(s).empty();
    else if (s.scaleup_topology == Topology::WaferScale)
        return Figure::na("wafer-scale: one wafer is one accelerator, with no scale-up fabric");
    if (!known) return Figure::na("no scale-up bandwidth figure");
    const int domain = static_cast<int>(s.scaleup_domain_gpus.value_or(2.0));
    // A full mesh of D GPUs has D-1 links per GPU at most; the catalog's link count caps it.
    return Figure::of(scaleupRawGbps(s, s.scaleup_topology == Topology::FullMesh
                                            ? std::max(domain, int(*s.mesh_links) + 1)
                                            : domain));
}

std::string_view collectiveOpKey(CollectiveOp op) {
    return kOpKeys[static_cast<std::size_t>(op)];
}

std::optional<CollectiveOp> parseCollectiveOp(std::string_view key) {
    for (std::size_t i = 0; i < kOpKeys.size(); ++i)
        if (kOpKeys[i] == key) return static_cast<CollectiveOp>(i);
    return std::nullopt;
}

std::string_view placementKey(Placement p) {
    return p == Placement::Packed ? "packed" : "spread";
}
std::optional<Placement> parsePlacement(std::string_view key) {
    if (key == "packed") return Placement::Packed;
    if (key == "spread") return Placement::Spread;
    return std::nullopt;
}

double busbwFactor(CollectiveOp op, int ranks) {
    const double n = ranks;
    switch (op) {
    case CollectiveOp::AllReduce:
        return 2.0 * (n - 1) / n;
    case CollectiveOp::AllGather:
    case CollectiveOp::ReduceScatter:
    case CollectiveOp::AllToAll:
        return (n - 1) / n;
    case CollectiveOp::Broadcast:
        return 1.0;
    }
    return 1.0;
}

std::string checkCollectiveQuery(const System& s, int ranks, Placement placement) {
    if (ranks < 2) return "a collective needs at least 2 ranks, got " + std::to_string(ranks);
    if (ranks > 1'048'576) return "rank count " + std::to_string(ranks) + " is beyond 1,048,576";
    if (!s.scaleup_domain_gpus || *s.scaleup_domain_gpus < 1)
        return s.id + " has no scale-up domain size";
    if (s.scaleup_topology == Topology::Switched && !s.scaleup_gbps)
        return s.id + " has no scale-up bandwidth figure";
    if (s.scaleup_topology == Topology::FullMesh && (!s.mesh_links || !s.mesh_link_gbps))
        return s.id + " has no mesh link count or link bandwidth";
    if (isTorus(s.scaleup_topology) &&
        (!s.torus_link_gbps || !s.torus_links_per_chip || torusDims(s).empty()))
        return s.id + " has no torus shape, link count or link bandwidth";
    const Layout l = layoutFor(s, ranks, placement);
    if (l.domains > 1 && !s.scaleout_gbit)
        return s.id + " has no scale-out figure, so " + std::to_string(ranks) + " ranks (" +
               std::string(placementKey(placement)) + ") cannot span its scale-up domains of " +
               std::to_string(static_cast<int>(*s.scaleup_domain_gpus)) + " GPUs";
    return {};
}

CollectiveResult estimateCollective(const System& s, CollectiveOp op, int ranks, double bytes,
                                    Placement placement, CollectiveOptions options) {
    CollectiveResult r;
    if (auto err = checkCollectiveQuery(s, ranks, placement); !err.empty()) {
        r.error = err;
        return r;
    }
    if (!(bytes > 0.0) || !std::isfinite(bytes)) {
        r.error = "message size must be a positive number of bytes";
        return r;
    }
    const Layout l = layoutFor(s, ranks, placement);
    const Candidates candidates = l.domains == 1
                                      ? intraDomain(s, op, l.ranks_per_domain, bytes, options)
                                      : acrossDomains(s, op, l, bytes, options);
    const auto best = std::min_element(
        candidates.begin(), candidates.end(),
        [](const Candidate& a, const Candidate& b) { return a.time_us < b.time_us; });
    const double overhead =
        options.on_paper ? 0.0
                         : options.launch_overhead_us.value_or(s.launch_overhead_us.value_or(0.0));
    CollectiveEstimate& e = r.estimate;
    e.bytes = bytes;
    e.time_us = best->time_us + overhead;
    e.algorithm = best->algorithm;
    e.ranks_per_domain = l.ranks_per_domain;
    e.domains = l.domains;
    if (!(e.time_us > 0.0) || !std::isfinite(e.time_us)) {
        r.error = s.id + ": the model has no usable bandwidth for this collective";
        return r;
    }
    e.algbw_gbps = bytes / (e.time_us * 1e-6) / kBytesPerGB;
    e.busbw_gbps = e.algbw_gbps * busbwFactor(op, ranks);
    r.ok = true;
    return r;
}

CurveResult collectiveCurve(const System& s, CollectiveOp op, int ranks,
                            const std::vector<double>& sizes, Placement placement,
                            CollectiveOptions options) {
    CurveResult out;
    out.points.reserve(sizes.size());
    for (double bytes : sizes) {
        CollectiveResult r = estimateCollective(s, op, ranks, bytes, placement, options);
        if (!r.ok) {
            out.error = r.error;
            out.points.clear();
            return out;
        }
        out.points.push_back(std::move(r.estimate));
    }
    out.ok = true;
    return out;
}

SlowdownResult slowdownCurve(const System& s, const System& reference, CollectiveOp op, int ranks,
                             const std::vector<double>& sizes, Placement placement,
                             CollectiveOptions options) {
    SlowdownResult out;
    const CurveResult mine = collectiveCurve(s, op, ranks, sizes, placement, options);
    if (!mine.ok) {
        out.error = mine.error;
        return out;
    }
    const CurveResult ref = collectiveCurve(reference, op, ranks, sizes, placement, options);
    if (!ref.ok) {
        out.error = "reference " + ref.error;
        return out;
    }
    for (std::size_t i = 0; i < sizes.size(); ++i) {
        SlowdownPoint p;
        p.bytes = sizes[i];
        p.time_us = mine.points[i].time_us;
        p.reference_time_us = ref.points[i].time_us;
        p.slowdown = p.time_us / p.reference_time_us;
        out.points.push_back(p);
    }
    out.ok = true;
    return out;
}

} // namespace sil
