#include "TableFit.h"

#include <QHeaderView>
#include <QTableWidget>
#include <algorithm>

namespace sil::ui {

namespace {

void setPointSize(QTableWidget& table, int pt) {
    QFont f = table.font();
    f.setPointSize(pt);
    table.setFont(f);
    table.horizontalHeader()->setFont(f);
    table.verticalHeader()->setFont(f);
    table.resizeColumnsToContents();
    table.resizeRowsToContents();
}

// The room left over, shared out: every column wider by the same amount, every row taller
// (by at most its own height, so a short table is not stretched into a few giant rows).
void spreadSlack(QTableWidget& table, const QSize& room) {
    const QSize used = tableContentSize(table);
    std::vector<int> columns, rows;
    for (int c = 0; c < table.columnCount(); ++c)
        if (!table.isColumnHidden(c)) columns.push_back(c);
    for (int r = 0; r < table.rowCount(); ++r)
        if (!table.isRowHidden(r)) rows.push_back(r);
    if (!columns.empty() && room.width() > used.width()) {
        const int extra = (room.width() - used.width()) / int(columns.size());
        for (int c : columns)
            table.setColumnWidth(c, table.columnWidth(c) + extra);
    }
    if (!rows.empty() && room.height() > used.height()) {
        const int extra = (room.height() - used.height()) / int(rows.size());
        for (int r : rows)
            table.setRowHeight(r, table.rowHeight(r) + std::min(extra, table.rowHeight(r)));
    }
}

} // namespace

QSize tableContentSize(const QTableWidget& table) {
    int w = 2 * table.frameWidth();
    int h = 2 * table.frameWidth();
    if (table.verticalHeader()->isVisible()) w += table.verticalHeader()->sizeHint().width();
    if (table.horizontalHeader()->isVisible()) h += table.horizontalHeader()->sizeHint().height();
    for (int c = 0; c < table.columnCount(); ++c)
        w += table.isColumnHidden(c) ? 0 : table.columnWidth(c);
    for (int r = 0; r < table.rowCount(); ++r)
        h += table.isRowHidden(r) ? 0 : table.rowHeight(r);
    return {w, h};
}

bool fitTableToRoom(QTableWidget& table, const QSize& room, int minPt, int maxPt) {
    for (int pt = maxPt; pt >= minPt; --pt) {
        setPointSize(table, pt);
        const QSize used = tableContentSize(table);
        if (used.width() <= room.width() && used.height() <= room.height()) {
            spreadSlack(table, room);
            return true;
        }
    }
    return false;
}

} // namespace sil::ui
