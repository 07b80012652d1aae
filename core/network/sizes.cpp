#include "core/network/sizes.h"

#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <utility>

namespace sil {

namespace {
constexpr double kMaxBytes = 1099511627776.0 * 1024.0; // 1 PiB
bool isPowerOfTwo(double v) {
    if (v < 1.0 || v > kMaxBytes) return false;
    const auto u = static_cast<std::uint64_t>(v);
    return static_cast<double>(u) == v && (u & (u - 1)) == 0;
}
} // namespace

std::optional<double> parseByteSize(const std::string& text) {
    if (text.empty() || text.size() > 32) return std::nullopt;
    double value = 0.0;
    const char* begin = text.data();
    const char* end = text.data() + text.size();
    auto res = std::from_chars(begin, end, value);
    if (res.ec != std::errc() || res.ptr == begin) return std::nullopt;
    std::string unit(res.ptr, end);
    static const std::array<std::pair<const char*, double>, 10> units = {{{"", 1.0},
                                                                          {"B", 1.0},
                                                                          {"KiB", 1024.0},
                                                                          {"MiB", 1048576.0},
                                                                          {"GiB", 1073741824.0},
                                                                          {"TiB", 1099511627776.0},
                                                                          {"KB", 1e3},
                                                                          {"MB", 1e6},
                                                                          {"GB", 1e9},
                                                                          {"TB", 1e12}}};
    for (const auto& [name, scale] : units) {
        if (unit == name) {
            const double bytes = value * scale;
            if (!std::isfinite(bytes) || bytes < 1.0 || bytes > kMaxBytes) return std::nullopt;
            return bytes;
        }
    }
    return std::nullopt;
}

SizeRange parseSizeRange(const std::string& text) {
    SizeRange r;
    const auto colon = text.find(':');
    const std::string a = colon == std::string::npos ? text : text.substr(0, colon);
    const std::string b = colon == std::string::npos ? text : text.substr(colon + 1);
    const auto lo = parseByteSize(a);
    const auto hi = parseByteSize(b);
    if (!lo || !hi) {
        r.error = "sizes: expected SIZE or FROM:TO with sizes such as 1KiB, 64MiB, 1GiB "
                  "(1 B to 1 PiB), got \"" +
                  text + "\"";
        return r;
    }
    if (*lo > *hi) {
        r.error = "sizes: the range \"" + text + "\" runs backwards";
        return r;
    }
    if (!isPowerOfTwo(*lo) || !isPowerOfTwo(*hi)) {
        r.error = "sizes: range ends must be powers of two (e.g. 1KiB:1GiB), got \"" + text + "\"";
        return r;
    }
    for (double s = *lo; s <= *hi; s *= 2.0)
        r.sizes.push_back(s);
    r.ok = true;
    return r;
}

std::string formatBytes(double bytes) {
    static const std::array<const char*, 6> names = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
    std::size_t i = 0;
    double v = bytes;
    while (v >= 1024.0 && i + 1 < names.size()) {
        v /= 1024.0;
        ++i;
    }
    char buf[32];
    auto res = std::to_chars(buf, buf + sizeof buf, std::round(v * 100.0) / 100.0);
    return std::string(buf, res.ptr) + " " + names[i];
}

} // namespace sil
