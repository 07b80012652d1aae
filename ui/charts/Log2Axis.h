#pragma once
// Curves over sizes that double (message sizes, batch sizes): an x axis of log2(value),
// labelled at the given sizes.
#include <QStringList>
#include <vector>

class QAbstractAxis;
class QChart;
class QLineSeries;
class QObject;

namespace sil::ui {

// Attaches `lines` to `chart` over an x axis of log2(value) labelled at `labels` (every other
// one unless `labelEvery`, and fewer where more than `maxLabels` would not fit whole) and the
// y axis `y`. With a `unit`, hovering a line shows its values (the tool tips live as long as
// `context`), except on lines marked "noTooltip".
void addLog2Lines(QChart* chart, QObject* context, const std::vector<double>& xs,
                  const QStringList& labels, bool labelEvery, int maxLabels, const QString& xTitle,
                  QAbstractAxis* y, const std::vector<QLineSeries*>& lines, const QString& unit);

} // namespace sil::ui
