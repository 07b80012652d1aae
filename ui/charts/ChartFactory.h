#pragma once
#include "ChartPage.h"

#include <QStringList>
#include <memory>

namespace sil::ui {

QStringList
chartKeys(); // tco, cost-per-pflop, ..., inference, training, plan, accuracy, ..., specs
QString chartTabLabel(const QString& key); // "TCO", "Cost per PFLOP", …
// nullptr for an unknown key.
ChartPage* createChartPage(const QString& key, ScenarioController* controller,
                           QWidget* parent = nullptr);

} // namespace sil::ui
