// Expert parallelism wider than a replica's tensor parallelism: attention groups of tp GPUs
// sharing a mixture of experts spread over all of them (vLLM's and SGLang's data-parallel
// attention). The simulator's step is the slowest group's with its all-to-all, the analytic
// replica's decode is the workload model's with the same expert parallelism, a group's KV cache
// grows with the experts it no longer holds, and the plan runs DeepSeek-R1 FP8 over two H100
// nodes this way, or within one node where the user pins it.
#include "ServingTestSupport.h"
#include "TestSupport.h"

#include "core/serving/planner.h"
#include "core/serving/replica_model.h"
#include "core/serving/serving_setup.h"
#include "core/serving/simulator/replica_simulator.h"
#include "core/serving/simulator/step_predictor.h"
#include "core/workload/mixed_step.h"

#include <QObject>

using namespace sil;

class TestExpertParallelPlan : public QObject {
    Q_OBJECT
private slots:
    void aStepIsTheSlowestGroups();
    void analyticDecodeIsTheWorkloadModels();
    void groupsHoldACacheWhereOneNodeCannot();
    void r1OverTwoH100NodesByGroups();
    void groupsWithinOneNodeWherePinned();
    void aDenseModelHasNoGroups();
};

namespace {

PlanQuery r1(double rps) {
    PlanQuery q = test::deepSeekR1Traffic(rps);
    q.layout = LayoutChoiceKind::Aggregated;
    return q;
}

constexpr auto setupFor = &test::shippedServingSetup;

// B decodes at `context` tokens, as one group's mixed step with tp x dp expert parallelism.
MixedStepBreakdown oneGroupsStep(const ServingSetup& s, int tp, int dp, int decodes, int context,
                                 double groupsTokens) {
    MixedStepInput in;
    in.decode_batch = decodes;
    in.decode_attended_sum = decodes * s.shape.attendedPositions(context + 1.0);
    in.tp = tp;
    in.ep = tp * dp;
    in.replicas_in_ep_group = groupsTokens / decodes;
    in.weights = s.weights;
    in.kv = s.kv;
    return mixedStep(s.shape, *s.chip, s.system, s.eff, in);
}

bool says(const PlanResult& r, const std::string& words) {
    for (const std::string& line : r.assumptions)
        if (line.find(words) != std::string::npos) return true;
    return false;
}

} // namespace

// Two groups of TP 8 over 16 H100s: 2B decodes dealt evenly take one group's step at B (its
// experts reached by all 2B tokens), the all-to-all included; a step whose work is all in one
// group takes that group's, and the idle group's exchange alone is shorter.
void TestExpertParallelPlan::aStepIsTheSlowestGroups() {
    const ServingSetup s = setupFor("hgx-h100", "deepseek-r1", r1(1));
    sim::StepPredictor groups(s, 8, 1, 2);
    for (int perGroup : {1, 16, 64}) {
        std::vector<sim::ScheduledChunk> step(2 * perGroup, {1, 1000, true});
        const MixedStepBreakdown got = groups.breakdown(step);
        QVERIFY2(groups.error().empty(), groups.error().c_str());
        const MixedStepBreakdown want = oneGroupsStep(s, 8, 2, perGroup, 1000, 2.0 * perGroup);
        SIL_FUZZY_COMPARE(got.step_ms, want.step_ms, 1e-9);
        SIL_FUZZY_COMPARE(got.ep_comm_ms, want.ep_comm_ms, 1e-9);
        QVERIFY(got.ep_comm_ms > 0);
    }
    // One request alone: its group's step, at one token.
    const std::vector<sim::ScheduledChunk> lone(1, {1, 1000, true});
    SIL_FUZZY_COMPARE(groups.breakdown(lone).step_ms, oneGroupsStep(s, 8, 2, 1, 1000, 1.0).step_ms,
                      1e-9);
    // A prompt's chunk goes to the lighter group; the step is at least the chunk's alone.
    std::vector<sim::ScheduledChunk> mixed(8, {1, 1000, true});
    mixed.push_back({2048, 0, false});
    const double withChunk = groups.breakdown(mixed).step_ms;
    QVERIFY(withChunk >
            groups.breakdown(std::vector<sim::ScheduledChunk>(8, {1, 1000, true})).step_ms);
}

// The analytic replica of two groups at concurrency 2B decodes each group's B, as decodeStep
// does with the groups' expert parallelism: the plan's search and the simulation time the same
// step.
void TestExpertParallelPlan::analyticDecodeIsTheWorkloadModels() {
    PlanQuery q = r1(1);
    q.tp = 8;
    q.ep = 16;
    const ServingSetup s = setupFor("hgx-h100", "deepseek-r1", q);
    const ReplicaSet set = buildReplicas(s, q.traffic, "deepseek-r1", {8, 0, 16});
    QVERIFY2(set.error.empty() && set.replicas.size() == 1, set.why_none.c_str());
    const Replica& rep = set.replicas.front();
    QCOMPARE(rep.dp, 2);
    QCOMPARE(rep.ep, 16);
    QCOMPARE(rep.gpus(), 16);
    QVERIFY(rep.spans_nodes);
    for (double perGroup : {1.0, 8.0, 64.0}) {
        DecodeStepInput in;
        in.batch = perGroup;
        in.context = q.traffic.prompt_tokens + q.traffic.output_tokens / 2.0;
        in.tp = 8;
        in.ep = 16;
        in.replicas_in_ep_group = 2;
        in.weights = s.weights;
        in.kv = s.kv;
        const DecodeBreakdown want = decodeStep(s.shape, *s.chip, s.system, s.eff, in, false);
        SIL_FUZZY_COMPARE(rep.decode->at(2 * perGroup).step_ms, want.step_ms, 1e-9);
    }
    // Two groups prefill two prompts at once.
    SIL_FUZZY_COMPARE(rep.prefillBusyS(), rep.prefill.mean_s / 2, 1e-12);
}

