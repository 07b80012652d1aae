#pragma once
// The words under a chart: the scenario's assumptions, a warning when capex figures date from
// different years, and the page's notes (what is n/a and why), capped to a readable caption.
#include <QStringList>

namespace sil::ui {

class ScenarioController;

// "Scenario X: 5-year life at 8 %/yr cost of capital, ..."
QString scenarioAssumptionsLine(const ScenarioController& c);
// "Warning: capex figures date from different years ..." or "" when they agree.
QString capexDatesNote(const ScenarioController& c);
// `notes` with `first` (if any) before them, at most a dozen lines: beyond, one line says how
// many more there are.
QStringList captionNotes(const QStringList& notes, const QString& first);

} // namespace sil::ui
