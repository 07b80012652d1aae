#pragma once
// Systems as bars, legible at any count: vertical bars in the page's order while every name
// fits under its bar, else horizontal bars sorted by total with full names (painted by one
// item, not by Qt Charts' item per bar). An export's row budget keeps the best rows and every
// pinned system and summarises the rest in one "+N more" row: a grey box from their P10 to
// their P90, the tick at their median. An edit that keeps the rows updates them in place.
#include <QColor>
#include <QCoreApplication>
#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <functional>
#include <utility>
#include <vector>

class QAbstractBarSeries;
class QAbstractSeries;
class QBarCategoryAxis;
class QChart;
class QChartView;
class QLineSeries;
class QTimer;
class QValueAxis;
class QWidget;

namespace sil::ui {

class RangeItems;
class StackedBarsItem;
struct RangeLine;

// One system's bar: its parts (stacked) and, optionally, a range drawn over it (rental
// quotes: low-high with a median tick; the tooltip lists every value).
struct SystemBar {
    QString label;
    std::vector<double> parts;
    double total = 0.0;
    bool pinned = false;
    bool hasRange = false;
    double low = 0.0, median = 0.0, high = 0.0;
    QString rangeTooltip;
    QString beyond = {}; // set by the chart when the range is cut at the axis edge
    // Uncertainty of the total: P10-P90 whisker (drawn in black over the bar).
    bool hasBand = false;
    double bandLow = 0.0, bandHigh = 0.0;
    // The prediction's error band: where the truth has lain on held-out runs like this one
    // (the P90 of the validation group's errors, docs/accuracy.md), a hatched box over the bar.
    bool hasPrediction = false;
    double predictionLow = 0.0, predictionHigh = 0.0;
};
struct BarLayer {
    QString name;
    QColor color;
};

// A bar chart's system axis (labels slanted when there are many) and a value axis.
QValueAxis* addSystemBarAxes(QChart* chart, QAbstractBarSeries* series,
                             const QStringList& categories, const QString& yTitle,
                             const QString& yFormat);

class SystemBarChart {
    Q_DECLARE_TR_FUNCTIONS(sil::ui::ChartPage)
public:
    // Systems are drawn as vertical bars up to this many, as sorted horizontal bars beyond.
    static constexpr int kMaxVerticalBars = 12;
    // Beyond this many rows a chart drops what costs a frame and shows nothing a row needs
    // (antialiasing of axis-aligned bars, the category axis's per-row lines).
    static constexpr int kManyRows = 200;
    // How the page is drawn: for slides, and (export) how many rows it holds legibly; 0 in the
    // GUI, where every row is drawn and the view scrolls.
    struct Style {
        bool presentation = false;
        int rowBudget = 0;
    };

    // Bars on `chart`, shown by `view`, in `page` (its font; the tool tips live as long as
    // it). `clearChart` empties the chart before it is rebuilt; `refresh` redraws the page
    // (rows brought into order once edits pause).
    SystemBarChart(QWidget* page, QChart* chart, QChartView* view, RangeItems& ranges,
                   std::function<void()> clearChart, std::function<void()> refresh);

