#pragma once
// What one SystemBarChart::draw() lays out before it touches the chart, shared by the files that
// lay the rows out, collect the overlays, update the rows in place and rebuild the chart.
#include "RangeItems.h"
#include "SystemBars.h"

#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <vector>

namespace sil::ui {

// What one draw() lays out before it touches the chart: the rows in drawing order (the "+N
// more" summary last), their labels, the values per drawn layer, the value axis's top and the
// lines drawn over the bars.
struct SystemBarChart::Drawing {
    std::vector<SystemBar> bars;
    bool horizontal = false;
    QString summaryLabel;
    SummaryBox summary;
    QString summaryNote; // becomes summaryNote_ once the chart is (re)built
    int n = 0;
    QStringList categories;
    std::vector<std::vector<double>> layerValues; // per drawn layer, in row order
    std::vector<std::size_t> keptLayers;          // the drawn layers' indices in `layers`
    QStringList layerNames;
    double top = 0.0;
    QStringList clippedRanges;
    bool anyRange = false;
    QList<QPointF> tickPoints;
    std::vector<RangeLine> ranges, bands, predictions;
    QStringList tips;
    // Horizontal category axes run bottom to top: the first (best) row is drawn at the top.
    int row(int i) const { return horizontal ? n - 1 - i : i; }
};

} // namespace sil::ui
