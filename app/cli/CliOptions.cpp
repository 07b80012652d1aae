#include "CliOptions.h"

#include <charconv>
#include <optional>

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

// A whole number in [lo, hi], or nullopt.
std::optional<long long> wholeNumber(const std::string& text, long long lo, long long hi) {
    long long v = 0;
    auto res = std::from_chars(text.data(), text.data() + text.size(), v);
    if (res.ec != std::errc() || res.ptr != text.data() + text.size() || v < lo || v > hi)
        return std::nullopt;
    return v;
}

// "15T", "2.5B", "300M", "1e12": a token count (decimal suffixes K, M, B or G, T).
std::optional<double> tokenCount(const std::string& text) {
    if (text.empty()) return std::nullopt;
    double scale = 1.0;
    std::string digits = text;
    switch (text.back()) {
    case 'K':
    case 'k':
        scale = 1e3;
        break;
    case 'M':
    case 'm':
        scale = 1e6;
        break;
    case 'B':
    case 'b':
    case 'G':
    case 'g':
        scale = 1e9;
        break;
    case 'T':
    case 't':
        scale = 1e12;
        break;
    default:
        break;
    }
    if (scale != 1.0) digits.pop_back();
    double v = 0.0;
    auto res = std::from_chars(digits.data(), digits.data() + digits.size(), v);
    if (res.ec != std::errc() || res.ptr != digits.data() + digits.size() || !(v > 0.0) ||
        v * scale > 1e18)
        return std::nullopt;
    return v * scale;
}

// A finite number in (0, hi], or nullopt.
std::optional<double> positiveNumber(const std::string& text, double hi) {
    double v = 0.0;
    auto res = std::from_chars(text.data(), text.data() + text.size(), v);
    if (res.ec != std::errc() || res.ptr != text.data() + text.size() || !(v > 0.0) || v > hi)
        return std::nullopt;
    return v;
}

// What an option parser made of the argument at hand.
enum class Took { NotMine, Taken, Failed };

// The argument at hand and the ones after it: an option parser reads its value from here and
// leaves its error message here.
class ArgReader {
public:
    ArgReader(const std::vector<std::string>& args, std::size_t& at)
        : arg(args[at]), args_(args), at_(at) {}

    const std::string& arg;
    std::string error;

    // The next argument as this option's value; false when there is none.
    bool value(std::string& into) {
        if (at_ + 1 >= args_.size()) return false;
        into = args_[++at_];
        return true;
    }
    // Whether an argument follows that is not itself an option.
    bool nextIsValue() const { return at_ + 1 < args_.size() && !args_[at_ + 1].starts_with("--"); }
    Took need(const std::string& what) { return fail(arg + " needs " + what + " (see --help)"); }
    Took fail(const std::string& message) {
        error = message;
        return Took::Failed;
    }

private:
    const std::vector<std::string>& args_;
    std::size_t& at_;
};

// Options that take no value.
bool parseFlag(const std::string& a, CliOptions& o) {
    if (a == "--help" || a == "-h")
        o.help = true;
    else if (a == "--version")
        o.version = true;
    else if (a == "--man")
        o.man = true;
    else if (a == "--on-paper")
        o.on_paper = true;
    else if (a == "--cash")
        o.cash = true;
    else if (a == "--no-simulate")
        o.no_simulate = true;
    else if (a == "--no-chunked-prefill")
        o.no_chunked_prefill = true;
    else if (a == "--chunked-context")
        o.chunked_context = true;
    else if (a == "--reference-quotes")
        o.reference_quotes = true;
    else if (a == "--dry-run")
        o.dry_run = true;
    else if (a == "--concurrency-sweep")
        o.concurrency_sweep = true;
    else if (a == "--shipping-only")
        o.shipping_only = true;
    else if (a == "--long")
        o.long_table = true;
    else if (a == "--excel")
        o.excel = true;
    else
        return false;
    return true;
}

