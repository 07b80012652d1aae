// Train by a deadline: the fewest whole servers or racks whose run, interruptions counted,
// finishes in time, and why a system cannot.
#include "TestSupport.h"

#include "core/serving/fleet.h"
#include "core/workload/training/deadline.h"

#include <QObject>
#include <QtTest>
#include <cmath>

using namespace sil;

class TestDeadline : public QObject {
    Q_OBJECT
private slots:
    void fewestServersMeetTheDeadline();
    void rackScaleSystemsBuyWholeRacks();
    void interruptionsCostGpus();
    void theBatchLimitsDataParallelism();
    void hotSparesAreWholeServers();
    void aDeadlineMustBePositive();
    void everyShippedSystemAnswers();
    void interruptedHoursArePaidFor();
    void ownedClusterIsBoughtRunAndSold();
};

namespace {

const Catalog& cat() {
    return test::shippedCatalog();
}

DeadlineQuery query(double tokens, double days) {
    DeadlineQuery q;
    q.training.tokens = tokens;
    q.deadline_days = days;
    return q;
}

TrainingThroughFailures runAt(const System& s, const LlmModel& m, const DeadlineQuery& q, int gpus,
                              const Assumptions& a) {
    TrainingQuery t = q.training;
    t.gpus = gpus;
    t.hold_global_batch = true;
    return trainThroughFailures(cat(), s, m, t, a);
}

} // namespace

void TestDeadline::fewestServersMeetTheDeadline() {
    const System& s = *cat().system("hgx-h100");
    const LlmModel& m = *cat().model("llama-3.1-70b");
    const Assumptions a;
    const auto q = query(2e12, 30);
    const auto p = planForDeadline(cat(), s, m, q, a);
    QVERIFY2(p.found, p.why_not.c_str());
    QCOMPARE(p.gpus % 8, 0);
    QCOMPARE(p.units * 8, p.gpus);
    QVERIFY(p.run.failures.effective_days <= 30.0);
    QVERIFY(p.run.failures.expected_interruptions > 0.0);
    // One server fewer misses the deadline.
    const auto fewer = runAt(s, m, q, p.gpus - 8, a);
    QVERIFY(!fewer.training.fits || !fewer.failures.ok || fewer.failures.effective_days > 30.0);
}

void TestDeadline::rackScaleSystemsBuyWholeRacks() {
    const System& s = *cat().system("gb200-nvl72");
    const auto p =
        planForDeadline(cat(), s, *cat().model("llama-3.1-70b"), query(2e12, 30), Assumptions{});
    QVERIFY2(p.found, p.why_not.c_str());
    QVERIFY(p.unit_is_rack);
    QCOMPARE(p.unit_gpus, purchaseUnitGpus(s));
    QCOMPARE(p.gpus % 72, 0);
}

void TestDeadline::interruptionsCostGpus() {
    const System& s = *cat().system("hgx-h100");
    const LlmModel& m = *cat().model("llama-3.1-70b");
    Assumptions none;
    none.gpu_interruptions_per_1k_gpu_days = none.node_interruptions_per_1k_node_days = 0;
    Assumptions often; // ten times the Llama 3 rates
    often.gpu_interruptions_per_1k_gpu_days *= 10;
    often.node_interruptions_per_1k_node_days *= 10;
    const auto q = query(2e12, 30);
    const auto pNone = planForDeadline(cat(), s, m, q, none);
    const auto pOften = planForDeadline(cat(), s, m, q, often);
    QVERIFY(pNone.found && pOften.found);
    QVERIFY(pOften.gpus > pNone.gpus);
    QCOMPARE(pNone.run.failures.goodput, 1.0);
}

void TestDeadline::theBatchLimitsDataParallelism() {
    // 405B on 15.6T tokens in a day: no layout within a 4M-token batch gets there (given: the
    // default is the 16M tokens of Meta's run).
    auto q = query(15.6e12, 1);
    q.training.seq = 4096;
    q.training.global_batch = 1024;
    const auto p = planForDeadline(cat(), *cat().system("hgx-h100"), *cat().model("llama-3.1-405b"),
                                   q, Assumptions{});
    QVERIFY(!p.found);
    QVERIFY2(p.why_not.find("too many GPUs for one job's data parallelism") != std::string::npos,
             p.why_not.c_str());
    QVERIFY2(p.why_not.find("fastest tried") != std::string::npos, p.why_not.c_str());
}

void TestDeadline::hotSparesAreWholeServers() {
    Assumptions a;
    a.hot_spare_pct = 5;
    const auto p = planForDeadline(cat(), *cat().system("hgx-h100"), *cat().model("llama-3.1-70b"),
                                   query(2e12, 30), a);
    QVERIFY(p.found);
    QVERIFY(p.spare_gpus >= 0.05 * p.gpus);
    QCOMPARE(p.spare_gpus % 8, 0);
    QCOMPARE(p.gpus_bought, p.gpus + p.spare_gpus);
}

