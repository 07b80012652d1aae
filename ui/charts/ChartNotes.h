#pragma once
// The words under a chart: the scenario's assumptions, a warning when capex figures date from
// different years, and the page's notes (what is n/a and why), capped to a readable caption.
#include "core/catalog/catalog.h"

#include <QStringList>
#include <vector>

namespace sil::ui {

class ScenarioController;

// "Scenario X: 5-year life at 8 %/yr cost of capital, ..."
QString scenarioAssumptionsLine(const ScenarioController& c);
// "Warning: capex figures date from different years ..." or "" when they agree.
QString capexDatesNote(const ScenarioController& c);
// "Serving engine: vLLM ... on HGX H100, HGX H200; TensorRT-LLM ... on ..." for the systems
// shown, under the scenario's engine choice (every chart says which engine it
// assumes).
QString servingEnginesNote(const ScenarioController& c, const std::vector<const System*>& systems);
// `notes` with `first` (if any) before them, at most a dozen lines: beyond, one line says how
// many more there are.
QStringList captionNotes(const QStringList& notes, const QString& first);

} // namespace sil::ui
