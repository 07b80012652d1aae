#include "FlopsPerWattPage.h"

#include "ui/ScenarioController.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QLabel>

namespace sil::ui {

FlopsPerWattPage::FlopsPerWattPage(ScenarioController* c, QWidget* parent)
    : DtypeBarsPage(c, parent) {
    basis_ = new QComboBox(this);
    addTranslatedItem(basis_, QT_TR_NOOP("Per watt of chip TDP"), QStringLiteral("tdp"));
    addTranslatedItem(basis_, QT_TR_NOOP("Per all-in facility watt (IT power x PUE)"),
                      QStringLiteral("facility"));
    controls()->addWidget(controlLabel(QT_TR_NOOP("Power basis:")));
    controls()->addWidget(basis_);
    controls()->addStretch();
    addStateCombo(QStringLiteral("basis"), basis_);
}

bool FlopsPerWattPage::facility() const {
    return basis_->currentData().toString() == QLatin1String("facility");
}

QString FlopsPerWattPage::title() const {
    return facility() ? tr("Dense TFLOP/s per facility watt")
                      : tr("Dense TFLOP/s per watt of chip TDP");
}

QString FlopsPerWattPage::axisTitle() const {
    return facility() ? tr("TFLOP/s per W (all-in IT x PUE)") : tr("TFLOP/s per W (chip TDP)");
}

Figure FlopsPerWattPage::valueOf(const SystemResult& r, Dtype d) const {
    return facility() ? r.per_dtype[index(d)].tflops_per_facility_watt
                      : r.per_dtype[index(d)].tflops_per_watt;
}

QStringList FlopsPerWattPage::assumptionCaption() const {
    if (!facility())
        return {tr("Marketed dense TFLOP/s divided by chip TDP; no assumption applies.")};
    const Assumptions& a = c_->scenario().assumptions;
    return {tr("Facility watts = all-in IT power per GPU x PUE %1; where a system has no all-in "
               "figure, chip TDP x %2 (scenario %3).")
                .arg(a.pue)
                .arg(a.it_overhead_factor)
                .arg(QString::fromStdString(c_->scenario().name))};
}

} // namespace sil::ui
