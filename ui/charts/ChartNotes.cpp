#include "ChartNotes.h"

#include "ui/ScenarioController.h"

#include "core/catalog/catalog.h"
#include "core/workload/workload.h"
#include "ui/CoreText.h"

#include <QCoreApplication>
#include <QMap>

namespace sil::ui {

namespace {
// The chart base's strings: translated in ChartPage's context, whichever page shows them.
struct ChartText {
    Q_DECLARE_TR_FUNCTIONS(sil::ui::ChartPage)
};
} // namespace

QString scenarioAssumptionsLine(const ScenarioController& c) {
    const Assumptions& a = c.scenario().assumptions;
    return ChartText::tr("Scenario %1: %2-year life at %3 %/yr cost of capital, $%4/kWh, PUE %5, "
                         "colocation $%6/kW/month, %7 % utilization, %8 % average load, "
                         "maintenance %9 %/yr.")
        .arg(QString::fromStdString(c.scenario().name))
        .arg(a.useful_life_years)
        .arg(a.cost_of_capital_pct)
        .arg(a.electricity_usd_per_kwh)
        .arg(a.pue)
        .arg(a.colocation_usd_per_kw_month)
        .arg(a.utilization_pct)
        .arg(a.avg_load_pct)
        .arg(a.maintenance_pct_per_year);
}

QString servingEnginesNote(const ScenarioController& c, const std::vector<const System*>& systems) {
    QStringList parts;
    const auto engines = enginesInForce(c.catalog(), systems, c.scenario().engine);
    for (const auto& e : engines) {
        QStringList names;
        for (const auto& id : e.system_ids)
            if (const System* s = c.catalog().system(id)) names << QString::fromStdString(s->name);
        parts << (engines.size() == 1
                      ? coreText(e.label)
                      : ChartText::tr("%1 on %2")
                            .arg(coreText(e.label), names.join(QStringLiteral(", "))));
    }
    if (parts.isEmpty()) return {};
    return ChartText::tr("Serving engine: %1.").arg(parts.join(QStringLiteral("; ")));
}

QString capexDatesNote(const ScenarioController& c) {
    // Which years the shown systems' capex refers to; a warning when they differ.
    QMap<QString, int> years;
    for (const System* s : c.selectedSystemList()) {
        const std::string d = capexAsOf(c.catalog(), *s);
        if (d.size() >= 4) ++years[QString::fromStdString(d.substr(0, 4))];
    }
    if (years.size() < 2) return {};
    QStringList parts;
    for (auto it = years.begin(); it != years.end(); ++it)
        // English has no translation file to supply its plural forms: the singular by hand.
        parts << (it.value() == 1
                      ? ChartText::tr("%1 (1 system)").arg(it.key())
                      : ChartText::tr("%1 (%n systems)", nullptr, it.value()).arg(it.key()));
    return ChartText::tr("Warning: capex figures date from different years — %1; prices are "
                         "compared as published, not adjusted to one date.")
        .arg(parts.join(QStringLiteral(", ")));
}

QStringList captionNotes(const QStringList& given, const QString& first) {
    QStringList notes = given;
    if (!first.isEmpty()) notes.prepend(first);
    // A caption is read, not scrolled: beyond a dozen lines, say how many more there are.
    constexpr int kMaxNoteLines = 12;
    QStringList shown = notes.mid(0, kMaxNoteLines);
    if (notes.size() > kMaxNoteLines)
        shown << ChartText::tr(
                     "… and %L1 more notes like these (fewer systems selected shows them all).")
                     .arg(notes.size() - kMaxNoteLines);
    return shown;
}

} // namespace sil::ui
