#pragma once
// What to draw: a chart of the catalog under a scenario, for a file. The CLI fills it and
// the UI renders it, so the request type sits below both (app -> ui -> database -> core).
#include "core/catalog/catalog.h"
#include "core/catalog/catalog_version.h"
#include "core/economics/scenario.h"
#include "core/measurements/accuracy.h"

#include <optional>
#include <string>
#include <vector>

namespace sil {

struct ChartRequest {
    std::string chart;
    std::string out_path;
    std::string lang; // "en", "ko", "zh": the language the chart is drawn in (empty: English)
    Catalog catalog;  // as stored: the renderer applies the scenario's overrides
    // `catalog`'s version as the database keeps it (the captions name it); empty: the renderer
    // hashes `catalog` itself.
    std::optional<CatalogVersion> catalog_version;
    Scenario scenario;
    std::vector<std::string> systems; // empty: the chart's default selection
    // Always drawn and in colour (the GUI's "Highlight in charts"); among `systems` if given.
    std::vector<std::string> highlighted;
    std::string op, placement, reference;
    int ranks = 0;
    std::string chip, term; // price-history: a chip id (or prefix) and optionally one term
    std::string group;      // price-history: "term" (default) or "tier"
    std::string baseline;   // specs: the system the others are divided by (empty: the first)
    std::string metric;     // tornado: tco, tco-useful, tco-per-pflop-bf16, tco-per-pflop-fp8
    std::vector<std::string> charts; // chart "report": the charts in it (empty: the default set)
    // inference and training: the workload, as the pages' controls choose it (empty or 0: the
    // page's default). `view`: inference throughput|cost, training days|usd.
    std::string model, weights, kv, view;
    double prompt_tokens = 0, output_tokens = 0, min_tokens_per_user = 0, tokens = 0;
    bool no_min_tokens_per_user = false; // the plan chart without a per-user floor
    int gpus = 0;
    // training (and the report's training chart): the fewest GPUs per system that finish
    // within this many days (0: the page's GPUs-to-days view).
    double deadline_days = 0;
    // plan: the demand (requests a minute, or a facility budget in MW) and the TTFT target.
    double requests_per_minute = 0, facility_mw = 0, ttft_s = 0;
    // plan: the rest of the traffic and the layout (negative, 0 or empty: the page's own).
    double cached_prompt_share = -1, ttft_p90_s = 0, peak_factor = 0;
    std::string layout;
    // serve-load: the service level on the tail (0: none given) and a concurrency sweep instead
    // of a rate sweep.
    double ttft_p99_s = 0, tpot_p99_ms = 0;
    bool concurrency_sweep = false;
    // scenario-compare: `scenario` is A, this is B, and `catalog` has neither's overrides.
    std::optional<Scenario> scenario_b;
    // The user's imported benchmark points (the accuracy chart, and the measured markers over
    // the inference, collective and plan charts); the report adds the accuracy chart to its
    // default set when there are any.
    std::vector<StoredPoint> measurements;
};

} // namespace sil
