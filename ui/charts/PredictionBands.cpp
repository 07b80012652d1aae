#include "PredictionBands.h"

#include "ui/ScenarioController.h"

#include "core/measurements/validation.h"
#include "core/workload/workload.h"
#include "database/ValidationSet.h"

#include <QCoreApplication>
#include <map>

namespace sil::ui {

namespace {
// The chart base's strings: translated in ChartPage's context, whichever page shows them.
struct ChartText {
    Q_DECLARE_TR_FUNCTIONS(sil::ui::ChartPage)
};

QString groupText(const std::string& group) {
    return QString::fromStdString(group).replace(QStringLiteral(" x "), QStringLiteral(" × "));
}
} // namespace

ErrorBand predictionBand(const ScenarioController& c, const System& system,
                         const std::string& engineId, Regime regime) {
    const auto report = db::validationReport(c.catalog(), c.measurements());
    return answerBand(*report, c.catalog(), system, engineId, regime);
}

std::string servingEngineOf(const ScenarioController& c, const System& system) {
    const auto engines = enginesInForce(c.catalog(), {&system}, c.scenario().engine);
    return engines.empty() ? std::string() : engines.front().engine_id;
}

void setPredictionBox(SystemBar& bar, const ErrorBand& band) {
    const auto interval = inverseThroughputInterval(band, bar.total);
    bar.hasPrediction = interval.has_value();
    if (!interval) return;
    bar.predictionLow = interval->low;
    bar.predictionHigh = interval->high;
}

QStringList predictionBandNotes(const std::vector<SystemBand>& bands) {
    // Groups in the order the systems first name them, each with the systems it answers for.
    std::vector<std::string> order;
    std::map<std::string, std::pair<ErrorBand, QStringList>> groups;
    for (const SystemBand& b : bands) {
        auto [it, added] = groups.try_emplace(b.band.group, b.band, QStringList());
        if (added) order.push_back(b.band.group);
        it->second.second << b.label;
    }
    QStringList notes;
    for (const std::string& g : order) {
        const auto& [band, systems] = groups.at(g);
        const QString names = systems.join(QStringLiteral(", "));
        if (band.empty()) {
            notes << ChartText::tr("No comparable runs for %1: no prediction band drawn for %2.")
                         .arg(groupText(g), names);
            continue;
        }
        notes << ChartText::tr("Hatched: the prediction's error on held-out runs like these, "
                               "±%1 % (P90), %2, N = %3 held-out runs (median %4 %, bias %5 %): "
                               "%6.")
                     .arg(band.p90_pct, 0, 'f', 0)
                     .arg(groupText(g))
                     .arg(band.n)
                     .arg(band.median_pct, 0, 'f', 0)
                     .arg(band.bias_pct, 0, 'f', 0)
                     .arg(names);
    }
    return notes;
}

} // namespace sil::ui
