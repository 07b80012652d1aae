// The deployment planner (core/serving): traffic profiles and their errors, the power model
// against measured watts, a static batch against a measured static-batch run it was not
// fitted on (TTFT, tokens/s per GPU and per user), and the planner's properties.
#include "TestSupport.h"

#include "core/economics/tco.h"
#include "core/serving/fleet.h"
#include "core/serving/planner.h"
#include "core/workload/workload.h"

#include <QObject>
#include <algorithm>
#include <cmath>
#include <map>
#include <nlohmann/json.hpp>

using namespace sil;
using nlohmann::json;

class TestServing : public QObject {
    Q_OBJECT
private slots:
    void rentedPlanOverTheQuotesLargestClusterSaysSo();
    void badTrafficNamesTheField_data();
    void badTrafficNamesTheField();
    void lengthFiles_data();
    void lengthFiles();
    void trafficJsonRoundTrip();
    void powerModelFit();
    void staticBatchMatchesMeasuredH100();
    void moreDemandNeverNeedsFewerGpus();
    void looserServiceLevelNeverCostsMore();
    void biggerPowerBudgetNeverServesLess();
    void disaggregationOnlyWhereCheaper();
    void inputAndOutputCostsAddUpToTheFleet();
    void unreachableTargetSaysWhy();
    void inputAndOutputSplitAddsUpToTheOutputPrice();
    void manySystemsPlannedOverTheCoresAsOneByOne();
    void everyServerSystemIsRacked();
    void facilityJoulesSumToTheHall();
    void wholeRacksAndServersAreBought();
    void oneDefaultInteractivity();
    void noPlanMissesItsOwnTargets();
    void planSaysWhichPercentileEachTargetHolds();
    void tailTargetResizesTheSimulatedFleet();

private:
    static json calibration();
    static PlanQuery seventyB(double rps);
};

namespace {

constexpr auto shipped = &test::shippedSystem;

constexpr auto model = &test::shippedModel;

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

} // namespace

json TestServing::calibration() {
    return json::parse(
        test::readFile(
            QStringLiteral(SIL_SOURCE_DIR "/database/calibration/serving_power_h100_cal.json"))
            .toStdString());
}

PlanQuery TestServing::seventyB(double rps) {
    PlanQuery q;
    q.traffic.prompt_tokens = 1000;
    q.traffic.output_tokens = 500;
    q.traffic.requests_per_s = rps;
    q.traffic.ttft_p50_s = 2.0;
    q.traffic.min_tokens_per_user = 30;
    q.weights = NumberFormat::FP8;
    q.kv = defaultKvFormat(q.weights);
    return q;
}

void TestServing::badTrafficNamesTheField_data() {
    QTest::addColumn<QString>("field");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("negative prompt") << "prompt_tokens" << -5.0 << "prompt_tokens: expected";
    QTest::newRow("NaN output") << "output_tokens" << std::nan("") << "output_tokens: expected";
    QTest::newRow("negative rate") << "requests_per_s" << -1.0 << "requests_per_s";
    QTest::newRow("peak below 1") << "peak_to_average" << 0.5 << "peak_to_average";
    QTest::newRow("cache share 1") << "cached_prompt_share" << 1.0 << "cached_prompt_share";
    QTest::newRow("P90 below median")
        << "ttft_p90_s" << 1.0 << "ttft_p90_s: the P90 target 1 s is below the median";
    QTest::newRow("zero TTFT") << "ttft_p50_s" << 0.0 << "ttft_p50_s";
}

void TestServing::badTrafficNamesTheField() {
    QFETCH(QString, field);
    QFETCH(double, value);
    QFETCH(QString, expected);
    json j = trafficToJson(TrafficProfile{});
    j[field.toStdString()] = value;
    if (std::isnan(value)) {
        TrafficProfile t;
        t.output_tokens = value;
        QVERIFY2(QString::fromStdString(validateTraffic(t)).contains(expected),
                 validateTraffic(t).c_str());
        return;
    }
    const auto r = trafficFromJson(j, "scenario.json");
    QVERIFY(!r.ok);
    QVERIFY2(QString::fromStdString(r.error).contains(expected), r.error.c_str());
    QVERIFY2(QString::fromStdString(r.error).startsWith(QLatin1String("scenario.json: traffic.")),
             r.error.c_str());
}

