#include "core/economics/workbook.h"

#include <charconv>

namespace sil {

WorkbookCell WorkbookCell::textOf(std::string s) {
    WorkbookCell c;
    c.kind = Kind::Text;
    c.text = std::move(s);
    return c;
}

WorkbookCell WorkbookCell::numberOf(double v, bool input) {
    WorkbookCell c;
    c.kind = Kind::Number;
    c.value = v;
    c.input = input;
    return c;
}

WorkbookCell WorkbookCell::formulaOf(std::string formula, double coreValue) {
    WorkbookCell c;
    c.kind = Kind::Formula;
    c.text = std::move(formula);
    c.value = coreValue;
    return c;
}

WorkbookCell& WorkbookSheet::at(std::size_t r, std::size_t c) {
    if (cells.size() <= r) cells.resize(r + 1);
    auto& row = cells[r];
    if (row.size() <= c) row.resize(c + 1);
    return row[c];
}

const WorkbookCell* WorkbookSheet::find(std::size_t r, std::size_t c) const {
    if (r >= cells.size() || c >= cells[r].size()) return nullptr;
    return &cells[r][c];
}

WorkbookSheet& Workbook::add(std::string name) {
    sheets.push_back({});
    sheets.back().name = std::move(name);
    return sheets.back();
}

const WorkbookSheet* Workbook::sheet(const std::string& name) const {
    for (const auto& s : sheets)
        if (s.name == name) return &s;
    return nullptr;
}

std::string columnLetters(std::size_t c) {
    std::string letters;
    ++c;
    while (c > 0) {
        const std::size_t rem = (c - 1) % 26;
        letters.insert(letters.begin(), static_cast<char>('A' + rem));
        c = (c - 1) / 26;
    }
    return letters;
}

std::string cellAddress(std::size_t r, std::size_t c, bool absolute) {
    const char* dollar = absolute ? "$" : "";
    return dollar + columnLetters(c) + dollar + std::to_string(r + 1);
}

std::string sheetCell(const std::string& sheet, std::size_t r, std::size_t c, bool absolute) {
    bool plain = !sheet.empty();
    for (char ch : sheet)
        if (!((ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') ||
              ch == '_'))
            plain = false;
    const std::string name = plain ? sheet : "'" + sheet + "'";
    return name + "!" + cellAddress(r, c, absolute);
}

std::string formulaNumber(double v) {
    char buf[64];
    const auto res = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, res.ptr);
}

} // namespace sil
