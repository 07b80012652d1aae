// The decoding sequences kept between steps (core/serving/simulator/decode_group.h): after any
// sequence of joins, steps, preemptions and finishes its running sums equal a recount of its
// members (per micro-batch of a pipelined step too), it counts exactly the members that need a
// block and gives those that finish, in running order;
// and a simulated run that keeps it gives the same numbers as one that walks every running
// request every step.
#include "ServingTestSupport.h"
#include "TestSupport.h"

#include "core/serving/planner.h"
#include "core/serving/serving_setup.h"
#include "core/serving/simulator/decode_group.h"
#include "core/serving/simulator/replica_simulator.h"

#include <QObject>
#include <algorithm>
#include <deque>
#include <random>

using namespace sil;
using namespace sil::sim;

class TestDecodeGroup : public QObject {
    Q_OBJECT
private slots:
    void runningSumsEqualARecount();
    void keptStateEqualsWalkingEveryRequest();
    void keptOnlyWhereEveryDecodeRunsEveryStep();
};

namespace {

constexpr int kBlockTokens = 16;
constexpr int kWarmup = 5;

// A member's counters as of the group's current step, without touching it.
SimRequest synced(const DecodeGroup& g, SimRequest r) {
    g.sync(r);
    return r;
}

constexpr int kMicroBatches = 3;

void compareWithRecount(const DecodeGroup& g, const std::vector<SimRequest*>& members) {
    long long contexts = 0, measured = 0;
    std::vector<DecodeSums> byMicroBatch(kMicroBatches);
    for (std::size_t k = 0; k < members.size(); ++k) {
        const SimRequest now = synced(g, *members[k]);
        contexts += now.computed + 1LL;
        measured += now.id >= kWarmup ? 1 : 0;
        DecodeSums& m = byMicroBatch[k % kMicroBatches]; // the k-th decode's micro-batch
        ++m.sequences;
        m.contexts += now.computed + 1LL;
    }
    QCOMPARE(g.sums().sequences, static_cast<long long>(members.size()));
    QCOMPARE(g.sums().contexts, contexts);
    QCOMPARE(g.measured(), measured);
    std::vector<DecodeSums> kept;
    g.sumsByMicroBatch(kept);
    QCOMPARE(kept.size(), byMicroBatch.size());
    for (std::size_t j = 0; j < kept.size(); ++j) {
        QCOMPARE(kept[j].sequences, byMicroBatch[j].sequences);
        QCOMPARE(kept[j].contexts, byMicroBatch[j].contexts);
    }
}

ServingSetup setupFor(const char* systemId, const char* modelId) {
    PlanQuery q;
    q.traffic.requests_per_s = 1;
    return test::shippedServingSetup(systemId, modelId, q);
}

} // namespace

void TestDecodeGroup::runningSumsEqualARecount() {
    std::mt19937 rng(41);
    std::deque<SimRequest> pool;      // stable addresses
    std::vector<SimRequest*> members; // in running order
    DecodeGroup g(kBlockTokens, kWarmup, kMicroBatches);
    long long order = 0;
    auto uniform = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    auto join = [&] {
        SimRequest& r = pool.emplace_back();
        r.id = static_cast<int>(pool.size()) - 1;
        r.prompt_tokens = uniform(1, 300);
        r.output_tokens = uniform(2, 60);
        r.generated = uniform(1, r.output_tokens - 1);
        r.computed = r.length() - 1; // decoding: only the last sampled token uncached
        r.blocks = (r.computed + kBlockTokens - 1) / kBlockTokens;
        r.running_order = order++;
        g.join(r);
        members.push_back(&r);
    };
    auto remove = [&](SimRequest* r) {
        members.erase(std::find(members.begin(), members.end(), r));
    };
    int finished = 0, grown = 0, preempted = 0;
    for (int op = 0; op < 4000; ++op) {
        const int what = uniform(0, 9);
        if (what < 3) {
            join();
        } else if (what < 4 && !members.empty()) {
            // Preempted: the last admitted leaves, its counters synced.
            SimRequest* r = members.back();
            const SimRequest expected = synced(g, *r);
            g.leave(*r);
            QCOMPARE(r->computed, expected.computed);
            QCOMPARE(r->generated, expected.generated);
            remove(r);
            ++preempted;
        } else {
            // A step: as many blocks as the members whose token opens one, then every member
            // decodes, then those whose last token it was leave, in running order.
            long long needBlock = 0;
            std::vector<SimRequest*> finishing;
            for (SimRequest* r : members) {
                const SimRequest now = synced(g, *r);
                QCOMPARE(now.blocks, (now.computed + kBlockTokens - 1) / kBlockTokens);
                if (now.computed + 1 > now.blocks * kBlockTokens) ++needBlock;
                if (now.generated + 1 == now.output_tokens) finishing.push_back(r);
            }
            QCOMPARE(g.blocksNeeded(), needBlock);
            grown += static_cast<int>(needBlock);
            g.advance(op);
            std::vector<SimRequest*> done;
            while (SimRequest* r = g.nextFinished()) {
                QCOMPARE(r->generated, r->output_tokens);
                QCOMPARE(r->blocks, (r->computed + kBlockTokens - 1) / kBlockTokens);
                g.leave(*r);
                QCOMPARE(r->last_token_s, double(op));
                remove(r);
                done.push_back(r);
            }
            QVERIFY(done == finishing);
            finished += static_cast<int>(done.size());
        }
        compareWithRecount(g, members);
    }
    // The sequence exercised every kind of change.
    QVERIFY(finished > 100);
    QVERIFY(grown > 100);
    QVERIFY(preempted > 100);
}

