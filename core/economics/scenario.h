#pragma once
// A scenario: named assumptions plus per-system and per-chip overrides, saved as JSON.
#include "core/catalog/catalog.h"
#include "core/economics/assumptions.h"
#include "core/serving/plan_inputs.h"

#include <map>
#include <optional>
#include <string>

namespace sil {

// 2 added assumption_ranges; a scenario without ranges is still written as 1, so older
// versions keep reading it.
// 2: assumption_ranges; 3: engine; 4: plan; 5: servers_per_rack; 6: training interruptions,
// rental_term and reference_quotes; 7: the hall (hall_mw, hall_rack_kw, hall_cooling); 8: a
// plan's P99 time-per-output-token target (plan.tpot_p99_ms).
inline constexpr int kScenarioSchemaVersion = 8;

struct Scenario {
    std::string name;
    std::string description;
    Assumptions assumptions;
    // system id -> numeric system field -> value
    std::map<std::string, std::map<std::string, double>> system_overrides;
    // chip id -> numeric chip field -> value
    std::map<std::string, std::map<std::string, double>> chip_overrides;
    // assumption key -> plausible range (uncertainty bands); absent: no spread assumed.
    std::map<std::string, AssumptionRange> assumption_ranges;
    // The serving engine profile every answer assumes; "": each chip vendor's default engine.
    std::string engine;
    // What the Plan tab (and `plan --scenario`) plans for; absent until the plan is edited.
    std::optional<PlanInputs> plan;
};

bool operator==(const Scenario& a, const Scenario& b);

struct ScenarioParseResult {
    bool ok = false;
    Scenario scenario;
    std::string error; // "<origin>: line 3: assumptions.pue: expected ..."
};

// `origin` names the file (or "<stdin>") in error messages.
ScenarioParseResult parseScenarioJson(const std::string& text, const std::string& origin);
std::string scenarioToJson(const Scenario& s);

// The catalog as the scenario sees it: overrides applied, provenance marked "user"
// with the scenario named. Unknown ids or fields are reported, not ignored.
struct EffectiveCatalogResult {
    Catalog catalog;
    std::string error;
};
EffectiveCatalogResult applyScenarioOverrides(const Catalog& base, const Scenario& s);

} // namespace sil
