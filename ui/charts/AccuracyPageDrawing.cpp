// The accuracy page drawn: predicted against measured for one quantity, or the error of
// every point by system, with the notes under the chart (each group's median and worst
// error, what is not predicted and why). The page's controls and its comparison on a worker
// are in AccuracyPage.cpp.
#include "AccuracyPage.h"

#include "ChartLook.h"
#include "MeasuredMarkers.h"
#include "ui/CoreText.h"
#include "ui/ScenarioController.h"
#include "ui/models/AccuracyTableModel.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QTableView>
#include <QValueAxis>
#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace sil::ui {

namespace {

constexpr double kBand = 0.15; // the band drawn: within ±15 % of measured

constexpr QScatterSeries::MarkerShape kShapes[] = {
    QScatterSeries::MarkerShapeCircle, QScatterSeries::MarkerShapeRectangle,
    QScatterSeries::MarkerShapeTriangle, QScatterSeries::MarkerShapePentagon,
    QScatterSeries::MarkerShapeStar};

// A grey band between two lines, behind the points, without a line of its own.
QAreaSeries* band(const QString& name, const QList<QPointF>& upper, const QList<QPointF>& lower) {
    // An area series does not own its edges: they are its children, so they go with it.
    auto* area = new QAreaSeries;
    auto* up = new QLineSeries(area);
    up->append(upper);
    auto* down = new QLineSeries(area);
    down->append(lower);
    area->setUpperSeries(up);
    area->setLowerSeries(down);
    area->setName(name);
    QColor fill =
        currentChartLook().dark ? QColor(0x60, 0x80, 0x60, 110) : QColor(0x2c, 0xa0, 0x2c, 45);
    area->setBrush(fill);
    area->setPen(QPen(Qt::NoPen));
    return area;
}

// What the chart shows of a row: a fitted point's held-out prediction (never its fit), any
// other point's prediction under the catalog as it stands; null for a fitted point that has no
// held-out prediction.
const PointComparison* shownComparison(const AccuracyRow& r) {
    if (!r.fitted) return &r.comparison;
    return r.held_out ? &*r.held_out : nullptr;
}

} // namespace

void AccuracyPage::draw() {
    clearChart();
    model_->setTable(accuracy_, c_->catalog());
    table_->resizeColumnsToContents();
    table_->setVisible(!forPaper());
    fillShowCombo();
    setChartTitle(title());
    if (points_.empty()) {
        setNotes({tr("No measurements imported yet. File > Import measurements… reads vLLM, "
                     "AIPerf, nccl-tests, InferenceX, MLPerf and calibration files "
                     "(siliconomics-cli measurements import does the same); each point is "
                     "then shown here beside what the model predicts for it.")});
        applyFonts();
        emit compared();
        return;
    }
    QStringList notes;
    const QString v = shown();
    if (v.startsWith(QLatin1String("scatter:"))) {
        const QStringList parts = v.mid(8).split(QLatin1Char('|'));
        drawScatter(parts.value(0).toStdString(), parts.value(1).toStdString(), notes);
    } else {
        drawErrors(notes);
    }

    // Median and worst |error| per system, engine and kind.
    for (const AccuracyGroup& g : accuracy_.groups) {
        const System* s = c_->catalog().system(g.system_id);
        QString engine = QString::fromStdString(g.engine_id);
        MeasurementKind kind = MeasurementKind::Serving;
        for (const AccuracyRow& r : accuracy_.rows)
            if (r.stored->system_id == g.system_id && r.comparison.engine_id == g.engine_id &&
                measurementKindKey(r.stored->point.kind) == g.kind) {
                engine = AccuracyTableModel::engineText(r.comparison);
                kind = r.stored->point.kind;
            }
        const QString system = s ? systemLabel(*s) : QString::fromStdString(g.system_id);
        // Points a profile was fitted on are left out of the medians: they show the fit.
        if (g.errors.points == 0)
            notes << tr("%1, %2, %3: only %4 a profile was fitted on, so no held-out median")
                         .arg(system, engine, AccuracyTableModel::kindText(kind),
                              pointCount(qlonglong(g.fitted_excluded)));
        else if (g.fitted_excluded > 0)
            notes << tr("%1, %2, %3: %4 held out, median |error| %L5 %, worst %L6 % (%7 a "
                        "profile was fitted on left out)")
                         .arg(system, engine, AccuracyTableModel::kindText(kind),
                              pointCount(qlonglong(g.errors.points)))
                         .arg(g.errors.median_abs_error * 100.0, 0, 'f', 1)
                         .arg(g.errors.worst_abs_error * 100.0, 0, 'f', 1)
                         .arg(pointCount(qlonglong(g.fitted_excluded)));
        else
            notes << tr("%1, %2, %3: %4, median |error| %L5 %, worst %L6 %")
                         .arg(system, engine, AccuracyTableModel::kindText(kind),
                              pointCount(qlonglong(g.errors.points)))
                         .arg(g.errors.median_abs_error * 100.0, 0, 'f', 1)
                         .arg(g.errors.worst_abs_error * 100.0, 0, 'f', 1);
    }
    // What is not predicted, and why (each reason once, with its count).
    std::map<QString, int> reasons;
    int predicted = 0;
    for (const AccuracyRow& r : accuracy_.rows) {
        if (r.comparison.error)
            ++predicted;
        else
            ++reasons[r.comparison.reason.empty() ? tr("no prediction")
                                                  : coreText(r.comparison.reason)];
    }
    if (!reasons.empty()) {
        QStringList why;
        for (const auto& [reason, n] : reasons)
            why << (n > 1 ? tr("%1 (%2)").arg(reason, pointCount(n)) : reason);
        notes << tr("Not predicted: %1.").arg(why.join(QStringLiteral("; ")));
    }
    QStringList files;
    for (const StoredPoint& p : points_)
        if (!files.contains(QString::fromStdString(p.file)))
            files << QString::fromStdString(p.file);
    notes.prepend(
        tr("%1 from %2; %L3 predicted. Filled markers: points an engine profile was "
           "fitted on, drawn at their held-out prediction (the profile refitted without "
           "them), never at the fit; hollow: held out (no profile was fitted on them). The "
           "band is ±15 %.")
            .arg(importedPoints(qlonglong(points_.size())), files.join(QStringLiteral(", ")))
            .arg(predicted));
    int unvalidated = 0;
    for (const AccuracyRow& r : accuracy_.rows)
        unvalidated += r.fitted && r.comparison.error && !shownComparison(r) ? 1 : 0;
    if (unvalidated > 0)
        notes << tr("Not drawn: %1 a profile was fitted on that no refit holds out (a shipped "
                    "row fitted on the file); the table gives its in-sample error.")
                     .arg(pointCount(unvalidated));
    setNotes(notes);
    applyFonts();
    emit compared();
}

