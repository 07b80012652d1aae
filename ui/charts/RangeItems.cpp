#include "RangeItems.h"

#include "ChartLook.h"
#include "HatchedBoxesItem.h"
#include "SegmentsItem.h"

#include <QChart>
#include <QFont>
#include <QGraphicsSimpleTextItem>
#include <QPen>
#include <QScatterSeries>
#include <algorithm>
#include <cmath>

namespace sil::ui {

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

void RangeItems::placeRanges(bool horizontal, bool presentation) {
    for (QGraphicsSimpleTextItem* label : beyondLabels_)
        delete label;
    beyondLabels_.clear();
    // One item for every range: a thousand ranges move on every plot-area change.
    if (!segmentsOn(chart_, rangeItem_, rangeAnchor_ && !ranges_.empty(), 10)) return;
    QPen pen(rangeColor());
    pen.setWidthF(presentation ? 5.0 : 3.0);
    rangeItem_->setPen(pen);
    QList<QLineF> lines;
    lines.reserve(qsizetype(ranges_.size()));
    for (const RangeLine& r : ranges_) {
        const QPointF a = horizontal ? chart_->mapToPosition(QPointF(r.low, r.row), rangeAnchor_)
                                     : chart_->mapToPosition(QPointF(r.row, r.low), rangeAnchor_);
        const QPointF b = horizontal ? chart_->mapToPosition(QPointF(r.high, r.row), rangeAnchor_)
                                     : chart_->mapToPosition(QPointF(r.row, r.high), rangeAnchor_);
        lines << QLineF(a, b);
        if (!r.beyond.isEmpty()) {
            auto* label = new QGraphicsSimpleTextItem(r.beyond, chart_);
            QFont font = chart_->font();
            font.setPointSizeF(font.pointSizeF() * (presentation ? 1.1 : 0.9));
            font.setBold(true);
            label->setFont(font);
            label->setBrush(rangeColor());
            label->setZValue(12);
            const QRectF box = label->boundingRect();
            // At the clipped end, inside the plot area.
            label->setPos(horizontal ? b - QPointF(box.width() + 2, box.height() + 1)
                                     : b + QPointF(3, 0));
            beyondLabels_.push_back(label);
        }
    }
    rangeItem_->setSegments(std::move(lines));
}

void RangeItems::setBands(std::vector<RangeLine> bands, QAbstractSeries* anchor, double capRows) {
    bands_ = std::move(bands);
    bandCapRows_ = capRows;
    bandAnchor_ = anchor;
}

void RangeItems::placeBands(bool horizontal, bool presentation) {
    if (!segmentsOn(chart_, bandItem_, bandAnchor_ && !bands_.empty(), 11)) return;
    QPen pen(inkColor());
    pen.setWidthF(presentation ? 2.5 : 1.5);
    bandItem_->setPen(pen);
    // Caps a third of a row tall, whatever the row height.
    const QPointF r0 = chart_->mapToPosition(QPointF(0, 0), bandAnchor_);
    const QPointF r1 =
        chart_->mapToPosition(horizontal ? QPointF(0, 1) : QPointF(1, 0), bandAnchor_);
    const double cap =
        std::max(3.0, std::abs(horizontal ? r1.y() - r0.y() : r1.x() - r0.x()) * bandCapRows_);
    const QPointF across = horizontal ? QPointF(0, cap) : QPointF(cap, 0);
    QList<QLineF> lines;
    lines.reserve(qsizetype(bands_.size()) * 3);
    for (const RangeLine& b : bands_) {
        const QPointF a = chart_->mapToPosition(
            horizontal ? QPointF(b.low, b.row) : QPointF(b.row, b.low), bandAnchor_);
        const QPointF z = chart_->mapToPosition(
            horizontal ? QPointF(b.high, b.row) : QPointF(b.row, b.high), bandAnchor_);
        lines << QLineF(a, z) << QLineF(a - across, a + across) << QLineF(z - across, z + across);
    }
    bandItem_->setSegments(std::move(lines));
}

void RangeItems::dropBandItem() {
    delete bandItem_;
    bandItem_ = nullptr;
}

void RangeItems::setPredictions(std::vector<RangeLine> boxes, QAbstractSeries* anchor,
                                double halfRows) {
    predictions_ = std::move(boxes);
    predictionAnchor_ = anchor;
    predictionHalfRows_ = halfRows;
}

void RangeItems::placePredictions(bool horizontal, bool presentation) {
    if (!predictionAnchor_ || predictions_.empty()) {
        delete predictionItem_;
        predictionItem_ = nullptr;
        return;
    }
    if (!predictionItem_) {
        predictionItem_ = new HatchedBoxesItem(chart_);
        // Over the bars (3.5), under the whiskers (11) and the rental ranges (10).
        predictionItem_->setZValue(9);
    }
    predictionItem_->setLook(predictionBandPen(presentation), predictionBandBrush());
    const double h = predictionHalfRows_;
    QList<QRectF> boxes;
    boxes.reserve(qsizetype(predictions_.size()));
    for (const RangeLine& b : predictions_) {
        const QPointF a = chart_->mapToPosition(
            horizontal ? QPointF(b.low, b.row - h) : QPointF(b.row - h, b.low), predictionAnchor_);
        const QPointF z = chart_->mapToPosition(horizontal ? QPointF(b.high, b.row + h)
                                                           : QPointF(b.row + h, b.high),
                                                predictionAnchor_);
        boxes << QRectF(a, z).normalized();
    }
    predictionItem_->setBoxes(std::move(boxes));
}

} // namespace sil::ui
