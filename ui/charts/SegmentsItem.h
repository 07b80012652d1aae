#pragma once
// Many straight segments in one pen as one graphics item: the rental-quote ranges and the
// P10-P90 whiskers of a thousand systems. A QGraphicsLineItem per segment (or a path item)
// computes its bounding rectangle by stroking its outline, and Qt walks every child's bounds
// whenever the chart moves: at a thousand rows that stroking was a tenth of an edit's frame.
// Here the bounds are the segments' extent grown by half the pen width.
#include <QGraphicsItem>
#include <QLineF>
#include <QList>
#include <QPen>

namespace sil::ui {

class SegmentsItem : public QGraphicsItem {
public:
    explicit SegmentsItem(QGraphicsItem* parent = nullptr);

    void setPen(const QPen& pen);
    const QPen& pen() const { return pen_; }
    void setSegments(QList<QLineF> segments);
    const QList<QLineF>& segments() const { return segments_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    void updateBounds();

    QPen pen_;
    QList<QLineF> segments_;
    QRectF bounds_;
};

} // namespace sil::ui
