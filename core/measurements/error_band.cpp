#include "core/measurements/error_band.h"

#include "core/economics/stats.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace sil {

namespace {

double medianOfSorted(const std::vector<double>& v) {
    const std::size_t k = v.size();
    return k % 2 ? v[k / 2] : (v[k / 2 - 1] + v[k / 2]) / 2.0;
}

} // namespace

ErrorBand errorBandOf(const std::string& group, const std::vector<double>& errors) {
    ErrorBand b;
    b.group = group;
    std::vector<double> signedErr, absErr;
    for (double e : errors)
        if (std::isfinite(e)) {
            signedErr.push_back(e);
            absErr.push_back(std::abs(e));
        }
    if (absErr.empty()) {
        b.reason = "no comparable runs: no held-out run of " + group + " has been measured";
        return b;
    }
    std::sort(signedErr.begin(), signedErr.end());
    std::sort(absErr.begin(), absErr.end());
    b.n = absErr.size();
    b.median_pct = medianOfSorted(absErr) * 100.0;
    b.p90_pct = interpolatedQuantileOfSorted(absErr, 0.9) * 100.0;
    b.worst_pct = absErr.back() * 100.0;
    b.bias_pct = medianOfSorted(signedErr) * 100.0;
    return b;
}

nlohmann::json errorBandJson(const ErrorBand& b) {
    if (b.empty())
        return {{"group", b.group},      {"n", 0},
                {"median_pct", nullptr}, {"p90_pct", nullptr},
                {"worst_pct", nullptr},  {"bias_pct", nullptr},
                {"reason", b.reason}};
    return {{"group", b.group},           {"n", b.n},
            {"median_pct", b.median_pct}, {"p90_pct", b.p90_pct},
            {"worst_pct", b.worst_pct},   {"bias_pct", b.bias_pct}};
}

std::optional<BandInterval> inverseThroughputInterval(const ErrorBand& band, double value) {
    // Error = predicted / measured - 1 on throughput, so a cost per unit of throughput is
    // measured at predicted x (1 + error): within the P90, value x (1 +- P90).
    if (band.empty() || !std::isfinite(value)) return std::nullopt;
    const double x = band.p90_pct / 100.0;
    return BandInterval{std::max(0.0, value * (1.0 - x)), value * (1.0 + x)};
}

std::string errorBandCell(const ErrorBand& b) {
    if (b.empty()) return "no comparable runs";
    char buf[64];
    std::snprintf(buf, sizeof buf, "±%.0f %% (P90, n %zu)", b.p90_pct, b.n);
    return buf;
}

} // namespace sil
