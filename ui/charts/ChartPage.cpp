#include "ChartPage.h"

#include "ChartLook.h"
#include "SegmentsItem.h"
#include "StackedBarsItem.h"
#include "ui/CoreText.h"

#include "ui/ScenarioController.h"

#include "core/catalog.h"
#include "core/stats.h"

#include <QAbstractAxis>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QBoxLayout>
#include <QCategoryAxis>
#include <QComboBox>
#include <QCoreApplication>
#include <QCursor>
#include <QEvent>
#include <QHash>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMap>
#include <QPainterPath>
#include <QScatterSeries>
#include <QScrollArea>
#include <QScrollBar>
#include <QStackedBarSeries>
#include <QTimer>
#include <QToolTip>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace sil::ui {

QString systemLabel(const System& s) {
    // A long name's parenthetical ("HGX A100 40GB 8-GPU (DGX A100 320GB / AWS p4d class)") is
    // a comment, not the name: charts keep the name whole and drop the comment.
    QString name = QString::fromStdString(s.name);
    const qsizetype paren = name.indexOf(QStringLiteral(" ("));
    if (name.size() > 24 && paren > 0) name.truncate(paren);
    return name;
}

QColor systemColor(const Catalog& catalog, const std::string& systemId) {
    for (std::size_t i = 0; i < catalog.systems.size(); ++i)
        if (catalog.systems[i].id == systemId) return seriesColor(int(i));
    return seriesColor(int(std::hash<std::string>{}(systemId) % 1000));
}

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
        placeBarsItem();
        placeRangeItems();
        placeBandItem();
    });
    resortTimer_ = new QTimer(this);
    resortTimer_->setSingleShot(true);
    resortTimer_->setInterval(250);
    connect(resortTimer_, &QTimer::timeout, this, [this] {
        forceResort_ = true;
        refresh();
        forceResort_ = false;
    });
    view_ = new QChartView(chart_, this);
    view_->setRenderHint(QPainter::Antialiasing);
    view_->setMinimumSize(480, 320);
    // Many systems as horizontal bars make the view taller than the window: it scrolls.
    scroll_ = new QScrollArea(this);
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);
    scroll_->setWidget(view_);
    layout->addWidget(scroll_, 1);
    noteLabel_ = new QLabel(this);
    noteLabel_->setWordWrap(true);
    noteLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    noteLabel_->setStyleSheet(QStringLiteral("color: #555;"));
    layout->addWidget(noteLabel_);
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
        lastSeries_ = nullptr;
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
    auto* x = new QBarCategoryAxis;
    x->append(categories);
    x->setTitleText(tr("System"));
    chart_->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    auto* y = new QValueAxis;
    y->setTitleText(yTitle);
    y->setLabelFormat(yFormat);
    chart_->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    return y;
}

std::vector<bool> ChartPage::rowsDrawn(const std::vector<SystemBar>& bars,
                                       bool higherIsBetter) const {
    std::vector<bool> drawn(bars.size(), true);
    if (rowBudget_ <= 0 || int(bars.size()) <= rowBudget_) return drawn;
    if (int(bars.size()) <= kMaxVerticalBars) {
        QStringList names;
        for (const SystemBar& b : bars)
            names << b.label;
        if (barsFitVertically(names)) return drawn; // vertical bars are never summarised
    }
    // The best rows and every pinned system are drawn; the rest become one row.
    std::vector<std::size_t> order(bars.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return higherIsBetter ? bars[a].total > bars[b].total : bars[a].total < bars[b].total;
    });
    const int pinnedCount =
        int(std::count_if(bars.begin(), bars.end(), [](const SystemBar& b) { return b.pinned; }));
    int room = std::max(1, rowBudget_ - 1 - pinnedCount);
    for (std::size_t i : order) {
        if (bars[i].pinned) continue;
        if (room > 0)
            --room;
        else
            drawn[i] = false;
    }
    return drawn;
}

bool ChartPage::barsFitVertically(const QStringList& labels) const {
    // Vertical bars only while every name fits under its bar unrotated (slanted labels get cut).
    if (labels.size() > kMaxVerticalBars) return false;
    QFont labelFont = font();
    labelFont.setPointSize(presentation_ ? 18 : 10);
    const QFontMetrics fm(labelFont);
    int longest = 0;
    for (const QString& l : labels)
        longest = std::max(longest, fm.horizontalAdvance(l));
    const double perBar =
        0.7 * std::max(480, view_->width()) / double(std::max<qsizetype>(1, labels.size()));
    return longest <= perBar;
}

void ChartPage::setRowBudget(int rows) {
    rowBudget_ = rows;
    // An export renders the view at a fixed size: out of the scroll area.
    if (rows > 0 && scroll_ && scroll_->widget() == view_) {
        scroll_->takeWidget();
        layout()->replaceWidget(scroll_, view_);
        scroll_->hide();
        view_->show();
    }
}

namespace {
// `item` created over `chart` on first use, or deleted (nullptr) when there is nothing to draw.
SegmentsItem* segmentsOn(QChart* chart, SegmentsItem*& item, bool wanted, qreal z) {
    if (!wanted) {
        delete item;
        item = nullptr;
    } else if (!item) {
        item = new SegmentsItem(chart);
        item->setZValue(z);
    }
    return item;
}
} // namespace

