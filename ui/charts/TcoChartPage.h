#pragma once
#include "ChartPage.h"

#include "core/economics/workbook.h"

#include <QHash>

class QComboBox;

namespace sil::ui {

// Stacked TCO per GPU-hour by system, with rental quotes as markers.
class TcoChartPage : public ChartPage {
    Q_OBJECT
public:
    explicit TcoChartPage(ScenarioController* c, QWidget* parent = nullptr);
    QString key() const override { return QStringLiteral("tco"); }
    QString title() const override;
    void refresh() override;
    // The table behind the chart as a workbook with live formulas (File > Export table as
    // .xlsx; core/economics/cost_workbook.h).
    Workbook tableWorkbook() const;

protected:
    void retranslateUi() override { quoteRanges_.clear(); } // their tooltips are translated

private:
    QComboBox* scope_;
    struct QuoteRange {
        double low, median, high;
        QString tooltip;
    };
    // Every dated quote of a system's chip as one range, low to high with the median, and the
    // tooltip that lists them (empty: no quotes).
    QuoteRange quoteRange(const std::string& systemId, const QString& label) const;
    // The quote ranges on the drawn rows of `bars`; returns those rows, for a caption on paper.
    std::vector<SystemBar> attachQuoteRanges(const std::vector<const SystemResult*>& shown,
                                             std::vector<SystemBar>& bars);
    // Systems sold only as a cloud service, as bars at their cheapest quote in a layer of their
    // own.
    void addRentedBars(const std::vector<RentedSystem>& rented, std::vector<SystemBar>& bars,
                       std::vector<BarLayer>& layers, QStringList& notes) const;
    QString quoteRangeNote(const std::vector<SystemBar>& paperRanges) const;
    QHash<QString, QuoteRange> quoteRanges_; // by system id; cleared when the catalog changes
};

} // namespace sil::ui
