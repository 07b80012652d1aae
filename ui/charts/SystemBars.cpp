#include "SystemBars.h"

#include "ChartFonts.h"
#include "ChartLook.h"
#include "HoverTooltips.h"
#include "RangeItems.h"
#include "StackedBarsItem.h"
#include "SystemBarsDrawing.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHorizontalStackedBarSeries>
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
