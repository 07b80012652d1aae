#pragma once
// The report's "How far to trust these numbers" page (docs/accuracy.md): how far the model has
// been from the measured truth on runs it was not fitted on — per validation group N, median,
// P90, worst, bias and coverage; the groups the compared systems need that have no held-out
// run; and, for each shipped engine row, the runs it was fitted on and the runs that checked it.
#include "core/catalog/catalog.h"
#include "core/measurements/validation.h"

#include <QString>
#include <vector>

namespace sil::ui {

class ScenarioController;

// The page as HTML (its heading included), from `report` for the compared `systems`.
QString trustSection(const ScenarioController& c, const ValidationReport& report,
                     const std::vector<const System*>& systems);

} // namespace sil::ui
