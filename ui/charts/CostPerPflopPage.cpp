#include "CostPerPflopPage.h"

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
    return tr("No P10–P90 whiskers on capital alone: its spread is the capex range of the catalog "
              "only; choose Cost: Full TCO for whiskers over every ranged input.");
}

Figure CostPerPflopPage::valueOf(const SystemResult& r, Dtype d) const {
    const DtypeResult& x = r.per_dtype[index(d)];
    if (capital()) return realized() ? x.realized_capital_per_pflop_hour : x.capital_per_pflop_hour;
    return realized() ? x.realized_tco_per_pflop_hour : x.tco_per_pflop_hour;
}

} // namespace sil::ui