namespace {

// One series per engine, kind and fitted-or-not: the engine by colour, the kind by shape, a
// point a profile was fitted on filled and one held out hollow.
struct MarkerGroups {
    bool nameEngines = true; // false: one engine for every point (the notes name it)
    bool nameKinds = true;   // false: one kind of point (the title names its quantity)
    std::vector<QString> engines;
    std::map<std::tuple<int, int, bool>, QScatterSeries*> series;

    QScatterSeries* at(const QString& engine, MeasurementKind kind, bool fitted,
                       bool presentation) {
        auto it = std::find(engines.begin(), engines.end(), engine);
        const int e = int(it - engines.begin());
        if (it == engines.end()) engines.push_back(engine);
        // Collectives first: the kinds in the order a reader meets them in the table.
        static constexpr MeasurementKind kKinds[] = {
            MeasurementKind::Collective, MeasurementKind::Serving, MeasurementKind::Decode,
            MeasurementKind::Prefill};
        const int k = int(std::find(std::begin(kKinds), std::end(kKinds), kind) - kKinds);
        auto& s = series[{e, k, fitted}];
        if (!s) {
            s = new QScatterSeries;
            const QString state =
                fitted ? AccuracyPage::tr("fitted") : AccuracyPage::tr("held out");
            // Fitted or held out first: a long engine name is elided at its end.
            const QString what =
                nameKinds
                    ? AccuracyPage::tr("%1, %2").arg(state, AccuracyTableModel::kindText(kind))
                    : state;
            s->setName(nameEngines ? AccuracyPage::tr("%1: %2").arg(what, engine) : what);
            s->setMarkerShape(kShapes[std::size_t(k) % std::size(kShapes)]);
            s->setMarkerSize(presentation ? 15.0 : 11.0);
            const QColor colour = seriesColor(e);
            QPen pen(colour);
            pen.setWidthF(presentation ? 2.5 : 2.0);
            s->setPen(pen);
            s->setBrush(fitted ? QBrush(colour) : QBrush(QColor(0, 0, 0, 0)));
        }
        return s;
    }

    // Every series, in the order they are drawn (and listed in the legend).
    std::vector<QScatterSeries*> all() const {
        std::vector<QScatterSeries*> out;
        for (const auto& [key, s] : series)
            out.push_back(s);
        return out;
    }
};

std::size_t engineCount(const std::vector<const AccuracyRow*>& rows) {
    std::vector<std::string> seen;
    for (const AccuracyRow* r : rows)
        if (std::find(seen.begin(), seen.end(), r->comparison.engine_label) == seen.end())
            seen.push_back(r->comparison.engine_label);
    return seen.size();
}

} // namespace

