#include "ChartPage.h"

#include "ChartFonts.h"
#include "ChartLook.h"
#include "ChartNotes.h"
#include "ChartTextFit.h"
#include "HoverTooltips.h"
#include "Log2Axis.h"
#include "NoteLines.h"
#include "Uncertainty.h"

#include "ui/ScenarioController.h"

#include <QAbstractAxis>
#include <QBoxLayout>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFontMetricsF>
#include <QLegend>
#include <QScrollArea>
#include <QScrollBar>
#include <QValueAxis>
#include <algorithm>

namespace sil::ui {

ChartPage::ChartPage(ScenarioController* controller, QWidget* parent)
    : QWidget(parent), c_(controller) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    // The controls scroll sideways rather than set the window's minimum width: a page with
    // many options must still fit a 1280-pixel screen beside the catalog and assumptions.
    auto* bar = new QWidget;
    controls_ = new QHBoxLayout(bar);
    controls_->setContentsMargins(0, 0, 0, 0);
    controlsScroll_ = new QScrollArea(this);
    controlsScroll_->setWidget(bar);
    controlsScroll_->setWidgetResizable(true);
    controlsScroll_->setFrameShape(QFrame::NoFrame);
    controlsScroll_->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    controlsScroll_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    layout->addWidget(controlsScroll_);
    chart_ = new QChart;
    chart_->setTheme(currentChartLook().dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart_->legend()->setAlignment(Qt::AlignBottom);
    chart_->setAnimationOptions(QChart::NoAnimation);
    connect(chart_, &QChart::plotAreaChanged, this, [this] {
        if (!bars_) return; // still being built: nothing drawn yet
        fitAxisTitles();
        bars_->place();
        placeRangeItems();
        placeBandItem();
    });
    // A title wider than the chart goes onto two lines, never cut.
    connect(chart_, &QGraphicsWidget::geometryChanged, this, [this] { fitTitle(); });
    overlays_ = std::make_unique<RangeItems>(chart_);
    view_ = new QChartView(chart_, this);
    view_->setRenderHint(QPainter::Antialiasing);
    view_->setMinimumSize(480, 320);
    // Many systems as horizontal bars make the view taller than the window: it scrolls.
    scroll_ = new QScrollArea(this);
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);
    scroll_->setWidget(view_);
    layout->addWidget(scroll_, 1);
    // Rows brought into order once edits pause: the bars' resort refreshes the page.
    bars_ = std::make_unique<SystemBarChart>(
        this, chart_, view_, *overlays_, [this] { clearChart(); }, [this] { refresh(); });
    // The notes scroll once they would take more than a quarter of the page (resizeEvent): a
    // long list of what is not shown must not squeeze the chart on a 720-pixel screen.
    noteLines_ = new NoteLines;
    notesScroll_ = new QScrollArea(this);
    notesScroll_->setWidget(noteLines_);
    notesScroll_->setWidgetResizable(true);
    notesScroll_->setFrameShape(QFrame::NoFrame);
    notesScroll_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    notesScroll_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    layout->addWidget(notesScroll_);
}

ChartPage::~ChartPage() {
    // The chart goes with the page's children, after the bars and overlays it would place.
    disconnect(chart_, nullptr, this, nullptr);
}

void ChartPage::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    // Tall enough for the controls, plus the scroll bar when they are wider than the page.
    if (QWidget* bar = controlsScroll_->widget()) {
        const bool scrolls = bar->sizeHint().width() > controlsScroll_->width();
        const int h = bar->sizeHint().height() +
                      (scrolls ? controlsScroll_->horizontalScrollBar()->sizeHint().height() : 0);
        if (controlsScroll_->height() != h) controlsScroll_->setFixedHeight(h);
    }
    notesScroll_->setMaximumHeight(std::max(3 * fontMetrics().height(), height() / 4));
    applyFonts(); // sets only what differs: nothing, unless the legend must fit anew
}

void ChartPage::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        for (const TranslatedText& t : translated_) {
            if (t.label) t.label->setText(translatedText(t));
            if (t.combo) t.combo->setItemText(t.index, translatedText(t));
        }
        // The next refresh rebuilds the chart whole: axis titles and labels are not updated in
        // place.
        bars_->rebuildNext();
        if (uncertainty_) uncertainty_->setToolTip(uncertaintyToolTip());
        retranslateUi();
    }
    QWidget::changeEvent(event);
}

