#pragma once
// Edit > Assumption ranges…: how far each assumption may plausibly be from its value, the
// ranges the uncertainty whiskers and the tornado draw over. Non-modal; every change is one
// undoable step on the controller (edits of one row's range merge).
#include <QDialog>

class QTableWidget;
class QCheckBox;
class QDoubleSpinBox;

namespace sil::ui {

class ScenarioController;

class AssumptionRangesDialog : public QDialog {
    Q_OBJECT
public:
    explicit AssumptionRangesDialog(ScenarioController* controller, QWidget* parent = nullptr);
    QTableWidget* table() const { return table_; }
    // The widgets of one assumption's row, for tests.
    QCheckBox* rangedBox(const QString& key) const;
    QDoubleSpinBox* lowBox(const QString& key) const;
    QDoubleSpinBox* highBox(const QString& key) const;

private:
    void reload(); // from the controller: its scenario changed (undo, load, another edit)
    void commitRow(int row);
    int rowOf(const QString& key) const;

    ScenarioController* c_;
    QTableWidget* table_;
    QStringList keys_;
    bool loading_ = false;
};

} // namespace sil::ui