double ChartPage::drawnBarValue(const QString& layer, const QString& category) const {
    if (!lastSeries_) return -1.0;
    const int row = int(lastCategories_.indexOf(category));
    const QList<QBarSet*> sets = lastSeries_->barSets();
    int index = -1;
    for (int k = 0; k < sets.size() && index < 0; ++k)
        if (sets[k]->label() == layer) index = k;
    if (row < 0 || index < 0) return -1.0;
    if (!barsItem_) return row < sets[index]->count() ? sets[index]->at(row) : -1.0;
    for (const StackedBarsItem::Part& p : barsItem_->parts())
        if (p.row == row && p.layer == index) return p.value;
    return 0.0; // a zero part is not drawn
}

void ChartPage::placeBarsItem() {
    if (!barsItem_ || !lastSeries_) return;
    // Both axes are linear in the plot: one affine map for every corner.
    const QPointF origin = chart_->mapToPosition(QPointF(0, 0), lastSeries_);
    const QPointF perValue = chart_->mapToPosition(QPointF(1, 0), lastSeries_) - origin;
    const QPointF perRow = chart_->mapToPosition(QPointF(0, 1), lastSeries_) - origin;
    const auto at = [&](double value, double row) {
        return origin + value * perValue + row * perRow;
    };
    const double half = lastSeries_->barWidth() / 2.0;
    const int rows = barValues_.empty() ? 0 : int(barValues_.front().size());
    std::vector<StackedBarsItem::Part> parts;
    parts.reserve(std::size_t(rows) * barValues_.size() + 1);
    // Stacked as Qt stacks: positive parts rightwards from zero, negative leftwards. Layer by
    // layer (the item paints a layer with one brush), each row's two edges carried along.
    std::vector<double> right(std::size_t(rows), 0.0), left(std::size_t(rows), 0.0);
    for (std::size_t l = 0; l < barValues_.size(); ++l)
        for (int r = 0; r < rows; ++r) {
            const double v = barValues_[l][std::size_t(r)];
            if (v == 0.0 || !std::isfinite(v)) continue;
            double& edge = (v > 0.0 ? right : left)[std::size_t(r)];
            parts.push_back(
                {QRectF(at(edge, r - half), at(edge + v, r + half)).normalized(), int(l), r, v});
            edge += v;
        }
    if (summaryRow_ >= 0) {
        QRectF box =
            QRectF(at(summary_.p10, summaryRow_ - half), at(summary_.p90, summaryRow_ + half))
                .normalized();
        if (box.width() < 2.0) box.adjust(-1.0, 0.0, 1.0, 0.0); // all alike: still seen
        parts.push_back({box, int(barValues_.size()), summaryRow_, summary_.median,
                         at(summary_.median, summaryRow_).x()});
    }
    barsItem_->setParts(std::move(parts));
}

void ChartPage::placeRangeItems() {
    // One item for every range: a thousand ranges move on every plot-area change.
    if (!segmentsOn(chart_, rangeItem_, rangeAnchor_ && !ranges_.empty(), 10)) return;
    QPen pen(rangeColor());
    pen.setWidthF(presentation_ ? 5.0 : 3.0);
    rangeItem_->setPen(pen);
    QList<QLineF> lines;
    lines.reserve(qsizetype(ranges_.size()));
    for (const RangeLine& r : ranges_) {
        const QPointF a = horizontal_ ? chart_->mapToPosition(QPointF(r.low, r.row), rangeAnchor_)
                                      : chart_->mapToPosition(QPointF(r.row, r.low), rangeAnchor_);
        const QPointF b = horizontal_ ? chart_->mapToPosition(QPointF(r.high, r.row), rangeAnchor_)
                                      : chart_->mapToPosition(QPointF(r.row, r.high), rangeAnchor_);
        lines << QLineF(a, b);
    }
    rangeItem_->setSegments(std::move(lines));
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
    const SystemResult* r = c_->resultFor(systemId);
    const auto* band = c_->tcoBand(systemId, usefulHours);
    if (!r || !band || !(band->p90 > band->p10)) return false;
    const Figure& central = usefulHours ? r->tco.per_useful_hour : r->tco.total;
    if (!central.ok() || central.value() <= 0.0) return false;
    const double scale = bar.total / central.value();
    bar.hasBand = true;
    bar.bandLow = band->p10 * scale;
    bar.bandHigh = band->p90 * scale;
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
    // The drivers and draws from core (TcoSpread), the sentence in the UI's language.
    const TcoSpread& s = c_->spread(usefulHours);
    const auto& drivers = usefulHours ? s.useful_drivers : s.owned_drivers;
    if (drivers.empty())
        return tr("Whiskers: P10–P90 of %L1 Monte Carlo draws (seed %2): no ranges, every "
                  "input is a point value.")
            .arg(qulonglong(s.samples))
            .arg(qulonglong(s.seed));
    QStringList parts;
    constexpr std::size_t kShown = 4;
    for (std::size_t k = 0; k < drivers.size() && k < kShown; ++k) {
        const SpreadDriver& d = drivers[k];
        const QString label = d.key == "capex"   ? tr("Capex (catalog range)")
                              : d.key == "power" ? tr("Power (catalog range)")
                                                 : coreText(d.label);
        QString part = tr("%1 ±%L2 %").arg(label).arg(d.half_swing_pct, 0, 'f', 1);
        if (d.systems_moved < d.systems)
            part += QLatin1Char(' ') + tr("(%L1 of %L2 systems)")
                                           .arg(qulonglong(d.systems_moved))
                                           .arg(qulonglong(d.systems));
        parts << part;
    }
    if (drivers.size() > kShown) parts << tr("%L1 more").arg(qulonglong(drivers.size() - kShown));
    return tr("Whiskers: P10–P90 of %L1 Monte Carlo draws (seed %2) over the catalog's low/high "
              "and the scenario's assumption ranges. Spread mostly from: %3 (that input alone "
              "from its P10 to its P90, median system).")
        .arg(qulonglong(s.samples))
        .arg(qulonglong(s.seed))
        .arg(parts.join(QStringLiteral(", ")));
}

