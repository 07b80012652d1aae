#include "FlopsPerWattPage.h"

#include "core/catalog/chip_ranking.h"
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
    rankBy_ = new QComboBox(this);
    for (Dtype d : {Dtype::FP8, Dtype::BF16, Dtype::FP4})
        rankBy_->addItem(QString::fromUtf8(dtypeLabel(d).data()),
                         QString::fromUtf8(dtypeKey(d).data()));
    controls()->addWidget(controlLabel(QT_TR_NOOP("Power basis:")));
    controls()->addWidget(basis_);
    controls()->addWidget(controlLabel(QT_TR_NOOP("Rank many systems by:")));
    controls()->addWidget(rankBy_);
    controls()->addStretch();
    addStateCombo(QStringLiteral("basis"), basis_);
    addStateCombo(QStringLiteral("rank"), rankBy_);
}

int FlopsPerWattPage::rowsToRank() const {
    const int n = int(c_->selectedSystemList().size());
    return n > kMaxVerticalBars && n <= kMaxRankedRows ? n : 0;
}

Dtype FlopsPerWattPage::rankingDtype() const {
    for (Dtype d : {Dtype::FP8, Dtype::BF16, Dtype::FP4})
        if (rankBy_->currentData().toString() == QString::fromUtf8(dtypeKey(d).data())) return d;
    return Dtype::FP8;
}

std::optional<DtypeBarsPage::CatalogRange> FlopsPerWattPage::catalogRange(const System& s,
                                                                          Dtype d) const {
    if (facility()) return std::nullopt; // the facility watt is not a catalog value
    const Chip* chip = c_->catalog().chip(s.chip_id);
    if (!chip) return std::nullopt;
    const RankedChip r = chipPerWatt(*chip, d);
    if (!r.value || (r.low == *r.value && r.high == *r.value)) return std::nullopt;
    return CatalogRange{r.low, r.high};
}

QString FlopsPerWattPage::catalogRangeNote() const {
    return tr("Ranges: the spread the catalog keeps for the chip's dense FLOP/s and its TDP "
              "(estimates, disagreeing sources), from the lowest FLOP/s over the highest TDP to "
              "the highest over the lowest.");
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
