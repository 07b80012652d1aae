// Scenario comparison against a two-system catalog whose TCO is worked out by hand.
#include "TestSupport.h"

#include "core/economics/scenario_compare.h"

#include <QObject>

using namespace sil;

namespace {

// A chip of 1 PFLOP/s dense BF16 and 2 PFLOP/s FP8; a system at 43,800 USD and 1 kW per GPU.
// With no cost of capital over 5 years, capital = 43,800 / 60 months / 730 h = 1.00 USD/h;
// power = 1 kW x PUE 1 x 0.10 USD/kWh x 100 % load = 0.10 USD/h; nothing else costs.
Catalog handCatalog() {
    Catalog c;
    Chip chip;
    chip.id = "c";
    chip.name = "C";
    chip.dense_tflops[index(Dtype::BF16)] = 1000.0;
    chip.dense_tflops[index(Dtype::FP8)] = 2000.0;
    c.chips.push_back(chip);
    System s;
    s.id = "s1";
    s.name = "S1";
    s.chip_id = "c";
    s.capex_per_gpu_usd = 43800.0;
    s.it_power_per_gpu_w = 1000.0;
    s.gpus_per_node = 8;
    c.systems.push_back(s);
    System noCapex = s;
    noCapex.id = "s2";
    noCapex.name = "S2";
    noCapex.capex_per_gpu_usd.reset();
    c.systems.push_back(noCapex);
    return c;
}

Scenario handScenario() {
    Scenario a;
    a.name = "A";
    Assumptions& x = a.assumptions;
    x.useful_life_years = 5;
    x.cost_of_capital_pct = 0;
    x.residual_value_pct = 0;
    x.electricity_usd_per_kwh = 0.10;
    x.pue = 1.0;
    x.colocation_usd_per_kw_month = 0;
    x.maintenance_pct_per_year = 0;
    x.avg_load_pct = 100;
    x.software_usd_per_gpu_hour = 0;
    x.support_usd_per_server_month = 0;
    return a;
}

} // namespace

class TestScenarioCompare : public QObject {
    Q_OBJECT
private slots:
    void sameScenarioHasNoDifferences();
    void assumptionAndOverrideDeltas_data();
    void assumptionAndOverrideDeltas();
    void unknownSystemIsAnError();
};

void TestScenarioCompare::sameScenarioHasNoDifferences() {
    const ScenarioComparison r = compareScenarios(handCatalog(), handScenario(), handScenario());
    QVERIFY(r.error.empty());
    QVERIFY(r.assumptions.empty());
    QVERIFY(r.overrides.empty());
    QCOMPARE(r.systems.size(), std::size_t(2));
    QVERIFY(std::abs(r.systems[0].tco_usd_per_gpu_hour.a.value() - 1.10) < 1e-12);
    QCOMPARE(r.systems[0].tco_usd_per_gpu_hour.delta.value(), 0.0);
    QCOMPARE(r.systems[0].tco_usd_per_gpu_hour.pct.value(), 0.0);
}

void TestScenarioCompare::assumptionAndOverrideDeltas_data() {
    QTest::addColumn<double>("electricity"); // B's USD/kWh
    QTest::addColumn<double>("capexB");      // B's capex override for s1, 0 = none
    QTest::addColumn<double>("tcoB");        // s1's TCO under B, by hand
    QTest::addColumn<double>("pct");
    QTest::addColumn<int>("assumptionDiffs");
    QTest::addColumn<int>("overrideDiffs");
    // 0.20 USD/kWh: power 0.20 -> 1.20 USD/h, +0.10 = +9.0909 %.
    QTest::newRow("electricity") << 0.20 << 0.0 << 1.20 << 0.10 / 1.10 * 100 << 1 << 0;
    // Capex 87,600: capital 2.00 -> 2.10 USD/h, +1.00 = +90.909 %.
    QTest::newRow("capex override") << 0.10 << 87600.0 << 2.10 << 1.0 / 1.10 * 100 << 0 << 1;
    // Both: 2.20 USD/h, +100 %.
    QTest::newRow("both") << 0.20 << 87600.0 << 2.20 << 100.0 << 1 << 1;
}

