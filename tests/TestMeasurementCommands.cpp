// measurements import|list|delete and accuracy, run
// in-process exactly as a user types them. Runs twice under ctest: with --db on a SQLite file
// (TestMeasurementCommands) and on a team catalog (TestMeasurementCommands_pg, postgresql://).
#include "PgTestServer.h"
#include "TestSupport.h"

#include "app/cli/Cli.h"

#include <QFile>
#include <QObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <cmath>
#include <nlohmann/json.hpp>
#include <sstream>

using namespace sil;
using nlohmann::json;

namespace {

// How many stored rows a command skipped as not being measured points (its warnings).
std::size_t skippedRows(const std::string& err) {
    std::size_t n = 0;
    for (auto at = err.find("skipped: not a stored"); at != std::string::npos;
         at = err.find("skipped: not a stored", at + 1))
        ++n;
    return n;
}

struct Run {
    int code;
    std::string out;
    std::string err;
};

const char* kNccl = SIL_SOURCE_DIR "/database/calibration/nccl_h200_n2.json";

} // namespace

class TestMeasurementCommands : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void importListAccuracyDelete();
    void truncatedFileImportsNothing();
    void unknownIdsAndFormatsAreNamed();
    void aFileImportedTwiceIsRefused();
    void aPointWithNoGpuCountIsRefused();
    void weightsOnImportSetThePrecisionPredicted();
    void fitOnTooFewPointsIsRefusedAndFittedAnswersSayIt();
    void teamRowHistoryAndRevert();
    void aBadStoredRowIsSkippedWithAWarning();
    void listShowsAThousandUnlessLimited();
    void listReadsOnlyThePageItShows();

private:
    Run cli(std::vector<std::string> args);
    std::size_t stored();
    bool insertBadRow();
    QTemporaryDir dir_;
    std::string db_;
    QString teamDatabase_; // the PostgreSQL database on the team-catalog run
};

Run TestMeasurementCommands::cli(std::vector<std::string> args) {
    args.insert(args.begin(), {"--db", db_});
    std::ostringstream out, err;
    const int code = cli::run(args, out, err);
    return {code, out.str(), err.str()};
}

std::size_t TestMeasurementCommands::stored() {
    const Run r = cli({"measurements", "list", "--format", "json"});
    if (r.code != 0) return 9999;
    return json::parse(r.out).size();
}

bool TestMeasurementCommands::insertBadRow() {
    // A row that is not a measured point: written past the app into the SQLite file, or on a
    // team server as a superuser before the server checked points.
    const char* bad = "INSERT INTO measurements (imported_at, imported_by, file_name, "
                      "source_format, system_id, kind, point) VALUES ('x', 'x', 'bad.json', "
                      "'vllm', 'hgx-h200', 'decode', '{not json')";
    if (!teamDatabase_.isEmpty()) {
        auto& pg = test::PgTestServer::instance();
        return pg.exec(QStringLiteral("ALTER TABLE siliconomics.measurements DROP CONSTRAINT "
                                      "measurements_point_check; SET search_path TO "
                                      "siliconomics; %1; ALTER TABLE measurements ADD "
                                      "CONSTRAINT measurements_point_check CHECK "
                                      "(measurement_point_ok(point, kind)) NOT VALID")
                           .arg(QLatin1String(bad)),
                       teamDatabase_);
    }
    bool ok = false;
    {
        QSqlDatabase lite =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("bad-row"));
        lite.setDatabaseName(QString::fromStdString(db_));
        ok = lite.open() && QSqlQuery(lite).exec(QLatin1String(bad));
        lite.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("bad-row"));
    return ok;
}

void TestMeasurementCommands::initTestCase() {
    qputenv("USER", "measurement-tester");
    db_ = dir_.filePath(QStringLiteral("user.sqlite")).toStdString();
    if (test::testBackend() == QLatin1String("postgresql")) {
        SIL_REQUIRE_PG();
        auto& pg = test::PgTestServer::instance();
        teamDatabase_ = pg.createTeamCatalog(QStringLiteral("meas"));
        db_ = pg.url(QStringLiteral("sil_editor"), teamDatabase_).toStdString();
    }
}

