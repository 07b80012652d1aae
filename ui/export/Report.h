#pragma once
// File > Export report and `siliconomics-cli report`: one PDF a presenter sends before a
// meeting — the scenario, the assumption table (edited values marked, ranges shown), every
// chart given, what is n/a and why, and the source of every number behind the compared
// systems (core/catalog/citations.h), estimates marked.
#include <QString>
#include <vector>

namespace sil::ui {

class ChartPage;
class ScenarioController;

// `pages`: the charts to include, drawn as exported (same state as each page). Written through
// SaveFile: an existing report is replaced only once the new one is complete.
bool writeReport(ScenarioController* controller, const std::vector<ChartPage*>& pages,
                 const QString& path, QString* error);

} // namespace sil::ui
