// The serving simulator checked against what is known exactly: queueing closed forms where the
// replica is a single server (M/D/1 with fixed service, M/G/1 Pollaczek-Khinchine with mixed
// output lengths), today's static-batch numbers for a static batch, determinism for a seed,
// a closed loop that holds its concurrency, and preemption that loses no request.
#include "TestSupport.h"

#include "core/serving/engine_limits.h"
#include "core/serving/planner.h"
#include "core/serving/serving_setup.h"
#include "core/serving/simulator/metrics.h"
#include "core/serving/simulator/replica_simulator.h"
#include "core/serving/simulator/request_generator.h"
#include "core/serving/simulator/simulation_setup.h"

#include <QObject>
#include <cmath>
#include <nlohmann/json.hpp>
#include <random>

using nlohmann::json;

using namespace sil;
using namespace sil::sim;

class TestSimulator : public QObject {
    Q_OBJECT
private slots:
    void deterministicForASeed();
    void fixedServiceIsMD1();
    void mixedOutputsAreMG1();
    void staticBatchEqualsTheStaticModel();
    void closedLoopHoldsItsConcurrency();
    void preemptionLosesNoRequest();
    void vllmKeysReachTheJson();
    void closedLoopRunsMeasuredOnH100();
    void planIsVerifiedAndResizedBySimulation();
    void disaggregatedPlanIsSimulatedSideBySide();
    void sequenceLimitFollowsVllmsDeviceRule();
    void weightedPercentilesAreThoseOfTheExpandedValues();
    void requestsAreThoseOfOneGeneratorDrawingAsItGoes();
    void serviceLevelSummaryKeepsWhatTargetsAreJudgedOn();
};

namespace {

ServingSetup setupFor(const char* systemId, const char* modelId) {
    const Catalog& cat = test::shippedCatalog();
    const System* s = cat.system(systemId);
    const LlmModel* m = cat.model(modelId);
    if (!s || !m) qFatal("no %s or %s", systemId, modelId);
    PlanQuery q;
    q.traffic.requests_per_s = 1;
    ServingSetup setup;
    std::string why;
    if (!prepareServing(cat, *s, *m, q, setup, why)) qFatal("%s", why.c_str());
    return setup;
}

// Poisson arrivals of `prompts` requests at `rate`, from `seed`.
LoadSpec poisson(double rate, int prompts, std::uint64_t seed) {
    LoadSpec load;
    load.rate_per_s = rate;
    load.num_prompts = prompts;
    load.seed = seed;
    return load;
}

// Three paired prompt and output lengths, short to long.
LengthSpec threeLengthPairs() {
    LengthSpec lengths;
    lengths.prompt_samples = {200, 900, 3000};
    lengths.output_samples = {50, 300, 120};
    return lengths;
}

// One server: a request at a time, as a queue with a single server.
ReplicaConfig oneAtATime() {
    ReplicaConfig c;
    c.limits.max_seqs = 1;
    c.limits.max_batched_tokens = 8192;
    return c;
}

} // namespace

void TestSimulator::deterministicForASeed() {
    const ServingSetup setup = setupFor("hgx-h100", "llama-3.1-8b");
    LoadSpec load = poisson(20, 500, 7);
    const LengthSpec lengths = threeLengthPairs();
    const auto a = simulateReplica(setup, {}, load, lengths);
    const auto b = simulateReplica(setup, {}, load, lengths);
    QVERIFY2(a.ok, a.error.c_str());
    QCOMPARE(toVllmJson(a.summary).dump(), toVllmJson(b.summary).dump());
    load.seed = 8;
    const auto c = simulateReplica(setup, {}, load, lengths);
    QVERIFY(toVllmJson(a.summary).dump() != toVllmJson(c.summary).dump());
}

