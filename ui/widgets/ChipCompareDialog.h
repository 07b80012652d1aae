#pragma once
// Chips side by side (Edit > Compare chips…): two to four chips of the catalog, each value
// with its kind (unmarked: the vendor's), the range kept where sources disagree, a numbered
// footnote to its source (listed below the table, with its address) and its ratio to the
// baseline chip. The numbers come from core (compareChips), as the CLI's compare prints them.
#include "core/catalog/chip_compare.h"

#include <QDialog>

class QComboBox;
class QTableWidget;
class QTextBrowser;

namespace sil::ui {

class ScenarioController;

class ChipCompareDialog : public QDialog {
    Q_OBJECT
public:
    explicit ChipCompareDialog(ScenarioController* controller, QWidget* parent = nullptr);

    // Picks the chips (2 to 4 ids; the rest of the pickers are cleared) and the baseline.
    void setChips(const QStringList& ids, const QString& baseline = {});
    QTableWidget* table() const { return table_; }
    QTextBrowser* sources() const { return sources_; }
    const ChipComparison& comparison() const { return comparison_; }

public slots:
    void recompute();

protected:
    void changeEvent(QEvent* event) override;

private:
    void fillPickers();
    void retranslateUi();
    QString cellText(const CompareCell& cell) const;
    ScenarioController* c_;
    std::vector<QComboBox*> pickers_;
    QComboBox* baseline_;
    QTableWidget* table_;
    QTextBrowser* sources_;
    ChipComparison comparison_;
};

} // namespace sil::ui