// Where the catalog, scenario and import files come from, and the form of the output.
Took parseInputOutputOption(ArgReader& in, CliOptions& o) {
    const std::string& a = in.arg;
    if (a == "--db") {
        if (!in.value(o.db_path)) return in.need("a PATH");
    } else if (a == "--catalog") {
        if (!in.value(o.catalog_path)) return in.need("a PATH");
    } else if (a == "--format") {
        std::string f;
        if (!in.value(f)) return in.need("table, csv, json or xlsx");
        if (f == "table")
            o.format = OutputFormat::Table;
        else if (f == "csv")
            o.format = OutputFormat::Csv;
        else if (f == "json")
            o.format = OutputFormat::Json;
        else if (f == "xlsx")
            o.format = OutputFormat::Xlsx;
        else
            return in.fail("--format: expected table, csv, json or xlsx, got \"" + f + "\"");
        o.format_given = true;
    } else if (a == "--scenario") {
        if (!in.value(o.scenario)) return in.need("a NAME or FILE");
    } else if (a == "--set") {
        std::string kv;
        if (!in.value(kv)) return in.need("key=value");
        const auto eq = kv.find('=');
        if (eq == std::string::npos || eq == 0)
            return in.fail("--set: expected key=value, got \"" + kv + "\"");
        o.sets.emplace_back(kv.substr(0, eq), kv.substr(eq + 1));
    } else if (a == "--kind") {
        if (!in.value(o.kind)) return in.need("chips, systems, prices or sources");
    } else if (a == "--csv") {
        if (!in.value(o.csv_file)) return in.need("a FILE");
    } else if (a == "--json") {
        // "--json FILE" names an import file; a bare --json (last, or before another
        // option) asks for JSON output like --format json.
        if (!in.nextIsValue()) {
            o.format = OutputFormat::Json;
            o.format_given = true;
        } else {
            in.value(o.json_file);
        }
    } else if (a == "--decimal") {
        if (!in.value(o.decimal)) return in.need(". or ,");
        if (o.decimal != "." && o.decimal != ",")
            return in.fail("--decimal: expected . or , (the CSV's decimal separator), got \"" +
                           o.decimal + "\"");
    } else if (a == "--lang") {
        if (!in.value(o.lang)) return in.need("en, ko or zh");
        if (o.lang != "en" && o.lang != "ko" && o.lang != "zh")
            return in.fail("--lang: expected en, ko or zh, got \"" + o.lang + "\"");
    } else if (a == "--out") {
        if (!in.value(o.out_file)) return in.need("a FILE");
    } else if (a == "--note") {
        if (!in.value(o.note)) return in.need("TEXT");
    } else {
        return Took::NotMine;
    }
    return Took::Taken;
}

// Which systems, chips, charts and rows a command shows, and how.
Took parseSelectionOption(ArgReader& in, CliOptions& o) {
    const std::string& a = in.arg;
    if (a == "--charts") {
        std::string list;
        if (!in.value(list)) return in.need("a comma-separated list of chart names");
        o.charts = splitList(list);
    } else if (a == "--systems") {
        std::string list;
        if (!in.value(list)) return in.need("a comma-separated list of system ids");
        o.systems = splitList(list);
        if (o.systems.empty()) return in.fail("--systems: the list is empty");
    } else if (a == "--highlight") {
        std::string list;
        if (!in.value(list)) return in.need("a comma-separated list of system ids");
        o.highlight = splitList(list);
        if (o.highlight.empty()) return in.fail("--highlight: the list is empty");
    } else if (a == "--chip") {
        if (!in.value(o.chip)) return in.need("a chip id");
    } else if (a == "--metric") {
        if (!in.value(o.metric))
            return in.need("tco, tco-useful, tco-per-pflop-bf16 or tco-per-pflop-fp8");
    } else if (a == "--term") {
        if (!in.value(o.term)) return in.need("spot, on-demand, 1-month, 1-year or 3-year");
    } else if (a == "--group") {
        if (!in.value(o.group)) return in.need("term or tier");
    } else if (a == "--a" || a == "--b") {
        if (!in.value(a == "--a" ? o.scenario_a : o.scenario_b))
            return in.need("a scenario NAME or FILE");
    } else if (a == "--system") {
        if (!in.value(o.system)) return in.need("a system id");
    } else if (a == "--reference") {
        if (!in.value(o.reference)) return in.need("a system id");
    } else if (a == "--chart") {
        if (!in.value(o.chart)) return in.need("a chart name");
    } else if (a == "--where") {
        std::string w;
        if (!in.value(w)) return in.need("a condition, e.g. 'memory_gb>=192' or 'vendor=AMD'");
        o.where.push_back(w);
    } else if (a == "--sort") {
        if (!in.value(o.sort)) return in.need("a field, '-' before it for descending");
    } else if (a == "--columns") {
        std::string list;
        if (!in.value(list)) return in.need("a comma-separated list of fields");
        o.columns = splitList(list);
        if (o.columns.empty()) return in.fail("--columns: the list is empty");
    } else if (a == "--chips") {
        std::string list;
        if (!in.value(list)) return in.need("a comma-separated list of chip ids");
        o.chips = splitList(list);
        if (o.chips.empty()) return in.fail("--chips: the list is empty");
    } else if (a == "--baseline") {
        if (!in.value(o.baseline)) return in.need("a chip id");
    } else if (a == "--view") {
        if (!in.value(o.view))
            return in.need("a view (inference: throughput or cost; train: days or usd)");
    } else if (a == "--limit") {
        std::string n;
        if (!in.value(n)) return in.need("a number of rows (0 for all)");
        const auto v = wholeNumber(n, 0, 16777216);
        if (!v)
            return in.fail("--limit: expected a whole number from 0 (all) to 16777216, got \"" + n +
                           "\"");
        o.limit = static_cast<int>(*v);
    } else {
        return Took::NotMine;
    }
    return Took::Taken;
}

