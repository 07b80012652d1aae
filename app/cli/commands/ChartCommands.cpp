// export-chart and report: render charts to a file through the UI's exporter.
#include "app/cli/Cli.h"
#include "app/cli/CliContext.h"

#include <algorithm>

namespace sil::cli {

namespace {

// What both commands send: the catalog as stored (handed over: the command needs it no more),
// the scenario, the chosen systems and the page options.
ChartRequest requestFrom(CliContext& c, std::string chart) {
    if (!chartExporter()) throw CliError{1, "this build has no chart support"};
    ChartRequest req;
    req.chart = std::move(chart);
    req.out_path = c.opt.out_file;
    req.scenario = c.scenario;
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
    req.metric = c.opt.metric;
    req.charts = c.opt.charts;
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
