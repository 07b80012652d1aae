#pragma once
// Writes a core Workbook (core/economics/workbook.h) as an .xlsx file with libxlsxwriter: formulas
// with core's values as their cached results, inputs drawn as inputs (blue on pale yellow, the
// usual mark of a cell to edit), the header row bold and frozen. Like every write of the program
// it goes to a temporary file beside the target and is renamed over it only when complete, so a
// failed write leaves an existing file intact.
#include "core/economics/workbook.h"

#include <QString>

namespace sil::db {

bool writeWorkbook(const Workbook& workbook, const QString& path, QString* errorString);

} // namespace sil::db
