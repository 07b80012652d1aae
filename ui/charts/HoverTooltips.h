#pragma once
// What hovering a chart shows: the exact value under the cursor, with its row and unit.
#include <QStringList>

class QAbstractSeries;
class QObject;
class QScatterSeries;

namespace sil::ui {

// Bars: "row — part\nvalue unit"; lines and points: the nearest point's "name\nx: y unit".
// The connections live as long as `context`.
void attachHoverTooltips(QObject* context, QAbstractSeries* series, const QString& unit);
// Range ticks (one per row, x or y the row index when `horizontal`): that row's `tips` entry.
void attachRowTooltips(QObject* context, QScatterSeries* ticks, const QStringList& tips,
                       bool horizontal);

} // namespace sil::ui
