#pragma once
// How charts are coloured, chosen in View and kept in Settings: the standard palette or a
// colour-blind-safe one (Okabe & Ito), on a light or a dark background (slides). One look for
// every chart, in the window and in exports.
#include <QColor>

namespace sil::ui {

struct ChartLook {
    bool colourBlindSafe = false;
    bool dark = false;
    bool operator==(const ChartLook&) const = default;
};

ChartLook currentChartLook();
void setCurrentChartLook(const ChartLook& look);

// The i-th colour of the current palette (series, stacked parts, systems).
QColor seriesColor(int i);
// Ink for overlays drawn over bars (uncertainty whiskers, tick borders): black or white.
QColor inkColor();
// The chart's rental-range colour (red, or vermillion in the colour-blind-safe palette).
QColor rangeColor();

} // namespace sil::ui