void TestMeasurementCommands::importListAccuracyDelete() {
    Run r = cli({"measurements", "import", "--file", kNccl, "--from", "calibration", "--system",
                 "hgx-h200"});
    QVERIFY2(r.code == 0, r.err.c_str());
    const std::size_t collectives = stored();
    QVERIFY2(collectives >= 20, r.err.c_str());
    // A vLLM `bench serve --save-result` file written by hand from vLLM's keys: it names the
    // model but not the GPU count, which the user gives.
    const std::string vllm =
        test::dataPath(QStringLiteral("measurements/vllm_h200_llama70b_hand.json")).toStdString();
    r = cli({"measurements", "import", "--file", vllm, "--from", "vllm", "--system", "hgx-h200",
             "--gpus", "8", "--engine", "sglang"});
    QVERIFY2(r.code == 0, r.err.c_str());
    // The file says vllm: it wins, with a warning.
    QVERIFY2(r.err.find("warning") != std::string::npos &&
                 r.err.find("engine \"vllm\"") != std::string::npos,
             r.err.c_str());
    QCOMPARE(stored(), collectives + 1);

    r = cli({"measurements", "list", "--format", "json"});
    QCOMPARE(r.code, 0);
    const json list = json::parse(r.out);
    const json& first = list.front();
    QCOMPARE(first["file"].get<std::string>(), std::string("nccl_h200_n2.json"));
    // $USER names the importer of a SQLite file; a team server stamps its own session user,
    // whatever $USER says.
    const std::string importer =
        test::testBackend() == QLatin1String("postgresql") ? "sil_editor" : "measurement-tester";
    QCOMPARE(first["imported_by"].get<std::string>(), importer);
    QVERIFY(first["imported_at"].get<std::string>().starts_with("20"));
    QCOMPARE(first["kind"].get<std::string>(), std::string("collective"));
    const json& last = list.back();
    QCOMPARE(last["file"].get<std::string>(), std::string("vllm_h200_llama70b_hand.json"));
    QCOMPARE(last["model"].get<std::string>(), std::string("llama-3.1-70b"));
    QCOMPARE(last["engine"].get<std::string>(), std::string("vllm"));
    QCOMPARE(last["gpus"].get<int>(), 8);
    r = cli({"measurements", "list"});
    QVERIFY(r.out.find("nccl_h200_n2.json") != std::string::npos);
    QVERIFY(r.out.find(importer) != std::string::npos);

    r = cli({"accuracy", "--format", "json"});
    QVERIFY2(r.code == 0, r.err.c_str());
    const json acc = json::parse(r.out);
    QCOMPARE(acc["fitted"].get<bool>(), false);
    QCOMPARE(acc["points"].size(), collectives + 1);
    for (const json& p : acc["points"]) {
        QVERIFY2(p["error"].is_number(), p.dump().c_str());
        const double e = p["error"].get<double>();
        QVERIFY2(std::isfinite(e) && std::abs(e) < 3.0, p.dump().c_str());
        QCOMPARE(p["fitted"].get<bool>(), false);
        QCOMPARE(p["system"].get<std::string>(), std::string("hgx-h200"));
        QVERIFY(p.contains("quantity") && p.contains("unit"));
        if (p["kind"] == "collective") {
            QCOMPARE(p["unit"].get<std::string>(), std::string("us"));
        } else {
            QCOMPARE(p["kind"].get<std::string>(), std::string("serving"));
            QCOMPARE(p["unit"].get<std::string>(), std::string("tokens/s/GPU"));
            // 1,359.7 output tokens/s over 8 GPUs.
            QVERIFY(std::abs(p["measured"].get<double>() - 1359.7 / 8) < 1e-6);
            QCOMPARE(p["engine_in_file"].get<std::string>(), std::string("vllm"));
            // Predicted under the profile the file names when the catalog holds it, else under
            // the PyTorch calibration path, and the JSON says which.
            const bool catalogHasVllm = test::shippedCatalog().engine("vllm") != nullptr;
            QCOMPARE(p["engine"].get<std::string>(),
                     std::string(catalogHasVllm ? "vllm" : "pytorch-eager-graphs"));
        }
    }
    // Nothing is fitted on these points: each is its own validation, with its group's band
    // (the user's points join their own system's bands), and the protocol's bands are listed.
    for (const json& p : acc["points"]) {
        QVERIFY2(p["validation_error"].is_number(), p.dump().c_str());
        QVERIFY(std::abs(p["validation_error"].get<double>() - p["error"].get<double>()) < 1e-9);
        QVERIFY2(p["error_band"]["n"].get<int>() >= 1, p.dump().c_str());
        QVERIFY(p["error_band"]["group"].get<std::string>().find(
                    p["kind"] == "collective" ? "collective" : "serving") != std::string::npos);
    }
    QVERIFY(acc["bands"].is_array() && acc["bands"].size() >= 4);
    for (const json& s : acc["summary"])
        QCOMPARE(s["fitted_excluded"].get<int>(), 0);
    QCOMPARE(acc["summary"].size(), std::size_t{2});
    for (const json& s : acc["summary"])
        QVERIFY(s["worst_abs_error"].get<double>() >= s["median_abs_error"].get<double>());
    r = cli({"accuracy"});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.find("median_abs_error_pct") != std::string::npos);
    QVERIFY(r.err.find("fitted") != std::string::npos);

    // Fitted on the vLLM point alone, the profile matches it in sample; its validation is the
    // prediction the catalog made before the fit (no other point to refit on), never ~0 %.
    double before = NAN;
    for (const json& p : acc["points"])
        if (p["kind"] == "serving") before = p["error"].get<double>();
    QVERIFY(std::abs(before) > 0.01);
    r = cli({"fit", "--system", "hgx-h200", "--kind", "serving", "--only", "prefill"});
    QVERIFY2(r.code == 0, r.err.c_str());
    r = cli({"accuracy", "--format", "json"});
    QVERIFY2(r.code == 0, r.err.c_str());
    const json afterFit = json::parse(r.out);
    QCOMPARE(afterFit["fitted"].get<bool>(), true);
    for (const json& p : afterFit["points"]) {
        if (p["kind"] != "serving") continue;
        QVERIFY(p["fitted"].get<bool>());
        QVERIFY2(std::abs(p["error"].get<double>()) < 0.01, p.dump().c_str());
        QVERIFY2(std::abs(p["validation_error"].get<double>() - before) < 1e-4, p.dump().c_str());
    }
    for (const json& s : afterFit["summary"])
        if (s["kind"] == "serving") {
            QCOMPARE(s["fitted_excluded"].get<int>(), 1);
            QCOMPARE(s["points"].get<int>(), 0);
            QVERIFY(s["median_abs_error"].is_null());
        }

    const int id = list.back()["id"].get<int>();
    r = cli({"measurements", "delete", std::to_string(id)});
    QVERIFY2(r.code == 0, r.err.c_str());
    QCOMPARE(stored(), collectives);
    r = cli({"measurements", "delete", std::to_string(id)});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.find(std::to_string(id)) != std::string::npos, r.err.c_str());
}

