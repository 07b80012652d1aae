// The TCO engine against the seed table (000_c94f84e27c7ea0f4.txt §3), the published
// Neocloud H200 breakdown, and monotonicity properties.
#include "TestSupport.h"

#include "core/economics/scenario.h"
#include "core/economics/tco.h"
#include "database/CatalogStore.h"

#include <QObject>
#include <random>

using namespace sil;

namespace {

Scenario shippedScenario(const char* name) {
    db::CatalogStore store;
    if (!store.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG))) qFatal("no catalog");
    auto s = store.scenario(QString::fromLatin1(name));
    if (!s) qFatal("%s", qPrintable(store.errorString()));
    return *s;
}

double roundCents(double v) {
    return std::round(v * 100.0) / 100.0;
}

} // namespace

class TestTco : public QObject {
    Q_OBJECT
private slots:
    void firstClauseStopsAtTheFirstTopLevelSemicolon_data();
    void firstClauseStopsAtTheFirstTopLevelSemicolon();
    void seedTable_data();
    void seedTable();
    void neocloudH200Breakdown();
    void changingAnAssumptionMovesEveryFigure();
    void zeroRateIsStraightLine();
    void residualValueLowersCapital();
    void monotonicity();
    void missingInputsAreNotAvailableWithReason();
    void rentVsBuy();
    void sensitivityRanksCapitalFirst();
    void realizedUsesEfficiencyAndUtilization();
    void benchmarkRecompute();
};

void TestTco::seedTable_data() {
    QTest::addColumn<QString>("system");
    QTest::addColumn<double>("capex");
    QTest::addColumn<double>("capitalPerHour");
    QTest::addColumn<double>("perPflopFp4");
    QTest::addColumn<double>("perPflopFp6");
    QTest::addColumn<double>("perPflopFp8");
    QTest::addColumn<double>("tflopsPerWattFp4");
    QTest::addColumn<double>("tflopsPerWattFp6");
    QTest::addColumn<double>("tflopsPerWattFp8");
    // Every figure as printed in the seed table.
    QTest::newRow("B200 HGX NVL8")
        << "hgx-b200" << 44954.0 << 1.54 << 0.17 << 0.34 << 0.34 << 9.0 << 4.5 << 4.5;
    QTest::newRow("B300 1200W") << "hgx-b300" << 53742.0 << 1.85 << 0.14 << 0.41 << 0.41 << 11.3
                                << 3.8 << 3.8;
    QTest::newRow("GB200 NVL72") << "gb200-nvl72" << 54123.0 << 1.86 << 0.19 << 0.37 << 0.37 << 8.3
                                 << 4.2 << 4.2;
    QTest::newRow("GB300 NVL72") << "gb300-nvl72" << 61644.0 << 2.12 << 0.14 << 0.42 << 0.42 << 10.7
                                 << 3.6 << 3.6;
    QTest::newRow("MI355X") << "mi355x-ubb8" << 24711.0 << 0.85 << 0.08 << 0.08 << 0.17 << 7.1
                            << 7.1 << 3.6;
}

void TestTco::seedTable() {
    QFETCH(QString, system);
    QFETCH(double, capex);
    QFETCH(double, capitalPerHour);
    QFETCH(double, perPflopFp4);
    QFETCH(double, perPflopFp6);
    QFETCH(double, perPflopFp8);
    QFETCH(double, tflopsPerWattFp4);
    QFETCH(double, tflopsPerWattFp6);
    QFETCH(double, tflopsPerWattFp8);
    Scenario s = shippedScenario("semianalysis-2025");
    // The seed's B300 row is at 1,200 W; the catalog holds the HGX B300's 1,100 W (1,200 W its
    // high bound: the conflict settled in the chip's notes), so the row is checked at the seed's.
    if (system == QLatin1String("hgx-b300")) s.chip_overrides["b300"]["tdp_w"] = 1200;
    const auto eff = applyScenarioOverrides(test::shippedCatalog(), s);
    QVERIFY(eff.error.empty());
    const System* sys = eff.catalog.system(system.toStdString());
    QVERIFY(sys);
    const SystemResult r = evaluateSystem(eff.catalog, *sys, s.assumptions);
    SIL_VERIFY_FIGURE(r.tco.capex_usd, capex, 0.0);
    QVERIFY(r.tco.capital.ok());
    QCOMPARE(roundCents(r.tco.capital.value()), capitalPerHour);
    auto cents = [&](Dtype d) {
        return roundCents(r.per_dtype[index(d)].capital_per_pflop_hour.value());
    };
    auto tenths = [&](Dtype d) {
        return std::round(r.per_dtype[index(d)].tflops_per_watt.value() * 10.0) / 10.0;
    };
    QCOMPARE(cents(Dtype::FP4), perPflopFp4);
    QCOMPARE(cents(Dtype::FP6), perPflopFp6);
    QCOMPARE(cents(Dtype::FP8), perPflopFp8);
    QCOMPARE(tenths(Dtype::FP4), tflopsPerWattFp4);
    QCOMPARE(tenths(Dtype::FP6), tflopsPerWattFp6);
    QCOMPARE(tenths(Dtype::FP8), tflopsPerWattFp8);
}

