// siliconomics-cli, run in-process exactly as a user types it. Runs twice under ctest: with
// --db on a SQLite file (TestCli) and on a team catalog (TestCli_pg, postgresql://).
#include "PgTestServer.h"
#include "TestSupport.h"

#include "app/cli/Cli.h"
#include "app/cli/CliOptions.h"
#include "app/cli/CommandTable.h"
#include "core/catalog/csv.h"
#include "core/catalog/fields.h"
#include "core/economics/scenario.h"
#include "core/workload/workload.h"

#include <QFile>

#include <QObject>
#include <algorithm>
#include <cmath>
#include <functional>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

using namespace sil;
using nlohmann::json;

namespace {

struct Run {
    int code;
    std::string out;
    std::string err;
};

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void version();
    void showAlignsMicrosecondRowsByCharacters();
    void unknownSystemSuggestsTheClosest();
    void helpIsGeneratedFromTheCommandTable();
    void everyCommandWordRoutesToItsRow();
    void systemsAsJsonWithSourcesAndNulls();
    void tcoJsonMatchesSeedTable();
    void setChangesTheTable();
    void scenarioFromFile();
    void scenarioOverridesReachTheCommands();
    void highlightReachesTheChartRequest();
    void collectiveJson();
    void slowdownRows();
    void importExportRoundTrip();
    void editAndRevertFromCli();
    void inferenceJsonContract();
    void workloadFlagsReachTheChartOrAreRefused();
    void serveLoadFlagsReachTheChartOrAreRefused();
    void kvDefaultsLikeTheGui();
    void inferenceSearchesTheCheapestLayoutAtATarget();
    void trainTableListsRentedCostsPaidForWholeTerms();
    void showCitesOnlyValuesAndFindableSources();
    void europeanSpreadsheetCsvImports();
    void searchAndShowFindWhatWasMeant();
    void listFiltersSortsAndPicksColumns();
    void exportKeepsEachValuesEvidence();
    void compareChipsWithTheirEvidence();
    void catalogRankListsEveryChip();
    void rankingsMarkAndCanHideWhatDoesNotShip();
    void planJsonContract();
    void planPinsPipelineStages();
    void planFromTheScenariosPlan();
    void trainJsonContract();
    void answersCarryErrorBands();
    void everyShippedChipsAnswersCarryABand();
    void trainCountsInterruptions();
    void trainByDeadline();
    void theHallLimitsPlanAndTrain();
    void priceHistoryJson();
    void reDatedQuoteImportRefused();
    void compareScenariosJson();
    void teamCommands();
    void unusedOptionsAreRefused();
    void loadOnlyFlagsNeedALoadAndReachTheRun();
    void manPageIsTheCommandTable();
    void planSaysWhatTheSimulationFinds();
    void trainRentsOnTheTermAsked();
    void errors_data();
    void errors();

private:
    Run cli(std::vector<std::string> args);
    QTemporaryDir dir_;
    std::string db_;
    QString teamDb_; // set on the team-catalog run
};

Run TestCli::cli(std::vector<std::string> args) {
    args.insert(args.begin(), {"--db", db_});
    std::ostringstream out, err;
    const int code = cli::run(args, out, err);
    return {code, out.str(), err.str()};
}

void TestCli::initTestCase() {
    db_ = dir_.filePath(QStringLiteral("user.sqlite")).toStdString();
    if (test::testBackend() == QLatin1String("postgresql")) {
        SIL_REQUIRE_PG();
        auto& pg = test::PgTestServer::instance();
        teamDb_ = pg.createTeamCatalog(QStringLiteral("cli"));
        db_ = pg.url(QStringLiteral("sil_editor"), teamDb_).toStdString();
    }
}

// A mistyped id is answered with the few closest ids, not the whole catalog's list.
void TestCli::unknownSystemSuggestsTheClosest() {
    const Run r = cli({"tco", "--systems", "hgx-h10"});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.find("unknown system \"hgx-h10\"; closest known systems: hgx-h100") !=
                 std::string::npos,
             r.err.c_str());
    QVERIFY2(r.err.find("tpu-v6e-pod256") == std::string::npos, r.err.c_str());
    QVERIFY2(r.err.find("catalog list --kind systems") != std::string::npos, r.err.c_str());
}

void TestCli::version() {
    const Run r = cli({"--version"});
    QCOMPARE(r.code, 0);
    QVERIFY(QString::fromStdString(r.out).startsWith(QStringLiteral("siliconomics-cli 0.")));
    // The shipped catalog's as-of date and content hash, as "catalog version" gives them.
    const Run v = cli({"catalog", "version", "--format", "json"});
    QCOMPARE(v.code, 0);
    const auto j = nlohmann::json::parse(v.out);
    const std::string line = "shipped catalog as of " + j["as_of"].get<std::string>() +
                             ", content " + j["content_sha256"].get<std::string>().substr(0, 12);
    QVERIFY2(r.out.find(line) != std::string::npos, (r.out + " lacks " + line).c_str());
}

// "µs" is two bytes but one column: the cells after it start where the header's do.
void TestCli::showAlignsMicrosecondRowsByCharacters() {
    const Run r = cli({"catalog", "show", "h200"});
    QCOMPARE(r.code, 0);
    const QStringList lines = QString::fromStdString(r.out).split(QLatin1Char('\n'));
    const QString header = lines.value(0);
    QVERIFY(header.startsWith(QStringLiteral("field")));
    int checked = 0;
    for (const QString& line : lines) {
        const qsizetype unit = line.indexOf(QStringLiteral(" µs "));
        if (unit < 0) continue;
        qsizetype next = unit + 3;
        while (next < line.size() && line[next] == QLatin1Char(' '))
            ++next;
        QVERIFY2(next == header.indexOf(QStringLiteral("range")) ||
                     next == header.indexOf(QStringLiteral("source")),
                 qPrintable(line));
        ++checked;
    }
    QVERIFY(checked >= 2);
}

void TestCli::helpIsGeneratedFromTheCommandTable() {
    const Run r = cli({"--help"});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out, cli::usageText());
    for (const auto& cmd : cli::commandTable()) {
        const std::string line = "  " + std::string(cmd.words) + " ";
        const std::string bare = "  " + std::string(cmd.words) + "\n";
        QVERIFY2(r.out.find(line) != std::string::npos || r.out.find(bare) != std::string::npos,
                 std::string(cmd.words).c_str());
        QVERIFY2(r.out.find(std::string(cmd.summary)) != std::string::npos,
                 std::string(cmd.words).c_str());
    }
}

void TestCli::everyCommandWordRoutesToItsRow() {
    for (const auto& cmd : cli::commandTable()) {
        std::vector<std::string> words;
        std::string w(cmd.words);
        for (std::size_t at = 0; at != std::string::npos;) {
            const auto space = w.find(' ', at);
            words.push_back(w.substr(at, space == std::string::npos ? space : space - at));
            at = space == std::string::npos ? space : space + 1;
        }
        words.push_back("extra-positional");
        std::size_t consumed = 0;
        QCOMPARE(cli::findCommand(words, consumed), &cmd);
        QCOMPARE(consumed, words.size() - 1);
    }
    std::size_t consumed = 0;
    QVERIFY(cli::findCommand({"catalog"}, consumed) == nullptr);
    QVERIFY(QString::fromStdString(cli::unknownCommandMessage({"catalog"}))
                .contains(QStringLiteral("needs a subcommand: list, show")));
}

void TestCli::systemsAsJsonWithSourcesAndNulls() {
    const Run r = cli({"catalog", "list", "--kind", "systems", "--format", "json"});
    QCOMPARE(r.code, 0);
    const json j = json::parse(r.out);
    QCOMPARE(j.size(), test::shippedCatalog().systems.size());
    QVERIFY(j.size() >= 35);
    for (const auto& s : j) {
        QVERIFY(!s["sources"].empty());
        QVERIFY(s["sources"][0].contains("title"));
    }
    const auto vr =
        std::find_if(j.begin(), j.end(), [](const json& s) { return s["id"] == "vr200-nvl144"; });
    QVERIFY(vr != j.end());
    QVERIFY((*vr)["mesh_links"].is_null()); // a switched fabric has no mesh links: null, not 0
}

void TestCli::tcoJsonMatchesSeedTable() {
    const Run r = cli({"tco", "--scenario", "semianalysis-2025", "--format", "json", "--systems",
                       "hgx-b200,mi355x-ubb8"});
    QCOMPARE(r.code, 0);
    const json j = json::parse(r.out);
    QCOMPARE(j.size(), std::size_t(2));
    QCOMPARE(std::round(j[0]["capital_usd_per_hour"].get<double>() * 100) / 100, 1.54);
    QCOMPARE(std::round(j[1]["capital_usd_per_pflop_hour"]["fp6"].get<double>() * 100) / 100, 0.08);
    for (const char* key :
         {"id", "name", "capex_usd", "power_usd_per_hour", "colocation_usd_per_hour",
          "maintenance_usd_per_hour", "tco_usd_per_hour", "tco_usd_per_pflop_hour",
          "realized_tco_usd_per_pflop_hour", "tflops_per_watt"})
        QVERIFY2(j[0].contains(key), key);
    QVERIFY(j[0]["tflops_per_watt"]["fp64"].is_null());
    QVERIFY(j[0]["na_reasons"].contains("tflops_per_watt") == false);
}

void TestCli::setChangesTheTable() {
    const Run a = cli({"tco", "--format", "json", "--systems", "hgx-b200"});
    const Run b =
        cli({"tco", "--format", "json", "--systems", "hgx-b200", "--set", "useful_life_years=3"});
    QCOMPARE(b.code, 0);
    QVERIFY(json::parse(b.out)[0]["capital_usd_per_hour"].get<double>() >
            json::parse(a.out)[0]["capital_usd_per_hour"].get<double>());
}

void TestCli::scenarioFromFile() {
    const QString path = dir_.filePath(QStringLiteral("cheap-power.json"));
    QVERIFY(test::writeFile(
        path,
        R"({"schema_version":1,"name":"cheap","assumptions":{"electricity_usd_per_kwh":0.01}})"));
    const Run r =
        cli({"tco", "--scenario", path.toStdString(), "--format", "csv", "--systems", "hgx-h200"});
    QCOMPARE(r.code, 0);
    QVERIFY(QString::fromStdString(r.out).contains(QStringLiteral("hgx-h200")));
}

// A scenario's system and chip overrides reach what the commands compute; a scenario without
// them computes from the stored catalog; an override of an unknown system is an error.
// export-chart --highlight: the systems join the selection and reach the renderer as the
// highlighted ones (the GUI's "Highlight in charts"); an unknown one is refused by name.
void TestCli::highlightReachesTheChartRequest() {
    std::vector<ChartRequest> requests;
    cli::setChartExporter([&requests](ChartRequest r, std::string&) {
        requests.push_back(std::move(r));
        return true;
    });
    const Run some =
        cli({"export-chart", "--chart", "slowdown", "--systems", "hgx-h100,gb200-nvl72",
             "--highlight", "hgx-h200,gb200-nvl72", "--out", "x.png"});
    const Run all =
        cli({"export-chart", "--chart", "tco", "--highlight", "mi355x-ubb8", "--out", "y.png"});
    const Run unknown =
        cli({"export-chart", "--chart", "tco", "--highlight", "nope", "--out", "z.png"});
    const Run empty = cli({"export-chart", "--chart", "tco", "--highlight", ",", "--out", "z.png"});
    cli::setChartExporter({});
    QCOMPARE(some.code, 0);
    QCOMPARE(all.code, 0);
    QCOMPARE(requests.size(), std::size_t(2));
    QCOMPARE(requests[0].systems,
             (std::vector<std::string>{"hgx-h100", "gb200-nvl72", "hgx-h200"}));
    QCOMPARE(requests[0].highlighted, (std::vector<std::string>{"hgx-h200", "gb200-nvl72"}));
    QVERIFY(requests[1].systems.empty()); // the chart's default selection, plus the highlight
    QCOMPARE(requests[1].highlighted, (std::vector<std::string>{"mi355x-ubb8"}));
    QCOMPARE(unknown.code, 1);
    QVERIFY2(unknown.err.find("--highlight: unknown system \"nope\"") != std::string::npos,
             unknown.err.c_str());
    QCOMPARE(empty.code, 2);
    QVERIFY2(empty.err.find("--highlight: the list is empty") != std::string::npos,
             empty.err.c_str());
}