void ChartPage::showBands(std::vector<RangeLine> bands, QAbstractSeries* anchor, double capRows) {
    bands_ = std::move(bands);
    bandCapRows_ = capRows;
    bandAnchor_ = anchor;
    placeBandItem();
}

void ChartPage::placeBandItem() {
    if (!segmentsOn(chart_, bandItem_, bandAnchor_ && !bands_.empty(), 11)) return;
    QPen pen(inkColor());
    pen.setWidthF(presentation_ ? 2.5 : 1.5);
    bandItem_->setPen(pen);
    // Caps a third of a row tall, whatever the row height.
    const QPointF r0 = chart_->mapToPosition(QPointF(0, 0), bandAnchor_);
    const QPointF r1 =
        chart_->mapToPosition(horizontal_ ? QPointF(0, 1) : QPointF(1, 0), bandAnchor_);
    const double cap =
        std::max(3.0, std::abs(horizontal_ ? r1.y() - r0.y() : r1.x() - r0.x()) * bandCapRows_);
    const QPointF across = horizontal_ ? QPointF(0, cap) : QPointF(cap, 0);
    QList<QLineF> lines;
    lines.reserve(qsizetype(bands_.size()) * 3);
    for (const RangeLine& b : bands_) {
        const QPointF a = chart_->mapToPosition(
            horizontal_ ? QPointF(b.low, b.row) : QPointF(b.row, b.low), bandAnchor_);
        const QPointF z = chart_->mapToPosition(
            horizontal_ ? QPointF(b.high, b.row) : QPointF(b.row, b.high), bandAnchor_);
        lines << QLineF(a, z) << QLineF(a - across, a + across) << QLineF(z - across, z + across);
    }
    bandItem_->setSegments(std::move(lines));
}

