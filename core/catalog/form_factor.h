#pragma once
// How a system is built around its scale-up domain: one server holds the domain (an 8-GPU
// baseboard, PCIe cards), the domain fills a rack (NVL72, Helios), or it spans more than a rack
// or several servers (TPU pods, UltraServers). A system stores it as a field with its source and
// kind (vendor or reported where a source states it, derived from the counts where none does);
// a system without it (an import) has it derived from its counts.
#include "core/catalog/catalog.h"

#include <optional>
#include <string>
#include <string_view>

namespace sil {

enum class FormFactor { Server, RackScale, Pod };
std::string_view formFactorKey(FormFactor f); // "server", "rack-scale", "pod"
std::optional<FormFactor> parseFormFactor(std::string_view key);
// "" when `text` is empty or a form factor's key, else what was expected (field check).
std::string checkFormFactor(const std::string& text);

// nullopt when the catalog lacks the scale-up domain or the GPUs per node.
std::optional<FormFactor> formFactorOf(std::optional<double> scaleupDomainGpus,
                                       std::optional<double> gpusPerNode,
                                       std::optional<double> gpusPerRack);
// From the system's counts alone.
std::optional<FormFactor> derivedFormFactorOf(const System& s);
// The stored form factor, else the one its counts give.
std::optional<FormFactor> formFactorOf(const System& s);

} // namespace sil
