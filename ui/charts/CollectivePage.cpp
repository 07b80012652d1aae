#include "CollectivePage.h"

#include "ui/CoreText.h"

#include "CollectiveControls.h"
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
    notes += overlapNotes(all);
    notes += highlightCrowdedLines(all, allIds);
    setNotes(notes);
    applyFonts();
}

} // namespace sil::ui
