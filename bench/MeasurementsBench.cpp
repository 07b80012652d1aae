#include "MeasurementsBench.h"

#include "core/measurements/accuracy.h"
#include "core/measurements/import_setup.h"
#include "core/measurements/limits.h"
#include "core/measurements/measurements.h"
#include "core/measurements/validation.h"
#include "core/workload/engine_fit.h"
#include "database/CatalogStore.h"

#include <QTemporaryDir>
#include <chrono>
#include <nlohmann/json.hpp>
#include <random>

namespace sil::bench {

namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point t0) {
    return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

} // namespace

std::string syntheticVllmRows(int rows, unsigned seed) {
    static const int concurrency[] = {1, 2, 4, 8, 16, 32, 64, 128, 256};
    static const int prompt[] = {128, 512, 1024, 2048, 4096};
    static const int output[] = {128, 256, 512, 1024};
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> noise(0.97, 1.03);
    std::string text;
    for (int i = 0; i < rows; ++i) {
        const int shape = i % 180;
        const int c = concurrency[shape / 20], in = prompt[shape / 4 % 5], out = output[shape % 4];
        const double n = noise(rng);
        const double tpot = (12.0 + 0.04 * c + 0.002 * in) * n;
        const double ttft = (50.0 + 0.05 * in * (1.0 + c / 32.0)) * n;
        const double e2el = ttft + tpot * (out - 1);
        const int completed = 10 * c;
        const double reqPerS = c / (e2el / 1000.0), duration = completed / reqPerS;
        const double outTokens = double(completed) * out, inTokens = double(completed) * in;
        const nlohmann::json row{{"backend", "vllm"},
                                 {"model_id", "meta-llama/Llama-3.1-70B-Instruct"},
                                 {"num_prompts", completed},
                                 {"gpus", "8"},
                                 {"tp", "8"},
                                 {"request_rate", "inf"},
                                 {"max_concurrency", c},
                                 {"duration", duration},
                                 {"completed", completed},
                                 {"failed", 0},
                                 {"total_input_tokens", inTokens},
                                 {"total_output_tokens", outTokens},
                                 {"request_throughput", reqPerS},
                                 {"output_throughput", outTokens / duration},
                                 {"total_token_throughput", (inTokens + outTokens) / duration},
                                 {"mean_ttft_ms", ttft},
                                 {"median_ttft_ms", ttft},
                                 {"p99_ttft_ms", ttft * 1.5},
                                 {"mean_tpot_ms", tpot},
                                 {"median_tpot_ms", tpot},
                                 {"p99_tpot_ms", tpot * 1.2},
                                 {"mean_itl_ms", tpot},
                                 {"median_itl_ms", tpot},
                                 {"p99_itl_ms", tpot * 1.5},
                                 {"mean_e2el_ms", e2el},
                                 {"median_e2el_ms", e2el},
                                 {"p99_e2el_ms", e2el * 1.2}};
        text += row.dump() + "\n";
    }
    return text;
}

std::string measureBigMeasurementSets(const std::string& catalogPath, std::vector<Figure>& out) {
    QTemporaryDir dir;
    db::CatalogStore store;
    if (!store.openShipped(QString::fromStdString(catalogPath)) ||
        !store.openUser(dir.filePath(QStringLiteral("measurements.sqlite"))))
        return store.errorString().toStdString();
    const auto catalog = store.load();
    if (!catalog) return store.errorString().toStdString();
    const int perFile = static_cast<int>(kMaxPointsPerFile);
    // Two systems at their limit, one file at a time; the first file's import is the figure.
    const std::vector<std::string> systems = {"hgx-h200", "hgx-h100"};
    unsigned seed = 44;
    double firstImportMs = 0.0;
    std::size_t firstBytes = 0;
    for (const auto& system : systems)
        for (std::size_t held = 0; held < kMaxPointsPerSystem; held += kMaxPointsPerFile) {
            const std::string text = syntheticVllmRows(perFile, seed++);
            const auto t0 = Clock::now();
            const auto parsed = parseMeasurements("vllm", text, "bench.jsonl", "");
            if (!parsed.ok) return parsed.error.text();
            ImportChoices choices;
            choices.model_id = "llama-3.1-70b";
            const auto resolved = resolveImport(*catalog, parsed.points, choices);
            if (resolved.refusal) return resolved.refusal->text();
            const auto rows = db::newMeasurements(resolved, QString::fromStdString(system));
            if (!store.importMeasurements(rows, QStringLiteral("bench-%1.jsonl").arg(seed),
                                          QStringLiteral("vllm")))
                return store.errorString().toStdString();
            if (firstBytes == 0) firstImportMs = msSince(t0), firstBytes = text.size();
        }
    out.push_back({"import_10mb_measurements_ms", firstImportMs,
                   "ms (" + std::to_string(firstBytes / 1000000) + " MB vLLM JSON Lines, " +
                       std::to_string(perFile) + " points: parsed, checked, stored in SQLite)"});

    auto t0 = Clock::now();
    const auto stored = store.measurements();
    if (!stored) return store.errorString().toStdString();
    const std::vector<StoredPoint> points = toStoredPoints(*stored);
    out.push_back({"measurements_read_40000_ms", msSince(t0),
                   "ms (" + std::to_string(points.size()) + " stored points read back)"});

    t0 = Clock::now();
    const AccuracyTable table = accuracyTable(*catalog, points, {});
    out.push_back({"accuracy_table_40000_ms", msSince(t0),
                   "ms (" + std::to_string(table.rows.size()) +
                       " points of 2 systems, 180 run shapes each)"});
    t0 = Clock::now();
    const ValidationReport report = validateModel(*catalog, userValidationPoints(*catalog, points));
    out.push_back({"accuracy_validation_40000_ms", msSince(t0),
                   "ms (the same points held out: no row fitted on them)"});

    const System* system = catalog->system(systems.front());
    if (!system) return "no system " + systems.front();
    t0 = Clock::now();
    const auto inputs = fitInputsFor(*catalog, points, system->id, "");
    const EngineFit fit =
        fitEngineProfile(*catalog, *system, inputs, {}, "", "", std::nullopt, "2026-11-26");
    if (!fit.ok) return "fit: " + fit.error;
    out.push_back({"fit_20000_points_ms", msSince(t0),
                   "ms (" + std::to_string(inputs.size()) +
                       " serving points of one system, 180 run shapes, with " + fit.held_out_rule +
                       ")"});
    return report.points.size() == points.size() ? std::string()
                                                 : std::string("validation lost points");
}

} // namespace sil::bench