QValueAxis* ChartPage::drawSystemBars(std::vector<SystemBar> bars,
                                      const std::vector<BarLayer>& layers,
                                      const QString& valueTitle, const QString& valueFormat,
                                      const QString& unit, const QString& rangeName,
                                      bool higherIsBetter) {
    QStringList names;
    for (const SystemBar& b : bars)
        names << b.label;
    horizontal_ = !barsFitVertically(names);
    QFont labelFont = font();
    labelFont.setPointSize(presentation_ ? 18 : 10);
    const QFontMetrics fm(labelFont);
    QString summaryLabel;
    SummaryBox summary;
    QString summaryNote; // becomes summaryNote_ once the chart is (re)built
    if (horizontal_) {
        const std::vector<bool> drawn = rowsDrawn(bars, higherIsBetter);
        if (std::find(drawn.begin(), drawn.end(), false) != drawn.end()) {
            std::vector<SystemBar> kept;
            std::vector<double> rest;
            for (std::size_t i = 0; i < bars.size(); ++i) {
                if (drawn[i])
                    kept.push_back(std::move(bars[i]));
                else
                    rest.push_back(bars[i].total);
            }
            std::sort(rest.begin(), rest.end());
            auto quantile = [&rest](double q) { return quantileOfSorted(rest, q); };
            const auto fmt = [&valueFormat](double v) {
                return QString::asprintf(qPrintable(valueFormat), v);
            };
            // Short enough for the axis (Qt Charts elides a label wider than a third of the
            // chart); the spread is in the caption.
            summaryLabel = tr("+%L1 more, median %2").arg(rest.size()).arg(fmt(quantile(0.5)));
            summary = {quantile(0.1), quantile(0.5), quantile(0.9)};
            summaryNote = tr("Grey box: the %L1 systems not drawn, from their P10 %2 to their P90 "
                             "%3, the tick at their median %4; all lie between %5 and %6.")
                              .arg(rest.size())
                              .arg(fmt(summary.p10), fmt(summary.p90), fmt(summary.median),
                                   fmt(rest.front()), fmt(rest.back()));
            bars = std::move(kept);
        }
        std::stable_sort(bars.begin(), bars.end(),
                         [higherIsBetter](const SystemBar& a, const SystemBar& b) {
                             return higherIsBetter ? a.total > b.total : a.total < b.total;
                         });
    }
    const int n = int(bars.size()) + (summaryLabel.isEmpty() ? 0 : 1);
    // Horizontal category axes run bottom to top: the first (best) row is drawn at the top.
    auto row = [&](int i) { return horizontal_ ? n - 1 - i : i; };
    QStringList categories;
    for (int i = 0; i < n; ++i)
        categories << QString();
    for (std::size_t i = 0; i < bars.size(); ++i)
        categories[row(int(i))] = bars[i].label;
    if (!summaryLabel.isEmpty()) categories[row(n - 1)] = summaryLabel;

    // Values per drawn layer in row order; a part zero everywhere (no expert parallelism in a
    // dense model) is not drawn and gets no legend entry.
    std::vector<std::vector<double>> layerValues;
    std::vector<std::size_t> keptLayers;
    QStringList layerNames;
    for (std::size_t l = 0; l < layers.size(); ++l) {
        std::vector<double> values(std::size_t(n), 0.0);
        for (std::size_t i = 0; i < bars.size(); ++i)
            values[std::size_t(row(int(i)))] = l < bars[i].parts.size() ? bars[i].parts[l] : 0.0;
        if (l > 0 && std::all_of(values.begin(), values.end(), [](double v) { return v == 0.0; }))
            continue;
        layerValues.push_back(std::move(values));
        keptLayers.push_back(l);
        layerNames << layers[l].name;
    }
    if (!summaryLabel.isEmpty()) layerNames << QStringLiteral("\x1fsummary");
    double top = 0.0;
    for (const SystemBar& b : bars)
        top = std::max({top, b.total, b.hasRange ? b.high : 0.0, b.hasBand ? b.bandHigh : 0.0});
    if (!summaryLabel.isEmpty()) top = std::max(top, summary.p90);
    const bool anyRange =
        std::any_of(bars.begin(), bars.end(), [](const SystemBar& b) { return b.hasRange; });
    QList<QPointF> tickPoints;
    std::vector<RangeLine> newRanges;
    std::vector<RangeLine> newBands;
    for (std::size_t i = 0; i < bars.size(); ++i)
        if (bars[i].hasBand)
            newBands.push_back({double(row(int(i))), bars[i].bandLow, bars[i].bandHigh});
    const bool anyBand = !newBands.empty();
    QStringList tips;
    for (int i = 0; i < n; ++i)
        tips << QString();
    for (std::size_t i = 0; i < bars.size(); ++i) {
        if (!bars[i].hasRange) continue;
        const int r = row(int(i));
        tips[r] = bars[i].rangeTooltip;
        newRanges.push_back({double(r), bars[i].low, bars[i].high});
        tickPoints << (horizontal_ ? QPointF(bars[i].median, r) : QPointF(r, bars[i].median));
    }

    // An edit that leaves every row where it was only changes lengths: update the bars in place.
    // Rebuilding a thousand labelled rows costs many frames; moving them costs a fraction of one.
    if (lastSeries_ && chart_->series().contains(lastSeries_) &&
        categories.size() == lastCategories_.size() && layerNames == lastLayerNames_ &&
        horizontal_ == lastHorizontal_ && anyRange == (rangeAnchor_ != nullptr) &&
        anyBand == (bandLegend_ != nullptr)) {
        // Rows that changed places: relabelling a thousand rows costs several frames, so while
        // edits keep coming the rows stay where they were (every value exact) and the order is
        // brought up to date once the edits pause (resortTimer_).
        if (categories != lastCategories_) {
            QHash<QString, int> where;
            where.reserve(categories.size());
            for (int r = 0; r < n; ++r)
                where.insert(categories[r], r);
            std::vector<int> lastRowOf(std::size_t(n), -1);
            bool sameRows = true;
            for (int r = 0; r < n && sameRows; ++r) {
                const auto it = where.constFind(lastCategories_[r]);
                sameRows = it != where.constEnd();
                if (sameRows) lastRowOf[std::size_t(*it)] = r;
            }
            if (!sameRows || forceResort_) {
                lastCategory_->setCategories(categories);
                lastSeries_->setProperty("categories", categories);
                lastCategories_ = categories;
            } else {
                for (auto& values : layerValues) {
                    std::vector<double> kept(values.size());
                    for (std::size_t r = 0; r < values.size(); ++r)
                        kept[std::size_t(lastRowOf[r])] = values[r];
                    values = std::move(kept);
                }
                for (RangeLine& rl : newRanges)
                    rl.row = lastRowOf[std::size_t(rl.row)];
                for (RangeLine& rl : newBands)
                    rl.row = lastRowOf[std::size_t(rl.row)];
                for (QPointF& p : tickPoints)
                    (horizontal_ ? p.ry() : p.rx()) =
                        lastRowOf[std::size_t(horizontal_ ? p.y() : p.x())];
                resortTimer_->start();
            }
        }
        if (barsItem_) {
            barValues_ = std::move(layerValues);
            summaryRow_ = summaryLabel.isEmpty() ? -1 : row(n - 1);
            summary_ = summary;
            placeBarsItem();
        } else {
            const QList<QBarSet*> sets = lastSeries_->barSets();
            // Only the parts an edit moved (an electricity price moves the power part alone),
            // each replaced whole: one change signal per set instead of one per bar.
            for (std::size_t k = 0; k < layerValues.size() && k < std::size_t(sets.size()); ++k) {
                QBarSet* set = sets[qsizetype(k)];
                bool same = set->count() == n;
                for (int r = 0; r < n && same; ++r)
                    same = set->at(r) == layerValues[k][std::size_t(r)];
                if (same) continue;
                set->remove(0, set->count());
                set->append(QList<qreal>(layerValues[k].begin(), layerValues[k].end()));
            }
            if (!summaryLabel.isEmpty()) sets.back()->replace(row(n - 1), summary.median);
        }
        // Keep the axis while the data still fills it (an axis change re-lays every bar out).
        const double want = top > 0 ? top * 1.08 : 1.0;
        if (want > lastValue_->max() || want < 0.6 * lastValue_->max()) {
            lastValue_->setRange(0.0, want);
            lastValue_->applyNiceNumbers();
        }
        // Quotes do not move with the assumptions: their ranges are redrawn only when they do.
        const bool rangesMoved =
            newRanges.size() != ranges_.size() ||
            !std::equal(newRanges.begin(), newRanges.end(), ranges_.begin(),
                        [](const RangeLine& a, const RangeLine& b) {
                            return a.row == b.row && a.low == b.low && a.high == b.high;
                        });
        if (rangeAnchor_ && (rangesMoved || rangeAnchor_->points() != tickPoints)) {
            rangeAnchor_->replace(tickPoints);
            ranges_ = std::move(newRanges);
            placeRangeItems();
        }
        showBands(std::move(newBands), lastSeries_);
        summaryNote_ = summaryNote;
        return lastValue_;
    }
    clearChart();

    QAbstractBarSeries* series =
        horizontal_ ? static_cast<QAbstractBarSeries*>(new QHorizontalStackedBarSeries)
                    : static_cast<QAbstractBarSeries*>(new QStackedBarSeries);
    series->setProperty("categories", categories);
    // Horizontal bars (many rows) are painted by one item; the sets only name and colour them.
    const bool ownBars = horizontal_;
    for (std::size_t k = 0; k < keptLayers.size(); ++k) {
        const BarLayer& layer = layers[keptLayers[k]];
        auto* set = new QBarSet(layer.name);
        set->setColor(layer.color);
        set->setBorderColor(layer.color);
        if (!ownBars) set->append(QList<qreal>(layerValues[k].begin(), layerValues[k].end()));
        series->append(set);
    }
    if (!summaryLabel.isEmpty()) {
        auto* set = new QBarSet(tr("Others: P10–P90, median"));
        set->setColor(QColor(0xbbbbbb));
        set->setBorderColor(set->color());
        if (!ownBars)
            for (int i = 0; i < n; ++i)
                *set << (i == row(n - 1) ? summary.median : 0.0);
        series->append(set);
    }
    chart_->addSeries(series);

    auto* cat = new QBarCategoryAxis;
    cat->append(categories);
    auto* value = new QValueAxis;
    value->setTitleText(valueTitle);
    value->setLabelFormat(valueFormat);
    value->setRange(0.0, top > 0 ? top * 1.08 : 1.0);
    value->applyNiceNumbers();
    if (horizontal_) {
        chart_->addAxis(cat, Qt::AlignLeft);
        chart_->addAxis(value, Qt::AlignBottom);
    } else {
        cat->setTitleText(tr("System"));
        chart_->addAxis(cat, Qt::AlignBottom);
        chart_->addAxis(value, Qt::AlignLeft);
    }
    series->attachAxis(cat);
    series->attachAxis(value);
    attachHoverTooltips(series, unit);
    if (ownBars) {
        barsItem_ = new StackedBarsItem(chart_);
        // Over the grid, under the rental ticks (series) and the range and whisker items.
        barsItem_->setZValue(3.5);
        std::vector<StackedBarsItem::Layer> barLayers;
        for (QBarSet* set : series->barSets())
            barLayers.push_back({set->label(), set->color()});
        barsItem_->setLayers(std::move(barLayers));
        barsItem_->setToolTip([this, unit](int r, int l, double v) {
            const QBarSet* set = lastSeries_ ? lastSeries_->barSets().value(l) : nullptr;
            if (!set) return QString();
            if (r == summaryRow_)
                return tr("%1 — %2\nP10 %3, median %4, P90 %5 %6")
                    .arg(lastCategories_.value(r), set->label())
                    .arg(summary_.p10, 0, 'g', 5)
                    .arg(summary_.median, 0, 'g', 5)
                    .arg(summary_.p90, 0, 'g', 5)
                    .arg(unit);
            return QStringLiteral("%1 — %2\n%3 %4")
                .arg(lastCategories_.value(r), set->label())
                .arg(v, 0, 'g', 5)
                .arg(unit);
        });
        barValues_ = std::move(layerValues);
        summaryRow_ = summaryLabel.isEmpty() ? -1 : row(n - 1);
        summary_ = summary;
        barsItem_->setTickColor(inkColor());
    }

    // Ranges (e.g. every rental quote of the system's chip): one low-high line and a tick at
    // the median per system, whatever the number of quotes; hover a tick for every value.
    ranges_.clear();
    if (anyRange) {
        auto* ticks = new QScatterSeries;
        ticks->setName(rangeName);
        ticks->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        ticks->setMarkerSize(presentation_ ? 12 : 8);
        ticks->setColor(rangeColor());
        ticks->setBorderColor(inkColor());
        ticks->append(tickPoints);
        ranges_ = std::move(newRanges);
        auto* hidden = new QValueAxis;
        hidden->setRange(-0.5, std::max(0.5, n - 0.5));
        hidden->setVisible(false);
        chart_->addAxis(hidden, horizontal_ ? Qt::AlignLeft : Qt::AlignBottom);
        chart_->addSeries(ticks);
        ticks->attachAxis(hidden);
        ticks->attachAxis(value);
        rangeAnchor_ = ticks;
        const bool h = horizontal_;
        connect(ticks, &QScatterSeries::hovered, this, [tips, h](const QPointF& p, bool state) {
            const int index = int(std::lround(h ? p.y() : p.x()));
            if (!state || index < 0 || index >= tips.size() || tips.at(index).isEmpty()) {
                QToolTip::hideText();
                return;
            }
            QToolTip::showText(QCursor::pos(), tips.at(index));
        });
    }
    placeRangeItems();
    if (anyBand) {
        bandLegend_ = new QLineSeries;
        bandLegend_->setName(tr("P10–P90"));
        QPen pen(inkColor());
        pen.setWidthF(presentation_ ? 2.5 : 1.5);
        bandLegend_->setPen(pen);
        chart_->addSeries(bandLegend_);
        bandLegend_->attachAxis(value);
        bandLegend_->attachAxis(cat);
    }
    lastSeries_ = series;
    placeBarsItem();
    showBands(std::move(newBands), series);
    lastCategory_ = cat;
    lastValue_ = value;
    lastCategories_ = categories;
    lastLayerNames_ = layerNames;
    lastHorizontal_ = horizontal_;
    // Hundreds of axis-aligned bars gain nothing from antialiasing and paint much faster without.
    view_->setRenderHint(QPainter::Antialiasing, n <= 200);
    // Full names on every row: the view grows with the rows and the page scrolls.
    if (horizontal_ && rowBudget_ == 0) {
        const int rowPx = 2 * fm.height() + 4;
        view_->setMinimumHeight(std::max(320, n * rowPx + 180));
    } else {
        view_->setMinimumHeight(320);
    }
    summaryNote_ = summaryNote;
    return value;
}