void TestServing::lengthFiles_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("expected"); // error text, or "prompt mean/output mean"
    QTest::newRow("csv") << QByteArray("prompt_tokens,output_tokens\n100,10\n300,30\n") << true
                         << "200/20";
    QTest::newRow("semicolons, vllm-style names")
        << QByteArray("input_len;output_len\n1000;100\n3000;300\n") << true << "2000/200";
    QTest::newRow("spreadsheet names, byte-order mark, CRLF")
        << QByteArray("\xEF\xBB\xBF\"Prompt Tokens\";Output-Tokens (tokens)\r\n1000;100\r\n"
                      "3000;300\r\n")
        << true << "2000/200";
    QTest::newRow("non-number on line 3")
        << QByteArray("prompt_tokens,output_tokens\n100,10\n1e2x,30\n") << false
        << "lengths.csv: line 3, field prompt_tokens: expected a positive number of tokens, got "
           "\"1e2x\"";
    QTest::newRow("negative output") << QByteArray("prompt_tokens,output_tokens\n100,-1\n") << false
                                     << "line 2, field output_tokens";
    QTest::newRow("no columns") << QByteArray("a,b\n1,2\n") << false << "expected a prompt_tokens";
    QTest::newRow("vllm detailed")
        << QByteArray(R"({"backend":"vllm","input_lens":[512,1536],"output_lens":[64,192]})")
        << true << "1024/128";
    QTest::newRow("vllm without detail")
        << QByteArray(R"({"backend":"vllm","completed":10})") << false << "--save-detailed";
    QTest::newRow("truncated json")
        << QByteArray(R"({"input_lens":[1,2)") << false << "malformed JSON";
}

void TestServing::lengthFiles() {
    QFETCH(QByteArray, text);
    QFETCH(bool, ok);
    QFETCH(QString, expected);
    const auto r = parseRequestLengths(text.toStdString(), "lengths.csv");
    QCOMPARE(r.ok, ok);
    if (!ok) {
        QVERIFY2(QString::fromStdString(r.error).contains(expected), r.error.c_str());
        return;
    }
    TrafficProfile t;
    setLengths(t, r.prompt, r.output);
    QCOMPARE(QStringLiteral("%1/%2").arg(t.prompt_tokens).arg(t.output_tokens), expected);
}

void TestServing::trafficJsonRoundTrip() {
    TrafficProfile t;
    t.requests_per_s = 833.3;
    t.peak_to_average = 1.5;
    t.cached_prompt_share = 0.25;
    t.ttft_p90_s = 4;
    t.min_tokens_per_user = 30;
    setLengths(t, {100, 300}, {10, 30});
    const auto back = trafficFromJson(trafficToJson(t), "x");
    QVERIFY2(back.ok, back.error.c_str());
    QCOMPARE(trafficToJson(back.traffic).dump(), trafficToJson(t).dump());
}

// The shipped power coefficients are the fit on the measured H100 file (decode points below
// the cap), and the fitted model reproduces every measured point, the capped ones included.
void TestServing::powerModelFit() {
    const json cal = calibration();
    const double tdp = cal["meta"]["enforced_power_limit_W"].get<double>();
    const double idle = cal["meta"]["idle_W"].get<double>() / tdp;
    const Chip& h100 = *test::shippedCatalog().chip("h100-sxm");
    const double bw = *h100.memory_bandwidth_gbps * 1e9;
    const double peak = h100.dense_tflops[index(Dtype::BF16)].value_or(0) * 1e12;
    const auto shape = modelShape(model("llama-3.1-8b")).shape;
    std::vector<PowerSample> samples;
    for (const auto& p : cal["points"]) {
        if (p.contains("skipped")) continue;
        const double b = p["batch"].get<double>();
        const double ctx = p["isl"].get<double>() + p["osl"].get<double>() / 2.0;
        const double stepS = p["tpot_ms"].get<double>() / 1e3;
        const double bytes = cal["meta"]["model"]["weight_bytes"].get<double>() +
                             b * kvBytesPerSequencePerGpu(shape, ctx, NumberFormat::BF16, 1);
        const double flops = b * (2.0 * shape.activeMatmulParams() +
                                  shape.attendedPositions(ctx) * shape.attention_flops_per_pair);
        samples.push_back(
            {tdp, bytes / stepS / bw, flops / stepS / peak, p["decode_W"].get<double>()});
    }
    QVERIFY(samples.size() >= 4);
    const PowerModel fitted = fitPowerModel(samples, idle);
    qInfo("power fit: idle %.4f, memory %.4f, compute %.4f", idle, fitted.memory_coeff,
          fitted.compute_coeff);
    const PowerModel shipped = defaultPowerModel();
    SIL_FUZZY_COMPARE(shipped.idle_fraction, idle, 0.01);
    SIL_FUZZY_COMPARE(shipped.memory_coeff, fitted.memory_coeff, 0.02);
    SIL_FUZZY_COMPARE(shipped.compute_coeff, fitted.compute_coeff, 0.02);
    for (const PowerSample& s : samples) {
        const double w = gpuPowerW(shipped, s.tdp_w, s.memory_util, s.compute_util);
        QVERIFY2(std::abs(w / s.watts - 1.0) < 0.10,
                 qPrintable(QStringLiteral("predicted %1 W, measured %2 W").arg(w).arg(s.watts)));
    }
}