void TestCli::scenarioOverridesReachTheCommands() {
    const auto tcoOf = [this](const std::string& scenario) {
        const Run r =
            cli({"tco", "--scenario", scenario, "--format", "json", "--systems", "hgx-h200"});
        if (r.code != 0) qWarning("%s", r.err.c_str());
        return r.code == 0 ? json::parse(r.out)[0] : json();
    };
    const auto write = [this](const char* name, const char* text) {
        const QString path = dir_.filePath(QString::fromLatin1(name));
        return test::writeFile(path, text) ? path.toStdString() : std::string();
    };
    const std::string plain = write("plain.json", R"({"schema_version":1,"name":"plain"})");
    const std::string cheap =
        write("cheap-gpus.json", R"({"schema_version":1,"name":"cheap","system_overrides":)"
                                 R"({"hgx-h200":{"capex_per_gpu_usd":1000}}})");
    const std::string hot =
        write("hot-chips.json",
              R"({"schema_version":1,"name":"hot","chip_overrides":{"h200":{"tdp_w":2000}}})");
    const std::string ghost =
        write("ghost.json", R"({"schema_version":1,"name":"ghost","system_overrides":)"
                            R"({"dgx-1":{"capex_per_gpu_usd":1000}}})");
    QVERIFY(!plain.empty() && !cheap.empty() && !hot.empty() && !ghost.empty());

    const json stored = tcoOf(plain);
    const json withCheap = tcoOf(cheap);
    const json withHot = tcoOf(hot);
    QVERIFY(stored.is_object() && withCheap.is_object() && withHot.is_object());
    QCOMPARE(withCheap["capex_usd"].get<double>(), 1000.0);
    QVERIFY(withCheap["capital_usd_per_hour"].get<double>() <
            stored["capital_usd_per_hour"].get<double>());
    QVERIFY(withHot["tflops_per_watt"]["bf16"].get<double>() <
            stored["tflops_per_watt"]["bf16"].get<double>());
    QCOMPARE(withHot["capex_usd"].get<double>(), stored["capex_usd"].get<double>());
    // The overrides stay in their scenario: the next command reads the stored catalog again.
    QVERIFY(tcoOf(plain) == stored);

    const Run r = cli({"tco", "--scenario", ghost, "--systems", "hgx-h200"});
    QCOMPARE(r.code, 1);
    QVERIFY2(QString::fromStdString(r.err).contains(
                 QStringLiteral("system_overrides.dgx-1: no such system")),
             r.err.c_str());
}

void TestCli::collectiveJson() {
    const Run r = cli({"collective", "--system", "hgx-h200", "--op", "all_reduce", "--ranks", "8",
                       "--sizes", "1KiB:1GiB", "--format", "json"});
    QCOMPARE(r.code, 0);
    const json j = json::parse(r.out);
    QCOMPARE(j.size(), std::size_t(21));
    for (const auto& p : j)
        for (const char* k : {"bytes", "time_us", "algbw_gbps", "busbw_gbps", "algorithm"})
            QVERIFY(p.contains(k));
    QCOMPARE(j[0]["bytes"].get<long long>(), 1024LL);
}

void TestCli::slowdownRows() {
    const Run r = cli({"slowdown", "--system", "mi355x-ubb8", "--reference", "gb200-nvl72", "--op",
                       "all_to_all", "--ranks", "8", "--placement", "spread", "--sizes",
                       "256MiB:1GiB", "--format", "json"});
    QCOMPARE(r.code, 0);
    for (const auto& p : json::parse(r.out))
        QVERIFY(p["slowdown"].get<double>() >= 18.0);
    const Run byRanks =
        cli({"slowdown", "--by", "ranks", "--system", "mi355x-rack128", "--reference",
             "gb200-nvl72", "--op", "all_reduce", "--format", "json"});
    QCOMPARE(byRanks.code, 0);
    QCOMPARE(json::parse(byRanks.out).size(), std::size_t(12)); // 8 .. 16384
}

void TestCli::importExportRoundTrip() {
    const QString csv = dir_.filePath(QStringLiteral("prices.csv"));
    QVERIFY(test::writeFile(csv, "id,chip_id,provider,term,usd_per_gpu_hour,date\nour-h200,h200,"
                                 "Our broker,1_year,1.85,2026-11\n"));
    Run r = cli({"catalog", "import", "--csv", csv.toStdString()});
    QVERIFY2(r.code == 0, r.err.c_str());
    r = cli({"catalog", "export", "--kind", "prices", "--format", "csv"});
    QVERIFY2(QString::fromStdString(r.out).contains(
                 QStringLiteral("our-h200,h200,user,,,,,Our broker,user,,1_year,user,,1.85,user,,,,"
                                "2026-11,user,")),
             r.out.substr(0, 400).c_str());
    // What was exported reads back.
    const QString again = dir_.filePath(QStringLiteral("again.csv"));
    QVERIFY(test::writeFile(again, QByteArray::fromStdString(r.out)));
    QCOMPARE(cli({"catalog", "import", "--csv", again.toStdString()}).code, 0);
    const QString out = dir_.filePath(QStringLiteral("all.json"));
    r = cli({"catalog", "export", "--out", out.toStdString()});
    QCOMPARE(r.code, 0);
    QVERIFY(json::parse(test::readFile(out).toStdString())["prices"].size() > 40);
}

void TestCli::priceHistoryJson() {
    // "h100" names the H100 with the most dated quotes; --json is JSON output.
    Run r = cli({"price-history", "--chip", "h100", "--json"});
    QVERIFY2(r.code == 0, r.err.c_str());
    QVERIFY(QString::fromStdString(r.err).contains(QStringLiteral("h100-sxm")));
    const json j = json::parse(r.out);
    QCOMPARE(j["chip_id"].get<std::string>(), std::string("h100-sxm"));
    QVERIFY(!j["series"].empty());
    const auto onDemand = std::find_if(j["series"].begin(), j["series"].end(), [](const json& s) {
        return s["term"].get<std::string>() == "on-demand";
    });
    QVERIFY(onDemand != j["series"].end());
    QVERIFY((*onDemand)["points"].size() >= 3);
    r = cli({"price-history", "--chip", "h100-sxm", "--term", "1-year"});
    QVERIFY2(r.code == 0, r.err.c_str());
    QVERIFY(QString::fromStdString(r.out).contains(QStringLiteral("Trend")));
    QVERIFY(!QString::fromStdString(r.out).contains(QStringLiteral("on-demand")));
    QCOMPARE(cli({"price-history", "--chip", "h100", "--term", "2-year"}).code, 2);
    QCOMPARE(cli({"price-history", "--chip", "nonesuch"}).code, 1);
    // Per provider tier: on-demand quotes of the shipped H100 from hyperscalers, neoclouds
    // and marketplaces, each series one tier, every point of its series' tier.
    r = cli({"price-history", "--chip", "h100-sxm", "--group", "tier", "--format", "json"});
    QVERIFY2(r.code == 0, r.err.c_str());
    const json tiers = json::parse(r.out);
    QCOMPARE(tiers["group"].get<std::string>(), std::string("tier"));
    std::set<std::string> seen;
    for (const json& s : tiers["series"]) {
        QCOMPARE(s["term"].get<std::string>(), std::string("on-demand"));
        seen.insert(s["tier"].get<std::string>());
        for (const json& p : s["points"])
            QCOMPARE(p["tier"].get<std::string>(), s["tier"].get<std::string>());
    }
    QVERIFY(seen.count("hyperscaler") && seen.count("neocloud") && seen.count("marketplace"));
    QCOMPARE(cli({"price-history", "--chip", "h100", "--group", "vendor"}).code, 2);
}

void TestCli::reDatedQuoteImportRefused() {
    const QString csv = dir_.filePath(QStringLiteral("redated.csv"));
    QVERIFY(test::writeFile(csv, "id,chip_id,provider,term,usd_per_gpu_hour,date\n"
                                 "h200-market-1m-2025q2,h200,Market,1_month,2.1,2026-10\n"));
    const Run r = cli({"catalog", "import", "--csv", csv.toStdString()});
    QCOMPARE(r.code, 1);
    QVERIFY2(QString::fromStdString(r.err).contains(QStringLiteral("row 1, field date")),
             r.err.c_str());
    QVERIFY(QString::fromStdString(r.err).contains(QStringLiteral("redated.csv")));
}

void TestCli::compareScenariosJson() {
    const QString file = dir_.filePath(QStringLiteral("dear-power.json"));
    Run r = cli({"scenario", "show", "semianalysis-2025"});
    QCOMPARE(r.code, 0);
    json s = json::parse(r.out);
    s["name"] = "dear-power";
    s["assumptions"]["electricity_usd_per_kwh"] = 0.2;
    QVERIFY(test::writeFile(file, QByteArray::fromStdString(s.dump())));
    r = cli({"compare-scenarios", "--a", "semianalysis-2025", "--b", file.toStdString(),
             "--systems", "hgx-h200", "--json"});
    QVERIFY2(r.code == 0, r.err.c_str());
    const json j = json::parse(r.out);
    QCOMPARE(j["assumption_differences"].size(), std::size_t(1));
    QCOMPARE(j["assumption_differences"][0]["key"].get<std::string>(),
             std::string("electricity_usd_per_kwh"));
    QCOMPARE(j["systems"].size(), std::size_t(1));
    QVERIFY(j["systems"][0]["tco_usd_per_gpu_hour"]["delta"].get<double>() > 0.0);
    r = cli({"compare-scenarios", "--a", "semianalysis-2025"});
    QCOMPARE(r.code, 2);
}

void TestCli::editAndRevertFromCli() {
    QCOMPARE(cli({"catalog", "set", "systems", "hgx-b200", "capex_per_gpu_usd", "40000", "--note",
                  "our quote"})
                 .code,
             0);
    Run r = cli({"tco", "--format", "json", "--systems", "hgx-b200"});
    QCOMPARE(json::parse(r.out)[0]["capex_usd"].get<double>(), 40000.0);
    const Run reverted = cli({"catalog", "revert", "systems", "hgx-b200", "capex_per_gpu_usd"});
    QCOMPARE(reverted.code, 0);
    r = cli({"tco", "--format", "json", "--systems", "hgx-b200"});
    const double shipped = json::parse(r.out)[0]["capex_usd"].get<double>();
    QCOMPARE(shipped, 44954.0);
    // It says what it did: the edit's value and the catalog's now in force.
    const std::string said = "reverted systems hgx-b200 capex_per_gpu_usd: 40000 (your edit) -> " +
                             formatFieldValue(FieldValue{shipped}) + " (the catalog's)\n";
    QCOMPARE(reverted.out, said);
    // Nothing to revert is said, not done silently.
    const Run again = cli({"catalog", "revert", "systems", "hgx-b200", "capex_per_gpu_usd"});
    QCOMPARE(again.code, 1);
    QVERIFY2(again.err.find("no edit of yours") != std::string::npos, again.err.c_str());
    // A chip's memory edited by its former name is reverted by either name.
    QCOMPARE(cli({"catalog", "set", "chips", "h200", "hbm_gb", "150"}).code, 0);
    const Run memory = cli({"catalog", "revert", "chips", "h200", "memory_gb"});
    QVERIFY2(memory.code == 0, memory.err.c_str());
    QVERIFY2(memory.out.find("h200 memory_gb: 150 (your edit) -> 141") != std::string::npos,
             memory.out.c_str());
}

