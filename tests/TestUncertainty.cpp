// Uncertainty bands and the tornado: draws fixed by the seed, bands inside what the ranges
// allow, each input's swing equal to the TCO model evaluated at that input's ends, and
// scenario ranges read, written and refused as a user would type them.
#include "TestSupport.h"

#include "core/economics/scenario.h"
#include "core/economics/stats.h"
#include "core/economics/tco.h"
#include "core/economics/tornado.h"
#include "core/economics/uncertainty.h"

#include <QObject>

using namespace sil;

namespace {
std::vector<std::size_t> allSystems(const Catalog& c) {
    std::vector<std::size_t> out(c.systems.size());
    for (std::size_t i = 0; i < out.size(); ++i)
        out[i] = i;
    return out;
}
// The shipped catalog without any low/high: only the scenario's ranges are uncertain.
Catalog withoutRanges(Catalog c) {
    auto strip = [](Provenanced& p) {
        p.row.low.reset();
        p.row.high.reset();
        for (auto& [field, prov] : p.fields) {
            prov.low.reset();
            prov.high.reset();
        }
    };
    for (auto& s : c.systems)
        strip(s);
    for (auto& ch : c.chips)
        strip(ch);
    return c;
}
double tcoWith(const System& s, const Chip* chip, Assumptions a, double electricity) {
    a.electricity_usd_per_kwh = electricity;
    return computeTco(s, chip, a).total.value();
}
} // namespace

class TestUncertainty : public QObject {
    Q_OBJECT
private slots:
    void noRangeMeansPointBands();
    void electricityRangeBoundsAndDriver();
    void drawsAreFixedBySeed();
    void usefulHourBandScalesByUtilization();
    void catalogRangesDriveSpread();
    void triangularQuantileByHand();
    void scenarioRangesRoundTrip();
    void scenarioRangeErrors_data();
    void scenarioRangeErrors();
    void tornadoSwingsAreTheModelAtEachEnd();
    void tornadoPerPflopScalesTco();
};

void TestUncertainty::noRangeMeansPointBands() {
    const Catalog c = withoutRanges(test::shippedCatalog());
    const TcoUncertainty u(c, allSystems(c), {200, 1});
    const Assumptions a;
    const TcoSpread spread = u.evaluate(a, {});
    QVERIFY(!spread.any_range);
    QVERIFY(spread.owned_drivers.empty());
    for (std::size_t i = 0; i < c.systems.size(); ++i) {
        const auto t = computeTco(c.systems[i], c.chip(c.systems[i].chip_id), a);
        if (!t.total.ok()) {
            QVERIFY(std::isnan(spread.owned[i].p50));
            continue;
        }
        SIL_FUZZY_COMPARE(spread.owned[i].p10, t.total.value(), 1e-12);
        SIL_FUZZY_COMPARE(spread.owned[i].p90, t.total.value(), 1e-12);
    }
}

void TestUncertainty::electricityRangeBoundsAndDriver() {
    const Catalog c = withoutRanges(test::shippedCatalog());
    const System* s = c.system("hgx-h200");
    QVERIFY(s);
    const Chip* chip = c.chip(s->chip_id);
    std::vector<std::size_t> one;
    for (std::size_t i = 0; i < c.systems.size(); ++i)
        if (c.systems[i].id == "hgx-h200") one.push_back(i);
    const TcoUncertainty u(c, one, {2000, 5});
    Assumptions a;
    a.electricity_usd_per_kwh = 0.09;
    const AssumptionRanges ranges{{"electricity_usd_per_kwh", {0.06, 0.12}}};
    const TcoSpread spread = u.evaluate(a, ranges);
    QVERIFY(spread.any_range);
    const double lowEnd = tcoWith(*s, chip, a, 0.06), highEnd = tcoWith(*s, chip, a, 0.12);
    const double central = tcoWith(*s, chip, a, 0.09);
    const auto& b = spread.owned[0];
    QVERIFY(b.p10 > lowEnd && b.p10 < central);
    QVERIFY(b.p90 < highEnd && b.p90 > central);
    // Symmetric triangle: the median draw sits at the value, within sampling noise.
    QVERIFY(std::abs(b.p50 - central) < 0.01 * (highEnd - lowEnd));
    // The driver: electricity alone from its P10 to its P90 (0.06 + sqrt(0.1 * 0.06 * 0.03)
    // and its mirror), half the TCO swing over the central TCO.
    QCOMPARE(spread.owned_drivers.size(), std::size_t(1));
    QCOMPARE(spread.owned_drivers[0].key, std::string("electricity_usd_per_kwh"));
    const double p10 = 0.06 + std::sqrt(0.1 * 0.06 * 0.03), p90 = 0.12 - (p10 - 0.06);
    const double expected =
        (tcoWith(*s, chip, a, p90) - tcoWith(*s, chip, a, p10)) / 2.0 / central * 100.0;
    SIL_FUZZY_COMPARE(spread.owned_drivers[0].half_swing_pct, expected, 1e-9);
    // The sampled P10/P90 agree with the input's P10/P90 mapped through the (linear) model.
    QVERIFY(std::abs(b.p10 - tcoWith(*s, chip, a, p10)) < 0.02 * (highEnd - lowEnd));
    QVERIFY(std::abs(b.p90 - tcoWith(*s, chip, a, p90)) < 0.02 * (highEnd - lowEnd));
    // The driver is named for the caption (tests/gui/TestUncertaintyViews: the sentence).
    QCOMPARE(spread.owned_drivers[0].label, std::string("Electricity price"));
    QCOMPARE(spread.samples, std::size_t(2000));
}