QString ChartPage::translatedText(const TranslatedText& t) const {
    // metaObject() is the page's own class: its tr() context is the one lupdate recorded.
    const QString text =
        QCoreApplication::translate(t.context ? t.context : metaObject()->className(), t.source);
    return t.arg == kNoArg ? text : text.arg(t.arg);
}

void ChartPage::addLengthsItem(QComboBox* combo, const QString& key) {
    const QStringList parts = key.split(QLatin1Char('/'));
    if (parts.size() != 2 || combo->findData(key) >= 0) return;
    combo->addItem(tr("%L1 in / %L2 out")
                       .arg(parts[0].toDouble(), 0, 'f', 0)
                       .arg(parts[1].toDouble(), 0, 'f', 0),
                   key);
}

QLabel* ChartPage::controlLabel(const char* source) {
    auto* label = new QLabel(this);
    translated_.push_back({label, nullptr, 0, source, kNoArg});
    label->setText(translatedText(translated_.back()));
    return label;
}

void ChartPage::addTranslatedItem(QComboBox* combo, const char* source, const QVariant& value,
                                  int arg) {
    translated_.push_back({nullptr, combo, combo->count(), source, arg});
    combo->addItem(translatedText(translated_.back()), value);
}

void ChartPage::addStateCombo(const QString& key, QComboBox* combo) {
    stateCombos_.append({key, combo});
    connect(combo, &QComboBox::currentIndexChanged, this, [this] {
        refresh();
        emit stateChanged();
    });
}

void ChartPage::addStatePart(StatePart part) {
    stateParts_.push_back(std::move(part));
}

QVariantMap ChartPage::saveState() const {
    QVariantMap state;
    for (const auto& [key, combo] : stateCombos_)
        state.insert(key, combo->currentData());
    for (const auto& part : stateParts_)
        state.insert(part.save());
    return state;
}

void ChartPage::restoreState(const QVariantMap& state) {
    for (const auto& part : stateParts_)
        part.restore(state);
    for (const auto& [key, combo] : stateCombos_)
        if (const int i = combo->findData(state.value(key)); i >= 0) combo->setCurrentIndex(i);
}

QValueAxis* ChartPage::addSystemBarAxes(QAbstractBarSeries* series, const QStringList& categories,
                                        const QString& yTitle, const QString& yFormat) {
    return sil::ui::addSystemBarAxes(chart_, series, categories, yTitle, yFormat);
}

std::vector<bool> ChartPage::rowsDrawn(const std::vector<SystemBar>& bars,
                                       bool higherIsBetter) const {
    return bars_->rowsDrawn(bars, higherIsBetter, barStyle());
}

bool ChartPage::barsFitVertically(const QStringList& labels) const {
    return bars_->fitsVertically(labels, presentation_);
}

void ChartPage::setRowBudget(int rows) {
    rowBudget_ = rows;
    // An export renders the view at a fixed size: out of the scroll area.
    if (rows > 0 && scroll_ && scroll_->widget() == view_) {
        scroll_->takeWidget();
        delete layout()->replaceWidget(scroll_, view_); // the scroll area's item is ours to free
        scroll_->hide();
        view_->show();
    }
}

double ChartPage::drawnBarValue(const QString& layer, const QString& category) const {
    return bars_->drawnValue(layer, category);
}

void ChartPage::placeRangeItems() {
    overlays_->placeRanges(bars_->horizontal(), presentation_);
}

void ChartPage::addUncertaintyControl() {
    // Strings of the base class: translated in its context, whichever page shows them.
    static const char* const kContext = "sil::ui::ChartPage";
    uncertainty_ = new QComboBox(this);
    auto item = [this](const char* source, const QString& value) {
        translated_.push_back(
            {nullptr, uncertainty_, uncertainty_->count(), source, kNoArg, kContext});
        uncertainty_->addItem(translatedText(translated_.back()), value);
    };
    item(QT_TRANSLATE_NOOP("sil::ui::ChartPage", "P10–P90 whiskers"), QStringLiteral("p10-p90"));
    item(QT_TRANSLATE_NOOP("sil::ui::ChartPage", "Off"), QStringLiteral("off"));
    uncertainty_->setToolTip(uncertaintyToolTip());
    auto* label = new QLabel(this);
    translated_.push_back({label, nullptr, 0,
                           QT_TRANSLATE_NOOP("sil::ui::ChartPage", "Uncertainty:"), kNoArg,
                           kContext});
    label->setText(translatedText(translated_.back()));
    controls()->addWidget(label);
    controls()->addWidget(uncertainty_);
    addStateCombo(QStringLiteral("uncertainty"), uncertainty_);
}