// Poisson arrivals, every request one 512-token prefill step and nothing else: M/D/1, whose
// mean wait is rho D / (2 (1 - rho)).
void TestSimulator::fixedServiceIsMD1() {
    const ServingSetup setup = setupFor("hgx-h100", "llama-3.1-8b");
    StepPredictor predictor(setup, 1);
    const double d = predictor.stepSeconds({{512, 0, false}});
    for (double rho : {0.5, 0.8}) {
        LoadSpec load;
        load.rate_per_s = rho / d;
        load.num_prompts = 40000;
        load.seed = 1;
        LengthSpec lengths;
        lengths.prompt_tokens = 512;
        lengths.output_tokens = 1;
        const auto r = simulateReplica(setup, oneAtATime(), load, lengths);
        QVERIFY2(r.ok, r.error.c_str());
        const double wait = r.summary.ttft_ms.mean / 1e3 - d;
        SIL_FUZZY_COMPARE(wait, rho * d / (2 * (1 - rho)), 0.05);
    }
}

// One request at a time with output lengths mixed: M/G/1, the Pollaczek-Khinchine mean wait
// lambda E[S^2] / (2 (1 - rho)), with S each request's prefill and decode steps summed.
void TestSimulator::mixedOutputsAreMG1() {
    const ServingSetup setup = setupFor("hgx-h100", "llama-3.1-8b");
    StepPredictor predictor(setup, 1);
    const std::vector<double> outputs = {1, 4, 16, 64};
    double m1 = 0, m2 = 0;
    for (double o : outputs) {
        double s = predictor.stepSeconds({{256, 0, false}});
        for (int k = 1; k < int(o); ++k)
            s += predictor.stepSeconds({{1, 256 + k - 1, true}});
        m1 += s / double(outputs.size());
        m2 += s * s / double(outputs.size());
    }
    const double rho = 0.7;
    LoadSpec load;
    load.rate_per_s = rho / m1;
    load.num_prompts = 40000;
    load.seed = 3;
    LengthSpec lengths;
    lengths.prompt_samples = {256, 256, 256, 256};
    lengths.output_samples = outputs;
    const auto r = simulateReplica(setup, oneAtATime(), load, lengths);
    QVERIFY2(r.ok, r.error.c_str());
    const double firstStep = predictor.stepSeconds({{256, 0, false}});
    const double wait = r.summary.ttft_ms.mean / 1e3 - firstStep;
    SIL_FUZZY_COMPARE(wait, load.rate_per_s * m2 / (2 * (1 - rho)), 0.05);
}

// A static batch simulated step by step against staticBatch's closed form (which integrates
// the decode steps over four context midpoints).
void TestSimulator::staticBatchEqualsTheStaticModel() {
    const Catalog& cat = test::shippedCatalog();
    const ServingSetup setup = setupFor("hgx-h100", "llama-3.1-8b");
    for (int batch : {1, 32, 128}) {
        const StaticBatchResult want =
            staticBatch(cat, *cat.system("hgx-h100"), *cat.model("llama-3.1-8b"), 1, batch, 1024,
                        256, NumberFormat::BF16, NumberFormat::BF16);
        QVERIFY2(want.ok, want.error.c_str());
        ReplicaConfig c;
        c.policy = SchedulerPolicy::StaticBatch;
        c.limits.max_seqs = batch;
        c.limits.max_batched_tokens = 16384;
        LoadSpec load;
        load.kind = LoadSpec::Kind::ClosedLoop;
        load.concurrency = batch;
        load.num_prompts = batch;
        LengthSpec lengths;
        lengths.prompt_tokens = 1024;
        lengths.output_tokens = 256;
        const auto r = simulateReplica(setup, c, load, lengths);
        QVERIFY2(r.ok, r.error.c_str());
        SIL_FUZZY_COMPARE(r.summary.duration_s, want.e2e_s, 0.02);
        SIL_FUZZY_COMPARE(r.summary.output_throughput, want.tokens_per_s_per_gpu, 0.02);
    }
}