void TestUncertainty::drawsAreFixedBySeed() {
    const Catalog& c = test::shippedCatalog();
    const AssumptionRanges ranges{{"pue", {1.2, 1.6}}, {"useful_life_years", {4, 6}}};
    const Assumptions a;
    const TcoSpread x = TcoUncertainty(c, allSystems(c), {300, 9}).evaluate(a, ranges);
    const TcoSpread y = TcoUncertainty(c, allSystems(c), {300, 9}).evaluate(a, ranges);
    const TcoSpread z = TcoUncertainty(c, allSystems(c), {300, 10}).evaluate(a, ranges);
    bool anyDiffers = false;
    for (std::size_t i = 0; i < x.owned.size(); ++i) {
        if (std::isnan(x.owned[i].p50)) continue;
        QCOMPARE(x.owned[i].p10, y.owned[i].p10);
        QCOMPARE(x.owned[i].p90, y.owned[i].p90);
        anyDiffers = anyDiffers || x.owned[i].p90 != z.owned[i].p90;
    }
    QVERIFY(anyDiffers);
}

void TestUncertainty::usefulHourBandScalesByUtilization() {
    const Catalog& c = test::shippedCatalog();
    Assumptions a;
    a.utilization_pct = 70.0;
    const TcoSpread s =
        TcoUncertainty(c, allSystems(c), {400, 3}).evaluate(a, {{"pue", {1.2, 1.5}}});
    for (std::size_t i = 0; i < s.owned.size(); ++i) {
        if (std::isnan(s.owned[i].p50)) continue;
        SIL_FUZZY_COMPARE(s.useful[i].p10, s.owned[i].p10 / 0.7, 1e-9);
        SIL_FUZZY_COMPARE(s.useful[i].p90, s.owned[i].p90 / 0.7, 1e-9);
    }
    // With a utilization range, the useful-hour spread widens and utilization drives it.
    const TcoSpread w = TcoUncertainty(c, allSystems(c), {400, 3})
                            .evaluate(a, {{"pue", {1.2, 1.5}}, {"utilization_pct", {50, 90}}});
    QCOMPARE(w.useful_drivers.front().key, std::string("utilization_pct"));
    for (const auto& d : w.owned_drivers)
        QVERIFY(d.key != "utilization_pct"); // owned hours do not depend on it
}

void TestUncertainty::catalogRangesDriveSpread() {
    // The shipped catalog carries capex ranges (VR200, MI350X, MI450X ...) and a TDP range.
    const Catalog& c = test::shippedCatalog();
    const TcoSpread s = TcoUncertainty(c, allSystems(c), {300, 1}).evaluate(Assumptions{}, {});
    QVERIFY(s.any_range);
    bool capex = false;
    for (const auto& d : s.owned_drivers)
        capex = capex || d.key == "capex";
    QVERIFY(capex);
}

void TestUncertainty::triangularQuantileByHand() {
    // Triangle (0, 1, 4): P(X <= 1) = 1/4; the median solves (4 - x)^2 / 12 = 1/2.
    SIL_FUZZY_COMPARE(triangularQuantile(0, 1, 4, 0.25), 1.0, 1e-12);
    SIL_FUZZY_COMPARE(triangularQuantile(0, 1, 4, 0.5), 4.0 - std::sqrt(6.0), 1e-12);
    QCOMPARE(triangularQuantile(2, 2, 2, 0.7), 2.0);
    QCOMPARE(triangularQuantile(0, 1, 4, 0.0), 0.0);
    QCOMPARE(triangularQuantile(0, 1, 4, 1.0), 4.0);
}

void TestUncertainty::scenarioRangesRoundTrip() {
    Scenario s;
    s.name = "ranged";
    s.assumption_ranges["electricity_usd_per_kwh"] = {0.05, 0.15};
    const std::string text = scenarioToJson(s);
    QVERIFY(text.find("\"schema_version\": 2") != std::string::npos);
    const auto back = parseScenarioJson(text, "ranged.json");
    QVERIFY2(back.ok, back.error.c_str());
    QVERIFY(back.scenario == s);
    // Without ranges a scenario stays version 1, so older versions still read it.
    Scenario plain;
    plain.name = "plain";
    QVERIFY(scenarioToJson(plain).find("\"schema_version\": 1") != std::string::npos);
}

