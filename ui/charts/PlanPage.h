#pragma once
#include "ChartPage.h"

#include "core/serving/planner.h"

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;
class QTableWidget;

namespace sil::ui {

// Plan a deployment (issue 30): the traffic, its service level and a demand (requests a
// minute, or a facility power budget) in; every chosen system ranked by what a million tokens
// cost on the cheapest layout that meets the service level, with its fleet in the table below.
class PlanPage : public ChartPage {
    Q_OBJECT
public:
    explicit PlanPage(ScenarioController* c, QWidget* parent = nullptr);
    QString key() const override { return QStringLiteral("plan"); }
    QString title() const override;
    void refresh() override;
    // What the last refresh planned, cheapest first (tests and the table read it).
    const std::vector<PlanResult>& results() const { return results_; }
    PlanQuery query() const;

protected:
    QStringList assumptionCaption() const override;
    // The table's headers and n/a cells follow the language at once (the chart at its refresh).
    void retranslateUi() override { fillTable(); }

private:
    bool powerBudget() const;
    QString view() const;
    void fillTable();
    QComboBox* model_;
    QComboBox* format_;
    QComboBox* demandKind_;
    QDoubleSpinBox* demand_;
    QSpinBox* prompt_;
    QSpinBox* output_;
    QDoubleSpinBox* ttft_;
    QSpinBox* perUser_;
    QComboBox* view_;
    QTableWidget* table_;
    std::vector<PlanResult> results_;
};

} // namespace sil::ui
