#pragma once
// Every siliconomics-cli command is one row here: its words, its place in --help and the
// function that runs it. Adding a command is one new file under commands/ and one row.
#include <string>
#include <string_view>
#include <vector>

namespace sil::cli {

class CliContext;

enum class Needs {
    Nothing,  // runs without the catalog
    Catalog,  // the shipped catalog and the user database, opened
    Scenario, // the above plus the --scenario / --set resolved
};

struct Command {
    std::string_view words;    // "catalog list"
    std::string_view group;    // heading in --help
    std::string_view synopsis; // options; '\n' starts another usage line
    std::string_view summary;  // one line: what it answers
    Needs needs;
    bool writes; // changes the user database: it must open, not fall back to read-only
    int (*run)(CliContext&);
    // Checks its options itself, more finely than its synopsis can say (export-chart and
    // report: each chart takes its own).
    bool checks_own_options = false;
    // Writes its table as a workbook with live formulas (--format xlsx --out FILE.xlsx).
    bool writes_workbook = false;
};

const std::vector<Command>& commandTable();

// The longest table entry whose words start `words`, or nullptr. `consumed` says how many
// of `words` it took; the rest are the command's positional arguments.
const Command* findCommand(const std::vector<std::string>& words, std::size_t& consumed);
// Why `words` names no command, naming the subcommands when the first word has some.
std::string unknownCommandMessage(const std::vector<std::string>& words);

// --help, generated from the table.
std::string usageText();
// The man page (roff), generated from the same table: packaging/siliconomics-cli.1 is its
// output (`siliconomics-cli --man`), and a test keeps the two equal.
std::string manPage();

// The options a command takes: those its synopsis names, plus the global ones (--db,
// --catalog, --format, --json, --help). The synopsis is the one table of each command's flags.
std::vector<std::string> flagsOf(const Command& cmd);
// The first of `given` that `cmd` does not take ("" when it takes them all).
std::string flagNotTaken(const Command& cmd, const std::vector<std::string>& given);

} // namespace sil::cli
