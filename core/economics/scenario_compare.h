#pragma once
// Two scenarios side by side: which assumptions and catalog overrides differ, and what each
// system's TCO per GPU-hour and cost per PFLOP-hour come to under each, with the change.
#include "core/catalog/catalog.h"
#include "core/catalog/figure.h"
#include "core/economics/scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace sil {

struct AssumptionDiff {
    std::string key, label, unit;
    double a = 0.0, b = 0.0;
};

// A per-system or per-chip override set in one scenario and not (or differently) in the other.
struct OverrideDiff {
    std::string entity; // "system" or "chip"
    std::string id, field;
    std::optional<double> a, b; // unset: the catalog value (no override)
};

// B against A: delta = B - A; pct = delta / A x 100 (n/a when A is 0 or either is n/a).
struct Delta {
    Figure a, b, delta, pct;
};
Delta compareFigures(const Figure& a, const Figure& b);

struct SystemComparison {
    std::string system_id, system_name;
    Delta tco_usd_per_gpu_hour;
    // Full TCO per marketed dense PFLOP-hour (the Cost per PFLOP page's convention).
    Delta tco_usd_per_pflop_hour_bf16;
    Delta tco_usd_per_pflop_hour_fp8;
    std::string na_reason; // "" when the TCO is known under both
};

struct ScenarioComparison {
    std::string name_a, name_b;
    std::vector<AssumptionDiff> assumptions; // in assumptionDefs() order
    std::vector<OverrideDiff> overrides;     // systems, then chips, by id and field
    std::vector<SystemComparison> systems;   // the requested ones, in the order asked
    std::string error;                       // a scenario's override or a system id is unknown
};

// `base`: the catalog without either scenario's overrides. `systemIds` empty: every system.
ScenarioComparison compareScenarios(const Catalog& base, const Scenario& a, const Scenario& b,
                                    const std::vector<std::string>& systemIds = {});

// The comparison as CSV: the differences (assumptions, then overrides), a blank line, then one
// row per system with both values, the change in USD and in % (empty cells: n/a, see reason).
std::string comparisonCsv(const ScenarioComparison& r);

} // namespace sil