// The collective commands: operation, placement, message sizes, ranks.
Took parseCollectiveOption(ArgReader& in, CliOptions& o) {
    const std::string& a = in.arg;
    if (a == "--op") {
        if (!in.value(o.op)) return in.need("an operation");
    } else if (a == "--placement") {
        if (!in.value(o.placement)) return in.need("packed or spread");
        if (o.placement != "packed" && o.placement != "spread")
            return in.fail("--placement: expected packed or spread, got \"" + o.placement + "\"");
    } else if (a == "--sizes") {
        if (!in.value(o.sizes)) return in.need("FROM:TO, e.g. 1KiB:1GiB");
    } else if (a == "--size") {
        if (!in.value(o.size)) return in.need("a size, e.g. 256MiB");
    } else if (a == "--by") {
        if (!in.value(o.by)) return in.need("size or ranks");
        if (o.by != "size" && o.by != "ranks")
            return in.fail("--by: expected size or ranks, got \"" + o.by + "\"");
    } else if (a == "--ranks") {
        std::string n;
        if (!in.value(n)) return in.need("a number");
        int v = 0;
        auto res = std::from_chars(n.data(), n.data() + n.size(), v);
        if (res.ec != std::errc() || res.ptr != n.data() + n.size() || v < 2 || v > 1048576)
            return in.fail("--ranks: expected a whole number from 2 to 1048576, got \"" + n + "\"");
        o.ranks = v;
    } else {
        return Took::NotMine;
    }
    return Took::Taken;
}

// Measurement imports and engine-profile fits.
Took parseMeasurementOption(ArgReader& in, CliOptions& o) {
    const std::string& a = in.arg;
    if (a == "--file") {
        if (!in.value(o.file)) return in.need("a FILE");
    } else if (a == "--from") {
        if (!in.value(o.from)) return in.need("a format (vllm, aiperf, nccl-tests, ...)");
    } else if (a == "--name") {
        if (!in.value(o.name)) return in.need("a new profile id");
    } else if (a == "--only") {
        std::string list;
        if (!in.value(list)) return in.need("decode, prefill, collective or a parameter name");
        o.only = splitList(list);
        if (o.only.empty()) return in.fail("--only: the list is empty");
    } else if (a == "--engine") {
        if (!in.value(o.engine)) return in.need("an engine id, e.g. vllm");
    } else {
        return Took::NotMine;
    }
    return Took::Taken;
}

// Team catalog history: which value, and the history row to restore.
Took parseTeamOption(ArgReader& in, CliOptions& o) {
    const std::string& a = in.arg;
    if (a == "--entity") {
        if (!in.value(o.entity)) return in.need("chip, system, price or model");
    } else if (a == "--id") {
        if (!in.value(o.id)) return in.need("an id");
    } else if (a == "--field") {
        if (!in.value(o.field)) return in.need("a field name");
    } else if (a == "--to") {
        std::string n;
        if (!in.value(n)) return in.need("a history id (from team history)");
        const auto v = wholeNumber(n, 1, 9223372036854775807LL);
        if (!v)
            return in.fail("--to: expected a history id from \"team history\", got \"" + n + "\"");
        o.to_history = *v;
    } else {
        return Took::NotMine;
    }
    return Took::Taken;
}

