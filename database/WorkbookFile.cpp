#include "WorkbookFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryFile>

#include <xlsxwriter.h>

#include <filesystem>

namespace sil::db {

namespace {

struct Formats {
    lxw_format* header;
    lxw_format* input;
};

Formats makeFormats(lxw_workbook* wb) {
    Formats f{workbook_add_format(wb), workbook_add_format(wb)};
    format_set_bold(f.header);
    format_set_font_color(f.input, 0x0000FF);
    format_set_bg_color(f.input, 0xFFF2CC);
    return f;
}

lxw_error writeCell(lxw_worksheet* ws, lxw_row_t r, lxw_col_t c, const WorkbookCell& cell,
                    const Formats& f) {
    lxw_format* header = r == 0 ? f.header : nullptr;
    switch (cell.kind) {
    case WorkbookCell::Kind::Empty:
        return LXW_NO_ERROR;
    case WorkbookCell::Kind::Text:
        return worksheet_write_string(ws, r, c, cell.text.c_str(), header);
    case WorkbookCell::Kind::Number:
        return worksheet_write_number(ws, r, c, cell.value, cell.input ? f.input : header);
    case WorkbookCell::Kind::Formula:
        return worksheet_write_formula_num(ws, r, c, ("=" + cell.text).c_str(), nullptr,
                                           cell.value);
    }
    return LXW_NO_ERROR;
}

lxw_error writeSheet(lxw_workbook* wb, const WorkbookSheet& sheet, const Formats& f) {
    lxw_worksheet* ws = workbook_add_worksheet(wb, sheet.name.c_str());
    if (!ws) return LXW_ERROR_WORKSHEET_INDEX_OUT_OF_RANGE;
    for (std::size_t c = 0; c < sheet.column_widths.size(); ++c)
        worksheet_set_column(ws, static_cast<lxw_col_t>(c), static_cast<lxw_col_t>(c),
                             sheet.column_widths[c], nullptr);
    worksheet_freeze_panes(ws, 1, 0);
    for (std::size_t r = 0; r < sheet.cells.size(); ++r)
        for (std::size_t c = 0; c < sheet.cells[r].size(); ++c)
            if (const lxw_error e = writeCell(ws, static_cast<lxw_row_t>(r),
                                              static_cast<lxw_col_t>(c), sheet.cells[r][c], f);
                e != LXW_NO_ERROR)
                return e;
    return LXW_NO_ERROR;
}

// The workbook at `tmp`; "" or why it could not be written.
QString writeTo(const Workbook& workbook, const QString& tmp) {
    const QByteArray name = QFile::encodeName(tmp);
    lxw_workbook* wb = workbook_new(name.constData());
    if (!wb) return QStringLiteral("libxlsxwriter could not start a workbook");
    const Formats f = makeFormats(wb);
    lxw_error e = LXW_NO_ERROR;
    for (const WorkbookSheet& s : workbook.sheets)
        if (e == LXW_NO_ERROR) e = writeSheet(wb, s, f);
    const lxw_error closed = workbook_close(wb); // frees wb, writes the file
    if (e == LXW_NO_ERROR) e = closed;
    return e == LXW_NO_ERROR ? QString() : QString::fromUtf8(lxw_strerror(e));
}

} // namespace

bool writeWorkbook(const Workbook& workbook, const QString& path, QString* errorString) {
    auto fail = [&](const QString& why) {
        if (errorString)
            *errorString = QStringLiteral("%1: cannot write: %2; an existing file is unchanged")
                               .arg(path, why);
        return false;
    };
    const QFileInfo target(path);
    if (target.isDir()) return fail(QStringLiteral("is a directory"));
    // A name of our own beside the target: the rename below is atomic only within a directory.
    QTemporaryFile reserve(target.absolutePath() + QStringLiteral("/.") + target.fileName() +
                           QStringLiteral(".XXXXXX"));
    reserve.setAutoRemove(false);
    if (!reserve.open()) return fail(reserve.errorString());
    const QString tmp = reserve.fileName();
    reserve.close();
    if (const QString why = writeTo(workbook, tmp); !why.isEmpty()) {
        QFile::remove(tmp);
        return fail(why);
    }
    // Readable as a file the user saved (the reserved name was private to its owner).
    QFile::setPermissions(tmp, target.exists() ? QFile::permissions(path)
                                               : QFile::ReadOwner | QFile::WriteOwner |
                                                     QFile::ReadGroup | QFile::ReadOther);
    std::error_code ec;
    std::filesystem::rename(QFile::encodeName(tmp).toStdString(),
                            QFile::encodeName(target.absoluteFilePath()).toStdString(), ec);
    if (ec) {
        QFile::remove(tmp);
        return fail(QString::fromStdString(ec.message()));
    }
    return true;
}

} // namespace sil::db
