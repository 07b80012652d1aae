#pragma once
// The systems a chart draws: their short names, their colours (the same on every chart), and
// which of the chosen ones have a TCO to show.
#include "core/catalog/catalog.h"
#include "core/economics/tco.h"

#include <QColor>
#include <QStringList>
#include <vector>

namespace sil::ui {

class ScenarioController;

// Short display name for a system: "GB200 NVL72"; "VR200 NVL144 (announced)" for one that
// cannot be bought yet (its own status, or its chip's once the catalog is loaded).
QString systemLabel(const System& s);
// A stable, distinct colour per system (its position in the catalog), the same on every chart.
QColor systemColor(const Catalog& catalog, const std::string& systemId);
// "TPU v6e (rented)": a bar of a system priced at its rental quote, not an ownership TCO.
QString rentedLabel(const QString& systemLabel);
// A chosen system sold only as a cloud service: no ownership TCO, priced at its quote.
struct RentedSystem {
    const System* system = nullptr;
    CostBasis basis;
};
// The chosen systems whose TCO is known, with their labels; a note for each other one.
// `tcoOnly`: results with only the TCO breakdown current (ScenarioController::tcoResultFor).
// With `rented`, a system without a TCO but with a rental quote goes there (the chart draws
// it at its quote) instead of getting a "not shown" note.
std::vector<const SystemResult*> systemsWithTco(const ScenarioController& c,
                                                QStringList& categories, QStringList& notes,
                                                bool tcoOnly = false,
                                                std::vector<RentedSystem>* rented = nullptr);

} // namespace sil::ui
