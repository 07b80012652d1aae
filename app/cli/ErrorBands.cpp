#include "ErrorBands.h"

#include "database/ValidationSet.h"

namespace sil::cli {

ErrorBand ErrorBands::of(const System& system, const std::string& engineId, Regime regime) {
    const Catalog& catalog = c_.effective();
    if (!report_) {
        const auto stored = c_.store.measurements();
        report_ = db::validationReport(catalog, stored ? toStoredPoints(*stored)
                                                       : std::vector<StoredPoint>{});
    }
    return answerBand(*report_, catalog, system, engineId, regime);
}

void ErrorBands::write(nlohmann::json& answer, const System& system, const std::string& engineId,
                       Regime regime) {
    answer["error_band"] = errorBandJson(of(system, engineId, regime));
}

std::string errorBandCellOf(const nlohmann::json& answer) {
    const auto it = answer.find("error_band");
    if (it == answer.end() || !it->is_object()) return {};
    ErrorBand b;
    b.n = it->value("n", std::size_t{0});
    if (b.n > 0) b.p90_pct = it->value("p90_pct", 0.0);
    return errorBandCell(b);
}

} // namespace sil::cli
