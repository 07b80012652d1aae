#pragma once
#include "DtypeBarsPage.h"

class QComboBox;

namespace sil::ui {

// Dense TFLOP/s per watt by number format: per chip TDP or per all-in facility watt.
class FlopsPerWattPage : public DtypeBarsPage {
    Q_OBJECT
public:
    explicit FlopsPerWattPage(ScenarioController* c, QWidget* parent = nullptr);
    QString key() const override { return QStringLiteral("flops-per-watt"); }
    QString title() const override;

protected:
    Figure valueOf(const SystemResult& r, Dtype d) const override;
    QString axisTitle() const override;
    QString unit() const override { return QStringLiteral("TFLOP/s per W"); }
    QStringList assumptionCaption() const override;
    bool higherIsBetter() const override { return true; }

private:
    bool facility() const;
    QComboBox* basis_;
};

} // namespace sil::ui
