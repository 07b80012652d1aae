#pragma once
// Command-line parsing for siliconomics-cli. Pure C++ (no Qt) so it can be fuzzed.
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace sil::cli {

// Xlsx: a workbook with live formulas (tco, plan, buy-rent-api with --out FILE.xlsx).
enum class OutputFormat { Table, Csv, Json, Xlsx };

struct CliOptions {
    // Every word that is not an option, in order: the command ("catalog list", "tco") and
    // then its arguments. The command table (CommandTable.h) tells them apart.
    std::vector<std::string> words;
    std::string db_path;      // --db
    std::string catalog_path; // --catalog (the shipped catalog)
    OutputFormat format = OutputFormat::Table;
    bool format_given = false;
    bool man = false;                                      // --man: print the man page
    std::vector<std::string> given;                        // every --option on the line, in order
    std::string scenario;                                  // --scenario NAME|FILE
    std::vector<std::pair<std::string, std::string>> sets; // --set key=value
    std::vector<std::string> systems;                      // --systems a,b
    std::vector<std::string> highlight;                    // export-chart --highlight a,b
    std::vector<std::string> charts;                       // report --charts tco,tornado
    std::string kind;                                      // --kind
    std::string csv_file, json_file, out_file, note;
    std::string decimal; // catalog import --decimal . or , (empty: detected)
    std::string system, reference, op, placement = "packed", sizes = "1KiB:1GiB", size;
    std::string chart, by = "size", file;
    std::string chip, term; // price-history, export-chart --chart price-history
    std::string group;      // price-history: one series per term, or per provider tier ("tier")
    std::string metric;     // export-chart --chart tornado; catalog rank
    std::string lang;       // export-chart and report: en, ko or zh (empty: English)
    std::string scenario_a, scenario_b; // compare-scenarios --a NAME|FILE --b NAME|FILE
    int ranks = 0;
    // measurements list: rows shown (-1: not given, the default; 0: all)
    int limit = -1;
    // Workloads (inference, train, fit-workload); 0 or empty: the command's default.
    std::string model, weights, kv, moe_file;
    int gpus = 0, tp = 0, pp = 0, ep = 0, batch = 0, micro_batch = 0, global_batch = 0;
    int virtual_stages = 0; // train: model chunks per pipeline stage; 0: the model's default
    double context = -1, prompt = -1, output = -1, seq = 0, tokens = 0, copy_tbps = 0;
    // Serving targets: output tokens/s each user sees, first token within seconds (0: none).
    double min_tokens_per_user = 0, max_ttft_s = 0;
    bool reference_quotes = false;       // --reference-quotes: analysts' reference rows may price
    bool no_min_tokens_per_user = false; // --min-tokens-per-user none: no per-user floor
    std::string view;                    // export-chart: inference throughput|cost, train days|usd
    // plan: demand (one of them), lengths, service level (negative: not given).
    double rate = -1, requests_per_minute = -1, power_mw = -1, tokens_per_day = -1;
    double cached_prompt_share = -1, ttft_s = -1, ttft_p90_s = -1, peak_factor = -1;
    double ttft_p99_s = -1, tpot_p90_ms = -1, tpot_p99_ms = -1; // tails the simulation checks
    bool no_simulate = false; // plan --no-simulate: the analytic answer alone
    double chunk_tokens = -1;
    // inference under load (the serving simulator): a closed loop of --concurrency requests, or
    // --rate requests/s (Poisson, or gamma gaps of --burstiness), --num-prompts of them.
    int concurrency = 0, num_prompts = 0, max_num_seqs = 0, warmup_requests = 0;
    // vLLM V0's scheduling as a run states it: --num-scheduler-steps N (multi-step),
    // --no-chunked-prefill (whole prompts first), --block-size (KV block tokens); 0/false: unset.
    int num_scheduler_steps = 0, block_size = 0;
    bool no_chunked_prefill = false;
    // TensorRT-LLM's enable_chunked_context, as NVIDIA's MLPerf configs set it.
    bool chunked_context = false;
    long long seed = 0;
    double burstiness = -1;
    // train --deadline-days D: the fewest GPUs per system that finish within D days.
    double deadline_days = -1;
    // plan and train: the hall's limits over the scenario's (hall_mw, hall_rack_kw, and
    // hall_cooling as air, liquid or any); "" where not given.
    std::string hall_mw, hall_rack_kw, hall_cooling;
    std::string lengths_file, layout;
    // team history|revert: the value (--entity chip --id h200 --field tdp_w), --to HISTORY_ID.
    std::string entity, id, field;
    long long to_history = 0;
    // measurements import: --from FORMAT (core/measurements/measurements.h), --engine ID.
    std::string from, engine;
    std::string name;              // fit --name NEW_ID
    std::vector<std::string> only; // fit --only decode,prefill,collective or parameter keys
    bool dry_run = false;          // fit --dry-run: before and after, nothing stored
    // Rankings: leave out systems not known to ship (announced, sampling, status unknown).
    bool shipping_only = false;
    bool concurrency_sweep = false; // export-chart serve-load: closed loops instead of rates
    // catalog list: --where FIELD OP VALUE (all must hold), --sort [-]FIELD, --columns a,b.
    std::vector<std::string> where, columns;
    std::string sort;
    // catalog export: one row per value (--long); a UTF-8 byte-order mark for Excel (--excel).
    bool long_table = false, excel = false;
    // compare: the chips side by side and the one the others are divided by.
    std::vector<std::string> chips;
    std::string baseline;
    bool on_paper = false;
    bool cash = false; // train --deadline-days --system ID --cash: the cash month by month
    bool help = false;
    bool version = false;
};

struct ParseResult {
    bool ok = false;
    CliOptions options;
    std::string error; // says what was wrong and what to do
};

ParseResult parseArguments(const std::vector<std::string>& args);

} // namespace sil::cli
