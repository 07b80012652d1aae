// The engine with every request waiting (MLPerf Offline) found without simulating it, checked
// against the simulated engine itself; pipeline stages timed as micro-batches on a stage's share
// of the layers; runs long enough to measure a steady state; and the invariant that ties the
// MLPerf scenarios together: no latency-bounded load exceeds what the replica completes with
// every request waiting.
#include "TestSupport.h"

#include "core/measurements/mlperf_latency_bound.h"
#include "core/measurements/mlperf_offline.h"
#include "core/serving/serving_setup.h"
#include "core/serving/simulator/engine_scheduler.h"
#include "core/serving/simulator/replica_layouts.h"
#include "core/serving/simulator/replica_simulator.h"
#include "core/serving/simulator/saturated_replica.h"
#include "core/serving/simulator/steady_state.h"

#include <QObject>

using namespace sil;
using namespace sil::sim;

class TestSaturatedReplica : public QObject {
    Q_OBJECT
private slots:
    void steadyStateIsTheSimulatedEngines_data();
    void steadyStateIsTheSimulatedEngines();
    void pipelineStagesShareTheLayers();
    void pipelineStagesHoldMoreCache();
    void layoutsSearchedForAReplica();
    void aRunLastsUntilItsBatchHasFormed();
    void noLatencyBoundLoadExceedsOffline();
};

namespace {

ServingSetup setupFor(const char* systemId, const char* modelId, NumberFormat weights,
                      const std::string& engine) {
    const Catalog& cat = test::shippedCatalog();
    const System* s = cat.system(systemId);
    const LlmModel* m = cat.model(modelId);
    if (!s || !m) qFatal("no %s or %s", systemId, modelId);
    PlanQuery q;
    q.traffic.requests_per_s = 1;
    q.weights = weights;
    q.kv = defaultKvFormat(weights);
    q.engine = engine;
    ServingSetup setup;
    std::string why;
    if (!prepareServing(cat, *s, *m, q, setup, why)) qFatal("%s", why.c_str());
    return setup;
}

} // namespace

void TestSaturatedReplica::steadyStateIsTheSimulatedEngines_data() {
    QTest::addColumn<QString>("system");
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("engine");
    QTest::addColumn<int>("tp");
    QTest::addColumn<int>("pp");
    QTest::addColumn<int>("maxTokens");
    QTest::addColumn<int>("maxSeqs");
    QTest::addColumn<int>("prompt");
    QTest::addColumn<int>("output");
    // vLLM, 8B on one H100: the sequence limit binds.
    QTest::newRow("vllm 8B 2048/256") << "hgx-h100"
                                      << "llama-3.1-8b"
                                      << "vllm" << 1 << 1 << 2048 << 256 << 1024 << 128;
    // vLLM's large-GPU limits: the token budget binds (1,024 prompts of 1,024 tokens).
    QTest::newRow("vllm 8B 8192/1024") << "hgx-h100"
                                       << "llama-3.1-8b"
                                       << "vllm" << 1 << 1 << 8192 << 1024 << 1024 << 128;
    // TensorRT-LLM, 70B FP8 on two H100s: the KV cache binds (whole sequences reserved).
    QTest::newRow("trtllm 70B TP2") << "hgx-h100"
                                    << "llama-2-70b"
                                    << "tensorrt-llm" << 2 << 1 << 8192 << 2048 << 222 << 294;
    QTest::newRow("trtllm 70B PP2") << "hgx-h100"
                                    << "llama-2-70b"
                                    << "tensorrt-llm" << 1 << 2 << 8192 << 2048 << 222 << 294;
}