void ChartPage::clearChart() {
    summaryNote_.clear();
    delete barsItem_;
    barsItem_ = nullptr;
    barValues_.clear();
    summaryRow_ = -1;
    view_->setRenderHint(QPainter::Antialiasing, true);
    lastSeries_ = nullptr;
    lastCategory_ = nullptr;
    lastValue_ = nullptr;
    lastCategories_.clear();
    chart_->legend()->setAlignment(Qt::AlignBottom);
    rangeAnchor_ = nullptr;
    ranges_.clear();
    placeRangeItems();
    bandLegend_ = nullptr;
    showBands({}, nullptr);
    chart_->removeAllSeries();
    for (QAbstractAxis* axis : chart_->axes()) {
        chart_->removeAxis(axis);
        delete axis;
    }
}

void ChartPage::setNotes(const QStringList& given) {
    // What the summary row of an export stands for comes first: it explains a drawn row.
    QStringList notes = given;
    if (!summaryNote_.isEmpty()) notes.prepend(summaryNote_);
    // A caption is read, not scrolled: beyond a dozen lines, say how many more there are.
    constexpr int kMaxNoteLines = 12;
    notes_ = notes.mid(0, kMaxNoteLines);
    if (notes.size() > kMaxNoteLines)
        notes_ << tr("… and %L1 more notes like these (fewer systems selected shows them all).")
                      .arg(notes.size() - kMaxNoteLines);
    noteLabel_->setText(notes_.join(QStringLiteral("\n")));
    noteLabel_->setVisible(!notes_.isEmpty() && !chartOnly_);
}

