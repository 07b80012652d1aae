#pragma once
#include "ChartPage.h"

#include <QStringList>
#include <memory>

namespace sil::ui {

QStringList
chartKeys(); // tco, cost-per-pflop, ..., rent-vs-buy, price-history, inference, training, specs
QString chartTabLabel(const QString& key); // "TCO", "Cost per PFLOP", …
// nullptr for an unknown key.
ChartPage* createChartPage(const QString& key, ScenarioController* controller,
                           QWidget* parent = nullptr);

} // namespace sil::ui