void TestScenarioCompare::assumptionAndOverrideDeltas() {
    QFETCH(double, electricity);
    QFETCH(double, capexB);
    QFETCH(double, tcoB);
    QFETCH(double, pct);
    QFETCH(int, assumptionDiffs);
    QFETCH(int, overrideDiffs);
    const Scenario a = handScenario();
    Scenario b = a;
    b.name = "B";
    b.assumptions.electricity_usd_per_kwh = electricity;
    if (capexB > 0) b.system_overrides["s1"]["capex_per_gpu_usd"] = capexB;
    const ScenarioComparison r = compareScenarios(handCatalog(), a, b, {"s1", "s2"});
    QVERIFY2(r.error.empty(), r.error.c_str());
    QCOMPARE(int(r.assumptions.size()), assumptionDiffs);
    if (assumptionDiffs) {
        QCOMPARE(r.assumptions[0].key, std::string("electricity_usd_per_kwh"));
        QCOMPARE(r.assumptions[0].a, 0.10);
        QCOMPARE(r.assumptions[0].b, 0.20);
        QVERIFY(!r.assumptions[0].unit.empty());
    }
    QCOMPARE(int(r.overrides.size()), overrideDiffs);
    if (overrideDiffs) {
        QCOMPARE(r.overrides[0].entity, std::string("system"));
        QCOMPARE(r.overrides[0].id, std::string("s1"));
        QCOMPARE(r.overrides[0].field, std::string("capex_per_gpu_usd"));
        QVERIFY(!r.overrides[0].a);
        QCOMPARE(*r.overrides[0].b, 87600.0);
    }
    const SystemComparison& s1 = r.systems[0];
    QVERIFY(s1.na_reason.empty());
    QVERIFY(std::abs(s1.tco_usd_per_gpu_hour.a.value() - 1.10) < 1e-12);
    QVERIFY(std::abs(s1.tco_usd_per_gpu_hour.b.value() - tcoB) < 1e-12);
    QVERIFY(std::abs(s1.tco_usd_per_gpu_hour.delta.value() - (tcoB - 1.10)) < 1e-12);
    QVERIFY(std::abs(s1.tco_usd_per_gpu_hour.pct.value() - pct) < 1e-9);
    // Per marketed dense PFLOP-hour: 1 PFLOP/s BF16, 2 PFLOP/s FP8.
    QVERIFY(std::abs(s1.tco_usd_per_pflop_hour_bf16.b.value() - tcoB) < 1e-12);
    QVERIFY(std::abs(s1.tco_usd_per_pflop_hour_fp8.b.value() - tcoB / 2) < 1e-12);
    QVERIFY(std::abs(s1.tco_usd_per_pflop_hour_fp8.pct.value() - pct) < 1e-9);
    // s2 has no capex: n/a under both, with the reason, and no delta.
    const SystemComparison& s2 = r.systems[1];
    QVERIFY(QString::fromStdString(s2.na_reason).startsWith(QStringLiteral("A: ")));
    QVERIFY(!s2.tco_usd_per_gpu_hour.delta.ok());
    QVERIFY(!s2.tco_usd_per_gpu_hour.pct.ok());
}

void TestScenarioCompare::unknownSystemIsAnError() {
    const ScenarioComparison r =
        compareScenarios(handCatalog(), handScenario(), handScenario(), {"nope"});
    QVERIFY(QString::fromStdString(r.error).contains(QStringLiteral("nope")));
    Scenario bad = handScenario();
    bad.system_overrides["ghost"]["capex_per_gpu_usd"] = 1;
    QVERIFY(QString::fromStdString(compareScenarios(handCatalog(), handScenario(), bad).error)
                .startsWith(QStringLiteral("scenario B")));
}

QTEST_GUILESS_MAIN(TestScenarioCompare)
#include "TestScenarioCompare.moc"
