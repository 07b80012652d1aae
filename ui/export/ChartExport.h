#pragma once
// Renders a chart page to PNG, SVG, PDF or the clipboard with its caption (scenario,
// key assumptions, what is n/a). The GUI and `siliconomics-cli export-chart` both use
// this, on a fresh offscreen page, so what is exported never depends on window size.
#include "core/charts/chart_request.h"

#include <QImage>
#include <QSize>
#include <QString>
#include <QStringList>
#include <memory>
#include <vector>

class QWidget;

namespace sil::ui {

class ChartPage;
class ScenarioController;

struct ExportStyle {
    bool presentation = true; // large fonts, light background
    QSize size{1600, 1000};
};

// Format from the file suffix: .png, .svg, .pdf.
bool exportPage(ChartPage* livePage, ScenarioController* controller, const QString& path,
                QString* error, const ExportStyle& style = {});
// Any other chart (the scenario comparison): `widget` is drawn at style.size less the caption.
bool exportWidget(QWidget* widget, const QString& title, const QStringList& caption,
                  const QString& path, QString* error, const ExportStyle& style = {});
// The page as exportPage lays it out for a picture of `style` (a ranking's picture grown to hold
// every row): what an export draws, for checks.
std::unique_ptr<ChartPage> exportedPage(ChartPage* livePage, ScenarioController* controller,
                                        const ExportStyle& style = {});
// A page made for the export alone (never shown in a window), laid out offscreen at
// style.size and rendered to `path`.
bool exportOffscreenPage(std::unique_ptr<ChartPage> page, const QString& path, QString* error,
                         const ExportStyle& style = {});
QImage renderPageImage(ChartPage* livePage, ScenarioController* controller,
                       const ExportStyle& style = {});
void copyPageToClipboard(ChartPage* livePage, ScenarioController* controller);
// What an export of the page at `style` drew badly: the texts Qt Charts cut short ("...") and
// the texts, in the chart or its caption, with a placeholder nothing filled ("%1", "{1 ?}").
struct ExportedTextProblems {
    QStringList elided;
    QStringList unfilled;
    QStringList caption; // the caption under the chart, as exported
};
ExportedTextProblems exportedTextProblems(ChartPage* livePage, ScenarioController* controller,
                                          const ExportStyle& style);

// The charts of `siliconomics-cli report`: those given, else the default set, with the plan
// when the scenario holds one (`planned`) and the accuracy chart when the user database holds
// measurements (`measured`).
std::vector<std::string> reportChartKeys(const std::vector<std::string>& charts, bool measured,
                                         bool planned = false);
// The chart pages `report` prints for `request` (chart "report"), each in the state the
// request's flags give it and refreshed; none, with `error`, when a flag is refused.
std::vector<std::unique_ptr<ChartPage>> reportPages(const ChartRequest& request,
                                                    ScenarioController& controller, bool measured,
                                                    std::string& error);
// Renders a chart request (siliconomics-cli export-chart) to its file; for --chart accuracy,
// a .csv path writes its table.
bool exportChartRequest(ChartRequest request, std::string& error);

} // namespace sil::ui
