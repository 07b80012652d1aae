// The array form of the TCO model gives computeTco's numbers, n/a where it is n/a, and its
// uncertainty samples are fixed by their seed and bounded by the catalog's ranges.
#include "TestSupport.h"

#include "core/economics/tco.h"
#include "core/economics/tco_batch.h"

#include <QObject>
#include <random>

using namespace sil;

class TestTcoBatch : public QObject {
    Q_OBJECT
private slots:
    void equalsComputeTco_data();
    void equalsComputeTco();
    void samplesAreFixedBySeedAndBounded();
    void pointValuedSystemsFollowEachSamplesFactors();
    void bandsKeepingOrderEqualFreshBands_data();
    void bandsKeepingOrderEqualFreshBands();
    void drawsOfOneSystemIgnoreOthers();
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

// Systems without a catalog range keep no draws (their value stands for every sample): each of
// their samples is still the TCO at that sample's factors, n/a where computeTco says n/a.
void TestTcoBatch::pointValuedSystemsFollowEachSamplesFactors() {
    const Catalog& c = test::shippedCatalog();
    TcoBatch batch(c);
    constexpr std::size_t kSamples = 64;
    batch.drawCatalogRanges(kSamples, 11);
    std::mt19937 rng(5);
    std::uniform_real_distribution<double> u(0.5, 1.5);
    std::vector<TcoBatch::Factors> factors;
    for (std::size_t s = 0; s < kSamples; ++s) {
        Assumptions a;
        a.electricity_usd_per_kwh *= u(rng);
        a.useful_life_years *= u(rng);
        a.it_overhead_factor *= u(rng);
        a.support_usd_per_server_month = s % 4 == 0 ? 0.0 : a.support_usd_per_server_month;
        factors.push_back(TcoBatch::factorsOf(a));
    }
    std::vector<double> samples;
    batch.sampleTotals(factors, samples);
    QCOMPARE(samples.size(), kSamples * c.systems.size());
    std::vector<double> expected(c.systems.size());
    int pointValued = 0;
    for (std::size_t i = 0; i < c.systems.size(); ++i) {
        const System& s = c.systems[i];
        const Chip* chip = c.chip(s.chip_id);
        const Provenance& p = s.provenanceOf("capex_per_gpu_usd");
        const Provenance& pp = s.it_power_per_gpu_w || !chip ? s.provenanceOf("it_power_per_gpu_w")
                                                             : chip->provenanceOf("tdp_w");
        if (p.low || p.high || pp.low || pp.high) continue;
        ++pointValued;
        for (std::size_t k = 0; k < kSamples; ++k) {
            batch.totals(factors[k], expected.data());
            const double got = samples[i * kSamples + k];
            if (std::isnan(expected[i]))
                QVERIFY2(std::isnan(got), s.id.c_str());
            else
                QCOMPARE(got, expected[i]);
        }
    }
    // Enough systems without any range to mean something (the rest are drawn, not fixed).
    QVERIFY2(pointValued >= 10, qPrintable(QString::number(pointValued)));
}

void TestTcoBatch::bandsKeepingOrderEqualFreshBands_data() {
    QTest::addColumn<double>("jitter"); // how far each edit moves a sample, relative
    QTest::addColumn<int>("samples");
    QTest::newRow("small edits (insertion sort)") << 0.001 << 250;
    QTest::newRow("large edits (resorted)") << 1.0 << 250;
    QTest::newRow("1,000 samples") << 0.01 << 1000;
    QTest::newRow("a handful of samples") << 0.05 << 7;
    QTest::newRow("enough work for threads") << 0.01 << 3000; // 43 systems x 3,000 samples
}

void TestTcoBatch::bandsKeepingOrderEqualFreshBands() {
    // The remembered order is an optimisation only: after any sequence of edits the bands are
    // exactly the nearest-rank P10/P50/P90 of the values, as selected afresh.
    QFETCH(double, jitter);
    QFETCH(int, samples);
    const Catalog& c = test::shippedCatalog();
    const TcoBatch batch(c);
    const std::size_t n = batch.size(), count = std::size_t(samples);
    std::mt19937_64 rng(11);
    std::uniform_real_distribution<double> u(0.0, 1.0);
    std::vector<double> values(n * count);
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t s = 0; s < count; ++s)
            // System 0 n/a throughout; a few ties in every column.
            values[i * count + s] = i == 0 ? std::nan("") : std::floor(u(rng) * 50.0) + double(i);
    std::vector<std::uint32_t> order;
    for (int edit = 0; edit < 6; ++edit) {
        const auto kept = batch.bands(values, &order);
        const auto fresh = batch.bands(values);
        TcoBatch::setMaxThreads(1); // the same on one thread
        const auto single = batch.bands(values);
        TcoBatch::setMaxThreads(0);
        QCOMPARE(kept.size(), fresh.size());
        QVERIFY(std::isnan(kept[0].p50) && std::isnan(fresh[0].p50));
        for (std::size_t i = 1; i < n; ++i) {
            QCOMPARE(kept[i].p10, fresh[i].p10);
            QCOMPARE(kept[i].p50, fresh[i].p50);
            QCOMPARE(kept[i].p90, fresh[i].p90);
            QCOMPARE(single[i].p50, fresh[i].p50);
        }
        for (std::size_t k = count; k < values.size(); ++k)
            values[k] *= 1.0 + jitter * (u(rng) - 0.5);
    }
}

void TestTcoBatch::drawsOfOneSystemIgnoreOthers() {
    // A system's draws depend on the seed, its position and the sample only: a range added to
    // another system's capex leaves them as they were.
    const Catalog& c = test::shippedCatalog();
    Catalog edited = c;
    std::size_t changed = edited.systems.size();
    for (std::size_t i = 0; i < edited.systems.size(); ++i)
        if (edited.systems[i].capex_per_gpu_usd &&
            !edited.systems[i].provenanceOf("capex_per_gpu_usd").low) {
            auto& p = edited.systems[i].fields["capex_per_gpu_usd"];
            p.low = *edited.systems[i].capex_per_gpu_usd * 0.8;
            p.high = *edited.systems[i].capex_per_gpu_usd * 1.3;
            changed = i;
            break;
        }
    QVERIFY(changed < edited.systems.size());
    TcoBatch before(c), after(edited);
    before.drawCatalogRanges(300, 5);
    after.drawCatalogRanges(300, 5);
    const std::vector<TcoBatch::Factors> factors(300, TcoBatch::factorsOf(Assumptions{}));
    std::vector<double> x, y;
    before.sampleTotals(factors, x);
    after.sampleTotals(factors, y);
    int differing = 0;
    for (std::size_t i = 0; i < c.systems.size(); ++i)
        for (std::size_t s = 0; s < 300; ++s) {
            const double a = x[i * 300 + s], b = y[i * 300 + s];
            if (a == b || (std::isnan(a) && std::isnan(b))) continue;
            QCOMPARE(i, changed);
            ++differing;
        }
    QVERIFY(differing > 250); // the edited system's own draws did move
}

QTEST_GUILESS_MAIN(TestTcoBatch)
#include "TestTcoBatch.moc"
