#pragma once
// siliconomics-cli: every command, runnable in-process (the tests call run() directly).
#include "core/charts/chart_request.h"

#include <functional>
#include <ostream>
#include <string>
#include <vector>

namespace sil::cli {

// Provided by the binary that links the UI, so this library needs no widgets.
// The request is handed over (moved): its catalog is not copied again.
using ChartExporter = std::function<bool(ChartRequest request, std::string& error)>;
void setChartExporter(ChartExporter exporter);
const ChartExporter& chartExporter();

// Returns the process exit code: 0 success, 1 runtime error, 2 usage error.
int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace sil::cli
