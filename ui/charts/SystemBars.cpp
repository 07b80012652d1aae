#include "SystemBars.h"

#include "ChartFonts.h"
#include "ChartLook.h"
#include "HatchedBoxesItem.h"
#include "HoverTooltips.h"
#include "RangeItems.h"
#include "StackedBarsItem.h"

#include "core/economics/stats.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHash>
#include <QHorizontalStackedBarSeries>
#include <QLineSeries>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <QTimer>
#include <QValueAxis>
#include <QWidget>
#include <algorithm>
#include <cmath>

namespace sil::ui {

SystemBarChart::SystemBarChart(QWidget* page, QChart* chart, QChartView* view, RangeItems& ranges,
                               std::function<void()> clearChart, std::function<void()> refresh)
    : page_(page), chart_(chart), view_(view), ranges_(ranges), clearChart_(std::move(clearChart)) {
    resortTimer_ = new QTimer(page);
    resortTimer_->setSingleShot(true);
    resortTimer_->setInterval(250);
    QObject::connect(resortTimer_, &QTimer::timeout, page, [this, refresh = std::move(refresh)] {
        forceResort_ = true;
        refresh();
        forceResort_ = false;
    });
}

QValueAxis* addSystemBarAxes(QChart* chart, QAbstractBarSeries* series,
                             const QStringList& categories, const QString& yTitle,
                             const QString& yFormat) {
    auto* x = new QBarCategoryAxis;
    x->append(categories);
    x->setTitleText(SystemBarChart::tr("System"));
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    auto* y = new QValueAxis;
    y->setTitleText(yTitle);
    y->setLabelFormat(yFormat);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    return y;
}

std::vector<bool> SystemBarChart::rowsDrawn(const std::vector<SystemBar>& bars, bool higherIsBetter,
                                            const Style& style) const {
    std::vector<bool> drawn(bars.size(), true);
    if (style.rowBudget <= 0 || int(bars.size()) <= style.rowBudget) return drawn;
    if (int(bars.size()) <= kMaxVerticalBars) {
        QStringList names;
        for (const SystemBar& b : bars)
            names << b.label;
        if (fitsVertically(names, style.presentation))
            return drawn; // vertical bars are never summarised
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
    int room = std::max(1, style.rowBudget - 1 - pinnedCount);
    for (std::size_t i : order) {
        if (bars[i].pinned) continue;
        if (room > 0)
            --room;
        else
            drawn[i] = false;
    }
    return drawn;
}

bool SystemBarChart::fitsVertically(const QStringList& labels, bool presentation) const {
    // Vertical bars only while every name fits under its bar unrotated (slanted labels get cut).
    if (labels.size() > kMaxVerticalBars) return false;
    const QFontMetrics fm(systemLabelFont(page_->font(), presentation));
    int longest = 0;
    for (const QString& l : labels)
        longest = std::max(longest, fm.horizontalAdvance(l));
    const double perBar =
        0.7 * std::max(480, view_->width()) / double(std::max<qsizetype>(1, labels.size()));
    return longest <= perBar;
}

double SystemBarChart::drawnValue(const QString& layer, const QString& category) const {
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

void SystemBarChart::place() {
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

namespace {

// The smallest of 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 x 10^k that is at least `x` (> 0).
double niceCeil(double x) {
    const double p = std::pow(10.0, std::floor(std::log10(x)));
    for (double m : {1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0})
        if (m * p >= x * (1 - 1e-12)) return m * p;
    return 10.0 * p;
}

} // namespace

QString SystemBarChart::clippedNoteFor(const QStringList& clipped, const QString& valueFormat,
                                       double edge) {
    if (clipped.isEmpty()) return {};
    // A few named, the rest counted: a thousand clipped rows would make the note a page long
    // (and a label re-laid out on every edit).
    constexpr qsizetype kNamed = 8;
    QString list = clipped.mid(0, kNamed).join(QStringLiteral("; "));
    if (clipped.size() > kNamed)
        list = tr("%1 and %L2 more").arg(list).arg(clipped.size() - kNamed);
    return tr("Quotes beyond the axis (cut at %1, marked → at the edge): %2.")
        .arg(QString::asprintf(qPrintable(valueFormat), edge), list);
}

// What one draw() lays out before it touches the chart: the rows in drawing order (the "+N
// more" summary last), their labels, the values per drawn layer, the value axis's top and the
// lines drawn over the bars.
struct SystemBarChart::Drawing {
    std::vector<SystemBar> bars;
    bool horizontal = false;
    QString summaryLabel;
    SummaryBox summary;
    QString summaryNote; // becomes summaryNote_ once the chart is (re)built
    int n = 0;
    QStringList categories;
    std::vector<std::vector<double>> layerValues; // per drawn layer, in row order
    std::vector<std::size_t> keptLayers;          // the drawn layers' indices in `layers`
    QStringList layerNames;
    double top = 0.0;
    QStringList clippedRanges;
    bool anyRange = false;
    QList<QPointF> tickPoints;
    std::vector<RangeLine> ranges, bands, predictions;
    QStringList tips;
    // Horizontal category axes run bottom to top: the first (best) row is drawn at the top.
    int row(int i) const { return horizontal ? n - 1 - i : i; }
};

void SystemBarChart::summariseRows(Drawing& d, bool higherIsBetter, const Style& style,
                                   const QString& valueFormat) const {
    if (!d.horizontal) return;
    std::vector<SystemBar>& bars = d.bars;
    const std::vector<bool> drawn = rowsDrawn(bars, higherIsBetter, style);
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
        d.summaryLabel = tr("+%L1 more, median %2").arg(rest.size()).arg(fmt(quantile(0.5)));
        d.summary = {quantile(0.1), quantile(0.5), quantile(0.9)};
        d.summaryNote = tr("Grey box: the %L1 systems not drawn, from their P10 %2 to their P90 "
                           "%3, the tick at their median %4; all lie between %5 and %6.")
                            .arg(rest.size())
                            .arg(fmt(d.summary.p10), fmt(d.summary.p90), fmt(d.summary.median),
                                 fmt(rest.front()), fmt(rest.back()));
        bars = std::move(kept);
    }
    std::stable_sort(bars.begin(), bars.end(),
                     [higherIsBetter](const SystemBar& a, const SystemBar& b) {
                         return higherIsBetter ? a.total > b.total : a.total < b.total;
                     });
}

void SystemBarChart::layOutRows(Drawing& d, const std::vector<BarLayer>& layers) {
    d.n = int(d.bars.size()) + (d.summaryLabel.isEmpty() ? 0 : 1);
    for (int i = 0; i < d.n; ++i)
        d.categories << QString();
    for (std::size_t i = 0; i < d.bars.size(); ++i)
        d.categories[d.row(int(i))] = d.bars[i].label;
    if (!d.summaryLabel.isEmpty()) d.categories[d.row(d.n - 1)] = d.summaryLabel;

    // Values per drawn layer in row order; a part zero everywhere (no expert parallelism in a
    // dense model) is not drawn and gets no legend entry.
    for (std::size_t l = 0; l < layers.size(); ++l) {
        std::vector<double> values(std::size_t(d.n), 0.0);
        for (std::size_t i = 0; i < d.bars.size(); ++i)
            values[std::size_t(d.row(int(i)))] =
                l < d.bars[i].parts.size() ? d.bars[i].parts[l] : 0.0;
        if (l > 0 && std::all_of(values.begin(), values.end(), [](double v) { return v == 0.0; }))
            continue;
        d.layerValues.push_back(std::move(values));
        d.keptLayers.push_back(l);
        d.layerNames << layers[l].name;
    }
    if (!d.summaryLabel.isEmpty()) d.layerNames << QStringLiteral("\x1fsummary");
}

void SystemBarChart::fitValueAxis(Drawing& d, const QString& valueFormat) {
    // The axis is the bars' (the chart's subject): a range reaching far past them (one outlier
    // quote) is clipped at the edge and marked with its value, not allowed to squash the bars.
    double subjectTop = 0.0, rangeTop = 0.0;
    for (const SystemBar& b : d.bars) {
        subjectTop = std::max({subjectTop, b.total, b.hasBand ? b.bandHigh : 0.0,
                               b.hasPrediction ? b.predictionHigh : 0.0});
        if (b.hasRange) rangeTop = std::max(rangeTop, b.high);
    }
    if (!d.summaryLabel.isEmpty()) subjectTop = std::max(subjectTop, d.summary.p90);
    d.top = std::max(subjectTop, rangeTop);
    const double clipAt = subjectTop * kRangeClipFactor;
    const bool clipRanges = subjectTop > 0.0 && rangeTop > clipAt;
    if (!clipRanges) return;
    // The cut sits on a round value, so an edit that moves the bars a little moves neither
    // the cut nor the ranges (a thousand clipped ranges are not re-laid out on every edit).
    const double edge = niceCeil(clipAt * 1.08);
    d.top = edge / 1.08;
    for (SystemBar& b : d.bars) {
        if (!b.hasRange || b.high <= edge) continue;
        b.beyond = QStringLiteral("→ ") + QString::asprintf(qPrintable(valueFormat), b.high);
        d.clippedRanges << QStringLiteral("%1 %2").arg(b.label, b.beyond);
        b.high = edge;
        b.low = std::min(b.low, edge);
        b.median = std::min(b.median, edge);
    }
}

// In row order, whatever order the bars were sorted in: ranges an edit did not move then
// compare equal to the drawn ones and are not drawn again (a thousand "→" labels).
void SystemBarChart::sortInRowOrder(std::vector<RangeLine>& lines, QList<QPointF>& ticks,
                                    bool horizontal) {
    std::sort(lines.begin(), lines.end(),
              [](const RangeLine& a, const RangeLine& b) { return a.row < b.row; });
    std::sort(ticks.begin(), ticks.end(), [horizontal](QPointF a, QPointF b) {
        return horizontal ? a.y() < b.y() : a.x() < b.x();
    });
}

void SystemBarChart::collectOverlays(Drawing& d) {
    const std::vector<SystemBar>& bars = d.bars;
    d.anyRange =
        std::any_of(bars.begin(), bars.end(), [](const SystemBar& b) { return b.hasRange; });
    for (std::size_t i = 0; i < bars.size(); ++i)
        if (bars[i].hasBand)
            d.bands.push_back({double(d.row(int(i))), bars[i].bandLow, bars[i].bandHigh});
    for (std::size_t i = 0; i < bars.size(); ++i)
        if (bars[i].hasPrediction)
            d.predictions.push_back(
                {double(d.row(int(i))), bars[i].predictionLow, bars[i].predictionHigh});
    for (int i = 0; i < d.n; ++i)
        d.tips << QString();
    for (std::size_t i = 0; i < bars.size(); ++i) {
        if (!bars[i].hasRange) continue;
        const int r = d.row(int(i));
        d.tips[r] = bars[i].rangeTooltip;
        d.ranges.push_back({double(r), bars[i].low, bars[i].high, bars[i].beyond});
        d.tickPoints << (d.horizontal ? QPointF(bars[i].median, r) : QPointF(r, bars[i].median));
    }
    sortInRowOrder(d.ranges, d.tickPoints, d.horizontal);
}

QValueAxis* SystemBarChart::draw(std::vector<SystemBar> bars, const std::vector<BarLayer>& layers,
                                 const QString& valueTitle, const QString& valueFormat,
                                 const QString& unit, const QString& rangeName, bool higherIsBetter,
                                 const Style& style) {
    Drawing d;
    QStringList names;
    for (const SystemBar& b : bars)
        names << b.label;
    d.horizontal = horizontal_ = !fitsVertically(names, style.presentation);
    d.bars = std::move(bars);
    summariseRows(d, higherIsBetter, style, valueFormat);
    layOutRows(d, layers);
    fitValueAxis(d, valueFormat);
    collectOverlays(d);
    if (keepsRows(d)) return updateInPlace(d, valueFormat, style);
    return rebuild(d, layers, valueTitle, valueFormat, unit, rangeName, style);
}

bool SystemBarChart::keepsRows(const Drawing& d) const {
    return lastSeries_ && chart_->series().contains(lastSeries_) &&
           d.categories.size() == lastCategories_.size() && d.layerNames == lastLayerNames_ &&
           horizontal_ == lastHorizontal_ && d.anyRange == (ranges_.rangeAnchor() != nullptr) &&
           d.bands.empty() == (bandLegend_ == nullptr) &&
           d.predictions.empty() == (predictionLegend_ == nullptr);
}

// Rows that changed places: relabelling a thousand rows costs several frames, so while edits
// keep coming the rows stay where they were (every value exact) and the order is brought up to
// date once the edits pause (resortTimer_).
void SystemBarChart::keepRowPlaces(Drawing& d) {
    if (d.categories == lastCategories_) return;
    const int n = d.n;
    QHash<QString, int> where;
    where.reserve(d.categories.size());
    for (int r = 0; r < n; ++r)
        where.insert(d.categories[r], r);
    std::vector<int> lastRowOf(std::size_t(n), -1);
    bool sameRows = true;
    for (int r = 0; r < n && sameRows; ++r) {
        const auto it = where.constFind(lastCategories_[r]);
        sameRows = it != where.constEnd();
        if (sameRows) lastRowOf[std::size_t(*it)] = r;
    }
    if (!sameRows || forceResort_) {
        lastCategory_->setCategories(d.categories);
        lastSeries_->setProperty("categories", d.categories);
        lastCategories_ = d.categories;
        return;
    }
    for (auto& values : d.layerValues) {
        std::vector<double> kept(values.size());
        for (std::size_t r = 0; r < values.size(); ++r)
            kept[std::size_t(lastRowOf[r])] = values[r];
        values = std::move(kept);
    }
    for (RangeLine& rl : d.ranges)
        rl.row = lastRowOf[std::size_t(rl.row)];
    for (RangeLine& rl : d.bands)
        rl.row = lastRowOf[std::size_t(rl.row)];
    for (RangeLine& rl : d.predictions)
        rl.row = lastRowOf[std::size_t(rl.row)];
    for (QPointF& p : d.tickPoints)
        (horizontal_ ? p.ry() : p.rx()) = lastRowOf[std::size_t(horizontal_ ? p.y() : p.x())];
    sortInRowOrder(d.ranges, d.tickPoints, horizontal_);
    resortTimer_->start();
}

void SystemBarChart::updateBarValues(Drawing& d) {
    if (barsItem_) {
        barValues_ = std::move(d.layerValues);
        summaryRow_ = d.summaryLabel.isEmpty() ? -1 : d.row(d.n - 1);
        summary_ = d.summary;
        place();
        return;
    }
    const QList<QBarSet*> sets = lastSeries_->barSets();
    // Only the parts an edit moved (an electricity price moves the power part alone), each
    // replaced whole: one change signal per set instead of one per bar.
    for (std::size_t k = 0; k < d.layerValues.size() && k < std::size_t(sets.size()); ++k) {
        QBarSet* set = sets[qsizetype(k)];
        bool same = set->count() == d.n;
        for (int r = 0; r < d.n && same; ++r)
            same = set->at(r) == d.layerValues[k][std::size_t(r)];
        if (same) continue;
        set->remove(0, set->count());
        set->append(QList<qreal>(d.layerValues[k].begin(), d.layerValues[k].end()));
    }
    if (!d.summaryLabel.isEmpty()) sets.back()->replace(d.row(d.n - 1), d.summary.median);
}

// An edit that leaves every row where it was only changes lengths: update the bars in place.
// Rebuilding a thousand labelled rows costs many frames; moving them costs a fraction of one.
QValueAxis* SystemBarChart::updateInPlace(Drawing& d, const QString& valueFormat,
                                          const Style& style) {
    keepRowPlaces(d);
    // Before the bars are placed against it. Keep the axis while the data still fills it (an
    // axis change re-lays every bar out).
    const double want = d.top > 0 ? d.top * 1.08 : 1.0;
    if (want > lastValue_->max() || want < 0.6 * lastValue_->max()) {
        lastValue_->setRange(0.0, want);
        lastValue_->applyNiceNumbers();
    }
    updateBarValues(d);
    // Quotes do not move with the assumptions: their ranges are redrawn only when they do.
    const bool rangesMoved = d.ranges.size() != ranges_.ranges().size() ||
                             !std::equal(d.ranges.begin(), d.ranges.end(), ranges_.ranges().begin(),
                                         [](const RangeLine& a, const RangeLine& b) {
                                             return a.row == b.row && a.low == b.low &&
                                                    a.high == b.high && a.beyond == b.beyond;
                                         });
    if (QScatterSeries* anchor = ranges_.rangeAnchor();
        anchor && (rangesMoved || anchor->points() != d.tickPoints)) {
        anchor->replace(d.tickPoints);
        ranges_.setRanges(std::move(d.ranges));
        ranges_.placeRanges(horizontal_, style.presentation);
    }
    ranges_.setBands(std::move(d.bands), lastSeries_, 1.0 / 6.0);
    ranges_.placeBands(horizontal_, style.presentation);
    ranges_.setPredictions(std::move(d.predictions), lastSeries_, lastSeries_->barWidth() / 2.0);
    ranges_.placePredictions(horizontal_, style.presentation);
    summaryNote_ = d.summaryNote;
    clippedNote_ = clippedNoteFor(d.clippedRanges, valueFormat, d.top * 1.08);
    return lastValue_;
}

QAbstractBarSeries* SystemBarChart::addBarSeries(const Drawing& d,
                                                 const std::vector<BarLayer>& layers) {
    QAbstractBarSeries* series =
        horizontal_ ? static_cast<QAbstractBarSeries*>(new QHorizontalStackedBarSeries)
                    : static_cast<QAbstractBarSeries*>(new QStackedBarSeries);
    series->setProperty("categories", d.categories);
    // Horizontal bars (many rows) are painted by one item; the sets only name and colour them.
    const bool ownBars = horizontal_;
    for (std::size_t k = 0; k < d.keptLayers.size(); ++k) {
        const BarLayer& layer = layers[d.keptLayers[k]];
        auto* set = new QBarSet(layer.name);
        set->setColor(layer.color);
        set->setBorderColor(layer.color);
        if (!ownBars) set->append(QList<qreal>(d.layerValues[k].begin(), d.layerValues[k].end()));
        series->append(set);
    }
    if (!d.summaryLabel.isEmpty()) {
        auto* set = new QBarSet(tr("Others: P10–P90, median"));
        set->setColor(QColor(0xbbbbbb));
        set->setBorderColor(set->color());
        if (!ownBars)
            for (int i = 0; i < d.n; ++i)
                *set << (i == d.row(d.n - 1) ? d.summary.median : 0.0);
        series->append(set);
    }
    chart_->addSeries(series);
    return series;
}

std::pair<QBarCategoryAxis*, QValueAxis*> SystemBarChart::addAxes(const Drawing& d,
                                                                  QAbstractBarSeries* series,
                                                                  const QString& valueTitle,
                                                                  const QString& valueFormat) {
    auto* cat = new QBarCategoryAxis;
    cat->append(d.categories);
    auto* value = new QValueAxis;
    value->setTitleText(valueTitle);
    value->setLabelFormat(valueFormat);
    value->setRange(0.0, d.top > 0 ? d.top * 1.08 : 1.0);
    value->applyNiceNumbers();
    if (horizontal_) {
        // Qt Charts gives every category a grid line and a tick, each an item whose stroked
        // outline it recomputes on every frame: a thousand rows keep their labels and bars and
        // lose only the lines between them (a third of the repaint after an edit).
        if (d.n > kManyRows) {
            cat->setGridLineVisible(false);
            cat->setLineVisible(false);
        }
        chart_->addAxis(cat, Qt::AlignLeft);
        chart_->addAxis(value, Qt::AlignBottom);
    } else {
        cat->setTitleText(tr("System"));
        chart_->addAxis(cat, Qt::AlignBottom);
        chart_->addAxis(value, Qt::AlignLeft);
    }
    series->attachAxis(cat);
    series->attachAxis(value);
    return {cat, value};
}

void SystemBarChart::addBarsItem(Drawing& d, QAbstractBarSeries* series, const QString& unit) {
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
    barValues_ = std::move(d.layerValues);
    summaryRow_ = d.summaryLabel.isEmpty() ? -1 : d.row(d.n - 1);
    summary_ = d.summary;
    barsItem_->setTickColor(inkColor());
}

// Ranges (e.g. every rental quote of the system's chip): one low-high line and a tick at the
// median per system, whatever the number of quotes; hover a tick for every value.
void SystemBarChart::addRangeTicks(Drawing& d, QValueAxis* value, const QString& rangeName,
                                   const Style& style) {
    ranges_.setRanges({});
    if (d.anyRange) {
        auto* ticks = new QScatterSeries;
        ticks->setName(rangeName);
        ticks->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        ticks->setMarkerSize(style.presentation ? 12 : 8);
        ticks->setColor(rangeColor());
        ticks->setBorderColor(inkColor());
        ticks->append(d.tickPoints);
        ranges_.setRanges(std::move(d.ranges));
        auto* hidden = new QValueAxis;
        hidden->setRange(-0.5, std::max(0.5, d.n - 0.5));
        hidden->setVisible(false);
        chart_->addAxis(hidden, horizontal_ ? Qt::AlignLeft : Qt::AlignBottom);
        chart_->addSeries(ticks);
        ticks->attachAxis(hidden);
        ticks->attachAxis(value);
        ranges_.setRangeAnchor(ticks);
        attachRowTooltips(page_, ticks, d.tips, horizontal_);
    }
    ranges_.placeRanges(horizontal_, style.presentation);
}

// The whiskers' legend entry (the whiskers themselves are RangeItems' bands).
void SystemBarChart::addBandLegend(QBarCategoryAxis* cat, QValueAxis* value, const Style& style) {
    bandLegend_ = new QLineSeries;
    bandLegend_->setName(tr("P10–P90"));
    QPen pen(inkColor());
    pen.setWidthF(style.presentation ? 2.5 : 1.5);
    bandLegend_->setPen(pen);
    chart_->addSeries(bandLegend_);
    bandLegend_->attachAxis(value);
    bandLegend_->attachAxis(cat);
}

// The prediction boxes' legend entry: an empty area series in their hatch and outline.
void SystemBarChart::addPredictionLegend(QBarCategoryAxis* cat, QValueAxis* value,
                                         const Style& style) {
    auto* upper = new QLineSeries;
    auto* legend = new QAreaSeries(upper);
    upper->setParent(legend); // an area series does not own the line series it is given
    legend->setName(tr("Prediction error (P90)"));
    legend->setBrush(predictionBandBrush());
    legend->setPen(predictionBandPen(style.presentation));
    chart_->addSeries(legend);
    legend->attachAxis(value);
    legend->attachAxis(cat);
    predictionLegend_ = legend;
}

QValueAxis* SystemBarChart::rebuild(Drawing& d, const std::vector<BarLayer>& layers,
                                    const QString& valueTitle, const QString& valueFormat,
                                    const QString& unit, const QString& rangeName,
                                    const Style& style) {
    clearChart_();
    QAbstractBarSeries* series = addBarSeries(d, layers);
    const auto [cat, value] = addAxes(d, series, valueTitle, valueFormat);
    attachHoverTooltips(page_, series, unit);
    if (horizontal_) addBarsItem(d, series, unit);
    addRangeTicks(d, value, rangeName, style);
    if (!d.bands.empty()) addBandLegend(cat, value, style);
    if (!d.predictions.empty()) addPredictionLegend(cat, value, style);
    lastSeries_ = series;
    place();
    ranges_.setBands(std::move(d.bands), series, 1.0 / 6.0);
    ranges_.placeBands(horizontal_, style.presentation);
    ranges_.setPredictions(std::move(d.predictions), series, series->barWidth() / 2.0);
    ranges_.placePredictions(horizontal_, style.presentation);
    lastCategory_ = cat;
    lastValue_ = value;
    lastCategories_ = d.categories;
    lastLayerNames_ = d.layerNames;
    lastHorizontal_ = horizontal_;
    fitView(d.n, style);
    summaryNote_ = d.summaryNote;
    clippedNote_ = clippedNoteFor(d.clippedRanges, valueFormat, d.top * 1.08);
    return value;
}

void SystemBarChart::fitView(int rows, const Style& style) {
    // Hundreds of axis-aligned bars gain nothing from antialiasing and paint much faster without.
    view_->setRenderHint(QPainter::Antialiasing, rows <= kManyRows);
    // Full names on every row: the view grows with the rows and the page scrolls.
    if (horizontal_ && style.rowBudget == 0) {
        const QFontMetrics fm(systemLabelFont(page_->font(), style.presentation));
        const int rowPx = 2 * fm.height() + 4;
        view_->setMinimumHeight(std::max(320, rows * rowPx + 180));
    } else {
        view_->setMinimumHeight(320);
    }
}

void SystemBarChart::clear() {
    summaryNote_.clear();
    clippedNote_.clear();
    delete barsItem_;
    barsItem_ = nullptr;
    barValues_.clear();
    summaryRow_ = -1;
    lastSeries_ = nullptr;
    lastCategory_ = nullptr;
    lastValue_ = nullptr;
    lastCategories_.clear();
    bandLegend_ = nullptr;
    predictionLegend_ = nullptr;
}

} // namespace sil::ui
