// The hall a fleet stands in: its cooling, the kW one rack may draw and its facility MW,
// checked by the planner and by training to a deadline, each refusal with its reason.
#include "TestSupport.h"

#include "core/economics/scenario.h"
#include "core/economics/tco.h"
#include "core/serving/fleet.h"
#include "core/serving/hall.h"
#include "core/serving/planner.h"
#include "core/workload/training/deadline.h"

#include <QObject>
#include <QtTest>
#include <cmath>

using namespace sil;

class TestHall : public QObject {
    Q_OBJECT
private slots:
    void noHallChangesNothing();
    void airHallRefusesLiquidOnlySystems();
    void serversAreRackedToTheHallsKwPerRack();
    void aRackOverTheHallsKwIsRefused();
    void hallMwCapsThePlan();
    void aPowerBudgetOverTheHallFillsTheHall();
    void deadlineSearchStopsAtTheHall();
    void hallIsSavedWithTheScenario();
};

namespace {

const Catalog& cat() {
    return test::shippedCatalog();
}

constexpr auto shipped = &test::shippedSystem;
constexpr auto model = &test::shippedModel;

PlanQuery seventyB(double rps) {
    PlanQuery q;
    q.traffic.prompt_tokens = 1000;
    q.traffic.output_tokens = 500;
    q.traffic.requests_per_s = rps;
    q.traffic.ttft_p50_s = 2.0;
    q.traffic.min_tokens_per_user = 30;
    q.weights = NumberFormat::FP8;
    q.kv = defaultKvFormat(q.weights);
    q.simulate = false;
    return q;
}

double itKwPerGpu(const System& s, const Assumptions& a) {
    const TcoBreakdown t = computeTco(s, cat().chip(s.chip_id), a);
    return t.it_kw.ok() ? t.it_kw.value() : 0.0;
}

DeadlineQuery deadline(double tokens, double days) {
    DeadlineQuery q;
    q.training.tokens = tokens;
    q.deadline_days = days;
    return q;
}

bool says(const std::string& text, const char* part) {
    return text.find(part) != std::string::npos;
}

} // namespace

void TestHall::noHallChangesNothing() {
    const Assumptions a;
    QVERIFY(!hallIsLimited(a));
    QCOMPARE(gpusTheHallHolds(shipped("hgx-h100"), a, 1.0), -1);
    for (const System& s : cat().systems)
        QVERIFY2(hallRefusal(s, a, itKwPerGpu(s, a)).empty(), s.id.c_str());
}

void TestHall::airHallRefusesLiquidOnlySystems() {
    QVERIFY(needsLiquidCooling(shipped("gb200-nvl72"))); // DLC
    QVERIFY(!needsLiquidCooling(shipped("hgx-b200")));   // Air/DLC: either way
    QVERIFY(!needsLiquidCooling(shipped("hgx-h100")));   // Air
    Assumptions air;
    air.hall_cooling = static_cast<double>(HallCooling::Air);
    const PlanQuery q = seventyB(50);
    const PlanResult nvl72 =
        planSystem(cat(), shipped("gb200-nvl72"), model("llama-3.1-70b"), q, air);
    QVERIFY(!nvl72.fits);
    QVERIFY2(says(nvl72.why_not, "air-cooled") && says(nvl72.why_not, "DLC"),
             nvl72.why_not.c_str());
    const DeadlinePlan trained = planForDeadline(cat(), shipped("gb200-nvl72"),
                                                 model("llama-3.1-70b"), deadline(2e12, 30), air);
    QVERIFY(!trained.found);
    QVERIFY2(says(trained.why_not, "air-cooled"), trained.why_not.c_str());
    for (const char* id : {"hgx-h100", "hgx-b200"}) {
        const PlanResult r = planSystem(cat(), shipped(id), model("llama-3.1-70b"), q, air);
        QVERIFY2(r.fits, (std::string(id) + ": " + r.why_not).c_str());
    }
    Assumptions liquid;
    liquid.hall_cooling = static_cast<double>(HallCooling::Liquid);
    QVERIFY(planSystem(cat(), shipped("gb200-nvl72"), model("llama-3.1-70b"), q, liquid).fits);
}

// A hall that powers and cools 25 kW a rack holds two 8-GPU H100 servers, not the scenario's
// four: the same GPUs on more floor positions, each rack within the hall's kW.
void TestHall::serversAreRackedToTheHallsKwPerRack() {
    const System& s = shipped("hgx-h100");
    const PlanQuery q = seventyB(800);
    Assumptions a;
    const PlanResult free = planSystem(cat(), s, model("llama-3.1-70b"), q, a);
    QVERIFY2(free.fits, free.why_not.c_str());
    a.hall_rack_kw = 25;
    const double serverKw = 8 * itKwPerGpu(s, a);
    const int perRack = static_cast<int>(std::floor(25 / serverKw));
    QVERIFY(perRack >= 1 && perRack < 4);
    const PlanResult tight = planSystem(cat(), s, model("llama-3.1-70b"), q, a);
    QVERIFY2(tight.fits, tight.why_not.c_str());
    QCOMPARE(tight.gpus_bought, free.gpus_bought);
    QCOMPARE(tight.racks, (tight.servers + perRack - 1) / perRack);
    QVERIFY(tight.racks > free.racks);
    QVERIFY(tight.rack_it_kw <= 25.0);
    QVERIFY2(says(tight.racks_basis, "hall"), tight.racks_basis.c_str());
    // A hall that cannot feed one server refuses the system.
    a.hall_rack_kw = serverKw * 0.9;
    const PlanResult none = planSystem(cat(), s, model("llama-3.1-70b"), q, a);
    QVERIFY(!none.fits);
    QVERIFY2(says(none.why_not, "one server"), none.why_not.c_str());
}

