// siliconomics-bench-serving: the serving simulator's two speed figures, core only (no Qt, no
// database), so they build and run optimised without the GUI:
//   siliconomics-bench-serving database/catalog/catalog.json [RUNS]
// plan_simulated_shipped_ms and simulate_10000_requests_ms are the same questions as
// siliconomics-bench's lines of those names (bench/main.cpp, benchPlanner and benchSimulator);
// replan_shipped_ms, the analytic plan alone, is printed beside them for scale.
#include "BenchQuestions.h"

#include "core/serving/planner.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

using namespace sil;
using bench::medianOf;

namespace {

void plan(const Catalog& c, int runs) {
    const bench::PlanQuestion q = bench::planQuestion(c);
    if (!q.model) return;
    const Assumptions a;
    std::size_t fits = 0;
    const double analyticMs = medianOf(runs, [&] {
        fits = 0;
        for (const auto& r : planAll(c, q.shipped, *q.model, q.query, a))
            fits += r.fits ? 1 : 0;
    });
    std::printf("replan_shipped_ms: %.3f ms (%zu shipped systems, llama-3.1-70b FP8, %zu serve "
                "it; median of %d)\n",
                analyticMs, q.shipped.size(), fits, runs);
    PlanQuery simulated = q.query;
    simulated.simulate = true;
    std::size_t resized = 0;
    const double simulatedMs = medianOf(runs, [&] {
        resized = 0;
        for (const auto& r : planAll(c, q.shipped, *q.model, simulated, a))
            resized += r.sized_by_simulation ? 1 : 0;
    });
    std::printf("plan_simulated_shipped_ms: %.3f ms (%zu shipped systems, %zu re-sized by "
                "simulation, over the cores; median of %d)\n",
                simulatedMs, q.shipped.size(), resized, runs);
}

void simulate(const Catalog& c, int runs) {
    const bench::SimulatorQuestion q = bench::simulatorQuestion(c);
    if (!q.ok) return;
    long long steps = 0;
    const double ms = medianOf(runs, [&] { steps = bench::simulateOnce(q); });
    std::printf("simulate_10000_requests_ms: %.3f ms (10,000 requests, %lld engine steps, one "
                "replica, one core, a new seed each run; median of %d)\n",
                ms, steps, runs);
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: siliconomics-bench-serving CATALOG.json [RUNS]\n");
        return 2;
    }
    Catalog c;
    if (!bench::loadCatalogJson(argv[1], c)) return 1;
    const int runs = argc > 2 ? std::max(1, std::atoi(argv[2])) : 5;
    simulate(c, runs);
    plan(c, runs);
    return 0;
}