// Eight H100s cannot hold R1's 671 GB of FP8 weights with a KV cache; sixteen, each holding
// its group's attention and a sixteenth of the experts, can, and the two groups' caches add.
void TestExpertParallelPlan::groupsHoldACacheWhereOneNodeCannot() {
    const ServingSetup s = setupFor("hgx-h100", "deepseek-r1", r1(1));
    QCOMPARE(sim::kvBlocksFor(s, 8, 16, 8192, 1, 1), 0LL);
    const long long two = sim::kvBlocksFor(s, 8, 16, 16384, 1, 2);
    QVERIFY(two > 0);
    QCOMPARE(two % 2, 0LL);
    // Four groups: each holds fewer experts, so more than twice the cache of two.
    QVERIFY(sim::kvBlocksFor(s, 8, 16, 32768, 1, 4) > 2 * two);
}

// Searched, the plan spans two H100 nodes (by stages or by groups, whichever the simulated
// engine serves on fewer GPUs); pinned to groups, it runs TP 8 x EP 16, is simulated under the
// engine's scheduler within its targets, and says how the experts are spread.
void TestExpertParallelPlan::r1OverTwoH100NodesByGroups() {
    const Assumptions a;
    PlanQuery q = r1(2);
    q.simulate = true;
    const PlanResult searched = planSystem(test::shippedCatalog(), test::shippedSystem("hgx-h100"),
                                           test::shippedModel("deepseek-r1"), q, a);
    QVERIFY2(searched.fits, searched.why_not.c_str());
    QCOMPARE(searched.layout.tp * searched.layout.pp * searched.layout.dp, 16);
    QVERIFY(searched.layout.spans_nodes);
    q.tp = 8;
    q.ep = 16;
    const PlanResult r = planSystem(test::shippedCatalog(), test::shippedSystem("hgx-h100"),
                                    test::shippedModel("deepseek-r1"), q, a);
    QVERIFY2(r.fits, r.why_not.c_str());
    QCOMPARE(r.layout.tp, 8);
    QCOMPARE(r.layout.ep, 16);
    QCOMPARE(r.layout.dp, 2);
    QCOMPARE(r.layout.pp, 1);
    QVERIFY(r.layout.spans_nodes);
    QCOMPARE(r.gpus % 16, 0);
    QVERIFY2(r.simulated.done, r.simulated.why_not.c_str());
    QVERIFY(r.simulated.sized_meets_targets);
    QCOMPARE(r.simulated.gpus_needed % 16, 0);
    QVERIFY(r.simulated.at_sized.tpot_ms_p50 > 0 && r.simulated.at_sized.tpot_ms_p50 <= 100.0);
    QVERIFY(says(r, "expert parallelism: 2 attention groups of TP 8"));
    QVERIFY(says(r, "all-to-all over the scale-out fabric"));
}

// H200 holds R1 in one node; pinned to eight groups of one GPU (DeepSeek's own data-parallel
// attention), the replica stays in the node and its all-to-all on NVLink.
void TestExpertParallelPlan::groupsWithinOneNodeWherePinned() {
    const Assumptions a;
    PlanQuery q = r1(4);
    q.tp = 1;
    q.ep = 8;
    q.simulate = true;
    const PlanResult r = planSystem(test::shippedCatalog(), test::shippedSystem("hgx-h200"),
                                    test::shippedModel("deepseek-r1"), q, a);
    QVERIFY2(r.fits, r.why_not.c_str());
    QCOMPARE(r.layout.tp, 1);
    QCOMPARE(r.layout.dp, 8);
    QVERIFY(!r.layout.spans_nodes);
    QVERIFY2(r.simulated.done, r.simulated.why_not.c_str());
    QCOMPARE(r.simulated.gpus_needed % 8, 0);
    QVERIFY(says(r, "all-to-all over the scale-up links"));
}

// A dense model has no experts to share: a pinned expert parallelism wider than the tensor
// parallelism leaves no layout, and the plan says so.
void TestExpertParallelPlan::aDenseModelHasNoGroups() {
    const Assumptions a;
    PlanQuery q = r1(1);
    q.tp = 1;
    q.ep = 8;
    const PlanResult r = planSystem(test::shippedCatalog(), test::shippedSystem("hgx-h100"),
                                    test::shippedModel("llama-3.1-70b"), q, a);
    QVERIFY(!r.fits);
    QVERIFY2(r.why_not.find("expert parallelism") != std::string::npos, r.why_not.c_str());
}

QTEST_GUILESS_MAIN(TestExpertParallelPlan)
#include "TestExpertParallelPlan.moc"
