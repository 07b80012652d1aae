#include "SystemBars.h"

#include "ChartFonts.h"
#include "ChartLook.h"
#include "HoverTooltips.h"
#include "RangeItems.h"
#include "StackedBarsItem.h"

#include "core/economics/stats.h"

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

QValueAxis* SystemBarChart::draw(std::vector<SystemBar> bars, const std::vector<BarLayer>& layers,
                                 const QString& valueTitle, const QString& valueFormat,
                                 const QString& unit, const QString& rangeName, bool higherIsBetter,
                                 const Style& style) {
    QStringList names;
    for (const SystemBar& b : bars)
        names << b.label;
    horizontal_ = !fitsVertically(names, style.presentation);
    const QFontMetrics fm(systemLabelFont(page_->font(), style.presentation));
    QString summaryLabel;
    SummaryBox summary;
    QString summaryNote; // becomes summaryNote_ once the chart is (re)built
    QStringList clippedRanges;
    if (horizontal_) {
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
    // The axis is the bars' (the chart's subject): a range reaching far past them (one outlier
    // quote) is clipped at the edge and marked with its value, not allowed to squash the bars.
    double subjectTop = 0.0, rangeTop = 0.0;
    for (const SystemBar& b : bars) {
        subjectTop = std::max({subjectTop, b.total, b.hasBand ? b.bandHigh : 0.0});
        if (b.hasRange) rangeTop = std::max(rangeTop, b.high);
    }
    if (!summaryLabel.isEmpty()) subjectTop = std::max(subjectTop, summary.p90);
    double top = std::max(subjectTop, rangeTop);
    const double clipAt = subjectTop * kRangeClipFactor;
    const bool clipRanges = subjectTop > 0.0 && rangeTop > clipAt;
    if (clipRanges) {
        // The cut sits on a round value, so an edit that moves the bars a little moves neither
        // the cut nor the ranges (a thousand clipped ranges are not re-laid out on every edit).
        const double edge = niceCeil(clipAt * 1.08);
        top = edge / 1.08;
        for (SystemBar& b : bars) {
            if (!b.hasRange || b.high <= edge) continue;
            b.beyond = QStringLiteral("→ ") + QString::asprintf(qPrintable(valueFormat), b.high);
            clippedRanges << QStringLiteral("%1 %2").arg(b.label, b.beyond);
            b.high = edge;
            b.low = std::min(b.low, edge);
            b.median = std::min(b.median, edge);
        }
    }
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
        newRanges.push_back({double(r), bars[i].low, bars[i].high, bars[i].beyond});
        tickPoints << (horizontal_ ? QPointF(bars[i].median, r) : QPointF(r, bars[i].median));
    }
    // In row order, whatever order the bars were sorted in: ranges an edit did not move then
    // compare equal to the drawn ones and are not drawn again (a thousand "→" labels).
    const auto inRowOrder = [this](std::vector<RangeLine>& lines, QList<QPointF>& ticks) {
        std::sort(lines.begin(), lines.end(),
                  [](const RangeLine& a, const RangeLine& b) { return a.row < b.row; });
        std::sort(ticks.begin(), ticks.end(), [h = horizontal_](QPointF a, QPointF b) {
            return h ? a.y() < b.y() : a.x() < b.x();
        });
    };
    inRowOrder(newRanges, tickPoints);

    // An edit that leaves every row where it was only changes lengths: update the bars in place.
    // Rebuilding a thousand labelled rows costs many frames; moving them costs a fraction of one.
    if (lastSeries_ && chart_->series().contains(lastSeries_) &&
        categories.size() == lastCategories_.size() && layerNames == lastLayerNames_ &&
        horizontal_ == lastHorizontal_ && anyRange == (ranges_.rangeAnchor() != nullptr) &&
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
                inRowOrder(newRanges, tickPoints);
                resortTimer_->start();
            }
        }
        // Before the bars are placed against it. Keep the axis while the data still fills it (an
        // axis change re-lays every bar out).
        const double want = top > 0 ? top * 1.08 : 1.0;
        if (want > lastValue_->max() || want < 0.6 * lastValue_->max()) {
            lastValue_->setRange(0.0, want);
            lastValue_->applyNiceNumbers();
        }
        if (barsItem_) {
            barValues_ = std::move(layerValues);
            summaryRow_ = summaryLabel.isEmpty() ? -1 : row(n - 1);
            summary_ = summary;
            place();
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
        // Quotes do not move with the assumptions: their ranges are redrawn only when they do.
        const bool rangesMoved =
            newRanges.size() != ranges_.ranges().size() ||
            !std::equal(newRanges.begin(), newRanges.end(), ranges_.ranges().begin(),
                        [](const RangeLine& a, const RangeLine& b) {
                            return a.row == b.row && a.low == b.low && a.high == b.high &&
                                   a.beyond == b.beyond;
                        });
        if (QScatterSeries* anchor = ranges_.rangeAnchor();
            anchor && (rangesMoved || anchor->points() != tickPoints)) {
            anchor->replace(tickPoints);
            ranges_.setRanges(std::move(newRanges));
            ranges_.placeRanges(horizontal_, style.presentation);
        }
        ranges_.setBands(std::move(newBands), lastSeries_, 1.0 / 6.0);
        ranges_.placeBands(horizontal_, style.presentation);
        summaryNote_ = summaryNote;
        clippedNote_ = clippedNoteFor(clippedRanges, valueFormat, top * 1.08);
        return lastValue_;
    }
    clearChart_();

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
        // Qt Charts gives every category a grid line and a tick, each an item whose stroked
        // outline it recomputes on every frame: a thousand rows keep their labels and bars and
        // lose only the lines between them (a third of the repaint after an edit).
        if (n > kManyRows) {
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
    attachHoverTooltips(page_, series, unit);
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
    ranges_.setRanges({});
    if (anyRange) {
        auto* ticks = new QScatterSeries;
        ticks->setName(rangeName);
        ticks->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        ticks->setMarkerSize(style.presentation ? 12 : 8);
        ticks->setColor(rangeColor());
        ticks->setBorderColor(inkColor());
        ticks->append(tickPoints);
        ranges_.setRanges(std::move(newRanges));
        auto* hidden = new QValueAxis;
        hidden->setRange(-0.5, std::max(0.5, n - 0.5));
        hidden->setVisible(false);
        chart_->addAxis(hidden, horizontal_ ? Qt::AlignLeft : Qt::AlignBottom);
        chart_->addSeries(ticks);
        ticks->attachAxis(hidden);
        ticks->attachAxis(value);
        ranges_.setRangeAnchor(ticks);
        attachRowTooltips(page_, ticks, tips, horizontal_);
    }
    ranges_.placeRanges(horizontal_, style.presentation);
    if (anyBand) {
        bandLegend_ = new QLineSeries;
        bandLegend_->setName(tr("P10–P90"));
        QPen pen(inkColor());
        pen.setWidthF(style.presentation ? 2.5 : 1.5);
        bandLegend_->setPen(pen);
        chart_->addSeries(bandLegend_);
        bandLegend_->attachAxis(value);
        bandLegend_->attachAxis(cat);
    }
    lastSeries_ = series;
    place();
    ranges_.setBands(std::move(newBands), series, 1.0 / 6.0);
    ranges_.placeBands(horizontal_, style.presentation);
    lastCategory_ = cat;
    lastValue_ = value;
    lastCategories_ = categories;
    lastLayerNames_ = layerNames;
    lastHorizontal_ = horizontal_;
    // Hundreds of axis-aligned bars gain nothing from antialiasing and paint much faster without.
    view_->setRenderHint(QPainter::Antialiasing, n <= kManyRows);
    // Full names on every row: the view grows with the rows and the page scrolls.
    if (horizontal_ && style.rowBudget == 0) {
        const int rowPx = 2 * fm.height() + 4;
        view_->setMinimumHeight(std::max(320, n * rowPx + 180));
    } else {
        view_->setMinimumHeight(320);
    }
    summaryNote_ = summaryNote;
    clippedNote_ = clippedNoteFor(clippedRanges, valueFormat, top * 1.08);
    return value;
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
}

} // namespace sil::ui
