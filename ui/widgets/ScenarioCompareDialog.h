#pragma once
// Two scenarios side by side (File > Compare scenarios…): the assumptions and overrides that
// differ, each chosen system's TCO per GPU-hour under both with the change, as a table and a
// bar chart, exportable. Non-modal; tests drive the combos and read the widgets directly.
#include "core/economics/scenario.h"
#include "core/economics/scenario_compare.h"

#include <QDialog>
#include <optional>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace sil::db {
class CatalogStore;
}

namespace sil::ui {

class DialogProvider;
class ScenarioController;

class ScenarioCompareDialog : public QDialog {
    Q_OBJECT
public:
    // `store` may be null (only the current and loaded scenarios are offered); `dialogs` asks
    // for export file names (GUI tests script it) and must outlive the dialog.
    ScenarioCompareDialog(ScenarioController* controller, db::CatalogStore* store,
                          DialogProvider* dialogs, QWidget* parent = nullptr);

    // Combo data for the two scenarios that are not saved in the library.
    static QString currentKey() { return QStringLiteral("\x01current"); }
    static QString loadedKey() { return QStringLiteral("\x01loaded"); }

    // Offers another scenario in both pickers (not saved anywhere) and returns its index.
    int addScenario(const QString& label, const Scenario& s);

    QComboBox* comboA() const { return a_; }
    QComboBox* comboB() const { return b_; }
    QTableWidget* differencesTable() const { return diffs_; }
    QTableWidget* systemsTable() const { return systems_; }
    QChart* chart() const { return chart_; }
    // What the tables and the chart show, straight from core.
    const ScenarioComparison& comparison() const { return comparison_; }
    // The chart's categories in drawing order (system name, change in USD and %).
    QStringList chartCategories() const { return categories_; }

    bool exportChart(const QString& path, QString* error);
    bool exportCsv(const QString& path, QString* error);

public slots:
    void recompute();

private:
    std::optional<Scenario> scenarioFor(const QComboBox* combo, QString* error) const;
    void fillCombos();
    QString loadedLabel() const;
    QString displayName(const QComboBox* combo, const Scenario& s) const;
    // Draws the comparison on `chart` (the dialog's, or an offscreen one for export).
    void drawChart(QChart* chart, bool presentation);

    ScenarioController* c_;
    db::CatalogStore* store_;
    DialogProvider* dialogs_;
    QComboBox* a_;
    QComboBox* b_;
    QTableWidget* diffs_;
    QTableWidget* systems_;
    QChart* chart_;
    QChartView* view_;
    QLabel* status_;
    std::vector<Scenario> extra_;
    ScenarioComparison comparison_;
    QStringList categories_;
};

} // namespace sil::ui