void TestSimulator::closedLoopHoldsItsConcurrency() {
    const ServingSetup setup = setupFor("hgx-h100", "llama-3.1-8b");
    double previous = 0;
    for (int n : {1, 8, 64}) {
        LoadSpec load;
        load.kind = LoadSpec::Kind::ClosedLoop;
        load.concurrency = n;
        load.num_prompts = 20 * n;
        LengthSpec lengths;
        lengths.prompt_tokens = 1024;
        lengths.output_tokens = 128;
        const auto r = simulateReplica(setup, {}, load, lengths);
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(r.summary.completed, 20 * n);
        QVERIFY(r.summary.mean_batch <= n + 1e-9);
        QVERIFY(r.summary.output_throughput > previous);
        previous = r.summary.output_throughput;
        // Little's law over the run: requests in flight = throughput x mean latency.
        SIL_FUZZY_COMPARE(r.summary.request_throughput * r.summary.e2e_ms.mean / 1e3, double(n),
                          0.1);
    }
}

void TestSimulator::preemptionLosesNoRequest() {
    const ServingSetup setup = setupFor("hgx-h100", "llama-3.1-8b");
    ReplicaConfig c;
    c.kv_blocks_override = 400; // 6,400 tokens: a handful of 1,500-token sequences
    LoadSpec load;
    load.kind = LoadSpec::Kind::ClosedLoop;
    load.concurrency = 32;
    load.num_prompts = 200;
    LengthSpec lengths;
    lengths.prompt_tokens = 1000;
    lengths.output_tokens = 500;
    const auto r = simulateReplica(setup, c, load, lengths);
    QVERIFY2(r.ok, r.error.c_str());
    QCOMPARE(r.summary.completed, 200);
    QVERIFY(r.summary.preemptions > 0);
    // A sequence longer than the whole cache can never run: said, not looped on.
    lengths.prompt_tokens = 7000;
    const auto tooLong = simulateReplica(setup, c, load, lengths);
    QVERIFY(!tooLong.ok);
    QVERIFY2(tooLong.error.find("KV cache") != std::string::npos, tooLong.error.c_str());
}

void TestSimulator::vllmKeysReachTheJson() {
    const ServingSetup setup = setupFor("hgx-h100", "llama-3.1-8b");
    LoadSpec load;
    load.num_prompts = 50;
    load.rate_per_s = 5;
    const auto r = simulateReplica(setup, {}, load, {});
    QVERIFY2(r.ok, r.error.c_str());
    const auto j = toVllmJson(r.summary);
    for (const char* key : {"request_throughput", "output_throughput", "mean_ttft_ms",
                            "median_ttft_ms", "p99_ttft_ms", "mean_tpot_ms", "median_tpot_ms",
                            "p99_tpot_ms", "mean_itl_ms", "p99_itl_ms"})
        QVERIFY2(j.contains(key) && j[key].is_number(), key);
    QVERIFY(j["p99_ttft_ms"].get<double>() >= j["median_ttft_ms"].get<double>());
}

// The closed-loop engine measured on one H100 (database/calibration/serving/, CUDA graphs for
// decode steps as vLLM runs them), reproduced from its own parameters: concurrency, lengths,
// token budget, max_num_seqs, the first N requests excluded. Nothing was fitted on these runs:
// the step times come from the shipped vLLM-on-Hopper engine row. TTFT and TPOT medians and
// P99s within 15 % (docs/serving-model.md lists every row); the single-request run's P99 TTFT
// is a measured outlier (its min 25.6 ms, max 45.8 ms) and is reported, not held to it.
void TestSimulator::closedLoopRunsMeasuredOnH100() {
    const json file = json::parse(
        test::readFile(
            QStringLiteral(SIL_SOURCE_DIR "/database/calibration/serving/closed_loop_h100.json"))
            .toStdString());
    const ServingSetup setup = setupFor("hgx-h100", "llama-3.1-8b");
    int checked = 0;
    for (const json& run : file["runs"]) {
        if (run["mode"] != "graphs") continue;
        const int n = run["max_concurrency"].get<int>();
        ReplicaConfig c;
        c.limits.max_batched_tokens = run["max_num_batched_tokens"].get<int>();
        c.limits.max_seqs = run["max_num_seqs"].get<int>();
        LoadSpec load;
        load.kind = LoadSpec::Kind::ClosedLoop;
        load.concurrency = n;
        load.warmup_requests = run["excluded_first_N"].get<int>();
        load.num_prompts = run["completed"].get<int>() + load.warmup_requests;
        LengthSpec lengths;
        lengths.prompt_tokens = run["random_input_len"].get<int>();
        lengths.output_tokens = run["random_output_len"].get<int>();
        const auto r = simulateReplica(setup, c, load, lengths);
        QVERIFY2(r.ok, r.error.c_str());
        const json got = toVllmJson(r.summary);
        for (const char* key : {"median_ttft_ms", "p99_ttft_ms", "median_tpot_ms", "p99_tpot_ms"}) {
            if (n == 1 && std::string(key) == "p99_ttft_ms") continue;
            const double want = run[key].get<double>();
            const double err = got[key].get<double>() / want - 1.0;
            QVERIFY2(std::abs(err) <= 0.15, qPrintable(QStringLiteral("N=%1 %2: %3 vs %4 measured")
                                                           .arg(n)
                                                           .arg(key)
                                                           .arg(got[key].get<double>())
                                                           .arg(want)));
        }
        ++checked;
    }
    QCOMPARE(checked, 8);
}

