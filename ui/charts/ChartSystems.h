#pragma once
// The systems a chart draws: their short names, their colours (the same on every chart), and
// which of the chosen ones have a TCO to show.
#include "core/catalog.h"
#include "core/tco.h"

#include <QColor>
#include <QStringList>
#include <vector>

namespace sil::ui {

class ScenarioController;

// Short display name for a system: "GB200 NVL72".
QString systemLabel(const System& s);
// A stable, distinct colour per system (its position in the catalog), the same on every chart.
QColor systemColor(const Catalog& catalog, const std::string& systemId);
// The chosen systems whose TCO is known, with their labels; a note for each other one.
// `tcoOnly`: results with only the TCO breakdown current (ScenarioController::tcoResultFor).
std::vector<const SystemResult*> systemsWithTco(const ScenarioController& c,
                                                QStringList& categories, QStringList& notes,
                                                bool tcoOnly = false);

} // namespace sil::ui
