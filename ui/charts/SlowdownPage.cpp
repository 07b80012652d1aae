#include "SlowdownPage.h"

#include "ui/CoreText.h"

#include "CollectiveControls.h"
#include "ui/ScenarioController.h"

#include <QBoxLayout>
#include <QCategoryAxis>
#include <QComboBox>
#include <QLabel>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QValueAxis>
#include <cmath>

namespace sil::ui {

namespace {
constexpr double kRankCountSize = 256.0 * 1048576.0;
}

SlowdownPage::SlowdownPage(ScenarioController* c, QWidget* parent) : ChartPage(c, parent) {
    controls()->addWidget(controlLabel(QT_TR_NOOP("Reference:")));
    reference_ = new QComboBox(this);
    controls()->addWidget(reference_);
    axis_ = new QComboBox(this);
    addTranslatedItem(axis_, QT_TR_NOOP("by message size"), QStringLiteral("size"));
    addTranslatedItem(axis_, QT_TR_NOOP("by rank count (256 MiB)"), QStringLiteral("ranks"));
    controls()->addWidget(axis_);
    controls_ = new CollectiveControls(controls(), this);
    addStatePart({[this] { return controls_->saveState(); },
                  [this](const QVariantMap& s) { controls_->restoreState(s); }});
    controls()->addStretch();
    fillReferences();
    connect(c_, &ScenarioController::catalogChanged, this, &SlowdownPage::fillReferences);
    addStateCombo(QStringLiteral("reference"), reference_);
    addStateCombo(QStringLiteral("axis"), axis_);
    connect(controls_, &CollectiveControls::changed, this, [this] {
        refresh();
        emit stateChanged();
    });
}

void SlowdownPage::fillReferences() {
    const QString current = reference_->currentData().toString();
    QSignalBlocker block(reference_);
    reference_->clear();
    for (const auto& s : c_->catalog().systems)
        reference_->addItem(systemLabel(s), QString::fromStdString(s.id));
    int i = reference_->findData(current.isEmpty() ? QStringLiteral("gb200-nvl72") : current);
    reference_->setCurrentIndex(std::max(i, 0));
}

void SlowdownPage::setReference(const QString& systemId) {
    if (int i = reference_->findData(systemId); i >= 0) reference_->setCurrentIndex(i);
}

bool SlowdownPage::byRanks() const {
    return axis_->currentData().toString() == QLatin1String("ranks");
}

QString SlowdownPage::title() const {
    return tr("Collective slowdown vs %1 (x), %2")
        .arg(reference_->currentText(), byRanks() ? tr("by rank count") : tr("by message size"));
}

QStringList SlowdownPage::assumptionCaption() const {
    return {
        tr("Slowdown = time on the system / time on %1 for the same collective. Model: %2.%3")
            .arg(reference_->currentText(), controls_->describe(),
                 byRanks() ? tr(" Message size 256 MiB; rank counts 8 to 16,384.") : QString())};
}

void SlowdownPage::refresh() {
    clearChart();
    setChartTitle(title());
    const System* ref = c_->catalog().system(reference_->currentData().toString().toStdString());
    QStringList notes;
    if (!ref) {
        setNotes({tr("Choose a reference system.")});
        return;
    }
    std::vector<double> xs;
    QStringList xLabels;
    if (byRanks()) {
        for (int n = 8; n <= 16384; n *= 2) {
            xs.push_back(n);
            xLabels << QString::number(n);
        }
    } else {
        xs = defaultSizes();
        for (double s : xs)
            xLabels << sizeLabel(s);
    }
    double yMin = 1e300, yMax = 0.0;
    std::vector<QLineSeries*> lines;
    std::vector<std::string> lineIds;
    for (const System* s : c_->selectedSystemList()) {
        if (s->id == ref->id) continue;
        auto* line = new QLineSeries;
        line->setName(systemLabel(*s));
        QPen linePen(systemColor(c_->catalog(), s->id));
        linePen.setWidthF(presentation_ ? 3.5 : 2.0);
        line->setPen(linePen);
        line->setProperty("xLabels", xLabels);
        line->setPointsVisible(true);
        QString firstError;
        for (std::size_t i = 0; i < xs.size(); ++i) {
            const int ranks = byRanks() ? int(xs[i]) : controls_->ranks();
            const double bytes = byRanks() ? kRankCountSize : xs[i];
            const auto a = estimateCollective(*s, controls_->op(), ranks, bytes,
                                              controls_->placement(), controls_->options());
            const auto b = estimateCollective(*ref, controls_->op(), ranks, bytes,
                                              controls_->placement(), controls_->options());
            if (!a.ok || !b.ok) {
                if (firstError.isEmpty()) firstError = coreText(a.ok ? b.error : a.error);
                continue;
            }
            const double sd = a.estimate.time_us / b.estimate.time_us;
            line->append(std::log2(xs[i]), sd);
            yMin = std::min(yMin, sd);
            yMax = std::max(yMax, sd);
        }
        if (!firstError.isEmpty())
            notes << tr("%1: %2 of %3 points n/a — %4")
                         .arg(systemLabel(*s))
                         .arg(int(xs.size()) - int(line->count()))
                         .arg(xs.size())
                         .arg(firstError);
        if (line->count() == 0) {
            delete line;
            continue;
        }
        lines.push_back(line);
        lineIds.push_back(s->id);
    }
    QAbstractAxis* y;
    const QString yTitle = tr("Slowdown vs %1 (x)").arg(reference_->currentText());
    if (yMax > 0 && yMax / std::max(yMin, 1e-9) < 20.0 && yMax < 20.0) {
        auto* lin = new QValueAxis;
        lin->setLabelFormat(QStringLiteral("%.1fx"));
        lin->setRange(0.0, std::max(2.0, yMax * 1.08));
        lin->applyNiceNumbers();
        lin->setTitleText(yTitle);
        y = lin;
    } else {
        auto* log = new QLogValueAxis;
        log->setBase(10);
        log->setLabelFormat(QStringLiteral("%gx"));
        log->setMinorTickCount(8);
        log->setTitleText(yTitle + tr(", log scale"));
        if (yMax > 0)
            log->setRange(std::min(1.0, std::pow(10, std::floor(std::log10(yMin)))),
                          std::pow(10, std::ceil(std::log10(yMax * 1.01))));
        y = log;
    }
    // The 1x line: parity with the reference.
    auto* parity = new QLineSeries;
    parity->setName(tr("parity (1x)"));
    parity->append(std::log2(xs.front()), 1.0);
    parity->append(std::log2(xs.back()), 1.0);
    QPen pen(Qt::gray);
    pen.setStyle(Qt::DashLine);
    parity->setPen(pen);
    parity->setProperty("noTooltip", true);
    std::vector<QLineSeries*> drawn = lines;
    drawn.push_back(parity);
    addLog2Lines(xs, xLabels, byRanks(),
                 byRanks() ? tr("Ranks (GPUs, log scale)")
                           : tr("Message size (total bytes, log scale)"),
                 y, drawn, QStringLiteral("x"));
    notes += overlapNotes(lines);
    notes += highlightCrowdedLines(lines, lineIds);
    setNotes(notes);
    applyFonts();
}

} // namespace sil::ui
