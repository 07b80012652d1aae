// Scenario JSON: round trip and rejections that name the key.
#include "TestSupport.h"

#include "core/economics/scenario.h"

#include <QObject>

using namespace sil;

class TestScenario : public QObject {
    Q_OBJECT
private slots:
    void roundTrip();
    void planRoundTrip();
    void olderProgramsStillRead();
    void rejections_data();
    void rejections();
    void overridesApply();
    void setAssumptionMessages();
};

void TestScenario::roundTrip() {
    Scenario s;
    s.name = "mine";
    s.description = "test";
    s.assumptions.pue = 1.2;
    s.system_overrides["hgx-h200"]["capex_per_gpu_usd"] = 40000.0;
    s.chip_overrides["h200"]["realized_bf16_efficiency"] = 0.7;
    const auto back = parseScenarioJson(scenarioToJson(s), "s.json");
    QVERIFY2(back.ok, back.error.c_str());
    QVERIFY(back.scenario == s);
}

// What the Plan tab plans for travels with the scenario, distribution and all.
void TestScenario::planRoundTrip() {
    Scenario s;
    s.name = "fleet";
    PlanInputs plan;
    plan.model_id = "deepseek-v3";
    plan.weights = NumberFormat::FP8;
    plan.demand_kind = DemandKind::FacilityMw;
    plan.demand = 20;
    plan.layout = LayoutChoiceKind::Disaggregated;
    plan.traffic.cached_prompt_share = 0.25;
    plan.traffic.ttft_p50_s = 1.5;
    plan.traffic.ttft_p90_s = 3;
    plan.traffic.min_tokens_per_user = 30;
    plan.traffic.peak_to_average = 1.5;
    setLengths(plan.traffic, {800, 1200, 1000}, {400, 600, 500});
    s.plan = plan;
    const std::string text = scenarioToJson(s);
    QVERIFY(text.find("\"schema_version\": 4") != std::string::npos);
    QVERIFY(text.find("requests_per_s") == std::string::npos); // the demand is the rate
    const auto back = parseScenarioJson(text, "s.json");
    QVERIFY2(back.ok, back.error.c_str());
    QVERIFY(back.scenario.plan.has_value());
    QCOMPARE(back.scenario.plan->traffic.prompt_tokens, 1000.0);
    QVERIFY(back.scenario == s);

    // The query the planner gets: a facility budget, not a rate; KV format follows weights.
    const PlanQuery q = planQueryFor(*back.scenario.plan, "vllm");
    QCOMPARE(q.facility_mw, 20.0);
    QCOMPARE(q.traffic.requests_per_s, 0.0);
    QCOMPARE(q.engine, std::string("vllm"));
    PlanInputs rate;
    rate.demand = 6000;
    QCOMPARE(planQueryFor(rate, "").traffic.requests_per_s, 100.0);
    QCOMPARE(planQueryFor(rate, "").tpot_p99_ms, 0.0);

    // A P99 time-per-output-token target: written only when set, at schema 8, and asked of
    // the planner (which checks it by simulation).
    QVERIFY(text.find("tpot_p99_ms") == std::string::npos);
    s.plan->tpot_p99_ms = 60;
    const std::string tail = scenarioToJson(s);
    QVERIFY(tail.find("\"schema_version\": 8") != std::string::npos);
    QVERIFY(tail.find("\"tpot_p99_ms\": 60") != std::string::npos);
    const auto backTail = parseScenarioJson(tail, "s.json");
    QVERIFY2(backTail.ok, backTail.error.c_str());
    QVERIFY(backTail.scenario == s);
    QCOMPARE(planQueryFor(*backTail.scenario.plan, "").tpot_p99_ms, 60.0);
}

// A scenario without a plan is written at the version it needs, so last release reads it.
void TestScenario::olderProgramsStillRead() {
    Scenario s;
    s.name = "plain";
    QVERIFY(scenarioToJson(s).find("\"schema_version\": 1") != std::string::npos);
    s.engine = "vllm";
    QVERIFY(scenarioToJson(s).find("\"schema_version\": 3") != std::string::npos);
    QVERIFY(scenarioToJson(s).find("\"plan\"") == std::string::npos);
    // An assumption newer than schema 1 is written only when it is not the default.
    QVERIFY(scenarioToJson(s).find("servers_per_rack") == std::string::npos);
    s.assumptions.servers_per_rack = 2;
    const std::string text = scenarioToJson(s);
    QVERIFY(text.find("\"schema_version\": 5") != std::string::npos);
    const auto back = parseScenarioJson(text, "s.json");
    QVERIFY2(back.ok, back.error.c_str());
    QCOMPARE(back.scenario.assumptions.servers_per_rack, 2.0);
}

