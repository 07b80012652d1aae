#include "TcoChartPage.h"

#include "ui/ScenarioController.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QBoxLayout>
#include <QComboBox>
#include <QLabel>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <QValueAxis>

namespace sil::ui {

TcoChartPage::TcoChartPage(ScenarioController* c, QWidget* parent) : ChartPage(c, parent) {
    scope_ = new QComboBox(this);
    scope_->addItem(tr("Full TCO"), QStringLiteral("full"));
    scope_->addItem(tr("Capital only"), QStringLiteral("capital"));
    controls()->addWidget(new QLabel(tr("Show:"), this));
    controls()->addWidget(scope_);
    controls()->addStretch();
    addStateCombo(QStringLiteral("scope"), scope_);
}

QString TcoChartPage::title() const {
    return scope_->currentData().toString() == QLatin1String("capital")
               ? tr("Capital cost per GPU-hour (USD/GPU-hour)")
               : tr("Total cost of ownership per GPU-hour (USD/GPU-hour)");
}

void TcoChartPage::refresh() {
    clearChart();
    chart_->setTitle(title());
    const bool capitalOnly = scope_->currentData().toString() == QLatin1String("capital");
    struct Part {
        QString label;
        Figure TcoBreakdown::*member;
        QColor color;
    };
    std::vector<Part> parts = {{tr("Capital"), &TcoBreakdown::capital, QColor(0x1f77b4)},
                               {tr("Power"), &TcoBreakdown::power, QColor(0xff7f0e)},
                               {tr("Colocation"), &TcoBreakdown::colocation, QColor(0x2ca02c)},
                               {tr("Support"), &TcoBreakdown::support, QColor(0x9467bd)},
                               {tr("Maintenance"), &TcoBreakdown::maintenance, QColor(0x8c564b)},
                               {tr("Software"), &TcoBreakdown::software, QColor(0x7f7f7f)}};
    if (capitalOnly) parts.resize(1);

    QStringList categories, notes;
    const std::vector<const SystemResult*> shown = systemsWithTco(categories, notes);
    auto* series = new QStackedBarSeries;
    series->setProperty("categories", categories);
    double top = 0.0;
    for (const Part& p : parts) {
        auto* set = new QBarSet(p.label);
        set->setColor(p.color);
        bool any = false;
        for (const SystemResult* r : shown) {
            const double v = ((r->tco).*(p.member)).valueOr(0.0);
            any = any || v > 0.0;
            *set << v;
        }
        if (any || p.member == &TcoBreakdown::capital)
            series->append(set);
        else
            delete set;
    }
    for (const SystemResult* r : shown)
        top = std::max(top, capitalOnly ? r->tco.capital.value() : r->tco.total.value());
    chart_->addSeries(series);
    QValueAxis* y = addSystemBarAxes(series, categories, tr("USD per GPU-hour (owned hour)"),
                                     QStringLiteral("$%.2f"));
    attachHoverTooltips(series, tr("USD/GPU-hour"));

    // Rental quotes as markers over each system's bar.
    auto* onDemand = new QScatterSeries;
    onDemand->setName(tr("Rental: on-demand / spot quote"));
    onDemand->setMarkerSize(presentation_ ? 14 : 9);
    onDemand->setColor(QColor(0xd62728));
    auto* contract = new QScatterSeries;
    contract->setName(tr("Rental: 1-month to 3-year contract"));
    contract->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    contract->setMarkerSize(presentation_ ? 12 : 8);
    contract->setColor(QColor(0x17becf));
    for (std::size_t i = 0; i < shown.size(); ++i) {
        for (const auto& q : shown[i]->rentals) {
            (paidOnlyWhenUsed(q.term) ? onDemand : contract)
                ->append(double(i), q.rental_usd_per_gpu_hour);
            top = std::max(top, q.rental_usd_per_gpu_hour);
        }
    }
    auto* hiddenX = new QValueAxis;
    hiddenX->setRange(-0.5, std::max<double>(0.5, double(shown.size()) - 0.5));
    hiddenX->setVisible(false);
    chart_->addAxis(hiddenX, Qt::AlignBottom);
    for (QScatterSeries* s : {onDemand, contract}) {
        chart_->addSeries(s);
        s->attachAxis(hiddenX);
        s->attachAxis(y);
        attachHoverTooltips(s, tr("USD/GPU-hour"));
    }
    y->setRange(0.0, top > 0 ? top * 1.08 : 1.0);
    y->applyNiceNumbers();
    if (!shown.empty() && !capitalOnly)
        notes.prepend(tr("Markers: every dated rental quote in the catalog for the system's chip "
                         "(hover for the value)."));
    setNotes(notes);
    applyFonts();
}

} // namespace sil::ui