// The steady state the formula finds is the one the simulated engine reaches when a closed loop
// keeps twice the engine's sequence limit waiting: tokens a second within 10 %, the step within
// 12 % (the simulation's steps carry prompts in bursts, the formula an even share in each).
void TestSaturatedReplica::steadyStateIsTheSimulatedEngines() {
    QFETCH(QString, system);
    QFETCH(QString, model);
    QFETCH(QString, engine);
    QFETCH(int, tp);
    QFETCH(int, pp);
    QFETCH(int, maxTokens);
    QFETCH(int, maxSeqs);
    QFETCH(int, prompt);
    QFETCH(int, output);
    const NumberFormat weights = model.contains("70b") ? NumberFormat::FP8 : NumberFormat::BF16;
    const ServingSetup setup = setupFor(system.toUtf8().constData(), model.toUtf8().constData(),
                                        weights, engine.toStdString());
    ReplicaConfig config;
    config.tp = tp;
    config.pp = pp;
    config.limits.max_batched_tokens = maxTokens;
    config.limits.max_seqs = maxSeqs;
    useEngineScheduler(config, setup);
    const SaturatedReplica steady =
        saturatedReplica(setup, tp, pp, config.policy, config.limits, prompt, output);
    QVERIFY2(steady.ok, steady.error.c_str());
    LoadSpec load;
    load.kind = LoadSpec::Kind::ClosedLoop;
    load.concurrency = 2 * maxSeqs;
    load.num_prompts = 6 * std::max(steady.sequences, 64);
    load.warmup_requests = load.num_prompts / 3;
    LengthSpec lengths;
    lengths.prompt_tokens = prompt;
    lengths.output_tokens = output;
    const SimulationResult simulated = simulateReplica(setup, config, load, lengths);
    QVERIFY2(simulated.ok, simulated.error.c_str());
    qInfo("%s: formula %d sequences, %.1f ms a step; simulated mean batch %.0f, gap between "
          "tokens median %.1f mean %.1f ms, TPOT mean %.1f",
          qPrintable(QTest::currentDataTag()), steady.sequences, steady.step_ms,
          simulated.summary.mean_batch, simulated.summary.itl_ms.median,
          simulated.summary.itl_ms.mean, simulated.summary.tpot_ms.mean);
    // Tokens a second as the engine runs them: its sequences, a token each per gap between a
    // sequence's tokens. The run's own throughput is not compared: a closed loop drains at its
    // end, counted from the first completion to the last.
    const double simulatedTokensPerS =
        simulated.summary.mean_batch / (simulated.summary.itl_ms.mean / 1e3);
    SIL_FUZZY_COMPARE(steady.output_tokens_per_s, simulatedTokensPerS, 0.10);
    SIL_FUZZY_COMPARE(steady.step_ms, simulated.summary.itl_ms.mean, 0.12);
}

// Two stages: each micro-batch passes a stage with half the layers, and the cycle is the sum of
// the micro-batches' stage times. So a compute-bound step (prompts) takes about half the one
// GPU's time (twice the GPUs, the work split), while a small decode step, bound by reading the
// weights, takes about as long (each stage reads its half once per micro-batch): pipelines buy
// throughput, not a faster token.
void TestSaturatedReplica::pipelineStagesShareTheLayers() {
    const ServingSetup setup =
        setupFor("hgx-h100", "llama-3.1-8b", NumberFormat::BF16, "pytorch-eager-graphs");
    std::vector<ScheduledChunk> prompts(4, ScheduledChunk{1024, 0, false});
    std::vector<ScheduledChunk> decodes(8, ScheduledChunk{1, 1000, true});
    StepPredictor one(setup, 1, 1), two(setup, 1, 2);
    const double promptRatio = two.stepSeconds(prompts) / one.stepSeconds(prompts);
    const double decodeRatio = two.stepSeconds(decodes) / one.stepSeconds(decodes);
    QVERIFY2(promptRatio > 0.45 && promptRatio < 0.6, std::to_string(promptRatio).c_str());
    QVERIFY2(decodeRatio > 0.9 && decodeRatio < 1.15, std::to_string(decodeRatio).c_str());
}

