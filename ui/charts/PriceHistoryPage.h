#pragma once
#include "ChartPage.h"

#include "core/economics/price_history.h"

#include <QHash>

class QScatterSeries;

class QComboBox;
class QDateTimeAxis;
class QValueAxis;

namespace sil::ui {

// A chip's rental quotes over time: one scatter series per term (or, grouped by provider
// tier, per tier for one term), a dashed least-squares trend line per series, the provider
// and tier of each quote on hover.
class PriceHistoryPage : public ChartPage {
    Q_OBJECT
public:
    explicit PriceHistoryPage(ScenarioController* c, QWidget* parent = nullptr);
    QString key() const override { return QStringLiteral("price-history"); }
    QString title() const override;
    void refresh() override;

    // What the last refresh drew (tests): the history from core, and the hover text of a point.
    const PriceHistory& history() const { return history_; }
    QString tooltipFor(const QAbstractSeries* series, int index) const;
    QString chipId() const;

protected:
    QStringList assumptionCaption() const override;
    void retranslateUi() override;

private:
    // The dates and the highest price the drawn quotes span.
    struct QuoteSpan {
        long first = 0, last = 0;
        double top = 0.0;
        bool any = false;
    };
    void fillChips();
    // One series' dated quotes as markers with their hover texts; widens `span` to them.
    void addQuotes(const PriceSeries& s, const QString& name, const QColor& color, QuoteSpan& span);
    // Shows the hover text of the marker of `scatter` nearest the pointer.
    void showNearestTooltip(QScatterSeries* scatter, const QPointF& at);
    // One series' fitted trend as a dashed line; returns its note.
    QString addTrend(const PriceSeries& s, const QString& name, const QColor& color, double& top);
    QComboBox* chip_;
    QComboBox* term_;
    QComboBox* group_;
    QDateTimeAxis* dateAxis_ = nullptr;
    QValueAxis* priceAxis_ = nullptr;
    PriceHistory history_;
    QHash<const QAbstractSeries*, QStringList> tooltips_;
};

// Display name of a term: "on-demand", "1-month" (translated).
QString termLabel(RentalTerm t);
QColor termColor(RentalTerm t);
// "hyperscaler", "neocloud"... (translated), and the tier's colour.
QString tierLabel(ProviderTier t);
QColor tierColor(ProviderTier t);

} // namespace sil::ui
