#pragma once
// How the serve-load chart stays legible: which systems' sweeps it draws (at most ten), which
// stars carry a label, and where along a target's line its name goes. Places are shares of the
// plot (0 to 1 along each axis, a log axis in logs), so they hold at any size of the picture.
#include "core/serving/simulator/load_sweep.h"

#include <QPointF>
#include <cstddef>
#include <set>
#include <string>
#include <vector>

class QAbstractAxis;

namespace sil::ui {

// Systems a chart draws at most: four curves each, in colours that must stay apart.
inline constexpr std::size_t kMostSystemsDrawn = 10;

// A value's place along an axis, as a share of the axis's span (a log axis in logs).
double shareAlong(const QAbstractAxis* axis, double v);

// The sweeps drawn: every one that ran, up to kMostSystemsDrawn (in the order chosen), else the
// systems that serve the most output tokens/s per GPU within the service level, then those that
// meet it nowhere by their best tokens/s per GPU at any load.
std::vector<const sim::SystemLoadSweep*>
sweepsToDraw(const std::vector<sim::SystemLoadSweep>& results);

// A drawn system's star (its highest load within the service level) on the plot.
struct StarPlace {
    QPointF at;
    const sim::SystemLoadSweep* sweep = nullptr;
};
// The stars of the drawn sweeps that found such a load, in the order drawn; each on the P99
// curve of `starAxis` (TTFT where `onTtft`, else TPOT).
std::vector<StarPlace> starPlaces(const std::vector<const sim::SystemLoadSweep*>& drawn,
                                  const QAbstractAxis* x, const QAbstractAxis* starAxis,
                                  bool onTtft);

// The systems whose star is labelled: the highest loads first, each unless its label would
// overlap one already placed (the rest are named in the notes and by their tooltips).
std::set<std::string> starsToLabel(const std::vector<StarPlace>& stars);

// Where along a target's line (at `lineY`) its name goes, as a share of the plot's width with
// the name centred there (`halfWidth`: half the name's width in that share): where the fewest
// stars sit under the name's box -- the stars are where the curves cross their targets, so a
// fixed place would print the name over them -- then as far from the nearest star as the plot
// allows; the name stays whole inside the plot.
double targetNameShare(const std::vector<StarPlace>& stars, double lineY, double halfWidth);

} // namespace sil::ui