// The workload of inference, train and plan: model, formats, parallelism, lengths.
Took parseWorkloadOption(ArgReader& in, CliOptions& o) {
    const std::string& a = in.arg;
    if (a == "--model") {
        if (!in.value(o.model)) return in.need("a model id");
    } else if (a == "--weights" || a == "--kv") {
        std::string& into = a == "--weights" ? o.weights : o.kv;
        if (!in.value(into)) return in.need("bf16, fp8 or fp4");
        if (into != "bf16" && into != "fp8" && into != "fp4")
            return in.fail(a + ": expected bf16, fp8 or fp4, got \"" + into + "\"");
    } else if (a == "--moe-file") {
        if (!in.value(o.moe_file)) return in.need("a FILE");
    } else if (a == "--concurrency" || a == "--num-prompts" || a == "--max-num-seqs" ||
               a == "--seed" || a == "--warmup-requests" || a == "--num-scheduler-steps" ||
               a == "--block-size") {
        std::string n;
        if (!in.value(n)) return in.need("a whole number");
        const auto v = wholeNumber(n, a == "--seed" ? 0 : 1, 10000000);
        if (!v)
            return in.fail(a + ": expected a whole number " +
                           (a == "--seed" ? "from 0" : "from 1") + " to 10000000, got \"" + n +
                           "\"");
        if (a == "--concurrency")
            o.concurrency = static_cast<int>(*v);
        else if (a == "--num-prompts")
            o.num_prompts = static_cast<int>(*v);
        else if (a == "--warmup-requests")
            o.warmup_requests = static_cast<int>(*v);
        else if (a == "--max-num-seqs")
            o.max_num_seqs = static_cast<int>(*v);
        else if (a == "--num-scheduler-steps")
            o.num_scheduler_steps = static_cast<int>(*v);
        else if (a == "--block-size")
            o.block_size = static_cast<int>(*v);
        else
            o.seed = static_cast<long long>(*v);
    } else if (a == "--gpus" || a == "--tp" || a == "--pp" || a == "--ep" || a == "--batch" ||
               a == "--micro-batch" || a == "--global-batch" || a == "--virtual-stages") {
        std::string n;
        if (!in.value(n)) return in.need("a whole number");
        const auto v = wholeNumber(n, 1, 16777216);
        if (!v)
            return in.fail(a + ": expected a whole number from 1 to 16777216, got \"" + n + "\"");
        const int x = static_cast<int>(*v);
        if (a == "--gpus")
            o.gpus = x;
        else if (a == "--tp")
            o.tp = x;
        else if (a == "--pp")
            o.pp = x;
        else if (a == "--ep")
            o.ep = x;
        else if (a == "--batch")
            o.batch = x;
        else if (a == "--micro-batch")
            o.micro_batch = x;
        else if (a == "--virtual-stages")
            o.virtual_stages = x;
        else
            o.global_batch = x;
    } else if (a == "--context" || a == "--prompt" || a == "--output" || a == "--seq") {
        std::string n;
        if (!in.value(n)) return in.need("a number of tokens");
        const auto v = wholeNumber(n, a == "--context" ? 0 : 1, 100000000);
        if (!v)
            return in.fail(a + ": expected a whole number of tokens up to 100000000, got \"" + n +
                           "\"");
        const double x = static_cast<double>(*v);
        if (a == "--context")
            o.context = x;
        else if (a == "--prompt")
            o.prompt = x;
        else if (a == "--output")
            o.output = x;
        else
            o.seq = x;
    } else if (a == "--tokens") {
        std::string n;
        if (!in.value(n)) return in.need("a token count such as 15T");
        const auto v = tokenCount(n);
        if (!v)
            return in.fail("--tokens: expected a token count such as 15T, 300B or 1e12, got \"" +
                           n + "\"");
        o.tokens = *v;
    } else if (a == "--copy-tbps") {
        std::string n;
        if (!in.value(n)) return in.need("a bandwidth in TB/s");
        const auto v = tokenCount(n);
        if (!v || *v > 1e4)
            return in.fail("--copy-tbps: expected a bandwidth in TB/s such as 4.29, got \"" + n +
                           "\"");
        o.copy_tbps = *v;
    } else {
        return Took::NotMine;
    }
    return Took::Taken;
}