void ChartPage::showChartOnly() {
    chartOnly_ = true;
    controlsScroll_->hide();
    noteLabel_->hide();
}

QStringList ChartPage::assumptionCaption() const {
    const Assumptions& a = c_->scenario().assumptions;
    return {tr("Scenario %1: %2-year life at %3 %/yr cost of capital, $%4/kWh, PUE %5, "
               "colocation $%6/kW/month, %7 % utilization, %8 % average load, maintenance "
               "%9 %/yr.")
                .arg(QString::fromStdString(c_->scenario().name))
                .arg(a.useful_life_years)
                .arg(a.cost_of_capital_pct)
                .arg(a.electricity_usd_per_kwh)
                .arg(a.pue)
                .arg(a.colocation_usd_per_kw_month)
                .arg(a.utilization_pct)
                .arg(a.avg_load_pct)
                .arg(a.maintenance_pct_per_year),
            capexDatesNote()};
}

QString ChartPage::capexDatesNote() const {
    // Which years the shown systems' capex refers to; a warning when they differ.
    QMap<QString, int> years;
    for (const System* s : c_->selectedSystemList()) {
        const std::string d = capexAsOf(c_->catalog(), *s);
        if (d.size() >= 4) ++years[QString::fromStdString(d.substr(0, 4))];
    }
    if (years.size() < 2) return {};
    QStringList parts;
    for (auto it = years.begin(); it != years.end(); ++it)
        // English has no translation file to supply its plural forms: the singular by hand.
        parts << (it.value() == 1 ? tr("%1 (1 system)").arg(it.key())
                                  : tr("%1 (%n systems)", nullptr, it.value()).arg(it.key()));
    return tr("Warning: capex figures date from different years — %1; prices are compared as "
              "published, not adjusted to one date.")
        .arg(parts.join(QStringLiteral(", ")));
}

