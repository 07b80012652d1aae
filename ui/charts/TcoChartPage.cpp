#include "TcoChartPage.h"

#include "ui/DisplayFormat.h"

#include "ChartLook.h"
#include "ChartSystems.h"
#include "ui/ScenarioController.h"

#include "core/economics/cost_workbook.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QBoxLayout>
#include <QComboBox>
#include <QLabel>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <QValueAxis>

namespace sil::ui {

Workbook TcoChartPage::tableWorkbook() const {
    return tcoWorkbook(c_->catalog(), c_->selectedSystemList(), c_->scenario().assumptions,
                       c_->scenario().name);
}

TcoChartPage::TcoChartPage(ScenarioController* c, QWidget* parent) : ChartPage(c, parent) {
    scope_ = new QComboBox(this);
    addTranslatedItem(scope_, QT_TR_NOOP("Full TCO"), QStringLiteral("full"));
    addTranslatedItem(scope_, QT_TR_NOOP("Capital only"), QStringLiteral("capital"));
    controls()->addWidget(controlLabel(QT_TR_NOOP("Show:")));
    controls()->addWidget(scope_);
    addStateCombo(QStringLiteral("scope"), scope_);
    addUncertaintyControl();
    controls()->addStretch();
    connect(c, &ScenarioController::catalogChanged, this, [this] { quoteRanges_.clear(); });
}

QString TcoChartPage::title() const {
    return scope_->currentData().toString() == QLatin1String("capital")
               ? tr("Capital cost per GPU-hour (USD/GPU-hour)")
               : tr("Total cost of ownership per GPU-hour (USD/GPU-hour)");
}

void TcoChartPage::refresh() {
    // No clearChart(): drawSystemBars rebuilds only when the rows change, and otherwise moves
    // the bars in place (an assumption edit over a thousand systems stays within a frame).
    setChartTitle(title());
    const bool capitalOnly = scope_->currentData().toString() == QLatin1String("capital");
    struct Part {
        QString label;
        Figure TcoBreakdown::*member;
        QColor color;
    };
    std::vector<Part> parts = {{tr("Capital"), &TcoBreakdown::capital, seriesColor(0)},
                               {tr("Power"), &TcoBreakdown::power, seriesColor(1)},
                               {tr("Colocation"), &TcoBreakdown::colocation, seriesColor(2)},
                               {tr("Support"), &TcoBreakdown::support, seriesColor(4)},
                               {tr("Maintenance"), &TcoBreakdown::maintenance, seriesColor(5)},
                               {tr("Software"), &TcoBreakdown::software, seriesColor(7)}};
    if (capitalOnly) parts.resize(1);

    QStringList categories, notes;
    // The TCO alone: per-dtype figures are not computed for this chart.
    // Systems sold only as a cloud service have no ownership TCO: the full view draws them at
    // their cheapest quote of the scenario's term, in their own colour.
    std::vector<RentedSystem> rented;
    const std::vector<const SystemResult*> shown =
        sil::ui::systemsWithTco(*c_, categories, notes, true, &rented);
    if (capitalOnly) {
        for (const RentedSystem& rs : rented)
            notes << tr("Not shown: %1 — rented: no ownership TCO, so no capital (Show: Full TCO "
                        "draws it at its quote)")
                         .arg(systemLabel(*rs.system));
        rented.clear();
    }
    std::vector<SystemBar> bars;
    std::vector<bool> used(parts.size(), false);
    const QStringList pinned = c_->pinnedSystems();
    // The bands are of the full TCO; the capital-only view shows none.
    const bool withBands = showUncertainty() && !capitalOnly;
    int banded = 0;
    for (std::size_t k = 0; k < shown.size(); ++k) {
        const SystemResult* r = shown[k];
        SystemBar b;
        b.label = categories.at(int(k));
        b.pinned = pinned.contains(QString::fromStdString(r->system_id));
        for (std::size_t p = 0; p < parts.size(); ++p) {
            const double v = ((r->tco).*(parts[p].member)).valueOr(0.0);
            used[p] = used[p] || v > 0.0 || p == 0;
            b.parts.push_back(v);
        }
        b.total = capitalOnly ? r->tco.capital.value() : r->tco.total.value();
        if (withBands) {
            if (const auto* band = c_->tcoBand(r->system_id); band && band->p90 > band->p10) {
                b.hasBand = true;
                b.bandLow = band->p10;
                b.bandHigh = band->p90;
                ++banded;
            }
        }
        bars.push_back(std::move(b));
    }
    // Every dated quote of the chip as one range: low-high with the median.
    const std::vector<SystemBar> paperRanges =
        capitalOnly ? std::vector<SystemBar>() : attachQuoteRanges(shown, bars);
    std::vector<BarLayer> layers;
    for (std::size_t p = 0; p < parts.size(); ++p)
        layers.push_back({parts[p].label, parts[p].color});
    // Unused parts (e.g. no software cost in this scenario) get no legend entry.
    for (std::size_t p = parts.size(); p-- > 1;)
        if (!used[p]) {
            layers.erase(layers.begin() + std::ptrdiff_t(p));
            for (SystemBar& b : bars)
                b.parts.erase(b.parts.begin() + std::ptrdiff_t(p));
        }
    addRentedBars(rented, bars, layers, notes);
    drawSystemBars(std::move(bars), layers, tr("USD per GPU-hour (owned hour)"),
                   QStringLiteral("$%.2f"), tr("USD/GPU-hour"),
                   tr("Rental quotes (range, median)"));
    if (!shown.empty() && !capitalOnly) {
        const QString note = quoteRangeNote(paperRanges);
        if (!note.isEmpty()) notes.prepend(note);
    }
    if (withBands && !shown.empty()) {
        notes.prepend(uncertaintyNote(false));
        if (banded < int(shown.size()))
            notes.prepend(tr("%1 of %2 systems have no whisker: none of their inputs is a range.")
                              .arg(int(shown.size()) - banded)
                              .arg(shown.size()));
    }
    setNotes(notes);
    applyFonts();
}

TcoChartPage::QuoteRange TcoChartPage::quoteRange(const std::string& systemId,
                                                  const QString& label) const {
    const SystemResult* full = c_->resultFor(systemId);
    if (full->rentals.empty()) return {0.0, 0.0, 0.0, QString()}; // no tooltip: no quotes
    std::vector<double> prices;
    QStringList lines;
    for (const auto& q : full->rentals) {
        prices.push_back(q.rental_usd_per_gpu_hour);
        lines << QStringLiteral("%1 %2 (%3, %4): $%5")
                     .arg(QString::fromStdString(q.provider),
                          QString::fromUtf8(rentalTermKey(q.term).data()), formatIsoDate(q.date),
                          QString::fromStdString(q.quote_id))
                     .arg(q.rental_usd_per_gpu_hour, 0, 'f', 2);
    }
    std::sort(prices.begin(), prices.end());
    return {prices.front(), prices[prices.size() / 2], prices.back(),
            tr("%1 — %2 rental quotes, USD/GPU-hour:\n%3")
                .arg(label)
                .arg(prices.size())
                .arg(lines.join(QLatin1Char('\n')))};
}

// Only for the rows drawn (an export of a thousand systems draws a few dozen; the rest feed its
// summary row). Quotes change only with the catalog: their range and list are built once per
// catalog (from the full result), not on every assumption edit.
std::vector<SystemBar>
TcoChartPage::attachQuoteRanges(const std::vector<const SystemResult*>& shown,
                                std::vector<SystemBar>& bars) {
    const std::vector<bool> drawn = rowsDrawn(bars, false);
    std::vector<SystemBar> paperRanges;
    for (std::size_t k = 0; k < shown.size(); ++k) {
        if (!drawn[k]) continue;
        SystemBar& b = bars[k];
        const QString key = QString::fromStdString(shown[k]->system_id);
        auto cached = quoteRanges_.constFind(key);
        if (cached == quoteRanges_.constEnd())
            cached = quoteRanges_.insert(key, quoteRange(shown[k]->system_id, b.label));
        if (cached->tooltip.isEmpty()) continue;
        b.hasRange = true;
        b.low = cached->low;
        b.median = cached->median;
        b.high = cached->high;
        b.rangeTooltip = cached->tooltip;
        paperRanges.push_back(b);
    }
    return paperRanges;
}

void TcoChartPage::addRentedBars(const std::vector<RentedSystem>& rented,
                                 std::vector<SystemBar>& bars, std::vector<BarLayer>& layers,
                                 QStringList& notes) const {
    if (rented.empty()) return;
    const QStringList pinned = c_->pinnedSystems();
    QStringList quotes;
    for (const RentedSystem& rs : rented) {
        SystemBar b;
        b.label = rentedLabel(systemLabel(*rs.system));
        b.pinned = pinned.contains(QString::fromStdString(rs.system->id));
        b.parts.assign(layers.size(), 0.0);
        b.parts.push_back(rs.basis.usd_per_gpu_hour_rented);
        b.total = rs.basis.usd_per_gpu_hour_rented;
        bars.push_back(std::move(b));
        quotes << tr("%1 $%2 (%3, %4%5)")
                      .arg(systemLabel(*rs.system))
                      .arg(rs.basis.usd_per_gpu_hour_rented, 0, 'f', 2)
                      .arg(QString::fromStdString(rs.basis.provider),
                           QString::fromUtf8(rentalTermKey(rs.basis.quote_term).data()),
                           rs.basis.term_fallback ? tr(", the scenario's term unquoted")
                                                  : QString());
    }
    for (SystemBar& b : bars)
        if (b.parts.size() == layers.size()) b.parts.push_back(0.0);
    layers.push_back({tr("Rented: no ownership TCO (cheapest quote)"), seriesColor(9)});
    notes.prepend(tr("Rented: no ownership TCO; sold only as a cloud service, drawn at the "
                     "cheapest quote of the scenario's term, USD per GPU-hour: %1.")
                      .arg(quotes.join(QStringLiteral("; "))));
}

// What the red ranges are; on paper, which has no tooltips, their values.
QString TcoChartPage::quoteRangeNote(const std::vector<SystemBar>& paperRanges) const {
    if (!forPaper())
        return tr("Red range: every dated rental quote for the system's chip, low to "
                  "high, with a tick at the median (hover to list them).");
    QStringList ranges;
    for (const SystemBar& b : paperRanges)
        ranges << tr("%1 $%2–$%3 (median $%4)")
                      .arg(b.label)
                      .arg(b.low, 0, 'f', 2)
                      .arg(b.high, 0, 'f', 2)
                      .arg(b.median, 0, 'f', 2);
    if (ranges.isEmpty()) return QString();
    return tr("Red range: every dated rental quote for the system's chip, low "
              "to high, tick at the median, USD per GPU-hour: %1.")
        .arg(ranges.join(QStringLiteral("; ")));
}

} // namespace sil::ui