void TestCli::inferenceJsonContract() {
    const Run r = cli({"inference", "--system", "mi300x-ubb8", "--model", "llama-3.1-70b", "--gpus",
                       "1", "--on-paper", "--format", "json"});
    QCOMPARE(r.code, 0);
    const json j = json::parse(r.out);
    for (const char* key : {"fits", "why_not", "memory_gb_per_gpu", "decode_tokens_per_s",
                            "tokens_per_s_per_user", "step_ms", "prefill_tokens_per_s", "ttft_ms",
                            "usd_per_million_output_tokens", "assumptions"})
        QVERIFY2(j.contains(key), key);
    QVERIFY(j["fits"].get<bool>());
    SIL_FUZZY_COMPARE(j["decode_tokens_per_s"].get<double>(), 38.0, 0.03);
    // Several systems: an array with an n/a reason where a figure is missing.
    const Run all =
        cli({"inference", "--model", "qwen3-30b-a3b", "--batch", "8", "--format", "json"});
    QCOMPARE(all.code, 0);
    const json arr = json::parse(all.out);
    QVERIFY(arr.is_array() && arr.size() >= 15);
    for (const auto& o : arr)
        QVERIFY(o.contains("error") || o["decode_tokens_per_s"].is_number());
    // Pipeline stages: a TP 1 x PP 2 replica on two H100s, as NVIDIA runs Llama 2 70B.
    const Run pp =
        cli({"inference", "--system", "hgx-h100", "--model", "llama-2-70b", "--gpus", "2", "--pp",
             "2", "--batch", "128", "--weights", "fp8", "--format", "json"});
    QVERIFY2(pp.code == 0, pp.err.c_str());
    const json p = json::parse(pp.out);
    QCOMPARE(p["layout"]["pp"].get<int>(), 2);
    QCOMPARE(p["layout"]["tp"].get<int>(), 1);
    QCOMPARE(p["layout"]["replicas"].get<int>(), 1);
    QVERIFY(p["fits"].get<bool>());
    const Run odd = cli({"inference", "--system", "hgx-h100", "--model", "llama-2-70b", "--gpus",
                         "3", "--pp", "2"});
    QVERIFY(odd.code != 0);
    QVERIFY2(odd.err.find("--tp x --pp 2 must divide --gpus 3") != std::string::npos,
             odd.err.c_str());
    // Under load the simulated engine runs the stages too. At 64 sequences of an 8B model, short
    // prompts and long outputs, a step is bound by reading the weights, and each stage reads its
    // half once per micro-batch: two stages serve about what one does on twice the GPUs
    // (pipelines buy capacity where the maths binds, not a faster token). A mixture of experts
    // runs on stages too, each stage's experts over its own GPUs.
    auto underLoad = [&](const char* ppStages) {
        const Run loaded = cli({"inference", "--system", "hgx-h100", "--model", "llama-3.1-8b",
                                "--concurrency", "64", "--num-prompts", "256", "--prompt", "64",
                                "--output", "512", "--pp", ppStages, "--format", "json"});
        if (loaded.code != 0) qFatal("%s", loaded.err.c_str());
        return json::parse(loaded.out);
    };
    const json one = underLoad("1"), two = underLoad("2");
    QCOMPARE(two["pp"].get<int>(), 2);
    QCOMPARE(two["tp"].get<int>(), 1);
    const double ratio =
        two["output_throughput"].get<double>() / one["output_throughput"].get<double>();
    QVERIFY2(ratio > 0.9 && ratio < 1.25, std::to_string(ratio).c_str());
    QVERIFY(two["output_tokens_per_s_per_gpu"].get<double>() <
            one["output_tokens_per_s_per_gpu"].get<double>());
    const Run moe =
        cli({"inference", "--system", "hgx-h100", "--model", "qwen3-30b-a3b", "--concurrency", "8",
             "--num-prompts", "16", "--pp", "2", "--format", "json"});
    QVERIFY2(moe.code == 0, moe.err.c_str());
    QCOMPARE(json::parse(moe.out)["pp"].get<int>(), 2);
    // --ep wider than --tp: attention groups sharing the experts, the replica's GPUs all of them.
    const Run groups =
        cli({"inference", "--system", "hgx-h100", "--model", "qwen3-30b-a3b", "--concurrency", "8",
             "--num-prompts", "16", "--tp", "1", "--ep", "4", "--format", "json"});
    QVERIFY2(groups.code == 0, groups.err.c_str());
    const json g = json::parse(groups.out);
    QCOMPARE(g["ep"].get<int>(), 4);
    QCOMPARE(g["gpus"].get<int>(), 4);
    QCOMPARE(g["max_num_seqs"].get<int>() % 4, 0);
    const Run dense = cli({"inference", "--system", "hgx-h100", "--model", "llama-3.1-8b",
                           "--concurrency", "8", "--tp", "1", "--ep", "4"});
    QCOMPARE(dense.code, 1);
    QVERIFY2(dense.err.find("needs a mixture of experts") != std::string::npos, dense.err.c_str());
}

// export-chart --chart serve-load: the model, lengths, P99 targets and the concurrency sweep
// reach the chart; flags it cannot honour (a fixed rate, a P90 target) are refused by name.
void TestCli::serveLoadFlagsReachTheChartOrAreRefused() {
    std::vector<ChartRequest> requests;
    cli::setChartExporter([&requests](ChartRequest r, std::string&) {
        requests.push_back(std::move(r));
        return true;
    });
    const Run rates = cli({"export-chart", "--chart", "serve-load", "--model", "llama-3.1-8b",
                           "--weights", "fp8", "--prompt", "2048", "--output", "256",
                           "--ttft-p99-s", "2", "--tpot-p99-ms", "200", "--out", "s.png"});
    const Run loops = cli({"export-chart", "--chart", "serve-load", "--concurrency-sweep", "--view",
                           "tpot", "--out", "c.png"});
    const Run fixedRate =
        cli({"export-chart", "--chart", "serve-load", "--rate", "5", "--out", "x.png"});
    const Run p90 =
        cli({"export-chart", "--chart", "serve-load", "--tpot-p90-ms", "50", "--out", "x.png"});
    const Run sweepElsewhere =
        cli({"export-chart", "--chart", "inference", "--concurrency-sweep", "--out", "x.png"});
    cli::setChartExporter({});
    QCOMPARE(rates.code, 0);
    QCOMPARE(loops.code, 0);
    QCOMPARE(requests.size(), std::size_t(2));
    QCOMPARE(requests[0].chart, std::string("serve-load"));
    QCOMPARE(requests[0].model, std::string("llama-3.1-8b"));
    QCOMPARE(requests[0].weights, std::string("fp8"));
    QCOMPARE(requests[0].prompt_tokens, 2048.0);
    QCOMPARE(requests[0].output_tokens, 256.0);
    QCOMPARE(requests[0].ttft_p99_s, 2.0);
    QCOMPARE(requests[0].tpot_p99_ms, 200.0);
    QVERIFY(!requests[0].concurrency_sweep);
    QVERIFY(requests[1].concurrency_sweep);
    QCOMPARE(requests[1].view, std::string("tpot"));
    QCOMPARE(requests[1].ttft_p99_s, 0.0); // the page's default service level
    for (const Run* r : {&fixedRate, &p90, &sweepElsewhere})
        QCOMPARE(r->code, 2);
    QVERIFY2(fixedRate.err.find("--chart serve-load does not use --rate") != std::string::npos,
             fixedRate.err.c_str());
    QVERIFY2(p90.err.find("--chart serve-load does not use --tpot-p90-ms") != std::string::npos,
             p90.err.c_str());
    QVERIFY2(sweepElsewhere.err.find("--chart inference does not use --concurrency-sweep") !=
                 std::string::npos,
             sweepElsewhere.err.c_str());
}

// `export-chart --chart inference --model qwen3-32b --weights fp8` drew Llama 3.1
// 70B in BF16 without a word. The workload flags reach the chart; a flag a chart cannot honour
// is an error naming it.
void TestCli::workloadFlagsReachTheChartOrAreRefused() {
    std::vector<ChartRequest> requests;
    cli::setChartExporter([&requests](ChartRequest r, std::string&) {
        requests.push_back(std::move(r));
        return true;
    });
    const Run inference =
        cli({"export-chart", "--chart", "inference", "--model", "qwen3-32b", "--weights", "fp8",
             "--prompt", "2048", "--output", "256", "--min-tokens-per-user", "40", "--systems",
             "hgx-b200,mi355x-ubb8", "--out", "q.png"});
    const Run training =
        cli({"export-chart", "--chart", "training", "--model", "llama-3.1-8b", "--gpus", "512",
             "--tokens", "2T", "--view", "usd", "--out", "t.png"});
    const Run ignored =
        cli({"export-chart", "--chart", "tco", "--model", "qwen3-32b", "--out", "x.png"});
    const Run ttftOnChart =
        cli({"export-chart", "--chart", "inference", "--max-ttft", "2", "--out", "x.png"});
    const Run tpOnChart =
        cli({"export-chart", "--chart", "inference", "--tp", "8", "--out", "x.png"});
    cli::setChartExporter({});
    QCOMPARE(inference.code, 0);
    QCOMPARE(training.code, 0);
    QCOMPARE(requests.size(), std::size_t(2));
    QCOMPARE(requests[0].model, std::string("qwen3-32b"));
    QCOMPARE(requests[0].weights, std::string("fp8"));
    QCOMPARE(requests[0].prompt_tokens, 2048.0);
    QCOMPARE(requests[0].output_tokens, 256.0);
    QCOMPARE(requests[0].min_tokens_per_user, 40.0);
    QCOMPARE(requests[1].gpus, 512);
    QCOMPARE(requests[1].tokens, 2e12);
    QCOMPARE(requests[1].view, std::string("usd"));
    QCOMPARE(ignored.code, 2);
    QVERIFY2(ignored.err.find("--chart tco does not use --model") != std::string::npos,
             ignored.err.c_str());
    QCOMPARE(ttftOnChart.code, 2);
    QVERIFY2(ttftOnChart.err.find("does not use --max-ttft") != std::string::npos,
             ttftOnChart.err.c_str());
    QCOMPARE(tpOnChart.code, 2);
    QVERIFY2(tpOnChart.err.find("does not use --tp") != std::string::npos, tpOnChart.err.c_str());
}

// With FP8 weights the GUI keeps the KV cache in FP8 and the CLI kept it in BF16,
// so a layout one recommended the other called "doesn't fit". One default, from core.
void TestCli::kvDefaultsLikeTheGui() {
    const Run r = cli({"inference", "--system", "hgx-b200", "--model", "llama-3.1-70b", "--weights",
                       "fp8", "--batch", "256", "--format", "json"});
    QCOMPARE(r.code, 0);
    const json j = json::parse(r.out);
    QCOMPARE(j["kv"].get<std::string>(), std::string("fp8"));
    QCOMPARE(std::string(numberFormatKey(defaultKvFormat(NumberFormat::FP8))), std::string("fp8"));
    QCOMPARE(std::string(numberFormatKey(defaultKvFormat(NumberFormat::FP4))), std::string("fp8"));
    const Run bf16 =
        cli({"inference", "--system", "hgx-b200", "--model", "llama-3.1-70b", "--weights", "fp8",
             "--kv", "bf16", "--batch", "256", "--format", "json"});
    const json jb = json::parse(bf16.out);
    QVERIFY(jb["kv_cache_gb_per_gpu"].get<double>() > 1.9 * j["kv_cache_gb_per_gpu"].get<double>());
}

// The Inference tab's "cost at an interactivity" search, from the CLI, gives the
// same layout and cost as core's search the tab runs.
void TestCli::inferenceSearchesTheCheapestLayoutAtATarget() {
    const Run r = cli({"inference", "--systems", "hgx-b200,hgx-h100", "--model", "llama-3.1-70b",
                       "--weights", "fp8", "--min-tokens-per-user", "20", "--format", "json"});
    QCOMPARE(r.code, 0);
    const json arr = json::parse(r.out);
    QCOMPARE(arr.size(), std::size_t(2));
    const Catalog& catalog = test::shippedCatalog();
    const Run shown = cli({"scenario", "show", "semianalysis-2025"});
    const auto parsed = parseScenarioJson(shown.out, "semianalysis-2025");
    QVERIFY2(parsed.ok, parsed.error.c_str());
    const Assumptions a = parsed.scenario.assumptions;
    for (const json& o : arr) {
        const System* s = catalog.system(o["system"].get<std::string>());
        InferenceQuery base;
        base.weights = NumberFormat::FP8;
        base.kv = defaultKvFormat(base.weights);
        const LayoutChoice want =
            cheapestLayoutAt(catalog, *s, *catalog.model("llama-3.1-70b"), base, a, 20.0);
        QVERIFY(want.found);
        QVERIFY2(o["search"]["found"].get<bool>(), o.dump().c_str());
        QCOMPARE(o["layout"]["tp"].get<int>(), want.point.tp);
        QCOMPARE(o["layout"]["batch"].get<int>(), want.point.batch);
        QVERIFY(o["tokens_per_s_per_user"].get<double>() >= 20.0);
        SIL_FUZZY_COMPARE(o["usd_per_million_output_tokens"].get<double>(),
                          want.point.usd_per_million_output_tokens, 1e-9);
    }
    // A target no layout meets says why; the layout flags contradict a search.
    const Run tooFast = cli({"inference", "--system", "hgx-h100", "--model", "llama-3.1-70b",
                             "--min-tokens-per-user", "5000", "--format", "json"});
    QCOMPARE(tooFast.code, 0);
    const json slow = json::parse(tooFast.out);
    QVERIFY(!slow["fits"].get<bool>());
    QVERIFY2(slow["why_not"].get<std::string>().find("tokens/s per user") != std::string::npos,
             tooFast.out.c_str());
    const Run ttft = cli({"inference", "--system", "hgx-h100", "--model", "llama-3.1-70b",
                          "--prompt", "32768", "--max-ttft", "0.05", "--format", "json"});
    QVERIFY2(json::parse(ttft.out)["why_not"].get<std::string>().find("first token") !=
                 std::string::npos,
             ttft.out.c_str());
    const Run both = cli({"inference", "--system", "hgx-h100", "--model", "llama-3.1-70b", "--tp",
                          "8", "--min-tokens-per-user", "20"});
    QCOMPARE(both.code, 2);
}