void TestMeasurementCommands::truncatedFileImportsNothing() {
    const std::size_t before = stored();
    QFile full(test::dataPath(QStringLiteral("measurements/vllm_h200_llama70b_hand.json")));
    QVERIFY(full.open(QIODevice::ReadOnly));
    const QByteArray text = full.readAll();
    const QString cut = dir_.filePath(QStringLiteral("cut.json"));
    QFile out(cut);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(text.left(text.indexOf("\"mean_ttft_ms\"") + 10));
    out.close();
    const Run r = cli({"measurements", "import", "--file", cut.toStdString(), "--from", "vllm",
                       "--system", "hgx-h200", "--gpus", "8"});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.find("cut.json:") != std::string::npos, r.err.c_str());
    QVERIFY2(r.err.find("nothing was imported") != std::string::npos, r.err.c_str());
    QCOMPARE(stored(), before);
    // nccl-tests output cut off mid-table: refused at its line.
    const Run n =
        cli({"measurements", "import", "--file",
             test::dataPath(QStringLiteral("measurements/nccl_truncated.txt")).toStdString(),
             "--from", "nccl-tests", "--system", "hgx-h200"});
    QCOMPARE(n.code, 1);
    QVERIFY2(n.err.find("nccl_truncated.txt:23:") != std::string::npos, n.err.c_str());
    QCOMPARE(stored(), before);
}

