// Pipeline stages in the plan: the layout search takes stages where they need fewer GPUs per
// request/s, a pinned layout is honoured, and a replica spans nodes where one node cannot hold
// the model (DeepSeek-R1 FP8 on two 8-GPU H100 nodes), its stages handing over the scale-out
// fabric (cross_node_link.h), its TPOT against a published two-node run.
#include "ServingTestSupport.h"
#include "TestSupport.h"

#include "core/serving/planner.h"
#include "core/serving/serving_setup.h"
#include "core/serving/simulator/cross_node_link.h"
#include "core/serving/simulator/replica_simulator.h"
#include "core/workload/workload.h"

#include <QObject>
#include <cmath>

using namespace sil;

class TestPipelinePlan : public QObject {
    Q_OBJECT
private slots:
    void handOffAcrossNodesIsTheScaleOutFabrics();
    void fewerMicroBatchesThanStagesWaitForEachOther();
    void seventyBAtAnMlperfLoadTakesStagesWhereCheaper();
    void pinnedStagesAreHonoured();
    void r1OverTwoH100NodesIsPlannedAndSimulated();
    void r1TpotOnTwoH100NodesAgainstAPublishedRun();
    void r1PinnedOverTwoH200Nodes();
    void tooWideTensorParallelSuggestsOnlyWhatWorks();
    void inferenceSuggestsOnlyWhatWorks();
};

namespace {

constexpr auto shipped = &test::shippedSystem;

constexpr auto model = &test::shippedModel;

// MLPerf Inference Llama 2 70B Server: OpenOrca's mean prompt (5,463,976 tokens over 24,576
// samples) and the reference's 294.45 tokens a sample; TTFT within 2 s, TPOT within 200 ms.
PlanQuery mlperfServer(double rps) {
    PlanQuery q;
    q.traffic.prompt_tokens = 5463976.0 / 24576.0;
    q.traffic.output_tokens = 294.45;
    q.traffic.requests_per_s = rps;
    q.traffic.ttft_p50_s = 2.0;
    q.traffic.min_tokens_per_user = 5.0;
    q.weights = NumberFormat::FP8;
    q.kv = defaultKvFormat(q.weights);
    q.layout = LayoutChoiceKind::Aggregated;
    return q;
}

constexpr auto r1 = &test::deepSeekR1Traffic;

constexpr auto setupFor = &test::shippedServingSetup;

// TPOT (median, ms) of one replica at a closed loop of `concurrency`.
double simulatedTpotMs(const ServingSetup& setup, int tp, int pp, int concurrency, int prompt,
                       int output) {
    sim::ReplicaConfig config;
    config.tp = tp;
    config.pp = pp;
    config.limits.max_batched_tokens = static_cast<int>(setup.chunk_tokens);
    config.limits.max_seqs = setup.max_seqs;
    sim::LoadSpec load;
    load.kind = sim::LoadSpec::Kind::ClosedLoop;
    load.concurrency = concurrency;
    load.num_prompts = 16;
    load.seed = 1;
    sim::LengthSpec lengths;
    lengths.prompt_tokens = prompt;
    lengths.output_tokens = output;
    const sim::SimulationResult run = sim::simulateReplica(setup, config, load, lengths);
    if (!run.ok) qFatal("%s", run.error.c_str());
    return run.summary.tpot_ms.median;
}

} // namespace

// A micro-batch's activations cross to the next stage over NVLink within an HGX node, over the
// node's NICs between nodes: slower, and by the ratio of the two fabrics for a large one.
void TestPipelinePlan::handOffAcrossNodesIsTheScaleOutFabrics() {
    const ServingSetup setup = setupFor("hgx-h100", "llama-3.1-70b", mlperfServer(1));
    const sim::StageLink within(setup, 4, 2), across(setup, 8, 2), one(setup, 8, 1);
    QVERIFY(!within.crossesNodes());
    QVERIFY(across.crossesNodes());
    QCOMPARE(one.handOffMs(4096), 0.0);
    for (long long tokens : {1LL, 256LL, 8192LL}) {
        QVERIFY(within.handOffMs(tokens) > 0);
        QVERIFY2(across.handOffMs(tokens) > within.handOffMs(tokens) / 2,
                 std::to_string(tokens).c_str());
    }
    // 8,192 tokens x 8,192 hidden x 2 bytes over 8 GPU pairs: 16.8 MB a pair, through a
    // 400 Gbit/s NIC (50 GB/s raw) at the fabric's efficiency, about a third of a millisecond
    // or more.
    const double bytesPerPair = 8192.0 * 8192.0 * 2.0 / 8.0;
    QVERIFY(across.handOffMs(8192) > bytesPerPair / 50e9 * 1e3);
    QVERIFY(across.handOffMs(8192) < 10 * bytesPerPair / 50e9 * 1e3);
    QVERIFY(within.error().empty() && across.error().empty());
}

