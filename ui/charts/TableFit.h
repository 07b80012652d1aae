#pragma once
// A table sized to the room it is given, as a chart fills its picture: the largest font (within
// bounds) at which every row and column shows whole, the room left spread over the columns
// and rows.
#include <QSize>

class QTableWidget;

namespace sil::ui {

// The room the table's headers and cells take at their current sizes, frame included.
QSize tableContentSize(const QTableWidget& table);

// Fits `table` to `room` with a point size in [minPt, maxPt]: true when everything shows whole
// at some size; false (left at minPt, sections at their contents) when it does not.
bool fitTableToRoom(QTableWidget& table, const QSize& room, int minPt, int maxPt);

} // namespace sil::ui
