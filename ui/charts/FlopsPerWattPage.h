#pragma once
#include "DtypeBarsPage.h"

class QComboBox;

namespace sil::ui {

// Dense TFLOP/s per watt by number format: per chip TDP or per all-in facility watt. Many
// systems are ranked in the format chosen, each row with the range the catalog keeps for its
// chip's FLOP/s and TDP.
class FlopsPerWattPage : public DtypeBarsPage {
    Q_OBJECT
public:
    explicit FlopsPerWattPage(ScenarioController* c, QWidget* parent = nullptr);
    QString key() const override { return QStringLiteral("flops-per-watt"); }
    QString title() const override;
    // A ranking ranks every system: an export draws a row for each (up to kMaxRankedRows).
    int rowsToRank() const override;

protected:
    Figure valueOf(const SystemResult& r, Dtype d) const override;
    QString axisTitle() const override;
    QString unit() const override { return QStringLiteral("TFLOP/s per W"); }
    QStringList assumptionCaption() const override;
    bool higherIsBetter() const override { return true; }
    Dtype rankingDtype() const override;
    std::optional<CatalogRange> catalogRange(const System& s, Dtype d) const override;
    QString catalogRangeNote() const override;

private:
    bool facility() const;
    QComboBox* basis_;
    QComboBox* rankBy_;
};

} // namespace sil::ui
