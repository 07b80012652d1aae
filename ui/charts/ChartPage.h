#pragma once
// One chart tab: a Qt Charts view (or a table), the controls that shape it, and the
// notes that keep it honest (what is n/a and why). Pages read everything from the
// ScenarioController; every number comes from core.
//
// This file is the page: its widget, controls, state and the contract every page meets. What
// a page draws with lives beside it, one idea per file, and is reached through the protected
// members below: SystemBars (bars of systems, the '+N more' summary), RangeItems (ranges and
// whiskers), Uncertainty, HoverTooltips, ChartFonts, ChartNotes (captions and notes),
// ChartSystems (labels, colours, systems with a TCO), CrowdedLines and Log2Axis.
#include "ChartSystems.h"
#include "CrowdedLines.h"
#include "RangeItems.h"
#include "SystemBars.h"

#include "core/catalog/catalog.h"
#include "core/economics/tco.h"

#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QVariantMap>
#include <QWidget>
#include <functional>
#include <memory>

class QHBoxLayout;
class QComboBox;
class QValueAxis;
class QAbstractBarSeries;
class QAbstractSeries;
class QLineSeries;
class QAbstractAxis;
class QTimer;
class QResizeEvent;
class QBarCategoryAxis;
class QScrollArea;
class QScatterSeries;

namespace sil::ui {

class ScenarioController;
class NoteLines;

class ChartPage : public QWidget {
    Q_OBJECT
public:
    ChartPage(ScenarioController* controller, QWidget* parent = nullptr);
    ~ChartPage() override;

    virtual QString key() const = 0;   // "tco", used by --tab and export-chart
    virtual QString title() const = 0; // chart title, with units
    virtual void refresh() = 0;
    // A worker is still computing the answer of the last refresh (what is drawn is older).
    virtual bool busy() const { return false; }

    // Control state, for QSettings and for rendering an identical page offscreen.
    QVariantMap saveState() const;
    void restoreState(const QVariantMap& state);

