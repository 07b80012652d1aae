#include "HatchedBoxesItem.h"

#include <QPainter>

namespace sil::ui {

namespace {
// A purple apart from the bars' palette and the red rental ranges.
const QColor kPredictionColor(0x7b3fa0);
} // namespace

QBrush predictionBandBrush() {
    return QBrush(kPredictionColor, Qt::BDiagPattern);
}

QPen predictionBandPen(bool presentation) {
    QPen pen(kPredictionColor);
    pen.setWidthF(presentation ? 2.0 : 1.2);
    return pen;
}

HatchedBoxesItem::HatchedBoxesItem(QGraphicsItem* parent) : QGraphicsItem(parent) {}

void HatchedBoxesItem::setLook(const QPen& pen, const QBrush& brush) {
    pen_ = pen;
    brush_ = brush;
    update();
}

void HatchedBoxesItem::setBoxes(QList<QRectF> boxes) {
    boxes_ = std::move(boxes);
    QRectF r;
    for (const QRectF& b : boxes_)
        r |= b;
    const double grow = pen_.widthF() / 2.0 + 1.0;
    r = r.adjusted(-grow, -grow, grow, grow);
    if (r != bounds_) {
        prepareGeometryChange();
        bounds_ = r;
    }
    update();
}

QRectF HatchedBoxesItem::boundingRect() const {
    return bounds_;
}

void HatchedBoxesItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    // A light wash under the hatching, so the band reads over a dark bar too.
    QColor wash = pen_.color();
    wash.setAlphaF(0.18f);
    painter->setPen(Qt::NoPen);
    painter->setBrush(wash);
    painter->drawRects(boxes_);
    painter->setPen(pen_);
    painter->setBrush(brush_);
    painter->drawRects(boxes_);
}

} // namespace sil::ui
