#pragma once
// Rectangles in one pen and one hatched brush as one graphics item: the prediction error bands
// over a bar chart of many systems (a box per row), told apart from the solid bars and the
// black P10-P90 whiskers by their hatching.
#include <QBrush>
#include <QGraphicsItem>
#include <QList>
#include <QPen>
#include <QRectF>

namespace sil::ui {

class HatchedBoxesItem : public QGraphicsItem {
public:
    explicit HatchedBoxesItem(QGraphicsItem* parent = nullptr);

    void setLook(const QPen& pen, const QBrush& brush);
    void setBoxes(QList<QRectF> boxes);
    const QList<QRectF>& boxes() const { return boxes_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QPen pen_;
    QBrush brush_;
    QList<QRectF> boxes_;
    QRectF bounds_;
};

// The look of a prediction band (also its legend entry's): a translucent fill hatched across,
// outlined in the same colour.
QBrush predictionBandBrush();
QPen predictionBandPen(bool presentation);

} // namespace sil::ui
