#pragma once
// A chart's fonts: title, axes and a legend shrunk to fit its entries whole, all sized for the
// window or for slides (presentation style).
#include <QFont>

class QAbstractSeries;
class QChart;

namespace sil::ui {

// An axis property: the point size its labels are drawn in instead of the chart's.
inline constexpr const char* kLabelPointSize = "silLabelPointSize";

// Sets `chart`'s margins, title, legend and axis fonts from the page's `font`; only what
// differs (each setter re-lays the whole chart out). `viewWidth`: the chart view's width.
void applyChartFonts(QChart* chart, const QFont& font, bool presentation, int viewWidth);
// `font`, or smaller so that a one-row legend's entries fit whole.
QFont fittedLegendFont(const QChart* chart, const QFont& font, int viewWidth);
// Draws `series` (on `chart`) without a legend entry, and leaves it out when the legend's
// entries are measured.
void hideFromLegend(QChart* chart, QAbstractSeries* series);
// The font of system names on a category axis.
QFont systemLabelFont(const QFont& font, bool presentation);

} // namespace sil::ui