void TestPipelinePlan::fewerMicroBatchesThanStagesWaitForEachOther() {
    // One micro-batch on two stages: through both. Two of them: each stage works on both.
    QCOMPARE(sim::pipelineCycleMs({10.0}, 2), 20.0);
    QCOMPARE(sim::pipelineCycleMs({10.0, 6.0}, 2), 16.0);
    QCOMPARE(sim::pipelineCycleMs({10.0, 6.0}, 4), 40.0);
    QCOMPARE(sim::pipelineCycleMs({7.0}, 1), 7.0);
    QCOMPARE(sim::pipelineCycleMs({}, 2), 0.0);
}

// NVIDIA ran Llama 2 70B on H100 in MLPerf as TP 1 x PP 2 replicas. At a Server load the plan
// weighs stages (the simulated engine judging the cheapest layout with them against the
// cheapest without): where it takes them, no one-stage layout needs as few GPUs; it never needs
// more GPUs with stages allowed than without.
void TestPipelinePlan::seventyBAtAnMlperfLoadTakesStagesWhereCheaper() {
    const Assumptions a;
    bool tookStages = false;
    for (double rps : {20.0, 100.0}) {
        PlanQuery q = mlperfServer(rps);
        q.simulate = true;
        const PlanResult searched =
            planSystem(test::shippedCatalog(), shipped("hgx-h100"), model("llama-2-70b"), q, a);
        q.pp = 1;
        const PlanResult oneStage =
            planSystem(test::shippedCatalog(), shipped("hgx-h100"), model("llama-2-70b"), q, a);
        QVERIFY2(searched.fits, searched.why_not.c_str());
        QVERIFY2(oneStage.fits, oneStage.why_not.c_str());
        QCOMPARE(oneStage.layout.pp, 1);
        QVERIFY(searched.gpus <= oneStage.gpus);
        if (searched.layout.pp > 1) {
            tookStages = true;
            QVERIFY2(searched.gpus < oneStage.gpus,
                     qPrintable(QStringLiteral("%1 vs %2").arg(searched.gpus).arg(oneStage.gpus)));
            QCOMPARE(searched.gpus % (searched.layout.tp * searched.layout.pp), 0);
            QVERIFY(!searched.layout.spans_nodes);
        }
    }
    QVERIFY2(tookStages, "the MLPerf Server load on H100 should be cheapest on stages");
}

void TestPipelinePlan::pinnedStagesAreHonoured() {
    const Assumptions a;
    PlanQuery q = mlperfServer(30);
    q.tp = 2;
    q.pp = 2;
    q.simulate = true;
    const PlanResult r =
        planSystem(test::shippedCatalog(), shipped("hgx-h100"), model("llama-2-70b"), q, a);
    QVERIFY2(r.fits, r.why_not.c_str());
    QCOMPARE(r.layout.tp, 2);
    QCOMPARE(r.layout.pp, 2);
    QCOMPARE(r.layout.kind, LayoutChoiceKind::Aggregated);
    QCOMPARE(r.gpus, r.layout.replicas * 4);
    QVERIFY2(r.simulated.done, r.simulated.why_not.c_str());
    QCOMPARE(r.simulated.gpus_needed % 4, 0);
    bool said = false;
    for (const std::string& line : r.assumptions)
        said = said || line.find("pipeline stages: 2 of TP 2") != std::string::npos;
    QVERIFY(said);
}