// Inter-token gaps are recorded with their counts (a step's gap once for all its sequences);
// their percentiles are those of the gaps written out one by one, to the bit: few and many
// values, ties, counts from one to thousands.
void TestSimulator::weightedPercentilesAreThoseOfTheExpandedValues() {
    std::mt19937_64 rng(5);
    for (int trial = 0; trial < 300; ++trial) {
        const int distinct = 1 + static_cast<int>(rng() % (trial < 100 ? 5 : 400));
        const long long most = trial % 3 == 0 ? 1 : (trial % 3 == 1 ? 7 : 3000);
        std::vector<std::pair<double, long long>> weighted;
        std::vector<double> expanded;
        for (int i = 0; i < distinct; ++i) {
            const double gap = double(rng() % 50) * 0.5e-3; // ties among the distinct entries
            const long long count = 1 + static_cast<long long>(rng() % static_cast<unsigned>(most));
            weighted.emplace_back(gap, count);
            expanded.insert(expanded.end(), static_cast<std::size_t>(count), gap);
        }
        const Percentiles w = summarize(weighted), e = summarize(expanded);
        QVERIFY2(w.median == e.median && w.p90 == e.p90 && w.p99 == e.p99,
                 qPrintable(QStringLiteral("trial %1: %2 %3 %4 against %5 %6 %7")
                                .arg(trial)
                                .arg(w.median)
                                .arg(w.p90)
                                .arg(w.p99)
                                .arg(e.median)
                                .arg(e.p90)
                                .arg(e.p99)));
        QVERIFY(std::abs(w.mean - e.mean) <= 1e-12 * std::max(1.0, std::abs(e.mean)));
    }
}

