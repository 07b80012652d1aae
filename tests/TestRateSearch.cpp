// The planner's rate search (highestRateByLoad) on replicas whose answer is known: a latency
// target that grows smoothly with the rate, a replica that saturates (its queue grows past a
// rate while its targets look fine below it), one that never holds, a start above the answer,
// and a search that ends once the count of replicas it decides is settled. The search must
// only ever return a rate that held, find the answer within its tolerance, and need fewer
// probes than a bisection.
#include "core/serving/simulator/rate_search.h"

#include <QObject>
#include <QTest>
#include <cmath>
#include <functional>
#include <map>
#include <utility>

using namespace sil::sim;

namespace {

// A replica's probes, counted, with every rate probed and whether it held.
struct Replica {
    explicit Replica(std::function<RateProbe(double)> f) : at(std::move(f)) {}
    std::function<RateProbe(double)> at;
    mutable std::map<double, bool> probed;
    RateProbe operator()(double rate) const {
        RateProbe p = at(rate);
        probed[rate] = p.holds;
        return p;
    }
};

// TPOT over its limit, growing as the rate to the power 1.5; holds at or below 1.
Replica smoothTarget(double answer) {
    return Replica([answer](double r) {
        const double load = std::pow(r / answer, 1.5);
        return RateProbe{load <= 1, {0.2, load}};
    });
}

// Targets far from their limits below `answer`; above it the queue grows (no load to go by).
Replica saturating(double answer) {
    return Replica([answer](double r) {
        return r <= answer ? RateProbe{true, {0.5, 0.6}} : RateProbe{};
    });
}

} // namespace

class TestRateSearch : public QObject {
    Q_OBJECT
private slots:
    void findsASmoothLimitInAFewProbes();
    void findsWhereAReplicaSaturates();
    void startingAboveTheAnswerSearchesDown();
    void nothingHoldsIsZero();
    void stopsOnceTheCountIsDecided();
};

void TestRateSearch::findsASmoothLimitInAFewProbes() {
    const Replica replica = smoothTarget(10.0);
    const double rate = highestRateByLoad(7.0, replica(7.0), std::cref(replica));
    QVERIFY2(rate <= 10.0 && rate >= 10.0 / 1.02, std::to_string(rate).c_str());
    QVERIFY(replica.probed.at(rate));
    // The start and at most four probes, where a bisection from a doubled bracket takes seven.
    QVERIFY2(replica.probed.size() <= 5, std::to_string(replica.probed.size()).c_str());
}

void TestRateSearch::findsWhereAReplicaSaturates() {
    const Replica replica = saturating(13.0);
    const double rate = highestRateByLoad(9.0, replica(9.0), std::cref(replica));
    QVERIFY2(rate <= 13.0 && rate >= 13.0 / 1.02, std::to_string(rate).c_str());
    QVERIFY(replica.probed.at(rate));
    QVERIFY2(replica.probed.size() <= 11, std::to_string(replica.probed.size()).c_str());
}

void TestRateSearch::startingAboveTheAnswerSearchesDown() {
    const Replica replica = smoothTarget(12.0);
    const double rate = highestRateByLoad(20.0, replica(20.0), std::cref(replica));
    QVERIFY2(rate <= 12.0 && rate >= 12.0 / 1.02, std::to_string(rate).c_str());
    for (const auto& [r, held] : replica.probed)
        QCOMPARE(held, r <= 12.0); // every verdict as the replica gave it, none assumed
}

void TestRateSearch::nothingHoldsIsZero() {
    const Replica replica([](double) { return RateProbe{false, {1.5, 2.0}}; });
    QCOMPARE(highestRateByLoad(8.0, replica(8.0), std::cref(replica)), 0.0);
    // It went down to start / span and stopped there.
    QVERIFY(replica.probed.begin()->first <= 8.0 / 16 * 1.02);
    QVERIFY(replica.probed.size() <= 11);
}

void TestRateSearch::stopsOnceTheCountIsDecided() {
    // 100 requests/s over replicas that hold 10.4 each: 10 replicas whatever the rate between
    // 10.0 and 10.4, so the search may end anywhere there, before its tolerance.
    const Replica withCount = saturating(10.4);
    const double rate =
        highestRateByLoad(9.0, withCount(9.0), std::cref(withCount), {.demand = 100.0});
    QVERIFY2(rate <= 10.4, std::to_string(rate).c_str());
    QCOMPARE(std::ceil(100.0 / rate - 1e-9), 10.0);
    const Replica without = saturating(10.4);
    highestRateByLoad(9.0, without(9.0), std::cref(without));
    QVERIFY(withCount.probed.size() <= without.probed.size());
}

QTEST_GUILESS_MAIN(TestRateSearch)
#include "TestRateSearch.moc"
