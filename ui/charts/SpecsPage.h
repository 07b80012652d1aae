#pragma once
#include "ChartPage.h"

class QComboBox;
class QTableWidget;

namespace sil::ui {

// Side-by-side specifications of the chosen systems, with ratios to a baseline.
class SpecsPage : public ChartPage {
    Q_OBJECT
public:
    explicit SpecsPage(ScenarioController* c, QWidget* parent = nullptr);
    QString key() const override { return QStringLiteral("specs"); }
    QString title() const override;
    void refresh() override;
    QWidget* exportWidget() override;
    QTableWidget* table() const { return table_; }

protected:
    QStringList assumptionCaption() const override;

private:
    QComboBox* baseline_;
    QTableWidget* table_;
};

} // namespace sil::ui