void TestMeasurementCommands::unknownIdsAndFormatsAreNamed() {
    Run r = cli({"measurements", "import", "--file", kNccl, "--from", "calibration", "--system",
                 "no-such-box"});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.find("no-such-box") != std::string::npos, r.err.c_str());
    r = cli({"measurements", "import", "--file", kNccl, "--from", "calibration", "--system",
             "hgx-h200", "--model", "no-such-model"});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.find("no-such-model") != std::string::npos, r.err.c_str());
    r = cli({"measurements", "import", "--file", kNccl, "--from", "csv", "--system", "hgx-h200"});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.find("\"csv\"") != std::string::npos, r.err.c_str());
    r = cli({"measurements", "delete", "abc"});
    QCOMPARE(r.code, 2);
}

// The same measurements imported again for the same system (the same file, or a copy under
// another name) would be counted twice by the medians: refused, naming the earlier import.
void TestMeasurementCommands::aFileImportedTwiceIsRefused() {
    const std::string vllm =
        test::dataPath(QStringLiteral("measurements/vllm_save_result.json")).toStdString();
    const std::size_t before = stored();
    Run r =
        cli({"measurements", "import", "--file", vllm, "--from", "vllm", "--system", "hgx-h100"});
    QVERIFY2(r.code == 0, r.err.c_str());
    QCOMPARE(stored(), before + 1);
    const std::string firstId =
        std::to_string(json::parse(cli({"measurements", "list", "--format", "json"}).out)
                           .back()["id"]
                           .get<long long>());
    QFile::remove(dir_.filePath(QStringLiteral("renamed.json")));
    QVERIFY(
        QFile::copy(QString::fromStdString(vllm), dir_.filePath(QStringLiteral("renamed.json"))));
    for (const std::string& file :
         {vllm, dir_.filePath(QStringLiteral("renamed.json")).toStdString()}) {
        // Other options do not make it other measurements.
        r = cli({"measurements", "import", "--file", file, "--from", "vllm", "--system", "hgx-h100",
                 "--engine", "vllm", "--weights", "fp8"});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.find("already imported for hgx-h100") != std::string::npos &&
                     r.err.find("measurements " + firstId) != std::string::npos &&
                     r.err.find("vllm_save_result.json") != std::string::npos &&
                     r.err.find("nothing was imported") != std::string::npos,
                 r.err.c_str());
        QCOMPARE(stored(), before + 1);
    }
    // For another system it is another claim; a file with one number changed is another file.
    r = cli({"measurements", "import", "--file", vllm, "--from", "vllm", "--system", "hgx-h200"});
    QVERIFY2(r.code == 0, r.err.c_str());
    QFile in(QString::fromStdString(vllm));
    QVERIFY(in.open(QIODevice::ReadOnly));
    QByteArray text = in.readAll();
    text.replace("\"median_ttft_ms\": 380.2", "\"median_ttft_ms\": 380.3");
    const QString changed = dir_.filePath(QStringLiteral("changed.json"));
    QFile out(changed);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(text);
    out.close();
    r = cli({"measurements", "import", "--file", changed.toStdString(), "--from", "vllm",
             "--system", "hgx-h100"});
    QVERIFY2(r.code == 0, r.err.c_str());
    QCOMPARE(stored(), before + 3);
    // Deleted, it may come back.
    QCOMPARE(cli({"measurements", "delete", firstId}).code, 0);
    r = cli({"measurements", "import", "--file", vllm, "--from", "vllm", "--system", "hgx-h100"});
    QVERIFY2(r.code == 0, r.err.c_str());
    QCOMPARE(stored(), before + 3);
}

// A model run whose GPU count neither the file nor --gpus gives could never be predicted:
// refused at import, naming the file and line, instead of an n/a in every accuracy table later.
void TestMeasurementCommands::aPointWithNoGpuCountIsRefused() {
    const std::string vllm =
        test::dataPath(QStringLiteral("measurements/vllm_h200_llama70b_hand.json")).toStdString();
    const std::size_t before = stored();
    Run r = cli(
        {"measurements", "import", "--file", vllm, "--from", "vllm", "--system", "mi300x-ubb8"});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.find("vllm_h200_llama70b_hand.json:1: gpus:") != std::string::npos &&
                 r.err.find("--gpus N") != std::string::npos &&
                 r.err.find("nothing was imported") != std::string::npos,
             r.err.c_str());
    QCOMPARE(stored(), before);
    r = cli({"measurements", "import", "--file", vllm, "--from", "vllm", "--system", "mi300x-ubb8",
             "--gpus", "8"});
    QVERIFY2(r.code == 0, r.err.c_str());
    QCOMPARE(stored(), before + 1);
}

