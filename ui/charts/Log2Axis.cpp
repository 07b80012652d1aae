#include "Log2Axis.h"

#include "HoverTooltips.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLineSeries>
#include <algorithm>
#include <cmath>

namespace sil::ui {

void addLog2Lines(QChart* chart, QObject* context, const std::vector<double>& xs,
                  const QStringList& labels, bool labelEvery, int maxLabels, const QString& xTitle,
                  QAbstractAxis* y, const std::vector<QLineSeries*>& lines, const QString& unit) {
    auto* x = new QCategoryAxis;
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    // Every `stride`-th power of two keeps size labels from colliding (Qt Charts cuts a label
    // wider than its share of the axis): every one, every other, or fewer on a narrow chart.
    const int first = int(std::log2(xs.front())), last = int(std::log2(xs.back()));
    const int span = last - first + 1;
    int stride = labelEvery ? 1 : 2;
    while (span / stride > std::max(2, maxLabels))
        ++stride;
    for (std::size_t i = 0; i < xs.size(); ++i) {
        const int e = int(std::log2(xs[i]));
        // The last one too, when it is a whole stride past the one before it.
        const bool lastWhole = i + 1 == xs.size() && (e - first) % stride >= stride / 2 + 1;
        if ((e - first) % stride == 0 || lastWhole) x->append(labels.at(int(i)), e);
    }
    x->setRange(std::log2(xs.front()), std::log2(xs.back()));
    x->setTitleText(xTitle);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QLineSeries* line : lines) {
        chart->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        if (!unit.isEmpty() && !line->property("noTooltip").toBool())
            attachHoverTooltips(context, line, unit);
    }
}

} // namespace sil::ui