bool ChartPage::setBandFromTco(SystemBar& bar, const std::string& systemId,
                               bool usefulHours) const {
    if (!showUncertainty()) return false;
    double low = 0.0, high = 0.0;
    if (!bandFromTco(*c_, systemId, usefulHours, bar.total, low, high)) return false;
    bar.hasBand = true;
    bar.bandLow = low;
    bar.bandHigh = high;
    return true;
}

QString ChartPage::uncertaintyToolTip() const {
    return tr("Monte Carlo over every range: the catalog's low/high (capex, power) and the "
              "scenario's assumption ranges (Edit > Assumption ranges…)");
}

bool ChartPage::showUncertainty() const {
    return uncertainty_ && uncertainty_->currentData().toString() != QLatin1String("off");
}

QString ChartPage::uncertaintyNote(bool usefulHours) const {
    return sil::ui::uncertaintyNote(*c_, usefulHours);
}

void ChartPage::showBands(std::vector<RangeLine> bands, QAbstractSeries* anchor, double capRows) {
    overlays_->setBands(std::move(bands), anchor, capRows);
    placeBandItem();
}

void ChartPage::placeBandItem() {
    overlays_->placeBands(bars_->horizontal(), presentation_);
    overlays_->placePredictions(bars_->horizontal(), presentation_);
}

QValueAxis* ChartPage::drawSystemBars(std::vector<SystemBar> bars,
                                      const std::vector<BarLayer>& layers,
                                      const QString& valueTitle, const QString& valueFormat,
                                      const QString& unit, const QString& rangeName,
                                      bool higherIsBetter) {
    return bars_->draw(std::move(bars), layers, valueTitle, valueFormat, unit, rangeName,
                       higherIsBetter, barStyle());
}

void ChartPage::clearChart() {
    bars_->clear();
    view_->setRenderHint(QPainter::Antialiasing, true);
    chart_->legend()->setAlignment(Qt::AlignBottom);
    overlays_->setRangeAnchor(nullptr);
    overlays_->setRanges({});
    placeRangeItems();
    overlays_->setPredictions({}, nullptr, 0.5);
    showBands({}, nullptr);
    chart_->removeAllSeries();
    for (QAbstractAxis* axis : chart_->axes()) {
        chart_->removeAxis(axis);
        delete axis;
    }
}

void ChartPage::setNotes(const QStringList& given) {
    // What the summary row of an export stands for comes first: it explains a drawn row.
    QStringList withClipped = given;
    if (!bars_->clippedNote().isEmpty()) withClipped.prepend(bars_->clippedNote());
    notes_ = captionNotes(withClipped, bars_->summaryNote());
    noteLines_->setLines(notes_);
    notesScroll_->setVisible(!notes_.isEmpty() && !chartOnly_);
}

void ChartPage::showChartOnly() {
    chartOnly_ = true;
    controlsScroll_->hide();
    notesScroll_->hide();
}

QStringList ChartPage::assumptionCaption() const {
    return {scenarioAssumptionsLine(*c_), capexDatesNote()};
}

QString ChartPage::capexDatesNote() const {
    return sil::ui::capexDatesNote(*c_);
}

QStringList ChartPage::captionLines() const {
    QStringList lines = assumptionCaption();
    lines += notes_;
    // On paper, which catalog the numbers came from (siliconomics-cli catalog version).
    if (forPaper())
        lines << tr("Catalog as of %1.")
                     .arg(QString::fromStdString(c_->catalogVersion().shortText()));
    lines.removeAll(QString());
    return lines;
}

void ChartPage::applyFonts() {
    applyChartFonts(chart_, font(), presentation_, view_->width());
    fitTitle();
}

QFont ChartPage::fittedLegendFont(const QFont& font) const {
    return sil::ui::fittedLegendFont(chart_, font, view_->width());
}