void AccuracyPage::addReferences(QAbstractAxis* x, QAbstractAxis* y, QAreaSeries* band,
                                 const QPointF& from, const QPointF& to) {
    chart_->addSeries(band);
    band->attachAxis(x);
    band->attachAxis(y);
    auto* line = new QLineSeries;
    line->setName(tr("predicted = measured"));
    QPen dash(currentChartLook().dark ? QColor(0xd0d0d0) : QColor(0x404040));
    dash.setStyle(Qt::DashLine);
    dash.setWidthF(presentation_ ? 2.0 : 1.5);
    line->setPen(dash);
    line->append(from);
    line->append(to);
    chart_->addSeries(line);
    line->attachAxis(x);
    line->attachAxis(y);
}

void AccuracyPage::addMarkers(const std::vector<QScatterSeries*>& series, QAbstractAxis* x,
                              QAbstractAxis* y, const QString& unit) {
    for (QScatterSeries* s : series) {
        chart_->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
        attachHoverTooltips(s, unit);
        for (QLegendMarker* m : chart_->legend()->markers(s))
            m->setShape(QLegend::MarkerShapeFromSeries);
    }
}

void AccuracyPage::drawScatter(const std::string& quantity, const std::string& unit,
                               QStringList& notes) {
    double lo = 1e300, hi = 0.0;
    int other = 0;
    std::vector<const AccuracyRow*> rows;
    for (const AccuracyRow& r : accuracy_.rows) {
        const PointComparison* shown = shownComparison(r);
        if (!shown) continue;
        const PointComparison& c = *shown;
        if (c.quantity != quantity || c.unit != unit) {
            other += c.error ? 1 : 0;
            continue;
        }
        if (!c.error || !(*c.measured > 0) || !(*c.predicted > 0)) continue;
        rows.push_back(&r);
        lo = std::min({lo, *c.measured, *c.predicted});
        hi = std::max({hi, *c.measured, *c.predicted});
    }
    if (rows.empty()) return;
    // Whole decades, so that a log axis always has labelled ticks.
    lo = std::pow(10.0, std::floor(std::log10(lo)));
    hi = std::pow(10.0, std::ceil(std::log10(hi * 1.0001)));
    const QString u = AccuracyTableModel::unitText(unit);
    const QString q = coreText(quantity);
    auto axis = [&](const QString& title) {
        auto* a = new QLogValueAxis;
        a->setBase(10.0);
        a->setLabelFormat(QStringLiteral("%g"));
        a->setMinorTickCount(8);
        a->setRange(lo, hi);
        a->setTitleText(title);
        return a;
    };
    QLogValueAxis* x = axis(tr("Measured (%1; both axes log scale)").arg(u));
    // The chart's title names the quantity; the axes name the unit (and the legend may take
    // the right of the chart, so both stay short).
    QLogValueAxis* y = axis(tr("Predicted (%1)").arg(u));
    chart_->addAxis(x, Qt::AlignBottom);
    chart_->addAxis(y, Qt::AlignLeft);

    addReferences(x, y,
                  band(tr("within ±15 %"), {{lo, lo * (1 + kBand)}, {hi, hi * (1 + kBand)}},
                       {{lo, lo * (1 - kBand)}, {hi, hi * (1 - kBand)}}),
                  {lo, lo}, {hi, hi});

    MarkerGroups groups;
    groups.nameEngines = engineCount(rows) > 1;
    groups.nameKinds = std::any_of(rows.begin(), rows.end(), [&](const AccuracyRow* r) {
        return r->stored->point.kind != rows.front()->stored->point.kind;
    });
    for (const AccuracyRow* r : rows)
        groups
            .at(AccuracyTableModel::engineText(r->comparison), r->stored->point.kind, r->fitted,
                presentation_)
            ->append(*shownComparison(*r)->measured, *shownComparison(*r)->predicted);
    addMarkers(groups.all(), x, y, u);
    // Engine names are long: more than a row's worth of them read in full one per line
    // beside the plot, not elided along its foot.
    if (groups.series.size() > 3) chart_->legend()->setAlignment(Qt::AlignRight);
    if (other > 0)
        notes << tr("In the table, not drawn: %1 of other quantities (Show: error of every "
                    "point draws them all).")
                     .arg(pointCount(other));
}

