// The Training tab's cash view: a deadline plan's cluster, owned and sold after the run, against
// the cheapest rental of the same run, cumulative month by month, with the break-even month.
#include "TrainingPage.h"

#include "ui/CoreText.h"
#include "ui/ScenarioController.h"

#include "core/workload/training/deadline.h"

#include <QLineSeries>
#include <QScatterSeries>
#include <QValueAxis>
#include <algorithm>

namespace sil::ui {

namespace {

QLineSeries* cashLine(const QString& name, const std::vector<ClusterCashMonth>& cash,
                      double ClusterCashMonth::*usd, const QColor& colour) {
    auto* series = new QLineSeries;
    series->setName(name);
    for (const ClusterCashMonth& m : cash)
        series->append(m.month, m.*usd / 1e6);
    series->setPen(QPen(colour, 3));
    return series;
}

} // namespace

void TrainingPage::refreshCashByMonth(const LlmModel& model, const TrainingQuery& q) {
    DeadlineQuery dq;
    dq.training = q;
    dq.training.gpus = 0;
    dq.deadline_days = deadlineDays();
    QStringList notes;
    // The first selected system that meets the deadline and can be priced owned.
    DeadlinePlan plan;
    const System* shown = nullptr;
    for (const System* s : c_->selectedSystemList()) {
        DeadlinePlan p = planForDeadline(c_->catalog(), *s, model, dq, c_->scenario().assumptions);
        if (p.found && p.owned.ok) {
            plan = std::move(p);
            shown = s;
            break;
        }
        notes << tr("Not shown: %1 — %2")
                     .arg(systemLabel(*s), coreText(p.found ? p.owned.error : p.why_not));
    }
    if (!shown) {
        notes.prepend(tr("No selected system meets the deadline with a cost to own."));
        setNotes(notes);
        applyFonts();
        return;
    }
    drawCash(*shown, plan, notes);
    setNotes(notes);
    applyFonts();
}

void TrainingPage::drawCash(const System& system, const DeadlinePlan& plan, QStringList& notes) {
    const ClusterCost& k = plan.owned;
    double top = 0.0;
    for (const ClusterCashMonth& m : k.cash)
        top = std::max({top, m.owned_usd, m.rented_usd});
    auto* x = new QValueAxis;
    x->setTitleText(tr("Month of the run"));
    x->setLabelFormat(QStringLiteral("%.0f"));
    x->setRange(0, std::max(1, k.cash.back().month));
    x->setTickCount(std::min(k.cash.back().month, 12) + 1);
    auto* y = new QValueAxis;
    y->setTitleText(tr("Cumulative cash (million USD)"));
    y->setLabelFormat(QStringLiteral("$%.0fM"));
    y->setRange(0, top / 1e6 * 1.05);
    y->applyNiceNumbers();
    chart()->addAxis(x, Qt::AlignBottom);
    chart()->addAxis(y, Qt::AlignLeft);
    std::vector<QXYSeries*> series = {
        cashLine(tr("Owned, sold after the run: %1").arg(systemLabel(system)), k.cash,
                 &ClusterCashMonth::owned_usd, QColor(0x1f77b4))};
    const TrainingRentalCost* rented = plan.cheapestRental();
    if (rented)
        series.push_back(cashLine(tr("Rented: %1 (%2)")
                                      .arg(QString::fromStdString(rented->provider),
                                           QString::fromUtf8(rentalTermKey(rented->term).data())),
                                  k.cash, &ClusterCashMonth::rented_usd, QColor(0xff7f0e)));
    if (k.break_even_month >= 0) {
        auto* mark = new QScatterSeries;
        mark->setName(tr("Break-even in month %1").arg(k.break_even_month));
        mark->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        mark->setMarkerSize(12);
        mark->setColor(QColor(0xd62728));
        mark->append(k.break_even_month,
                     k.cash[static_cast<std::size_t>(k.break_even_month)].owned_usd / 1e6);
        series.push_back(mark);
    }
    for (QXYSeries* s : series) {
        chart()->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
    }
    notes.prepend(
        k.break_even_month >= 0
            ? tr("Owning has paid for itself against renting by month %1.").arg(k.break_even_month)
            : tr("Renting stays cheaper through the run: owning does not pay back "
                 "before the cluster is sold."));
    notes << tr("%1: %L2 GPUs bought for %3 days with interruptions: $%4M of capex at month 0, "
                "opex and interest each month, $%5M back from the sale in the month the run "
                "ends (the scenario's residual value); rent billed each month, the contract's "
                "whole bill by the last.")
                 .arg(systemLabel(system))
                 .arg(k.gpus_bought)
                 .arg(k.run_days, 0, 'f', 1)
                 .arg(k.capex_usd / 1e6, 0, 'f', 2)
                 .arg(k.resale_usd / 1e6, 0, 'f', 2);
}

} // namespace sil::ui
