#pragma once
// Renders rows as an aligned text table, CSV or a JSON array of objects.
#include "CliOptions.h"

#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

namespace sil::cli {

struct Table {
    std::vector<std::string> headers;
    std::vector<std::vector<nlohmann::json>> rows; // null -> "n/a"
};

void writeTable(const Table& t, OutputFormat f, std::ostream& out);
std::string formatNumber(double v, int significant = 4);
// For files: plain decimal (no exponent), at most twelve significant digits; "" if not finite.
std::string plainDecimal(double v);

} // namespace sil::cli
