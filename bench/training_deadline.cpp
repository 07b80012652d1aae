// siliconomics-bench-training: `train --deadline-days` over the shipped catalog, core only (no
// Qt, no database), so it builds and runs optimised wherever a C++20 compiler is:
//   siliconomics-bench-training database/catalog/catalog.json
// The catalog is read from its reviewed source, catalog.json, through the importer the shipped
// database is built with. Prints "name: value unit" lines as siliconomics-bench does; its
// train_deadline_shipped_ms is the same question as that bench's line (default assumptions,
// 15T tokens of Llama 3.1 70B in 90 days, every shipped system).
#include "BenchQuestions.h"

#include "core/workload/training/deadline.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

using namespace sil;

namespace {

struct Run {
    double ms = 0.0;
    int found = 0;
    int evaluations = 0;
};

// The median of `times` runs of the deadline search over every system for `model`.
Run deadlineOverSystems(const Catalog& c, const LlmModel& model, int times) {
    DeadlineQuery q;
    q.training.tokens = 15e12;
    q.deadline_days = 90;
    std::vector<const System*> systems;
    for (const auto& s : c.systems)
        systems.push_back(&s);
    const Assumptions a;
    Run r;
    r.ms = bench::medianOf(times, [&] {
        r.found = r.evaluations = 0;
        for (const auto& p : planAllForDeadline(c, systems, model, q, a)) {
            r.found += p.found;
            r.evaluations += p.evaluations;
        }
    });
    return r;
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: siliconomics-bench-training CATALOG.json [RUNS]\n");
        return 2;
    }
    Catalog c;
    if (!bench::loadCatalogJson(argv[1], c)) return 1;
    const int runs = argc > 2 ? std::max(1, std::atoi(argv[2])) : 9;
    for (const char* id : {"llama-3.1-70b", "llama-3.1-405b", "deepseek-v3"}) {
        const LlmModel* m = c.model(id);
        if (!m) {
            std::fprintf(stderr, "catalog has no %s\n", id);
            return 1;
        }
        const Run r = deadlineOverSystems(c, *m, runs);
        const std::string name = std::string(id) == "llama-3.1-70b"
                                     ? "train_deadline_shipped_ms"
                                     : "train_deadline_shipped_" + std::string(id) + "_ms";
        std::printf("%s: %.3f ms (%zu shipped systems, %s, 15T tokens in 90 days: %d found, %d "
                    "training estimates; median of %d, one core)\n",
                    name.c_str(), r.ms, c.systems.size(), id, r.found, r.evaluations, runs);
    }
    return 0;
}
