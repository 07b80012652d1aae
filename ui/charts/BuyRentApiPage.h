#pragma once
#include "ChartPage.h"

#include "core/economics/buy_rent_api.h"
#include "core/economics/workbook.h"

#include <optional>

class QComboBox;

namespace sil::ui {

// Build, rent or buy tokens: per chosen system, USD per million tokens of a
// model owned (at the scenario's utilization) and rented (cheapest quote), against each API
// provider's price for the same request mix as lines across; the caption gives the
// utilization at which owning beats renting and beats the cheapest API.
class BuyRentApiPage : public ChartPage {
    Q_OBJECT
public:
    explicit BuyRentApiPage(ScenarioController* c, QWidget* parent = nullptr);
    QString key() const override { return QStringLiteral("buy-rent-api"); }
    QString title() const override;
    void refresh() override;
    // The table behind the chart as a workbook with live formulas (File > Export table as
    // .xlsx); none without a model.
    std::optional<Workbook> tableWorkbook() const;

protected:
    QStringList assumptionCaption() const override;

private:
    // The request the controls ask for.
    BuyRentApiQuery query() const;
    // Where owning one system beats renting and the cheapest API, in words.
    QString breakEvenText(const SystemBuyRentApi& s, const QString& label) const;
    // The system names wrapped to their columns, at the font size where two lines fit.
    QStringList wrappedSystemLabels(const QStringList& categories, QFont& labelFont) const;
    // The cheapest `drawn` API prices as dashed lines across the bars.
    void drawApiLines(const std::vector<ApiOffer>& api, std::size_t drawn, QValueAxis* y);
    QComboBox* model_;
    QComboBox* requests_;
    QComboBox* weights_;
};

} // namespace sil::ui
