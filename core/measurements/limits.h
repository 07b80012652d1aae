#pragma once
// How many measured points one import may bring and one system may hold. Every reader of the
// stored points (measurements list, accuracy, fit, the team catalog's snapshot) reads them
// all: one file of 110,843 points made accuracy take 5.5 s and fit more than 90 s, so the
// store refuses more than these, with the numbers. The bounds are a design choice, not a
// measurement: far above a benchmark sweep (hundreds of points), far below what made the
// readers slow. A team server enforces the same numbers itself (max_points_per_file() and
// max_points_per_system() in database/migrations/pg/0009_measurement_guard.sql).
#include <cstddef>

namespace sil {

inline constexpr std::size_t kMaxPointsPerFile = 10000;
inline constexpr std::size_t kMaxPointsPerSystem = 20000;

} // namespace sil