void TestTco::neocloudH200Breakdown() {
    const Scenario s = shippedScenario("semianalysis-neocloud-2026");
    const auto eff = applyScenarioOverrides(test::shippedCatalog(), s);
    const System* h200 = eff.catalog.system("hgx-h200");
    QVERIFY(h200);
    const TcoBreakdown t = computeTco(*h200, eff.catalog.chip("h200"), s.assumptions);
    // $6,738.18 per server-month loan payment.
    SIL_VERIFY_FIGURE(Figure::of(t.capital.value() * 730.0 * 8.0), 6738.18, 1e-4);
    QCOMPARE(roundCents(t.capital.value()), 1.15);
    const double operating = t.power.value() + t.colocation.value() + t.support.value() +
                             t.maintenance.value() + t.software.value();
    // $2,558.27 per server-month operating.
    SIL_FUZZY_COMPARE(operating * 730.0 * 8.0, 2558.27, 1e-3);
    QCOMPARE(roundCents(operating), 0.44);
    QCOMPARE(roundCents(t.total.value()), 1.59);
    // Electricity per kW of IT load per month: $68.59.
    SIL_FUZZY_COMPARE(t.power.value() / t.it_kw.value() * 730.0, 68.59, 1e-3);
}

void TestTco::changingAnAssumptionMovesEveryFigure() {
    Scenario s = shippedScenario("semianalysis-2025");
    const auto eff = applyScenarioOverrides(test::shippedCatalog(), s);
    const System* b200 = eff.catalog.system("hgx-b200");
    const SystemResult before = evaluateSystem(eff.catalog, *b200, s.assumptions);
    s.assumptions.useful_life_years = 3.0;
    const SystemResult after = evaluateSystem(eff.catalog, *b200, s.assumptions);
    QVERIFY(after.tco.capital.value() > before.tco.capital.value() * 1.2);
    for (Dtype d : {Dtype::FP4, Dtype::FP6, Dtype::FP8, Dtype::BF16})
        QVERIFY(after.per_dtype[index(d)].capital_per_pflop_hour.value() >
                before.per_dtype[index(d)].capital_per_pflop_hour.value());
    // FLOP/W does not depend on money.
    QCOMPARE(after.per_dtype[index(Dtype::FP8)].tflops_per_watt.value(),
             before.per_dtype[index(Dtype::FP8)].tflops_per_watt.value());
}

void TestTco::zeroRateIsStraightLine() {
    System s;
    s.id = s.name = "x";
    s.capex_per_gpu_usd = 43800.0;
    s.it_power_per_gpu_w = 1000.0;
    s.gpus_per_node = 8;
    Assumptions a;
    a.cost_of_capital_pct = 0.0;
    a.useful_life_years = 5.0;
    const TcoBreakdown t = computeTco(s, nullptr, a);
    SIL_VERIFY_FIGURE(t.capital, 43800.0 / (5.0 * 12.0 * 730.0), 1e-12);
    QCOMPARE(monthlyPayment(1200.0, 0.0, 12.0), 100.0);
}

void TestTco::residualValueLowersCapital() {
    System s;
    s.id = s.name = "x";
    s.capex_per_gpu_usd = 40000.0;
    s.it_power_per_gpu_w = 1000.0;
    s.gpus_per_node = 8;
    Assumptions a;
    const double base = computeTco(s, nullptr, a).capital.value();
    a.residual_value_pct = 20.0;
    const double withResidual = computeTco(s, nullptr, a).capital.value();
    QVERIFY(withResidual < base);
    // PV of the residual at the loan rate reduces the principal exactly.
    const double i = a.cost_of_capital_pct / 1200.0, n = a.useful_life_years * 12.0;
    const double pv = 8000.0 / std::pow(1.0 + i, n);
    SIL_FUZZY_COMPARE(withResidual, monthlyPayment(40000.0 - pv, i, n) / 730.0, 1e-12);
}