QStringList ChartPage::captionLines() const {
    QStringList lines = assumptionCaption();
    lines += notes_;
    lines.removeAll(QString());
    return lines;
}

void ChartPage::applyFonts() {
    // Each setter re-lays the whole chart out even when the font is the same (with 1,000
    // category labels that is most of an edit's frame): set only what differs.
    const int base = presentation_ ? 18 : 10;
    // Room on the right for half of the last value label, which Qt Charts centres on the plot's
    // edge ("1 GiB" under a log axis was cut by the chart's frame).
    if (const QMargins margins(20, 20, 20 + base * 3 / 2, 20); chart_->margins() != margins)
        chart_->setMargins(margins);
    QFont title = font();
    title.setPointSize(base + (presentation_ ? 6 : 3));
    title.setBold(true);
    if (chart_->titleFont() != title) chart_->setTitleFont(title);
    QFont labels = font();
    labels.setPointSize(base);
    if (const QFont legend = fittedLegendFont(labels); chart_->legend()->font() != legend)
        chart_->legend()->setFont(legend);
    QFont axisTitle = labels;
    axisTitle.setBold(true);
    for (QAbstractAxis* axis : chart_->axes()) {
        if (axis->labelsFont() != labels) axis->setLabelsFont(labels);
        if (axis->titleFont() != axisTitle) axis->setTitleFont(axisTitle);
    }
}

QFont ChartPage::fittedLegendFont(const QFont& font) const {
    // A legend is one row and elides entries that do not fit ("Rental quotes: low-hi..."); a
    // column at the side would take the width the system names need. When the entries are
    // wider than the chart, the legend's font shrinks until they fit whole.
    if (chart_->legend()->alignment() != Qt::AlignBottom) return font; // a column at the side
    auto widthAt = [this](const QFont& f) {
        const QFontMetrics fm(f);
        int width = 0;
        for (QLegendMarker* m : chart_->legend()->markers())
            if (m->isVisible() && !m->label().isEmpty()) // not the grey curves' hidden ones
                width += fm.horizontalAdvance(m->label()) + fm.height() + 24;
        return width;
    };
    const int room = std::max(view_->width(), 400) - 40;
    QFont fitted = font;
    while (widthAt(fitted) > room && fitted.pointSize() > 7)
        fitted.setPointSize(fitted.pointSize() - 1);
    return fitted;
}

void ChartPage::setChartTitle(const QString& text) {
    if (chart_->title() != text) chart_->setTitle(text);
}

void ChartPage::applyChartLook() {
    // A theme recolours every series: set it, then rebuild the chart in the look's colours.
    const auto theme = currentChartLook().dark ? QChart::ChartThemeDark : QChart::ChartThemeLight;
    if (chart_->theme() != theme) chart_->setTheme(theme);
    lastSeries_ = nullptr;
    delete bandItem_;
    bandItem_ = nullptr;
    refresh();
}

void ChartPage::setPresentationStyle(bool on) {
    presentation_ = on;
    refresh();
}

std::vector<const SystemResult*> ChartPage::systemsWithTco(QStringList& categories,
                                                           QStringList& notes, bool tcoOnly) const {
    std::vector<const SystemResult*> shown;
    for (const System* s : c_->selectedSystemList()) {
        const SystemResult* r = tcoOnly ? c_->tcoResultFor(s->id) : c_->resultFor(s->id);
        if (!r || !r->tco.total.ok()) {
            notes << tr("Not shown: %1 — %2")
                         .arg(systemLabel(*s),
                              r ? coreText(r->tco.total.reason()) : tr("no result"));
            continue;
        }
        categories << systemLabel(*s);
        shown.push_back(r);
    }
    return shown;
}

void ChartPage::addLog2Lines(const std::vector<double>& xs, const QStringList& labels,
                             bool labelEvery, const QString& xTitle, QAbstractAxis* y,
                             const std::vector<QLineSeries*>& lines, const QString& unit) {
    auto* x = new QCategoryAxis;
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    for (std::size_t i = 0; i < xs.size(); ++i) {
        const int e = int(std::log2(xs[i]));
        // Every other power of two, and the last, keeps size labels from colliding.
        if (labelEvery || e % 2 == 0 || i + 1 == xs.size()) x->append(labels.at(int(i)), e);
    }
    x->setRange(std::log2(xs.front()), std::log2(xs.back()));
    x->setTitleText(xTitle);
    chart_->addAxis(x, Qt::AlignBottom);
    chart_->addAxis(y, Qt::AlignLeft);
    for (QLineSeries* line : lines) {
        chart_->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        if (!unit.isEmpty() && !line->property("noTooltip").toBool())
            attachHoverTooltips(line, unit);
    }
}