QTEST_GUILESS_MAIN(TestSimulator)
// The planner's chosen layout is simulated at the planned load, and the rate a replica holds
// within the targets is found by bisection: the simulation there meets the targets, above it
// it does not; the fleet that rate needs is what analytic_vs_simulated_gpus compares; a P99
// target (which only the simulation checks) never needs fewer GPUs.
void TestSimulator::planIsVerifiedAndResizedBySimulation() {
    const Catalog& cat = test::shippedCatalog();
    const System& h100 = *cat.system("hgx-h100");
    const LlmModel& model = *cat.model("llama-3.1-70b");
    PlanQuery q;
    q.traffic.requests_per_s = 10;
    q.weights = NumberFormat::FP8;
    q.kv = NumberFormat::FP8;
    q.layout = LayoutChoiceKind::Aggregated;
    q.simulate = true;
    const Assumptions a;
    const PlanResult r = planSystem(cat, h100, model, q, a);
    QVERIFY2(r.fits, r.why_not.c_str());
    const SimulatedService& s = r.simulated;
    QVERIFY2(s.done, s.why_not.c_str());
    const SimulatedLatency& p = s.at_plan;
    QVERIFY(p.ttft_ms_p50 <= p.ttft_ms_p90 && p.ttft_ms_p90 <= p.ttft_ms_p99);
    QVERIFY(p.tpot_ms_p50 <= p.tpot_ms_p90 && p.tpot_ms_p90 <= p.tpot_ms_p99);
    QVERIFY(p.goodput > 0 && p.goodput <= 1);
    QVERIFY(s.replica_rps_within_targets > 0);
    QCOMPARE(s.gpus_needed % r.layout.tp, 0);
    // The bisection's count, plus at most three replicas where the count's own longer run lands
    // a percentile just over a target.
    const int bisected = int(std::ceil(r.layout.requests_per_s_per_replica * r.layout.replicas /
                                           s.replica_rps_within_targets -
                                       1e-9));
    QVERIFY(s.gpus_needed / r.layout.tp >= bisected && s.gpus_needed / r.layout.tp <= bisected + 3);
    QCOMPARE(s.analytic_vs_simulated_gpus, double(r.analytic_gpus) / s.gpus_needed);
    // The fleet is re-sized to the simulated count, and its service is the simulation's there.
    QVERIFY(r.sized_by_simulation);
    QCOMPARE(r.gpus, s.gpus_needed);
    QVERIFY(s.sized_done && s.sized_meets_targets);
    QCOMPARE(r.ttft_p50_s, s.at_sized.ttft_ms_p50 / 1e3);
    QCOMPARE(r.tpot_ms, s.at_sized.tpot_ms_p50);
    QVERIFY(r.gpus_bought >= r.gpus);
    QCOMPARE(s.disagrees, std::abs(s.analytic_vs_simulated_gpus - 1) > kSimulationDisagreement);

    // The bisection's answer, simulated on its own: within the targets there, not at 1.5x.
    ServingSetup setup;
    std::string why;
    QVERIFY(prepareServing(cat, h100, model, q, setup, why));
    sim::ReplicaConfig config;
    config.tp = r.layout.tp;
    config.pp = r.layout.pp;
    config.limits.max_batched_tokens = static_cast<int>(setup.chunk_tokens);
    config.limits.max_seqs = setup.max_seqs;
    sim::LoadSpec load;
    load.num_prompts = 600;
    load.warmup_requests = 60;
    load.seed = 1;
    sim::LengthSpec lengths;
    lengths.prompt_tokens = int(q.traffic.prompt_tokens);
    lengths.output_tokens = int(q.traffic.output_tokens);
    auto tpotMedianAt = [&](double rate) {
        load.rate_per_s = rate;
        const auto run = sim::simulateReplica(setup, config, load, lengths);
        return run.summary.tpot_ms.median;
    };
    QVERIFY(tpotMedianAt(s.replica_rps_within_targets) <= setup.targets.tpot_s * 1e3);
    const double over = tpotMedianAt(1.5 * s.replica_rps_within_targets);
    const double ttftOver = [&] {
        load.rate_per_s = 1.5 * s.replica_rps_within_targets;
        return sim::simulateReplica(setup, config, load, lengths).summary.ttft_ms.median;
    }();
    QVERIFY2(over > setup.targets.tpot_s * 1e3 || ttftOver > setup.targets.ttft50 * 1e3,
             std::to_string(over).c_str());

    // A P99 first-token target, checked only by simulation, can only need more GPUs.
    PlanQuery tail = q;
    tail.ttft_p99_s = p.ttft_ms_p50 / 1e3 * 1.5;
    const PlanResult strict = planSystem(cat, h100, model, tail, a);
    QVERIFY(strict.simulated.done);
    QVERIFY(strict.simulated.gpus_needed == 0 || strict.simulated.gpus_needed >= s.gpus_needed);
    // The simulation may take another layout under the stricter target (with or without
    // pipeline stages); on the same one a replica holds no more.
    if (strict.layout.tp == r.layout.tp && strict.layout.pp == r.layout.pp)
        QVERIFY(strict.simulated.replica_rps_within_targets <= s.replica_rps_within_targets);

    // Without the simulation the analytic count stands, said so.
    PlanQuery analytic = q;
    analytic.simulate = false;
    const PlanResult a0 = planSystem(cat, h100, model, analytic, a);
    QVERIFY(!a0.sized_by_simulation);
    QCOMPARE(a0.gpus, r.analytic_gpus);
}

