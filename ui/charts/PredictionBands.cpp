#include "PredictionBands.h"

#include "ui/ScenarioController.h"

#include "core/measurements/validation.h"
#include "core/workload/workload.h"
#include "database/ValidationSet.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThreadPool>
#include <cstring>
#include <map>
#include <memory>

namespace sil::ui {

namespace {
// The chart base's strings: translated in ChartPage's context, whichever page shows them.
struct ChartText {
    Q_DECLARE_TR_FUNCTIONS(sil::ui::ChartPage)
};

// "engine x family x regime" as the caption shows it: the engine and chip family are names,
// the regime is words, said in the reader's language.
QString groupText(const std::string& group) {
    QString text =
        QString::fromStdString(group).replace(QStringLiteral(" x "), QStringLiteral(" × "));
    const std::pair<const char*, QString> regimes[] = {
        {"latency-bound serving", ChartText::tr("latency-bound serving")},
        {"static/offline", ChartText::tr("static/offline")},
        {"decode-only", ChartText::tr("decode-only")},
        {"prefill", ChartText::tr("prefill")},
        {"training", ChartText::tr("training")},
        {"collective", ChartText::tr("collective")},
    };
    for (const auto& [key, words] : regimes)
        if (text.endsWith(QLatin1String(key)))
            return text.left(text.size() - int(std::strlen(key))) + words;
    return text;
}
} // namespace

namespace {
// The report of the innermost live scope, and whose controller it is (GUI thread only). Null
// while a worker computes it.
struct ScopedReport {
    const ScenarioController* controller = nullptr;
    std::shared_ptr<const ValidationReport> report;
};
ScopedReport& scopedReport() {
    static ScopedReport r;
    return r;
}

int& runningWorkers() { // GUI thread only
    static int n = 0;
    return n;
}

// Computes the report of the controller's catalog and imports on a worker (one at a time: a
// state that changed meanwhile is asked for again by the redraw the answer triggers).
void computeOnWorker(const ScenarioController& c) {
    if (runningWorkers() > 0) return;
    ++runningWorkers();
    QPointer<ScenarioController> controller(const_cast<ScenarioController*>(&c));
    auto catalog = std::make_shared<const Catalog>(c.catalog());
    auto points = std::make_shared<const std::vector<StoredPoint>>(c.measurements());
    QThreadPool::globalInstance()->start([controller, catalog, points] {
        db::validationReport(*catalog, *points); // kept in memory and on disk
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [controller] {
                --runningWorkers();
                if (controller) emit controller->validationReady();
            },
            Qt::QueuedConnection);
    });
}

std::shared_ptr<const ValidationReport> reportFor(const ScenarioController& c, bool wait) {
    if (wait) return db::validationReport(c.catalog(), c.measurements());
    auto report = db::readyValidationReport(c.catalog(), c.measurements());
    if (!report) computeOnWorker(c);
    return report;
}
} // namespace

ValidationReportScope::ValidationReportScope(const ScenarioController& c, bool wait) {
    ScopedReport& r = scopedReport();
    if (r.controller) return; // an outer scope already holds it
    r.controller = &c;
    r.report = reportFor(c, wait);
    owner_ = true;
}

ValidationReportScope::~ValidationReportScope() {
    if (owner_) scopedReport() = {};
}

ErrorBand predictionBand(const ScenarioController& c, const System& system,
                         const std::string& engineId, Regime regime) {
    const ScopedReport& scoped = scopedReport();
    const auto report = scoped.controller == &c ? scoped.report : reportFor(c, true);
    if (report) return answerBand(*report, c.catalog(), system, engineId, regime);
    ErrorBand pending;
    pending.group = ValidationGroup{engineId, chipFamilyOf(c.catalog(), system), regime}.text();
    pending.pending = true;
    return pending;
}

bool predictionBandsComputing() {
    return runningWorkers() > 0;
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
    // The groups with no comparable runs share one line (the table's ± column names each
    // system's), so a slide keeps its room for the chart.
    QStringList notes, bare;
    bool pending = false;
    for (const std::string& g : order) {
        const auto& [band, systems] = groups.at(g);
        const QString names = systems.join(QStringLiteral(", "));
        if (band.pending) {
            pending = true;
            continue;
        }
        if (band.empty()) {
            bare << ChartText::tr("%1 (systems: %2)").arg(groupText(g)).arg(systems.size());
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
    if (!bare.isEmpty())
        notes << ChartText::tr("No comparable runs, so no prediction band, for %1.")
                     .arg(bare.join(QStringLiteral("; ")));
    if (pending)
        notes << ChartText::tr("Prediction bands: computing… (the catalog or the imports "
                               "changed, so the model is validated again on a worker; the "
                               "bands appear when it is done).");
    return notes;
}

} // namespace sil::ui
