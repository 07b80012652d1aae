#pragma once
#include "ChartPage.h"

class QComboBox;
class QLabel;
class QTableWidget;

namespace sil::ui {

// Side-by-side specifications of the chosen systems, in the order chosen, with each value's
// evidence and its ratio to a baseline. The table fills the page (and an export's picture):
// its font is the largest at which every column shows whole. In an export, the systems that
// do not fit even at the smallest legible size are left out and named in the caption; the
// baseline and highlighted systems are always drawn.
class SpecsPage : public ChartPage {
    Q_OBJECT
public:
    explicit SpecsPage(ScenarioController* c, QWidget* parent = nullptr);
    QString key() const override { return QStringLiteral("specs"); }
    QString title() const override;
    void refresh() override;
    QWidget* exportWidget() override;
    QTableWidget* table() const { return table_; }
    // The ids of the systems drawn as columns, left to right.
    QStringList shownSystems() const { return shown_; }

protected:
    QStringList assumptionCaption() const override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    std::vector<const System*> systemsInChosenOrder() const;
    void fillBaselineCombo(const std::vector<const System*>& systems);
    // Fills the cells; on paper, numbers each cited source as a footnote in `sources`.
    void fillTable(const std::vector<const System*>& systems, QStringList& sources);
    // Export: which of the filled columns the picture's width holds at the smallest legible
    // size (the baseline and highlighted systems always).
    std::vector<bool> columnsThatFit(const std::vector<const System*>& systems);
    void fitTable();
    QComboBox* baseline_;
    QString baselineId_; // kept across refreshes, and set by restoreState before the first one
    QWidget* box_;
    QLabel* title_;
    QTableWidget* table_;
    QStringList shown_;
};

} // namespace sil::ui
