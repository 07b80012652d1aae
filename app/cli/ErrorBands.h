#pragma once
// The error band each predicted answer carries (docs/accuracy.md): the validation report of
// the catalog in force and the user's imports, computed once per catalog state (and cached on
// disk), asked per system, engine and regime. One per command run: the report is looked up
// at the first question.
#include "CliContext.h"

#include "core/measurements/error_band.h"
#include "core/measurements/validation.h"

#include <memory>
#include <nlohmann/json.hpp>

namespace sil::cli {

class ErrorBands {
public:
    explicit ErrorBands(CliContext& c) : c_(c) {}
    // The band of a prediction on `system` by the profile `engineId` in `regime`; empty with
    // a reason when no comparable run was held out.
    ErrorBand of(const System& system, const std::string& engineId, Regime regime);
    // `answer["error_band"]`: the band as JSON ({group, n, median_pct, p90_pct, bias_pct...}).
    void write(nlohmann::json& answer, const System& system, const std::string& engineId,
               Regime regime);

private:
    CliContext& c_;
    std::shared_ptr<const ValidationReport> report_;
};

// A table's "±" cell for an answer that write() gave an error_band ("" when it has none).
std::string errorBandCellOf(const nlohmann::json& answer);

} // namespace sil::cli