// An FP8 run is predicted at FP8: --weights says so where the file does not, and the file's own
// quantization field wins over it, with a warning.
void TestMeasurementCommands::weightsOnImportSetThePrecisionPredicted() {
    const std::string vllm =
        test::dataPath(QStringLiteral("measurements/vllm_h200_llama70b_hand.json")).toStdString();
    const std::string system = "dgx-b200";
    auto import = [&](const std::string& file, std::vector<std::string> extra) {
        std::vector<std::string> args = {"measurements", "import",   "--file", file,     "--from",
                                         "vllm",         "--system", system,   "--gpus", "8"};
        args.insert(args.end(), extra.begin(), extra.end());
        return cli(args);
    };
    // The one point stored for the system: its id and what accuracy predicts for it.
    auto point = [&]() -> std::pair<std::string, double> {
        const json acc = json::parse(cli({"accuracy", "--format", "json"}).out);
        for (const json& p : acc["points"])
            if (p["system"] == system)
                return {std::to_string(p["id"].get<long long>()),
                        p["predicted"].is_number() ? p["predicted"].get<double>() : -1.0};
        return {"", -2.0};
    };
    Run r = import(vllm, {});
    QVERIFY2(r.code == 0, r.err.c_str());
    const auto [bf16Id, bf16] = point();
    QCOMPARE(cli({"measurements", "delete", bf16Id}).code, 0);
    r = import(vllm, {"--weights", "fp8"});
    QVERIFY2(r.code == 0, r.err.c_str());
    const auto [fp8Id, fp8] = point();
    QVERIFY2(bf16 > 0 && fp8 > 0, r.err.c_str());
    // Half the weight bytes read a decode step: the FP8 run is predicted faster.
    QVERIFY2(fp8 > bf16 * 1.05, (std::to_string(fp8) + " vs " + std::to_string(bf16)).c_str());
    QCOMPARE(cli({"measurements", "delete", fp8Id}).code, 0);

    // The file states fp8 (vLLM bench's --metadata quantization=fp8): it wins over --weights.
    QFile in(QString::fromStdString(vllm));
    QVERIFY(in.open(QIODevice::ReadOnly));
    QByteArray text = in.readAll();
    text.insert(int(text.indexOf('{')) + 1, "\"quantization\": \"fp8\", ");
    const QString fp8File = dir_.filePath(QStringLiteral("fp8.json"));
    QFile out(fp8File);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(text);
    out.close();
    r = import(fp8File.toStdString(), {"--weights", "bf16"});
    QVERIFY2(r.code == 0, r.err.c_str());
    QVERIFY2(r.err.find("fp8.json:1: the file says fp8 weights, not --weights bf16; using the "
                        "file's") != std::string::npos,
             r.err.c_str());
    const auto [fileId, fromFile] = point();
    QVERIFY2(std::abs(fromFile - fp8) < 1e-9 * fp8, r.err.c_str());
    QCOMPARE(cli({"measurements", "delete", fileId}).code, 0);

    // A precision the model has no format for is said, and --weights decides.
    text.replace("\"fp8\"", "\"awq\"");
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(text);
    out.close();
    r = import(fp8File.toStdString(), {"--weights", "fp8"});
    QVERIFY2(r.code == 0, r.err.c_str());
    QVERIFY2(r.err.find("precision \"awq\", which is not bf16, fp8 or fp4; predicted with fp8") !=
                 std::string::npos,
             r.err.c_str());
    QVERIFY(std::abs(point().second - fp8) < 1e-9 * fp8);
}