// The table shows the rented costs the help promises, and a commitment is billed
// for whole terms (a 3-year contract for a run of weeks costs three years).
void TestCli::trainTableListsRentedCostsPaidForWholeTerms() {
    const Run table = cli({"train", "--system", "hgx-h100", "--model", "llama-3.1-8b", "--gpus",
                           "64", "--tokens", "1T"});
    QCOMPARE(table.code, 0);
    QVERIFY2(table.out.find("rented") != std::string::npos, table.out.c_str());
    QVERIFY2(table.out.find("whole terms") != std::string::npos, table.out.c_str());
    const Run r = cli({"train", "--system", "hgx-h100", "--model", "llama-3.1-8b", "--gpus", "64",
                       "--tokens", "1T", "--format", "json"});
    const json j = json::parse(r.out);
    const double days = j["days"].get<double>();
    QVERIFY(days < 365.0);
    bool sawCommitment = false, sawOnDemand = false;
    for (const auto& q : j["usd_rented"]) {
        const std::string term = q["term"].get<std::string>();
        const double hourly = q["usd_per_gpu_hour"].get<double>();
        if (term == "on_demand" || term == "spot") {
            sawOnDemand = true;
            SIL_FUZZY_COMPARE(q["usd"].get<double>(), hourly * days * 24.0 * 64, 1e-9);
            QCOMPARE(q["idle_days_after_run"].get<double>(), 0.0);
        } else if (term == "3_year") {
            sawCommitment = true;
            SIL_FUZZY_COMPARE(q["usd"].get<double>(), hourly * 3 * 8760.0 * 64, 1e-9);
            SIL_FUZZY_COMPARE(q["idle_days_after_run"].get<double>(), 3 * 365.0 - days, 1e-9);
            QVERIFY(q["usd_run_hours"].get<double>() < q["usd"].get<double>());
        }
    }
    QVERIFY(sawOnDemand);
    QVERIFY(sawCommitment);
    QCOMPARE(billedRentalHours(RentalTerm::OneYear, 9000.0), 2 * 8760.0);
    QCOMPARE(billedRentalHours(RentalTerm::OneMonth, 10.0), 730.0);
}

// An empty field carries no source or kind; a source reads as something a reader
// can find (title, publisher, date, URL), never a file path of ours.
void TestCli::showCitesOnlyValuesAndFindableSources() {
    const Run r = cli({"catalog", "show", "mi355x", "--format", "csv"});
    QCOMPARE(r.code, 0);
    const CsvParseResult rows = parseCsv(r.out);
    QVERIFY(rows.ok);
    int empty = 0;
    for (const auto& rec : rows.records)
        if (rec.cells.size() == 7 && rec.cells[1].empty() && rec.cells[0] != "field") {
            ++empty;
            QVERIFY2(rec.cells[4].empty() && rec.cells[5].empty(), rec.cells[0].c_str());
        }
    QVERIFY(empty > 0);
    const Run t = cli({"catalog", "show", "mi450x-ifoe64"});
    QVERIFY2(t.out.find("sources:") != std::string::npos, t.out.c_str());
    QVERIFY2(t.out.find("seeds/") == std::string::npos, t.out.c_str());
    const Run j = cli({"catalog", "show", "mi450x-ifoe64", "--format", "json"});
    const json shown = json::parse(j.out); // kept: the loop reads into it
    for (const auto& src : shown["sources"]) {
        const std::string ref = src["reference"].get<std::string>();
        // A seed document is named only beside an address or a way to obtain it.
        const bool findable =
            ref.find("https://") != std::string::npos || ref.find("Obtain: ") != std::string::npos;
        QVERIFY2(findable || (ref.find("seeds/") == std::string::npos &&
                              ref.find(".txt") == std::string::npos),
                 ref.c_str());
        QVERIFY2(!src["title"].get<std::string>().empty(), ref.c_str());
    }
}

void TestCli::searchAndShowFindWhatWasMeant() {
    const Run found = cli({"catalog", "search", "rubin", "--format", "json"});
    QVERIFY2(found.code == 0, found.err.c_str());
    const json hits = json::parse(found.out);
    QVERIFY(std::any_of(hits.begin(), hits.end(),
                        [](const json& h) { return h["id"] == "vr200" && h["kind"] == "chip"; }));
    const Run miss = cli({"catalog", "search", "mi355xx"});
    QCOMPARE(miss.code, 1);
    QVERIFY2(miss.err.find("mi355x") != std::string::npos, miss.err.c_str());
    // Ids are lower case: "MI355X" is mi355x; a near miss gets the nearest ids.
    const Run upper = cli({"catalog", "show", "MI355X", "--format", "json"});
    QVERIFY2(upper.code == 0, upper.err.c_str());
    QCOMPARE(json::parse(upper.out)["id"].get<std::string>(), std::string("mi355x"));
    const Run near = cli({"catalog", "show", "mi355"});
    QCOMPARE(near.code, 1);
    QVERIFY2(near.err.find("did you mean") != std::string::npos &&
                 near.err.find("mi355x") != std::string::npos,
             near.err.c_str());
    // A source read on the web says when it was read, and its words are quoted.
    const Run text = cli({"catalog", "show", "wse-3"});
    const Source* memorySource = test::shippedCatalog().source(
        test::shippedCatalog().chip("wse-3")->provenanceOf("memory_type").source_id);
    QVERIFY(memorySource);
    if (!memorySource->accessed_date.empty())
        QVERIFY2(text.out.find("(read " + memorySource->accessed_date + ")") != std::string::npos,
                 text.out.c_str());
    if (!memorySource->quote.empty())
        QVERIFY2(text.out.find(memorySource->quote.substr(0, 40)) != std::string::npos,
                 text.out.c_str());
    // A chip shows its memory type and availability, each with its source.
    const json wse = json::parse(cli({"catalog", "show", "wse-3", "--format", "json"}).out);
    QCOMPARE(wse["memory_type"].get<std::string>(), std::string("SRAM"));
    QVERIFY(wse["provenance"].contains("memory_type"));
}

void TestCli::listFiltersSortsAndPicksColumns() {
    const Run r = cli({"catalog", "list", "--kind", "chips", "--where", "memory_gb>=192", "--where",
                       "vendor=AMD", "--sort", "-dense_bf16_tflops", "--format", "json"});
    QVERIFY2(r.code == 0, r.err.c_str());
    const json chips = json::parse(r.out);
    QVERIFY(chips.size() >= 3);
    double previous = 1e300;
    for (const auto& chip : chips) {
        QCOMPARE(chip["vendor"].get<std::string>(), std::string("AMD"));
        QVERIFY(chip["memory_gb"].get<double>() >= 192);
        if (chip["dense_bf16_tflops"].is_number()) {
            QVERIFY(chip["dense_bf16_tflops"].get<double>() <= previous);
            previous = chip["dense_bf16_tflops"].get<double>();
        }
    }
    const Run cols =
        cli({"catalog", "list", "--kind", "chips", "--where", "memory_type~sram", "--columns",
             "id,memory_type,memory_gb,memory_bandwidth_gbps", "--format", "csv"});
    QVERIFY2(cols.code == 0, cols.err.c_str());
    QVERIFY2(cols.out.starts_with("id,memory_type,memory_gb (GB),memory_bandwidth_gbps (GB/s)\r\n"),
             cols.out.c_str());
    QVERIFY(cols.out.find("wse-3,SRAM") != std::string::npos);
    QVERIFY(cols.out.find("h100-sxm") == std::string::npos);
    // Values as the sources state them: groq's 0.23 GB of SRAM is not "0.2300".
    const Run table = cli({"catalog", "list", "--kind", "chips", "--where", "id=groq-lpu"});
    QVERIFY2(table.out.find(" 0.23 ") != std::string::npos &&
                 table.out.find("0.2300") == std::string::npos,
             table.out.c_str());
    const Run bad = cli({"catalog", "list", "--kind", "chips", "--where", "hbm>=1"});
    QCOMPARE(bad.code, 2);
    QVERIFY2(bad.err.find("no field \"hbm\"") != std::string::npos, bad.err.c_str());
}

void TestCli::exportKeepsEachValuesEvidence() {
    const Run r = cli({"catalog", "export", "--kind", "chips", "--format", "csv"});
    QVERIFY2(r.code == 0, r.err.c_str());
    const CsvParseResult rows = parseCsv(r.out);
    QVERIFY(rows.ok);
    const auto& header = rows.records.front().cells;
    auto column = [&](const std::string& name) {
        const auto it = std::find(header.begin(), header.end(), name);
        return it == header.end() ? std::size_t(-1) : std::size_t(it - header.begin());
    };
    for (const char* name : {"tdp_w (W)", "tdp_w_kind", "tdp_w_low (W)", "tdp_w_high (W)",
                             "tdp_w_source", "memory_bandwidth_gbps (GB/s)", "memory_type"})
        QVERIFY2(column(name) != std::size_t(-1), name);
    const Catalog& shipped = test::shippedCatalog();
    bool sawB300 = false;
    for (const auto& rec : rows.records) {
        if (rec.cells[0] != "b300") continue;
        sawB300 = true;
        const Provenance& p = shipped.chip("b300")->provenanceOf("tdp_w");
        QCOMPARE(rec.cells[column("tdp_w_source")], p.source_id);
        QCOMPARE(rec.cells[column("tdp_w_kind")], std::string(valueKindKey(p.kind)));
        QCOMPARE(rec.cells[column("tdp_w_high (W)")], formatFieldValue(FieldValue{*p.high}));
    }
    QVERIFY(sawB300);
    QVERIFY(r.out.find("e+") == std::string::npos);
    QVERIFY(!r.out.starts_with("\xEF\xBB\xBF"));
    const Run excel = cli({"catalog", "export", "--kind", "chips", "--excel"});
    QVERIFY(excel.out.starts_with("\xEF\xBB\xBF"));
    const Run longForm = cli({"catalog", "export", "--kind", "systems", "--long"});
    QVERIFY2(longForm.out.starts_with("id,field,value,unit,kind,low,high,source,note\r\n"),
             longForm.out.substr(0, 200).c_str());
    QVERIFY(longForm.out.find("\nmi355x-ubb8,scaleup_efficiency,") != std::string::npos);
    // Systems lend their chip's status only when read: the export keeps what is stored.
    const json all = json::parse(cli({"catalog", "export", "--format", "json"}).out);
    for (const auto& sys : all["systems"])
        if (sys["id"] == "vr200-nvl144") QVERIFY(sys["status"].is_null());
    const json shown = json::parse(cli({"catalog", "show", "vr200-nvl144", "--json"}).out);
    QCOMPARE(shown["status"].get<std::string>(),
             test::shippedCatalog().chip("vr200")->availability.status);
    QVERIFY(shown["provenance"]["status"]["note"].get<std::string>().find("vr200") !=
            std::string::npos);
}

void TestCli::compareChipsWithTheirEvidence() {
    const Run r =
        cli({"compare", "--chips", "mi355x,b300,tpu-v7", "--baseline", "b300", "--format", "json"});
    QVERIFY2(r.code == 0, r.err.c_str());
    const json cmp = json::parse(r.out);
    QCOMPARE(cmp["baseline"].get<std::string>(), std::string("b300"));
    const Catalog& shipped = test::shippedCatalog();
    bool sawBf16 = false;
    for (const auto& row : cmp["fields"]) {
        if (row["field"] != "dense_bf16_tflops") continue;
        sawBf16 = true;
        const json& mi = row["values"]["mi355x"];
        const Chip& chip = *shipped.chip("mi355x");
        QCOMPARE(mi["kind"].get<std::string>(),
                 std::string(valueKindKey(chip.provenanceOf("dense_bf16_tflops").kind)));
        QCOMPARE(mi["ratio_to_baseline"].get<double>(),
                 *chip.dense_tflops[index(Dtype::BF16)] /
                     *shipped.chip("b300")->dense_tflops[index(Dtype::BF16)]);
        QCOMPARE(row["values"]["b300"]["ratio_to_baseline"].get<double>(), 1.0);
    }
    QVERIFY(sawBf16);
    QVERIFY(!cmp["sources"].empty());
    const Run text = cli({"compare", "--chips", "MI355X,b300"});
    QVERIFY2(text.code == 0, text.err.c_str());
    QVERIFY2(text.out.find("[1] ") != std::string::npos, text.out.c_str());
    QVERIFY(text.out.find("/ mi355x") != std::string::npos);
    const Run one = cli({"compare", "--chips", "b300"});
    QCOMPARE(one.code, 2);
    const Run outside = cli({"compare", "--chips", "b300,h200", "--baseline", "h100-sxm"});
    QCOMPARE(outside.code, 2);
}

