#pragma once
// Chips ranked (Edit > Rank chips…): every chip of the catalog by dense BF16, FP8 or FP4 TFLOP/s
// per watt of TDP, or memory GB or TB/s per 1,000 USD of capex per GPU; each value's range drawn
// as a whisker over its bar, its inputs with their kinds and sources, the chips that cannot be
// ranked last with the reason. The numbers and the CSV come from core (rankChips), as the CLI's
// catalog rank prints them.
#include "core/catalog/chip_ranking.h"

#include <QDialog>

class QComboBox;
class QTableWidget;

namespace sil::ui {

class DialogProvider;
class ScenarioController;

class ChipRankingDialog : public QDialog {
    Q_OBJECT
public:
    ChipRankingDialog(ScenarioController* controller, DialogProvider* dialogs,
                      QWidget* parent = nullptr);
    void setMetric(RankMetric m);
    QTableWidget* table() const { return table_; }
    const ChipRanking& ranking() const { return ranking_; }
    bool exportCsv(const QString& path, QString* error);

    // The column whose cells draw the value as a bar and its range as a whisker.
    static constexpr int kRangeColumn = 3;

public slots:
    void recompute();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    ScenarioController* c_;
    DialogProvider* dialogs_;
    QComboBox* metric_;
    QTableWidget* table_;
    ChipRanking ranking_;
};

} // namespace sil::ui