// One imported vLLM run cannot pin the three serving parameters: the fit is refused with the
// number it needs. Fitting one parameter (--only) is allowed; --dry-run stores nothing; once a
// fitted profile is stored, every answer for that system says it uses it.
void TestMeasurementCommands::fitOnTooFewPointsIsRefusedAndFittedAnswersSayIt() {
    const std::string vllm =
        test::dataPath(QStringLiteral("measurements/vllm_h200_llama70b_hand.json")).toStdString();
    Run r = cli({"measurements", "import", "--file", vllm, "--from", "vllm", "--system", "hgx-b200",
                 "--gpus", "8"});
    QVERIFY2(r.code == 0, r.err.c_str());
    r = cli({"fit", "--system", "hgx-b200", "--kind", "serving"});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.find("needs at least 3") != std::string::npos &&
                 r.err.find("has 1") != std::string::npos &&
                 r.err.find("--only") != std::string::npos,
             r.err.c_str());

    auto fitted = [&](const std::vector<std::string>& command) {
        std::vector<std::string> args = command;
        args.insert(args.end(), {"--format", "json"});
        const Run run = cli(args);
        if (run.code != 0) return std::string("error: ") + run.err;
        json j = json::parse(run.out);
        if (j.is_array()) j = j.front();
        return std::string(j["engine_fitted"].get<bool>() ? "fitted" : "shipped");
    };
    const std::vector<std::string> inference = {"inference", "--system", "hgx-b200", "--model",
                                                "llama-3.1-70b"};
    const std::vector<std::string> plan = {"plan",          "--systems", "hgx-b200", "--model",
                                           "llama-3.1-70b", "--rate",    "5"};
    QCOMPARE(fitted(inference), std::string("shipped"));

    r = cli({"fit", "--system", "hgx-b200", "--kind", "serving", "--only", "prefill", "--dry-run",
             "--format", "json"});
    QVERIFY2(r.code == 0, r.err.c_str());
    const json dry = json::parse(r.out);
    QCOMPARE(dry["stored"].get<bool>(), false);
    QCOMPARE(dry["fitted_parameters"].size(), std::size_t(1));
    QVERIFY(dry["fitted_parameters"].contains("prefill_compute_efficiency"));
    QVERIFY2(r.err.find("nothing stored") != std::string::npos, r.err.c_str());
    QCOMPARE(fitted(inference), std::string("shipped"));
    QCOMPARE(fitted(plan), std::string("shipped"));

    r = cli({"fit", "--system", "hgx-b200", "--kind", "serving", "--only", "prefill"});
    QVERIFY2(r.code == 0, r.err.c_str());
    QCOMPARE(fitted(inference), std::string("fitted"));
    QCOMPARE(fitted(plan), std::string("fitted"));
    r = cli({"plan", "--systems", "hgx-b200", "--model", "llama-3.1-70b", "--rate", "5"});
    QVERIFY2(r.out.find("engine fitted on this system") != std::string::npos, r.out.c_str());
}

void TestMeasurementCommands::teamRowHistoryAndRevert() {
    if (teamDatabase_.isEmpty()) {
        const Run r = cli({"team", "history", "--entity", "measurement", "--id", "1"});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.find("need a team catalog") != std::string::npos, r.err.c_str());
        return;
    }
    Run r = cli({"measurements", "import", "--file", kNccl, "--from", "calibration", "--system",
                 "h200-nvl-8x"});
    QVERIFY2(r.code == 0, r.err.c_str());
    const std::size_t before = stored();
    r = cli({"measurements", "list", "--format", "json"});
    const std::string id = std::to_string(json::parse(r.out).back()["id"].get<long long>());
    QCOMPARE(cli({"measurements", "delete", id}).code, 0);
    QCOMPARE(stored(), before - 1);
    r = cli({"team", "history", "--entity", "measurement", "--id", id, "--format", "json"});
    QVERIFY2(r.code == 0, r.err.c_str());
    const json h = json::parse(r.out);
    QCOMPARE(h.size(), std::size_t(2));
    QCOMPARE(h[0]["action"].get<std::string>(), std::string("delete"));
    QCOMPARE(h[0]["changed_by"].get<std::string>(), std::string("sil_editor"));
    QVERIFY(h[0]["new_row"].is_null());
    QCOMPARE(h[1]["action"].get<std::string>(), std::string("insert"));
    QCOMPARE(h[1]["new_row"]["imported_by"].get<std::string>(), std::string("sil_editor"));
    r = cli({"team", "revert", "--entity", "measurement", "--id", id});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.find("--to HISTORY_ID") != std::string::npos, r.err.c_str());
    const std::string insert = std::to_string(h[1]["history_id"].get<long long>());
    r = cli({"team", "revert", "--entity", "measurement", "--id", id, "--to", insert});
    QVERIFY2(r.code == 0, r.err.c_str());
    QCOMPARE(stored(), before);
}

