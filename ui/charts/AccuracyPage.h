#pragma once
#include "ChartPage.h"

#include "core/measurements/accuracy.h"

#include <atomic>
#include <cstdint>
#include <memory>

class QAbstractAxis;
class QAreaSeries;
class QComboBox;
class QPointF;
class QScatterSeries;
class QPushButton;
class QTableView;

namespace sil::ui {

class AccuracyTableModel;
class WorkProgress;

// Measured beside predicted: every point the user imported
// (File > Import measurements…) against what the model predicts for it under the engine
// profile in force (core's accuracyTable). Drawn as predicted against measured on log-log axes
// for one quantity at a time (a y = x line and a ±15 % band), or as the error of every point
// grouped by system; markers by engine, filled where a profile was fitted on the point and
// hollow where none was. What is drawn is a validation: a fitted point at its held-out
// prediction (the profile refitted without it, core's attachHeldOut), never at the fit. The
// table below lists every point; its CSV is the page's export of numbers.
class AccuracyPage : public ChartPage {
    Q_OBJECT
public:
    explicit AccuracyPage(ScenarioController* c, QWidget* parent = nullptr);
    QString key() const override { return QStringLiteral("accuracy"); }
    QString title() const override;
    // From kWorkerPoints points on, or when fitted points need a validation report not yet
    // computed (refitting a profile without each takes seconds), compares them with the model
    // on a worker thread: the window keeps answering, a bar with Cancel shows (progress()),
    // the page keeps its last drawing until the answer lands (compared()) and keeps it when
    // cancelled, and a later refresh supersedes it. Fewer, and exports, compare at once.
    void refresh() override;
    // Compares at once, on this thread (what an export of the table reads).
    void refreshNow();
    static constexpr std::size_t kWorkerPoints = 2000;
    // A worker is comparing the points of the latest refresh; what is drawn is older.
    bool busy() const override { return computing_; }

    AccuracyTableModel* model() const { return model_; }
    QTableView* table() const { return table_; }
    QComboBox* showCombo() const { return show_; }
    QPushButton* refitButton() const { return refit_; }
    // The bar and Cancel of a worker's comparison (hidden otherwise).
    WorkProgress* progress() const { return progress_; }
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
    // The latest refresh's comparison is drawn (at once, or when its worker finished).
    void compared();

protected:
    QStringList assumptionCaption() const override;
    void retranslateUi() override;

private:
    void fillShowCombo();
    // Compares on a worker; the answer is drawn if no refresh came after it.
    void compareOnWorker();
    // Shows points_ and accuracy_: the table, the chart and its notes.
    void draw();
    void drawScatter(const std::string& quantity, const std::string& unit, QStringList& notes);
    void drawErrors(QStringList& notes);
    // The ±15 % band behind the points and the dashed line where predicted equals measured
    // (the diagonal of the parity view, zero of the error view), from `from` to `to`.
    void addReferences(QAbstractAxis* x, QAbstractAxis* y, QAreaSeries* band, const QPointF& from,
                       const QPointF& to);
    // The marker series on the axes, with hover tooltips in `unit`, their legend markers
    // shaped as the series'.
    void addMarkers(const std::vector<QScatterSeries*>& series, QAbstractAxis* x, QAbstractAxis* y,
                    const QString& unit);

    QComboBox* show_;
    QPushButton* csv_;
    QPushButton* refit_;
    WorkProgress* progress_;
    QTableView* table_;
    AccuracyTableModel* model_ = nullptr;
    std::vector<StoredPoint> points_;
    AccuracyTable accuracy_;
    QString wanted_; // the user's choice of Show (empty: the default for the points)
    bool computing_ = false;
    // Each refresh's number; read by queued workers, so shared and atomic.
    std::shared_ptr<std::atomic<std::uint64_t>> latest_ =
        std::make_shared<std::atomic<std::uint64_t>>(0);
};

} // namespace sil::ui
