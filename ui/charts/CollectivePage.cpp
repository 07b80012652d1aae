#include "CollectivePage.h"

#include "ui/CoreText.h"

#include "CollectiveControls.h"
#include "MeasuredMarkers.h"
#include "ui/ScenarioController.h"

#include <QBoxLayout>
#include <QCategoryAxis>
#include <QComboBox>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QValueAxis>
#include <cmath>

namespace sil::ui {

CollectivePage::CollectivePage(ScenarioController* c, QWidget* parent) : ChartPage(c, parent) {
    controls_ = new CollectiveControls(controls(), this);
    addStatePart({[this] { return controls_->saveState(); },
                  [this](const QVariantMap& s) { controls_->restoreState(s); }});
    metric_ = new QComboBox(this);
    addTranslatedItem(metric_, QT_TR_NOOP("Bus bandwidth (GB/s)"), QStringLiteral("busbw"));
    addTranslatedItem(metric_, QT_TR_NOOP("Time (µs, log)"), QStringLiteral("time"));
    controls()->addWidget(metric_);
    controls()->addStretch();
    connect(controls_, &CollectiveControls::changed, this, [this] {
        refresh();
        emit stateChanged();
    });
    addStateCombo(QStringLiteral("metric"), metric_);
}

bool CollectivePage::showTime() const {
    return metric_->currentData().toString() == QLatin1String("time");
}

QString CollectivePage::title() const {
    return tr("%1 of %2 over %3 ranks (%4)")
        .arg(showTime() ? tr("Time") : tr("Bus bandwidth"),
             QString::fromUtf8(collectiveOpKey(controls_->op()).data())
                 .replace(QLatin1Char('_'), QLatin1Char(' ')))
        .arg(controls_->ranks())
        .arg(controls_->placement() == Placement::Spread ? tr("one rank per server")
                                                         : tr("packed"));
}

QStringList CollectivePage::assumptionCaption() const {
    return {tr("Model: %1. nccl-tests conventions: size = total bytes, busbw = algbw x "
               "bus factor. H200 NVLink η and call overhead fitted on measured NCCL timings; "
               "other fabrics' η/α as cited in the catalog.")
                .arg(controls_->describe())};
}

void CollectivePage::refresh() {
    clearChart();
    setChartTitle(title());
    const auto sizes = defaultSizes();
    QStringList xLabels;
    for (double s : sizes)
        xLabels << sizeLabel(s);
    QStringList notes;
    double yMin = 1e300, yMax = 0.0;
    std::vector<QLineSeries*> all;
    std::vector<std::string> allIds;
    for (const System* s : c_->selectedSystemList()) {
        const auto curve = collectiveCurve(*s, controls_->op(), controls_->ranks(), sizes,
                                           controls_->placement(), controls_->options());
        if (!curve.ok) {
            notes << tr("Not shown: %1 — %2").arg(systemLabel(*s), coreText(curve.error));
            continue;
        }
        auto* line = new QLineSeries;
        line->setName(systemLabel(*s));
        QPen linePen(systemColor(c_->catalog(), s->id));
        linePen.setWidthF(presentation_ ? 3.5 : 2.0);
        line->setPen(linePen);
        line->setProperty("xLabels", xLabels);
        line->setPointsVisible(true);
        for (const auto& p : curve.points) {
            const double y = showTime() ? p.time_us : p.busbw_gbps;
            line->append(std::log2(p.bytes), y);
            yMin = std::min(yMin, y);
            yMax = std::max(yMax, y);
        }
        all.push_back(line);
        allIds.push_back(s->id);
    }
    // The user's imported runs of this collective over as many ranks on the drawn systems, at
    // their measured sizes; the x axis is log2(bytes), as the curves'.
    std::vector<MeasuredMarker> measured;
    int outside = 0;
    const std::string op(collectiveOpKey(controls_->op()));
    for (const std::string& id : allIds)
        for (const StoredPoint& m : c_->measurements()) {
            const MeasuredPoint& p = m.point;
            if (m.system_id != id || p.kind != MeasurementKind::Collective || p.op != op ||
                p.ranks != controls_->ranks() || !p.bytes || !(*p.bytes > 0))
                continue;
            const std::optional<double> value = showTime() ? p.time_us : p.busbw_gbps;
            if (!value || !(*value > 0)) continue;
            if (*p.bytes < sizes.front() || *p.bytes > sizes.back()) {
                ++outside;
                continue;
            }
            measured.push_back(
                {QString::fromStdString(m.file), std::log2(*p.bytes), *value, sizeLabel(*p.bytes)});
            yMin = std::min(yMin, *value);
            yMax = std::max(yMax, *value);
        }
    QAbstractAxis* y;
    if (showTime()) {
        auto* log = new QLogValueAxis;
        log->setBase(10);
        log->setLabelFormat(QStringLiteral("%g"));
        log->setMinorTickCount(8);
        log->setTitleText(tr("Time per call (µs, log scale)"));
        if (yMax > 0)
            log->setRange(std::pow(10, std::floor(std::log10(yMin))),
                          std::pow(10, std::ceil(std::log10(yMax))));
        y = log;
    } else {
        auto* lin = new QValueAxis;
        lin->setTitleText(tr("Bus bandwidth per GPU (GB/s)"));
        lin->setLabelFormat(QStringLiteral("%.0f"));
        lin->setRange(0.0, yMax > 0 ? yMax * 1.08 : 1.0);
        lin->applyNiceNumbers();
        y = lin;
    }
    addLog2Lines(sizes, xLabels, false, tr("Message size (total bytes, log scale)"), y, all,
                 showTime() ? tr("µs") : tr("GB/s"));
    if (!measured.empty()) {
        if (QAbstractAxis* x = chart_->axes(Qt::Horizontal).value(0))
            addMeasuredMarkers(chart_, this, measured, x, y, presentation_,
                               showTime() ? tr("µs") : tr("GB/s"));
        notes << measuredNote(measured) + QLatin1Char(' ') +
                     tr("The files do not say how the ranks were placed; the curves are %1.")
                         .arg(controls_->placement() == Placement::Spread
                                  ? tr("one rank per server")
                                  : tr("packed"));
    }
    if (outside > 0)
        notes << tr("Outside the sizes drawn (%1 to %2): %3 of this collective.")
                     .arg(sizeLabel(sizes.front()), sizeLabel(sizes.back()),
                          importedPoints(outside));
    notes += overlapNotes(all);
    notes += highlightCrowdedLines(all, allIds);
    setNotes(notes);
    applyFonts();
}

} // namespace sil::ui
