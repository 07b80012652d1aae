#pragma once
// The error band a prediction carries: how far the model has been from the measured truth on
// the held-out runs of its validation group (docs/accuracy.md). Errors are predicted /
// measured - 1; a positive bias on a throughput means the model is optimistic.
#include <nlohmann/json.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace sil {

struct ErrorBand {
    std::string group;       // "tensorrt-llm x hopper x static/offline"
    std::size_t n = 0;       // held-out runs the band stands on
    double median_pct = 0.0; // median |error|, percent
    double p90_pct = 0.0;    // 90th percentile |error| (linear between ranks), percent
    double worst_pct = 0.0;  // largest |error|, percent
    double bias_pct = 0.0;   // median signed error, percent (+: predicted above measured)
    std::string reason;      // why there is no band ("no comparable runs: ..."); empty when n > 0
    // Not known yet: the validation report it stands on is still being computed (a window
    // computes it off its GUI thread). Empty, but not "no comparable runs".
    bool pending = false;
    bool empty() const { return n == 0; }
};

// The band of a group's errors (predicted / measured - 1; non-finite ones skipped). With no
// error the band is empty and says there are no comparable runs.
ErrorBand errorBandOf(const std::string& group, const std::vector<double>& errors);

// {group, n, median_pct, p90_pct, worst_pct, bias_pct} or, when empty, {group, n: 0, the
// percentages null, reason}: never a zero standing for "unknown".
nlohmann::json errorBandJson(const ErrorBand& band);

// Where the truth lies, within the band's P90, for a predicted figure that scales inversely with
// the throughput predicted (a cost per token, a time): value x (1 - P90) to value x (1 + P90),
// the low end not below zero. nullopt when the band is empty.
struct BandInterval {
    double low = 0.0, high = 0.0;
};
std::optional<BandInterval> inverseThroughputInterval(const ErrorBand& band, double value);

// A table's "±" cell: "±18 % (P90, n 4)", or "no comparable runs".
std::string errorBandCell(const ErrorBand& band);

} // namespace sil
