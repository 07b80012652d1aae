#pragma once
#include "ChartPage.h"

#include "core/measurements/accuracy.h"

class QComboBox;
class QPushButton;
class QTableView;

namespace sil::ui {

class AccuracyTableModel;

// Measured beside predicted: every point the user imported
// (File > Import measurements…) against what the model predicts for it under the engine
// profile in force (core's accuracyTable). Drawn as predicted against measured on log-log axes
// for one quantity at a time (a y = x line and a ±15 % band), or as the error of every point
// grouped by system; markers by engine, filled where a profile was fitted on the point and
// hollow where it was held out. The table below lists every point; its CSV is the page's
// export of numbers.
class AccuracyPage : public ChartPage {
    Q_OBJECT
public:
    explicit AccuracyPage(ScenarioController* c, QWidget* parent = nullptr);
    QString key() const override { return QStringLiteral("accuracy"); }
    QString title() const override;
    void refresh() override;

    AccuracyTableModel* model() const { return model_; }
    QTableView* table() const { return table_; }
    QComboBox* showCombo() const { return show_; }
    QPushButton* refitButton() const { return refit_; }
    // What the last refresh compared (the rows point into the page's copy of the points).
    const AccuracyTable& accuracy() const { return accuracy_; }
    // The table as CSV, written through SaveFile.
    bool writeCsv(const QString& path, QString* error) const;

    // "error": every point's error, by system; "scatter:QUANTITY|UNIT": predicted against
    // measured for that quantity.
    QString shown() const;

signals:
    // The "Export table (CSV)…" button: the window asks where (its dialogs) and calls writeCsv.
    void exportCsvRequested();
    // The "Refit engine…" button: the window asks which system and runs the fit.
    void refitRequested();

protected:
    QStringList assumptionCaption() const override;
    void retranslateUi() override;

private:
    void fillShowCombo();
    void drawScatter(const std::string& quantity, const std::string& unit, QStringList& notes);
    void drawErrors(QStringList& notes);

    QComboBox* show_;
    QPushButton* csv_;
    QPushButton* refit_;
    QTableView* table_;
    AccuracyTableModel* model_ = nullptr;
    std::vector<StoredPoint> points_;
    AccuracyTable accuracy_;
    QString wanted_; // the user's choice of Show (empty: the default for the points)
};

} // namespace sil::ui
