// Reading the command table: finding the command a command line names, and what is generated
// from the table: --help, the man page and the flags each command takes.
#include "CommandTable.h"

#include "core/economics/assumptions.h"
#include "siliconomics_version.h"

#include <algorithm>
#include <sstream>

namespace sil::cli {

namespace {

std::vector<std::string_view> splitWords(std::string_view s) {
    std::vector<std::string_view> words;
    while (!s.empty()) {
        const auto space = s.find(' ');
        words.push_back(s.substr(0, space));
        if (space == std::string_view::npos) break;
        s.remove_prefix(space + 1);
    }
    return words;
}

} // namespace

const Command* findCommand(const std::vector<std::string>& words, std::size_t& consumed) {
    const Command* best = nullptr;
    consumed = 0;
    for (const auto& cmd : commandTable()) {
        const auto cw = splitWords(cmd.words);
        if (cw.size() > words.size() || cw.size() <= consumed) continue;
        bool match = true;
        for (std::size_t i = 0; i < cw.size() && match; ++i)
            match = cw[i] == words[i];
        if (match) {
            best = &cmd;
            consumed = cw.size();
        }
    }
    return best;
}

std::string unknownCommandMessage(const std::vector<std::string>& words) {
    if (words.empty()) return "no command given; try \"siliconomics-cli catalog list\" or --help";
    std::string subs;
    for (const auto& cmd : commandTable()) {
        const auto cw = splitWords(cmd.words);
        if (cw.size() > 1 && cw[0] == words[0])
            subs += (subs.empty() ? "" : ", ") + std::string(cw[1]);
    }
    if (subs.empty()) return "unknown command \"" + words[0] + "\" (see --help)";
    if (words.size() == 1) return words[0] + " needs a subcommand: " + subs;
    return "unknown " + words[0] + " subcommand \"" + words[1] + "\"; expected " + subs;
}

std::string usageText() {
    std::ostringstream os;
    os << "Usage: siliconomics-cli [--db PATH|postgresql://user@host:port/dbname] [--catalog PATH] "
          "COMMAND [options] [--format table|csv|json]\n";
    std::string_view group;
    for (const auto& cmd : commandTable()) {
        if (cmd.group != group) {
            group = cmd.group;
            os << "\n" << group << "\n";
        }
        std::string_view syn = cmd.synopsis;
        const std::string indent(2 + cmd.words.size() + 1, ' ');
        os << "  " << cmd.words;
        bool first = true;
        while (true) {
            const auto nl = syn.find('\n');
            const auto line = syn.substr(0, nl);
            if (!line.empty()) os << (first ? " " : indent) << line;
            os << "\n";
            if (nl == std::string_view::npos) break;
            syn.remove_prefix(nl + 1);
            first = false;
        }
        if (!cmd.summary.empty()) os << "      " << cmd.summary << "\n";
    }
    os << "\nOP is all_reduce, all_gather, reduce_scatter, all_to_all or broadcast.\n"
          "Rankings of systems (tco, rent-vs-buy, inference, plan, buy-rent-api, export-chart, "
          "report) mark the systems that cannot be bought yet (announced, sampling: a status "
          "column, and the mark beside the name in charts); --shipping-only leaves out every "
          "system not known to ship.\n"
          "--version prints the version; --help this text.\n";
    return os.str();
}

namespace {

constexpr std::string_view kGlobalFlags[] = {"--db",   "--catalog", "--format",
                                             "--json", "--help",    "-h"};

bool flagChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
}

// roff: a backslash doubles and a leading dash is escaped so man does not hyphenate options.
std::string roff(std::string_view text) {
    std::string out;
    for (char c : text) {
        if (c == '\\')
            out += "\\\\";
        else if (c == '-')
            out += "\\-";
        else
            out += c;
    }
    return out;
}

} // namespace

