#pragma once
#include "ChartPage.h"

#include "core/catalog/catalog.h"

class QValueAxis;

namespace sil::ui {

// Breakeven utilization per system against the cheapest quote of each rental term.
class RentVsBuyPage : public ChartPage {
    Q_OBJECT
public:
    explicit RentVsBuyPage(ScenarioController* c, QWidget* parent = nullptr);
    QString key() const override { return QStringLiteral("rent-vs-buy"); }
    QString title() const override;
    void refresh() override;

private:
    static QString termLabel(RentalTerm term);
    void addUtilizationLine(QValueAxis* valueAxis, Qt::Orientation along);
};

} // namespace sil::ui
