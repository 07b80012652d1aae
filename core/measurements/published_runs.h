#pragma once
// The published runs the shipped engine rows are fitted on and checked against
// (database/published_runs/manifest.json): each file parsed and resolved as `measurements
// import` would, with the row fitted on it and the release it ran.
#include "core/catalog/catalog.h"
#include "core/measurements/held_out.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace sil {

struct PublishedRuns {
    bool ok = false;
    std::string error; // "manifest.json: runs[3]: file: ..." or a parse error naming file and line
    std::vector<ValidationPoint> points;
};

// `manifestText`: manifest.json; `readRun(file)`: a run file's text, nullopt when missing.
PublishedRuns loadPublishedRuns(
    const Catalog& catalog, const std::string& manifestText,
    const std::function<std::optional<std::string>(const std::string& file)>& readRun);

} // namespace sil
