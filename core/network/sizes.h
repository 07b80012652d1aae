#pragma once
// Byte sizes as users type them: "1KiB", "64MiB", "1GiB", "4096", "1KiB:1GiB".
#include <optional>
#include <string>
#include <vector>

namespace sil {

std::optional<double> parseByteSize(const std::string& text);
// "A:B" -> every power of two from A to B inclusive (A and B must be powers of two).
struct SizeRange {
    bool ok = false;
    std::vector<double> sizes;
    std::string error;
};
SizeRange parseSizeRange(const std::string& text);
std::string formatBytes(double bytes); // "64 MiB"

} // namespace sil
