#pragma once
// What the benchmarks ask, written once: the median of repeated timings, a catalog read from
// its JSON seed (for the core-only benchmarks, which have no database), the planner's question
// over the shipped systems and the serving simulator's 10,000 requests. siliconomics-bench and
// the core-only siliconomics-bench-serving and siliconomics-bench-training print the same
// figures from them. Core only: no Qt.
#include "core/catalog/catalog.h"
#include "core/serving/plan_query.h"
#include "core/serving/serving_setup.h"
#include "core/serving/simulator/request_generator.h"

#include <functional>
#include <vector>

namespace sil::bench {

// Milliseconds `f` takes, the median of `runs` calls.
double medianOf(int runs, const std::function<void()>& f);

// The catalog of a JSON seed (database/catalog/catalog.json); false with the message on stderr.
bool loadCatalogJson(const char* path, Catalog& c);

// The planner's question: 50,000 requests a minute of Llama 3.1 70B FP8 (1,000 in, 500 out)
// within 2 s to the first token and 30 tokens/s per user; the shipped systems (no generated
// "gen-" ones) and all of them. `model` is null when the catalog has no llama-3.1-70b.
struct PlanQuestion {
    PlanQuery query;
    const LlmModel* model = nullptr;
    std::vector<const System*> shipped, all;
};
PlanQuestion planQuestion(const Catalog& c);

// The serving simulator's question: 10,000 requests of Llama 3.1 8B on one H100 replica at 20
// requests/s (Poisson), 1,024 tokens in and 128 out, vLLM V1's scheduler. `ok` false when the
// catalog lacks the system or model.
struct SimulatorQuestion {
    bool ok = false;
    ServingSetup setup;
    sim::LoadSpec load;
    sim::LengthSpec lengths;
};
SimulatorQuestion simulatorQuestion(const Catalog& c);
// Engine steps of one run of it. Each call takes the next seed, so its requests are drawn anew
// (a run of a seed already drawn on this thread reuses the draws: request_generator.h), as a
// user's single run draws them.
long long simulateOnce(const SimulatorQuestion& q);

} // namespace sil::bench
