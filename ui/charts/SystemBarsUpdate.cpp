// An edit that keeps the rows: the bars, ranges, whiskers and prediction boxes updated in place
// rather than the chart rebuilt.
#include "RangeItems.h"
#include "StackedBarsItem.h"
#include "SystemBars.h"
#include "SystemBarsDrawing.h"

#include <QAbstractBarSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHash>
#include <QScatterSeries>
#include <QTimer>
#include <QValueAxis>
#include <algorithm>

namespace sil::ui {

bool SystemBarChart::keepsRows(const Drawing& d) const {
    return lastSeries_ && chart_->series().contains(lastSeries_) &&
           d.categories.size() == lastCategories_.size() && d.layerNames == lastLayerNames_ &&
           horizontal_ == lastHorizontal_ && d.anyRange == (ranges_.rangeAnchor() != nullptr) &&
           d.bands.empty() == (bandLegend_ == nullptr) &&
           d.predictions.empty() == (predictionLegend_ == nullptr);
}

// Rows that changed places: relabelling a thousand rows costs several frames, so while edits
// keep coming the rows stay where they were (every value exact) and the order is brought up to
// date once the edits pause (resortTimer_).
void SystemBarChart::keepRowPlaces(Drawing& d) {
    if (d.categories == lastCategories_) return;
    const int n = d.n;
    QHash<QString, int> where;
    where.reserve(d.categories.size());
    for (int r = 0; r < n; ++r)
        where.insert(d.categories[r], r);
    std::vector<int> lastRowOf(std::size_t(n), -1);
    bool sameRows = true;
    for (int r = 0; r < n && sameRows; ++r) {
        const auto it = where.constFind(lastCategories_[r]);
        sameRows = it != where.constEnd();
        if (sameRows) lastRowOf[std::size_t(*it)] = r;
    }
    if (!sameRows || forceResort_) {
        lastCategory_->setCategories(d.categories);
        lastSeries_->setProperty("categories", d.categories);
        lastCategories_ = d.categories;
        return;
    }
    for (auto& values : d.layerValues) {
        std::vector<double> kept(values.size());
        for (std::size_t r = 0; r < values.size(); ++r)
            kept[std::size_t(lastRowOf[r])] = values[r];
        values = std::move(kept);
    }
    for (RangeLine& rl : d.ranges)
        rl.row = lastRowOf[std::size_t(rl.row)];
    for (RangeLine& rl : d.bands)
        rl.row = lastRowOf[std::size_t(rl.row)];
    for (RangeLine& rl : d.predictions)
        rl.row = lastRowOf[std::size_t(rl.row)];
    for (QPointF& p : d.tickPoints)
        (horizontal_ ? p.ry() : p.rx()) = lastRowOf[std::size_t(horizontal_ ? p.y() : p.x())];
    sortInRowOrder(d.ranges, d.tickPoints, horizontal_);
    resortTimer_->start();
}

void SystemBarChart::updateBarValues(Drawing& d) {
    if (barsItem_) {
        barValues_ = std::move(d.layerValues);
        summaryRow_ = d.summaryLabel.isEmpty() ? -1 : d.row(d.n - 1);
        summary_ = d.summary;
        place();
        return;
    }
    const QList<QBarSet*> sets = lastSeries_->barSets();
    // Only the parts an edit moved (an electricity price moves the power part alone), each
    // replaced whole: one change signal per set instead of one per bar.
    for (std::size_t k = 0; k < d.layerValues.size() && k < std::size_t(sets.size()); ++k) {
        QBarSet* set = sets[qsizetype(k)];
        bool same = set->count() == d.n;
        for (int r = 0; r < d.n && same; ++r)
            same = set->at(r) == d.layerValues[k][std::size_t(r)];
        if (same) continue;
        set->remove(0, set->count());
        set->append(QList<qreal>(d.layerValues[k].begin(), d.layerValues[k].end()));
    }
    if (!d.summaryLabel.isEmpty()) sets.back()->replace(d.row(d.n - 1), d.summary.median);
}

// An edit that leaves every row where it was only changes lengths: update the bars in place.
// Rebuilding a thousand labelled rows costs many frames; moving them costs a fraction of one.
QValueAxis* SystemBarChart::updateInPlace(Drawing& d, const QString& valueFormat,
                                          const Style& style) {
    keepRowPlaces(d);
    // Before the bars are placed against it. Keep the axis while the data still fills it (an
    // axis change re-lays every bar out).
    const double want = d.top > 0 ? d.top * 1.08 : 1.0;
    if (want > lastValue_->max() || want < 0.6 * lastValue_->max()) {
        lastValue_->setRange(0.0, want);
        lastValue_->applyNiceNumbers();
    }
    updateBarValues(d);
    // Quotes do not move with the assumptions: their ranges are redrawn only when they do.
    const bool rangesMoved = d.ranges.size() != ranges_.ranges().size() ||
                             !std::equal(d.ranges.begin(), d.ranges.end(), ranges_.ranges().begin(),
                                         [](const RangeLine& a, const RangeLine& b) {
                                             return a.row == b.row && a.low == b.low &&
                                                    a.high == b.high && a.beyond == b.beyond;
                                         });
    if (QScatterSeries* anchor = ranges_.rangeAnchor();
        anchor && (rangesMoved || anchor->points() != d.tickPoints)) {
        anchor->replace(d.tickPoints);
        ranges_.setRanges(std::move(d.ranges));
        ranges_.placeRanges(horizontal_, style.presentation);
    }
    ranges_.setBands(std::move(d.bands), lastSeries_, 1.0 / 6.0);
    ranges_.placeBands(horizontal_, style.presentation);
    ranges_.setPredictions(std::move(d.predictions), lastSeries_, lastSeries_->barWidth() / 2.0);
    ranges_.placePredictions(horizontal_, style.presentation);
    summaryNote_ = d.summaryNote;
    clippedNote_ = clippedNoteFor(d.clippedRanges, valueFormat, d.top * 1.08);
    return lastValue_;
}

} // namespace sil::ui