void AccuracyPage::drawErrors(QStringList& notes) {
    Q_UNUSED(notes);
    // Grouped by system (in catalog order), then by kind, collective and size (or measured
    // value): a trend over message sizes or batches shows as one.
    std::vector<const AccuracyRow*> rows;
    for (const AccuracyRow& r : accuracy_.rows)
        if (const PointComparison* shown = shownComparison(r); shown && shown->error)
            rows.push_back(&r);
    if (rows.empty()) return;
    const Catalog& cat = c_->catalog();
    auto systemIndex = [&](const std::string& id) {
        for (std::size_t i = 0; i < cat.systems.size(); ++i)
            if (cat.systems[i].id == id) return i;
        return cat.systems.size();
    };
    auto order = [&](const AccuracyRow* r) {
        const MeasuredPoint& p = r->stored->point;
        return std::tuple(systemIndex(r->stored->system_id), r->stored->system_id,
                          p.kind == MeasurementKind::Collective ? 0 : int(p.kind) + 1, p.op,
                          r->comparison.quantity, p.bytes.value_or(*shownComparison(*r)->measured));
    };
    std::stable_sort(rows.begin(), rows.end(), [&](const AccuracyRow* a, const AccuracyRow* b) {
        return order(a) < order(b);
    });
    // The x axis names each run of points: its system, and its collective (or kind), so that
    // a trend over message sizes reads as one. A run is at least a few points wide (its name
    // fits under it), its points centred.
    auto group = [](const AccuracyRow* r) {
        const MeasuredPoint& p = r->stored->point;
        return p.kind == MeasurementKind::Collective && !p.op.empty()
                   ? QString::fromStdString(p.op)
                   : AccuracyTableModel::kindText(p.kind);
    };
    auto systemName = [&](const AccuracyRow* r) {
        const System* s = cat.system(r->stored->system_id);
        return s ? systemLabel(*s) : QString::fromStdString(r->stored->system_id);
    };
    bool oneSystem = true;
    for (const AccuracyRow* r : rows)
        oneSystem = oneSystem && r->stored->system_id == rows.front()->stored->system_id;
    const double minRun = std::max(4.0, std::ceil(double(rows.size()) / 12.0));
    std::vector<double> xs(rows.size());
    auto* x = new QCategoryAxis;
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionCenter);
    x->setStartValue(0.0);
    double yMin = -kBand * 100.0 * 1.6, yMax = kBand * 100.0 * 1.6;
    double end = 0.0;
    for (std::size_t first = 0; first < rows.size();) {
        std::size_t last = first;
        while (last + 1 < rows.size() &&
               rows[last + 1]->stored->system_id == rows[first]->stored->system_id &&
               group(rows[last + 1]) == group(rows[first]))
            ++last;
        const double count = double(last - first + 1);
        const double width = std::max(count, minRun);
        for (std::size_t i = first; i <= last; ++i) {
            xs[i] = end + (width - count) / 2.0 + double(i - first) + 0.5;
            const double e = *shownComparison(*rows[i])->error * 100.0;
            yMin = std::min(yMin, e * 1.1);
            yMax = std::max(yMax, e * 1.1);
        }
        end += width;
        x->append(oneSystem
                      ? group(rows[first])
                      : QStringLiteral("%1 · %2").arg(systemName(rows[first]), group(rows[first])),
                  end);
        first = last + 1;
    }
    const double n = end;
    x->setRange(0.0, n);
    x->setTitleText(
        oneSystem ? tr("Measured points on %1, by collective or kind").arg(systemName(rows.front()))
                  : tr("Measured points, by system and collective or kind"));
    auto* y = new QValueAxis;
    y->setRange(yMin, yMax);
    y->applyNiceNumbers();
    y->setLabelFormat(QStringLiteral("%+.0f %"));
    y->setTitleText(tr("Error: predicted / measured − 1 (%)"));
    chart_->addAxis(x, Qt::AlignBottom);
    chart_->addAxis(y, Qt::AlignLeft);

    addReferences(x, y,
                  band(tr("within ±15 %"), {{0.0, kBand * 100.0}, {n, kBand * 100.0}},
                       {{0.0, -kBand * 100.0}, {n, -kBand * 100.0}}),
                  {0.0, 0.0}, {n, 0.0});

    MarkerGroups groups;
    groups.nameEngines = engineCount(rows) > 1;
    for (std::size_t i = 0; i < rows.size(); ++i)
        groups
            .at(AccuracyTableModel::engineText(rows[i]->comparison), rows[i]->stored->point.kind,
                rows[i]->fitted, presentation_)
            ->append(xs[i], *shownComparison(*rows[i])->error * 100.0);
    addMarkers(groups.all(), x, y, QStringLiteral("%"));
}

} // namespace sil::ui
