#include "ServeLoadLayout.h"

#include <QLogValueAxis>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace sil::ui {

namespace {

// A star's label takes about this share of the plot's width and height: two stars closer than
// that both ways would print their labels over each other.
constexpr double kStarLabelWidthShare = 0.14;
constexpr double kStarLabelHeightShare = 0.06;

} // namespace

double shareAlong(const QAbstractAxis* axis, double v) {
    if (const auto* log = qobject_cast<const QLogValueAxis*>(axis))
        return v > 0 && log->min() > 0 && log->max() > log->min()
                   ? std::log(v / log->min()) / std::log(log->max() / log->min())
                   : 0.0;
    if (const auto* linear = qobject_cast<const QValueAxis*>(axis))
        return linear->max() > linear->min() ? (v - linear->min()) / (linear->max() - linear->min())
                                             : 0.0;
    return 0.0;
}

std::vector<const sim::SystemLoadSweep*>
sweepsToDraw(const std::vector<sim::SystemLoadSweep>& results) {
    std::vector<const sim::SystemLoadSweep*> out;
    for (const sim::SystemLoadSweep& r : results)
        if (r.sweep.ok) out.push_back(&r);
    if (out.size() <= kMostSystemsDrawn) return out;
    auto rank = [](const sim::SystemLoadSweep* r) {
        if (r->sweep.slo_found) return std::pair(0, -r->sweep.slo_max.output_tokens_per_s_per_gpu);
        double best = 0;
        for (const sim::SweepPoint& p : r->sweep.points)
            best = std::max(best, p.output_tokens_per_s_per_gpu);
        return std::pair(1, -best);
    };
    std::stable_sort(out.begin(), out.end(),
                     [&](const auto* a, const auto* b) { return rank(a) < rank(b); });
    out.resize(kMostSystemsDrawn);
    return out;
}

std::vector<StarPlace> starPlaces(const std::vector<const sim::SystemLoadSweep*>& drawn,
                                  const QAbstractAxis* x, const QAbstractAxis* starAxis,
                                  bool onTtft) {
    std::vector<StarPlace> out;
    for (const sim::SystemLoadSweep* r : drawn) {
        if (!r->sweep.slo_found) continue;
        const sim::SweepPoint& m = r->sweep.slo_max;
        out.push_back({QPointF(shareAlong(x, m.load),
                               shareAlong(starAxis, onTtft ? m.ttft_ms_p99 : m.tpot_ms_p99)),
                       r});
    }
    return out;
}

std::set<std::string> starsToLabel(const std::vector<StarPlace>& stars) {
    std::vector<StarPlace> byLoad = stars;
    std::stable_sort(byLoad.begin(), byLoad.end(), [](const StarPlace& a, const StarPlace& b) {
        return a.sweep->sweep.slo_max.load > b.sweep->sweep.slo_max.load;
    });
    std::set<std::string> labelled;
    std::vector<QPointF> placed;
    for (const StarPlace& star : byLoad) {
        const bool crowded = std::any_of(placed.begin(), placed.end(), [&](const QPointF& p) {
            return std::abs(p.x() - star.at.x()) < kStarLabelWidthShare &&
                   std::abs(p.y() - star.at.y()) < kStarLabelHeightShare;
        });
        if (crowded) continue;
        placed.push_back(star.at);
        labelled.insert(star.sweep->system_id);
    }
    return labelled;
}

double targetNameShare(const std::vector<StarPlace>& stars, double lineY, double halfWidth) {
    std::vector<double> starsNearLine; // x shares of the stars within a name's height of it
    for (const StarPlace& star : stars)
        if (star.at.y() > lineY - kStarLabelHeightShare &&
            star.at.y() < lineY + 2 * kStarLabelHeightShare)
            starsNearLine.push_back(star.at.x());
    double best = 0.35, bestCovered = 1e9, bestClearance = -1;
    for (double at = halfWidth; at <= 1.0 - halfWidth + 1e-9; at += 0.01) {
        int covered = 0;
        double clearance = 1.0;
        for (double star : starsNearLine) {
            const double gap = std::abs(star - at) - halfWidth;
            covered += gap < kStarLabelWidthShare / 2 ? 1 : 0;
            clearance = std::min(clearance, gap);
        }
        if (covered < bestCovered || (covered == bestCovered && clearance > bestClearance)) {
            best = at;
            bestCovered = covered;
            bestClearance = clearance;
        }
    }
    return best;
}

} // namespace sil::ui