    // What export renders: the chart view, or the table for the specs page.
    virtual QWidget* exportWidget() { return view_; }
    QChart* chart() const { return chart_; }
    QChartView* chartView() const { return view_; }
    // The assumptions behind the chart, and what is not shown and why.
    QStringList captionLines() const;
    // The last refresh drew some systems as one "+N more" row (an export's row budget).
    bool summarisesRows() const { return !bars_->summaryNote().isEmpty(); }
    // "Warning: capex figures date from different years ..." or "" when they agree.
    QString capexDatesNote() const;
    const QStringList& notes() const { return notes_; }
    void setPresentationStyle(bool on);
    // View > colour-blind-safe palette / dark charts changed: redraw in the current look.
    void applyChartLook();
    bool presentationStyle() const { return presentation_; }
    // Export: how many system rows the page holds legibly (the rest are summarised); 0 in the
    // GUI, where every row is drawn and the view scrolls.
    void setRowBudget(int rows);
    // Export: the page is only its chart (the export paints the notes as its caption), so a
    // resize lays out the chart alone, not the controls and the word-wrapped note label.
    void showChartOnly();
    // Drawn for paper (an export or the PDF report): captions say what a reader without a mouse
    // needs (values, the items a tooltip would list), never "hover".
    bool forPaper() const { return chartOnly_ || paper_; }
    void setForPaper(bool on) { paper_ = on; }
    int rowBudget() const { return rowBudget_; }
    // How many rows an export of this page draws whatever its row budget, its picture grown to
    // hold them (a ranking ranks every system); 0: rows beyond the budget are summarised.
    virtual int rowsToRank() const { return 0; }
    // The most rows a ranking's picture grows to hold; more are summarised as in any chart.
    static constexpr int kMaxRankedRows = 250;
    // The value drawn for one part (a layer's name, as in the legend) of one row (a category's
    // label), whether Qt Charts or the page's own bars item drew it; -1 when not drawn.
    double drawnBarValue(const QString& layer, const QString& category) const;
    // The prediction error boxes the last refresh drew, one per row that has a band (row: the
    // category index; low and high in the value axis's units).
    const std::vector<sil::ui::RangeLine>& drawnPredictions() const {
        return overlays_->predictions();
    }
    // The ranges (low-high lines with a median tick) the last refresh drew, one per row that has
    // one, in the value axis's units.
    const std::vector<sil::ui::RangeLine>& drawnRanges() const { return overlays_->ranges(); }
    // The texts of the chart as drawn, and those Qt Charts had to cut short to fit ("...").
    virtual QStringList drawnTexts() const;
    virtual QStringList elidedTexts() const;
    // True when the last refresh drew systems as horizontal bars (too many for vertical ones).
    bool horizontalBars() const { return bars_->horizontal(); }
    // Whether these names fit unrotated under vertical bars at the current size and style.
    bool barsFitVertically(const QStringList& labels) const;
    // Systems are drawn as vertical bars up to this many, as sorted horizontal bars beyond.
    static constexpr int kMaxVerticalBars = SystemBarChart::kMaxVerticalBars;

signals:
    void stateChanged();

protected:
    void changeEvent(QEvent* event) override;
    // The legend's fitted font depends on the width: fit it again when the page resizes.
    void resizeEvent(QResizeEvent* event) override;
    // The texts a page builds in code (control labels, combo items): each page sets them in
    // this, called by its constructor and again on every language change. Chart titles, axes,
    // legends and notes are rebuilt in the current language by refresh().
    virtual void retranslateUi() {}
    // A control label and a combo item whose texts follow the language: `source` is a
    // QT_TR_NOOP string of the page's own class (translated with its context); `arg`, if not
    // kNoArg, fills %1 / %L1.
    static constexpr int kNoArg = -1;
    QLabel* controlLabel(const char* source);
    void addTranslatedItem(QComboBox* combo, const char* source, const QVariant& value,
                           int arg = kNoArg);
    QHBoxLayout* controls() const { return controls_; }
    // Lists a "PROMPT/OUTPUT" lengths key the combo does not have yet as "P in / O out": a
    // restored state or the command line may ask for any mix.
    void addLengthsItem(QComboBox* combo, const QString& key);
    // A combo box whose current data is part of the page state under `key`; changing it
    // refreshes the page and announces stateChanged().
    void addStateCombo(const QString& key, QComboBox* combo);
    // Any other piece of page state (e.g. the shared collective controls).
    struct StatePart {
        std::function<QVariantMap()> save;
        std::function<void(const QVariantMap&)> restore;
    };
    void addStatePart(StatePart part);
    // "Uncertainty: P10-P90 | Off", part of the page state; on by default.
    void addUncertaintyControl();
    bool showUncertainty() const;
    QString uncertaintyToolTip() const;
    // What the whiskers are and what drives their spread (core's caption).
    QString uncertaintyNote(bool usefulHours) const;
    // A bar chart's system axis (labels slanted when there are many) and a value axis.
    QValueAxis* addSystemBarAxes(QAbstractBarSeries* series, const QStringList& categories,
                                 const QString& yTitle, const QString& yFormat);

    // One system's bar and a layer of the stacked bars (SystemBars.h).
    using SystemBar = sil::ui::SystemBar;
    using BarLayer = sil::ui::BarLayer;
    // Which of `bars` drawSystemBars draws as rows: all of them, except in an export whose row
    // budget they exceed, where every pinned system and the best of the rest by total are
    // drawn and the others summarised. Lets a page skip work (rental quote lists) for rows
    // that only feed the summary.
    std::vector<bool> rowsDrawn(const std::vector<SystemBar>& bars, bool higherIsBetter) const;
    // Draws systems legibly at any count: vertical bars in the given order up to
    // kMaxVerticalBars, else horizontal bars sorted by total with full names (the view grows
    // and scrolls); with a row budget (export), the top rows and every pinned system are drawn
    // and the rest summarised in one row as a distribution. Returns the value axis.
    QValueAxis* drawSystemBars(std::vector<SystemBar> bars, const std::vector<BarLayer>& layers,
                               const QString& valueTitle, const QString& valueFormat,
                               const QString& unit, const QString& rangeName = {},
                               bool higherIsBetter = false);