// 671 GB of FP8 weights do not fit eight 80 GB GPUs: pinned to two stages, the plan spans two
// nodes, a stage in each.
void TestPipelinePlan::r1OverTwoH100NodesIsPlannedAndSimulated() {
    const Assumptions a;
    PlanQuery q = r1(2);
    q.layout = LayoutChoiceKind::Aggregated;
    q.pp = 2;
    q.simulate = true;
    const PlanResult r =
        planSystem(test::shippedCatalog(), shipped("hgx-h100"), model("deepseek-r1"), q, a);
    QVERIFY2(r.fits, r.why_not.c_str());
    QCOMPARE(r.layout.tp, 8);
    QCOMPARE(r.layout.pp, 2);
    QVERIFY(r.layout.spans_nodes);
    QCOMPARE(r.gpus % 16, 0);
    QVERIFY2(r.simulated.done, r.simulated.why_not.c_str());
    QCOMPARE(r.simulated.gpus_needed % 16, 0);
    // Within the targets it was sized for: 10 tokens/s a user, the first token within 2 s.
    QVERIFY(r.simulated.sized_meets_targets);
    QVERIFY(r.tpot_ms > 0 && r.tpot_ms <= 100.0);
    bool said = false;
    for (const std::string& line : r.assumptions)
        said = said || line.find("scale-out fabric") != std::string::npos;
    QVERIFY(said);
    // Searched, best of aggregated and disaggregated: a disaggregated side is one stage of one
    // attention group, which cannot hold the model here, so the answer spans the two nodes,
    // by stages or by attention groups sharing the experts (TestExpertParallelPlan).
    q.layout = LayoutChoiceKind::Best;
    q.pp = 0;
    q.simulate = false;
    const PlanResult best =
        planSystem(test::shippedCatalog(), shipped("hgx-h100"), model("deepseek-r1"), q, a);
    QVERIFY2(best.fits, best.why_not.c_str());
    QCOMPARE(best.layout.kind, LayoutChoiceKind::Aggregated);
    QCOMPARE(best.layout.tp * best.layout.pp * best.layout.dp, 16);
    QVERIFY(best.layout.spans_nodes);
}

// tenstorrent/tt-inference-server issue 356 (comment of 2025-07-09): DeepSeek-R1-0528 on 16
// H100 (SGLang over InfiniBand), one request at a time, 128 tokens in and 128 out: TPOT 23.1 ms;
// 1,024 in: 23.2 ms. The simulated two-node replica (TP 8 x PP 2, SGLang's engine row) is
// faster: about half. The run's layout is not stated; SGLang's multi-node default is TP 16,
// whose two all-reduces a layer cross the nodes (about 4 ms a token by the collective model)
// where a pipeline hands over once a stage, and the model's MoE step at one sequence is not
// fitted on a DeepSeek run (docs/serving-model.md). The guard holds that gap, not a fit:
// faster than the published run, by less than 2.5 times.
void TestPipelinePlan::r1TpotOnTwoH100NodesAgainstAPublishedRun() {
    PlanQuery q = r1(1);
    q.engine = "sglang";
    const ServingSetup setup = setupFor("hgx-h100", "deepseek-r1", q);
    for (const auto& [prompt, published] : {std::pair{128, 23.1}, std::pair{1024, 23.2}}) {
        const double tpot = simulatedTpotMs(setup, 8, 2, 1, prompt, 128);
        const QString what = QStringLiteral("%1 tokens in: %2 ms against %3 ms published")
                                 .arg(prompt)
                                 .arg(tpot)
                                 .arg(published);
        QVERIFY2(tpot < published && published / tpot < 2.5, qPrintable(what));
    }
}

