#pragma once
// Big measurement sets, timed: a 10 MB vLLM file imported (parsed, resolved, stored), then
// accuracy and fit over the points two systems may hold at most (core/measurements/limits.h).
#include <string>
#include <vector>

namespace sil::bench {

struct Figure {
    std::string name; // "import_10mb_measurements_ms"
    double value = 0.0;
    std::string what; // unit and conditions
};

// Synthetic vLLM `bench serve` rows (JSON Lines), each consistent with itself, over a sweep of
// 180 run shapes (scripts/make-big-measurements.py writes the same rows for the CLI).
std::string syntheticVllmRows(int rows, unsigned seed);

// Empty on success; the figures in `out`.
std::string measureBigMeasurementSets(const std::string& catalogPath, std::vector<Figure>& out);

} // namespace sil::bench