std::vector<std::string> flagsOf(const Command& cmd) {
    std::vector<std::string> flags(std::begin(kGlobalFlags), std::end(kGlobalFlags));
    // Every command that resolves a scenario reads it and its --set edits; every command that
    // opens the catalog can leave out what does not ship.
    if (cmd.needs == Needs::Scenario) flags.insert(flags.end(), {"--scenario", "--set"});
    if (cmd.needs != Needs::Nothing) flags.push_back("--shipping-only");
    const std::string_view syn = cmd.synopsis;
    for (std::size_t at = syn.find("--"); at != std::string_view::npos; at = syn.find("--", at)) {
        std::size_t end = at + 2;
        while (end < syn.size() && flagChar(syn[end]))
            ++end;
        if (end > at + 2) {
            std::string flag(syn.substr(at, end - at));
            if (std::find(flags.begin(), flags.end(), flag) == flags.end())
                flags.push_back(std::move(flag));
        }
        at = end;
    }
    return flags;
}

std::string flagNotTaken(const Command& cmd, const std::vector<std::string>& given) {
    if (cmd.checks_own_options) return {};
    const std::vector<std::string> taken = flagsOf(cmd);
    for (const auto& flag : given)
        if (std::find(taken.begin(), taken.end(), flag) == taken.end()) return flag;
    return {};
}

std::string manPage() {
    std::ostringstream os;
    os << ".TH SILICONOMICS-CLI 1 \"\" \"Siliconomics " << SILICONOMICS_VERSION
       << "\" \"User Commands\"\n"
          ".SH NAME\n"
          "siliconomics-cli \\- what AI accelerator capacity costs and how well it scales\n"
          ".SH SYNOPSIS\n"
          ".B siliconomics-cli\n"
       << roff("[--db PATH|postgresql://user@host:port/dbname] [--catalog PATH] COMMAND "
               "[options] [--format table|csv|json]")
       << "\n.SH DESCRIPTION\n"
          "Works on the shipped, read-only Siliconomics catalog plus the user's database, where "
          "imports, value edits and saved scenarios live. Every figure comes from the same "
          "compute core as the desktop application. A command refuses an option it does not "
          "use, naming it.\n"
          ".SH COMMANDS\n";
    std::string_view group;
    for (const auto& cmd : commandTable()) {
        if (cmd.group != group) {
            group = cmd.group;
            os << ".SS " << group << "\n";
        }
        os << ".TP\n.B " << roff(cmd.words) << "\n";
        std::string_view syn = cmd.synopsis;
        while (!syn.empty()) {
            const auto nl = syn.find('\n');
            os << roff(syn.substr(0, nl)) << "\n.br\n";
            if (nl == std::string_view::npos) break;
            syn.remove_prefix(nl + 1);
        }
        os << roff(cmd.summary) << "\n";
    }
    os << ".SH ASSUMPTION KEYS\n";
    std::string keys;
    for (const auto& d : assumptionDefs())
        keys += (keys.empty() ? "" : ", ") + d.key;
    os << roff(keys) << ".\n"
       << ".SH EXIT STATUS\n"
          "0 on success, 1 on a runtime error (bad file, unknown id), 2 on a usage error.\n"
          ".SH FILES\n"
          ".TP\n.I /usr/share/siliconomics/catalog.sqlite\nThe shipped catalog (read-only).\n"
          ".TP\n.I ~/.local/share/siliconomics/user.sqlite\nThe default user database.\n"
          ".TP\n.I ~/.local/share/siliconomics/team/*.sqlite\n"
          "The last synced snapshot of each team catalog, opened read-only when its server is "
          "unreachable.\n"
          ".TP\n.I ~/.pgpass\n"
          "Team catalog passwords (also PGPASSFILE or a pg_service.conf entry); never in the "
          "URL.\n"
          ".SH EXAMPLES\n"
       << roff("siliconomics-cli tco --scenario semianalysis-2025 --set useful_life_years=3 "
               "--format json")
       << "\n.br\n"
       << roff("siliconomics-cli plan --model llama-3.1-70b --power-mw 30 --term 1-year")
       << "\n.SH SEE ALSO\n.BR siliconomics (1)\n";
    return os.str();
}

} // namespace sil::cli
