#include "core/serving/hall.h"

#include "core/serving/fleet.h"
#include "core/serving/replica_model.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace sil {

HallCooling hallCooling(const Assumptions& assumptions) {
    const int k = static_cast<int>(std::lround(assumptions.hall_cooling));
    return k == 1 ? HallCooling::Air : k == 2 ? HallCooling::Liquid : HallCooling::Any;
}

std::string_view hallCoolingKey(HallCooling c) {
    switch (c) {
    case HallCooling::Air:
        return "air";
    case HallCooling::Liquid:
        return "liquid";
    case HallCooling::Any:
        break;
    }
    return "any";
}

std::optional<HallCooling> parseHallCooling(std::string_view key) {
    for (HallCooling c : {HallCooling::Any, HallCooling::Air, HallCooling::Liquid})
        if (hallCoolingKey(c) == key) return c;
    return std::nullopt;
}

bool needsLiquidCooling(const System& system) {
    std::string c = system.cooling;
    std::transform(c.begin(), c.end(), c.begin(),
                   [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
    const bool liquid = c.find("dlc") != std::string::npos || c.find("liquid") != std::string::npos;
    return liquid && c.find("air") == std::string::npos;
}

bool hallIsLimited(const Assumptions& a) {
    return a.hall_mw > 0 || a.hall_rack_kw > 0 || hallCooling(a) != HallCooling::Any;
}

namespace {

std::string unitName(const System& system) {
    return system.gpus_per_rack && *system.gpus_per_rack >= 1 ? "rack" : "server";
}

// A rack of a rack-scale system (or a rack by catalog kW) cannot be split; a system sold as
// servers is racked with fewer servers, down to one.
std::string rackKwRefusal(const System& system, const Assumptions& a, double itKwPerGpu) {
    if (!(a.hall_rack_kw > 0)) return {};
    const RackCount k = countRacks(system, purchaseUnitGpus(system), a, itKwPerGpu);
    if (!k.na.empty() && k.servers > 0) return "the hall: " + k.na;
    if (k.assumed && !(itKwPerGpu > 0))
        return "the hall: no all-in IT power figure to check its " + g3(a.hall_rack_kw) +
               " kW per rack against";
    if (k.assumed || k.racks == 0) return {};
    if (!(k.rack_it_kw > 0))
        return "the hall: no rack power figure to check its " + g3(a.hall_rack_kw) +
               " kW per rack against";
    if (k.rack_it_kw > a.hall_rack_kw * (1 + 1e-9))
        return "the hall: a rack (" + k.basis + ") draws " + g3(k.rack_it_kw) + " kW, over its " +
               g3(a.hall_rack_kw) + " kW per rack; a rack-scale system is not split";
    return {};
}

} // namespace

std::string hallRefusal(const System& system, const Assumptions& a, double itKwPerGpu) {
    if (hallCooling(a) == HallCooling::Air && needsLiquidCooling(system))
        return "the hall: air-cooled, and the catalog lists " + system.id + " as liquid-cooled (" +
               system.cooling + ")";
    if (auto why = rackKwRefusal(system, a, itKwPerGpu); !why.empty()) return why;
    if (a.hall_mw > 0) {
        if (!(itKwPerGpu > 0))
            return "the hall: no all-in IT power figure, so its " + g3(a.hall_mw) +
                   " MW cannot be checked";
        if (gpusTheHallHolds(system, a, itKwPerGpu) < 1)
            return "the hall: its " + g3(a.hall_mw) + " MW feeds less than one " +
                   unitName(system) + " of " + std::to_string(purchaseUnitGpus(system)) + " GPUs";
    }
    return {};
}

int gpusTheHallHolds(const System& system, const Assumptions& a, double itKwPerGpu) {
    if (!(a.hall_mw > 0)) return -1;
    if (!(itKwPerGpu > 0) || !(a.pue > 0)) return 0;
    const double gpus = std::floor(a.hall_mw * 1e3 / (itKwPerGpu * a.pue) + 1e-9);
    return wholeUnitsWithin(system, static_cast<int>(std::min(gpus, 1e9)));
}

std::string hallOverrun(const System& system, const Assumptions& a, double itKwPerGpu,
                        int gpusBought, int racks) {
    const int holds = gpusTheHallHolds(system, a, itKwPerGpu);
    if (holds < 0 || gpusBought <= holds) return {};
    const double mw = gpusBought * itKwPerGpu * a.pue / 1e3;
    return "the hall: " + std::to_string(gpusBought) + " GPUs" +
           (racks > 0 ? " in " + std::to_string(racks) + " racks" : std::string()) + " need " +
           g3(mw) + " MW of facility power, over its " + g3(a.hall_mw) + " MW (it feeds " +
           std::to_string(holds) + " GPUs in whole " + unitName(system) + "s)";
}

} // namespace sil