void TestMeasurementCommands::aBadStoredRowIsSkippedWithAWarning() {
    const std::size_t before = stored();
    QVERIFY(before > 0 && before != 9999);
    QVERIFY(insertBadRow());
    // fit reads them too (here on a system with no points of its own, so that it stops there).
    for (const std::vector<std::string>& command :
         {std::vector<std::string>{"measurements", "list"},
          {"accuracy"},
          {"fit", "--system", "hgx-b300"}}) {
        const Run r = cli(command);
        QVERIFY2(r.err.find("skipped: not a stored measured point") != std::string::npos,
                 r.err.c_str());
        if (command[0] != "fit") QVERIFY2(r.code == 0, r.err.c_str());
    }
    QCOMPARE(stored(), before);
}

// measurements list shows the first 1,000 points unless --limit says otherwise (0: all), and
// says on standard error how many it left out.
void TestMeasurementCommands::listShowsAThousandUnlessLimited() {
    Run r = cli({"measurements", "import", "--file", kNccl, "--from", "calibration", "--system",
                 "hgx-b200"});
    QVERIFY2(r.code == 0, r.err.c_str());
    r = cli({"measurements", "list", "--format", "json", "--limit", "0"});
    QVERIFY2(r.code == 0, r.err.c_str());
    const std::size_t shown = json::parse(r.out).size();
    QVERIFY(shown >= 20 && shown < 1000);
    QVERIFY(r.err.find("showing") == std::string::npos);
    // Stored: the points shown and the rows skipped as not being points (an earlier test's).
    const std::size_t all = shown + skippedRows(r.err);
    r = cli({"measurements", "list", "--format", "json"});
    QCOMPARE(json::parse(r.out).size(), shown);
    QVERIFY(r.err.find("showing") == std::string::npos);
    r = cli({"measurements", "list", "--format", "json", "--limit", "3"});
    QVERIFY2(r.code == 0, r.err.c_str());
    const json three = json::parse(r.out);
    QCOMPARE(three.size(), std::size_t(3));
    QVERIFY(three[0]["id"].get<long long>() < three[2]["id"].get<long long>());
    QVERIFY2(r.err.find("showing the first 3 of " + std::to_string(all) + " stored points") !=
                 std::string::npos,
             r.err.c_str());
    r = cli({"measurements", "list", "--limit", "-1"});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.find("--limit") != std::string::npos, r.err.c_str());
}

// The database reads the page and counts the rest: a bad row past the page is never read (a
// list that read every row would warn about it), and --system filters in the query.
void TestMeasurementCommands::listReadsOnlyThePageItShows() {
    QVERIFY(insertBadRow()); // the newest row, after every point shown below
    Run r = cli({"measurements", "list", "--format", "json", "--limit", "0"});
    QVERIFY2(r.code == 0, r.err.c_str());
    const json every = json::parse(r.out);
    const std::size_t all = every.size() + skippedRows(r.err);
    QVERIFY2(skippedRows(r.err) >= 1, r.err.c_str());
    r = cli({"measurements", "list", "--format", "json", "--limit", "2"});
    QVERIFY2(r.code == 0, r.err.c_str());
    QCOMPARE(json::parse(r.out).size(), std::size_t(2));
    QCOMPARE(skippedRows(r.err), std::size_t(0));
    QVERIFY2(r.err.find("showing the first 2 of " + std::to_string(all) + " stored points") !=
                 std::string::npos,
             r.err.c_str());
    // One system's points, counted for that system; the bad row is another system's.
    std::size_t b200 = 0;
    for (const json& row : every)
        b200 += row["system"] == "hgx-b200" ? 1 : 0;
    QVERIFY(b200 > 2 && b200 < every.size());
    r = cli({"measurements", "list", "--format", "json", "--system", "hgx-b200", "--limit", "2"});
    QVERIFY2(r.code == 0, r.err.c_str());
    const json two = json::parse(r.out);
    QCOMPARE(two.size(), std::size_t(2));
    QCOMPARE(two[1]["system"].get<std::string>(), std::string("hgx-b200"));
    QCOMPARE(skippedRows(r.err), std::size_t(0));
    QVERIFY2(r.err.find("showing the first 2 of " + std::to_string(b200) + " stored points") !=
                 std::string::npos,
             r.err.c_str());
    r = cli({"measurements", "list", "--system", "no-such-system"});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.find("no-such-system") != std::string::npos, r.err.c_str());
}

QTEST_GUILESS_MAIN(TestMeasurementCommands)
#include "TestMeasurementCommands.moc"
