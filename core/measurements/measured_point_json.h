#pragma once
// A MeasuredPoint as JSON text and back (the user database stores each imported point this
// way). Keys are the struct's member names; what the point does not state is left out, and a
// missing key reads back as "not stated".
#include "core/measurements/measured_point.h"

#include <optional>
#include <string>

namespace sil {

std::string measuredPointToJson(const MeasuredPoint& p);
// nullopt (with `error` set) when the text is not a measured point.
std::optional<MeasuredPoint> measuredPointFromJson(const std::string& text,
                                                   std::string* error = nullptr);
std::optional<MeasurementKind> parseMeasurementKind(std::string_view key);

} // namespace sil
