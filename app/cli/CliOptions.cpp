#include "CliOptions.h"

#include <charconv>

namespace sil::cli {

namespace {

std::vector<std::string> splitList(const std::string& s) {
    std::vector<std::string> out;
    std::string cur;
    for (char c : s) {
        if (c == ',') {
            if (!cur.empty()) out.push_back(cur);
            cur.clear();
        } else {
            cur.push_back(c);
        }
    }
    if (!cur.empty()) out.push_back(cur);
    return out;
}

} // namespace

ParseResult parseArguments(const std::vector<std::string>& args) {
    ParseResult r;
    CliOptions& o = r.options;
    auto fail = [&](const std::string& msg) {
        r.ok = false;
        r.error = msg;
        return r;
    };
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        auto value = [&](std::string& into) -> bool {
            if (i + 1 >= args.size()) return false;
            into = args[++i];
            return true;
        };
        auto need = [&](const std::string& what) {
            return fail(a + " needs " + what + " (see --help)");
        };
        if (a == "--help" || a == "-h")
            o.help = true;
        else if (a == "--version")
            o.version = true;
        else if (a == "--on-paper")
            o.on_paper = true;
        else if (a == "--db") {
            if (!value(o.db_path)) return need("a PATH");
        } else if (a == "--catalog") {
            if (!value(o.catalog_path)) return need("a PATH");
        } else if (a == "--format") {
            std::string f;
            if (!value(f)) return need("table, csv or json");
            if (f == "table")
                o.format = OutputFormat::Table;
            else if (f == "csv")
                o.format = OutputFormat::Csv;
            else if (f == "json")
                o.format = OutputFormat::Json;
            else
                return fail("--format: expected table, csv or json, got \"" + f + "\"");
            o.format_given = true;
        } else if (a == "--scenario") {
            if (!value(o.scenario)) return need("a NAME or FILE");
        } else if (a == "--set") {
            std::string kv;
            if (!value(kv)) return need("key=value");
            const auto eq = kv.find('=');
            if (eq == std::string::npos || eq == 0)
                return fail("--set: expected key=value, got \"" + kv + "\"");
            o.sets.emplace_back(kv.substr(0, eq), kv.substr(eq + 1));
        } else if (a == "--systems") {
            std::string list;
            if (!value(list)) return need("a comma-separated list of system ids");
            o.systems = splitList(list);
            if (o.systems.empty()) return fail("--systems: the list is empty");
        } else if (a == "--kind") {
            if (!value(o.kind)) return need("chips, systems, prices or sources");
        } else if (a == "--csv") {
            if (!value(o.csv_file)) return need("a FILE");
        } else if (a == "--json") {
            if (!value(o.json_file)) return need("a FILE");
        } else if (a == "--out") {
            if (!value(o.out_file)) return need("a FILE");
        } else if (a == "--note") {
            if (!value(o.note)) return need("TEXT");
        } else if (a == "--system") {
            if (!value(o.system)) return need("a system id");
        } else if (a == "--reference") {
            if (!value(o.reference)) return need("a system id");
        } else if (a == "--op") {
            if (!value(o.op)) return need("an operation");
        } else if (a == "--placement") {
            if (!value(o.placement)) return need("packed or spread");
            if (o.placement != "packed" && o.placement != "spread")
                return fail("--placement: expected packed or spread, got \"" + o.placement + "\"");
        } else if (a == "--sizes") {
            if (!value(o.sizes)) return need("FROM:TO, e.g. 1KiB:1GiB");
        } else if (a == "--size") {
            if (!value(o.size)) return need("a size, e.g. 256MiB");
        } else if (a == "--chart") {
            if (!value(o.chart)) return need("a chart name");
        } else if (a == "--by") {
            if (!value(o.by)) return need("size or ranks");
            if (o.by != "size" && o.by != "ranks")
                return fail("--by: expected size or ranks, got \"" + o.by + "\"");
        } else if (a == "--file") {
            if (!value(o.file)) return need("a FILE");
        } else if (a == "--ranks") {
            std::string n;
            if (!value(n)) return need("a number");
            int v = 0;
            auto res = std::from_chars(n.data(), n.data() + n.size(), v);
            if (res.ec != std::errc() || res.ptr != n.data() + n.size() || v < 2 || v > 1048576)
                return fail("--ranks: expected a whole number from 2 to 1048576, got \"" + n +
                            "\"");
            o.ranks = v;
        } else if (a.size() > 1 && a[0] == '-' && !(a[1] >= '0' && a[1] <= '9') && a[1] != '.') {
            return fail("unknown option \"" + a + "\" (see --help)");
        } else {
            o.words.push_back(a);
        }
    }
    if (o.words.empty() && !o.help && !o.version)
        return fail("no command given; try \"siliconomics-cli catalog list\" or --help");
    r.ok = true;
    return r;
}

} // namespace sil::cli