// A static batch on H100 (serving_power_h100_cal.json): the decode and prefill model was fitted
// on H200 and the power model on the decode watts only, so TTFT, tokens/s and prefill watts here
// are predictions. Median error within 15 % each (docs/serving-model.md lists every point).
void TestServing::staticBatchMatchesMeasuredH100() {
    const json cal = calibration();
    std::vector<double> ttft, perGpu, perUser, prefillW, decodeW;
    for (const auto& p : cal["points"]) {
        if (p.contains("skipped")) continue;
        const StaticBatchResult r =
            staticBatch(test::shippedCatalog(), shipped("hgx-h100"), model("llama-3.1-8b"), 1,
                        p["batch"].get<int>(), p["isl"].get<double>(), p["osl"].get<double>(),
                        NumberFormat::BF16, NumberFormat::BF16);
        QVERIFY2(r.ok, r.error.c_str());
        qInfo("batch %d: TTFT %.3f/%.3f s, tokens/s/GPU %.0f/%.0f, per user %.1f/%.1f, prefill "
              "%.0f/%.0f W, decode %.0f/%.0f W (predicted/measured)",
              p["batch"].get<int>(), r.batch_prefill_s, p["ttft_s"].get<double>(),
              r.tokens_per_s_per_gpu, p["output_tokens_per_s_per_gpu"].get<double>(),
              r.tokens_per_s_per_user, p["tokens_per_s_per_user"].get<double>(),
              r.gpu_power_w_prefill, p["prefill_W"].get<double>(), r.gpu_power_w_decode,
              p["decode_W"].get<double>());
        ttft.push_back(std::abs(r.batch_prefill_s / p["ttft_s"].get<double>() - 1));
        perGpu.push_back(
            std::abs(r.tokens_per_s_per_gpu / p["output_tokens_per_s_per_gpu"].get<double>() - 1));
        perUser.push_back(
            std::abs(r.tokens_per_s_per_user / p["tokens_per_s_per_user"].get<double>() - 1));
        prefillW.push_back(std::abs(r.gpu_power_w_prefill / p["prefill_W"].get<double>() - 1));
        decodeW.push_back(std::abs(r.gpu_power_w_decode / p["decode_W"].get<double>() - 1));
    }
    QVERIFY2(median(ttft) < 0.15, qPrintable(QString::number(median(ttft))));
    QVERIFY2(median(perGpu) < 0.15, qPrintable(QString::number(median(perGpu))));
    QVERIFY2(median(perUser) < 0.15, qPrintable(QString::number(median(perUser))));
    QVERIFY2(median(prefillW) < 0.15, qPrintable(QString::number(median(prefillW))));
    QVERIFY2(median(decodeW) < 0.15, qPrintable(QString::number(median(decodeW))));
}

void TestServing::moreDemandNeverNeedsFewerGpus() {
    const Assumptions a;
    for (const char* id : {"hgx-h100", "hgx-b200", "mi300x-ubb8", "gb200-nvl72"}) {
        int previous = 0;
        for (double rps : {1.0, 10.0, 50.0, 200.0, 1000.0}) {
            const PlanResult r = planSystem(test::shippedCatalog(), shipped(id),
                                            model("llama-3.1-70b"), seventyB(rps), a);
            QVERIFY2(r.fits, (std::string(id) + ": " + r.why_not).c_str());
            QVERIFY2(r.gpus >= previous, qPrintable(QStringLiteral("%1 at %2 req/s: %3 GPUs < %4")
                                                        .arg(id)
                                                        .arg(rps)
                                                        .arg(r.gpus)
                                                        .arg(previous)));
            previous = r.gpus;
        }
    }
}