// A disaggregated layout is simulated side by side: prefill replicas (one token each), the KV
// cache's move, decode replicas receiving prompts already prefilled. A user's first token is
// the sum of the three, so the combined TTFT is above the move alone; each side is re-sized to
// the rate it holds, and the GPUs needed are both sides' whole replicas.
void TestSimulator::disaggregatedPlanIsSimulatedSideBySide() {
    const Catalog& cat = test::shippedCatalog();
    const System& h100 = *cat.system("hgx-h100");
    const LlmModel& model = *cat.model("llama-3.1-70b");
    PlanQuery q;
    q.traffic.requests_per_s = 10;
    q.weights = NumberFormat::FP8;
    q.kv = NumberFormat::FP8;
    q.layout = LayoutChoiceKind::Disaggregated;
    q.simulate = true;
    const PlanResult r = planSystem(cat, h100, model, q, Assumptions{});
    QVERIFY2(r.fits, r.why_not.c_str());
    const SimulatedService& s = r.simulated;
    QVERIFY2(s.done, s.why_not.c_str());
    QVERIFY(s.at_plan.ttft_ms_p50 > r.kv_transfer_ms);
    QVERIFY(s.at_plan.ttft_ms_p50 <= s.at_plan.ttft_ms_p99);
    QVERIFY(s.at_plan.tpot_ms_p50 > 0);
    QVERIFY(s.replica_rps_within_targets > 0 && s.prefill_replica_rps_within_targets > 0);
    const double peak = q.traffic.requests_per_s * q.traffic.peak_to_average;
    QVERIFY(s.prefill_replicas_needed >=
            int(std::ceil(peak / s.prefill_replica_rps_within_targets - 1e-9)));
    QVERIFY(s.sized_done && s.sized_meets_targets);
    // The decode side: at least the replicas its highest rate allows (a few more where the
    // lighter decode load leaves the prefill side enough of the first-token budget to save GPUs).
    QVERIFY(s.decode_replicas_needed >= int(std::ceil(peak / s.replica_rps_within_targets - 1e-9)));
    QCOMPARE(s.gpus_needed, s.prefill_replicas_needed * r.layout.prefill_tp +
                                s.decode_replicas_needed * r.layout.tp);
    if (r.sized_by_simulation) {
        QCOMPARE(r.gpus, s.gpus_needed);
        QCOMPARE(r.layout.prefill_replicas, s.prefill_replicas_needed);
        QCOMPARE(r.layout.decode_replicas, s.decode_replicas_needed);
    }

    // The decode side alone, at the rate found: its TPOT is within the per-user floor.
    ServingSetup setup;
    std::string why;
    QVERIFY(prepareServing(cat, h100, model, q, setup, why));
    sim::ReplicaConfig config;
    config.tp = r.layout.tp;
    config.limits.max_batched_tokens = static_cast<int>(setup.chunk_tokens);
    config.limits.max_seqs = setup.max_seqs;
    config.arrive_prefilled = true;
    sim::LoadSpec load;
    load.rate_per_s = s.replica_rps_within_targets;
    load.num_prompts = 600;
    load.warmup_requests = 60;
    load.seed = 1;
    sim::LengthSpec lengths;
    lengths.prompt_tokens = int(q.traffic.prompt_tokens);
    lengths.output_tokens = int(q.traffic.output_tokens);
    const auto run = sim::simulateReplica(setup, config, load, lengths);
    QVERIFY2(run.ok, run.error.c_str());
    QVERIFY(run.summary.tpot_ms.median <= setup.targets.tpot_s * 1e3);
    // A prefilled arrival computes one token to its first: far below a whole prompt's prefill
    // when the replica is lightly loaded.
    load.rate_per_s = s.replica_rps_within_targets / 8;
    const auto light = sim::simulateReplica(setup, config, load, lengths);
    QVERIFY2(light.ok, light.error.c_str());
    QVERIFY(light.summary.ttft_ms.median < 0.5 * r.prefill_ms_per_request);
}

