#pragma once
// One chart tab: a Qt Charts view (or a table), the controls that shape it, and the
// notes that keep it honest (what is n/a and why). Pages read everything from the
// ScenarioController; every number comes from core.
#include "core/catalog.h"
#include "core/tco.h"

#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QVariantMap>
#include <QWidget>
#include <functional>

class QHBoxLayout;
class QComboBox;
class QValueAxis;
class QAbstractBarSeries;
class QAbstractSeries;
class QLineSeries;
class QAbstractAxis;

namespace sil::ui {

class ScenarioController;

class ChartPage : public QWidget {
    Q_OBJECT
public:
    ChartPage(ScenarioController* controller, QWidget* parent = nullptr);

    virtual QString key() const = 0;   // "tco", used by --tab and export-chart
    virtual QString title() const = 0; // chart title, with units
    virtual void refresh() = 0;

    // Control state, for QSettings and for rendering an identical page offscreen.
    QVariantMap saveState() const;
    void restoreState(const QVariantMap& state);

    // What export renders: the chart view, or the table for the specs page.
    virtual QWidget* exportWidget() { return view_; }
    QChart* chart() const { return chart_; }
    QChartView* chartView() const { return view_; }
    // The assumptions behind the chart, and what is not shown and why.
    QStringList captionLines() const;
    const QStringList& notes() const { return notes_; }
    void setPresentationStyle(bool on);
    bool presentationStyle() const { return presentation_; }

signals:
    void stateChanged();

protected:
    QHBoxLayout* controls() const { return controls_; }
    // A combo box whose current data is part of the page state under `key`; changing it
    // refreshes the page and announces stateChanged().
    void addStateCombo(const QString& key, QComboBox* combo);
    // Any other piece of page state (e.g. the shared collective controls).
    struct StatePart {
        std::function<QVariantMap()> save;
        std::function<void(const QVariantMap&)> restore;
    };
    void addStatePart(StatePart part);
    // A bar chart's system axis (labels slanted when there are many) and a value axis.
    QValueAxis* addSystemBarAxes(QAbstractBarSeries* series, const QStringList& categories,
                                 const QString& yTitle, const QString& yFormat);
    void clearChart();
    void setNotes(const QStringList& notes);
    void applyFonts();
    virtual QStringList assumptionCaption() const;
    void attachHoverTooltips(QAbstractSeries* series, const QString& unit);
    // "A hides B (identical curve)" notes, so overlapping lines are not mistaken for missing.
    static QStringList overlapNotes(const std::vector<QLineSeries*>& lines);
    // The chosen systems whose TCO is known, with their labels; a note for each other one.
    std::vector<const SystemResult*> systemsWithTco(QStringList& categories,
                                                    QStringList& notes) const;
    // Attaches `lines` to the chart over an x axis of log2(value) labelled at `labels`.
    void addLog2Lines(const std::vector<double>& xs, const QStringList& labels, bool labelEvery,
                      const QString& xTitle, QAbstractAxis* y,
                      const std::vector<QLineSeries*>& lines, const QString& unit);

    ScenarioController* c_;
    QChart* chart_ = nullptr;
    QChartView* view_ = nullptr;
    QHBoxLayout* controls_ = nullptr;
    QLabel* noteLabel_ = nullptr;
    QStringList notes_;
    bool presentation_ = false;
    QList<QPair<QString, QComboBox*>> stateCombos_;
    std::vector<StatePart> stateParts_;
};

// Short display name for a system: "GB200 NVL72".
QString systemLabel(const System& s);
// A stable, distinct colour per system (its position in the catalog), the same on every chart.
QColor systemColor(const Catalog& catalog, const std::string& systemId);

} // namespace sil::ui
