#pragma once
// Lines drawn over a bar chart, in its value coordinates: the rental-quote ranges (low-high,
// anchored on the tick series that marks their medians) and the P10-P90 uncertainty whiskers
// with their end caps, and the hatched boxes of the predictions' error bands. Each kind is one item
// over the chart, placed again whenever the plot moves (a thousand rows move on each edit).
#include <QList>
#include <QString>
#include <vector>

class QAbstractSeries;
class QChart;
class QScatterSeries;
class QGraphicsSimpleTextItem;

namespace sil::ui {

class SegmentsItem;
class HatchedBoxesItem;

// One row's line: `row` is the category index (fractional within a group of bars).
struct RangeLine {
    double row, low, high;
    // Set when the range reaches past the value axis (clipped to it): "→ $12.29", drawn at the
    // edge so an outlier quote is told, not drawn to scale.
    QString beyond = {};
};

class RangeItems {
public:
    explicit RangeItems(QChart* chart) : chart_(chart) {}

    // Rental ranges, placed against `anchor`'s axes (the series of their median ticks).
    QScatterSeries* rangeAnchor() const { return rangeAnchor_; }
    void setRangeAnchor(QScatterSeries* anchor) { rangeAnchor_ = anchor; }
    const std::vector<RangeLine>& ranges() const { return ranges_; }
    void setRanges(std::vector<RangeLine> ranges) { ranges_ = std::move(ranges); }
    void placeRanges(bool horizontal, bool presentation);

    // Whiskers over any bar chart (x: category index, fractional within a group), placed
    // against `anchor`'s axes. `capRows`: half the width of a whisker's end caps, in category
    // units.
    void setBands(std::vector<RangeLine> bands, QAbstractSeries* anchor, double capRows);
    void placeBands(bool horizontal, bool presentation);
    // The whisker item is made anew (in the current ink) when next placed.
    void dropBandItem();

    // Prediction error bands: a hatched box per row from low to high, `halfRows` category
    // units to each side of the row (the bar's own half width), placed against `anchor`'s axes.
    void setPredictions(std::vector<RangeLine> boxes, QAbstractSeries* anchor, double halfRows);
    void placePredictions(bool horizontal, bool presentation);
    const std::vector<RangeLine>& predictions() const { return predictions_; }

private:
    QChart* chart_;
    std::vector<RangeLine> ranges_;
    std::vector<QGraphicsSimpleTextItem*> beyondLabels_;
    SegmentsItem* rangeItem_ = nullptr; // every range line, one item
    QScatterSeries* rangeAnchor_ = nullptr;
    std::vector<RangeLine> bands_;
    SegmentsItem* bandItem_ = nullptr;      // every whisker and its caps, one item
    QAbstractSeries* bandAnchor_ = nullptr; // the series whose axes place the whiskers
    double bandCapRows_ = 1.0 / 6.0;
    std::vector<RangeLine> predictions_;
    HatchedBoxesItem* predictionItem_ = nullptr; // every prediction box, one item
    QAbstractSeries* predictionAnchor_ = nullptr;
    double predictionHalfRows_ = 0.5;
};

} // namespace sil::ui
