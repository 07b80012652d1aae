#include "Cli.h"

#include "CliContext.h"
#include "CliOptions.h"
#include "CommandTable.h"
#include "siliconomics_version.h"

#include "core/catalog/availability.h"
#include "database/CatalogPaths.h"
#include "database/CatalogStore.h"

namespace sil::cli {

namespace {

ChartExporter& exporterSlot() {
    static ChartExporter exporter;
    return exporter;
}

// "shipped catalog as of 2026-11-26, content 3f2a9c1b7d0e": which catalog this build reads
// (before the user's rows and edits; "catalog version" counts those too).
std::string shippedCatalogLine(const CliOptions& o) {
    const QString path =
        o.catalog_path.empty() ? db::shippedCatalogPath() : QString::fromStdString(o.catalog_path);
    db::CatalogStore store;
    if (!store.openShipped(path))
        return "shipped catalog: not readable: " + store.errorString().toStdString();
    auto c = store.load();
    if (!c) return "shipped catalog: not readable: " + store.errorString().toStdString();
    inheritChipAvailability(*c);
    return "shipped catalog as of " + store.versionOf(*c).shortText();
}

} // namespace

void setChartExporter(ChartExporter exporter) {
    exporterSlot() = std::move(exporter);
}

const ChartExporter& chartExporter() {
    return exporterSlot();
}

int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    const ParseResult parsed = parseArguments(args);
    if (!parsed.ok) {
        err << "siliconomics-cli: " << parsed.error << "\n";
        return 2;
    }
    const CliOptions& o = parsed.options;
    if (o.help) {
        out << usageText();
        return 0;
    }
    if (o.man) {
        out << manPage();
        return 0;
    }
    if (o.version) {
        out << "siliconomics-cli " << SILICONOMICS_VERSION << "\n" << shippedCatalogLine(o) << "\n";
        return 0;
    }
    std::size_t consumed = 0;
    const Command* cmd = findCommand(o.words, consumed);
    if (!cmd) {
        err << "siliconomics-cli: " << unknownCommandMessage(o.words) << "\n";
        return 2;
    }
    // An option the command does not use would change nothing while the user believes it did.
    if (const std::string flag = flagNotTaken(*cmd, o.given); !flag.empty()) {
        err << "siliconomics-cli: " << cmd->words << " does not use " << flag
            << " (its options are in siliconomics-cli --help)\n";
        return 2;
    }
    if (o.format == OutputFormat::Xlsx && !cmd->writes_workbook) {
        err << "siliconomics-cli: " << cmd->words
            << " writes no workbook (--format xlsx: tco, plan and buy-rent-api)\n";
        return 2;
    }
    try {
        CliContext context(o, out, err);
        context.positional.assign(o.words.begin() + static_cast<std::ptrdiff_t>(consumed),
                                  o.words.end());
        if (cmd->needs != Needs::Nothing) context.openStore(cmd->writes);
        if (cmd->needs == Needs::Scenario) context.resolveScenario();
        return cmd->run(context);
    } catch (const CliError& e) {
        err << "siliconomics-cli: " << e.message << "\n";
        return e.code;
    }
}

} // namespace sil::cli
