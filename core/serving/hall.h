#pragma once
// The hall a fleet stands in (docs/serving-model.md, "The hall"): the facility power it gives
// (MW, IT x PUE), the IT kW one rack may draw where it is powered and cooled, and its cooling.
// Scenario assumptions (hall_mw, hall_rack_kw, hall_cooling), each 0 for "no limit". `plan`
// and `train --deadline-days` refuse a system that cannot stand in the hall, with the reason,
// and hold the fleet to what the hall's MW feeds, in whole servers or racks.
#include "core/catalog/catalog.h"
#include "core/economics/assumptions.h"

#include <optional>
#include <string>
#include <string_view>

namespace sil {

enum class HallCooling { Any = 0, Air = 1, Liquid = 2 };
HallCooling hallCooling(const Assumptions& assumptions);
std::string_view hallCoolingKey(HallCooling c); // "any", "air", "liquid"
std::optional<HallCooling> parseHallCooling(std::string_view key);

// The catalog lists the system as liquid-cooled only ("DLC", "Liquid (cold plate)"); a system
// offered both ways ("Air/DLC") or with no cooling given is not.
bool needsLiquidCooling(const System& system);

// Does the scenario name any limit of a hall?
bool hallIsLimited(const Assumptions& assumptions);

// Why the system cannot stand in the hall at all ("" when it can): built for liquid cooling
// in an air-cooled hall; a rack of a rack-scale system, or one server of a system sold as
// servers, drawing more than the hall's kW per rack; less than one purchase unit within the
// hall's MW; no IT power figure to check a limit with. `itKwPerGpu` is the all-in IT power
// per GPU (TcoBreakdown::it_kw), 0 when unknown.
std::string hallRefusal(const System& system, const Assumptions& assumptions, double itKwPerGpu);

// The GPUs the hall's MW feeds at the scenario's PUE, in whole servers or racks; -1 when the
// hall has no MW limit.
int gpusTheHallHolds(const System& system, const Assumptions& assumptions, double itKwPerGpu);

// What a fleet of `gpusBought` leaves of the hall's MW (negative: over), or why it does not
// fit ("" when it does).
std::string hallOverrun(const System& system, const Assumptions& assumptions, double itKwPerGpu,
                        int gpusBought, int racks);

} // namespace sil
