#pragma once
#include "ChartPage.h"

namespace sil::ui {

// Breakeven utilization per system against the cheapest quote of each rental term.
class RentVsBuyPage : public ChartPage {
    Q_OBJECT
public:
    explicit RentVsBuyPage(ScenarioController* c, QWidget* parent = nullptr);
    QString key() const override { return QStringLiteral("rent-vs-buy"); }
    QString title() const override;
    void refresh() override;
};

} // namespace sil::ui
