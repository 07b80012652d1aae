#include "CatalogGenerator.h"

#include <random>

namespace sil::bench {

ImportBatch generateCatalog(std::size_t systems, std::uint32_t seed) {
    std::mt19937 rng(seed);
    auto uni = [&](double lo, double hi) {
        return std::uniform_real_distribution<double>(lo, hi)(rng);
    };
    ImportBatch b;
    Source src;
    src.id = "generated";
    src.title = "Synthetic benchmark catalog (fixed seed)";
    b.sources.push_back(src);
    const std::size_t chips = std::max<std::size_t>(1, systems / 4);
    for (std::size_t i = 0; i < chips; ++i) {
        Chip c;
        c.id = "gen-chip-" + std::to_string(i);
        c.name = "Generated chip " + std::to_string(i);
        c.vendor = i % 2 ? "AMD" : "NVIDIA";
        c.release_date = std::to_string(2022 + i % 5);
        c.tdp_w = uni(400, 2000);
        c.memory_gb = uni(80, 432);
        c.memory_bandwidth_gbps = uni(2000, 20000);
        const double bf16 = uni(300, 5000);
        c.dense_tflops[index(Dtype::BF16)] = bf16;
        c.dense_tflops[index(Dtype::FP16)] = bf16;
        c.dense_tflops[index(Dtype::FP8)] = bf16 * 2;
        if (i % 3) c.dense_tflops[index(Dtype::FP4)] = bf16 * 4;
        if (i % 3) c.dense_tflops[index(Dtype::FP6)] = bf16 * 2;
        c.realized_efficiency[index(Dtype::BF16)] = uni(0.5, 0.85);
        c.realized_efficiency[index(Dtype::FP8)] = uni(0.45, 0.8);
        c.row.source_id = "generated";
        b.chips.push_back(c);
    }
    for (std::size_t i = 0; i < systems; ++i) {
        System s;
        s.id = "gen-system-" + std::to_string(i);
        s.name = "Generated system " + std::to_string(i);
        s.chip_id = b.chips[i % chips].id;
        s.vendor = b.chips[i % chips].vendor;
        s.release_date = b.chips[i % chips].release_date;
        s.cooling = i % 2 ? "Air" : "DLC";
        const bool mesh = i % 3 == 0;
        s.scaleup_topology = mesh ? Topology::FullMesh : Topology::Switched;
        s.gpus_per_node = mesh ? 8 : (i % 2 ? 8 : 4);
        s.scaleup_domain_gpus = mesh ? 8 : (i % 2 ? 8 : 72);
        if (mesh) {
            s.mesh_links = 7;
            s.mesh_link_gbps = uni(50, 100);
        } else {
            s.scaleup_gbps = uni(300, 1800);
            s.in_network_reduction = i % 4 == 1;
        }
        s.scaleout_gbit = i % 2 ? 400 : 800;
        s.capex_per_gpu_usd = uni(15000, 80000);
        if (i % 5) s.it_power_per_gpu_w = uni(900, 3000);
        s.scaleup_efficiency = uni(0.5, 0.9);
        s.scaleup_latency_us = 0.5;
        s.scaleout_efficiency = uni(0.3, 0.9);
        s.scaleout_latency_us = 2.7;
        s.launch_overhead_us = 20;
        s.row.source_id = "generated";
        b.systems.push_back(s);
        for (int q = 0; q < 2; ++q) {
            RentalQuote r;
            r.id = s.id + "-q" + std::to_string(q);
            r.chip_id = s.chip_id;
            r.system_id = s.id;
            r.provider = q ? "Generated cloud" : "Generated neocloud";
            r.term = q ? RentalTerm::OneYear : RentalTerm::OnDemand;
            r.usd_per_gpu_hour = uni(1.0, 10.0);
            r.date = "2026-11";
            r.row.source_id = "generated";
            b.quotes.push_back(r);
        }
    }
    return b;
}

} // namespace sil::bench
