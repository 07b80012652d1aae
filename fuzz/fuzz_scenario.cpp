// libFuzzer: scenario JSON parsing and applying overrides never crash, and a parsed
// scenario round-trips.
#include "core/economics/scenario.h"

#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    const auto r = sil::parseScenarioJson(text, "fuzz.json");
    if (!r.ok) return 0;
    const auto back = sil::parseScenarioJson(sil::scenarioToJson(r.scenario), "again.json");
    if (!back.ok || !(back.scenario == r.scenario)) std::abort();
    (void)sil::applyScenarioOverrides(sil::Catalog{}, r.scenario);
    return 0;
}
