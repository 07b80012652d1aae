#include "Log2Axis.h"

#include "HoverTooltips.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLineSeries>
#include <cmath>

namespace sil::ui {

void addLog2Lines(QChart* chart, QObject* context, const std::vector<double>& xs,
                  const QStringList& labels, bool labelEvery, const QString& xTitle,
                  QAbstractAxis* y, const std::vector<QLineSeries*>& lines, const QString& unit) {
    auto* x = new QCategoryAxis;
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    for (std::size_t i = 0; i < xs.size(); ++i) {
        const int e = int(std::log2(xs[i]));
        // Every other power of two, and the last, keeps size labels from colliding.
        if (labelEvery || e % 2 == 0 || i + 1 == xs.size()) x->append(labels.at(int(i)), e);
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
