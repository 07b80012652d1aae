// export-chart and report: render charts to a file through the UI's exporter.
#include "app/cli/Cli.h"
#include "app/cli/CliContext.h"

namespace sil::cli {

namespace {

// What both commands send: the scenario's catalog, the chosen systems and the page options.
ChartRequest requestFrom(const CliContext& c, std::string chart) {
    if (!chartExporter()) throw CliError{1, "this build has no chart support"};
    ChartRequest req;
    req.chart = std::move(chart);
    req.out_path = c.opt.out_file;
    req.catalog = c.effective;
    req.scenario = c.scenario;
    if (!c.opt.systems.empty())
        for (const System* s : c.selectedSystems(c.effective))
            req.systems.push_back(s->id);
    req.op = c.opt.op;
    req.placement = c.opt.placement;
    req.reference = c.opt.reference;
    req.ranks = c.opt.ranks;
    req.chip = c.opt.chip;
    req.term = c.opt.term;
    req.metric = c.opt.metric;
    req.charts = c.opt.charts;
    return req;
}

int render(CliContext& c, const ChartRequest& req) {
    std::string error;
    if (!chartExporter()(req, error)) throw CliError{1, error};
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
        req.catalog = c.catalog;
        req.scenario = c.loadScenario(c.opt.scenario_a);
        req.scenario_b = c.loadScenario(c.opt.scenario_b);
    }
    return render(c, req);
}

int runReport(CliContext& c) {
    if (c.opt.out_file.empty()) throw CliError{2, "report needs --out FILE.pdf"};
    return render(c, requestFrom(c, "report"));
}

} // namespace sil::cli
