#pragma once
#include "DtypeBarsPage.h"

#include "core/economics/tco.h"

#include <map>
#include <string>

class QComboBox;

namespace sil::ui {

// USD per PFLOP-hour by number format: capital or full TCO, marketed or realized FLOP/s.
class CostPerPflopPage : public DtypeBarsPage {
    Q_OBJECT
public:
    explicit CostPerPflopPage(ScenarioController* c, QWidget* parent = nullptr);
    QString key() const override { return QStringLiteral("cost-per-pflop"); }
    QString title() const override;
    void refresh() override;

protected:
    Figure valueOf(const SystemResult& r, Dtype d) const override;
    QString barLabel(const System& s) const override;
    Bands bands() const override;
    QString noBandsReason() const override;
    QString axisTitle() const override;
    QString unit() const override { return QStringLiteral("USD/PFLOP-hour"); }
    QString labelFormat() const override { return QStringLiteral("$%.2f"); }

private:
    bool capital() const;
    bool realized() const;
    // Systems sold only as a cloud service: no ownership TCO; the full-cost view prices them at
    // their cheapest quote of the scenario's term. Filled per refresh.
    const CostBasis* rentedBasis(const std::string& systemId) const;
    mutable std::map<std::string, CostBasis> rented_;
    QComboBox* cost_;
    QComboBox* flops_;
};

} // namespace sil::ui