    // Whether these names fit unrotated under vertical bars at the current size and style.
    bool fitsVertically(const QStringList& labels, bool presentation) const;
    // Which of `bars` draw() draws as rows (the others are summarised).
    std::vector<bool> rowsDrawn(const std::vector<SystemBar>& bars, bool higherIsBetter,
                                const Style& style) const;
    // Draws `bars` (see the top of this file); returns the value axis.
    QValueAxis* draw(std::vector<SystemBar> bars, const std::vector<BarLayer>& layers,
                     const QString& valueTitle, const QString& valueFormat, const QString& unit,
                     const QString& rangeName, bool higherIsBetter, const Style& style);
    // The value drawn for one part of one row; -1 when not drawn.
    double drawnValue(const QString& layer, const QString& category) const;
    // True when the last draw() drew horizontal bars.
    bool horizontal() const { return horizontal_; }
    // What the last draw's "+N more" row stands for, or "".
    const QString& summaryNote() const { return summaryNote_; }
    // Ranges cut at the axis because they reach past kRangeClipFactor x the bars' top.
    const QString& clippedNote() const { return clippedNote_; }
    static constexpr double kRangeClipFactor = 1.6;
    // Places the bars item's rectangles where the plot now is.
    void place();
    // The chart is being emptied: forget what was drawn.
    void clear();
    // The next draw() rebuilds the chart whole (new language, new colours).
    void rebuildNext() { lastSeries_ = nullptr; }

private:
    QWidget* page_;
    QChart* chart_;
    QChartView* view_;
    RangeItems& ranges_;
    std::function<void()> clearChart_;
    // Values per layer in row order; the summary row (-1 when none): a box from P10 to P90 of
    // the systems it stands for, the tick at their median.
    StackedBarsItem* barsItem_ = nullptr;
    std::vector<std::vector<double>> barValues_;
    int summaryRow_ = -1;
    struct SummaryBox {
        double p10 = 0.0;
        double median = 0.0;
        double p90 = 0.0;
    } summary_;
    QLineSeries* bandLegend_ = nullptr;           // the whiskers' legend entry only
    QAbstractSeries* predictionLegend_ = nullptr; // the prediction boxes' legend entry only
    // What draw() drew last, so an edit that keeps the rows can update them in place.
    QAbstractBarSeries* lastSeries_ = nullptr;
    QBarCategoryAxis* lastCategory_ = nullptr;
    QValueAxis* lastValue_ = nullptr;
    QStringList lastCategories_;
    QStringList lastLayerNames_;
    bool lastHorizontal_ = false;
    QTimer* resortTimer_ = nullptr;
    bool forceResort_ = false;
    bool horizontal_ = false;
    QString summaryNote_; // what an export's "+N more" row stands for
    QString clippedNote_;
    static QString clippedNoteFor(const QStringList& clipped, const QString& valueFormat,
                                  double edge);

    // The steps of draw(): what is laid out (Drawing, in the .cpp), then either the rows updated
    // in place or the chart rebuilt.
    struct Drawing;
    void summariseRows(Drawing& d, bool higherIsBetter, const Style& style,
                       const QString& valueFormat) const;
    static void layOutRows(Drawing& d, const std::vector<BarLayer>& layers);
    static void fitValueAxis(Drawing& d, const QString& valueFormat);
    static void collectOverlays(Drawing& d);
    static void sortInRowOrder(std::vector<RangeLine>& lines, QList<QPointF>& ticks,
                               bool horizontal);
    bool keepsRows(const Drawing& d) const;
    void keepRowPlaces(Drawing& d);
    void updateBarValues(Drawing& d);
    QValueAxis* updateInPlace(Drawing& d, const QString& valueFormat, const Style& style);
    QAbstractBarSeries* addBarSeries(const Drawing& d, const std::vector<BarLayer>& layers);
    std::pair<QBarCategoryAxis*, QValueAxis*> addAxes(const Drawing& d, QAbstractBarSeries* series,
                                                      const QString& valueTitle,
                                                      const QString& valueFormat);
    void addBarsItem(Drawing& d, QAbstractBarSeries* series, const QString& unit);
    void addRangeTicks(Drawing& d, QValueAxis* value, const QString& rangeName, const Style& style);
    void addBandLegend(QBarCategoryAxis* cat, QValueAxis* value, const Style& style);
    void addPredictionLegend(QBarCategoryAxis* cat, QValueAxis* value, const Style& style);
    QValueAxis* rebuild(Drawing& d, const std::vector<BarLayer>& layers, const QString& valueTitle,
                        const QString& valueFormat, const QString& unit, const QString& rangeName,
                        const Style& style);
    void fitView(int rows, const Style& style);
};

} // namespace sil::ui
