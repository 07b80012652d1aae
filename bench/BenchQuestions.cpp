#include "BenchQuestions.h"

#include "core/catalog/catalog_io.h"
#include "core/serving/simulator/replica_simulator.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <sstream>

namespace sil::bench {

double medianOf(int runs, const std::function<void()>& f) {
    using Clock = std::chrono::steady_clock;
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        const auto t0 = Clock::now();
        f();
        ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
    }
    std::sort(ms.begin(), ms.end());
    return ms.empty() ? 0.0 : ms[ms.size() / 2];
}

bool loadCatalogJson(const char* path, Catalog& c) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    const ImportResult imported = importJson(text.str(), path);
    if (!imported.ok) {
        std::fprintf(stderr, "%s\n", imported.error.c_str());
        return false;
    }
    c = imported.batch.toCatalog();
    return true;
}

PlanQuestion planQuestion(const Catalog& c) {
    PlanQuestion q;
    q.query.traffic.requests_per_s = 50000.0 / 60.0;
    q.query.traffic.min_tokens_per_user = 30;
    q.query.weights = NumberFormat::FP8;
    q.query.kv = defaultKvFormat(q.query.weights);
    q.model = c.model("llama-3.1-70b");
    for (const auto& s : c.systems) {
        q.all.push_back(&s);
        if (s.id.rfind("gen-", 0) != 0) q.shipped.push_back(&s);
    }
    return q;
}

SimulatorQuestion simulatorQuestion(const Catalog& c) {
    SimulatorQuestion q;
    const System* h100 = c.system("hgx-h100");
    const LlmModel* m8 = c.model("llama-3.1-8b");
    PlanQuery sq;
    sq.traffic.requests_per_s = 20;
    std::string why;
    if (!h100 || !m8 || !prepareServing(c, *h100, *m8, sq, q.setup, why)) return q;
    q.load.rate_per_s = 20;
    q.load.num_prompts = 10000;
    q.lengths.prompt_tokens = 1024;
    q.lengths.output_tokens = 128;
    q.ok = true;
    return q;
}

long long simulateOnce(const SimulatorQuestion& q) {
    static std::uint64_t seed = 0;
    sim::LoadSpec load = q.load;
    load.seed = ++seed;
    return sim::simulateReplica(q.setup, {}, load, q.lengths).summary.steps;
}

} // namespace sil::bench
