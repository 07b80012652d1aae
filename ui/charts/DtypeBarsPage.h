#pragma once
// Grouped bars: one group per number format, one bar per chosen system.
#include "ChartPage.h"

#include "core/economics/tco.h"

#include <optional>

namespace sil::ui {

class DtypeBarsPage : public ChartPage {
    Q_OBJECT
public:
    using ChartPage::ChartPage;
    void refresh() override;

protected:
    virtual Figure valueOf(const SystemResult& r, Dtype d) const = 0;
    // A system's bar label ("TPU v6e (rented)" where the page prices it differently).
    virtual QString barLabel(const System& s) const;
    virtual QString axisTitle() const = 0;
    virtual QString unit() const = 0;
    virtual QString labelFormat() const { return QStringLiteral("%.2f"); }
    virtual bool higherIsBetter() const { return false; }
    // Uncertainty whiskers: none (FLOP/s per watt, capital only), or the TCO's bands per owned
    // or per useful GPU-hour that the metric is proportional to.
    enum class Bands { None, OwnedHours, UsefulHours };
    virtual Bands bands() const { return Bands::None; }
    // Why this view draws no P10-P90 whiskers although the uncertainty control is on ("" when
    // it draws them, or has no such control): said in the caption.
    virtual QString noBandsReason() const { return {}; }
    // Beyond kMaxVerticalBars systems, one format ranked per system: FP8 (every current chip has
    // it) unless the page offers a choice.
    virtual Dtype rankingDtype() const { return Dtype::FP8; }
    void refreshRanking(const std::vector<const System*>& systems);
    // The range the catalog keeps for a system's value in format `d` (from its inputs' ranges),
    // drawn over its bar; nullopt where the page draws none or the value has no range.
    struct CatalogRange {
        double low = 0.0, high = 0.0;
    };
    virtual std::optional<CatalogRange> catalogRange(const System&, Dtype) const {
        return std::nullopt;
    }
    // What the drawn catalog ranges are, said in the caption.
    virtual QString catalogRangeNote() const { return {}; }
};

} // namespace sil::ui
