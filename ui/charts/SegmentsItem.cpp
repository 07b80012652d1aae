#include "SegmentsItem.h"

#include <QPainter>
#include <algorithm>

namespace sil::ui {

SegmentsItem::SegmentsItem(QGraphicsItem* parent) : QGraphicsItem(parent) {}

void SegmentsItem::setPen(const QPen& pen) {
    if (pen == pen_) return;
    pen_ = pen;
    updateBounds();
}

void SegmentsItem::setSegments(QList<QLineF> segments) {
    segments_ = std::move(segments);
    updateBounds();
}

void SegmentsItem::updateBounds() {
    QRectF r;
    if (!segments_.isEmpty()) {
        double left = segments_.front().x1(), right = left;
        double top = segments_.front().y1(), bottom = top;
        for (const QLineF& l : segments_) {
            left = std::min({left, l.x1(), l.x2()});
            right = std::max({right, l.x1(), l.x2()});
            top = std::min({top, l.y1(), l.y2()});
            bottom = std::max({bottom, l.y1(), l.y2()});
        }
        // Flat and square caps reach half the pen's width past the ends and to each side.
        const double grow = pen_.style() == Qt::NoPen ? 0.0 : pen_.widthF() / 2.0 + 1.0;
        r = QRectF(QPointF(left, top), QPointF(right, bottom)).adjusted(-grow, -grow, grow, grow);
    }
    if (r != bounds_) {
        prepareGeometryChange();
        bounds_ = r;
    }
    update();
}

QRectF SegmentsItem::boundingRect() const {
    return bounds_;
}

void SegmentsItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setPen(pen_);
    painter->drawLines(segments_);
}

} // namespace sil::ui