void TestServing::looserServiceLevelNeverCostsMore() {
    const Assumptions a;
    for (const char* id : {"hgx-h200", "mi355x-ubb8", "hgx-b200"}) {
        double previous = 1e300;
        for (double perUser : {60.0, 40.0, 20.0, 10.0}) {
            PlanQuery q = seventyB(300);
            q.traffic.min_tokens_per_user = perUser;
            const PlanResult r =
                planSystem(test::shippedCatalog(), shipped(id), model("llama-3.1-70b"), q, a);
            if (!r.fits) continue; // a strict target may be out of reach
            QVERIFY(r.owned_cost);
            QVERIFY2(r.usd_per_million_tokens_blended.value <= previous * (1 + 1e-9),
                     qPrintable(QStringLiteral("%1 at %2 tokens/s per user").arg(id).arg(perUser)));
            previous = r.usd_per_million_tokens_blended.value;
        }
        double previousTtft = 1e300;
        for (double ttft : {0.5, 1.0, 2.0, 8.0}) {
            PlanQuery q = seventyB(300);
            q.traffic.ttft_p50_s = ttft;
            const PlanResult r =
                planSystem(test::shippedCatalog(), shipped(id), model("llama-3.1-70b"), q, a);
            if (!r.fits) continue;
            QVERIFY(r.usd_per_million_tokens_blended.value <= previousTtft * (1 + 1e-9));
            previousTtft = r.usd_per_million_tokens_blended.value;
        }
    }
}

void TestServing::biggerPowerBudgetNeverServesLess() {
    const Assumptions a;
    for (const char* id : {"hgx-h100", "gb200-nvl72", "mi355x-ubb8"}) {
        double previous = 0;
        for (double mw : {1.0, 5.0, 20.0, 100.0}) {
            PlanQuery q = seventyB(0);
            q.facility_mw = mw;
            const PlanResult r =
                planSystem(test::shippedCatalog(), shipped(id), model("llama-3.1-70b"), q, a);
            QVERIFY2(r.fits, r.why_not.c_str());
            QVERIFY(r.facility_mw <= mw * (1 + 1e-9));
            QVERIFY(r.requests_per_s >= previous);
            previous = r.requests_per_s;
        }
    }
}

void TestServing::disaggregationOnlyWhereCheaper() {
    const Assumptions a;
    for (const char* id : {"hgx-h100", "hgx-b200", "mi300x-ubb8", "gb200-nvl72", "hgx-h200"})
        for (double rps : {5.0, 500.0}) {
            PlanQuery q = seventyB(rps);
            const PlanResult best =
                planSystem(test::shippedCatalog(), shipped(id), model("llama-3.1-70b"), q, a);
            q.layout = LayoutChoiceKind::Aggregated;
            const PlanResult agg =
                planSystem(test::shippedCatalog(), shipped(id), model("llama-3.1-70b"), q, a);
            q.layout = LayoutChoiceKind::Disaggregated;
            const PlanResult dis =
                planSystem(test::shippedCatalog(), shipped(id), model("llama-3.1-70b"), q, a);
            QVERIFY(best.fits);
            if (best.layout.kind == LayoutChoiceKind::Disaggregated) {
                QVERIFY(dis.fits);
                QVERIFY2(!agg.fits || dis.gpus < agg.gpus, id);
            } else {
                QVERIFY(agg.fits);
                QVERIFY2(!dis.fits || agg.gpus <= dis.gpus, id);
            }
        }
}

// A quote whose source states the largest cluster it is offered for: a plan renting more GPUs
// than that says so beside the rented figure; one renting fewer does not; a quote whose source
// does not say is "largest cluster not stated", never taken to cover the size.
void TestServing::rentedPlanOverTheQuotesLargestClusterSaysSo() {
    Catalog c = test::shippedCatalog();
    std::erase_if(c.quotes, [](const RentalQuote& q) { return q.chip_id == "b200"; });
    RentalQuote small;
    small.id = "b200-one-server";
    small.chip_id = "b200";
    small.provider = "A marketplace";
    small.date = "2026-11-01";
    small.usd_per_gpu_hour = 4.0;
    small.max_cluster_gpus = 8;
    RentalQuote unstated = small;
    unstated.id = "b200-unstated";
    unstated.usd_per_gpu_hour = 5.0;
    unstated.max_cluster_gpus.reset();
    c.quotes = {small, unstated};
    const Assumptions a;
    const PlanResult over =
        planSystem(c, shipped("hgx-b200"), model("llama-3.1-70b"), seventyB(100), a);
    QVERIFY(over.fits && over.gpus > 8);
    QCOMPARE(over.rentals.size(), std::size_t(2));
    const PlanRental& cheapest = over.rentals.front();
    QCOMPARE(cheapest.quote_id, std::string("b200-one-server"));
    QCOMPARE(cheapest.cluster.max_cluster_gpus, std::optional<int>(8));
    QCOMPARE(cheapest.cluster.gpus_rented, over.gpus);
    QVERIFY(cheapest.cluster.exceeds);
    const std::string note = clusterLimitNote(cheapest.cluster);
    QVERIFY2(note.find("up to 8 GPUs") != std::string::npos &&
                 note.find(std::to_string(over.gpus) + " rented exceed it") != std::string::npos,
             note.c_str());
    QVERIFY(!over.rentals.back().cluster.exceeds);
    QCOMPARE(clusterLimitNote(over.rentals.back().cluster),
             std::string("largest cluster not stated"));
    // The same plan against a quote offered for a thousand GPUs does not warn.
    c.quotes.front().max_cluster_gpus = 1024;
    const PlanResult under =
        planSystem(c, shipped("hgx-b200"), model("llama-3.1-70b"), seventyB(100), a);
    QCOMPARE(under.gpus, over.gpus);
    QVERIFY(!under.rentals.front().cluster.exceeds);
    QCOMPARE(clusterLimitNote(under.rentals.front().cluster),
             std::string("offered for up to 1,024 GPUs"));
}

