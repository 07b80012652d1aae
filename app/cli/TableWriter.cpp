#include "TableWriter.h"

#include "core/catalog/csv.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace sil::cli {

std::string formatNumber(double v, int significant) {
    if (!std::isfinite(v)) return "n/a";
    char buf[64];
    if (v == std::round(v) && std::abs(v) < 1e15) {
        std::snprintf(buf, sizeof buf, "%.0f", v);
        return buf;
    }
    const double mag = v == 0.0 ? 0.0 : std::floor(std::log10(std::abs(v)));
    const int decimals = std::clamp(significant - 1 - static_cast<int>(mag), 0, 6);
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

std::string plainDecimal(double v) {
    return csvNumber(v);
}

namespace {
// Characters, not bytes: "µs" is two columns' worth of bytes but one of screen.
std::size_t displayWidth(const std::string& s) {
    return static_cast<std::size_t>(std::count_if(
        s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

std::string cellText(const nlohmann::json& j) {
    if (j.is_null()) return "n/a";
    if (j.is_string()) return j.get<std::string>();
    if (j.is_number_integer()) return std::to_string(j.get<long long>());
    if (j.is_number()) return formatNumber(j.get<double>());
    if (j.is_boolean()) return j.get<bool>() ? "yes" : "no";
    return j.dump();
}
} // namespace

void writeTable(const Table& t, OutputFormat f, std::ostream& out) {
    if (f == OutputFormat::Json) {
        nlohmann::json arr = nlohmann::json::array();
        for (const auto& row : t.rows) {
            nlohmann::json obj = nlohmann::json::object();
            for (std::size_t i = 0; i < t.headers.size() && i < row.size(); ++i)
                obj[t.headers[i]] = row[i];
            arr.push_back(obj);
        }
        out << arr.dump(2) << "\n";
        return;
    }
    if (f == OutputFormat::Csv) {
        out << csvLine(t.headers);
        for (const auto& row : t.rows) {
            std::vector<std::string> cells;
            // Full precision for spreadsheets; rounding is only for reading on screen.
            for (const auto& c : row)
                cells.push_back(c.is_null()           ? ""
                                : c.is_number_float() ? plainDecimal(c.get<double>())
                                                      : cellText(c));
            out << csvLine(cells);
        }
        return;
    }
    std::vector<std::size_t> width(t.headers.size());
    for (std::size_t i = 0; i < t.headers.size(); ++i)
        width[i] = displayWidth(t.headers[i]);
    std::vector<std::vector<std::string>> text;
    for (const auto& row : t.rows) {
        std::vector<std::string> r;
        for (std::size_t i = 0; i < row.size() && i < width.size(); ++i) {
            r.push_back(cellText(row[i]));
            width[i] = std::max(width[i], displayWidth(r.back()));
        }
        text.push_back(std::move(r));
    }
    auto line = [&](const std::vector<std::string>& cells) {
        for (std::size_t i = 0; i < cells.size(); ++i) {
            out << cells[i];
            if (i + 1 < cells.size())
                out << std::string(width[i] - displayWidth(cells[i]) + 2, ' ');
        }
        out << "\n";
    };
    line(t.headers);
    std::vector<std::string> rule;
    for (auto w : width)
        rule.push_back(std::string(w, '-'));
    line(rule);
    for (const auto& r : text)
        line(r);
}

} // namespace sil::cli