void TestDecodeGroup::keptStateEqualsWalkingEveryRequest() {
    std::mt19937 rng(7);
    const ServingSetup h100 = setupFor("hgx-h100", "llama-3.1-8b");
    int compared = 0, withPreemptions = 0;
    for (int trial = 0; trial < 24; ++trial) {
        ReplicaConfig config;
        config.limits.max_seqs = std::uniform_int_distribution<int>(8, 256)(rng);
        config.limits.max_batched_tokens =
            std::max(config.limits.max_seqs, std::uniform_int_distribution<int>(256, 8192)(rng));
        if (trial % 3 == 0) config.kv_blocks_override = 600; // a small cache: preemptions
        config.arrive_prefilled = trial % 4 == 1;
        config.pp = trial % 5 == 2 ? 2 : trial % 5 == 4 ? 3 : 1; // stages: decodes dealt in turn
        LoadSpec load;
        load.seed = static_cast<std::uint64_t>(trial);
        load.num_prompts = 300;
        load.warmup_requests = 30;
        if (trial % 2 == 0) {
            load.kind = LoadSpec::Kind::ClosedLoop;
            load.concurrency = std::uniform_int_distribution<int>(1, 96)(rng);
        } else {
            load.rate_per_s = std::uniform_real_distribution<double>(1, 40)(rng);
        }
        LengthSpec lengths;
        lengths.prompt_samples = {1, 40, 700, 2500};
        lengths.output_samples = {1, 300, 90, 17};
        const SimulationResult walked = [&] {
            ReplicaConfig c = config;
            c.keep_decode_group = false;
            return simulateReplica(h100, c, load, lengths);
        }();
        const SimulationResult kept = simulateReplica(h100, config, load, lengths);
        QVERIFY2(walked.ok, walked.error.c_str());
        QVERIFY2(kept.ok, kept.error.c_str());
        QVERIFY(kept.decode_group_kept);
        QVERIFY(!walked.decode_group_kept);
        QCOMPARE(toVllmJson(kept.summary).dump(), toVllmJson(walked.summary).dump());
        QVERIFY(kept.ttft_s == walked.ttft_s);
        QVERIFY(kept.tpot_s == walked.tpot_s);
        QVERIFY(kept.e2e_s == walked.e2e_s);
        ++compared;
        withPreemptions += walked.summary.preemptions > 0 ? 1 : 0;
    }
    QCOMPARE(compared, 24);
    QVERIFY(withPreemptions >= 4);
}

void TestDecodeGroup::keptOnlyWhereEveryDecodeRunsEveryStep() {
    const ServingSetup h100 = setupFor("hgx-h100", "llama-3.1-8b");
    LoadSpec load;
    load.num_prompts = 20;
    load.rate_per_s = 5;
    ReplicaConfig config;
    QVERIFY(simulateReplica(h100, config, load, {}).decode_group_kept);
    // More sequences than a step's tokens: some decodes wait, so each step is walked.
    config.limits.max_seqs = 512;
    config.limits.max_batched_tokens = 256;
    QVERIFY(!simulateReplica(h100, config, load, {}).decode_group_kept);
    // Other schedulers walk every request.
    config = {};
    config.policy = SchedulerPolicy::Sglang;
    QVERIFY(!simulateReplica(h100, config, load, {}).decode_group_kept);
}

QTEST_GUILESS_MAIN(TestDecodeGroup)
#include "TestDecodeGroup.moc"
