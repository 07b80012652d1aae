#include "MeasuredMarkers.h"

#include "HoverTooltips.h"

#include <QChart>
#include <QCoreApplication>
#include <QLegend>
#include <QLegendMarker>
#include <QPen>
#include <QScatterSeries>

namespace sil::ui {

namespace {

struct MarkerText {
    Q_DECLARE_TR_FUNCTIONS(sil::ui::MeasuredMarkers)
};

constexpr QScatterSeries::MarkerShape kShapes[] = {
    QScatterSeries::MarkerShapeCircle, QScatterSeries::MarkerShapeRectangle,
    QScatterSeries::MarkerShapeTriangle, QScatterSeries::MarkerShapePentagon,
    QScatterSeries::MarkerShapeStar};

} // namespace

QStringList measuredFiles(const std::vector<MeasuredMarker>& markers) {
    QStringList files;
    for (const MeasuredMarker& m : markers)
        if (!files.contains(m.file)) files << m.file;
    return files;
}

std::vector<QScatterSeries*> addMeasuredMarkers(QChart* chart, QObject* context,
                                                const std::vector<MeasuredMarker>& markers,
                                                QAbstractAxis* x, QAbstractAxis* y,
                                                bool presentation, const QString& unit) {
    std::vector<QScatterSeries*> out;
    const QStringList files = measuredFiles(markers);
    for (int f = 0; f < files.size(); ++f) {
        auto* s = new QScatterSeries;
        s->setName(MarkerText::tr("measured (%1)").arg(files[f]));
        s->setMarkerShape(kShapes[std::size_t(f) % std::size(kShapes)]);
        s->setMarkerSize(presentation ? 16.0 : 12.0);
        // Hollow with a black outline: unlike any predicted curve's filled points.
        s->setBrush(QBrush(QColor(0, 0, 0, 0)));
        QPen pen(Qt::black);
        pen.setWidthF(presentation ? 2.5 : 2.0);
        s->setPen(pen);
        QStringList labels;
        for (const MeasuredMarker& m : markers)
            if (m.file == files[f]) {
                s->append(m.x, m.y);
                labels << m.xLabel;
            }
        if (!labels.join(QString()).isEmpty()) s->setProperty("xLabels", labels);
        chart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
        attachHoverTooltips(context, s, unit);
        // The legend shows the marker as drawn: hollow, in its shape.
        for (QLegendMarker* m : chart->legend()->markers(s))
            m->setShape(QLegend::MarkerShapeFromSeries);
        out.push_back(s);
    }
    return out;
}

QString pointCount(qlonglong n) {
    return n == 1 ? MarkerText::tr("one point") : MarkerText::tr("%L1 points").arg(n);
}

QString importedPoints(qlonglong n) {
    return n == 1 ? MarkerText::tr("one imported point")
                  : MarkerText::tr("%L1 imported points").arg(n);
}

QString measuredNote(const std::vector<MeasuredMarker>& markers) {
    if (markers.empty()) return {};
    return MarkerText::tr("Measured (hollow black markers): %1 from %2.")
        .arg(importedPoints(qlonglong(markers.size())),
             measuredFiles(markers).join(QStringLiteral(", ")));
}

} // namespace sil::ui
