#pragma once
// A spreadsheet as the .xlsx export writes it (database/WorkbookFile.h): sheets of cells, each a
// text, a number or a formula over other cells carrying the value core computed for it (what a
// spreadsheet shows until it recalculates, and what it shows after: the formulas restate core's
// arithmetic). Numbers marked `input` are the ones a reader may edit: the scenario's
// assumptions and the figures the program derived and the formulas take as given.
#include <cstddef>
#include <string>
#include <vector>

namespace sil {

struct WorkbookCell {
    enum class Kind { Empty, Text, Number, Formula };
    Kind kind = Kind::Empty;
    std::string text;   // Text: what is shown; Formula: the formula, without its leading '='
    double value = 0.0; // Number: the value; Formula: core's result for it
    bool input = false; // a number a reader may edit (drawn as an input)

    static WorkbookCell textOf(std::string s);
    static WorkbookCell numberOf(double v, bool input = false);
    static WorkbookCell inputOf(double v) { return numberOf(v, true); }
    static WorkbookCell formulaOf(std::string formula, double coreValue);
};

struct WorkbookSheet {
    std::string name;
    // cells[r][c] is at row r + 1, column c (A = 0) of the sheet; row 0 is the header.
    std::vector<std::vector<WorkbookCell>> cells;
    std::vector<double> column_widths; // in characters; missing: the writer's default

    // The cell at (r, c), the grid grown to hold it.
    WorkbookCell& at(std::size_t r, std::size_t c);
    const WorkbookCell* find(std::size_t r, std::size_t c) const;
};

struct Workbook {
    std::vector<WorkbookSheet> sheets;
    WorkbookSheet& add(std::string name);
    const WorkbookSheet* sheet(const std::string& name) const;
};

// "A", "B", ..., "Z", "AA": the letters of column `c` (0-based).
std::string columnLetters(std::size_t c);
// "B3" for (r = 2, c = 1); `absolute`: "$B$3".
std::string cellAddress(std::size_t r, std::size_t c, bool absolute = false);
// A cell of another sheet: "TCO!$N$4", the sheet's name quoted where it needs it
// ("'API prices'!G2").
std::string sheetCell(const std::string& sheet, std::size_t r, std::size_t c,
                      bool absolute = false);
// A formula's number: shortest text that reads back as the same double ("0.087", "1e-06").
std::string formulaNumber(double v);

} // namespace sil
