// What is drawn over the bars and named beside them: rental-quote ranges with their median
// ticks, the P10-P90 whiskers and the prediction error boxes (their lines collected per row,
// their legend entries), and the caption line for ranges cut at the axis.
#include "ChartLook.h"
#include "HatchedBoxesItem.h"
#include "HoverTooltips.h"
#include "RangeItems.h"
#include "SystemBars.h"
#include "SystemBarsDrawing.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QChart>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>
#include <QWidget>
#include <algorithm>

namespace sil::ui {

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

} // namespace sil::ui
