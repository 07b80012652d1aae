// Users' own benchmark files: each parser over golden files written from the
// real formats (tests/data/measurements/) and the project's calibration files; every bad file
// is refused whole, with a message naming file, line and key.
#include "TestPaths.h"
#include "TestSupport.h"

#include "core/measurements/measurements.h"
#include "core/measurements/parse_support.h"

#include <QObject>

#include <cmath>
#include <fstream>
#include <iterator>

using namespace sil;

namespace {

std::string readText(const QString& file) {
    const std::string path =
        file.startsWith("src:")
            ? std::string(SIL_SOURCE_DIR) + "/" + file.mid(4).toStdString()
            : std::string(SIL_TEST_DATA_DIR) + "/measurements/" + file.toStdString();
    std::ifstream in(path, std::ios::binary);
    if (!in) qFatal("cannot read %s", path.c_str());
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

MeasurementParseResult parseFile(const QString& format, const QString& file,
                                 const QString& op = {}) {
    return parseMeasurements(format.toStdString(), readText(file), file.toStdString(),
                             op.toStdString());
}

bool near(std::optional<double> v, double want, double rel = 1e-9) {
    return v && std::abs(*v - want) <= rel * std::max(1.0, std::abs(want));
}

bool anyWarning(const MeasurementParseResult& r, const char* part) {
    for (const auto& w : r.warnings)
        if (w.find(part) != std::string::npos) return true;
    return false;
}

} // namespace

class TestMeasurements : public QObject {
    Q_OBJECT
private slots:
    void parse_data();
    void parse();
    void vllmValues();
    void vllmDetailedAndAppend();
    void sglangAllAtOnceRows();
    void pythonNonFiniteLiterals();
    void ttftInclusiveTpotIsNotTpot();
    void aiperfUnits();
    void ncclTests();
    void inferenceX();
    void contradictionsNameTheLikelyUnit();
    void mlperf();
    void calibration();
    void unknownFormat();
};

void TestMeasurements::parse_data() {
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("op");
    QTest::addColumn<int>("points"); // -1: refused
    QTest::addColumn<int>("line");   // of the refusal
    QTest::addColumn<QString>("key");

    auto good = [](const char* name, const char* format, const char* file, int points,
                   const char* op = "") {
        QTest::newRow(name) << format << file << op << points << 0 << "";
    };
    auto bad = [](const char* name, const char* format, const char* file, int line, const char* key,
                  const char* op = "") {
        QTest::newRow(name) << format << file << op << -1 << line << key;
    };
    good("vllm save-result", "vllm", "vllm_save_result.json", 1);
    good("vllm append-result", "vllm", "vllm_append.jsonl", 3);
    good("vllm save-detailed", "vllm", "vllm_detailed.json", 1);
    good("vllm ttft in tpot", "vllm", "vllm_ttft_in_tpot.json", 1);
    bad("vllm truncated", "vllm", "vllm_truncated.json", 1, "request_goodput");
    bad("vllm missing key", "vllm", "vllm_missing_key.json", 1, "output_throughput");
    bad("vllm negative throughput", "vllm", "vllm_negative.json", 22, "output_throughput");
    bad("vllm NaN throughput", "vllm", "vllm_nan.json", 1, "request_throughput");
    bad("vllm append bad line", "vllm", "vllm_append_bad_line.jsonl", 3, "tokenizer_id");
    // A file that contradicts itself is refused whole, naming the key.
    bad("vllm completed > num_prompts", "vllm", "vllm_completed_over_prompts.json", 1, "completed");
    bad("vllm throughput 10x its tokens", "vllm", "vllm_throughput_10x.json", 1,
        "output_throughput");
    bad("vllm duration in ms", "vllm", "vllm_duration_ms.json", 1, "output_throughput");
    bad("vllm latencies in seconds", "vllm", "vllm_latency_seconds.json", 1, "mean_e2el_ms");
    bad("vllm empty", "vllm", "empty.json", 1, "(file)");
    bad("vllm not vllm", "vllm", "aiperf_profile_export.json", 1, "completed");

    good("aiperf", "aiperf", "aiperf_profile_export.json", 1);
    good("genai-perf", "aiperf", "genai_perf_export.json", 1);
    bad("aiperf bad unit", "aiperf", "aiperf_bad_unit.json", 27, "time_to_first_token.unit");
    bad("aiperf missing key", "aiperf", "aiperf_missing_key.json", 1, "output_token_throughput");
    bad("aiperf empty", "aiperf", "blank.txt", 1, "(file)");

    good("nccl-tests all_reduce", "nccl-tests", "nccl_all_reduce_h200x8.txt", 26);
    good("nccl-tests op given", "nccl-tests", "nccl_all_gather_no_name.txt", 16, "all_gather");
    bad("nccl-tests no op", "nccl-tests", "nccl_all_gather_no_name.txt", 1, "op");
    bad("nccl-tests wrong columns", "nccl-tests", "nccl_bad_columns.txt", 16, "row");
    bad("nccl-tests truncated", "nccl-tests", "nccl_truncated.txt", 23, "row");
    bad("nccl-tests not nccl", "nccl-tests", "vllm_save_result.json", 1, "header");
    bad("nccl-tests empty", "nccl-tests", "empty.json", 1, "(file)");

    good("inferencex agg", "inferencex", "inferencex_agg.json", 1);
    good("inferencex rows", "inferencex", "inferencex_rows.json", 3);
    good("inferencex csv", "inferencex", "inferencex_rows.csv", 2);
    bad("inferencex missing tput", "inferencex", "inferencex_missing_tput.json", 57,
        "tput_per_gpu");
    bad("inferencex wrong columns", "inferencex", "inferencex_bad_columns.csv", 3, "row");
    bad("inferencex empty", "inferencex", "empty.json", 1, "(file)");

    good("mlperf v5.1", "mlperf", "mlperf_summary_v51.csv", 3);
    good("mlperf v4.1", "mlperf", "mlperf_summary_v41.csv", 3);
    good("mlperf mixed units", "mlperf", "mlperf_summary_mixed_units.csv", 4);
    bad("mlperf wrong columns", "mlperf", "mlperf_bad_columns.csv", 3, "row");
    bad("mlperf negative result", "mlperf", "mlperf_negative.csv", 4, "Result");
    bad("mlperf empty", "mlperf", "empty.json", 1, "(file)");

    good("calibration nccl", "calibration", "src:database/calibration/nccl_h200_n2.json", 84);
    good("calibration llm", "calibration", "src:database/calibration/llm_h200_cal.json", 9);
    good("calibration moe", "calibration", "src:database/calibration/moe_h200_cal.json", 0);
    good("calibration serving", "calibration", "calibration_serving_power_h100_excerpt.json", 2);
    bad("calibration missing time", "calibration", "calibration_missing_time.json", 35,
        "rows[3].time_us");
    bad("calibration not calibration", "calibration", "genai_perf_export.json", 1, "rows");
}

void TestMeasurements::parse() {
    QFETCH(QString, format);
    QFETCH(QString, file);
    QFETCH(QString, op);
    QFETCH(int, points);
    QFETCH(int, line);
    QFETCH(QString, key);
    const auto r = parseFile(format, file, op);
    if (points >= 0) {
        QVERIFY2(r.ok, r.error.text().c_str());
        if (points > 0) QCOMPARE(static_cast<int>(r.points.size()), points);
        QVERIFY(!r.points.empty());
        for (const auto& p : r.points) {
            QCOMPARE(QString::fromStdString(p.source_format), format);
            QCOMPARE(QString::fromStdString(p.file), file);
            QVERIFY(p.line >= 1);
        }
        return;
    }
    QVERIFY2(!r.ok, "a bad file was accepted");
    QVERIFY(r.points.empty()); // nothing half-imported
    const QString text = QString::fromStdString(r.error.text());
    QVERIFY2(text.startsWith(file + ":" + QString::number(line) + ": " + key + ": "),
             qPrintable(text));
    QCOMPARE(static_cast<int>(r.error.line), line);
    QCOMPARE(QString::fromStdString(r.error.key), key);
    QVERIFY(!r.error.message.empty());
}

void TestMeasurements::vllmValues() {
    const auto r = parseFile("vllm", "vllm_save_result.json");
    QVERIFY2(r.ok, r.error.text().c_str());
    const MeasuredPoint& p = r.points.at(0);
    QCOMPARE(p.kind, MeasurementKind::Serving);
    QCOMPARE(p.model, std::string("meta-llama/Llama-3.1-70B-Instruct"));
    QCOMPARE(p.engine, std::string("vllm"));
    QCOMPARE(p.system, std::string("H200"));
    QCOMPARE(p.gpus, std::optional<int>(8));
    QCOMPARE(p.tp, std::optional<int>(8));
    QVERIFY(near(p.concurrency, 64));
    QVERIFY(near(p.prompt_tokens, 1024));
    QVERIFY(near(p.output_tokens, 1024));
    QVERIFY(near(p.request_throughput_per_s, 3.42));
    QVERIFY(near(p.output_tokens_per_s, 3502.1));
    QVERIFY(near(p.output_tokens_per_s_per_gpu, 3502.1 / 8));
    QVERIFY(near(p.total_tokens_per_s, 7004.2));
    QVERIFY(near(p.ttft_ms.mean, 412.5));
    QVERIFY(near(p.ttft_ms.median, 380.2));
    QVERIFY(near(p.ttft_ms.p99, 1210.7));
    QVERIFY(!p.ttft_ms.p90);
    QVERIFY(near(p.tpot_ms.median, 17.6));
    QVERIFY(near(p.itl_ms.p99, 45.2));
    QVERIFY(near(p.e2el_ms.mean, 18725.0));
    QVERIFY(near(p.tokens_per_s_per_user, 1000.0 / 17.6));
    QVERIFY(r.warnings.empty());
}

// A gap of 1000x between two statements of the same quantity is a unit slip; the refusal says
// which one, so the user fixes the file rather than the tool.
void TestMeasurements::contradictionsNameTheLikelyUnit() {
    const auto ms = parseFile("vllm", "vllm_duration_ms.json");
    QVERIFY(!ms.ok);
    QVERIFY2(ms.error.message.find("duration in milliseconds") != std::string::npos,
             ms.error.message.c_str());
    const auto seconds = parseFile("vllm", "vllm_latency_seconds.json");
    QVERIFY(!seconds.ok);
    QVERIFY2(seconds.error.message.find("latencies in seconds") != std::string::npos &&
                 seconds.error.message.find("Little's law") != std::string::npos,
             seconds.error.message.c_str());
    const auto tenX = parseFile("vllm", "vllm_throughput_10x.json");
    QVERIFY(!tenX.ok);
    QVERIFY2(tenX.error.message.find("total_output_tokens / duration") != std::string::npos,
             tenX.error.message.c_str());
}

void TestMeasurements::vllmDetailedAndAppend() {
    const auto d = parseFile("vllm", "vllm_detailed.json");
    QVERIFY2(d.ok, d.error.text().c_str());
    QVERIFY(near(d.points[0].prompt_tokens, 1024)); // mean of input_lens
    QVERIFY(!d.points[0].concurrency);              // max_concurrency null, request_rate "inf"
    QCOMPARE(d.points[0].scenario, std::string("Offline"));
    QVERIFY(anyWarning(d, "every prompt sent at once"));
    const auto a = parseFile("vllm", "vllm_append.jsonl");
    QVERIFY2(a.ok, a.error.text().c_str());
    QCOMPARE(a.points[0].line, std::size_t(1));
    QCOMPARE(a.points[2].line, std::size_t(3));
    QVERIFY(near(a.points[1].concurrency, 4));
    QVERIFY(near(a.points[2].output_tokens_per_s, 1046.5));
}

void TestMeasurements::sglangAllAtOnceRows() {
    // SGLang's bench_serving as datacrunch-research/h200-benchmarks stored it: Python's bare
    // Infinity for the request rate, no request_throughput, one JSON object per line.
    const auto r = parseFile("vllm", "sglang_offline_rows.jsonl");
    QVERIFY2(r.ok, r.error.text().c_str());
    QCOMPARE(r.points.size(), std::size_t(2));
    const auto& p = r.points[0];
    QCOMPARE(p.engine, std::string("sglang"));
    QCOMPARE(p.scenario, std::string("Offline"));
    QVERIFY(!p.concurrency);
    QVERIFY(near(p.request_throughput_per_s, 3000 / 341.72106836596504));
    QVERIFY(near(p.prompt_tokens, 1525074.0 / 3000));
    QVERIFY(near(p.output_tokens, 1544818.0 / 3000));
    QVERIFY(near(p.output_tokens_per_s, 4520.698730654741));
    QVERIFY(near(p.itl_ms.median, 159.01175909675658));
    QCOMPARE(r.points[1].line, std::size_t(2));
}

void TestMeasurements::pythonNonFiniteLiterals() {
    using measurements_detail::quotePythonNonFiniteLiterals;
    QCOMPARE(quotePythonNonFiniteLiterals("{\"a\": Infinity, \"b\": [NaN, -Infinity]}"),
             std::string("{\"a\": \"Infinity\", \"b\": [\"NaN\", \"-Infinity\"]}"));
    // Inside strings (an escaped quote does not end one), and inside a longer word, they stay.
    const std::string text = "{\"s\": \"NaN \\\" Infinity\", \"NaNx\": 1}";
    QCOMPARE(quotePythonNonFiniteLiterals(text), text);
    // A NaN where a number is read is still refused, naming its key.
    const auto bad = parseFile("vllm", "vllm_nan.json");
    QVERIFY(!bad.ok);
    QCOMPARE(bad.error.key, std::string("request_throughput"));
}

void TestMeasurements::ttftInclusiveTpotIsNotTpot() {
    const auto r = parseFile("vllm", "vllm_ttft_in_tpot.json");
    QVERIFY2(r.ok, r.error.text().c_str());
    QVERIFY(r.points[0].tpot_ms.empty());
    QVERIFY(!r.points[0].tokens_per_s_per_user);
    QVERIFY(near(r.points[0].ttft_ms.mean, 4000.0)); // the rest stays
    QVERIFY(anyWarning(r, "not taken as TPOT"));
}

void TestMeasurements::aiperfUnits() {
    const auto a = parseFile("aiperf", "aiperf_profile_export.json");
    QVERIFY2(a.ok, a.error.text().c_str());
    const auto& p = a.points[0];
    QCOMPARE(p.model, std::string("Qwen/Qwen3-32B"));
    QVERIFY(near(p.concurrency, 32));
    QVERIFY(near(p.request_throughput_per_s, 3.3871));
    QVERIFY(near(p.output_tokens_per_s, 1734.2));
    QVERIFY(near(p.ttft_ms.mean, 255.88));
    QVERIFY(near(p.ttft_ms.median, 231.4));
    QVERIFY(near(p.ttft_ms.p90, 402.7));
    QVERIFY(near(p.tpot_ms.mean, 17.91)); // inter_token_latency excludes the first token
    QVERIFY(near(p.e2el_ms.p99, 10511.9));
    QVERIFY(near(p.tokens_per_s_per_user, 56.02));
    QVERIFY(near(p.prompt_tokens, 2048));
    QVERIFY(near(p.output_tokens, 512));
    QVERIFY(near(p.duration_s, 188.95));

    const auto g = parseFile("aiperf", "genai_perf_export.json");
    QVERIFY2(g.ok, g.error.text().c_str());
    const auto& q = g.points[0];
    QCOMPARE(q.model, std::string("gpt2"));
    QVERIFY(near(q.concurrency, 1));
    QVERIFY(near(q.ttft_ms.mean, 41.290388)); // ns -> ms
    QVERIFY(near(q.tpot_ms.p99, 9.4401));     // us -> ms
    QVERIFY(near(q.e2el_ms.mean, 1146.80));   // sec -> ms
}

void TestMeasurements::ncclTests() {
    const auto r = parseFile("nccl-tests", "nccl_all_reduce_h200x8.txt");
    QVERIFY2(r.ok, r.error.text().c_str());
    const auto& first = r.points.front();
    QCOMPARE(first.kind, MeasurementKind::Collective);
    QCOMPARE(first.op, std::string("all_reduce"));
    QCOMPARE(first.ranks, std::optional<int>(8));
    QCOMPARE(first.system, std::string("NVIDIA H200"));
    QCOMPARE(first.line, std::size_t(18));
    QCOMPARE(first.in_place, std::optional<bool>(false));
    QCOMPARE(r.points[1].in_place, std::optional<bool>(true));
    const auto& last = r.points.back();
    QVERIFY(near(last.bytes, 134217728));
    QVERIFY(near(last.time_us, 401.81));
    QVERIFY(near(last.algbw_gbps, 334.04));
    QVERIFY(near(last.busbw_gbps, 584.56));
    QVERIFY(r.warnings.empty());

    const auto g = parseFile("nccl-tests", "nccl_all_gather_no_name.txt", "all_gather_perf");
    QVERIFY2(g.ok, g.error.text().c_str());
    QCOMPARE(g.points[0].op, std::string("all_gather"));
    QCOMPARE(g.points[0].system, std::string("NVIDIA A100-SXM4-80GB"));
    QCOMPARE(ncclTestsOpKey("alltoall_perf"), std::string("all_to_all"));
}

void TestMeasurements::inferenceX() {
    const auto r = parseFile("inferencex", "inferencex_rows.json");
    QVERIFY2(r.ok, r.error.text().c_str());
    const auto& a = r.points[0];
    QCOMPARE(a.system, std::string("h200"));
    QCOMPARE(a.engine, std::string("sglang"));
    QCOMPARE(a.precision, std::string("fp8"));
    QCOMPARE(a.gpus, std::optional<int>(8));
    QVERIFY(near(a.concurrency, 64));
    QVERIFY(near(a.prompt_tokens, 1024));
    QVERIFY(near(a.total_tokens_per_s_per_gpu, 2571.4));
    QVERIFY(near(a.output_tokens_per_s_per_gpu, 1285.1));
    QVERIFY(near(a.ttft_ms.median, 801.5)); // seconds -> ms
    QVERIFY(near(a.tpot_ms.median, 44.7));
    QVERIFY(near(a.e2el_ms.p90, 49000.0));
    QVERIFY(near(a.tokens_per_s_per_user, 1000.0 / 44.7));
    QVERIFY(near(a.power_w, 612.4));
    const auto& multi = r.points[2];
    QCOMPARE(multi.gpus, std::optional<int>(16));
    QCOMPARE(multi.line, std::size_t(106));

    const auto c = parseFile("inferencex", "inferencex_rows.csv");
    QVERIFY2(c.ok, c.error.text().c_str());
    QCOMPARE(c.points[1].line, std::size_t(3));
    QVERIFY(near(c.points[0].ttft_ms.median, 801.5));
    QVERIFY(near(c.points[0].power_w, 612.4));
    QVERIFY(!c.points[1].power_w);
    QCOMPARE(c.points[1].gpus, std::optional<int>(4));
}

void TestMeasurements::mlperf() {
    const auto r = parseFile("mlperf", "mlperf_summary_v51.csv");
    QVERIFY2(r.ok, r.error.text().c_str());
    const auto& p = r.points[0];
    QCOMPARE(p.model, std::string("deepseek-r1"));
    QCOMPARE(p.scenario, std::string("Offline"));
    QCOMPARE(p.system, std::string("G894-SD1 / NVIDIA B200-SXM-180GB"));
    QCOMPARE(p.precision, std::string("fp4"));
    QCOMPARE(p.gpus, std::optional<int>(8));
    QVERIFY(near(p.output_tokens_per_s, 30873.9));
    QVERIFY(near(p.output_tokens_per_s_per_gpu, 30873.9 / 8));
    QCOMPARE(p.line, std::size_t(2));

    const auto v41 = parseFile("mlperf", "mlperf_summary_v41.csv");
    QVERIFY2(v41.ok, v41.error.text().c_str());
    QVERIFY(near(v41.points[0].request_throughput_per_s, 57174.1)); // Queries/s

    const auto m = parseFile("mlperf", "mlperf_summary_mixed_units.csv");
    QVERIFY2(m.ok, m.error.text().c_str());
    QVERIFY(anyWarning(m, "Latency (ms)"));
    QVERIFY(near(m.points.back().power_w, 10251.7));
}

void TestMeasurements::calibration() {
    const auto n = parseFile("calibration", "src:database/calibration/nccl_h200_n2.json");
    QVERIFY2(n.ok, n.error.text().c_str());
    QCOMPARE(n.points[0].op, std::string("all_reduce"));
    QCOMPARE(n.points[0].ranks, std::optional<int>(2));
    QCOMPARE(n.points[0].engine, std::string("NCCL 2.28.9"));
    QVERIFY(!n.points[0].in_place);
    QVERIFY(near(n.points[0].bytes, 1024));
    QVERIFY(near(n.points[0].time_us, 23.356798919849098));
    QCOMPARE(n.points[0].line, std::size_t(11));
    QCOMPARE(n.points.back().op, std::string("all_to_all"));

    const auto l = parseFile("calibration", "src:database/calibration/llm_h200_cal.json");
    QVERIFY2(l.ok, l.error.text().c_str());
    QCOMPARE(l.points[0].kind, MeasurementKind::Decode);
    QVERIFY(near(l.points[0].concurrency, 1));
    QVERIFY(near(l.points[0].context_tokens, 1024));
    QVERIFY(near(l.points[0].step_ms, 5.404416084289551));
    QVERIFY(near(l.points[0].output_tokens_per_s, 185.03386571344222));
    QCOMPARE(l.points[6].kind, MeasurementKind::Prefill);
    QVERIFY(near(l.points[6].prefill_tokens_per_s, 39499.34512438075));
    QVERIFY(anyWarning(l, "train rows skipped"));

    const auto m = parseFile("calibration", "src:database/calibration/moe_h200_cal.json");
    QVERIFY2(m.ok, m.error.text().c_str());
    QCOMPARE(m.points.front().model, std::string("qwen3-30b-a3b-shape"));
    QCOMPARE(m.points.back().kind, MeasurementKind::Prefill);
    QVERIFY(m.points.back().prefill_tokens_per_s.has_value());

    const auto s = parseFile("calibration", "calibration_serving_power_h100_excerpt.json");
    QVERIFY2(s.ok, s.error.text().c_str());
    const auto& p = s.points[0];
    QCOMPARE(p.system, std::string("NVIDIA H100 80GB HBM3"));
    QVERIFY(near(p.concurrency, 1));
    QVERIFY(near(p.ttft_ms.mean, 27.031880696614583));
    QVERIFY(near(p.tpot_ms.mean, 7.017809419256075));
    QVERIFY(near(p.output_tokens_per_s_per_gpu, 142.09885443230783));
    QVERIFY(p.power_w && *p.power_w > 400 && *p.power_w < 700);
}

void TestMeasurements::unknownFormat() {
    const auto r = parseMeasurements("guidellm", "{}", "g.json");
    QVERIFY(!r.ok);
    QCOMPARE(r.error.key, std::string("format"));
    QVERIFY(r.error.text().rfind("g.json:1: format: ", 0) == 0);
}

QTEST_GUILESS_MAIN(TestMeasurements)
#include "TestMeasurements.moc"
