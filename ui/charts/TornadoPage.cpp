#include "TornadoPage.h"

#include "ChartFonts.h"
#include "ChartTextFit.h"

#include "ui/CoreText.h"
#include "ui/ScenarioController.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QBoxLayout>
#include <QComboBox>
#include <QFontMetricsF>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QValueAxis>

namespace sil::ui {

namespace {
struct MetricChoice {
    TornadoMetric metric;
    Dtype dtype;
};
MetricChoice metricOf(const QString& key) {
    if (key == QLatin1String("tco-useful")) return {TornadoMetric::TcoPerUsefulHour, Dtype::BF16};
    if (key == QLatin1String("tco-per-pflop-fp8"))
        return {TornadoMetric::TcoPerPflopHour, Dtype::FP8};
    if (key == QLatin1String("tco-per-pflop-bf16"))
        return {TornadoMetric::TcoPerPflopHour, Dtype::BF16};
    return {TornadoMetric::TcoPerOwnedHour, Dtype::BF16};
}
} // namespace

TornadoPage::TornadoPage(ScenarioController* c, QWidget* parent) : ChartPage(c, parent) {
    system_ = new QComboBox(this);
    metric_ = new QComboBox(this);
    addTranslatedItem(metric_, QT_TR_NOOP("TCO per owned GPU-hour"), QStringLiteral("tco"));
    addTranslatedItem(metric_, QT_TR_NOOP("TCO per useful GPU-hour"), QStringLiteral("tco-useful"));
    addTranslatedItem(metric_, QT_TR_NOOP("TCO per dense BF16 PFLOP-hour"),
                      QStringLiteral("tco-per-pflop-bf16"));
    addTranslatedItem(metric_, QT_TR_NOOP("TCO per dense FP8 PFLOP-hour"),
                      QStringLiteral("tco-per-pflop-fp8"));
    controls()->addWidget(controlLabel(QT_TR_NOOP("System:")));
    controls()->addWidget(system_);
    controls()->addWidget(controlLabel(QT_TR_NOOP("Metric:")));
    controls()->addWidget(metric_);
    controls()->addStretch();
    addStateCombo(QStringLiteral("metric"), metric_);
    addStatePart({[this] {
                      return QVariantMap{{QStringLiteral("system"), preferredSystem_}};
                  },
                  [this](const QVariantMap& s) {
                      if (s.contains(QStringLiteral("system")))
                          preferredSystem_ = s.value(QStringLiteral("system")).toString();
                      fillSystems();
                  }});
    connect(system_, &QComboBox::activated, this, [this] {
        preferredSystem_ = system_->currentData().toString();
        refresh();
        emit stateChanged();
    });
    connect(c, &ScenarioController::selectionChanged, this, [this] { fillSystems(); });
    connect(c, &ScenarioController::catalogChanged, this, [this] { fillSystems(); });
    fillSystems();
}

void TornadoPage::fillSystems() {
    const QSignalBlocker block(system_);
    system_->clear();
    for (const System* s : c_->selectedSystemList())
        system_->addItem(systemLabel(*s), QString::fromStdString(s->id));
    int at = system_->findData(preferredSystem_);
    if (at < 0) {
        // The first chosen system with a TCO.
        for (int i = 0; i < system_->count() && at < 0; ++i) {
            const SystemResult* r = c_->resultFor(system_->itemData(i).toString().toStdString());
            if (r && r->tco.total.ok()) at = i;
        }
    }
    system_->setCurrentIndex(std::max(0, at));
}

QString TornadoPage::title() const {
    return tr("Sensitivity of %1: %2").arg(system_->currentText(), metric_->currentText());
}

void TornadoPage::refresh() {
    clearChart();
    setChartTitle(title());
    const System* s = c_->catalog().system(system_->currentData().toString().toStdString());
    if (!s) {
        setNotes({tr("Choose systems to compare in the catalog (Compare column): the tornado "
                     "shows one of them.")});
        tornado_ = {};
        return;
    }
    const MetricChoice choice = metricOf(metric_->currentData().toString());
    tornado_ = tcoTornado(*s, c_->catalog().chip(s->chip_id), c_->scenario().assumptions,
                          c_->scenario().assumption_ranges, choice.metric, choice.dtype);
    if (!tornado_.error.empty()) {
        setNotes({tr("No tornado for %1: %2").arg(systemLabel(*s), coreText(tornado_.error))});
        return;
    }
    const auto& bars = tornado_.bars;
    const int n = int(bars.size());
    // Largest swing on top: horizontal category axes run bottom to top.
    QStringList categories;
    auto* atLow = new QBarSet(tr("Input at its low end"));
    auto* atHigh = new QBarSet(tr("Input at its high end"));
    atLow->setColor(QColor(0x0072b2)); // Okabe-Ito blue and orange: safe for colour blindness
    atHigh->setColor(QColor(0xe69f00));
    atLow->setBorderColor(atLow->color());
    atHigh->setBorderColor(atHigh->color());
    double extent = 0.0;
    int fromDefault = 0;
    for (int k = n - 1; k >= 0; --k) {
        const TornadoBar& b = bars[std::size_t(k)];
        const QLocale loc;
        // Whole units past a thousand ("40,460 USD"), else up to four significant digits.
        auto fmt = [&loc](double v) {
            return std::abs(v) >= 1000.0 ? loc.toString(v, 'f', 0) : loc.toString(v, 'g', 4);
        };
        QString label =
            tr("%1: %2–%3 %4")
                .arg(coreText(b.label), fmt(b.input_low), fmt(b.input_high), coreText(b.unit));
        if (!b.from_range) {
            label += QStringLiteral(" *");
            ++fromDefault;
        }
        categories << label;
        *atLow << b.metric_at_low - tornado_.central;
        *atHigh << b.metric_at_high - tornado_.central;
        extent = std::max({extent, std::abs(b.metric_at_low - tornado_.central),
                           std::abs(b.metric_at_high - tornado_.central)});
    }
    auto* series = new QHorizontalBarSeries;
    series->append(atLow);
    series->append(atHigh);
    series->setBarWidth(0.8);
    chart_->addSeries(series);
    auto* cat = new QBarCategoryAxis;
    fitInputLabels(cat, categories);
    chart_->addAxis(cat, Qt::AlignLeft);
    series->attachAxis(cat);
    auto* value = new QValueAxis;
    const QString unit = coreText(tornado_.unit);
    value->setTitleText(
        tr("Change from %1 (%2)").arg(QLocale().toString(tornado_.central, 'f', 3), unit));
    value->setLabelFormat(QStringLiteral("%+.3f"));
    const double half = extent > 0 ? extent * 1.1 : 1.0;
    value->setRange(-half, half);
    value->applyNiceNumbers();
    chart_->addAxis(value, Qt::AlignBottom);
    series->attachAxis(value);
    attachHoverTooltips(series, unit);
    QStringList notes;
    notes << tr("Central value: %1 %2 for %3 under scenario \"%4\". Bars: the metric minus the "
                "central value with one input at the low (blue) or high (orange) end of its "
                "range, every other input at its value.")
                 .arg(QLocale().toString(tornado_.central, 'f', 3), unit, systemLabel(*s),
                      QString::fromStdString(c_->scenario().name));
    if (fromDefault > 0)
        notes << (forPaper() ? tr("* %n input(s) without a range (scenario or catalog) are moved "
                                  "±%1 %, a swing assumed for the chart, not a sourced range.",
                                  nullptr, fromDefault)
                             : tr("* %n input(s) without a range (scenario or catalog) are moved "
                                  "±%1 %; set ranges under Edit > Assumption ranges…",
                                  nullptr, fromDefault))
                     .arg(tornado_.default_swing_pct, 0, 'f', 0);
    setNotes(notes);
    view_->setMinimumHeight(std::max(320, n * 2 * QFontMetrics(font()).height() + 200));
    applyFonts();
}

void TornadoPage::fitInputLabels(QBarCategoryAxis* axis, const QStringList& labels) {
    // Each label gets a row's height (of the chart less its title, axis and an export's caption)
    // and at most about a third of the chart's width: a longer
    // one goes onto more lines, in a smaller font where the rows are too low for them, rather
    // than losing its range and unit to "...".
    const qreal width = chartWidth() * 0.3 - 20;
    const qreal rowHeight =
        (chart_->size().height() - (presentationStyle() ? 440 : 200)) / qreal(labels.size());
    QFont font = systemLabelFont(this->font(), presentationStyle());
    QStringList wrapped;
    for (;;) {
        wrapped.clear();
        int lines = 1;
        for (const QString& label : labels) {
            wrapped << wrappedChartText(label, font, width);
            lines = std::max(lines, int(wrapped.back().count(QStringLiteral("<br>"))) + 1);
        }
        if (lines * QFontMetricsF(font).lineSpacing() + 8 <= rowHeight || font.pointSize() <= 8)
            break;
        font.setPointSize(font.pointSize() - 1);
    }
    axis->setProperty(kLabelPointSize, font.pointSize());
    axis->append(wrapped);
}

} // namespace sil::ui