void TestScenario::rejections_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    QTest::newRow("empty") << QByteArray("") << "s.json: the file is empty";
    QTest::newRow("malformed") << QByteArray("{\n\"name\": \"x\",\n  oops\n}") << "s.json: line 3";
    QTest::newRow("number beyond double (fuzz)")
        << QByteArray("999999e99999999999999999999") << "s.json: unreadable JSON";
    QTest::newRow("no version") << QByteArray(R"({"name":"x"})") << "schema_version: required";
    QTest::newRow("newer") << QByteArray(R"({"schema_version":9,"name":"x"})")
                           << "newer than this program";
    QTest::newRow("no name") << QByteArray(R"({"schema_version":1})") << "name: required";
    QTest::newRow("unknown top key")
        << QByteArray(R"({"schema_version":1,"name":"x","colour":1})") << "colour: unknown key";
    QTest::newRow("unknown assumption")
        << QByteArray(R"({"schema_version":1,"name":"x","assumptions":{"pue2":1}})")
        << "assumptions.pue2: unknown assumption";
    QTest::newRow("string value")
        << QByteArray(R"({"schema_version":1,"name":"x","assumptions":{"pue":"1.3"}})")
        << "assumptions.pue: expected a number";
    QTest::newRow("out of range")
        << QByteArray(R"({"schema_version":1,"name":"x","assumptions":{"pue":0.5}})")
        << "assumptions.pue: expected a number from 1 to 3";
    QTest::newRow("negative life")
        << QByteArray(R"({"schema_version":1,"name":"x","assumptions":{"useful_life_years":-4}})")
        << "useful_life_years";
    QTest::newRow("override unknown field")
        << QByteArray(R"({"schema_version":1,"name":"x","system_overrides":{"a":{"capex":1}}})")
        << "system_overrides.a.capex: unknown field";
    QTest::newRow("override text field")
        << QByteArray(R"({"schema_version":1,"name":"x","system_overrides":{"a":{"name":1}}})")
        << "only numeric fields";
    QTest::newRow("plan not an object")
        << QByteArray(R"({"schema_version":4,"name":"x","plan":[]})")
        << "s.json: plan: expected an object";
    QTest::newRow("plan unknown key")
        << QByteArray(R"({"schema_version":4,"name":"x","plan":{"gpus":8}})")
        << "plan.gpus: unknown key";
    QTest::newRow("plan negative P99 TPOT")
        << QByteArray(R"({"schema_version":8,"name":"x","plan":{"tpot_p99_ms":-5}})")
        << "plan.tpot_p99_ms: expected a number of milliseconds >= 0 (0: no P99 target), got -5";
    QTest::newRow("plan negative demand")
        << QByteArray(R"({"schema_version":4,"name":"x","plan":{"demand":-5}})")
        << "plan.demand: expected a number > 0 (requests a minute), got -5";
    QTest::newRow("plan zero MW")
        << QByteArray(
               R"({"schema_version":4,"name":"x","plan":{"demand_kind":"facility_mw","demand":0}})")
        << "plan.demand: expected a number > 0 (facility MW)";
    QTest::newRow("plan weights")
        << QByteArray(R"({"schema_version":4,"name":"x","plan":{"weights":"int3"}})")
        << "plan.weights: expected bf16, fp8 or fp4, got \"int3\"";
    QTest::newRow("plan demand kind")
        << QByteArray(R"({"schema_version":4,"name":"x","plan":{"demand_kind":"tokens"}})")
        << "plan.demand_kind: expected requests_per_minute or facility_mw";
    QTest::newRow("plan layout")
        << QByteArray(R"({"schema_version":4,"name":"x","plan":{"layout":"split"}})")
        << "plan.layout: expected aggregated, disaggregated or best";
    QTest::newRow("plan two rates")
        << QByteArray(R"({"schema_version":4,"name":"x","plan":{"traffic":{"requests_per_s":3}}})")
        << "plan.traffic.requests_per_s: the rate is plan.demand";
    QTest::newRow("plan P90 below median")
        << QByteArray(
               R"({"schema_version":4,"name":"x","plan":{"traffic":{"ttft_p50_s":2,"ttft_p90_s":1}}})")
        << "s.json: plan.traffic.ttft_p90_s";
    QTest::newRow("plan length sample")
        << QByteArray(
               R"({"schema_version":4,"name":"x","plan":{"traffic":{"prompt_samples":[5,-1],"output_samples":[1,1]}}})")
        << "plan.traffic.prompt_samples[1]: expected a positive token count";
    QTest::newRow("override negative")
        << QByteArray(
               R"({"schema_version":1,"name":"x","system_overrides":{"a":{"capex_per_gpu_usd":-1}}})")
        << "system_overrides.a.capex_per_gpu_usd: expected a number > 0";
}

void TestScenario::rejections() {
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const auto r = parseScenarioJson(json.toStdString(), "s.json");
    QVERIFY(!r.ok);
    QVERIFY2(QString::fromStdString(r.error).contains(expected), r.error.c_str());
}

void TestScenario::overridesApply() {
    Scenario s;
    s.name = "o";
    s.system_overrides["hgx-h200"]["capex_per_gpu_usd"] = 1234.0;
    const auto eff = applyScenarioOverrides(test::shippedCatalog(), s);
    QVERIFY(eff.error.empty());
    QCOMPARE(*eff.catalog.system("hgx-h200")->capex_per_gpu_usd, 1234.0);
    QCOMPARE(eff.catalog.system("hgx-h200")->provenanceOf("capex_per_gpu_usd").kind,
             ValueKind::User);
    s.system_overrides["ghost"]["capex_per_gpu_usd"] = 1.0;
    QVERIFY(QString::fromStdString(applyScenarioOverrides(test::shippedCatalog(), s).error)
                .contains(QStringLiteral("ghost")));
}

void TestScenario::setAssumptionMessages() {
    Assumptions a;
    QVERIFY(setAssumption(a, "pue", "1.5").empty());
    QCOMPARE(a.pue, 1.5);
    QVERIFY(QString::fromStdString(setAssumption(a, "pue", "abc"))
                .contains(QStringLiteral("expected a number")));
    QVERIFY(QString::fromStdString(setAssumption(a, "pue", "nan")).contains(QStringLiteral("pue")));
    QVERIFY(QString::fromStdString(setAssumption(a, "bogus", "1"))
                .contains(QStringLiteral("known keys")));
    QCOMPARE(a.pue, 1.5);
}

QTEST_GUILESS_MAIN(TestScenario)
#include "TestScenario.moc"