// vLLM's get_batch_defaults for its OpenAI server: 8,192 tokens and 1,024 sequences on devices
// of at least 70 GiB other than the A100, 2,048 and 256 elsewhere, TPU token budgets by
// generation; a user's setting wins; the plan's setup and the simulation take what it gives.
void TestSimulator::sequenceLimitFollowsVllmsDeviceRule() {
    auto chip = [](const std::string& id, double gb) {
        Chip c;
        c.id = id;
        c.memory_gb = gb;
        return c;
    };
    auto limits = [](const Chip& c) {
        const EngineLimits l = vllmServerDefaults(c);
        return std::pair{l.max_batched_tokens, l.max_seqs};
    };
    QCOMPARE(limits(chip("h100-sxm", 80)), std::pair(8192, 1024));
    QCOMPARE(limits(chip("mi300x", 192)), std::pair(8192, 1024));
    QCOMPARE(limits(chip("a100-80gb", 80)), std::pair(2048, 256));
    QCOMPARE(limits(chip("l40s", 48)), std::pair(2048, 256));
    QCOMPARE(limits(chip("x", 75)), std::pair(2048, 256)); // 75 GB is 69.8 GiB
    QCOMPARE(limits(chip("tpu-v6e", 32)), std::pair(1024, 256));
    QCOMPARE(limits(chip("tpu-v5p", 95)), std::pair(256, 1024));
    const EngineLimits own = engineLimits(ServingEngine::Vllm, chip("h100-sxm", 80), 2048, 0);
    QCOMPARE(own.max_batched_tokens, 2048);
    QCOMPARE(own.max_seqs, 1024);
    QVERIFY(engineLimitsNote(ServingEngine::Vllm, chip("h100-sxm", 80), own).find("as set") !=
            std::string::npos);
    // Each engine's note names the engine whose defaults it states.
    for (const auto& [engine, name] :
         {std::pair{ServingEngine::Vllm, "vLLM"}, std::pair{ServingEngine::Sglang, "SGLang"},
          std::pair{ServingEngine::TensorRtLlm, "TensorRT-LLM"}}) {
        const Chip h100 = chip("h100-sxm", 80);
        const std::string note = engineLimitsNote(engine, h100, engineServerDefaults(engine, h100));
        QVERIFY2(note.find(name) != std::string::npos, note.c_str());
    }

    // One owner: the serving setup (analytic plan and simulation) and the simulated replica
    // carry the device's limits, or the ones asked for.
    const Catalog& cat = test::shippedCatalog();
    const System& h100 = *cat.system("hgx-h100");
    const LlmModel& model = *cat.model("llama-3.1-70b");
    PlanQuery q;
    ServingSetup setup;
    std::string why;
    QVERIFY(prepareServing(cat, h100, model, q, setup, why));
    QCOMPARE(setup.chunk_tokens, 8192.0);
    QCOMPARE(setup.max_seqs, 1024);
    sim::SimulationChoices choices;
    choices.max_num_seqs = 64;
    const sim::SimulationSetup prepared = sim::prepareSimulation(cat, h100, model, choices);
    QVERIFY2(prepared.ok, prepared.error.c_str());
    QCOMPARE(prepared.config.limits.max_seqs, 64);
    QCOMPARE(prepared.config.limits.max_batched_tokens, 8192);
}
namespace {

// The requests of a load as one generator drawing as it goes makes them: gaps from a gamma
// distribution of shape k and scale 1 / (rate x k) made for each draw, then the length pair.
std::vector<SimRequest> drawnAsTheyGo(const LoadSpec& load, const LengthSpec& lengths) {
    std::mt19937_64 rng(load.seed);
    std::vector<SimRequest> out;
    double at = 0;
    for (int i = 0; i < load.num_prompts; ++i) {
        SimRequest r;
        if (i > 0)
            at += std::gamma_distribution<double>(load.burstiness,
                                                  1.0 / (load.rate_per_s * load.burstiness))(rng);
        r.arrival_s = at;
        if (!lengths.prompt_samples.empty()) {
            const std::size_t k = std::uniform_int_distribution<std::size_t>(
                0, lengths.prompt_samples.size() - 1)(rng);
            r.prompt_tokens = static_cast<int>(lengths.prompt_samples[k]);
        }
        out.push_back(r);
    }
    return out;
}

} // namespace

