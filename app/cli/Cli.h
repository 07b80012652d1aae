#pragma once
// siliconomics-cli: every command, runnable in-process (the tests call run() directly).
#include "core/catalog.h"
#include "core/scenario.h"

#include <functional>
#include <ostream>
#include <string>
#include <vector>

namespace sil::cli {

struct ChartExportRequest {
    std::string chart;
    std::string out_path;
    Catalog catalog; // scenario overrides applied
    Scenario scenario;
    std::vector<std::string> systems; // empty: the chart's default selection
    std::string op, placement, reference;
    int ranks = 0;
};

// Provided by the binary that links the UI, so this library needs no widgets.
using ChartExporter = std::function<bool(const ChartExportRequest&, std::string& error)>;
void setChartExporter(ChartExporter exporter);

// Returns the process exit code: 0 success, 1 runtime error, 2 usage error.
int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace sil::cli