void TestDeadline::aDeadlineMustBePositive() {
    const auto p = planForDeadline(cat(), *cat().system("hgx-h100"), *cat().model("llama-3.1-8b"),
                                   query(1e12, 0), Assumptions{});
    QVERIFY(!p.found);
    QVERIFY(p.why_not.find("more than 0") != std::string::npos);
}

void TestDeadline::everyShippedSystemAnswers() {
    std::vector<const System*> systems;
    for (const auto& s : cat().systems)
        systems.push_back(&s);
    const auto plans = planAllForDeadline(cat(), systems, *cat().model("llama-3.1-70b"),
                                          query(15e12, 90), Assumptions{});
    QCOMPARE(plans.size(), systems.size());
    int found = 0;
    for (const auto& p : plans) {
        QVERIFY2(p.found != !p.why_not.empty(), p.system_id.c_str()); // a plan or a reason
        if (p.found) {
            ++found;
            QCOMPARE(p.gpus % p.unit_gpus, 0);
            QVERIFY(p.run.failures.effective_days <= 90.0);
        }
    }
    QVERIFY(found >= 10);
}

void TestDeadline::interruptedHoursArePaidFor() {
    TrainingQuery q;
    q.gpus = 2048;
    q.tokens = 15e12;
    const auto run = trainThroughFailures(cat(), *cat().system("hgx-h100"),
                                          *cat().model("llama-3.1-70b"), q, {});
    QVERIFY(run.failures.ok && run.training.usd_owned.ok());
    const double stretch = run.failures.effective_days / run.training.days;
    QVERIFY(stretch > 1.0);
    QVERIFY(std::abs(run.usd_owned_effective.value() / run.training.usd_owned.value() - stretch) <
            1e-12);
    QCOMPARE(run.rentals_effective.size(), run.training.rentals.size());
    for (std::size_t i = 0; i < run.rentals_effective.size(); ++i) {
        const auto& e = run.rentals_effective[i];
        QCOMPARE(e.run_hours, run.failures.effective_days * 24.0);
        QCOMPARE(e.billed_hours, billedRentalHours(e.term, e.run_hours));
        QVERIFY(e.usd >= run.training.rentals[i].usd);
    }
}

void TestDeadline::ownedClusterIsBoughtRunAndSold() {
    Assumptions a;
    a.residual_value_pct = 40;
    a.hot_spare_pct = 5;
    const System& s = *cat().system("hgx-h100");
    const auto p = planForDeadline(cat(), s, *cat().model("llama-3.1-70b"), query(2e12, 30), a);
    QVERIFY(p.found);
    const ClusterCost& k = p.owned;
    QVERIFY2(k.ok, k.error.c_str());
    QCOMPARE(k.gpus_bought, p.gpus_bought); // the spares are bought too
    const TcoBreakdown tco = computeTco(s, cat().chip(s.chip_id), a);
    QVERIFY(std::abs(k.capex_usd - tco.capex_usd.value() * p.gpus_bought) < 1e-6 * k.capex_usd);
    QVERIFY(std::abs(k.resale_usd - 0.4 * k.capex_usd) < 1e-6 * k.capex_usd);
    QVERIFY(std::abs(k.sold_after_run_usd - (k.capex_usd + k.opex_usd + k.financing_usd -
                                             k.resale_usd)) < 1e-6 * k.capex_usd);
    // Cash: the purchase first, then costs each month, the sale in the last.
    QCOMPARE(k.cash.front().month, 0);
    QCOMPARE(k.cash.front().owned_usd, k.capex_usd);
    QVERIFY(std::abs(k.cash.back().owned_usd - k.sold_after_run_usd) < 1e-6 * k.capex_usd);
    QCOMPARE(int(k.cash.size()) - 1, int(std::ceil(p.run.failures.effective_days * 24 / 730.0)));
    for (std::size_t i = 1; i + 1 < k.cash.size(); ++i)
        QVERIFY(k.cash[i].owned_usd > k.cash[i - 1].owned_usd);
    // Against the cheapest rental of the run: rent billed monthly, the contract's whole bill
    // by the end; break-even is the first month rent reaches the owned cash.
    QVERIFY(!k.rental_quote.empty());
    double cheapest = 1e300;
    for (const auto& r : p.run.rentals_effective)
        cheapest = std::min(cheapest, r.usd);
    QVERIFY(std::abs(k.cash.back().rented_usd - cheapest) <= 1e-6 * cheapest ||
            k.cash.back().rented_usd > cheapest);
    for (const auto& m : k.cash)
        QCOMPARE(m.rented_usd >= m.owned_usd && m.month > 0, k.break_even_month >= 0 &&
                                                                 m.month >= k.break_even_month &&
                                                                 m.rented_usd >= m.owned_usd);
}

QTEST_GUILESS_MAIN(TestDeadline)
#include "TestDeadline.moc"
