#pragma once
// The prediction error bands a chart draws (docs/accuracy.md): each system's answer carries the
// band of its validation group (engine x chip family x regime), from the validation report of
// the catalog in force and the user's imports — the same band the CLI writes as error_band.
#include "SystemBars.h"

#include "core/catalog/catalog.h"
#include "core/measurements/error_band.h"
#include "core/measurements/validation_group.h"

#include <QStringList>
#include <string>
#include <vector>

namespace sil::ui {

class ScenarioController;

// The band of an answer on `system` by the engine profile `engineId` in `regime`, from the
// validation report of the catalog in force (db::validationReport: memory, disk cache, the
// report installed with the shipped catalog, else computed: seconds).
// While one lives, predictionBand for its controller reads the validation report fetched once
// when it was made, not once a system: a draw of a thousand systems would otherwise look the
// report up (hashing the catalog) a thousand times. Made at the start of a draw; nests.
// A window's draw (`wait` false) never computes the report on the GUI thread: when no copy is
// ready, a worker computes it, the bands meanwhile are pending ("computing…") and the
// controller announces validationReady() when it is done. An export or a report (`wait`)
// computes it at once.
class ValidationReportScope {
public:
    ValidationReportScope(const ScenarioController& c, bool wait);
    ~ValidationReportScope();
    ValidationReportScope(const ValidationReportScope&) = delete;
    ValidationReportScope& operator=(const ValidationReportScope&) = delete;

private:
    bool owner_ = false;
};

ErrorBand predictionBand(const ScenarioController& c, const System& system,
                         const std::string& engineId, Regime regime);
// A worker is computing a validation report for the bands (a changed catalog or new imports).
bool predictionBandsComputing();
// The engine profile that answers for `system` under the scenario's engine choice.
std::string servingEngineOf(const ScenarioController& c, const System& system);

// A bar whose total scales inversely with the predicted throughput (a cost per token): its
// hatched box spans total x (1 -+ the band's P90). Nothing is drawn for an empty band.
void setPredictionBox(SystemBar& bar, const ErrorBand& band);

// One system's band, for the caption.
struct SystemBand {
    QString label;
    ErrorBand band;
};
// One line per group with runs ("Hatched: the prediction's error on held-out runs like these,
// ±39 % (P90), vllm × cdna3 × static/offline, N = 10 held-out runs (median 8 %, bias −5 %):
// MI300X UBB8, MI325X UBB8.") and one per group without ("No comparable runs for vllm ×
// hopper × static/offline: no band drawn for HGX H100 NVL8."); pending bands share one line
// saying they are being computed.
QStringList predictionBandNotes(const std::vector<SystemBand>& bands);

} // namespace sil::ui