QStringList ChartPage::overlapNotes(const std::vector<QLineSeries*>& lines) {
    auto same = [](const QLineSeries* l, const QLineSeries* r) {
        const auto a = l->points(), b = r->points();
        if (a.size() != b.size() || a.isEmpty()) return false;
        for (int k = 0; k < a.size(); ++k)
            if (std::abs(a[k].y() - b[k].y()) > 1e-6 * std::abs(a[k].y())) return false;
        return true;
    };
    QStringList groups;
    std::vector<bool> used(lines.size(), false);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (used[i]) continue;
        QStringList group{lines[i]->name()};
        for (std::size_t j = i + 1; j < lines.size(); ++j)
            if (!used[j] && same(lines[i], lines[j])) {
                used[j] = true;
                group << lines[j]->name();
            }
        if (group.size() > 1) groups << group.join(QStringLiteral(" = "));
    }
    if (groups.isEmpty()) return {};
    return {tr("Identical curves (same fabric model, drawn on top of each other): %1.")
                .arg(groups.join(QStringLiteral("; ")))};
}

QStringList ChartPage::highlightCrowdedLines(const std::vector<QLineSeries*>& lines,
                                             const std::vector<std::string>& ids) const {
    if (int(lines.size()) <= kMaxColouredLines) return {};
    const QStringList pinned = c_->pinnedSystems();
    int highlighted = 0;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (i < ids.size() && pinned.contains(QString::fromStdString(ids[i]))) {
            QPen pen = lines[i]->pen();
            pen.setWidthF(presentation_ ? 4.0 : 3.0);
            lines[i]->setPen(pen);
            // Over the grey ones: Qt Charts draws series in the order they were added.
            const QList<QAbstractAxis*> axes = lines[i]->attachedAxes();
            chart_->removeSeries(lines[i]);
            chart_->addSeries(lines[i]);
            for (QAbstractAxis* axis : axes)
                lines[i]->attachAxis(axis);
            ++highlighted;
            continue;
        }
        QPen grey(QColor(0xc8c8c8));
        grey.setWidthF(1.0);
        lines[i]->setPen(grey);
        lines[i]->setPointsVisible(false);
        lines[i]->setProperty("grey", true);
    }
    for (QLegendMarker* m : chart_->legend()->markers())
        if (m->series() && m->series()->property("grey").toBool()) m->setVisible(false);
    return {highlighted == 0
                ? tr("%1 curves in grey; highlighted systems are drawn in colour (in the catalog: "
                     "right-click, Highlight in charts; siliconomics-cli: --highlight id,...).")
                      .arg(lines.size())
                : tr("%1 highlighted systems in colour over %2 others in grey.")
                      .arg(highlighted)
                      .arg(int(lines.size()) - highlighted)};
}

void ChartPage::attachHoverTooltips(QAbstractSeries* series, const QString& unit) {
    if (auto* bars = qobject_cast<QAbstractBarSeries*>(series)) {
        const QStringList categories = bars->property("categories").toStringList();
        connect(bars, &QAbstractBarSeries::hovered, this,
                [categories, unit](bool status, int index, QBarSet* set) {
                    if (!status) {
                        QToolTip::hideText();
                        return;
                    }
                    const QString cat =
                        index < categories.size() ? categories.at(index) : QString();
                    QToolTip::showText(QCursor::pos(), QStringLiteral("%1 — %2\n%3 %4")
                                                           .arg(cat, set->label())
                                                           .arg(set->at(index), 0, 'g', 5)
                                                           .arg(unit));
                });
    } else if (auto* xy = qobject_cast<QXYSeries*>(series)) {
        const QString name = xy->name();
        const QStringList xLabels = xy->property("xLabels").toStringList();
        connect(xy, &QXYSeries::hovered, this,
                [name, unit, xLabels, xy](const QPointF& p, bool state) {
                    if (!state) {
                        QToolTip::hideText();
                        return;
                    }
                    // Snap to the nearest data point so the tooltip shows an exact value.
                    QPointF best = p;
                    double bestDist = 1e300;
                    int bestIndex = -1;
                    const auto pts = xy->points();
                    for (int i = 0; i < pts.size(); ++i) {
                        const double d = std::abs(pts[i].x() - p.x());
                        if (d < bestDist) {
                            bestDist = d;
                            best = pts[i];
                            bestIndex = i;
                        }
                    }
                    const QString x = bestIndex >= 0 && bestIndex < xLabels.size()
                                          ? xLabels.at(bestIndex)
                                          : QString::number(best.x());
                    QToolTip::showText(QCursor::pos(), QStringLiteral("%1\n%2: %3 %4")
                                                           .arg(name, x)
                                                           .arg(best.y(), 0, 'g', 5)
                                                           .arg(unit));
                });
    }
}

} // namespace sil::ui