// USD per million input x input tokens + output x output tokens is the fleet's cost per hour.
void TestServing::inputAndOutputCostsAddUpToTheFleet() {
    const Assumptions a;
    PlanQuery q = seventyB(100);
    const PlanResult r =
        planSystem(test::shippedCatalog(), shipped("hgx-b200"), model("llama-3.1-70b"), q, a);
    QVERIFY(r.fits && r.owned_cost);
    const double perHour = r.usd_per_million_input_tokens.value * 100 * 1000 * 3600 / 1e6 +
                           r.usd_per_million_output_tokens.value * 100 * 500 * 3600 / 1e6;
    const double blended = r.usd_per_million_tokens_blended.value * 100 * 1500 * 3600 / 1e6;
    SIL_FUZZY_COMPARE(perHour, blended, 1e-9);
    QVERIFY(r.usd_per_million_tokens_blended.p10 <= r.usd_per_million_tokens_blended.value);
    QVERIFY(r.j_per_output_token_gpu > 0 && r.j_per_input_token_gpu > 0);
    QVERIFY(r.facility_mw > r.it_mw);
}

// The hall's megawatts are all-in IT x PUE of the GPUs bought. Joules per token at the facility
// times the token rates give back exactly those megawatts; the GPU boards' joules are a part.
void TestServing::facilityJoulesSumToTheHall() {
    const Assumptions a;
    for (const char* id : {"hgx-h100", "hgx-b200", "gb200-nvl72"}) {
        const PlanResult r = planSystem(test::shippedCatalog(), shipped(id), model("llama-3.1-70b"),
                                        seventyB(300), a);
        QVERIFY2(r.fits && r.power_na.empty(), id);
        const double watts =
            r.j_per_input_token_facility * 300 * 1000 + r.j_per_output_token_facility * 300 * 500;
        SIL_FUZZY_COMPARE(watts, r.facility_mw * 1e6, 1e-9);
        QVERIFY2(r.j_per_output_token_gpu > 0 &&
                     r.j_per_output_token_gpu < r.j_per_output_token_facility,
                 id);
        QVERIFY2(r.j_per_input_token_gpu < r.j_per_input_token_facility, id);
    }
}

// Rack-scale systems are bought in whole racks, server systems in whole servers: what is bought
// carries the capex and the megawatts; what the traffic needs stays `gpus`.
void TestServing::wholeRacksAndServersAreBought() {
    const Catalog& cat = test::shippedCatalog();
    QCOMPARE(boughtGpus(shipped("gb200-nvl72"), 92), 144);
    QCOMPARE(boughtGpus(shipped("gb200-nvl72"), 13333), 13392);
    QCOMPARE(boughtGpus(shipped("gb200-nvl72"), 144), 144);
    QCOMPARE(boughtGpus(shipped("hgx-h100"), 13), 16);
    QCOMPARE(wholeUnitsWithin(shipped("gb200-nvl72"), 13333), 13320);
    for (const System& s : cat.systems)
        if (s.gpus_per_rack && *s.gpus_per_rack == 64) QCOMPARE(boughtGpus(s, 26), 64);

    const Assumptions a;
    const PlanResult nvl =
        planSystem(cat, shipped("gb200-nvl72"), model("llama-3.1-70b"), seventyB(100), a);
    QVERIFY2(nvl.fits, nvl.why_not.c_str());
    QCOMPARE(nvl.gpus_bought % 72, 0);
    QVERIFY(nvl.gpus_bought >= nvl.gpus && nvl.gpus_bought < nvl.gpus + 72);
    QCOMPARE(nvl.racks, nvl.gpus_bought / 72);
    const TcoBreakdown tco =
        computeTco(shipped("gb200-nvl72"), cat.chip(shipped("gb200-nvl72").chip_id), a);
    SIL_FUZZY_COMPARE(nvl.capex_usd, tco.capex_usd.value() * nvl.gpus_bought, 1e-12);
    SIL_FUZZY_COMPARE(nvl.it_mw, tco.it_kw.value() * nvl.gpus_bought / 1e3, 1e-12);

    // A 30 MW hall of GB200 NVL72: whole racks, within the 30 MW.
    PlanQuery hall = seventyB(0);
    hall.facility_mw = 30;
    const PlanResult filled =
        planSystem(cat, shipped("gb200-nvl72"), model("llama-3.1-70b"), hall, a);
    QVERIFY2(filled.fits, filled.why_not.c_str());
    QCOMPARE(filled.gpus_bought % 72, 0);
    QVERIFY2(filled.facility_mw <= 30.0, std::to_string(filled.facility_mw).c_str());
}

