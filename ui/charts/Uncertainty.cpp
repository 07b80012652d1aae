#include "Uncertainty.h"

#include "ui/CoreText.h"
#include "ui/ScenarioController.h"

#include <QCoreApplication>
#include <QStringList>

namespace sil::ui {

namespace {
// The chart base's strings: translated in ChartPage's context, whichever page shows them.
struct ChartText {
    Q_DECLARE_TR_FUNCTIONS(sil::ui::ChartPage)
};
} // namespace

bool bandFromTco(const ScenarioController& c, const std::string& systemId, bool usefulHours,
                 double total, double& low, double& high) {
    const SystemResult* r = c.resultFor(systemId);
    const auto* band = c.tcoBand(systemId, usefulHours);
    if (!r || !band || !(band->p90 > band->p10)) return false;
    const Figure& central = usefulHours ? r->tco.per_useful_hour : r->tco.total;
    if (!central.ok() || central.value() <= 0.0) return false;
    const double scale = total / central.value();
    low = band->p10 * scale;
    high = band->p90 * scale;
    return true;
}

QString uncertaintyNote(const ScenarioController& c, bool usefulHours) {
    // The drivers and draws from core (TcoSpread), the sentence in the UI's language.
    const TcoSpread& s = c.spread(usefulHours);
    const auto& drivers = usefulHours ? s.useful_drivers : s.owned_drivers;
    if (drivers.empty())
        return ChartText::tr("Whiskers: P10–P90 of %L1 Monte Carlo draws (seed %2): no ranges, "
                             "every input is a point value.")
            .arg(qulonglong(s.samples))
            .arg(qulonglong(s.seed));
    QStringList parts;
    constexpr std::size_t kShown = 4;
    for (std::size_t k = 0; k < drivers.size() && k < kShown; ++k) {
        const SpreadDriver& d = drivers[k];
        const QString label = d.key == "capex"   ? ChartText::tr("Capex (catalog range)")
                              : d.key == "power" ? ChartText::tr("Power (catalog range)")
                                                 : coreText(d.label);
        QString part = ChartText::tr("%1 ±%L2 %").arg(label).arg(d.half_swing_pct, 0, 'f', 1);
        if (d.systems_moved < d.systems)
            part += QLatin1Char(' ') + ChartText::tr("(%L1 of %L2 systems)")
                                           .arg(qulonglong(d.systems_moved))
                                           .arg(qulonglong(d.systems));
        parts << part;
    }
    if (drivers.size() > kShown)
        parts << ChartText::tr("%L1 more").arg(qulonglong(drivers.size() - kShown));
    return ChartText::tr("Whiskers: P10–P90 of %L1 Monte Carlo draws (seed %2) over the "
                         "catalog's low/high and the scenario's assumption ranges. Spread mostly "
                         "from: %3 (that input alone from its P10 to its P90, median system).")
        .arg(qulonglong(s.samples))
        .arg(qulonglong(s.seed))
        .arg(parts.join(QStringLiteral(", ")));
}

} // namespace sil::ui
