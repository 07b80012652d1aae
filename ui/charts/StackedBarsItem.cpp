#include "StackedBarsItem.h"

#include <QCursor>
#include <QGraphicsSceneHoverEvent>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QToolTip>
#include <cmath>

namespace sil::ui {

StackedBarsItem::StackedBarsItem(QGraphicsItem* parent) : QGraphicsItem(parent) {
    setAcceptHoverEvents(true);
}

void StackedBarsItem::setLayers(std::vector<Layer> layers) {
    layers_ = std::move(layers);
    update();
}

void StackedBarsItem::setParts(std::vector<Part> parts) {
    parts_ = std::move(parts);
    QRectF r;
    for (const Part& p : parts_)
        r |= p.rect;
    if (r != bounds_) {
        prepareGeometryChange();
        bounds_ = r;
    }
    update();
}

QRectF StackedBarsItem::boundingRect() const {
    return bounds_;
}

void StackedBarsItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget*) {
    // Only the rows in the exposed area: a scrolled chart of a thousand rows shows a few dozen.
    const QRectF exposed = option->exposedRect;
    painter->setPen(Qt::NoPen);
    int brushLayer = -1;
    for (const Part& p : parts_) {
        if (!p.rect.intersects(exposed)) continue;
        if (p.layer != brushLayer && p.layer < int(layers_.size())) {
            painter->setBrush(layers_[std::size_t(p.layer)].color);
            brushLayer = p.layer;
        }
        painter->drawRect(p.rect);
    }
    QPen tick(tickColor_);
    tick.setWidthF(2.0);
    painter->setPen(tick);
    for (const Part& p : parts_)
        if (std::isfinite(p.tickX) && p.rect.intersects(exposed))
            painter->drawLine(QLineF(p.tickX, p.rect.top(), p.tickX, p.rect.bottom()));
}

const StackedBarsItem::Part* StackedBarsItem::partAt(const QPointF& pos) const {
    for (const Part& p : parts_)
        if (p.rect.contains(pos)) return &p;
    return nullptr;
}

void StackedBarsItem::hoverMoveEvent(QGraphicsSceneHoverEvent* event) {
    const Part* p = partAt(event->pos());
    const QString text = p && toolTip_ ? toolTip_(p->row, p->layer, p->value) : QString();
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(QCursor::pos(), text);
}

void StackedBarsItem::hoverLeaveEvent(QGraphicsSceneHoverEvent*) {
    QToolTip::hideText();
}

} // namespace sil::ui
