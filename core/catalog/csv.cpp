#include "core/catalog/csv.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace sil {

std::string csvNumber(double v) {
    if (!std::isfinite(v)) return {};
    // 15 significant digits: all a double holds reliably; what lies beyond is rounding noise.
    char rounded[64];
    std::snprintf(rounded, sizeof rounded, "%.15g", v);
    const double r = std::strtod(rounded, nullptr);
    char buf[400];
    const auto res = std::to_chars(buf, buf + sizeof buf, r, std::chars_format::fixed);
    const std::string out(buf, res.ptr);
    return out == "-0" ? "0" : out;
}

bool isValidUtf8(const std::string& text, std::size_t& badOffset) {
    const auto* s = reinterpret_cast<const unsigned char*>(text.data());
    const std::size_t n = text.size();
    std::size_t i = 0;
    while (i < n) {
        const unsigned char c = s[i];
        std::size_t len = 0;
        if (c < 0x80)
            len = 1;
        else if ((c & 0xE0) == 0xC0 && c >= 0xC2)
            len = 2;
        else if ((c & 0xF0) == 0xE0)
            len = 3;
        else if ((c & 0xF8) == 0xF0 && c <= 0xF4)
            len = 4;
        else {
            badOffset = i;
            return false;
        }
        if (i + len > n) {
            badOffset = i;
            return false;
        }
        for (std::size_t k = 1; k < len; ++k) {
            if ((s[i + k] & 0xC0) != 0x80) {
                badOffset = i;
                return false;
            }
        }
        i += len;
    }
    return true;
}

CsvParseResult parseCsv(const std::string& input, char separator) {
    CsvParseResult r;
    std::size_t pos = 0;
    if (input.size() >= 3 && input.compare(0, 3, "\xEF\xBB\xBF") == 0) pos = 3;
    std::size_t bad = 0;
    if (!isValidUtf8(input, bad)) {
        std::size_t line = 1;
        for (std::size_t i = 0; i < bad; ++i)
            if (input[i] == '\n') ++line;
        r.error = "line " + std::to_string(line) + ": not valid UTF-8 (byte " +
                  std::to_string(bad) + "); save the file as UTF-8";
        return r;
    }
    std::size_t line = 1;
    CsvRecord rec;
    rec.line = line;
    std::string cell;
    bool inQuotes = false;
    bool cellWasQuoted = false;
    bool recordHasContent = false;
    std::size_t quoteStartLine = 0;
    auto endCell = [&] {
        rec.cells.push_back(std::move(cell));
        cell.clear();
        cellWasQuoted = false;
    };
    auto endRecord = [&] {
        endCell();
        const bool blank = rec.cells.size() == 1 && rec.cells[0].empty() && !recordHasContent;
        if (!blank) r.records.push_back(std::move(rec));
        rec = CsvRecord{};
        rec.line = line;
        recordHasContent = false;
    };
    const std::size_t n = input.size();
    while (pos < n) {
        const char c = input[pos];
        if (inQuotes) {
            if (c == '"') {
                if (pos + 1 < n && input[pos + 1] == '"') {
                    cell.push_back('"');
                    pos += 2;
                    continue;
                }
                inQuotes = false;
                ++pos;
                continue;
            }
            if (c == '\n') ++line;
            cell.push_back(c);
            ++pos;
            continue;
        }
        if (c == separator) {
            endCell();
            recordHasContent = true;
            ++pos;
            continue;
        }
        switch (c) {
        case '"':
            if (!cell.empty() || cellWasQuoted) {
                r.error = "line " + std::to_string(line) +
                          ": a quote inside an unquoted field; quote the whole field and "
                          "double the inner quotes";
                return r;
            }
            inQuotes = true;
            cellWasQuoted = true;
            recordHasContent = true;
            quoteStartLine = line;
            ++pos;
            break;
        case '\r':
            ++pos;
            break;
        case '\n':
            ++line;
            ++pos;
            endRecord();
            break;
        default:
            if (cellWasQuoted) {
                r.error = "line " + std::to_string(line) +
                          ": text after a closing quote; expected " +
                          (separator == ',' ? std::string("a comma")
                                            : "the separator '" + std::string(1, separator) + "'") +
                          " or end of line";
                return r;
            }
            cell.push_back(c);
            recordHasContent = true;
            ++pos;
        }
    }
    if (inQuotes) {
        r.error = "line " + std::to_string(quoteStartLine) + ": unterminated quoted field";
        return r;
    }
    if (recordHasContent || !cell.empty()) endRecord();
    r.ok = true;
    return r;
}

char detectCsvSeparator(const std::string& text) {
    std::size_t commas = 0, semicolons = 0, tabs = 0;
    bool inQuotes = false, content = false;
    for (char c : text) {
        if (c == '"') inQuotes = !inQuotes;
        if (inQuotes) continue;
        if (c == '\n') {
            if (content) break;
            continue;
        }
        if (c != '\r' && c != ' ') content = true;
        commas += c == ',';
        semicolons += c == ';';
        tabs += c == '\t';
    }
    if (semicolons > commas && semicolons >= tabs) return ';';
    if (tabs > commas && tabs > semicolons) return '\t';
    return ',';
}

std::string csvEscape(const std::string& cell) {
    if (cell.find_first_of(",\"\r\n") == std::string::npos &&
        (cell.empty() || (cell.front() != ' ' && cell.back() != ' ')))
        return cell;
    std::string out = "\"";
    for (char c : cell) {
        if (c == '"')
            out += "\"\"";
        else
            out.push_back(c);
    }
    out += '"';
    return out;
}

std::string csvLine(const std::vector<std::string>& cells) {
    std::string out;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (i) out.push_back(',');
        out += csvEscape(cells[i]);
    }
    out += "\r\n";
    return out;
}

} // namespace sil
