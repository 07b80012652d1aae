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
    QHash<QString, QuoteRange> quoteRanges_; // by system id; cleared when the catalog changes
};

} // namespace sil::ui
