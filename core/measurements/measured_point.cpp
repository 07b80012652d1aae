#include "core/measurements/measured_point.h"

namespace sil {

std::string_view measurementKindKey(MeasurementKind kind) {
    switch (kind) {
    case MeasurementKind::Decode:
        return "decode";
    case MeasurementKind::Prefill:
        return "prefill";
    case MeasurementKind::Serving:
        return "serving";
    case MeasurementKind::Collective:
        return "collective";
    }
    return "serving";
}

std::string MeasurementError::text() const {
    return file + ":" + std::to_string(line) + ": " + key + ": " + message;
}

} // namespace sil
