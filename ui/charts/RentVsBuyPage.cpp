#include "RentVsBuyPage.h"

#include "ui/ScenarioController.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QValueAxis>
#include <map>

namespace sil::ui {

RentVsBuyPage::RentVsBuyPage(ScenarioController* c, QWidget* parent) : ChartPage(c, parent) {
    auto* hint = controlLabel(QT_TR_NOOP("Owning is cheaper than renting above the bar's "
                                         "utilization; the dashed line is the scenario's "
                                         "utilization."));
    controls()->addWidget(hint);
    controls()->addStretch();
}

QString RentVsBuyPage::termLabel(RentalTerm term) {
    switch (term) {
    case RentalTerm::Spot:
        return tr("spot");
    case RentalTerm::OnDemand:
        return tr("on-demand");
    case RentalTerm::OneMonth:
        return tr("1-month");
    case RentalTerm::OneYear:
        return tr("1-year");
    case RentalTerm::ThreeYear:
        return tr("3-year");
    }
    return {};
}

// The scenario's utilization as a dashed line across the bars, against the value axis.
void RentVsBuyPage::addUtilizationLine(QValueAxis* valueAxis, Qt::Orientation along) {
    auto* hidden = new QValueAxis;
    hidden->setRange(0, 1);
    hidden->setVisible(false);
    chart_->addAxis(hidden, along == Qt::Horizontal ? Qt::AlignBottom : Qt::AlignLeft);
    auto* util = new QLineSeries;
    const double u = c_->scenario().assumptions.utilization_pct;
    util->setName(tr("Scenario utilization %1 %").arg(u));
    if (along == Qt::Horizontal) {
        util->append(0, u);
        util->append(1, u);
    } else {
        util->append(u, 0);
        util->append(u, 1);
    }
    QPen pen(QColor(0xd62728));
    pen.setStyle(Qt::DashLine);
    pen.setWidth(2);
    util->setPen(pen);
    chart_->addSeries(util);
    util->attachAxis(along == Qt::Horizontal ? hidden : valueAxis);
    util->attachAxis(along == Qt::Horizontal ? valueAxis : hidden);
}

QString RentVsBuyPage::title() const {
    return tr("Rent vs buy: breakeven utilization against the cheapest quote per term (%)");
}

void RentVsBuyPage::refresh() {
    clearChart();
    setChartTitle(title());
    const std::vector<RentalTerm> terms = {RentalTerm::OnDemand, RentalTerm::OneMonth,
                                           RentalTerm::OneYear, RentalTerm::ThreeYear};
    QStringList candidates, categories, notes;
    std::vector<const SystemResult*> shown;
    for (const SystemResult* r : systemsWithTco(candidates, notes)) {
        if (r->rentals.empty()) {
            notes << tr("Not shown: %1 — no rental quote for its chip")
                         .arg(QString::fromStdString(r->system_name));
            continue;
        }
        categories << systemLabel(*c_->catalog().system(r->system_id));
        shown.push_back(r);
    }
    if (!barsFitVertically(categories)) {
        // Many systems: one row each, breakeven against the cheapest quote of any term.
        std::vector<SystemBar> bars;
        QStringList against; // the quote behind each bar, in the caption
        const QStringList pinned = c_->pinnedSystems();
        for (const SystemResult* r : shown) {
            const RentVsBuy* best = nullptr;
            for (const auto& q : r->rentals)
                if (q.breakeven_utilization_pct.ok() &&
                    (!best ||
                     q.breakeven_utilization_pct.value() > best->breakeven_utilization_pct.value()))
                    best = &q;
            if (!best) {
                notes << tr("%1: renting costs less than owning at any utilization")
                             .arg(QString::fromStdString(r->system_name));
                continue;
            }
            SystemBar b;
            b.label = systemLabel(*c_->catalog().system(r->system_id));
            b.parts = {best->breakeven_utilization_pct.value()};
            against.push_back(
                tr("%1 — vs %2 %3 $%4")
                    .arg(b.label, QString::fromStdString(best->provider), termLabel(best->term))
                    .arg(best->rental_usd_per_gpu_hour, 0, 'f', 2));
            b.total = b.parts[0];
            b.pinned = pinned.contains(QString::fromStdString(r->system_id));
            bars.push_back(std::move(b));
        }
        // The quotes of the rows drawn (an export summarises the rest).
        const std::vector<bool> drawn = rowsDrawn(bars, true);
        QStringList drawnAgainst;
        for (std::size_t i = 0; i < bars.size(); ++i)
            if (drawn[i]) drawnAgainst << against.at(qsizetype(i));
        QValueAxis* x =
            drawSystemBars(std::move(bars), {{tr("Breakeven utilization"), QColor(0x1f77b4)}},
                           tr("Breakeven utilization (% of hours) vs the system's cheapest quote"),
                           QStringLiteral("%.0f %%"), QStringLiteral("%"));
        x->setRange(0, 100);
        addUtilizationLine(x, Qt::Vertical);
        notes.prepend(tr("Owning is cheaper above the bar; the dashed line is the scenario's %1 % "
                         "utilization. Few systems show every rental term side by side. Each row "
                         "is measured against the quote, of any term, that makes owning hardest "
                         "to justify:")
                          .arg(c_->scenario().assumptions.utilization_pct) +
                      QLatin1Char(' ') + drawnAgainst.join(QStringLiteral("; ")));
        setNotes(notes);
        applyFonts();
        return;
    }
    auto* series = new QBarSeries;
    series->setProperty("categories", categories);
    // Which quote each bar is measured against, one line per system.
    for (const SystemResult* r : shown) {
        QStringList used;
        for (RentalTerm term : terms)
            if (const RentVsBuy* q = cheapestRental(*r, term))
                used << tr("%1 %2 $%3 (%4)")
                            .arg(termLabel(term), QString::fromStdString(q->provider))
                            .arg(q->rental_usd_per_gpu_hour, 0, 'f', 2)
                            .arg(QString::fromStdString(q->date));
        notes << tr("%1 against the cheapest quote per term: %2")
                     .arg(QString::fromStdString(r->system_name), used.join(QStringLiteral("; ")));
    }
    const QStringList termLabels = {tr("On-demand"), tr("1-month"), tr("1-year"), tr("3-year")};
    for (std::size_t t = 0; t < terms.size(); ++t) {
        auto* set = new QBarSet(termLabels.at(int(t)));
        bool any = false;
        for (const SystemResult* r : shown) {
            const RentVsBuy* cheapest = cheapestRental(*r, terms[t]);
            if (!cheapest) {
                *set << 0.0;
                continue;
            }
            if (cheapest->breakeven_utilization_pct.ok()) {
                *set << cheapest->breakeven_utilization_pct.value();
                any = true;
            } else {
                *set << 0.0;
                notes << tr("%1, %2: renting at $%3/GPU-hour (%4) costs less than owning at any "
                            "utilization")
                             .arg(QString::fromStdString(r->system_name), termLabels.at(int(t)))
                             .arg(cheapest->rental_usd_per_gpu_hour)
                             .arg(QString::fromStdString(cheapest->provider));
            }
        }
        if (any)
            series->append(set);
        else
            delete set;
    }
    chart_->addSeries(series);
    QValueAxis* y = addSystemBarAxes(series, categories, tr("Breakeven utilization (% of hours)"),
                                     QStringLiteral("%.0f %%"));
    y->setRange(0, 100);
    attachHoverTooltips(series, QStringLiteral("%"));
    addUtilizationLine(y, Qt::Horizontal);
    setNotes(notes);
    applyFonts();
}

} // namespace sil::ui
