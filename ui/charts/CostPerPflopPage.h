#pragma once
#include "DtypeBarsPage.h"

class QComboBox;

namespace sil::ui {

// USD per PFLOP-hour by number format: capital or full TCO, marketed or realized FLOP/s.
class CostPerPflopPage : public DtypeBarsPage {
    Q_OBJECT
public:
    explicit CostPerPflopPage(ScenarioController* c, QWidget* parent = nullptr);
    QString key() const override { return QStringLiteral("cost-per-pflop"); }
    QString title() const override;

protected:
    Figure valueOf(const SystemResult& r, Dtype d) const override;
    Bands bands() const override;
    QString noBandsReason() const override;
    QString axisTitle() const override;
    QString unit() const override { return QStringLiteral("USD/PFLOP-hour"); }
    QString labelFormat() const override { return QStringLiteral("$%.2f"); }

private:
    bool capital() const;
    bool realized() const;
    QComboBox* cost_;
    QComboBox* flops_;
};

} // namespace sil::ui