    // For a metric proportional to the system's TCO (per owned or per useful GPU-hour): its
    // P10-P90 whisker, scaled from the TCO bands. False (no whisker) when off or not ranged.
    bool setBandFromTco(SystemBar& bar, const std::string& systemId, bool usefulHours) const;
    void clearChart();
    void setNotes(const QStringList& notes);
    void applyFonts();
    // `font`, or smaller so that a one-row legend's entries fit whole.
    QFont fittedLegendFont(const QFont& font) const;
    // Category labels (system names, inputs) as drawn on an axis whose labels get `width`
    // pixels each: a label wider goes onto more lines instead of being cut ("HGX ...").
    QStringList wrappedLabels(const QStringList& labels, qreal width) const;
    // The chart's width as laid out (the view's before the first layout).
    qreal chartWidth() const;
    // The chart's title, wrapped onto more lines when wider than the chart (never cut).
    // QChart::setTitle re-lays the chart out even for the same text: set only when it differs.
    void setChartTitle(const QString& text);
    virtual QStringList assumptionCaption() const;
    void attachHoverTooltips(QAbstractSeries* series, const QString& unit);
    // "A hides B (identical curve)" notes, so overlapping lines are not mistaken for missing.
    static QStringList overlapNotes(const std::vector<QLineSeries*>& lines);
    // Many curves: the highlighted systems (catalog: right-click, Highlight in charts) in
    // colour over the rest in thin grey, without a legend entry each. `ids` parallels `lines`.
    QStringList highlightCrowdedLines(const std::vector<QLineSeries*>& lines,
                                      const std::vector<std::string>& ids) const;
    static constexpr int kMaxColouredLines = sil::ui::kMaxColouredLines;
    // The chosen systems whose TCO is known, with their labels; a note for each other one.
    // `tcoOnly`: results with only the TCO breakdown current (ScenarioController::tcoResultFor).
    std::vector<const SystemResult*> systemsWithTco(QStringList& categories, QStringList& notes,
                                                    bool tcoOnly = false) const;
    // Attaches `lines` to the chart over an x axis of log2(value) labelled at `labels`.
    void addLog2Lines(const std::vector<double>& xs, const QStringList& labels, bool labelEvery,
                      const QString& xTitle, QAbstractAxis* y,
                      const std::vector<QLineSeries*>& lines, const QString& unit);

    ScenarioController* c_;
    QChart* chart_ = nullptr;
    QChartView* view_ = nullptr;
    QScrollArea* scroll_ = nullptr;
    // Ranges and whiskers over the chart (RangeItems.h): one line of either per row.
    using RangeLine = sil::ui::RangeLine;
    // Whiskers over any bar chart (x: category index, fractional within a group).
    // `capRows`: half the width of a whisker's end caps, in category units.
    void showBands(std::vector<RangeLine> bands, QAbstractSeries* anchor,
                   double capRows = 1.0 / 6.0);
    QHBoxLayout* controls_ = nullptr;
    QScrollArea* controlsScroll_ = nullptr;
    NoteLines* noteLines_ = nullptr;
    QScrollArea* notesScroll_ = nullptr; // holds noteLines_
    QStringList notes_;
    bool presentation_ = false;
    bool chartOnly_ = false;
    bool paper_ = false;
    int rowBudget_ = 0;
    QList<QPair<QString, QComboBox*>> stateCombos_;
    QComboBox* uncertainty_ = nullptr;
    struct TranslatedText {
        QLabel* label = nullptr;
        QComboBox* combo = nullptr;
        int index = 0;
        const char* source = nullptr;
        int arg = kNoArg;
        const char* context = nullptr; // nullptr: the page's own class
    };
    std::vector<TranslatedText> translated_;
    QString translatedText(const TranslatedText& t) const;
    std::vector<StatePart> stateParts_;

private:
    // The rental ranges and whiskers (RangeItems) and the bars of systems (SystemBarChart),
    // placed again whenever the plot moves.
    std::unique_ptr<RangeItems> overlays_;
    std::unique_ptr<SystemBarChart> bars_;
    void placeRangeItems();
    void placeBandItem();
    QString plainTitle_;
    void fitTitle();
    void fitAxisTitles();
    SystemBarChart::Style barStyle() const { return {presentation_, rowBudget_}; }
};

} // namespace sil::ui