// One default per-user floor, in core, for the GUI, the CLI and the exports.
void TestServing::oneDefaultInteractivity() {
    QCOMPARE(TrafficProfile{}.min_tokens_per_user, 30.0);
    QCOMPARE(TrafficProfile::kDefaultMinTokensPerUser, 30.0);
}

// A layout the plan reports meets every target it was given, at the load it reports: the 30 MW
// hall of H20 (prefill and decode disaggregated) once reported a median first token of 1.004 s
// against a 1 s target, the prefill side sized with another replica's first decode step.
void TestServing::noPlanMissesItsOwnTargets() {
    const Catalog& cat = test::shippedCatalog();
    const Assumptions a;
    std::vector<const System*> systems;
    for (const auto& s : cat.systems)
        systems.push_back(&s);
    for (const double mw : {0.0, 30.0})
        for (const double ttft : {1.0, 2.0}) {
            PlanQuery q = seventyB(mw > 0 ? 0 : 20);
            q.facility_mw = mw;
            q.traffic.ttft_p50_s = ttft;
            int planned = 0;
            for (const PlanResult& r : planAll(cat, systems, model("llama-3.1-70b"), q, a)) {
                if (!r.fits) continue;
                ++planned;
                const std::string what = r.system + " at " + std::to_string(mw) + " MW, " +
                                         std::to_string(ttft) + " s: median " +
                                         std::to_string(r.ttft_p50_s) + " s, tpot " +
                                         std::to_string(r.tpot_ms) + " ms";
                QVERIFY2(r.ttft_p50_s <= ttft * (1 + 1e-9), what.c_str());
                QVERIFY2(r.tpot_ms <= 1000.0 / q.traffic.min_tokens_per_user * (1 + 1e-9),
                         what.c_str());
                QVERIFY2(r.goodput > 0.0 && r.goodput <= 1.0, what.c_str());
            }
            QVERIFY(planned > 10);
        }
    const PlanResult h20 = [&] {
        PlanQuery q = seventyB(0);
        q.facility_mw = 30;
        q.traffic.ttft_p50_s = 1.0;
        return planSystem(cat, shipped("hgx-h20"), model("llama-3.1-70b"), q, a);
    }();
    QVERIFY2(h20.fits, h20.why_not.c_str());
    QVERIFY(h20.ttft_p50_s <= 1.0);
}

void TestServing::unreachableTargetSaysWhy() {
    const Assumptions a;
    PlanQuery q = seventyB(10);
    q.traffic.min_tokens_per_user = 5000;
    const PlanResult slow =
        planSystem(test::shippedCatalog(), shipped("hgx-h100"), model("llama-3.1-70b"), q, a);
    QVERIFY(!slow.fits);
    QVERIFY2(slow.why_not.find("tokens/s") != std::string::npos, slow.why_not.c_str());
    PlanQuery big = seventyB(10);
    big.weights = NumberFormat::BF16;
    big.kv = NumberFormat::BF16;
    const PlanResult mem =
        planSystem(test::shippedCatalog(), shipped("l40s-8x"), model("llama-3.1-405b"), big, a);
    QVERIFY(!mem.fits);
    QVERIFY2(mem.why_not.find("GB") != std::string::npos, mem.why_not.c_str());
}

