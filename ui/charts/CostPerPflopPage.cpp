#include "CostPerPflopPage.h"

#include "ChartSystems.h"
#include "ui/ScenarioController.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QLabel>

namespace sil::ui {

CostPerPflopPage::CostPerPflopPage(ScenarioController* c, QWidget* parent)
    : DtypeBarsPage(c, parent) {
    cost_ = new QComboBox(this);
    addTranslatedItem(cost_, QT_TR_NOOP("Capital only"), QStringLiteral("capital"));
    addTranslatedItem(cost_, QT_TR_NOOP("Full TCO"), QStringLiteral("full"));
    flops_ = new QComboBox(this);
    addTranslatedItem(flops_, QT_TR_NOOP("Marketed FLOP/s"), QStringLiteral("marketed"));
    addTranslatedItem(flops_,
                      QT_TR_NOOP("Realized FLOP/s (measured GEMM efficiency x utilization)"),
                      QStringLiteral("realized"));
    controls()->addWidget(controlLabel(QT_TR_NOOP("Cost:")));
    controls()->addWidget(cost_);
    controls()->addWidget(controlLabel(QT_TR_NOOP("Throughput:")));
    controls()->addWidget(flops_);
    addUncertaintyControl();
    controls()->addStretch();
    addStateCombo(QStringLiteral("cost"), cost_);
    addStateCombo(QStringLiteral("flops"), flops_);
}

bool CostPerPflopPage::capital() const {
    return cost_->currentData().toString() == QLatin1String("capital");
}
bool CostPerPflopPage::realized() const {
    return flops_->currentData().toString() == QLatin1String("realized");
}

QString CostPerPflopPage::title() const {
    return tr("%1 per %2 PFLOP-hour (USD)")
        .arg(capital() ? tr("Capital cost") : tr("Total cost"),
             realized() ? tr("realized") : tr("marketed dense"));
}

QString CostPerPflopPage::axisTitle() const {
    return realized() ? tr("USD per useful, realized PFLOP-hour")
                      : tr("USD per owned PFLOP-hour (marketed dense)");
}

DtypeBarsPage::Bands CostPerPflopPage::bands() const {
    // TCO per PFLOP-hour is the TCO over a fixed throughput; capital alone has no bands.
    if (capital()) return Bands::None;
    return realized() ? Bands::UsefulHours : Bands::OwnedHours;
}

QString CostPerPflopPage::noBandsReason() const {
    if (!capital() || !showUncertainty()) return {};
    // On paper there is no control to choose: say where the whiskers are instead.
    if (forPaper())
        return tr("No P10–P90 whiskers on capital alone: its spread is the capex range of the "
                  "catalog only; this chart drawn for the full TCO has whiskers over every ranged "
                  "input.");
    return tr("No P10–P90 whiskers on capital alone: its spread is the capex range of the catalog "
              "only; choose Cost: Full TCO for whiskers over every ranged input.");
}

void CostPerPflopPage::refresh() {
    rented_.clear();
    for (const System* s : c_->selectedSystemList()) {
        const SystemResult* r = c_->tcoResultFor(s->id);
        if (r && r->tco.total.ok()) continue;
        CostBasis basis = costBasisOf(c_->catalog(), *s, c_->scenario().assumptions);
        if (basis.kind == CostBasisKind::Rented && basis.has_quote)
            rented_.emplace(s->id, std::move(basis));
    }
    DtypeBarsPage::refresh();
    // Capital alone: each rented system's "not shown" line says why.
    if (rented_.empty() || capital()) return;
    QStringList quotes;
    for (const System* s : c_->selectedSystemList())
        if (const CostBasis* b = rentedBasis(s->id))
            quotes << tr("%1 $%2/GPU-hour (%3, %4)")
                          .arg(systemLabel(*s))
                          .arg(b->usd_per_gpu_hour_rented, 0, 'f', 2)
                          .arg(QString::fromStdString(b->provider),
                               QString::fromUtf8(rentalTermKey(b->quote_term).data()));
    QStringList notes = this->notes();
    notes.prepend(tr("Rented: no ownership TCO; priced at the cheapest quote of the scenario's "
                     "term over the same PFLOP/s (a renter pays the hours used): %1.")
                      .arg(quotes.join(QStringLiteral("; "))));
    setNotes(notes);
    applyFonts();
}

const CostBasis* CostPerPflopPage::rentedBasis(const std::string& systemId) const {
    const auto it = rented_.find(systemId);
    return it == rented_.end() ? nullptr : &it->second;
}

QString CostPerPflopPage::barLabel(const System& s) const {
    if (!capital() && rentedBasis(s.id)) return rentedLabel(systemLabel(s));
    return systemLabel(s);
}

Figure CostPerPflopPage::valueOf(const SystemResult& r, Dtype d) const {
    if (const CostBasis* b = rentedBasis(r.system_id)) {
        if (capital()) return Figure::na("rented: no ownership TCO, so no capital cost");
        return rentedPerPflopHour(c_->catalog().chip(r.chip_id), d, b->usd_per_gpu_hour_rented,
                                  realized());
    }
    const DtypeResult& x = r.per_dtype[index(d)];
    if (capital()) return realized() ? x.realized_capital_per_pflop_hour : x.capital_per_pflop_hour;
    return realized() ? x.realized_tco_per_pflop_hour : x.tco_per_pflop_hour;
}

} // namespace sil::ui
