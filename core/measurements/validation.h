#pragma once
// The validation protocol (docs/accuracy.md): every published run and every imported
// measurement predicted by a model that never saw it (held_out.h), the errors grouped by
// engine family x chip family x regime (validation_group.h), and each group's error band
// (error_band.h). Only runs of the release a tuned row describes and the user's own imports
// make the bands; older releases and open-division runs are predicted and reported, not
// counted. A user's imports join the bands of their own system only.
#include "core/catalog/catalog.h"
#include "core/measurements/error_band.h"
#include "core/measurements/held_out.h"
#include "core/measurements/validation_group.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace sil {

struct ValidatedPoint {
    std::string label, system_id;
    bool published = false;
    std::string release;   // as in ValidationPoint
    bool in_bands = false; // a current-release published run or a user's import
    ValidationGroup group; // the engine is the profile the held-out prediction used
    std::string fitted_into;
    PointComparison held_out;              // predicted without any row having seen it
    std::string how;                       // how it was held out
    std::optional<double> in_sample_error; // under the catalog as it stands (fitted points)
};

struct GroupSummary {
    ValidationGroup group;
    ErrorBand band; // of the group's published in-band points
    // In-band points whose |error| is within the group's P90, and within the P90 of the
    // group's other points (the stricter test: the band a point would have been given).
    std::size_t covered = 0, covered_by_others = 0, with_others = 0;
};

struct ValidationReport {
    std::vector<ValidatedPoint> points;
    std::vector<GroupSummary> groups; // sorted by group
    // The band of a prediction in `group` on `systemId`: the group's published in-band runs
    // plus the user's imports of that system in the group. Empty: "no comparable runs".
    ErrorBand bandFor(const ValidationGroup& group, const std::string& systemId) const;
};

// The band of an answer on `system` predicted by the engine profile `engineId` in `regime`:
// the group of its engine, its chip's family and the regime (what `inference`, `plan` and
// `train` write as error_band, and the charts draw).
ErrorBand answerBand(const ValidationReport& report, const Catalog& catalog, const System& system,
                     const std::string& engineId, Regime regime);

// The held-out discipline of one engine row fitted on published runs: the runs it was fitted on
// (each predicted with the row refitted without it) and the counted runs of its engine and chip
// family that no row was fitted on, which checked it.
struct RowCheck {
    std::string row; // the engine row's id, "vllm-cdna3"
    std::vector<std::string> fitted_on, checked_by;
};
std::vector<RowCheck> rowChecks(const ValidationReport& report);

ValidationReport validateModel(const Catalog& catalog, const std::vector<ValidationPoint>& points);
// The same, reporting the share of folds done (from the worker threads: `progress` must be
// thread-safe); when it returns false no further fold starts and the answer is nullopt.
using ValidationProgress = std::function<bool(double)>;
std::optional<ValidationReport> validateModel(const Catalog& catalog,
                                              const std::vector<ValidationPoint>& points,
                                              const ValidationProgress& progress);

// Gives each row of `table` a profile was fitted on its held-out prediction from `report` (the
// row refitted without it; AccuracyRow::held_out), so that what is shown of it is a validation,
// never the fit. A fitted row the report did not refit without it (a shipped row whose note
// cites the file, which the report predicts as the catalog stands) gets none.
void attachHeldOut(AccuracyTable& table, const ValidationReport& report);

// validateModel, computed once per catalog state and point set and kept (refitting rows is
// costly; plan and inference ask for every system). Thread-safe.
std::shared_ptr<const ValidationReport>
cachedValidation(const Catalog& catalog, const std::vector<ValidationPoint>& points);

// A key that changes whenever the catalog or the points do (a disk cache's file name).
std::string validationKey(const Catalog& catalog, const std::vector<ValidationPoint>& points);

// The report as JSON and back (what a disk cache keeps); nullopt for text that is not one.
nlohmann::json validationReportJson(const ValidationReport& report);
std::optional<ValidationReport> validationReportFromJson(const nlohmann::json& j);

} // namespace sil
