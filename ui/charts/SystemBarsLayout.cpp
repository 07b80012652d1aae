// Laying a draw's rows out: which systems get a row and which the "+N more" row summarises,
// each row's place and values per layer, and the value axis's top (ranges far past the bars cut
// at its edge).
#include "SystemBars.h"
#include "SystemBarsDrawing.h"

#include "core/economics/stats.h"

#include <algorithm>
#include <cmath>

namespace sil::ui {

namespace {

// The smallest of 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 x 10^k that is at least `x` (> 0).
double niceCeil(double x) {
    const double p = std::pow(10.0, std::floor(std::log10(x)));
    for (double m : {1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0})
        if (m * p >= x * (1 - 1e-12)) return m * p;
    return 10.0 * p;
}

} // namespace

void SystemBarChart::summariseRows(Drawing& d, bool higherIsBetter, const Style& style,
                                   const QString& valueFormat) const {
    if (!d.horizontal) return;
    std::vector<SystemBar>& bars = d.bars;
    const std::vector<bool> drawn = rowsDrawn(bars, higherIsBetter, style);
    if (std::find(drawn.begin(), drawn.end(), false) != drawn.end()) {
        std::vector<SystemBar> kept;
        std::vector<double> rest;
        for (std::size_t i = 0; i < bars.size(); ++i) {
            if (drawn[i])
                kept.push_back(std::move(bars[i]));
            else
                rest.push_back(bars[i].total);
        }
        std::sort(rest.begin(), rest.end());
        auto quantile = [&rest](double q) { return quantileOfSorted(rest, q); };
        const auto fmt = [&valueFormat](double v) {
            return QString::asprintf(qPrintable(valueFormat), v);
        };
        // Short enough for the axis (Qt Charts elides a label wider than a third of the
        // chart); the spread is in the caption.
        d.summaryLabel = tr("+%L1 more, median %2").arg(rest.size()).arg(fmt(quantile(0.5)));
        d.summary = {quantile(0.1), quantile(0.5), quantile(0.9)};
        d.summaryNote = tr("Grey box: the %L1 systems not drawn, from their P10 %2 to their P90 "
                           "%3, the tick at their median %4; all lie between %5 and %6.")
                            .arg(rest.size())
                            .arg(fmt(d.summary.p10), fmt(d.summary.p90), fmt(d.summary.median),
                                 fmt(rest.front()), fmt(rest.back()));
        bars = std::move(kept);
    }
    std::stable_sort(bars.begin(), bars.end(),
                     [higherIsBetter](const SystemBar& a, const SystemBar& b) {
                         return higherIsBetter ? a.total > b.total : a.total < b.total;
                     });
}

void SystemBarChart::layOutRows(Drawing& d, const std::vector<BarLayer>& layers) {
    d.n = int(d.bars.size()) + (d.summaryLabel.isEmpty() ? 0 : 1);
    for (int i = 0; i < d.n; ++i)
        d.categories << QString();
    for (std::size_t i = 0; i < d.bars.size(); ++i)
        d.categories[d.row(int(i))] = d.bars[i].label;
    if (!d.summaryLabel.isEmpty()) d.categories[d.row(d.n - 1)] = d.summaryLabel;

    // Values per drawn layer in row order; a part zero everywhere (no expert parallelism in a
    // dense model) is not drawn and gets no legend entry.
    for (std::size_t l = 0; l < layers.size(); ++l) {
        std::vector<double> values(std::size_t(d.n), 0.0);
        for (std::size_t i = 0; i < d.bars.size(); ++i)
            values[std::size_t(d.row(int(i)))] =
                l < d.bars[i].parts.size() ? d.bars[i].parts[l] : 0.0;
        if (l > 0 && std::all_of(values.begin(), values.end(), [](double v) { return v == 0.0; }))
            continue;
        d.layerValues.push_back(std::move(values));
        d.keptLayers.push_back(l);
        d.layerNames << layers[l].name;
    }
    if (!d.summaryLabel.isEmpty()) d.layerNames << QStringLiteral("\x1fsummary");
}

void SystemBarChart::fitValueAxis(Drawing& d, const QString& valueFormat) {
    // The axis is the bars' (the chart's subject): a range reaching far past them (one outlier
    // quote) is clipped at the edge and marked with its value, not allowed to squash the bars.
    double subjectTop = 0.0, rangeTop = 0.0;
    for (const SystemBar& b : d.bars) {
        subjectTop = std::max({subjectTop, b.total, b.hasBand ? b.bandHigh : 0.0,
                               b.hasPrediction ? b.predictionHigh : 0.0});
        if (b.hasRange) rangeTop = std::max(rangeTop, b.high);
    }
    if (!d.summaryLabel.isEmpty()) subjectTop = std::max(subjectTop, d.summary.p90);
    d.top = std::max(subjectTop, rangeTop);
    const double clipAt = subjectTop * kRangeClipFactor;
    const bool clipRanges = subjectTop > 0.0 && rangeTop > clipAt;
    if (!clipRanges) return;
    // The cut sits on a round value, so an edit that moves the bars a little moves neither
    // the cut nor the ranges (a thousand clipped ranges are not re-laid out on every edit).
    const double edge = niceCeil(clipAt * 1.08);
    d.top = edge / 1.08;
    for (SystemBar& b : d.bars) {
        if (!b.hasRange || b.high <= edge) continue;
        b.beyond = QStringLiteral("→ ") + QString::asprintf(qPrintable(valueFormat), b.high);
        d.clippedRanges << QStringLiteral("%1 %2").arg(b.label, b.beyond);
        b.high = edge;
        b.low = std::min(b.low, edge);
        b.median = std::min(b.median, edge);
    }
}

} // namespace sil::ui
