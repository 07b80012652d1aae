#include "core/catalog/scaleup_link.h"

namespace sil {

// Generations as each maker numbers them. Google names no generation for ICI, so a TPU's ICI is
// keyed by the TPU generation; Ethernet on the accelerator die is keyed by its port speed.
const std::vector<ScaleupLink>& scaleupLinks() {
    static const std::vector<ScaleupLink> links = {
        {"nvlink-3", "NVLink 3 (third generation; Ampere)"},
        {"nvlink-4", "NVLink 4 (fourth generation; Hopper)"},
        {"nvlink-5", "NVLink 5 (fifth generation; Blackwell)"},
        {"nvlink-6", "NVLink 6 (sixth generation; Rubin)"},
        {"infinity-fabric-3", "AMD Infinity Fabric, third generation (xGMI; MI200)"},
        {"infinity-fabric-4", "AMD Infinity Fabric, fourth generation (xGMI; MI300)"},
        {"ualink-1", "UALink 1.0"},
        {"pcie-4", "PCIe Gen4 (no scale-up link of its own)"},
        {"pcie-5", "PCIe Gen5 (no scale-up link of its own)"},
        {"pcie-6", "PCIe Gen6"},
        {"ici-v5e", "Google ICI of TPU v5e"},
        {"ici-v5p", "Google ICI of TPU v5p"},
        {"ici-v6e", "Google ICI of TPU v6e (Trillium)"},
        {"ici-v7", "Google ICI of TPU7x (Ironwood)"},
        {"neuronlink-v2", "AWS NeuronLink-v2 (Trainium, Inferentia2)"},
        {"neuronlink-v3", "AWS NeuronLink-v3 (Trainium2)"},
        {"neuronlink-v4", "AWS NeuronLink-v4 (Trainium3)"},
        {"hccs", "Huawei HCCS (point-to-point)"},
        {"unified-bus", "Huawei Unified Bus (UB)"},
        {"ethernet-200g", "200 Gbit/s Ethernet ports on the accelerator"},
        {"ethernet-400g", "400 Gbit/s Ethernet ports on the accelerator"},
        {"groq-c2c", "Groq chip-to-chip links"},
    };
    return links;
}

std::vector<std::string> scaleupLinkKeys() {
    std::vector<std::string> keys;
    for (const auto& l : scaleupLinks())
        keys.emplace_back(l.key);
    return keys;
}

const ScaleupLink* findScaleupLink(std::string_view key) {
    for (const auto& l : scaleupLinks())
        if (l.key == key) return &l;
    return nullptr;
}

} // namespace sil
