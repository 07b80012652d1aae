#pragma once
// The user's imported benchmark points drawn over a chart's predicted curves: hollow markers with a
// black outline, one series per file, in the legend as "measured (file)", so a measured point is
// never mistaken for a predicted one.
#include <QString>
#include <QStringList>
#include <vector>

class QAbstractAxis;
class QChart;
class QObject;
class QScatterSeries;

namespace sil::ui {

struct MeasuredMarker {
    QString file; // the file it was imported from
    double x = 0.0, y = 0.0;
    QString xLabel; // what the tooltip calls x ("1 MiB"); empty: the number
};

// Adds the markers as one scatter series per file (in first-seen order) attached to `x` and
// `y`, with hover tooltips in `unit`. Returns the series.
std::vector<QScatterSeries*> addMeasuredMarkers(QChart* chart, QObject* context,
                                                const std::vector<MeasuredMarker>& markers,
                                                QAbstractAxis* x, QAbstractAxis* y,
                                                bool presentation, const QString& unit);

// The files of `markers`, once each, in first-seen order.
QStringList measuredFiles(const std::vector<MeasuredMarker>& markers);

// "Measured (hollow black markers): 3 imported points from a.json, b.txt." for the notes and
// captions.
QString measuredNote(const std::vector<MeasuredMarker>& markers);
// "one point", "84 points"; "one imported point", "84 imported points".
QString pointCount(qlonglong n);
QString importedPoints(qlonglong n);

} // namespace sil::ui
