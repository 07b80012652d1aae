#include "core/measurements/measurements.h"

namespace sil {

MeasurementParseResult parseMeasurements(std::string_view format, const std::string& text,
                                         const std::string& fileName, const std::string& ncclOp) {
    if (format == "vllm") return parseVllmBenchServe(text, fileName);
    if (format == "aiperf") return parseAiperfProfileExport(text, fileName);
    if (format == "nccl-tests") return parseNcclTests(text, fileName, ncclOp);
    if (format == "inferencex") return parseInferenceX(text, fileName);
    if (format == "mlperf") return parseMlperfSummary(text, fileName);
    if (format == "calibration") return parseCalibrationMeasurements(text, fileName);
    MeasurementParseResult r;
    std::string known;
    for (auto f : kMeasurementFormats)
        known += (known.empty() ? "" : ", ") + std::string(f);
    r.error =
        MeasurementError{fileName, 1, "format",
                         "unknown format \"" + std::string(format) + "\" (one of " + known + ")"};
    return r;
}

} // namespace sil