void TestUncertainty::scenarioRangeErrors_data() {
    QTest::addColumn<QString>("ranges");
    QTest::addColumn<QString>("expected");
    QTest::newRow("low above high") << R"({"pue": {"low": 1.5, "high": 1.2}})"
                                    << "assumption_ranges.pue: range low";
    QTest::newRow("outside limits") << R"({"pue": {"low": 0.5, "high": 1.2}})"
                                    << "assumption_ranges.pue: expected a number from 1";
    QTest::newRow("unknown key") << R"({"pues": {"low": 1.1, "high": 1.2}})"
                                 << "assumption_ranges.pues: unknown assumption";
    QTest::newRow("array form") << R"({"pue": [1.1, 1.2]})"
                                << "assumption_ranges.pue: expected {\"low\"";
    QTest::newRow("text value") << R"({"pue": {"low": "1.1", "high": 1.2}})"
                                << "assumption_ranges.pue: low and high must be numbers";
}

void TestUncertainty::scenarioRangeErrors() {
    QFETCH(QString, ranges);
    QFETCH(QString, expected);
    const std::string text =
        R"({"schema_version": 2, "name": "x", "assumption_ranges": )" + ranges.toStdString() + "}";
    const auto r = parseScenarioJson(text, "x.json");
    QVERIFY(!r.ok);
    QVERIFY2(r.error.find("x.json: " + expected.toStdString()) == 0, r.error.c_str());
}

void TestUncertainty::tornadoSwingsAreTheModelAtEachEnd() {
    const Catalog c = withoutRanges(test::shippedCatalog());
    const System* s = c.system("hgx-h200");
    const Chip* chip = c.chip(s->chip_id);
    Assumptions a;
    const AssumptionRanges ranges{{"electricity_usd_per_kwh", {0.05, 0.20}}};
    const Tornado t = tcoTornado(*s, chip, a, ranges, TornadoMetric::TcoPerOwnedHour);
    QVERIFY2(t.error.empty(), t.error.c_str());
    SIL_FUZZY_COMPARE(t.central, computeTco(*s, chip, a).total.value(), 1e-12);
    bool sawElectricity = false, sawCapex = false;
    for (std::size_t k = 0; k < t.bars.size(); ++k) {
        const TornadoBar& b = t.bars[k];
        QVERIFY(b.key != "fleet_gpus" && b.key != "utilization_pct");
        if (k > 0) QVERIFY(std::abs(b.swing()) <= std::abs(t.bars[k - 1].swing()));
        if (b.key == "electricity_usd_per_kwh") {
            sawElectricity = true;
            QVERIFY(b.from_range);
            QCOMPARE(b.input_low, 0.05);
            QCOMPARE(b.input_high, 0.20);
            SIL_FUZZY_COMPARE(b.metric_at_low, tcoWith(*s, chip, a, 0.05), 1e-12);
            SIL_FUZZY_COMPARE(b.metric_at_high, tcoWith(*s, chip, a, 0.20), 1e-12);
        }
        if (b.key == "capex") {
            sawCapex = true;
            QVERIFY(!b.from_range); // no catalog range here: the default ±10 %
            System lo = *s;
            lo.capex_per_gpu_usd = *s->capex_per_gpu_usd * 0.9;
            SIL_FUZZY_COMPARE(b.metric_at_low, computeTco(lo, chip, a).total.value(), 1e-12);
        }
    }
    QVERIFY(sawElectricity && sawCapex);
}

void TestUncertainty::tornadoPerPflopScalesTco() {
    const Catalog& c = test::shippedCatalog();
    const System* s = c.system("hgx-b200");
    const Chip* chip = c.chip(s->chip_id);
    const Tornado owned = tcoTornado(*s, chip, {}, {}, TornadoMetric::TcoPerOwnedHour);
    const Tornado perPflop =
        tcoTornado(*s, chip, {}, {}, TornadoMetric::TcoPerPflopHour, Dtype::FP8);
    const double pflops = *chip->dense_tflops[index(Dtype::FP8)] / 1000.0;
    SIL_FUZZY_COMPARE(perPflop.central, owned.central / pflops, 1e-12);
    QCOMPARE(perPflop.bars.size(), owned.bars.size());
    const Tornado missing =
        tcoTornado(*s, chip, {}, {}, TornadoMetric::TcoPerPflopHour, Dtype::FP64);
    if (!chip->dense_tflops[index(Dtype::FP64)]) QVERIFY(!missing.error.empty());
}

QTEST_GUILESS_MAIN(TestUncertainty)
#include "TestUncertainty.moc"
