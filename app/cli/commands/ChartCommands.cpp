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
        {"flops-per-watt", {"--metric"}},
        {"rent-vs-buy", {}},
        {"specs", {"--baseline"}},
        {"collective", {"--op", "--ranks", "--placement"}},
        {"slowdown", {"--op", "--ranks", "--placement", "--reference"}},
        {"price-history", {"--chip", "--term", "--group"}},
        {"tornado", {"--metric"}},
        {"inference",
         {"--model", "--weights", "--kv", "--prompt", "--output", "--view", "--min-tokens-per-user",
          "--engine"}},
        {"training", {"--model", "--weights", "--gpus", "--tokens", "--view", "--deadline-days"}},
        {"buy-rent-api", {"--model", "--weights", "--prompt", "--output"}},
        {"break-even", {"--model", "--weights", "--prompt", "--output", "--view"}},
        {"plan",
         {"--model", "--weights", "--prompt", "--output", "--view", "--min-tokens-per-user",
          "--ttft-s", "--ttft-p90-s", "--cached-prompt-share", "--peak-factor", "--layout",
          "--rate", "--requests-per-minute", "--power-mw", "--engine"}},
        {"serve-load",
         {"--model", "--weights", "--prompt", "--output", "--ttft-p99-s", "--tpot-p99-ms",
          "--concurrency-sweep", "--view", "--engine"}},
        {"scenario-compare", {"--a", "--b"}},
        {"report",
         {"--charts", "--model", "--weights", "--prompt", "--output", "--min-tokens-per-user",
          "--ttft-s", "--ttft-p90-s", "--cached-prompt-share", "--peak-factor", "--layout",
          "--rate", "--requests-per-minute", "--power-mw", "--engine", "--view", "--tokens",
          "--deadline-days"}},
        {"accuracy", {}},
    };
    return options;
}

// Options every chart takes: what to draw, where, and under which scenario.
bool commonChartOption(const std::string& flag) {
    static const std::set<std::string> common = {
        "--chart",   "--out",    "--scenario", "--set",  "--systems", "--highlight",     "--db",
        "--catalog", "--format", "--json",     "--help", "-h",        "--shipping-only", "--lang"};
    return common.count(flag) > 0;
}

void refuseOptionsTheChartIgnores(const CliOptions& o, const std::string& chart) {
    const auto it = chartOptions().find(chart);
    if (it == chartOptions().end()) return; // an unknown chart is reported by the renderer
    for (const std::string& flag : o.given)
        if (!commonChartOption(flag) && !it->second.count(flag)) {
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
    req.lang = c.opt.lang;
    req.scenario = c.scenario;
    if (!c.opt.engine.empty()) req.scenario.engine = c.opt.engine;
    if (!c.opt.systems.empty())
        for (const System* s : c.selectedSystems(c.effective()))
            req.systems.push_back(s->id);
    // A highlighted system is drawn whatever --systems says: it joins the selection.
    for (const std::string& id : c.opt.highlight) {
        if (!c.effective().system(id))
            throw CliError{1, "--highlight: unknown system \"" + id + "\"; " +
                                  CliContext::knownSystems(c.effective(), id)};
        if (!req.systems.empty() &&
            std::find(req.systems.begin(), req.systems.end(), id) == req.systems.end())
            req.systems.push_back(id);
        req.highlighted.push_back(id);
    }
    // The baseline is drawn too: it joins the selection, as a highlighted system does.
    if (!c.opt.baseline.empty()) {
        if (!c.effective().system(c.opt.baseline))
            throw CliError{1, "--baseline: unknown system \"" + c.opt.baseline + "\"; " +
                                  CliContext::knownSystems(c.effective(), c.opt.baseline)};
        if (!req.systems.empty() &&
            std::find(req.systems.begin(), req.systems.end(), c.opt.baseline) == req.systems.end())
            req.systems.push_back(c.opt.baseline);
        req.baseline = c.opt.baseline;
    }
    // Its version as the database keeps it (kept now if the database changed since it was
    // last kept): the renderer need not hash it. --shipping-only draws a catalog of its own.
    if (!c.opt.shipping_only) req.catalog_version = c.store.keepVersion(c.catalog);
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
    if (c.opt.deadline_days > 0) req.deadline_days = c.opt.deadline_days;
    if (c.opt.rate > 0) req.requests_per_minute = c.opt.rate * 60.0;
    if (c.opt.requests_per_minute > 0) req.requests_per_minute = c.opt.requests_per_minute;
    if (c.opt.power_mw > 0) req.facility_mw = c.opt.power_mw;
    if (c.opt.ttft_s > 0) req.ttft_s = c.opt.ttft_s;
    if (c.opt.ttft_p90_s > 0) req.ttft_p90_s = c.opt.ttft_p90_s;
    if (c.opt.cached_prompt_share >= 0) req.cached_prompt_share = c.opt.cached_prompt_share;
    if (c.opt.peak_factor > 0) req.peak_factor = c.opt.peak_factor;
    req.layout = c.opt.layout;
    if (c.opt.ttft_p99_s > 0) req.ttft_p99_s = c.opt.ttft_p99_s;
    if (c.opt.tpot_p99_ms > 0) req.tpot_p99_ms = c.opt.tpot_p99_ms;
    req.concurrency_sweep = c.opt.concurrency_sweep;
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