void TestCli::rankingsMarkAndCanHideWhatDoesNotShip() {
    const Run all = cli({"tco", "--format", "json"});
    QVERIFY2(all.code == 0, all.err.c_str());
    const Catalog& shipped = test::shippedCatalog();
    std::set<std::string> notShipping;
    for (const auto& row : json::parse(all.out)) {
        const std::string id = row["id"].get<std::string>();
        const System* s = shipped.system(id);
        QVERIFY(s);
        const Chip* chip = shipped.chip(s->chip_id);
        const std::string expected =
            s->availability.status.empty() ? chip->availability.status : s->availability.status;
        QCOMPARE(row["status"].is_null() ? std::string() : row["status"].get<std::string>(),
                 expected);
        if (expected != "shipping") notShipping.insert(id);
    }
    QVERIFY(!notShipping.empty());
    const Run shipping = cli({"tco", "--format", "json", "--shipping-only"});
    QVERIFY2(shipping.code == 0, shipping.err.c_str());
    const json kept = json::parse(shipping.out);
    QVERIFY(!kept.empty());
    for (const auto& row : kept) {
        QCOMPARE(row["status"].get<std::string>(), std::string("shipping"));
        QVERIFY(!notShipping.count(row["id"].get<std::string>()));
    }
    QVERIFY2(shipping.err.find("--shipping-only leaves out") != std::string::npos,
             shipping.err.c_str());
    const Run named = cli({"tco", "--shipping-only", "--systems", *notShipping.begin()});
    QCOMPARE(named.code, 1);
    QVERIFY2(named.err.find("left out by --shipping-only") != std::string::npos, named.err.c_str());
    const Run table = cli({"tco", "--format", "csv"});
    QVERIFY(table.out.substr(0, table.out.find('\r')).ends_with(",status"));
}

// catalog rank: every chip a row (not the first dozen), numbers plain, the metric chosen by
// --metric, an unknown metric a usage error naming the known ones.
void TestCli::catalogRankListsEveryChip() {
    const Run csv = cli({"catalog", "rank", "--metric", "fp8-per-watt", "--format", "csv"});
    QVERIFY2(csv.code == 0, csv.err.c_str());
    const auto parsed = parseCsv(csv.out);
    QVERIFY(parsed.ok);
    // Every chip this catalog holds (the shipped ones and any an earlier case imported).
    const Run chips = cli({"catalog", "list", "--kind", "chips", "--format", "json"});
    const std::size_t chipCount = json::parse(chips.out).size();
    QVERIFY(chipCount >= test::shippedCatalog().chips.size());
    QCOMPARE(parsed.records.size(), chipCount + 1);
    QCOMPARE(parsed.records[0].cells[3], std::string("fp8-per-watt"));
    QCOMPARE(parsed.records[1].cells[0], std::string("1"));
    QVERIFY(csv.out.find("e+") == std::string::npos);
    const Run js = cli({"catalog", "rank", "--metric", "memory-gb-per-kusd", "--format", "json"});
    QVERIFY2(js.code == 0, js.err.c_str());
    const json rows = json::parse(js.out);
    QCOMPARE(rows.size(), chipCount);
    QVERIFY(!rows[0]["basis"].get<std::string>().empty());
    const Run bad = cli({"catalog", "rank", "--metric", "flops"});
    QCOMPARE(bad.code, 2);
    QVERIFY2(bad.err.find("bf16-per-watt") != std::string::npos, bad.err.c_str());
}

