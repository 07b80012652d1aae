// libFuzzer: the vllm bench serve --save-result / --append-result JSON parser never crashes,
// refuses a bad file whole with file, line and key, and gives only finite, non-negative quantities
// (fuzz/measurement_checks.h). An accepted file then goes through the import's own checks: its
// normalised content does not depend on the file's name (how a second import of it is
// recognised), a point without a GPU count is refused unless --gpus gives one, and --weights
// sets the precision of every point whose file does not state one.
#include "measurement_checks.h"

#include "core/catalog/catalog.h"
#include "core/measurements/import_setup.h"

#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    const auto parsed = sil::parseMeasurements("vllm", text, "fuzz.in");
    fuzz_measurements::checkResult(parsed, "fuzz.in");
    if (!parsed.ok) return 0;
    const auto renamed = sil::parseMeasurements("vllm", text, "copy of fuzz.in");
    if (!renamed.ok ||
        sil::normalisedPointsText(renamed.points) != sil::normalisedPointsText(parsed.points))
        std::abort();
    const sil::Catalog none;
    bool gpusStated = true;
    for (const auto& p : parsed.points)
        gpusStated = gpusStated && (p.gpus || p.tp);
    const auto asIs = sil::resolveImport(none, parsed.points, {});
    if (asIs.refusal.has_value() == gpusStated) std::abort();
    if (asIs.refusal && (asIs.refusal->file != "fuzz.in" || asIs.refusal->line < 1)) std::abort();
    sil::ImportChoices choices;
    choices.gpus = 8;
    choices.weights = "fp8";
    const auto given = sil::resolveImport(none, parsed.points, choices);
    if (given.refusal || given.content != asIs.content) std::abort();
    for (const auto& p : given.points)
        if (p.point.precision.empty()) std::abort();
    return 0;
}