// The draws a rate search shares between its runs (request_generator.h) are, to the bit, those
// of one generator drawing as it goes: for Poisson, bursty (shape < 1: another branch of the
// distribution) and smooth gaps, with and without length pairs, at rates that share the draws,
// and with other streams drawn in between and pushed out while a generator still reads its own.
void TestSimulator::requestsAreThoseOfOneGeneratorDrawingAsItGoes() {
    LengthSpec pairs;
    pairs.prompt_samples = {100, 2000, 800, 5000, 31};
    pairs.output_samples = {20, 300, 64, 10, 7};
    for (const double shape : {1.0, 0.4, 2.5})
        for (const bool withPairs : {false, true})
            for (const double rate : {3.0, 77.0, 3.0}) {
                LoadSpec load;
                load.rate_per_s = rate;
                load.burstiness = shape;
                load.num_prompts = 400;
                load.seed = 11;
                const LengthSpec lengths = withPairs ? pairs : LengthSpec{};
                const std::vector<SimRequest> want = drawnAsTheyGo(load, lengths);
                RequestGenerator generator(load, lengths);
                SimRequest r;
                for (int i = 0; i < load.num_prompts; ++i) {
                    if (i == 200) { // five other streams drawn meanwhile: this one is pushed out
                        for (std::uint64_t other = 100; other < 105; ++other) {
                            LoadSpec o = load;
                            o.seed = other;
                            RequestGenerator g(o, lengths);
                            SimRequest x;
                            for (int k = 0; k < 300; ++k)
                                QVERIFY(g.next(0.0, x));
                        }
                    }
                    QVERIFY(generator.next(0.0, r));
                    QVERIFY2(r.arrival_s == want[static_cast<std::size_t>(i)].arrival_s,
                             "an arrival differs from the generator drawing as it goes");
                    if (withPairs)
                        QCOMPARE(r.prompt_tokens, want[static_cast<std::size_t>(i)].prompt_tokens);
                }
                QVERIFY(!generator.next(0.0, r));
            }
}

// A rate search's runs summarize only what a service level is judged on: the same TTFT and
// TPOT percentiles and every mean as the full summary, to the bit, the inter-token and
// end-to-end percentiles left 0.
void TestSimulator::serviceLevelSummaryKeepsWhatTargetsAreJudgedOn() {
    const ServingSetup setup = setupFor("hgx-h100", "llama-3.1-8b");
    LoadSpec load = poisson(25, 600, 3);
    load.warmup_requests = 60;
    const LengthSpec lengths = threeLengthPairs();
    const ServiceLevel slo{0.5, 0.03};
    const auto full = simulateReplica(setup, {}, load, lengths, slo, SummaryDetail::Full);
    const auto judged =
        simulateReplica(setup, {}, load, lengths, slo, SummaryDetail::ServiceLevelOnly);
    QVERIFY2(full.ok && judged.ok, full.error.c_str());
    auto same = [](const Percentiles& a, const Percentiles& b) {
        return a.mean == b.mean && a.median == b.median && a.p90 == b.p90 && a.p99 == b.p99;
    };
    QVERIFY(same(full.summary.ttft_ms, judged.summary.ttft_ms));
    QVERIFY(same(full.summary.tpot_ms, judged.summary.tpot_ms));
    QVERIFY(full.summary.itl_ms.mean == judged.summary.itl_ms.mean);
    QVERIFY(full.summary.e2e_ms.mean == judged.summary.e2e_ms.mean);
    QVERIFY(full.summary.itl_ms.p99 > 0 && full.summary.e2e_ms.median > 0);
    QCOMPARE(judged.summary.itl_ms.p99, 0.0);
    QCOMPARE(judged.summary.e2e_ms.median, 0.0);
    QCOMPARE(judged.summary.goodput, full.summary.goodput);
    QCOMPARE(judged.summary.mean_batch, full.summary.mean_batch);
    QVERIFY(judged.e2e_s == full.e2e_s && judged.ttft_s == full.ttft_s);
}

#include "TestSimulator.moc"