// A CSV a European-locale spreadsheet saved (';' between fields, 1,5 for 1.5)
// imports; a number that reads either way is a question naming the cell, not a quote error.
void TestCli::europeanSpreadsheetCsvImports() {
    const QString path = dir_.filePath(QStringLiteral("eu.csv"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("id;chip_id;provider;term;usd_per_gpu_hour;date\r\n"
            "\"eu-h100-od\";h100-sxm;\"Euro Cloud\";on_demand;2,49;2026-10\r\n"
            "eu-h200-od;h200;Euro Cloud;on_demand;3,1;2026-10\r\n");
    f.close();
    const Run ok = cli({"catalog", "import", "--csv", path.toStdString()});
    QVERIFY2(ok.code == 0, ok.err.c_str());
    const Run shown = cli({"catalog", "show", "eu-h100-od", "--format", "json"});
    QCOMPARE(json::parse(shown.out)["usd_per_gpu_hour"].get<double>(), 2.49);

    const QString either = dir_.filePath(QStringLiteral("either.csv"));
    QFile g(either);
    QVERIFY(g.open(QIODevice::WriteOnly));
    g.write("id;name;vendor;tdp_w\nnew-eu-chip;New;ACME;1.500\n");
    g.close();
    const Run asked = cli({"catalog", "import", "--csv", either.toStdString()});
    QCOMPARE(asked.code, 1);
    QVERIFY2(asked.err.find("line 2, field tdp_w") != std::string::npos &&
                 asked.err.find("--decimal") != std::string::npos,
             asked.err.c_str());
    const Run thousands =
        cli({"catalog", "import", "--csv", either.toStdString(), "--decimal", ","});
    QVERIFY2(thousands.code == 0, thousands.err.c_str());
    const Run chip = cli({"catalog", "show", "new-eu-chip", "--format", "json"});
    QCOMPARE(json::parse(chip.out)["tdp_w"].get<double>(), 1500.0);
}

// The contract: `plan --format json` is an array, cheapest first, with these keys; a
// rate and a power budget together, or no demand, are errors.
void TestCli::planJsonContract() {
    const Run r = cli({"plan", "--model", "llama-3.1-70b", "--requests-per-minute", "50000",
                       "--prompt", "1000", "--output", "500", "--ttft-s", "2",
                       "--min-tokens-per-user", "30", "--weights", "fp8", "--systems",
                       "hgx-b200,mi355x-ubb8,hgx-h100,tpu-v6e-pod256", "--format", "json"});
    QVERIFY2(r.code == 0, r.err.c_str());
    const json arr = json::parse(r.out);
    QVERIFY(arr.is_array() && arr.size() == 4);
    double previous = 0;
    for (const json& o : arr) {
        for (const char* key : {"system", "fits", "why_not"})
            QVERIFY2(o.contains(key), key);
        if (!o["fits"].get<bool>()) continue;
        for (const char* key : {"layout",
                                "gpus",
                                "servers",
                                "racks",
                                "it_mw",
                                "facility_mw",
                                "capex_usd",
                                "opex_usd_per_year",
                                "requests_per_s",
                                "output_tokens_per_s",
                                "ttft_p50_s",
                                "ttft_p90_s",
                                "tpot_ms",
                                "goodput",
                                "usd_per_million_input_tokens",
                                "usd_per_million_output_tokens",
                                "usd_per_million_tokens_blended",
                                "usd_per_million_input_tokens_p10",
                                "usd_per_million_tokens_blended_p90",
                                "gpus_bought",
                                "j_per_input_token_gpu",
                                "j_per_output_token_gpu",
                                "j_per_input_token_facility",
                                "j_per_output_token_facility",
                                "output_tokens_per_s_per_mw",
                                "engine"})
            QVERIFY2(o.contains(key), key);
        for (const char* key : {"kind", "tp", "ep", "pp", "gpus_per_replica", "spans_nodes",
                                "prefill_replicas", "decode_replicas", "concurrency_per_replica"})
            QVERIFY2(o["layout"].contains(key), key);
        QVERIFY(o["tpot_ms"].get<double>() <= 1000.0 / 30 * (1 + 1e-9));
        if (o["usd_per_million_tokens_blended"].is_number()) {
            QVERIFY(o["usd_per_million_tokens_blended"].get<double>() >= previous);
            previous = o["usd_per_million_tokens_blended"].get<double>();
        }
    }
    // One default per-user floor (core's, the GUI's and the plan chart's): 30 tokens/s unless
    // told otherwise; "none" lifts it.
    const Run deflt = cli({"plan", "--model", "llama-3.1-8b", "--rate", "20", "--systems",
                           "hgx-h100", "--format", "json"});
    QVERIFY2(deflt.code == 0, deflt.err.c_str());
    QVERIFY(json::parse(deflt.out)[0]["tpot_ms"].get<double>() <= 1000.0 / 30 * (1 + 1e-9));
    const Run free = cli({"plan", "--model", "llama-3.1-8b", "--rate", "20", "--systems",
                          "hgx-h100", "--min-tokens-per-user", "none", "--format", "json"});
    QVERIFY2(free.code == 0, free.err.c_str());
    QVERIFY(json::parse(free.out)[0]["gpus"].get<int>() <=
            json::parse(deflt.out)[0]["gpus"].get<int>());
    const Run both = cli({"plan", "--model", "llama-3.1-70b", "--rate", "10", "--power-mw", "20"});
    QCOMPARE(both.code, 2);
    QVERIFY2(both.err.find("contradict") != std::string::npos, both.err.c_str());
    const Run none = cli({"plan", "--model", "llama-3.1-70b"});
    QCOMPARE(none.code, 2);
    QVERIFY2(none.err.find("needs a demand") != std::string::npos, none.err.c_str());
    const Run badP90 = cli(
        {"plan", "--model", "llama-3.1-70b", "--rate", "10", "--ttft-s", "2", "--ttft-p90-s", "1"});
    QCOMPARE(badP90.code, 2);
    QVERIFY2(badP90.err.find("ttft_p90_s") != std::string::npos, badP90.err.c_str());
    const Run budget = cli({"plan", "--model", "llama-3.1-70b", "--power-mw", "20", "--systems",
                            "gb200-nvl72", "--format", "json"});
    const json b = json::parse(budget.out)[0];
    QVERIFY(b["fits"].get<bool>());
    QVERIFY(b["facility_mw"].get<double>() <= 20.0);
    QVERIFY(b["requests_per_s"].get<double>() > 0);
}

// --pp pins a replica's pipeline stages, --tp its tensor parallelism, --ep its expert
// parallelism (with stages and no --tp, the tensor parallelism); a layout wider than a node is
// refused naming the stages that hold the model.
void TestCli::planPinsPipelineStages() {
    const Run pinned =
        cli({"plan", "--model", "deepseek-r1", "--rate", "1", "--weights", "fp8", "--systems",
             "hgx-h100", "--ep", "8", "--pp", "2", "--no-simulate", "--format", "json"});
    QVERIFY2(pinned.code == 0, pinned.err.c_str());
    const json p = json::parse(pinned.out)[0];
    QVERIFY2(p["fits"].get<bool>(), p.dump().c_str());
    QCOMPARE(p["layout"]["tp"].get<int>(), 8);
    QCOMPARE(p["layout"]["pp"].get<int>(), 2);
    QCOMPARE(p["layout"]["gpus_per_replica"].get<int>(), 16);
    QVERIFY(p["layout"]["spans_nodes"].get<bool>());
    const Run odd = cli({"plan", "--model", "llama-2-70b", "--rate", "1", "--pp", "3"});
    QCOMPARE(odd.code, 2);
    QVERIFY2(odd.err.find("--pp 3: a power of two") != std::string::npos, odd.err.c_str());
    const Run ep = cli({"plan", "--model", "deepseek-r1", "--rate", "1", "--tp", "4", "--ep", "2"});
    QCOMPARE(ep.code, 2);
    QVERIFY2(ep.err.find("a multiple of --tp") != std::string::npos, ep.err.c_str());
    const Run both = cli(
        {"plan", "--model", "deepseek-r1", "--rate", "1", "--tp", "8", "--ep", "16", "--pp", "2"});
    QCOMPARE(both.code, 2);
    QVERIFY2(both.err.find("either pipeline stages or attention groups") != std::string::npos,
             both.err.c_str());
    // Wider than --tp: attention groups of --tp GPUs share the experts, here over two nodes.
    const Run groups =
        cli({"plan", "--model", "deepseek-r1", "--rate", "1", "--weights", "fp8", "--systems",
             "hgx-h100", "--tp", "8", "--ep", "16", "--no-simulate", "--format", "json"});
    QVERIFY2(groups.code == 0, groups.err.c_str());
    const json g = json::parse(groups.out)[0];
    QVERIFY2(g["fits"].get<bool>(), g.dump().c_str());
    QCOMPARE(g["layout"]["ep"].get<int>(), 16);
    QCOMPARE(g["layout"]["dp"].get<int>(), 2);
    QCOMPARE(g["layout"]["pp"].get<int>(), 1);
    QCOMPARE(g["layout"]["gpus_per_replica"].get<int>(), 16);
    QVERIFY(g["layout"]["spans_nodes"].get<bool>());
    const Run wide =
        cli({"plan", "--model", "deepseek-r1", "--rate", "1", "--weights", "fp8", "--systems",
             "hgx-h100", "--tp", "16", "--no-simulate", "--format", "json"});
    QVERIFY2(wide.code == 0, wide.err.c_str());
    const json w = json::parse(wide.out)[0];
    QVERIFY(!w["fits"].get<bool>());
    QVERIFY2(w["why_not"].get<std::string>().find("--tp 8 --pp 2") != std::string::npos,
             w.dump().c_str());
}

// A scenario saved with a plan (the Plan tab's inputs) answers `plan --scenario F` alone, the
// same as the flags that say the same; a flag given wins over the saved value.
void TestCli::planFromTheScenariosPlan() {
    const QString path = dir_.filePath(QStringLiteral("fleet.json"));
    QVERIFY(test::writeFile(path, R"({"schema_version":4,"name":"fleet","plan":{
        "model":"llama-3.1-8b","weights":"fp8","demand_kind":"requests_per_minute",
        "demand":6000,"layout":"aggregated","traffic":{"prompt_tokens":2000,
        "output_tokens":300,"ttft_p50_s":1.5,"min_tokens_per_user":25}}})"));
    const std::vector<std::string> systems = {"--systems", "hgx-h100,hgx-b200", "--format", "json"};
    auto with = [&](std::vector<std::string> args) {
        args.insert(args.end(), systems.begin(), systems.end());
        return cli(args);
    };
    const Run saved = with({"plan", "--scenario", path.toStdString()});
    QVERIFY2(saved.code == 0, saved.err.c_str());
    const QString plain = dir_.filePath(QStringLiteral("fleet-no-plan.json"));
    QVERIFY(test::writeFile(plain, R"({"schema_version":1,"name":"fleet"})"));
    const Run flags =
        with({"plan", "--scenario", plain.toStdString(), "--model", "llama-3.1-8b", "--weights",
              "fp8", "--rate", "100", "--layout", "aggregated", "--prompt", "2000", "--output",
              "300", "--ttft-s", "1.5", "--min-tokens-per-user", "25"});
    QVERIFY2(flags.code == 0, flags.err.c_str());
    const json a = json::parse(saved.out), b = json::parse(flags.out);
    QCOMPARE(a.size(), std::size_t(2));
    for (std::size_t i = 0; i < a.size(); ++i) {
        QVERIFY(a[i]["system"] == b[i]["system"]);
        QVERIFY(a[i]["fits"].get<bool>());
        QCOMPARE(a[i]["layout"]["kind"].get<std::string>(), std::string("aggregated"));
        QVERIFY(a[i]["gpus"] == b[i]["gpus"]);
        QVERIFY(a[i]["usd_per_million_tokens_blended"] == b[i]["usd_per_million_tokens_blended"]);
    }
    // A power budget given on the command line replaces the saved rate.
    const Run budget = with({"plan", "--scenario", path.toStdString(), "--power-mw", "5"});
    QVERIFY2(budget.code == 0, budget.err.c_str());
    for (const json& o : json::parse(budget.out))
        if (o["fits"].get<bool>()) QVERIFY(o["facility_mw"].get<double>() <= 5.0);
    // A saved plan naming a model the catalog lacks says where the id came from.
    const QString ghost = dir_.filePath(QStringLiteral("ghost.json"));
    QVERIFY(test::writeFile(
        ghost, R"({"schema_version":4,"name":"g","plan":{"model":"gpt-9","demand":60}})"));
    const Run missing = with({"plan", "--scenario", ghost.toStdString()});
    QCOMPARE(missing.code, 1);
    QVERIFY2(missing.err.find("gpt-9\" (the scenario's plan)") != std::string::npos,
             missing.err.c_str());
}

// Every predicted answer carries its validation group's error band (docs/accuracy.md), or
// says plainly that no comparable run was held out: never a zero.
void TestCli::answersCarryErrorBands() {
    auto isEmptyBand = [](const json& b) {
        return b["n"].get<int>() == 0 && b["median_pct"].is_null() && b["p90_pct"].is_null() &&
               b["bias_pct"].is_null() &&
               b["reason"].get<std::string>().find("no comparable runs") != std::string::npos;
    };
    // TensorRT-LLM on Hopper, one static batch: the MLPerf H100 and H200 runs, held out.
    Run r = cli({"inference", "--system", "hgx-h100", "--model", "llama-2-70b", "--engine",
                 "tensorrt-llm", "--weights", "fp8", "--gpus", "8", "--tp", "8", "--batch", "64",
                 "--format", "json"});
    QVERIFY2(r.code == 0, r.err.c_str());
    json band = json::parse(r.out)["error_band"];
    QCOMPARE(band["group"].get<std::string>(),
             std::string("tensorrt-llm x hopper x static/offline"));
    QVERIFY(band["n"].get<int>() >= 2);
    QVERIFY(band["median_pct"].get<double>() > 0.0);
    QVERIFY(band["p90_pct"].get<double>() >= band["median_pct"].get<double>());
    QVERIFY(band["bias_pct"].is_number());
    // vLLM on CDNA4: the only MI355X run is open division, not counted.
    r = cli({"inference", "--system", "mi355x-ubb8", "--model", "llama-2-70b", "--weights", "fp8",
             "--gpus", "8", "--tp", "8", "--batch", "64", "--format", "json"});
    QVERIFY2(r.code == 0, r.err.c_str());
    band = json::parse(r.out)["error_band"];
    QVERIFY2(isEmptyBand(band), band.dump().c_str());
    // plan: latency-bound serving. MLPerf's Server and Interactive rows measure it for vLLM on
    // CDNA3 (AMD's submissions), so MI300X carries their band; no vLLM run on Hopper is latency
    // bound, so H200 under vLLM has none and the table says so.
    const std::vector<std::string> plan = {"plan",
                                           "--model",
                                           "llama-3.1-70b",
                                           "--requests-per-minute",
                                           "5000",
                                           "--prompt",
                                           "1000",
                                           "--output",
                                           "500",
                                           "--weights",
                                           "fp8",
                                           "--systems",
                                           "hgx-h200,mi300x-ubb8"};
    auto withFormat = [&](const char* f) {
        auto args = plan;
        args.insert(args.end(), {"--format", f});
        return cli(args);
    };
    r = withFormat("json");
    QVERIFY2(r.code == 0, r.err.c_str());
    for (const json& o : json::parse(r.out)) {
        QVERIFY2(o.contains("error_band"), o["system"].dump().c_str());
        QVERIFY(o["error_band"]["group"].get<std::string>().find("latency-bound serving") !=
                std::string::npos);
        if (o["system"] == "mi300x-ubb8") {
            QCOMPARE(o["error_band"]["group"].get<std::string>(),
                     std::string("vllm x cdna3 x latency-bound serving"));
            QVERIFY(o["error_band"]["n"].get<int>() >= 3);
        } else {
            QVERIFY2(isEmptyBand(o["error_band"]), o["error_band"].dump().c_str());
        }
    }
    r = withFormat("table");
    QVERIFY2(r.code == 0, r.err.c_str());
    QVERIFY(r.out.find("±") != std::string::npos);
    QVERIFY(r.out.find("no comparable runs") != std::string::npos);
    // train: no training run is in the validation set.
    r = cli({"train", "--system", "hgx-h200", "--model", "llama-3.1-8b", "--gpus", "64", "--tokens",
             "1T", "--format", "json"});
    QVERIFY2(r.code == 0, r.err.c_str());
    band = json::parse(r.out)["error_band"];
    QVERIFY(band["group"].get<std::string>().find("training") != std::string::npos);
    QVERIFY2(isEmptyBand(band), band.dump().c_str());
}

// The goal, over every shipped chip and not a sample: each `inference`, `plan` and `train`
// answer for a system built on it carries its group's band, or says plainly that there is none.
void TestCli::everyShippedChipsAnswersCarryABand() {
    const Catalog& catalog = test::shippedCatalog();
    auto bandIsSaid = [](const json& b, const char* regime) {
        if (!b.is_object() || b["group"].get<std::string>().find(regime) == std::string::npos)
            return false;
        if (b["n"].get<int>() == 0)
            return b["p90_pct"].is_null() &&
                   b["reason"].get<std::string>().find("no comparable runs") != std::string::npos;
        return b["p90_pct"].is_number() && b["median_pct"].is_number();
    };
    // Every system of every chip is answered: a figure with its band, or why there is none
    // (a chip announced without the specifications a prediction needs, a model that does not
    // fit); a band is checked wherever a figure is.
    auto check = [&](const std::vector<std::string>& args, const char* regime,
                     const std::function<const json*(const json&)>& answerOf) {
        const Run r = cli(args);
        QVERIFY2(r.code == 0, r.err.c_str());
        std::set<std::string> listed, bandedChips;
        for (const json& o : json::parse(r.out)) {
            const System* s = catalog.system(o["system"].get<std::string>());
            QVERIFY(s);
            listed.insert(s->id);
            const json* answer = answerOf(o);
            if (!answer) continue; // no figure predicted, and the answer says why
            QVERIFY2(bandIsSaid((*answer)["error_band"], regime),
                     (s->id + ": " + answer->value("error_band", json()).dump()).c_str());
            bandedChips.insert(s->chip_id);
        }
        for (const System& s : catalog.systems)
            QVERIFY2(listed.count(s.id), (args.front() + ": no answer for " + s.id).c_str());
        qInfo("%s: %zu systems answered, figures with a band (or none said) on %zu chips",
              args.front().c_str(), listed.size(), bandedChips.size());
        QVERIFY(bandedChips.size() * 10 >= catalog.chips.size() * 7); // most chips predict
    };
    // A model every chip can hold on its systems' GPUs.
    check({"inference", "--model", "llama-3.1-8b", "--weights", "bf16", "--format", "json"},
          "static/offline", [](const json& o) { return o.contains("error") ? nullptr : &o; });
    check({"plan", "--model", "llama-3.1-8b", "--requests-per-minute", "600", "--weights", "bf16",
           "--no-simulate", "--format", "json"},
          "latency-bound serving",
          [](const json& o) { return o["fits"].get<bool>() ? &o : nullptr; });
    check({"train", "--model", "llama-3.1-8b", "--tokens", "100B", "--deadline-days", "365",
           "--format", "json"},
          "training", [](const json& o) { return o["found"].get<bool>() ? &o["run"] : nullptr; });
}

void TestCli::trainJsonContract() {
    const Run r = cli({"train", "--system", "hgx-h200", "--model", "llama-3.1-8b", "--gpus", "64",
                       "--tokens", "1T", "--format", "json"});
    QCOMPARE(r.code, 0);
    const json j = json::parse(r.out);
    for (const char* key : {"tokens_per_s_per_gpu", "mfu_pct", "days", "usd_owned", "usd_rented",
                            "layout", "step_breakdown"})
        QVERIFY2(j.contains(key), key);
    QCOMPARE(j["layout"]["tp"].get<int>() * j["layout"]["pp"].get<int>() *
                 j["layout"]["dp"].get<int>(),
             64);
    QVERIFY(j["step_breakdown"].contains("compute_ms") &&
            j["step_breakdown"].contains("pp_bubble_ms"));
}

void TestCli::trainCountsInterruptions() {
    auto run = [&](const std::vector<std::string>& extra) {
        std::vector<std::string> a = {"train",  "--system", "hgx-h100", "--model", "llama-3.1-70b",
                                      "--gpus", "1024",     "--tokens", "2T",      "--format",
                                      "json"};
        a.insert(a.end(), extra.begin(), extra.end());
        const Run r = cli(a);
        if (r.code != 0) qWarning("%s", r.err.c_str());
        return json::parse(r.out);
    };
    const json j = run({});
    const double days = j["days"].get<double>();
    QVERIFY(j["effective_days"].get<double>() > days);
    QVERIFY(j["effective_days_p90"].get<double>() > j["effective_days"].get<double>());
    const json& f = j["interruptions"];
    QVERIFY(f["expected"].get<double>() > 0);
    const double lostHours = f["restart_hours"].get<double>() + f["recompute_hours"].get<double>() +
                             f["checkpoint_write_hours"].get<double>();
    QVERIFY(std::abs(j["effective_days"].get<double>() - days - lostHours / 24.0) < 1e-6 * days);
    QVERIFY(std::abs(j["goodput_pct"].get<double>() -
                     100.0 * days / j["effective_days"].get<double>()) < 1e-9);
    QCOMPARE(j["interruptions_by_cause"].size(), std::size_t(18));
    // The scenario's restart time lengthens the run; no interruptions, no loss.
    const json slow = run({"--set", "restart_minutes=60"});
    QVERIFY(slow["effective_days"].get<double>() > j["effective_days"].get<double>());
    const json none = run({"--set", "gpu_interruptions_per_1k_gpu_days=0", "--set",
                           "node_interruptions_per_1k_node_days=0"});
    QCOMPARE(none["goodput_pct"].get<double>(), 100.0);
    QVERIFY(j["effective_days_tornado"].empty()); // the shipped scenario gives no such range
    // A scenario's range on the restart time gives the run a tornado row.
    const QString path = dir_.filePath(QStringLiteral("restarts.json"));
    QVERIFY(test::writeFile(
        path, R"({"schema_version":6,"name":"restarts","assumptions":{"restart_minutes":10},)"
              R"("assumption_ranges":{"restart_minutes":{"low":5,"high":30}}})"));
    const json ranged = run({"--scenario", path.toStdString()});
    QCOMPARE(ranged["effective_days_tornado"].size(), std::size_t(1));
    const json& row = ranged["effective_days_tornado"][0];
    QCOMPARE(row["key"].get<std::string>(), std::string("restart_minutes"));
    QVERIFY(row["effective_days_at_low"].get<double>() < ranged["effective_days"].get<double>());
    QVERIFY(row["effective_days_at_high"].get<double>() > ranged["effective_days"].get<double>());
}

void TestCli::trainByDeadline() {
    const Run r = cli({"train", "--systems", "hgx-h100,gb200-nvl72", "--model", "llama-3.1-70b",
                       "--tokens", "15T", "--deadline-days", "90", "--format", "json"});
    QVERIFY2(r.code == 0, r.err.c_str());
    const json all = json::parse(r.out);
    QCOMPARE(all.size(), std::size_t(2));
    const json& h100 = all[0];
    QVERIFY(h100["found"].get<bool>());
    QCOMPARE(h100["unit"].get<std::string>(), std::string("server"));
    QCOMPARE(h100["gpus"].get<int>() % 8, 0);
    QVERIFY(h100["run"]["effective_days"].get<double>() <= 90.0);
    // More than the 2,048 GPUs a failure-free estimate would suggest: interruptions count.
    QVERIFY(h100["run"]["days"].get<double>() < h100["run"]["effective_days"].get<double>());
    QCOMPARE(h100["run"]["layout"]["gpus"].get<int>(), h100["gpus"].get<int>());
    const json& owned = h100["owned_sold_after_run"];
    QCOMPARE(owned["gpus_bought"].get<int>(), h100["gpus_bought"].get<int>());
    QCOMPARE(owned["cash_by_month"][0]["owned_cumulative_usd"].get<double>(),
             owned["capex_usd"].get<double>());
    QVERIFY(h100["run"]["usd_owned_effective"].get<double>() >
            h100["run"]["usd_owned"].get<double>());
    const json& gb200 = all[1];
    QVERIFY(gb200["found"].get<bool>());
    QCOMPARE(gb200["unit"].get<std::string>(), std::string("rack"));
    QCOMPARE(gb200["gpus"].get<int>(), 72 * gb200["units"].get<int>());
    // 405B on 15.6T tokens in a day: a 4M-token batch cannot spread over enough GPUs.
    const Run refused = cli({"train", "--system", "hgx-h100", "--model", "llama-3.1-405b",
                             "--tokens", "15.6T", "--seq", "4096", "--global-batch", "1024",
                             "--deadline-days", "1", "--format", "json"});
    QCOMPARE(refused.code, 0);
    const json no = json::parse(refused.out);
    QVERIFY(!no["found"].get<bool>());
    QVERIFY(no["why_not"].get<std::string>().find("data parallelism") != std::string::npos);
    // The table and CSV carry the same answer; --gpus is the search's to choose.
    const Run csv = cli({"train", "--system", "hgx-h100", "--model", "llama-3.1-70b", "--tokens",
                         "15T", "--deadline-days", "90", "--format", "csv"});
    QCOMPARE(csv.code, 0);
    QVERIFY2(csv.out.find("hgx-h100,yes," + std::to_string(h100["gpus"].get<int>())) !=
                 std::string::npos,
             csv.out.c_str());
    const Run cash = cli({"train", "--system", "hgx-h100", "--model", "llama-3.1-70b", "--tokens",
                          "15T", "--deadline-days", "90", "--cash", "--format", "csv"});
    QCOMPARE(cash.code, 0);
    QVERIFY2(cash.out.rfind("month,owned_cumulative_usd,rented_cumulative_usd", 0) == 0 &&
                 cash.out.find("\n0,") != std::string::npos,
             cash.out.c_str());
    const json months = h100["owned_sold_after_run"]["cash_by_month"];
    QCOMPARE(std::size_t(std::count(cash.out.begin(), cash.out.end(), '\n')), months.size() + 1);
    const Run withGpus = cli({"train", "--model", "llama-3.1-70b", "--tokens", "15T",
                              "--deadline-days", "90", "--gpus", "64"});
    QCOMPARE(withGpus.code, 2);
}

// --hall-mw, --hall-rack-kw and --hall-cooling reach the planner and the deadline search,
// refusals name the hall, and what fits says what is left of it.
void TestCli::theHallLimitsPlanAndTrain() {
    const Run air = cli({"plan", "--model", "llama-3.1-70b", "--rate", "20", "--systems",
                         "hgx-h100,gb200-nvl72", "--no-simulate", "--hall-cooling", "air",
                         "--hall-mw", "5", "--format", "json"});
    QVERIFY2(air.code == 0, air.err.c_str());
    const json plans = json::parse(air.out);
    bool sawH100 = false, sawNvl72 = false;
    for (const json& o : plans) {
        if (o["system"] == "hgx-h100") {
            sawH100 = true;
            QVERIFY(o["fits"].get<bool>());
            QCOMPARE(o["hall"]["cooling"].get<std::string>(), std::string("air"));
            QVERIFY(std::abs(o["hall"]["mw_left"].get<double>() -
                             (5.0 - o["facility_mw"].get<double>())) < 1e-9);
        } else if (o["system"] == "gb200-nvl72") {
            sawNvl72 = true;
            QVERIFY(!o["fits"].get<bool>());
            QVERIFY(o["why_not"].get<std::string>().find("air-cooled") != std::string::npos);
        }
    }
    QVERIFY(sawH100 && sawNvl72);
    const Run train = cli({"train", "--system", "hgx-h100", "--model", "llama-3.1-70b", "--tokens",
                           "15T", "--deadline-days", "90", "--hall-rack-kw", "25", "--hall-mw",
                           "30", "--format", "json"});
    QVERIFY2(train.code == 0, train.err.c_str());
    const json t = json::parse(train.out);
    QVERIFY(t["found"].get<bool>());
    QVERIFY(t["rack_it_kw"].get<double>() <= 25.0);
    QVERIFY(t["racks"].get<int>() * 2 >= t["gpus_bought"].get<int>() / 8);
    QVERIFY(t["facility_mw"].get<double>() <= 30.0);
    const Run bad =
        cli({"plan", "--model", "llama-3.1-70b", "--rate", "20", "--hall-cooling", "water"});
    QCOMPARE(bad.code, 2);
    QVERIFY2(bad.err.find("--hall-cooling") != std::string::npos, bad.err.c_str());
    const Run negative =
        cli({"plan", "--model", "llama-3.1-70b", "--rate", "20", "--hall-mw", "-1"});
    QCOMPARE(negative.code, 2);
}

void TestCli::teamCommands() {
    const std::vector<std::string> value = {"--entity", "chip", "--id", "h200", "--field", "tdp_w"};
    auto with = [](std::vector<std::string> a, const std::vector<std::string>& b) {
        a.insert(a.end(), b.begin(), b.end());
        return a;
    };
    if (teamDb_.isEmpty()) {
        const Run r = cli(with({"team", "history"}, value));
        QCOMPARE(r.code, 2);
        QVERIFY2(QString::fromStdString(r.err).contains(QStringLiteral("need a team catalog")),
                 r.err.c_str());
        return;
    }
    QCOMPARE(cli({"catalog", "set", "chips", "h200", "tdp_w", "650", "--note", "lab"}).code, 0);
    QCOMPARE(cli({"catalog", "set", "chips", "h200", "tdp_w", "660"}).code, 0);
    Run r = cli(with({"team", "history", "--format", "json"}, value));
    QVERIFY2(r.code == 0, r.err.c_str());
    json h = json::parse(r.out);
    QCOMPARE(h.size(), std::size_t(2));
    QCOMPARE(h[0]["new_value"].get<std::string>(), std::string("660"));
    QCOMPARE(h[0]["old_value"].get<std::string>(), std::string("650"));
    QCOMPARE(h[0]["changed_by"].get<std::string>(), std::string("sil_editor"));
    QVERIFY(h[1]["old_value"].is_null()); // the catalog's own value before the first edit
    const std::string first = std::to_string(h[1]["history_id"].get<long long>());
    QCOMPARE(cli(with({"team", "revert", "--to", first}, value)).code, 0);
    r = cli({"catalog", "show", "h200", "--format", "json"});
    QCOMPARE(json::parse(r.out)["tdp_w"].get<double>(), 650.0);
    r = cli({"team", "status", "--format", "json"});
    QCOMPARE(r.code, 0);
    const json status = json::parse(r.out);
    QCOMPARE(status["role"].get<std::string>(), std::string("editor"));
    QCOMPARE(status["offline"].get<bool>(), false);
    // A snapshot is a plain user database: it opens with --db FILE, without the server.
    const QString snap = dir_.filePath(QStringLiteral("team-snapshot.sqlite"));
    r = cli({"team", "snapshot", "--out", snap.toStdString()});
    QVERIFY2(r.code == 0, r.err.c_str());
    std::ostringstream out, err;
    QCOMPARE(cli::run({"--db", snap.toStdString(), "catalog", "show", "h200", "--format", "json"},
                      out, err),
             0);
    QCOMPARE(json::parse(out.str())["tdp_w"].get<double>(), 650.0);
    // Reverting to the catalog's own value, then an editor may not run team init.
    QCOMPARE(cli(with({"team", "revert"}, value)).code, 0);
    r = cli({"team", "init"});
    QCOMPARE(r.code, 1);
    QVERIFY2(QString::fromStdString(r.err).contains(QStringLiteral("team init could not")),
             r.err.c_str());
}

void TestCli::errors_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("expected");
    QTest::newRow("no command") << QStringList{} << 2 << "no command given";
    QTest::newRow("unknown command") << QStringList{"fly"} << 2 << "unknown command";
    QTest::newRow("catalog without subcommand")
        << QStringList{"catalog"} << 2 << "catalog needs a subcommand";
    QTest::newRow("unknown subcommand")
        << QStringList{"scenario", "delete"} << 2 << "unknown scenario subcommand";
    QTest::newRow("inference without model")
        << QStringList{"inference", "--system", "hgx-h200"} << 2 << "--model ID is required";
    QTest::newRow("inference unknown model")
        << QStringList{"inference", "--system", "hgx-h200", "--model", "gpt-9"} << 1
        << "unknown model";
    QTest::newRow("inference bad weights")
        << QStringList{"inference", "--model", "llama-3.1-8b", "--weights", "int3"} << 2
        << "--weights";
    QTest::newRow("inference bad tp")
        << QStringList{"inference", "--system", "hgx-h200", "--model", "llama-3.1-8b", "--tp", "3"}
        << 1 << "must divide";
    QTest::newRow("train without tokens")
        << QStringList{"train", "--system", "hgx-h200", "--model", "llama-3.1-8b"} << 2
        << "--tokens";
    QTest::newRow("train bad tokens")
        << QStringList{"train", "--tokens", "lots"} << 2 << "--tokens";
    QTest::newRow("train bad deadline")
        << QStringList{"train",           "--model", "llama-3.1-8b", "--tokens", "1T",
                       "--deadline-days", "-3"}
        << 2 << "--deadline-days";
    QTest::newRow("unknown option") << QStringList{"tco", "--colour"} << 2 << "unknown option";
    QTest::newRow("bad format") << QStringList{"tco", "--format", "xml"} << 2 << "--format";
    QTest::newRow("bad set key") << QStringList{"tco", "--set", "pue2=1"} << 2
                                 << "unknown assumption";
    QTest::newRow("bad set value")
        << QStringList{"tco", "--set", "pue=high"} << 2 << "pue: expected a number";
    QTest::newRow("unknown system")
        << QStringList{"tco", "--systems", "dgx-1"} << 1 << "unknown system \"dgx-1\"";
    QTest::newRow("unknown scenario")
        << QStringList{"tco", "--scenario", "nope"} << 1 << "no scenario named";
    QTest::newRow("missing scenario file")
        << QStringList{"tco", "--scenario", "/nonexistent/s.json"} << 1 << "no such file";
    QTest::newRow("bad op") << QStringList{"collective", "--system", "hgx-h200", "--op",
                                           "gossip",     "--ranks",  "8"}
                            << 2 << "--op";
    QTest::newRow("bad ranks") << QStringList{"collective", "--system", "hgx-h200", "--op",
                                              "all_reduce", "--ranks",  "-3"}
                               << 2 << "--ranks";
    QTest::newRow("bad sizes") << QStringList{"collective", "--system",   "hgx-h200",
                                              "--op",       "all_reduce", "--ranks",
                                              "8",          "--sizes",    "1GiB:1KiB"}
                               << 2 << "runs backwards";
    QTest::newRow("import missing file")
        << QStringList{"catalog", "import", "--csv", "/nonexistent.csv"} << 1
        << "/nonexistent.csv: no such file";
    QTest::newRow("show unknown") << QStringList{"catalog", "show", "zzz"} << 1
                                  << "no chip, system, price, model, API price, engine or source";
    QTest::newRow("set bad value")
        << QStringList{"catalog", "set", "chips", "h200", "tdp_w", "-1"} << 1 << "field tdp_w";
}