void TestTco::monotonicity() {
    // Property test over random valid inputs: raising a cost input never lowers TCO, a
    // longer life never raises capital cost, and nothing is ever inf or NaN.
    std::mt19937 rng(20261122);
    auto uni = [&](double lo, double hi) {
        return std::uniform_real_distribution<double>(lo, hi)(rng);
    };
    for (int trial = 0; trial < 2000; ++trial) {
        System s;
        s.id = s.name = "random";
        s.capex_per_gpu_usd = uni(1000.0, 200000.0);
        s.it_power_per_gpu_w = uni(300.0, 4000.0);
        s.gpus_per_node = std::floor(uni(1.0, 72.0));
        Assumptions a;
        for (const auto& def : assumptionDefs())
            a.*(def.member) = uni(def.min, def.max);
        const TcoBreakdown base = computeTco(s, nullptr, a);
        QVERIFY(base.total.ok());
        QVERIFY(std::isfinite(base.total.value()) && base.total.value() >= 0.0);
        auto bumped = [&](double Assumptions::*m, double factor) {
            Assumptions b = a;
            b.*m = b.*m * factor;
            return computeTco(s, nullptr, b);
        };
        QVERIFY(bumped(&Assumptions::electricity_usd_per_kwh, 1.1).total.value() >=
                base.total.value());
        QVERIFY(bumped(&Assumptions::pue, 1.1).total.value() >= base.total.value());
        QVERIFY(bumped(&Assumptions::cost_of_capital_pct, 1.1).total.value() >= base.total.value());
        QVERIFY(bumped(&Assumptions::useful_life_years, 1.1).capital.value() <=
                base.capital.value() + 1e-12);
        System pricier = s;
        pricier.capex_per_gpu_usd = *s.capex_per_gpu_usd * 1.1;
        QVERIFY(computeTco(pricier, nullptr, a).total.value() >= base.total.value());
    }
}

void TestTco::missingInputsAreNotAvailableWithReason() {
    // A system without capex and a chip without TDP, as a catalog may hold for future parts.
    Catalog c = test::shippedCatalog();
    System* vr = c.system("vr200-nvl144");
    QVERIFY(vr);
    vr->capex_per_gpu_usd.reset();
    c.chip(vr->chip_id)->tdp_w.reset();
    const SystemResult r = evaluateSystem(c, *vr, Assumptions{});
    QVERIFY(!r.tco.capital.ok());
    QVERIFY(QString::fromStdString(r.tco.capital.reason()).contains(QStringLiteral("capex")));
    QVERIFY(!r.per_dtype[index(Dtype::FP8)].tflops_per_watt.ok());
    // H100 has no FP4 figure: n/a, never inf.
    const SystemResult h100 = evaluateSystem(c, *c.system("hgx-h100"), Assumptions{});
    QVERIFY(!h100.per_dtype[index(Dtype::FP4)].tco_per_pflop_hour.ok());
    QVERIFY(QString::fromStdString(h100.per_dtype[index(Dtype::FP4)].tco_per_pflop_hour.reason())
                .contains(QStringLiteral("FP4")));
    // A zero figure is n/a too.
    Chip chip;
    chip.name = "zero";
    chip.dense_tflops[index(Dtype::FP8)] = 0.0;
    chip.tdp_w = 500.0;
    System s;
    s.id = s.name = "z";
    s.capex_per_gpu_usd = 1000.0;
    s.gpus_per_node = 8;
    TcoBreakdown t = computeTco(s, &chip, Assumptions{});
    QVERIFY(t.total.ok());
    QVERIFY(t.it_power_estimated);
}

