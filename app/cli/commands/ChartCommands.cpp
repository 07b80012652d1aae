// export-chart and report: render charts to a file through the UI's exporter.
#include "app/cli/Cli.h"
#include "app/cli/CliContext.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace sil::cli {

namespace {

// The options a chart's page can honour besides the common ones (scenario, set, systems,
// highlight, out). Anything else given is an error that names it: a chart that silently
// ignored --model drew another model than the one asked for.
const std::map<std::string, std::set<std::string>>& chartOptions() {
    static const std::map<std::string, std::set<std::string>> options = {
        {"tco", {}},
        {"cost-per-pflop", {"--view"}},
        {"flops-per-watt", {}},
        {"rent-vs-buy", {}},
        {"specs", {}},
        {"collective", {"--op", "--ranks", "--placement"}},
        {"slowdown", {"--op", "--ranks", "--placement", "--reference"}},
        {"price-history", {"--chip", "--term", "--group"}},
        {"tornado", {"--metric"}},
        {"inference",
         {"--model", "--weights", "--kv", "--prompt", "--output", "--view", "--min-tokens-per-user",
          "--engine"}},
        {"training", {"--model", "--weights", "--gpus", "--tokens", "--view"}},
        {"buy-rent-api", {"--model", "--weights"}},
        {"plan",
         {"--model", "--weights", "--prompt", "--output", "--view", "--min-tokens-per-user",
          "--ttft-s", "--ttft-p90-s", "--cached-prompt-share", "--peak-factor", "--layout",
          "--rate", "--requests-per-minute", "--power-mw", "--engine"}},
        {"scenario-compare", {"--a", "--b"}},
        {"report", {"--charts"}},
        {"accuracy", {}},
    };
    return options;
}

// The chart-shaping options the command line was given.
std::vector<std::string> givenOptions(const CliOptions& o) {
    std::vector<std::pair<const char*, bool>> all = {
        {"--model", !o.model.empty()},
        {"--weights", !o.weights.empty()},
        {"--kv", !o.kv.empty()},
        {"--prompt", o.prompt > 0},
        {"--output", o.output > 0},
        {"--context", o.context >= 0},
        {"--view", !o.view.empty()},
        {"--min-tokens-per-user", o.min_tokens_per_user > 0 || o.no_min_tokens_per_user},
        {"--max-ttft", o.max_ttft_s > 0},
        {"--gpus", o.gpus > 0},
        {"--tp", o.tp > 0},
        {"--pp", o.pp > 0},
        {"--ep", o.ep > 0},
        {"--batch", o.batch > 0},
        {"--micro-batch", o.micro_batch > 0},
        {"--global-batch", o.global_batch > 0},
        {"--seq", o.seq > 0},
        {"--tokens", o.tokens > 0},
        {"--on-paper", o.on_paper},
        {"--op", !o.op.empty()},
        {"--ranks", o.ranks > 0},
        {"--placement", o.placement != "packed"},
        {"--reference", !o.reference.empty()},
        {"--system", !o.system.empty()},
        {"--chip", !o.chip.empty()},
        {"--term", !o.term.empty()},
        {"--group", !o.group.empty()},
        {"--metric", !o.metric.empty()},
        {"--charts", !o.charts.empty()},
        {"--a", !o.scenario_a.empty()},
        {"--b", !o.scenario_b.empty()},
        {"--size", !o.size.empty()},
        {"--sizes", o.sizes != "1KiB:1GiB"},
        {"--by", o.by != "size"},
        {"--rate", o.rate > 0},
        {"--requests-per-minute", o.requests_per_minute > 0},
        {"--power-mw", o.power_mw > 0},
        {"--tokens-per-day", o.tokens_per_day > 0},
        {"--ttft-s", o.ttft_s > 0},
        {"--ttft-p90-s", o.ttft_p90_s > 0},
        {"--cached-prompt-share", o.cached_prompt_share >= 0},
        {"--peak-factor", o.peak_factor > 0},
        {"--lengths", !o.lengths_file.empty()},
        {"--layout", !o.layout.empty()},
        {"--chunk-tokens", o.chunk_tokens > 0},
        {"--engine", !o.engine.empty()},
    };
    std::vector<std::string> given;
    for (const auto& [name, on] : all)
        if (on) given.push_back(name);
    return given;
}

void refuseOptionsTheChartIgnores(const CliOptions& o, const std::string& chart) {
    const auto it = chartOptions().find(chart);
    if (it == chartOptions().end()) return; // an unknown chart is reported by the renderer
    for (const std::string& flag : givenOptions(o))
        if (!it->second.count(flag)) {
            std::string honoured;
            for (const auto& f : it->second)
                honoured += (honoured.empty() ? "" : ", ") + f;
            throw CliError{2, "--chart " + chart + " does not use " + flag +
                                  (honoured.empty() ? std::string(" (it takes no chart options)")
                                                    : " (it takes " + honoured + ")")};
        }
}

// What both commands send: the catalog as stored (handed over: the command needs it no more),
// the scenario, the chosen systems and the page options.
ChartRequest requestFrom(CliContext& c, std::string chart) {
    if (!chartExporter()) throw CliError{1, "this build has no chart support"};
    refuseOptionsTheChartIgnores(c.opt, chart);
    ChartRequest req;
    req.chart = std::move(chart);
    req.out_path = c.opt.out_file;
    req.scenario = c.scenario;
    if (!c.opt.engine.empty()) req.scenario.engine = c.opt.engine;
    if (!c.opt.systems.empty())
        for (const System* s : c.selectedSystems(c.effective()))
            req.systems.push_back(s->id);
    // A highlighted system is drawn whatever --systems says: it joins the selection.
    for (const std::string& id : c.opt.highlight) {
        if (!c.effective().system(id))
            throw CliError{1, "--highlight: unknown system \"" + id + "\"; " +
                                  CliContext::knownSystems(c.effective())};
        if (!req.systems.empty() &&
            std::find(req.systems.begin(), req.systems.end(), id) == req.systems.end())
            req.systems.push_back(id);
        req.highlighted.push_back(id);
    }
    req.catalog = std::move(c.catalog);
    req.op = c.opt.op;
    req.placement = c.opt.placement;
    req.reference = c.opt.reference;
    req.ranks = c.opt.ranks;
    req.chip = c.opt.chip;
    req.term = c.opt.term;
    req.group = c.opt.group;
    req.metric = c.opt.metric;
    req.charts = c.opt.charts;
    req.model = c.opt.model;
    req.weights = c.opt.weights;
    req.kv = c.opt.kv;
    req.view = c.opt.view;
    req.prompt_tokens = std::max(c.opt.prompt, 0.0);
    req.output_tokens = std::max(c.opt.output, 0.0);
    // Whole tokens/s, as the page's interactivity targets are.
    req.min_tokens_per_user = std::round(c.opt.min_tokens_per_user);
    req.no_min_tokens_per_user = c.opt.no_min_tokens_per_user;
    req.tokens = c.opt.tokens;
    req.gpus = c.opt.gpus;
    if (c.opt.rate > 0) req.requests_per_minute = c.opt.rate * 60.0;
    if (c.opt.requests_per_minute > 0) req.requests_per_minute = c.opt.requests_per_minute;
    if (c.opt.power_mw > 0) req.facility_mw = c.opt.power_mw;
    if (c.opt.ttft_s > 0) req.ttft_s = c.opt.ttft_s;
    if (c.opt.ttft_p90_s > 0) req.ttft_p90_s = c.opt.ttft_p90_s;
    if (c.opt.cached_prompt_share >= 0) req.cached_prompt_share = c.opt.cached_prompt_share;
    if (c.opt.peak_factor > 0) req.peak_factor = c.opt.peak_factor;
    req.layout = c.opt.layout;
    if ((c.opt.rate > 0) + (c.opt.requests_per_minute > 0) + (c.opt.power_mw > 0) > 1)
        throw CliError{2, "--chart plan takes one demand: --rate, --requests-per-minute or "
                          "--power-mw"};
    // The user's own benchmark points: drawn by the accuracy chart, and as measured markers
    // over the predicted curves.
    const auto stored = c.storedMeasurements();
    req.measurements = toStoredPoints(stored);
    return req;
}

int render(CliContext& c, ChartRequest req) {
    std::string error;
    if (!chartExporter()(std::move(req), error)) throw CliError{1, error};
    c.err << "wrote " << c.opt.out_file << "\n";
    return 0;
}

} // namespace

int runExportChart(CliContext& c) {
    if (c.opt.chart.empty()) throw CliError{2, "export-chart needs --chart NAME"};
    if (c.opt.out_file.empty()) throw CliError{2, "export-chart needs --out FILE.png|svg|pdf"};
    ChartRequest req = requestFrom(c, c.opt.chart);
    if (c.opt.chart == "scenario-compare") {
        if (c.opt.scenario_a.empty() || c.opt.scenario_b.empty())
            throw CliError{2, "export-chart --chart scenario-compare needs --a NAME|FILE and "
                              "--b NAME|FILE"};
        req.scenario = c.loadScenario(c.opt.scenario_a);
        req.scenario_b = c.loadScenario(c.opt.scenario_b);
    }
    return render(c, std::move(req));
}

int runReport(CliContext& c) {
    if (c.opt.out_file.empty()) throw CliError{2, "report needs --out FILE.pdf"};
    return render(c, requestFrom(c, "report"));
}

} // namespace sil::cli