void TestCli::errors() {
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, expected);
    std::vector<std::string> a;
    for (const auto& s : args)
        a.push_back(s.toStdString());
    const Run r = cli(a);
    QCOMPARE(r.code, code);
    QVERIFY(r.out.empty());
    QVERIFY2(QString::fromStdString(r.err).contains(expected), r.err.c_str());
}

// A flag a command does not use changes nothing while the user believes it did: refused,
// naming it. The command table is the one list of each command's flags; every flag it lists is
// one the parser knows.
// inference's options of a run under load are refused by name without --concurrency or --rate
// (the analytic answer has no use for them); with --rate, vLLM V0's settings reach the
// simulated run and its JSON.
void TestCli::loadOnlyFlagsNeedALoadAndReachTheRun() {
    for (const char* flag : {"--num-scheduler-steps", "--num-prompts", "--block-size"}) {
        const Run r =
            cli({"inference", "--system", "hgx-h100", "--model", "llama-3.1-8b", flag, "8"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.find(std::string(flag) + " sets a simulated run under load") !=
                     std::string::npos,
                 r.err.c_str());
    }
    const Run v0 = cli({"inference", "--system", "hgx-h100", "--model", "llama-3.1-8b", "--rate",
                        "5", "--num-prompts", "60", "--num-scheduler-steps", "8",
                        "--no-chunked-prefill", "--block-size", "32", "--format", "json"});
    QCOMPARE(v0.code, 0);
    const auto j = nlohmann::json::parse(v0.out);
    QVERIFY2(j["scheduler"].get<std::string>().find("vLLM V0") != std::string::npos,
             v0.out.c_str());
    QVERIFY(j["scheduler"].get<std::string>().find("8 decode steps") != std::string::npos);
    QCOMPARE(j["block_size"].get<int>(), 32);
    // TensorRT-LLM's context chunking, as NVIDIA's MLPerf configs set it; no other engine has it.
    const Run chunkedAlone = cli({"inference", "--system", "hgx-h100", "--model", "llama-3.1-8b",
                                  "--engine", "tensorrt-llm", "--chunked-context"});
    QCOMPARE(chunkedAlone.code, 2);
    QVERIFY2(chunkedAlone.err.find("--chunked-context sets a simulated run under load") !=
                 std::string::npos,
             chunkedAlone.err.c_str());
    const Run trtllm = cli({"inference", "--system", "hgx-h100", "--model", "llama-3.1-8b",
                            "--engine", "tensorrt-llm", "--rate", "5", "--num-prompts", "60",
                            "--chunk-tokens", "256", "--chunked-context", "--format", "json"});
    QCOMPARE(trtllm.code, 0);
    QVERIFY2(nlohmann::json::parse(trtllm.out)["scheduler"].get<std::string>().find(
                 "chunked context") != std::string::npos,
             trtllm.out.c_str());
    const Run vllm = cli({"inference", "--system", "hgx-h100", "--model", "llama-3.1-8b",
                          "--engine", "vllm", "--rate", "5", "--chunked-context"});
    QCOMPARE(vllm.code, 2);
    QVERIFY2(vllm.err.find("--chunked-context sets TensorRT-LLM's scheduler") != std::string::npos,
             vllm.err.c_str());
}

void TestCli::unusedOptionsAreRefused() {
    const Run api = cli({"buy-rent-api", "--model", "llama-3.1-70b", "--requests-per-minute",
                         "5000", "--ttft-s", "0.01"});
    QCOMPARE(api.code, 2);
    QVERIFY2(api.err.find("buy-rent-api does not use --requests-per-minute") != std::string::npos,
             api.err.c_str());
    const Run tco = cli({"tco", "--model", "llama-3.1-70b"});
    QCOMPARE(tco.code, 2);
    QVERIFY2(tco.err.find("does not use --model") != std::string::npos, tco.err.c_str());
    const Run power = cli({"buy-rent-api", "--model", "llama-3.1-70b", "--power-mw", "1"});
    QCOMPARE(power.code, 2);
    // What a command does take still runs, global options included.
    QCOMPARE(cli({"buy-rent-api", "--model", "llama-3.1-70b", "--term", "1-year", "--systems",
                  "hgx-h100", "--format", "json"})
                 .code,
             0);
    for (const auto& cmd : cli::commandTable())
        for (const auto& flag : cli::flagsOf(cmd)) {
            const auto parsed = cli::parseArguments({flag, "1", "x"});
            QVERIFY2(parsed.ok || parsed.error.find("unknown option") == std::string::npos,
                     (std::string(cmd.words) + ": " + flag + ": " + parsed.error).c_str());
        }
}

// packaging/siliconomics-cli.1 is `siliconomics-cli --man`: generated from the command table, so
// it lists every command (plan, inference, train, buy-rent-api, measurements, fit, accuracy,
// report) and cannot drift from --help.
void TestCli::manPageIsTheCommandTable() {
    const Run man = cli({"--man"});
    QCOMPARE(man.code, 0);
    for (const auto& cmd : cli::commandTable()) {
        std::string words;
        for (char ch : cmd.words)
            words += ch == '-' ? std::string("\\-") : std::string(1, ch);
        QVERIFY2(man.out.find(".B " + words + "\n") != std::string::npos, words.c_str());
    }
    QFile shipped(QStringLiteral(SIL_SOURCE_DIR "/packaging/siliconomics-cli.1"));
    QVERIFY(shipped.open(QIODevice::ReadOnly));
    QVERIFY2(shipped.readAll().toStdString() == man.out,
             "packaging/siliconomics-cli.1 differs from siliconomics-cli --man: regenerate it "
             "(build/bin/siliconomics-cli --man > packaging/siliconomics-cli.1)");
}

void TestCli::planSaysWhatTheSimulationFinds() {
    const Run r = cli({"plan", "--model", "llama-3.1-70b", "--systems", "hgx-h100", "--rate", "5",
                       "--layout", "aggregated", "--weights", "fp8", "--format", "json"});
    QVERIFY2(r.code == 0, r.err.c_str());
    const json p = json::parse(r.out).front();
    QVERIFY(p["fits"].get<bool>());
    const json& sim = p["simulated"];
    for (const char* key : {"ttft_ms_p50", "ttft_ms_p90", "ttft_ms_p99", "tpot_ms_p50",
                            "tpot_ms_p90", "tpot_ms_p99", "itl_ms_p99", "e2e_s_p50", "goodput"})
        QVERIFY2(sim[key].is_number(), key);
    QVERIFY(p["analytic_vs_simulated_gpus"].is_number());
    SIL_FUZZY_COMPARE(p["analytic_vs_simulated_gpus"].get<double>(),
                      p["analytic_gpus"].get<double>() / sim["gpus_needed"].get<double>(), 1e-12);
    // The fleet is the simulation's count; the analytic one stays beside it.
    QCOMPARE(p["sized_by"].get<std::string>(), std::string("simulation"));
    QCOMPARE(p["gpus"].get<int>(), sim["gpus_needed"].get<int>());
    QVERIFY(sim["meets_targets"].get<bool>());
    QVERIFY(sim["at_analytic_plan"]["ttft_ms_p50"].is_number());
    const Run table = cli({"plan", "--model", "llama-3.1-70b", "--systems", "hgx-h100", "--rate",
                           "5", "--layout", "aggregated", "--weights", "fp8"});
    QVERIFY(table.out.find("analytic_gpus") != std::string::npos);
    QVERIFY(table.out.find("GPUs sized by simulation") != std::string::npos);
    // --tp pins the replicas' tensor parallelism; one past the scale-up domain says why not.
    const Run pinned =
        cli({"plan", "--model", "llama-3.1-70b", "--systems", "hgx-h100", "--rate", "5", "--layout",
             "aggregated", "--weights", "fp8", "--tp", "4", "--no-simulate", "--format", "json"});
    QVERIFY2(pinned.code == 0, pinned.err.c_str());
    const json pin = json::parse(pinned.out).front();
    QVERIFY(pin["fits"].get<bool>());
    QCOMPARE(pin["layout"]["tp"].get<int>(), 4);
    const Run wide = cli({"plan", "--model", "llama-3.1-70b", "--systems", "hgx-h100", "--rate",
                          "5", "--tp", "16", "--no-simulate", "--format", "json"});
    QVERIFY2(wide.code == 0, wide.err.c_str());
    const json w = json::parse(wide.out).front();
    QVERIFY(!w["fits"].get<bool>());
    QVERIFY2(w["why_not"].get<std::string>().find("scale-up domain") != std::string::npos,
             w["why_not"].get<std::string>().c_str());
    QCOMPARE(cli({"plan", "--model", "llama-3.1-70b", "--rate", "5", "--tp", "3"}).code, 2);
    const Run contradiction = cli(
        {"plan", "--model", "llama-3.1-70b", "--rate", "5", "--ttft-p99-s", "1", "--no-simulate"});
    QCOMPARE(contradiction.code, 2);
    QVERIFY2(contradiction.err.find("--no-simulate") != std::string::npos,
             contradiction.err.c_str());
}

// train lists every quote's cost, each marked offer or analyst reference; --term keeps that
// term's offers (reference rates only with --reference-quotes).
void TestCli::trainRentsOnTheTermAsked() {
    const std::vector<std::string> base = {"train",        "--system", "hgx-h100", "--model",
                                           "llama-3.1-8b", "--gpus",   "64",       "--tokens",
                                           "1T",           "--format", "json"};
    auto rows = [&](std::vector<std::string> extra) {
        std::vector<std::string> args = base;
        args.insert(args.end(), extra.begin(), extra.end());
        const Run r = cli(args);
        if (r.code != 0) qWarning("%s", r.err.c_str());
        return r.code == 0 ? json::parse(r.out)["usd_rented"] : json::array();
    };
    const json all = rows({});
    bool sawReference = false, sawTerms = false;
    for (const auto& q : all) {
        sawReference = sawReference || q["is_reference"].get<bool>();
        sawTerms = sawTerms || q["term"].get<std::string>() != "on_demand";
    }
    QVERIFY(sawReference && sawTerms);
    const json threeYear = rows({"--term", "3-year"});
    QVERIFY(!threeYear.empty());
    for (const auto& q : threeYear) {
        QCOMPARE(q["term"].get<std::string>(), std::string("3_year"));
        QVERIFY(!q["is_reference"].get<bool>());
    }
    const json withReference = rows({"--term", "3-year", "--reference-quotes"});
    QVERIFY(withReference.size() > threeYear.size());
}

QTEST_GUILESS_MAIN(TestCli)
#include "TestCli.moc"
