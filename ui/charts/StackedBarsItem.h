#pragma once
// Every bar of a chart of many systems as one graphics item: rows of stacked parts, one
// colour per layer. Qt Charts makes a graphics item per bar and lays every one out again on
// each value change (twice per changed layer); at a thousand rows that, and Qt tracking four
// thousand moved items before the next paint, was most of an edit's frame. Here an edit
// replaces the rectangles and paints the rows on screen.
#include <QColor>
#include <QGraphicsItem>
#include <QList>
#include <QRectF>
#include <QString>
#include <functional>
#include <limits>
#include <vector>

namespace sil::ui {

class StackedBarsItem : public QGraphicsItem {
public:
    struct Layer {
        QString name;
        QColor color;
    };
    // One drawn part: its rectangle in the chart's coordinates, its layer and its row; with a
    // finite `tickX`, a line across it there (the median of a box).
    struct Part {
        QRectF rect;
        int layer = 0;
        int row = 0;
        double value = 0.0;
        double tickX = std::numeric_limits<double>::quiet_NaN();
    };
    // Hover text for a part (row, layer, value); empty hides the tool tip.
    using ToolTip = std::function<QString(int row, int layer, double value)>;

    explicit StackedBarsItem(QGraphicsItem* parent = nullptr);

    void setLayers(std::vector<Layer> layers);
    void setParts(std::vector<Part> parts);
    const std::vector<Part>& parts() const { return parts_; }
    void setToolTip(ToolTip toolTip) { toolTip_ = std::move(toolTip); }
    void setTickColor(const QColor& color) { tickColor_ = color; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

protected:
    void hoverMoveEvent(QGraphicsSceneHoverEvent* event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent* event) override;

private:
    const Part* partAt(const QPointF& pos) const;

    std::vector<Layer> layers_;
    std::vector<Part> parts_;
    QRectF bounds_;
    ToolTip toolTip_;
    QColor tickColor_ = Qt::black;
};

} // namespace sil::ui