// Serving demand and service targets of plan and inference, and the hall.
Took parseServingOption(ArgReader& in, CliOptions& o) {
    const std::string& a = in.arg;
    if (a == "--hall-mw") {
        if (!in.value(o.hall_mw)) return in.need("the hall's facility power in MW");
    } else if (a == "--hall-rack-kw") {
        if (!in.value(o.hall_rack_kw)) return in.need("the IT kW one rack of the hall may draw");
    } else if (a == "--hall-cooling") {
        if (!in.value(o.hall_cooling)) return in.need("air, liquid or any");
    } else if (a == "--min-tokens-per-user" || a == "--max-ttft") {
        std::string n;
        if (!in.value(n)) return in.need(a == "--max-ttft" ? "seconds" : "tokens/s");
        if (a == "--min-tokens-per-user" && n == "none") {
            o.no_min_tokens_per_user = true;
            return Took::Taken;
        }
        const auto v = positiveNumber(n, 1e6);
        if (!v)
            return in.fail(
                a + ": expected a positive number" +
                (a == "--max-ttft" ? " of seconds such as 2" : " of tokens/s such as 30") +
                ", got \"" + n + "\"");
        (a == "--max-ttft" ? o.max_ttft_s : o.min_tokens_per_user) = *v;
    } else if (a == "--rate" || a == "--requests-per-minute" || a == "--power-mw" ||
               a == "--tokens-per-day" || a == "--ttft-s" || a == "--ttft-p90-s" ||
               a == "--ttft-p99-s" || a == "--tpot-p90-ms" || a == "--tpot-p99-ms" ||
               a == "--peak-factor" || a == "--chunk-tokens" || a == "--burstiness" ||
               a == "--deadline-days") {
        std::string n;
        if (!in.value(n)) return in.need("a positive number");
        const auto v = positiveNumber(n, 1e18);
        if (!v) return in.fail(a + ": expected a positive number, got \"" + n + "\"");
        if (a == "--rate")
            o.rate = *v;
        else if (a == "--requests-per-minute")
            o.requests_per_minute = *v;
        else if (a == "--power-mw")
            o.power_mw = *v;
        else if (a == "--tokens-per-day")
            o.tokens_per_day = *v;
        else if (a == "--ttft-s")
            o.ttft_s = *v;
        else if (a == "--ttft-p90-s")
            o.ttft_p90_s = *v;
        else if (a == "--ttft-p99-s")
            o.ttft_p99_s = *v;
        else if (a == "--tpot-p90-ms")
            o.tpot_p90_ms = *v;
        else if (a == "--tpot-p99-ms")
            o.tpot_p99_ms = *v;
        else if (a == "--peak-factor") {
            if (*v < 1.0)
                return in.fail("--peak-factor: expected a factor of at least 1, got \"" + n + "\"");
            o.peak_factor = *v;
        } else if (a == "--burstiness")
            o.burstiness = *v;
        else if (a == "--deadline-days")
            o.deadline_days = *v;
        else
            o.chunk_tokens = *v;
    } else if (a == "--cached-prompt-share") {
        std::string n;
        if (!in.value(n)) return in.need("a share from 0 to 1");
        double v = -1;
        auto res = std::from_chars(n.data(), n.data() + n.size(), v);
        if (res.ec != std::errc() || res.ptr != n.data() + n.size() || !(v >= 0.0) || !(v < 1.0))
            return in.fail("--cached-prompt-share: expected a share from 0 up to (not including) "
                           "1, got \"" +
                           n + "\"");
        o.cached_prompt_share = v;
    } else if (a == "--lengths") {
        if (!in.value(o.lengths_file)) return in.need("a FILE (CSV of lengths or a vLLM result)");
    } else if (a == "--layout") {
        if (!in.value(o.layout)) return in.need("aggregated, disaggregated or best");
        if (o.layout != "aggregated" && o.layout != "disaggregated" && o.layout != "best")
            return in.fail("--layout: expected aggregated, disaggregated or best, got \"" +
                           o.layout + "\"");
    } else {
        return Took::NotMine;
    }
    return Took::Taken;
}

// One option and its value, by whichever parser knows it.
Took parseOption(ArgReader& in, CliOptions& o) {
    if (parseFlag(in.arg, o)) return Took::Taken;
    for (auto* parse :
         {parseInputOutputOption, parseSelectionOption, parseCollectiveOption,
          parseMeasurementOption, parseTeamOption, parseWorkloadOption, parseServingOption}) {
        const Took took = parse(in, o);
        if (took != Took::NotMine) return took;
    }
    return Took::NotMine;
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
        if (a.starts_with("--")) o.given.push_back(a);
        ArgReader in(args, i);
        const Took took = parseOption(in, o);
        if (took == Took::Failed) return fail(in.error);
        if (took == Took::Taken) continue;
        if (a.size() > 1 && a[0] == '-' && !(a[1] >= '0' && a[1] <= '9') && a[1] != '.')
            return fail("unknown option \"" + a + "\" (see --help)");
        o.words.push_back(a);
    }
    if (o.words.empty() && !o.help && !o.version && !o.man)
        return fail("no command given; try \"siliconomics-cli catalog list\" or --help");
    r.ok = true;
    return r;
}

} // namespace sil::cli