void TestTco::rentVsBuy() {
    const Scenario s = shippedScenario("semianalysis-neocloud-2026");
    const auto eff = applyScenarioOverrides(test::shippedCatalog(), s);
    const SystemResult r =
        evaluateSystem(eff.catalog, *eff.catalog.system("hgx-h200"), s.assumptions);
    QVERIFY(!r.rentals.empty());
    for (const auto& q : r.rentals) {
        QVERIFY(q.rent_per_useful_hour.ok());
        if (q.breakeven_utilization_pct.ok())
            SIL_FUZZY_COMPARE(q.breakeven_utilization_pct.value(),
                              r.tco.total.value() / q.rental_usd_per_gpu_hour * 100.0, 1e-12);
        else
            QVERIFY(q.rental_usd_per_gpu_hour < r.tco.total.value());
        // Renting on demand at price p for fleet F: monthly bill p * F * 730 * utilization.
        const double util = s.assumptions.utilization_pct / 100.0;
        const double rent = q.rental_usd_per_gpu_hour * s.assumptions.fleet_gpus * 730.0 *
                            (paidOnlyWhenUsed(q.term) ? util : 1.0);
        SIL_FUZZY_COMPARE(q.monthly_savings_buying_usd.value(),
                          rent - r.tco.total.value() * s.assumptions.fleet_gpus * 730.0, 1e-9);
    }
    const RentVsBuy* onDemand = cheapestRental(r, RentalTerm::OnDemand);
    QVERIFY(onDemand);
    for (const auto& q : r.rentals)
        if (q.term == RentalTerm::OnDemand && !q.reference)
            QVERIFY(onDemand->rental_usd_per_gpu_hour <= q.rental_usd_per_gpu_hour);
    QCOMPARE(onDemand->term, RentalTerm::OnDemand);
    QCOMPARE(onDemand->rental_usd_per_gpu_hour, 1.99); // Vultr, Jan 2026
    if (const RentVsBuy* oneYear = cheapestRental(r, RentalTerm::OneYear))
        for (const auto& q : r.rentals)
            if (q.term == RentalTerm::OneYear)
                QVERIFY(oneYear->rental_usd_per_gpu_hour <= q.rental_usd_per_gpu_hour);
    QVERIFY(!cheapestRental(r, RentalTerm::OneMonth) ||
            cheapestRental(r, RentalTerm::OneMonth)->term == RentalTerm::OneMonth);
    QCOMPARE(ratioTo(Figure::of(3.0), Figure::of(2.0)).value(), 1.5);
    QVERIFY(!ratioTo(Figure::of(3.0), Figure::of(0.0)).ok());
    // $1.59/h owned vs the cheapest $1.60 3-year InferenceX rate paid every hour:
    // owning wins per useful hour ($1.99) over any quote cheaper than that.
    QVERIFY(!r.cheapest_option.empty());
}

void TestTco::sensitivityRanksCapitalFirst() {
    const Scenario s = shippedScenario("semianalysis-neocloud-2026");
    const auto eff = applyScenarioOverrides(test::shippedCatalog(), s);
    const System* h200 = eff.catalog.system("hgx-h200");
    const auto sens = tcoSensitivity(*h200, eff.catalog.chip("h200"), s.assumptions);
    QVERIFY(sens.size() >= 8);
    // Capital is 72 % of TCO, so useful life (negative) or cost of capital leads.
    QVERIFY(sens.front().key == "useful_life_years" || sens.front().key == "cost_of_capital_pct");
    for (const auto& x : sens) {
        QVERIFY(std::isfinite(x.elasticity));
        if (x.key == "electricity_usd_per_kwh") {
            // d(TCO)/d(price) = kW x PUE x load.
            SIL_FUZZY_COMPARE(x.usd_per_hour_per_unit, 1.36625 * 1.35 * 0.8, 1e-6);
        }
    }
}

void TestTco::realizedUsesEfficiencyAndUtilization() {
    const Scenario s = shippedScenario("semianalysis-neocloud-2026");
    const auto eff = applyScenarioOverrides(test::shippedCatalog(), s);
    const SystemResult r =
        evaluateSystem(eff.catalog, *eff.catalog.system("hgx-h200"), s.assumptions);
    const Chip* h200 = eff.catalog.chip("h200");
    const double e = *h200->realized_efficiency[index(Dtype::BF16)];
    SIL_VERIFY_FIGURE(r.per_dtype[index(Dtype::BF16)].realized_tco_per_pflop_hour,
                      r.tco.total.value() / (0.9895 * e * 0.8), 1e-9);
}

void TestTco::benchmarkRecompute() {
    const Catalog& c = test::shippedCatalog();
    Assumptions a;
    std::vector<SystemResult> out;
    QBENCHMARK {
        evaluateAllInto(c, a, out);
    }
    QCOMPARE(out.size(), c.systems.size());
}

void TestTco::firstClauseStopsAtTheFirstTopLevelSemicolon_data() {
    QTest::addColumn<QString>("reason");
    QTest::addColumn<QString>("clause");
    QTest::newRow("two clauses") << "no price: sold by quote; the only figure is old"
                                 << "no price: sold by quote";
    QTest::newRow("semicolon in parentheses")
        << "no TDP (source a; source b) was found; no rental either"
        << "no TDP (source a; source b) was found";
    QTest::newRow("one clause") << "no capex figure"
                                << "no capex figure";
    QTest::newRow("empty") << ""
                           << "";
    QTest::newRow("unbalanced") << "a) b; c"
                                << "a) b";
}

void TestTco::firstClauseStopsAtTheFirstTopLevelSemicolon() {
    QFETCH(QString, reason);
    QFETCH(QString, clause);
    QCOMPARE(QString::fromStdString(firstClause(reason.toStdString())), clause);
}

QTEST_GUILESS_MAIN(TestTco)
#include "TestTco.moc"
