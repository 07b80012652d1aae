#include "DtypeBarsPage.h"

#include "ui/CoreText.h"

#include "ui/ScenarioController.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QValueAxis>

namespace sil::ui {

QString DtypeBarsPage::barLabel(const System& s) const {
    return systemLabel(s);
}

void DtypeBarsPage::refreshRanking(const std::vector<const System*>& systems) {
    const Dtype d = rankingDtype();
    const QString format = QString::fromUtf8(dtypeLabel(d).data());
    std::vector<SystemBar> bars;
    QStringList notes;
    const QStringList pinned = c_->pinnedSystems();
    int banded = 0, ranged = 0;
    for (const System* s : systems) {
        const SystemResult* r = c_->resultFor(s->id);
        const Figure f = r ? valueOf(*r, d) : Figure::na("no result");
        if (!f.ok()) {
            notes << tr("Not shown: %1 — %2").arg(systemLabel(*s), coreText(f.reason()));
            continue;
        }
        SystemBar b;
        b.label = barLabel(*s);
        b.parts = {f.value()};
        b.total = f.value();
        b.pinned = pinned.contains(QString::fromStdString(s->id));
        if (bands() != Bands::None)
            banded += setBandFromTco(b, s->id, bands() == Bands::UsefulHours) ? 1 : 0;
        if (const auto range = catalogRange(*s, d)) {
            b.hasRange = true;
            b.low = range->low;
            b.median = f.value();
            b.high = range->high;
            b.rangeTooltip = tr("%1: %2 to %3 %4")
                                 .arg(b.label)
                                 .arg(range->low, 0, 'f', 2)
                                 .arg(range->high, 0, 'f', 2)
                                 .arg(unit());
            ++ranged;
        }
        bars.push_back(std::move(b));
    }
    notes.prepend(tr("%1 systems: ranked by dense %2, one row each (fewer than %3 systems show "
                     "every format side by side).")
                      .arg(systems.size())
                      .arg(format)
                      .arg(kMaxVerticalBars + 1));
    drawSystemBars(std::move(bars), {{tr("%1 dense").arg(format), QColor(0x1f77b4)}}, axisTitle(),
                   labelFormat(), unit(), ranged > 0 ? tr("Catalog range") : QString(),
                   higherIsBetter());
    if (ranged > 0) notes.prepend(catalogRangeNote());
    if (banded > 0) notes.prepend(uncertaintyNote(bands() == Bands::UsefulHours));
    if (banded == 0 && !noBandsReason().isEmpty()) notes.prepend(noBandsReason());
    setNotes(notes);
    applyFonts();
}

void DtypeBarsPage::refresh() {
    clearChart();
    setChartTitle(title());
    if (const auto systems = c_->selectedSystemList(); int(systems.size()) > kMaxVerticalBars) {
        refreshRanking(systems);
        return;
    }
    const std::vector<Dtype> dtypes = {Dtype::FP4, Dtype::FP6, Dtype::FP8, Dtype::BF16};
    QStringList categories;
    for (Dtype d : dtypes)
        categories << QString::fromUtf8(dtypeLabel(d).data());
    auto* series = new QBarSeries;
    series->setProperty("categories", categories);
    QStringList notes;
    double top = 0.0;
    // Whiskers per (format, system) bar: x is the bar's centre within its format's group.
    struct PendingBand {
        int set;
        int category;
        double low, high;
    };
    std::vector<PendingBand> pending;
    bool catalogRanged = false;
    for (const System* s : c_->selectedSystemList()) {
        const SystemResult* r = c_->resultFor(s->id);
        if (!r) continue;
        auto* set = new QBarSet(barLabel(*s));
        set->setColor(systemColor(c_->catalog(), s->id));
        set->setBorderColor(set->color());
        QStringList missing;
        QString firstReason;
        bool any = false;
        for (Dtype d : dtypes) {
            const Figure f = valueOf(*r, d);
            if (f.ok()) {
                *set << f.value();
                top = std::max(top, f.value());
                any = true;
                SystemBar probe;
                probe.total = f.value();
                if (bands() != Bands::None &&
                    setBandFromTco(probe, s->id, bands() == Bands::UsefulHours)) {
                    pending.push_back({int(series->count()), int(set->count() - 1), probe.bandLow,
                                       probe.bandHigh});
                    top = std::max(top, probe.bandHigh);
                } else if (const auto range = catalogRange(*s, d)) {
                    pending.push_back(
                        {int(series->count()), int(set->count() - 1), range->low, range->high});
                    top = std::max(top, range->high);
                    catalogRanged = true;
                }
            } else {
                *set << 0.0;
                missing << QString::fromUtf8(dtypeLabel(d).data());
                if (firstReason.isEmpty()) firstReason = coreText(f.reason());
            }
        }
        if (!any) {
            notes << tr("Not shown: %1 — %2")
                         .arg(systemLabel(*s), coreText(valueOf(*r, Dtype::FP8).reason()));
            delete set;
            continue;
        }
        if (!missing.isEmpty())
            notes << tr("%1: n/a for %2 (%3)")
                         .arg(systemLabel(*s), missing.join(QStringLiteral(", ")), firstReason);
        series->append(set);
    }
    chart_->addSeries(series);
    auto* x = new QBarCategoryAxis;
    x->append(categories);
    x->setTitleText(tr("Number format (dense)"));
    chart_->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    auto* y = new QValueAxis;
    y->setTitleText(axisTitle());
    y->setLabelFormat(labelFormat());
    y->setRange(0.0, top > 0 ? top * 1.08 : 1.0);
    y->applyNiceNumbers();
    chart_->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    attachHoverTooltips(series, unit());
    if (!pending.empty()) {
        const double groupWidth = series->barWidth();
        const double k = double(series->count());
        std::vector<RangeLine> whiskers;
        for (const PendingBand& b : pending)
            whiskers.push_back(
                {b.category - groupWidth / 2 + (b.set + 0.5) * groupWidth / k, b.low, b.high});
        showBands(std::move(whiskers), series, groupWidth / k / 3.0);
        notes.prepend(catalogRanged ? catalogRangeNote()
                                    : uncertaintyNote(bands() == Bands::UsefulHours));
    } else if (!noBandsReason().isEmpty()) {
        notes.prepend(noBandsReason());
    }
    // One legend entry per system: a column at the side holds whole names.
    chart_->legend()->setAlignment(series->count() > 5 ? Qt::AlignRight : Qt::AlignBottom);
    setNotes(notes);
    applyFonts();
}

} // namespace sil::ui