// A stage holds half the weights and half of each token's KV cache: two stages on two GPUs hold
// more than twice the tokens one GPU does (the weights take a smaller share of each).
void TestSaturatedReplica::pipelineStagesHoldMoreCache() {
    const ServingSetup setup =
        setupFor("hgx-h100", "llama-3.1-8b", NumberFormat::BF16, "pytorch-eager-graphs");
    const long long one = kvBlocksFor(setup, 1, 16, 2048, 1);
    const long long two = kvBlocksFor(setup, 1, 16, 2048, 2);
    QVERIFY(one > 0);
    QVERIFY2(two > 2 * one, (std::to_string(one) + " vs " + std::to_string(two)).c_str());
    QCOMPARE(kvBlocksFor(setup, 2, 16, 2048, 1) > 2 * one, true);
}

void TestSaturatedReplica::layoutsSearchedForAReplica() {
    auto str = [](const std::vector<ReplicaLayout>& v) {
        std::string s;
        for (const auto& l : v)
            s += std::to_string(l.tp) + "x" + std::to_string(l.pp) + " ";
        return s;
    };
    QCOMPARE(str(replicaLayouts(8, 8, true)), std::string("1x1 2x1 1x2 4x1 2x2 8x1 4x2 "));
    QCOMPARE(str(replicaLayouts(8, 8, false)), std::string("1x1 2x1 4x1 8x1 "));
    QCOMPARE(str(replicaLayouts(4, 2, true)), std::string("1x1 2x1 1x2 2x2 "));
    QCOMPARE(str(replicaLayouts(6, 8, true)), std::string("1x1 2x1 1x2 "));
}

// A load that keeps N requests in flight fills the replica for about one request's time: those
// first N are left out, and twice as many again measured.
void TestSaturatedReplica::aRunLastsUntilItsBatchHasFormed() {
    SimulationResult r;
    r.summary.e2e_ms.mean = 20000;                                  // 20 s in the system
    const RunLength n = runLengthForSteadyState(r, 50, 1000, 8000); // 1,000 in flight
    QCOMPARE(n.prompts, 3000);
    QCOMPARE(n.warmup, 1000);
    const RunLength capped = runLengthForSteadyState(r, 500, 1000, 8000); // 10,000 in flight
    QCOMPARE(capped.prompts, 8000);
    QVERIFY(capped.warmup < capped.prompts / 2);
    const RunLength light = runLengthForSteadyState(r, 1, 1000, 8000);
    QCOMPARE(light.prompts, 1000);
    QCOMPARE(light.warmup, 100);
    QVERIFY(!settledRun(r, 200, 2048)); // 4,000 in flight over a limit of 2,048
}

// MLPerf's own ordering, which the measured results keep (each Server result below its Offline
// one): a Poisson load held within the Server bounds never exceeds what the same replica
// completes with every request waiting.
void TestSaturatedReplica::noLatencyBoundLoadExceedsOffline() {
    const Catalog& cat = test::shippedCatalog();
    const LlmModel* model = cat.model("llama-2-70b");
    QVERIFY(model);
    const LatencyBounds server{"Server", 2.0, 0.200};
    for (const char* id : {"hgx-h100", "hgx-b200"}) {
        const System* system = cat.system(id);
        QVERIFY(system);
        const NumberFormat weights =
            std::string(id) == "hgx-b200" ? NumberFormat::FP4 : NumberFormat::FP8;
        const OfflinePrediction offline =
            predictMlperfOffline(cat, *system, *model, 8, weights, "tensorrt-llm", 222.3, 294.5);
        QVERIFY2(offline.ok, offline.error.c_str());
        const LatencyBoundPrediction bound = predictLatencyBound(
            cat, *system, *model, 8, weights, "tensorrt-llm", server, 222.3, 294.5);
        QVERIFY2(bound.ok, bound.error.c_str());
        qInfo("%s: Offline %.0f, Server %.0f tokens/s per GPU", id, offline.tokens_per_s_per_gpu,
              bound.tokens_per_s_per_gpu);
        QVERIFY(bound.tokens_per_s_per_gpu <= offline.tokens_per_s_per_gpu * 1.001);
        QVERIFY(bound.tokens_per_s_per_gpu > 0.5 * offline.tokens_per_s_per_gpu);
    }
}

QTEST_GUILESS_MAIN(TestSaturatedReplica)
#include "TestSaturatedReplica.moc"