// H200 holds R1 in one node; pinned over two, the plan runs it there. One sequence passes both
// stages in turn, so its token takes what one node's takes and the hand-off; with many, each
// stage works on half of them and its own half of the layers (fewer experts a micro-batch
// touches): faster, never more than twice.
void TestPipelinePlan::r1PinnedOverTwoH200Nodes() {
    const Assumptions a;
    PlanQuery q = r1(4);
    q.tp = 8;
    q.pp = 2;
    q.simulate = true;
    const PlanResult r =
        planSystem(test::shippedCatalog(), shipped("hgx-h200"), model("deepseek-r1"), q, a);
    QVERIFY2(r.fits, r.why_not.c_str());
    QCOMPARE(r.layout.pp, 2);
    QVERIFY(r.layout.spans_nodes);
    QVERIFY2(r.simulated.done, r.simulated.why_not.c_str());
    QVERIFY(r.simulated.sized_meets_targets);
    const ServingSetup setup = setupFor("hgx-h200", "deepseek-r1", q);
    const double one = simulatedTpotMs(setup, 8, 1, 1, 1000, 128);
    const double oneOverTwo = simulatedTpotMs(setup, 8, 2, 1, 1000, 128);
    QVERIFY2(oneOverTwo >= one && oneOverTwo <= one * 1.1,
             qPrintable(QStringLiteral("%1 ms on two nodes, %2 on one").arg(oneOverTwo).arg(one)));
    const double many = simulatedTpotMs(setup, 8, 1, 32, 1000, 128);
    const double manyOverTwo = simulatedTpotMs(setup, 8, 2, 32, 1000, 128);
    QVERIFY2(
        manyOverTwo < many && manyOverTwo > many / 2,
        qPrintable(QStringLiteral("%1 ms on two nodes, %2 on one").arg(manyOverTwo).arg(many)));
}

// Pinned wider than a node, the plan says so and names the layout of as many GPUs that holds
// the model, which the plan then runs.
void TestPipelinePlan::tooWideTensorParallelSuggestsOnlyWhatWorks() {
    const Assumptions a;
    PlanQuery q = r1(2);
    q.tp = 16;
    const PlanResult wide =
        planSystem(test::shippedCatalog(), shipped("hgx-h100"), model("deepseek-r1"), q, a);
    QVERIFY(!wide.fits);
    QVERIFY2(wide.why_not.find("--tp 8 --pp 2") != std::string::npos, wide.why_not.c_str());
    q.tp = 8;
    q.pp = 2;
    const PlanResult suggested =
        planSystem(test::shippedCatalog(), shipped("hgx-h100"), model("deepseek-r1"), q, a);
    QVERIFY2(suggested.fits, suggested.why_not.c_str());
    // Pinned to one node (TP 8, one stage, the experts over its GPUs), it does not fit, and the
    // reason is the memory.
    q.pp = 1;
    q.ep = 8;
    const PlanResult oneNode =
        planSystem(test::shippedCatalog(), shipped("hgx-h100"), model("deepseek-r1"), q, a);
    QVERIFY(!oneNode.fits);
    QVERIFY2(oneNode.why_not.find("GB of weights per GPU at TP 8") != std::string::npos,
             oneNode.why_not.c_str());
}

// The inference estimate's advice when a model does not fit names a layout it then runs.
void TestPipelinePlan::inferenceSuggestsOnlyWhatWorks() {
    const Catalog& cat = test::shippedCatalog();
    const Assumptions a;
    InferenceQuery q;
    q.weights = NumberFormat::FP8;
    q.kv = NumberFormat::FP8;
    q.tp = 8;
    const InferenceResult tight =
        estimateInference(cat, shipped("hgx-h100"), model("deepseek-r1"), q, a);
    QVERIFY(!tight.fits);
    QVERIFY2(tight.why_not.find("--gpus 16 --tp 8 --ep 16") != std::string::npos,
             tight.why_not.c_str());
    q.gpus = 16;
    q.ep = 16;
    const InferenceResult spread =
        estimateInference(cat, shipped("hgx-h100"), model("deepseek-r1"), q, a);
    QVERIFY2(spread.fits, spread.why_not.c_str());
    // A dense model past the node: stages.
    InferenceQuery dense;
    dense.tp = 8;
    const InferenceResult big =
        estimateInference(cat, shipped("hgx-h100"), model("llama-3.1-405b"), dense, a);
    QVERIFY(!big.fits);
    QVERIFY2(big.why_not.find("--gpus 16 --tp 8 --pp 2") != std::string::npos, big.why_not.c_str());
    dense.gpus = 16;
    dense.pp = 2;
    const InferenceResult staged =
        estimateInference(cat, shipped("hgx-h100"), model("llama-3.1-405b"), dense, a);
    QVERIFY2(staged.fits, staged.why_not.c_str());
}

QTEST_GUILESS_MAIN(TestPipelinePlan)
#include "TestPipelinePlan.moc"