void ChartPage::setChartTitle(const QString& text) {
    plainTitle_ = text;
    fitTitle();
}

QStringList ChartPage::wrappedLabels(const QStringList& labels, qreal width) const {
    const QFont labelFont = systemLabelFont(font(), presentation_);
    QStringList wrapped;
    for (const QString& label : labels)
        wrapped << wrappedChartText(label, labelFont, width);
    return wrapped;
}

qreal ChartPage::chartWidth() const {
    return std::max(chart_->size().width(), qreal(view_->width()));
}

void ChartPage::fitTitle() {
    // The title's room: the chart's width less its margins (Qt Charts cuts what is wider).
    const QMargins m = chart_->margins();
    // Less the chart layout's own margins on each side, with room to spare.
    const qreal width = chart_->size().width() - m.left() - m.right() - 40;
    const QString fitted =
        width > 0 ? wrappedChartText(plainTitle_, chart_->titleFont(), width) : plainTitle_;
    if (chart_->title() != fitted) chart_->setTitle(fitted);
}

void ChartPage::fitAxisTitles() {
    // A page sets each axis's title in plain text; it is kept in a property, and what is drawn
    // is that text wrapped to the plot's width (or height, for a vertical axis).
    static const char* const kPlain = "silPlainTitle";
    static const char* const kFitted = "silFittedTitle";
    const QRectF plot = chart_->plotArea();
    for (QAbstractAxis* axis : chart_->axes()) {
        if (axis->titleText() != axis->property(kFitted).toString())
            axis->setProperty(kPlain, axis->titleText()); // set anew by the page
        const QString plain = axis->property(kPlain).toString();
        const qreal length = axis->orientation() == Qt::Horizontal ? plot.width() : plot.height();
        const QString fitted =
            length > 0 ? wrappedChartText(plain, axis->titleFont(), length) : plain;
        axis->setProperty(kFitted, fitted);
        if (axis->titleText() != fitted) axis->setTitleText(fitted);
    }
}

QStringList ChartPage::elidedTexts() const {
    return elidedChartTexts(chart_);
}

QStringList ChartPage::drawnTexts() const {
    return drawnChartTexts(chart_);
}

void ChartPage::applyChartLook() {
    // A theme recolours every series: set it, then rebuild the chart in the look's colours.
    const auto theme = currentChartLook().dark ? QChart::ChartThemeDark : QChart::ChartThemeLight;
    if (chart_->theme() != theme) chart_->setTheme(theme);
    bars_->rebuildNext();
    overlays_->dropBandItem();
    refresh();
}

void ChartPage::setPresentationStyle(bool on) {
    presentation_ = on;
    refresh();
}

std::vector<const SystemResult*> ChartPage::systemsWithTco(QStringList& categories,
                                                           QStringList& notes, bool tcoOnly) const {
    return sil::ui::systemsWithTco(*c_, categories, notes, tcoOnly);
}

void ChartPage::addLog2Lines(const std::vector<double>& xs, const QStringList& labels,
                             bool labelEvery, const QString& xTitle, QAbstractAxis* y,
                             const std::vector<QLineSeries*>& lines, const QString& unit) {
    // As many labels as fit whole across the plot (the chart less its y axis and margins).
    const QFontMetricsF fm(systemLabelFont(font(), presentation_));
    qreal widest = 0;
    for (const QString& label : labels)
        widest = std::max(widest, fm.horizontalAdvance(label));
    const qreal plot = chartWidth() - (presentation_ ? 300 : 180);
    const int maxLabels = int(plot / (widest + 20));
    sil::ui::addLog2Lines(chart_, this, xs, labels, labelEvery, maxLabels, xTitle, y, lines, unit);
}

QStringList ChartPage::overlapNotes(const std::vector<QLineSeries*>& lines) {
    return sil::ui::overlapNotes(lines);
}

QStringList ChartPage::highlightCrowdedLines(const std::vector<QLineSeries*>& lines,
                                             const std::vector<std::string>& ids) const {
    return sil::ui::highlightCrowdedLines(chart_, lines, ids, c_->pinnedSystems(), presentation_);
}

void ChartPage::attachHoverTooltips(QAbstractSeries* series, const QString& unit) {
    sil::ui::attachHoverTooltips(this, series, unit);
}

} // namespace sil::ui
