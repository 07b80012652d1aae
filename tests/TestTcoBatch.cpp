// The array form of the TCO model gives computeTco's numbers, n/a where it is n/a, and its
// uncertainty samples are fixed by their seed and bounded by the catalog's ranges.
#include "TestSupport.h"

#include "core/tco.h"
#include "core/tco_batch.h"

#include <QObject>
#include <random>

using namespace sil;

class TestTcoBatch : public QObject {
    Q_OBJECT
private slots:
    void equalsComputeTco_data();
    void equalsComputeTco();
    void samplesAreFixedBySeedAndBounded();
};

void TestTcoBatch::equalsComputeTco_data() {
    QTest::addColumn<int>("seed");
    for (int seed = 0; seed < 25; ++seed)
        QTest::addRow("assumptions %d", seed) << seed;
}

void TestTcoBatch::equalsComputeTco() {
    QFETCH(int, seed);
    const Catalog& c = test::shippedCatalog();
    Assumptions a;
    if (seed > 0) {
        // Random valid assumptions, support cost zero in some draws (its own code path).
        std::mt19937 rng(static_cast<unsigned>(seed));
        std::uniform_real_distribution<double> u(0.2, 2.0);
        a.electricity_usd_per_kwh *= u(rng);
        a.pue = 1.0 + (a.pue - 1.0) * u(rng);
        a.useful_life_years *= u(rng);
        a.cost_of_capital_pct *= u(rng);
        a.colocation_usd_per_kw_month *= u(rng);
        a.maintenance_pct_per_year = 2.0 * u(rng);
        a.support_usd_per_server_month =
            seed % 3 == 0 ? 0.0 : a.support_usd_per_server_month * u(rng);
        a.it_overhead_factor *= u(rng);
        a.software_usd_per_gpu_hour = 0.1 * u(rng);
    }
    const TcoBatch batch(c);
    std::vector<double> totals;
    batch.totals(a, totals);
    QCOMPARE(totals.size(), c.systems.size());
    for (std::size_t i = 0; i < c.systems.size(); ++i) {
        const TcoBreakdown t = computeTco(c.systems[i], c.chip(c.systems[i].chip_id), a);
        if (!t.total.ok()) {
            QVERIFY2(std::isnan(totals[i]), c.systems[i].id.c_str());
            continue;
        }
        SIL_FUZZY_COMPARE(totals[i], t.total.value(), 1e-12);
    }
}

void TestTcoBatch::samplesAreFixedBySeedAndBounded() {
    const Catalog& c = test::shippedCatalog();
    TcoBatch batch(c);
    batch.drawCatalogRanges(500, 7);
    const std::vector<TcoBatch::Factors> factors(500, TcoBatch::factorsOf(Assumptions{}));
    std::vector<double> first, again;
    batch.sampleTotals(factors, first);
    TcoBatch other(c);
    other.drawCatalogRanges(500, 7);
    other.sampleTotals(factors, again);
    QCOMPARE(first.size(), again.size());
    for (std::size_t k = 0; k < first.size(); ++k)
        QVERIFY(first[k] == again[k] || (std::isnan(first[k]) && std::isnan(again[k])));
    const auto bands = batch.bands(first);
    int ranged = 0;
    for (std::size_t i = 0; i < c.systems.size(); ++i) {
        const System& s = c.systems[i];
        const TcoBreakdown central = computeTco(s, c.chip(s.chip_id), Assumptions{});
        if (!central.total.ok()) continue;
        const Provenance& p = s.provenanceOf("capex_per_gpu_usd");
        // The power basis: the system's all-in IT power, else its chip's TDP.
        const Chip* chip = c.chip(s.chip_id);
        const bool allIn = s.it_power_per_gpu_w.has_value();
        const Provenance& pp =
            allIn ? s.provenanceOf("it_power_per_gpu_w") : chip->provenanceOf("tdp_w");
        QVERIFY(bands[i].p10 <= bands[i].p50 && bands[i].p50 <= bands[i].p90);
        if (!p.low && !p.high && !pp.low && !pp.high) {
            // No range: every sample is the central value.
            SIL_FUZZY_COMPARE(bands[i].p10, central.total.value(), 1e-12);
            SIL_FUZZY_COMPARE(bands[i].p90, central.total.value(), 1e-12);
            continue;
        }
        ++ranged;
        System lo = s, hi = s;
        Chip chipLo = *chip, chipHi = *chip;
        lo.capex_per_gpu_usd = p.low.value_or(*s.capex_per_gpu_usd);
        hi.capex_per_gpu_usd = p.high.value_or(*s.capex_per_gpu_usd);
        if (allIn) {
            lo.it_power_per_gpu_w = pp.low.value_or(*s.it_power_per_gpu_w);
            hi.it_power_per_gpu_w = pp.high.value_or(*s.it_power_per_gpu_w);
        } else {
            chipLo.tdp_w = pp.low.value_or(*chip->tdp_w);
            chipHi.tdp_w = pp.high.value_or(*chip->tdp_w);
        }
        QVERIFY(bands[i].p10 >= computeTco(lo, &chipLo, Assumptions{}).total.value() - 1e-9);
        QVERIFY(bands[i].p90 <= computeTco(hi, &chipHi, Assumptions{}).total.value() + 1e-9);
        QVERIFY(bands[i].p90 > bands[i].p10);
    }
    QVERIFY(ranged >= 3); // VR200, MI350X, MI450X, MI400 capex (and MI450X TDP) carry ranges
}

QTEST_GUILESS_MAIN(TestTcoBatch)
#include "TestTcoBatch.moc"