void TestHall::aRackOverTheHallsKwIsRefused() {
    const System& s = shipped("gb200-nvl72");
    Assumptions a;
    const double rackKw = 72 * itKwPerGpu(s, a);
    a.hall_rack_kw = rackKw * 0.9;
    const std::string why = hallRefusal(s, a, itKwPerGpu(s, a));
    QVERIFY2(says(why, "not split") && says(why, "kW per rack"), why.c_str());
    a.hall_rack_kw = rackKw * 1.01;
    QVERIFY(hallRefusal(s, a, itKwPerGpu(s, a)).empty());
}

void TestHall::hallMwCapsThePlan() {
    const System& s = shipped("hgx-h100");
    const PlanQuery q = seventyB(800);
    Assumptions a;
    const PlanResult free = planSystem(cat(), s, model("llama-3.1-70b"), q, a);
    QVERIFY2(free.fits && free.facility_mw > 0, free.why_not.c_str());
    a.hall_mw = free.facility_mw * 0.95;
    const PlanResult over = planSystem(cat(), s, model("llama-3.1-70b"), q, a);
    QVERIFY(!over.fits);
    QVERIFY2(says(over.why_not, "the hall") && says(over.why_not, "MW"), over.why_not.c_str());
    a.hall_mw = free.facility_mw * 1.5;
    const PlanResult within = planSystem(cat(), s, model("llama-3.1-70b"), q, a);
    QVERIFY2(within.fits, within.why_not.c_str());
    QVERIFY(within.hall_limited);
    QVERIFY(test::fuzzyEqual(within.hall_mw_left, a.hall_mw - within.facility_mw, 1e-12));
    QVERIFY(within.hall_mw_left > 0);
}

void TestHall::aPowerBudgetOverTheHallFillsTheHall() {
    const System& s = shipped("hgx-h100");
    PlanQuery q = seventyB(0);
    q.facility_mw = 20;
    Assumptions a;
    a.hall_mw = 5;
    const PlanResult r = planSystem(cat(), s, model("llama-3.1-70b"), q, a);
    QVERIFY2(r.fits, r.why_not.c_str());
    QVERIFY(r.facility_mw <= 5.0 + 1e-9);
    const int holds = gpusTheHallHolds(s, a, itKwPerGpu(s, a));
    QVERIFY(r.gpus_bought <= holds && r.gpus_bought > holds - 8);
}

// The deadline search counts no more GPUs than the hall feeds: a hall just big enough gives
// the same answer as no hall; one a server smaller says it cannot, naming the hall.
void TestHall::deadlineSearchStopsAtTheHall() {
    const System& s = shipped("hgx-h100");
    const LlmModel& m = model("llama-3.1-70b");
    const auto q = deadline(2e12, 30);
    Assumptions a;
    const DeadlinePlan free = planForDeadline(cat(), s, m, q, a);
    QVERIFY2(free.found, free.why_not.c_str());
    QVERIFY(free.racks > 0 && free.facility_mw > 0);
    const double perGpuMw = itKwPerGpu(s, a) * a.pue / 1e3;
    a.hall_mw = free.gpus_bought * perGpuMw * (1 + 1e-6);
    const DeadlinePlan exact = planForDeadline(cat(), s, m, q, a);
    QVERIFY2(exact.found, exact.why_not.c_str());
    QCOMPARE(exact.gpus, free.gpus);
    QCOMPARE(exact.hall_gpus, free.gpus_bought);
    QVERIFY(exact.hall_mw_left >= 0.0);
    a.hall_mw = (free.gpus_bought - 8) * perGpuMw * (1 + 1e-6);
    const DeadlinePlan small = planForDeadline(cat(), s, m, q, a);
    QVERIFY(!small.found);
    QVERIFY2(says(small.why_not, "hall"), small.why_not.c_str());
    // Hot spares must fit the hall too.
    a.hall_mw = free.gpus_bought * perGpuMw * (1 + 1e-6);
    a.hot_spare_pct = 10;
    const DeadlinePlan spares = planForDeadline(cat(), s, m, q, a);
    QVERIFY(!spares.found);
    QVERIFY2(says(spares.why_not, "hot spares"), spares.why_not.c_str());
}

void TestHall::hallIsSavedWithTheScenario() {
    Scenario s;
    s.name = "hall";
    s.assumptions.hall_mw = 30;
    s.assumptions.hall_rack_kw = 40;
    s.assumptions.hall_cooling = static_cast<double>(HallCooling::Air);
    const std::string text = scenarioToJson(s);
    QVERIFY2(says(text, "\"schema_version\": 7"), text.c_str());
    const auto back = parseScenarioJson(text, "hall.json");
    QVERIFY2(back.ok, back.error.c_str());
    QCOMPARE(back.scenario.assumptions.hall_mw, 30.0);
    QCOMPARE(back.scenario.assumptions.hall_rack_kw, 40.0);
    QCOMPARE(hallCooling(back.scenario.assumptions), HallCooling::Air);
    // A scenario without a hall stays readable by programs older than schema 7.
    Scenario plain;
    plain.name = "plain";
    QVERIFY(!says(scenarioToJson(plain), "hall_"));
}

QTEST_GUILESS_MAIN(TestHall)
#include "TestHall.moc"