// The Inference tab's split: input x prompt + output x output tokens is what the all-in price
// per output token charges for the same tokens.
void TestServing::inputAndOutputSplitAddsUpToTheOutputPrice() {
    const Assumptions a;
    InferenceQuery q;
    q.gpus = 8;
    q.tp = 2;
    q.batch = 64;
    q.prompt_tokens = 2048;
    q.output_tokens = 256;
    q.weights = NumberFormat::FP8;
    q.kv = defaultKvFormat(q.weights);
    const auto r = estimateInference(test::shippedCatalog(), shipped("hgx-b200"),
                                     model("llama-3.1-70b"), q, a);
    QVERIFY(r.ok && r.fits && r.usd_per_million_output_tokens.ok());
    const TokenSplit t = splitInputOutput(test::shippedCatalog(), shipped("hgx-b200"),
                                          model("llama-3.1-70b"), r, 2048, 256, q.weights, a);
    QVERIFY(t.ok);
    SIL_FUZZY_COMPARE(t.usd_per_million_input_tokens * 2048 + t.usd_per_million_output_tokens * 256,
                      r.usd_per_million_output_tokens.value() * 256, 1e-9);
    QVERIFY(t.prefill_time_share > 0 && t.prefill_time_share < 1);
    QVERIFY(t.j_per_input_token > 0 && t.j_per_input_token < t.j_per_output_token);
    QVERIFY(t.gpu_power_w_prefill <= 1000.0 + 1e-9); // B200's TDP caps it
}

// planAll spreads 64 or more systems over threads: the answers are those of one system at a
// time, in the same (cheapest first) order.
void TestServing::manySystemsPlannedOverTheCoresAsOneByOne() {
    const Catalog& c = test::shippedCatalog();
    std::vector<const System*> many;
    for (int round = 0; round < 3; ++round)
        for (const auto& s : c.systems)
            many.push_back(&s);
    QVERIFY(many.size() >= 64);
    const PlanQuery q = seventyB(200);
    const Assumptions a;
    const auto all = planAll(c, many, model("llama-3.1-70b"), q, a);
    QCOMPARE(all.size(), many.size());
    std::map<std::string, int> gpus;
    for (const System* s : many) {
        const PlanResult one = planSystem(c, *s, model("llama-3.1-70b"), q, a);
        gpus[s->id] = one.fits ? one.gpus : -1;
    }
    for (const PlanResult& r : all)
        QCOMPARE(r.fits ? r.gpus : -1, gpus.at(r.system));
}

// A buyer asks how many racks: server systems are racked by the scenario's servers per rack,
// rack-scale systems by their own rack, and each answer says which rule gave it.
void TestServing::everyServerSystemIsRacked() {
    Assumptions a;
    const PlanQuery q = seventyB(800.0);
    const PlanResult h100 =
        planSystem(test::shippedCatalog(), shipped("hgx-h100"), model("llama-3.1-70b"), q, a);
    QVERIFY2(h100.fits, h100.why_not.c_str());
    QCOMPARE(h100.racks, (h100.servers + 3) / 4);
    QVERIFY(h100.racks_basis.find("4 servers per rack") != std::string::npos);
    const double itKwPerGpu = h100.it_mw * 1e3 / h100.gpus_bought;
    QVERIFY(test::fuzzyEqual(h100.rack_it_kw, 4 * 8 * itKwPerGpu, 1e-9));

    // A hall with half the power per rack: twice the racks, half the kW each.
    a.servers_per_rack = 2;
    const PlanResult sparse =
        planSystem(test::shippedCatalog(), shipped("hgx-h100"), model("llama-3.1-70b"), q, a);
    QCOMPARE(sparse.gpus, h100.gpus);
    QCOMPARE(sparse.racks, (h100.servers + 1) / 2);
    QVERIFY(test::fuzzyEqual(sparse.rack_it_kw, h100.rack_it_kw / 2, 1e-9));

    // A rack-scale system keeps its own rack whatever the assumption says.
    const PlanResult nvl72 =
        planSystem(test::shippedCatalog(), shipped("gb200-nvl72"), model("llama-3.1-70b"), q, a);
    QVERIFY2(nvl72.fits, nvl72.why_not.c_str());
    QCOMPARE(nvl72.racks, (nvl72.gpus + 71) / 72);
    QVERIFY(nvl72.racks_basis.find("rack of 72 GPUs") != std::string::npos);

    // Every shipped system that fits has a rack count or says why not.
    std::vector<const System*> all;
    for (const System& s : test::shippedCatalog().systems)
        all.push_back(&s);
    for (const PlanResult& r :
         planAll(test::shippedCatalog(), all, model("llama-3.1-70b"), q, Assumptions{}))
        if (r.fits && r.servers > 0)
            QVERIFY2(r.racks > 0 && !r.racks_basis.empty(), (r.system + ": " + r.racks_na).c_str());
}

