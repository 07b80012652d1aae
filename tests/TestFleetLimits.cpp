// What bounds a fleet before any layout is sized: the IT power per GPU (the TCO's own figure),
// the GPUs a power budget fills within the hall, a system the hall refuses, and the hall's check
// of a count in the units bought.
#include "TestSupport.h"

#include "core/economics/tco.h"
#include "core/serving/fleet.h"
#include "core/serving/fleet_limits.h"
#include "core/serving/hall.h"

#include <QObject>
#include <QtTest>
#include <cmath>

using namespace sil;

class TestFleetLimits : public QObject {
    Q_OBJECT
private slots:
    void itPowerIsTheTcosFigure();
    void aBudgetFillsWholeUnitsWithinTheHall();
    void aSystemTheHallRefusesGetsNoBudget();
    void noPowerFigureFillsNoBudget();
    void theHallChecksTheUnitsBought();
};

namespace {

const Catalog& cat() {
    return test::shippedCatalog();
}

constexpr auto shipped = &test::shippedSystem;

FleetLimits limitsOf(const System& s, const Assumptions& a, double facilityMw) {
    return fleetLimits(s, cat().chip(s.chip_id), a, facilityMw);
}

} // namespace

void TestFleetLimits::itPowerIsTheTcosFigure() {
    const Assumptions a;
    int withPower = 0;
    for (const System& s : cat().systems) {
        const FleetLimits l = limitsOf(s, a, 0);
        const TcoBreakdown t = computeTco(s, cat().chip(s.chip_id), a);
        QCOMPARE(l.it_kw_per_gpu.ok(), t.it_kw.ok());
        QCOMPARE(l.it_kw_per_gpu.reason(), t.it_kw.reason());
        QCOMPARE(l.it_kw, t.it_kw.valueOr(0.0));
        QVERIFY2(l.refused.empty(), s.id.c_str());
        QCOMPARE(l.budget_gpus, 0);
        QCOMPARE(l.hall_gpus, -1); // no hall named
        withPower += l.it_kw > 0;
    }
    QVERIFY(withPower > 0);
}

void TestFleetLimits::aBudgetFillsWholeUnitsWithinTheHall() {
    const System& h100 = shipped("hgx-h100");
    Assumptions a;
    a.hall_mw = 1.0;
    const FleetLimits small = limitsOf(h100, a, 0.5);
    QVERIFY(small.refused.empty());
    QCOMPARE(small.hall_gpus, gpusTheHallHolds(h100, a, small.it_kw));
    QVERIFY(small.budget_gpus > 0);
    QVERIFY(small.budget_gpus < small.hall_gpus);
    QCOMPARE(small.budget_gpus % purchaseUnitGpus(h100), 0);
    QVERIFY(small.budget_gpus * small.it_kw * a.pue <= 0.5e3);
    // Another server would pass the budget.
    QVERIFY((small.budget_gpus + purchaseUnitGpus(h100)) * small.it_kw * a.pue > 0.5e3);

    const FleetLimits large = limitsOf(h100, a, 10.0);
    QVERIFY(large.refused.empty());
    QCOMPARE(large.budget_gpus, large.hall_gpus);
}

void TestFleetLimits::aSystemTheHallRefusesGetsNoBudget() {
    const System& gb200 = shipped("gb200-nvl72");
    Assumptions a;
    a.hall_cooling = static_cast<double>(HallCooling::Air);
    const FleetLimits l = limitsOf(gb200, a, 10.0);
    QVERIFY(l.hall_limited);
    QCOMPARE(l.refused, hallRefusal(gb200, a, l.it_kw));
    QVERIFY(!l.refused.empty());
    QCOMPARE(l.budget_gpus, 0);
}

void TestFleetLimits::noPowerFigureFillsNoBudget() {
    System s = shipped("hgx-h100");
    s.it_power_per_gpu_w.reset();
    const Assumptions a;
    const FleetLimits demand = fleetLimits(s, nullptr, a, 0);
    QVERIFY(!demand.it_kw_per_gpu.ok());
    QCOMPARE(demand.it_kw, 0.0);
    QVERIFY(demand.refused.empty()); // a demand is sized without it; MW are n/a
    const FleetLimits budget = fleetLimits(s, nullptr, a, 10.0);
    QCOMPARE(budget.refused,
             std::string("no all-in IT power figure, so no power budget can be filled"));
    QCOMPARE(budget.budget_gpus, 0);
}

void TestFleetLimits::theHallChecksTheUnitsBought() {
    const System& h100 = shipped("hgx-h100");
    const Assumptions open;
    QVERIFY(hallOverrunOf(h100, open, limitsOf(h100, open, 0), 100000).empty());

    Assumptions a;
    a.hall_mw = 0.2;
    const FleetLimits l = limitsOf(h100, a, 0);
    QVERIFY(l.hall_gpus > 0);
    QVERIFY(hallOverrunOf(h100, a, l, l.hall_gpus).empty());
    // One GPU more is a whole server more, which the hall cannot feed.
    const int over = l.hall_gpus + 1;
    const std::string why = hallOverrunOf(h100, a, l, over);
    QVERIFY(!why.empty());
    QCOMPARE(why, hallOverrun(h100, a, l.it_kw, boughtGpus(h100, over),
                              countRacks(h100, over, a, l.it_kw).racks));
}

QTEST_GUILESS_MAIN(TestFleetLimits)
#include "TestFleetLimits.moc"
