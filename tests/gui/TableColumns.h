#pragma once
// A table's column found by its header, so a test reads the cell it means whatever order the
// columns are shown in.
#include <QTableWidget>
#include <QtTest>

namespace sil::test {

inline int columnNamed(const QTableWidget& table, const QString& header) {
    for (int c = 0; c < table.columnCount(); ++c)
        if (const QTableWidgetItem* item = table.horizontalHeaderItem(c);
            item && item->text() == header)
            return c;
    qFatal("no column named %s", qPrintable(header));
    return -1;
}

} // namespace sil::test
