#pragma once
// RFC 4180 CSV: quoted fields, doubled quotes, CRLF or LF, a UTF-8 BOM tolerated.
#include <string>
#include <vector>

namespace sil {

struct CsvRecord {
    std::size_t line = 0; // 1-based line where the record starts
    std::vector<std::string> cells;
};

struct CsvParseResult {
    bool ok = false;
    std::vector<CsvRecord> records;
    std::string error; // "line 7: unterminated quoted field"
};

// `separator`: ',' (RFC 4180), or ';' / '\t' as spreadsheets in many European locales save.
CsvParseResult parseCsv(const std::string& text, char separator = ',');
// The separator of the first non-blank line (outside quotes): whichever of ',', ';' and tab
// occurs most; ',' when none does.
char detectCsvSeparator(const std::string& text);
std::string csvEscape(const std::string& cell);
// A number as every CSV the program writes states it: plain decimal (21000000, never
// 2.1e+07), the shortest text of the value at 15 significant digits, so a sum's last-bit noise
// (0.11979899999999999) is not printed as a digit while any value typed with up to 15 digits
// reads back exactly; "" for a value that is not finite.
std::string csvNumber(double v);
std::string csvLine(const std::vector<std::string>& cells);

// True if `text` is valid UTF-8; otherwise `badOffset` is the first bad byte.
bool isValidUtf8(const std::string& text, std::size_t& badOffset);

} // namespace sil
