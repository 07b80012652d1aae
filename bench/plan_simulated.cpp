// siliconomics-bench-serving: the serving simulator's two speed figures, core only (no Qt, no
// database), so they build and run optimised without the GUI:
//   siliconomics-bench-serving database/catalog/catalog.json [RUNS]
// plan_simulated_shipped_ms and simulate_10000_requests_ms are the same questions as
// siliconomics-bench's lines of those names (bench/main.cpp, benchPlanner and benchSimulator);
// replan_shipped_ms, the analytic plan alone, is printed beside them for scale.
#include "core/catalog/catalog_io.h"
#include "core/serving/planner.h"
#include "core/serving/serving_setup.h"
#include "core/serving/simulator/replica_simulator.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

using namespace sil;
using Clock = std::chrono::steady_clock;

namespace {

double medianOf(int runs, const std::function<void()>& f) {
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        const auto t0 = Clock::now();
        f();
        ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
    }
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

bool loadCatalog(const char* path, Catalog& c) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    const ImportResult imported = importJson(text.str(), path);
    if (!imported.ok) {
        std::fprintf(stderr, "%s\n", imported.error.c_str());
        return false;
    }
    c.sources = imported.batch.sources;
    c.chips = imported.batch.chips;
    c.systems = imported.batch.systems;
    c.quotes = imported.batch.quotes;
    c.models = imported.batch.models;
    c.api_prices = imported.batch.api_prices;
    c.engines = imported.batch.engines;
    return true;
}

// benchPlanner's question: 50,000 requests a minute of Llama 3.1 70B FP8 within 2 s to the
// first token and 30 tokens/s per user, over every shipped system.
void plan(const Catalog& c, int runs) {
    PlanQuery pq;
    pq.traffic.requests_per_s = 50000.0 / 60.0;
    pq.traffic.min_tokens_per_user = 30;
    pq.weights = NumberFormat::FP8;
    pq.kv = defaultKvFormat(pq.weights);
    const LlmModel* planned = c.model("llama-3.1-70b");
    if (!planned) return;
    std::vector<const System*> shipped;
    for (const auto& s : c.systems)
        if (s.id.rfind("gen-", 0) != 0) shipped.push_back(&s);
    const Assumptions a;
    std::size_t fits = 0;
    const double analyticMs = medianOf(runs, [&] {
        fits = 0;
        for (const auto& r : planAll(c, shipped, *planned, pq, a))
            fits += r.fits ? 1 : 0;
    });
    std::printf("replan_shipped_ms: %.3f ms (%zu shipped systems, llama-3.1-70b FP8, %zu serve "
                "it; median of %d)\n",
                analyticMs, shipped.size(), fits, runs);
    PlanQuery simulated = pq;
    simulated.simulate = true;
    std::size_t resized = 0;
    const double simulatedMs = medianOf(runs, [&] {
        resized = 0;
        for (const auto& r : planAll(c, shipped, *planned, simulated, a))
            resized += r.sized_by_simulation ? 1 : 0;
    });
    std::printf("plan_simulated_shipped_ms: %.3f ms (%zu shipped systems, %zu re-sized by "
                "simulation, over the cores; median of %d)\n",
                simulatedMs, shipped.size(), resized, runs);
}

// benchSimulator's question: 10,000 requests of Llama 3.1 8B on one H100 replica at 20
// requests/s (Poisson), 1,024 tokens in and 128 out, vLLM V1's scheduler.
void simulate(const Catalog& c, int runs) {
    const System* h100 = c.system("hgx-h100");
    const LlmModel* m8 = c.model("llama-3.1-8b");
    PlanQuery sq;
    sq.traffic.requests_per_s = 20;
    ServingSetup setup;
    std::string why;
    if (!h100 || !m8 || !prepareServing(c, *h100, *m8, sq, setup, why)) return;
    sim::LoadSpec load;
    load.rate_per_s = 20;
    load.num_prompts = 10000;
    sim::LengthSpec lengths;
    lengths.prompt_tokens = 1024;
    lengths.output_tokens = 128;
    long long steps = 0;
    const double ms = medianOf(
        runs, [&] { steps = sim::simulateReplica(setup, {}, load, lengths).summary.steps; });
    std::printf("simulate_10000_requests_ms: %.3f ms (10,000 requests, %lld engine steps, one "
                "replica, one core; median of %d)\n",
                ms, steps, runs);
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: siliconomics-bench-serving CATALOG.json [RUNS]\n");
        return 2;
    }
    Catalog c;
    if (!loadCatalog(argv[1], c)) return 1;
    const int runs = argc > 2 ? std::max(1, std::atoi(argv[2])) : 5;
    simulate(c, runs);
    plan(c, runs);
    return 0;
}
