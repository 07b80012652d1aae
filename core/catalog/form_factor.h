#pragma once
// How a system is built around its scale-up domain, read from the catalog's own counts: one
// server holds the domain (an 8-GPU baseboard, PCIe cards), the domain fills a rack (NVL72,
// Helios), or it spans more than a rack or several servers (TPU pods, UltraServers).
#include "core/catalog/catalog.h"

#include <optional>
#include <string_view>

namespace sil {

enum class FormFactor { Server, RackScale, Pod };
std::string_view formFactorKey(FormFactor f); // "server", "rack-scale", "pod"

// nullopt when the catalog lacks the scale-up domain or the GPUs per node.
std::optional<FormFactor> formFactorOf(std::optional<double> scaleupDomainGpus,
                                       std::optional<double> gpusPerNode,
                                       std::optional<double> gpusPerRack);
std::optional<FormFactor> formFactorOf(const System& s);

} // namespace sil