// A plan names the percentile each target is held at and what its goodput counts: a plan that
// meets a 30 tokens/s floor at the median shows a goodput well under 1, since about half its
// requests are slower than the median (seen: H100 NVL, 0.59 beside "meets its targets").
void TestServing::planSaysWhichPercentileEachTargetHolds() {
    const auto serviceLevel = [](const PlanResult& r) {
        for (const std::string& line : r.assumptions)
            if (line.rfind("service level: ", 0) == 0) return line;
        return std::string();
    };
    const auto has = [](const std::string& line, const char* words) {
        return line.find(words) != std::string::npos;
    };
    const Assumptions a;
    PlanQuery q = seventyB(10);
    q.traffic.ttft_p90_s = 3.0;
    q.tpot_p99_ms = 40;
    const PlanResult r =
        planSystem(test::shippedCatalog(), shipped("hgx-h100"), model("llama-3.1-70b"), q, a);
    QVERIFY(r.fits);
    const std::string line = serviceLevel(r);
    QVERIFY2(has(line, "first token within 2 s (P50), 3 s (P90)"), line.c_str());
    QVERIFY2(has(line, "at least 30 output tokens/s per user (P50: TPOT 33.3 ms)"), line.c_str());
    QVERIFY2(has(line, "TPOT 40 ms (P99)"), line.c_str());
    QVERIFY2(has(line, "targets not checked (no simulation)"), line.c_str());
    // Goodput is judged on the P90 first-token target where one is set.
    QVERIFY2(has(line, "goodput: the share of requests whose own first token came within 3 s and "
                       "whose own TPOT is within 33.3 ms (the TPOT target held at the median; the "
                       "TPOT P90 or P99 target above bounds the tail)"),
             line.c_str());

    q.simulate = true;
    QVERIFY(has(serviceLevel(planSystem(test::shippedCatalog(), shipped("hgx-h100"),
                                        model("llama-3.1-70b"), q, a)),
                "checked by simulation only"));
    // With no tail target, nothing bounds the requests slower than the median.
    const std::string medianOnly = serviceLevel(planSystem(
        test::shippedCatalog(), shipped("hgx-h100"), model("llama-3.1-70b"), seventyB(10), a));
    QVERIFY2(has(medianOnly, "(the TPOT target held at the median, up to half the requests may "
                             "miss it)"),
             medianOnly.c_str());

    PlanQuery noFloor = seventyB(10);
    noFloor.traffic.min_tokens_per_user = 0;
    const std::string loose = serviceLevel(planSystem(test::shippedCatalog(), shipped("hgx-h100"),
                                                      model("llama-3.1-70b"), noFloor, a));
    QVERIFY2(has(loose, "first token within 2 s (P50); goodput: the share of requests whose own "
                        "first token came within 2 s"),
             loose.c_str());
    QVERIFY2(!has(loose, "TPOT"), loose.c_str());
}

// A P99 time-per-output-token target (the Plan tab's "TPOT P99", a scenario's
// plan.tpot_p99_ms, `plan --tpot-p99-ms`) is held by the simulated fleet: set below the tail a
// plan on the median floor alone reaches, the fleet grows until its simulated P99 is within it.
void TestServing::tailTargetResizesTheSimulatedFleet() {
    const Assumptions a;
    PlanQuery q = seventyB(10);
    q.simulate = true;
    const auto plan = [&] {
        return planSystem(test::shippedCatalog(), shipped("hgx-h100"), model("llama-3.1-70b"), q,
                          a);
    };
    const auto tailOf = [](const PlanResult& r) {
        return r.simulated.sized_done ? r.simulated.at_sized : r.simulated.at_plan;
    };
    const PlanResult median = plan();
    QVERIFY(median.fits && median.simulated.done);
    const double free = tailOf(median).tpot_ms_p99;
    const double target = 0.85 * free;
    QVERIFY2(target > 1000.0 / q.traffic.min_tokens_per_user * 0.5, std::to_string(free).c_str());
    q.tpot_p99_ms = target;
    const PlanResult held = plan();
    QVERIFY2(held.fits, held.why_not.c_str());
    QVERIFY(held.simulated.done);
    QVERIFY2(tailOf(held).tpot_ms_p99 <= target,
             (std::to_string(tailOf(held).tpot_ms_p99) + " ms against " + std::to_string(target) +
              " (" + held.sizing_note + ")")
                 .c_str());
    QVERIFY2(held.gpus > median.gpus,
             (std::to_string(held.gpus) + " GPUs against " + std::to_string(median.gpus)).c_str());
}

QTEST_GUILESS_MAIN(TestServing)
#include "TestServing.moc"
