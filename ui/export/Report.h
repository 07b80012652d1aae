#pragma once
// File > Export report and `siliconomics-cli report`: one PDF a presenter sends before a
// meeting — the scenario, the assumption table (edited values marked, ranges shown), every
// chart given, what is n/a and why, and the source of every number behind the compared
// systems (core/catalog/citations.h), estimates marked.
#include <QSizeF>
#include <QString>
#include <QStringList>
#include <vector>

class QTextDocument;

namespace sil::ui {

class ChartPage;
class ScenarioController;

// `pages`: the charts to include, drawn as exported (same state as each page). Written through
// SaveFile: an existing report is replaced only once the new one is complete.
bool writeReport(ScenarioController* controller, const std::vector<ChartPage*>& pages,
                 const QString& path, QString* error);
// The report's document laid out on pages of `pageSize` (device pixels), as writeReport prints
// it: headings kept with what follows them.
void layOutReport(QTextDocument& doc, ScenarioController* controller,
                  const std::vector<ChartPage*>& pages, const QSizeF& pageSize);
// Moves each heading that would end a page (what it heads starting on the next) to the next
// page, in a document laid out on pages.
void keepHeadingsWithNext(QTextDocument& doc);
// The headings of a paged document that end a page, their content on the next.
QStringList headingsEndingAPage(const QTextDocument& doc);

} // namespace sil::ui
