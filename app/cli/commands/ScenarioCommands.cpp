// scenario list|show: the saved scenarios.
#include "app/cli/CliContext.h"

namespace sil::cli {

int runScenarioList(CliContext& c) {
    Table t;
    t.headers = {"name"};
    for (const auto& n : c.store.scenarioNames())
        t.rows.push_back({n.toStdString()});
    writeTable(t, c.opt.format, c.out);
    return 0;
}

int runScenarioShow(CliContext& c) {
    if (c.positional.empty()) throw CliError{2, "scenario show needs a NAME"};
    auto s = c.store.scenario(qs(c.positional[0]));
    if (!s) throw CliError{1, c.store.errorString().toStdString()};
    c.out << scenarioToJson(*s);
    return 0;
}

} // namespace sil::cli
