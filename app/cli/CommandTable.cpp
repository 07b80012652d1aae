#include "CommandTable.h"

#include <vector>

namespace sil::cli {

// The handlers, one family per file in commands/.
int runCatalogList(CliContext&);
int runCatalogShow(CliContext&);
int runCatalogSearch(CliContext&);
int runCompareChips(CliContext&);
int runCatalogRank(CliContext&);
int runCatalogImport(CliContext&);
int runCatalogExport(CliContext&);
int runCatalogSet(CliContext&);
int runCatalogRevert(CliContext&);
int runCatalogOverrides(CliContext&);
int runCatalogVersion(CliContext&);
int runScenarioList(CliContext&);
int runScenarioShow(CliContext&);
int runTco(CliContext&);
int runRentVsBuy(CliContext&);
int runSensitivity(CliContext&);
int runCollective(CliContext&);
int runSlowdown(CliContext&);
int runCalibrate(CliContext&);
int runExportChart(CliContext&);
int runReport(CliContext&);
int runInference(CliContext&);
int runTrain(CliContext&);
int runFitWorkload(CliContext&);
int runPlan(CliContext&);
int runPriceHistory(CliContext&);
int runCompareScenarios(CliContext&);
int runTeamInit(CliContext&);
int runTeamStatus(CliContext&);
int runTeamSnapshot(CliContext&);
int runTeamHistory(CliContext&);
int runTeamRevert(CliContext&);
int runBuyRentApi(CliContext&);
int runMeasurementsImport(CliContext&);
int runMeasurementsList(CliContext&);
int runMeasurementsDelete(CliContext&);
int runAccuracy(CliContext&);
int runFit(CliContext&);

namespace {

// Looking up, comparing, importing, exporting and editing the catalog.
std::vector<Command> catalogCommands() {
    return {
        {"catalog list", "Catalog",
         "[--kind chips|systems|prices|sources|models|api_prices|engines]\n"
         "[--where 'FIELD OP VALUE' ...] [--sort [-]FIELD] [--columns FIELD,...]",
         "List the catalog's entries (shipped + your imports and edits). --where keeps the "
         "entries that meet every condition (OP: >= <= != = > < or ~ for contains; numbers "
         "compare as numbers, text ignoring case, dates as dates: 'memory_gb>=192', "
         "'vendor=AMD', 'available_date<2025-01-01'); --sort orders by a field ('-' first: "
         "descending; unknown values last); --columns shows those fields, units in the "
         "headers.",
         Needs::Catalog, false, runCatalogList},
        {"catalog show", "Catalog", "ID",
         "Every field of one entry with its source and kind. An id differing only in case is "
         "taken as meant; an unknown id gets the closest ones.",
         Needs::Catalog, false, runCatalogShow},
        {"catalog search", "Catalog", "TEXT",
         "Every entry whose id, name, vendor, text fields or source notes contain TEXT "
         "(ignoring case), and the sources whose title, publisher, address or quoted words do; "
         "the closest ids when nothing does.",
         Needs::Catalog, false, runCatalogSearch},
        {"compare", "Catalog", "--chips ID,ID[,ID,ID] [--baseline ID] [--format table|csv|json]",
         "Chips side by side: each value with its kind (vendor, reported, derived, estimate, "
         "measured, user), the range kept where sources disagree, a footnote to its source, and "
         "its "
         "ratio to the baseline chip (the first unless --baseline names one).",
         Needs::Catalog, false, runCompareChips},
        {"catalog rank", "Catalog",
         "[--metric bf16-per-watt|fp8-per-watt|fp4-per-watt|memory-gb-per-kusd|"
         "memory-tbps-per-kusd] [--format table|csv|json]",
         "Every chip of the catalog ranked (default bf16-per-watt): dense TFLOP/s per watt of "
         "TDP in BF16, FP8 or FP4, or memory GB or TB/s per 1,000 USD of capex per GPU (the "
         "cheapest system built on the chip, named as basis); low and high from the ranges the "
         "catalog keeps, each input with its kind and source; chips that cannot be ranked last, "
         "with the reason.",
         Needs::Catalog, false, runCatalogRank},
        {"catalog import", "Catalog", "--csv FILE [--kind KIND] [--decimal .|,] | --json FILE",
         "Add or replace entries from a file; nothing is imported if any row is bad (a "
         "re-dated quote needs a new id: price history is never rewritten). CSV fields may be "
         "separated by ',', ';' or tab (detected); --decimal settles a number such as 1.500 "
         "that a ';' file could mean either way.",
         Needs::Catalog, true, runCatalogImport},
        {"catalog export", "Catalog", "[--kind KIND [--long] [--excel]] [--out FILE]",
         "The catalog as JSON, or one kind as CSV with --kind: per field FIELD (with its unit "
         "in the header), FIELD_kind, FIELD_low and FIELD_high (numbers), FIELD_source; plain "
         "decimals (catalog import reads it back); --long: one row per value (id, field, "
         "value, unit, kind, low, high, source, note); --excel: a UTF-8 byte-order mark first, "
         "so Excel reads \"§\" and \"µs\" right.",
         Needs::Catalog, false, runCatalogExport},
        {"catalog set", "Catalog", "KIND ID FIELD VALUE [--note TEXT]",
         "Edit one value (kept in your database; the shipped value stays).", Needs::Catalog, true,
         runCatalogSet},
        {"catalog revert", "Catalog", "KIND ID FIELD", "Undo an edit.", Needs::Catalog, true,
         runCatalogRevert},
        {"catalog overrides", "Catalog", "", "List your edited values.", Needs::Catalog, false,
         runCatalogOverrides},
        {"catalog version", "Catalog", "[--format table|json]",
         "Which catalog answers come from: the date its values were last read from their "
         "sources, a SHA-256 of its content (the same on every machine; any changed value, "
         "source or note changes it), its counts and your edits over it. Exported charts and "
         "the report carry the date and hash; docs/catalog-changelog.md lists what changed "
         "since the seed documents.",
         Needs::Catalog, false, runCatalogVersion},
    };
}

// The saved scenarios and two of them side by side.
std::vector<Command> scenarioCommands() {
    return {
        {"scenario list", "Scenarios", "", "The saved scenarios.", Needs::Catalog, false,
         runScenarioList},
        {"scenario show", "Scenarios", "NAME", "A scenario as JSON.", Needs::Catalog, false,
         runScenarioShow},
        {"compare-scenarios", "Scenarios",
         "--a NAME|FILE --b NAME|FILE [--systems id,...] [--json]",
         "Two scenarios side by side: the assumptions that differ and each system's TCO per "
         "GPU-hour and per PFLOP-hour under both, with the change (USD and %).",
         Needs::Catalog, false, runCompareScenarios},
    };
}

// What owning and renting cost.
std::vector<Command> economicsCommands() {
    return {
        {"tco", "Economics",
         "[--scenario NAME|FILE] [--set key=value ...] [--systems id,...]\n"
         "[--format table|csv|json|xlsx --out FILE.xlsx]",
         "Total cost of ownership per GPU-hour, per PFLOP-hour and FLOP/s per watt. --format "
         "xlsx --out FILE.xlsx: a workbook whose costs are formulas over an Assumptions sheet "
         "(edit an assumption there and the costs move; docs/xlsx-export.md).",
         Needs::Scenario, false, runTco, false, true},
        {"rent-vs-buy", "Economics",
         "[--scenario ...] [--set ...] [--systems id,...] [--term "
         "on-demand|1-month|1-year|3-year|spot] [--reference-quotes]",
         "Owning against every rental quote (--term: that term's only): breakeven utilization, "
         "monthly difference; quote_kind says offer, spot offer or analyst reference, and "
         "cheapest marks the cheapest option of the scenario's term.",
         Needs::Scenario, false, runRentVsBuy},
        {"sensitivity", "Economics", "--system ID [--scenario ...] [--set ...]",
         "Which assumptions move the TCO most (elasticities).", Needs::Scenario, false,
         runSensitivity},
        {"price-history", "Economics",
         "--chip ID [--term on-demand|1-month|1-year|3-year|spot] [--group term|tier] [--json]",
         "A chip's dated rental quotes and the price trend (USD/GPU-hour and % per year), one "
         "series per term, or with --group tier per provider tier (hyperscaler, neocloud, "
         "marketplace, analyst reference) for one term (default on-demand).",
         Needs::Catalog, false, runPriceHistory},
    };
}

// Collectives over the fabric and their calibration.
std::vector<Command> collectiveCommands() {
    return {
        {"collective", "Collectives",
         "--system ID --op OP --ranks N [--placement packed|spread] [--sizes 1KiB:1GiB] "
         "[--on-paper]",
         "Time, algbw and busbw of a collective over a range of sizes.", Needs::Catalog, false,
         runCollective},
        {"slowdown", "Collectives",
         "--system A --reference B --op OP --ranks N [--placement ...] [--sizes ...] "
         "[--on-paper]\n"
         "--by ranks --system A --reference B --op OP --size 256MiB [--placement ...]",
         "How much slower A runs a collective than B, by size or by ranks.", Needs::Catalog, false,
         runSlowdown},
        {"calibrate", "Collectives", "--file MEASUREMENTS.json [--system hgx-h200]",
         "Fit the fabric efficiency and overhead on measured collectives.", Needs::Catalog, false,
         runCalibrate},
    };
}

Command inferenceCommand() {
    return {"inference",
            "Workloads",
            "--system ID|--systems a,b --model ID [--gpus N] [--tp M] [--pp P] [--ep E]\n"
            "[--batch B] [--context L] [--prompt P] [--output O] [--weights bf16|fp8|fp4]\n"
            "[--kv bf16|fp8] [--min-tokens-per-user N] [--max-ttft S] [--engine ID]\n"
            "[--scenario ...] [--set ...] [--on-paper]\n"
            "Under load: (--concurrency N | --rate R [--burstiness K]) [--num-prompts N]\n"
            "[--prompt P --output O | --lengths FILE] [--tp M] [--chunk-tokens C]\n"
            "[--max-num-seqs S] [--warmup-requests N] [--seed N] [--ttft-s S]\n"
            "[--num-scheduler-steps N] [--no-chunked-prefill] [--block-size B]\n"
            "[--chunked-context]\n"
            "One step: --batch B --context L --chunk-tokens C [--tp M]",
            "Serving a model: memory fit, decode and prefill tokens/s per GPU, USD per million "
            "output tokens, under a serving engine's profile (--engine, see catalog list --kind "
            "engines; default: the scenario's engine, else the chip vendor's default; JSON "
            "'engine' names it). Memory is what the device reports (vendor GB are GiB) times the "
            "engine's gpu_memory_utilization; a paged engine holds the tokens in flight. The KV "
            "cache defaults to the weights' format (FP8 under FP4 weights). --pp splits a dense "
            "model's layers over pipeline stages (tp x pp GPUs a replica; the sequences pass as pp "
            "micro-batches, so each GPU reads its weights pp times a step). "
            "--min-tokens-per-user (output tokens/s each user sees) and --max-ttft (seconds to the "
            "first token) search batch and tensor parallelism (up to 8 GPUs in one scale-up "
            "domain) for the cheapest owned layout that meets them, as the Inference tab's 'Cost "
            "at an interactivity' does. Under load, the serving simulator runs one replica "
            "under its engine's scheduler (vLLM V1's by default: chunked prefill with a "
            "--chunk-tokens budget and up to --max-num-seqs sequences, by default the engine's "
            "own limits for the device as plan states them; paged KV cache; preemption; "
            "--engine sglang or tensorrt-llm runs theirs) as `vllm bench serve` would drive it: "
            "a closed loop of "
            "--concurrency requests or Poisson arrivals at --rate requests/s (--num-prompts, "
            "default 1,000), answering request_throughput, output_throughput and the mean, median, "
            "P90 and P99 of ttft_ms, tpot_ms, itl_ms and e2el_ms in vLLM's keys. --batch with "
            "--chunk-tokens times one mixed engine step (step_ms and its breakdown). "
            "--num-scheduler-steps N or --no-chunked-prefill run vLLM V0's scheduler instead, "
            "as MLPerf submissions and older `vllm serve` runs state it: whole prompts first, "
            "each a prefill step of its own, then N decode steps before the queue is looked at "
            "again (--block-size: the KV block, 16 tokens by default). --chunked-context: "
            "TensorRT-LLM's context chunking (enable_chunked_context, as NVIDIA's MLPerf configs "
            "set it): a prompt starts with what the step's --chunk-tokens budget has left, in "
            "whole KV blocks, and goes on in the next steps.",
            Needs::Scenario,
            false,
            runInference};
}

Command trainCommand() {
    return {
        "train",
        "Workloads",
        "--system ID --model ID --gpus N --tokens 15T [--seq S] [--micro-batch b]\n"
        "[--global-batch G] [--tp M] [--pp P] [--ep E] [--virtual-stages V]\n"
        "[--weights bf16|fp8] [--engine megatron-lm|hai-llm|pytorch-eager-graphs] [--scenario "
        "...]\n"
        "[--set ...] [--term on-demand|1-month|1-year|3-year|spot [--reference-quotes]]\n"
        "By a deadline: --model ID --tokens 15T --deadline-days D [--system ID | --systems a,b]\n"
        "[--system ID --cash] [--hall-mw MW] [--hall-rack-kw KW] [--hall-cooling air|liquid|any]",
        "Training a model: tokens/s per GPU, MFU, days and USD (owned, and per rental quote: "
        "on-demand and spot for the run's hours, a commitment for whole terms); the fastest "
        "layout that fits when none is given; pipelines run the interleaved 1F1B schedule with "
        "--virtual-stages chunks per stage (default: the engine's, two layers a chunk for "
        "megatron-lm, the default engine, whose GEMM rate is fitted on published runs; 1 is "
        "plain 1F1B); --engine hai-llm is DeepSeek's framework as its V3 report describes it "
        "(DualPipe, the expert all-to-all sent once to each server a token needs, fp8 "
        "dispatch). Without --seq and --global-batch, the batch the model's own pre-training "
        "report gives (Llama 3.1 405B, DeepSeek-V3), else 4,096 tokens and 4M tokens a step. "
        "Interruptions (the "
        "scenario's rates, from the "
        "Llama 3 report's table by cause) give the expected interruptions, hours lost to "
        "restarts, re-computation and checkpoint writes (Young-Daly interval), goodput, the "
        "effective days and their P10-P90. --deadline-days D: per system, the fewest GPUs in "
        "whole servers (whole racks for rack-scale systems) whose layout finishes within D days "
        "with its expected interruptions, at the global batch given, or why none does; the "
        "cluster "
        "owned and sold after the run at the scenario's residual value, and --cash the "
        "cumulative cash month by month against the cheapest rental, with the break-even "
        "month in the JSON. The hall (--hall-mw facility MW at the scenario's PUE, "
        "--hall-rack-kw the IT kW a rack may draw, --hall-cooling; the scenario's hall_mw, "
        "hall_rack_kw and hall_cooling, 0 for no limit): a system built for liquid cooling in an "
        "air-cooled hall, or whose rack (one server, for systems sold as servers) draws more than "
        "the hall's kW per rack, is refused with the reason; servers are racked fewer to a rack "
        "where the hall's kW per rack holds fewer; the search stops at the GPUs the hall's MW "
        "feeds, hot spares included. The JSON gives racks, facility_mw and the hall's MW left.",
        Needs::Scenario,
        false,
        runTrain};
}

Command planCommand() {
    return {
        "plan",
        "Workloads",
        "--model ID (--rate REQUESTS_PER_S | --requests-per-minute N | --tokens-per-day N |\n"
        "--power-mw FACILITY_MW) [--prompt TOKENS --output TOKENS | --lengths FILE]\n"
        "[--cached-prompt-share 0..1] [--ttft-s S] [--ttft-p90-s S] [--ttft-p99-s S]\n"
        "[--tpot-p90-ms MS] [--tpot-p99-ms MS] [--no-simulate]\n"
        "[--min-tokens-per-user N|none] [--peak-factor F] [--layout "
        "aggregated|disaggregated|best] [--tp N] [--pp N] [--ep N] [--chunk-tokens N]\n"
        "[--max-num-seqs N]\n"
        "[--weights bf16|fp8|fp4] [--kv bf16|fp8] [--engine ID] [--systems a,b] [--scenario ...]\n"
        "[--set ...] [--term on-demand|1-month|1-year|3-year|spot] [--reference-quotes]\n"
        "[--hall-mw MW] [--hall-rack-kw KW] [--hall-cooling air|liquid|any]\n"
        "[--format table|csv|json|xlsx --out FILE.xlsx]",
        "Plan a deployment (under each system's engine profile: --engine, else the scenario's, "
        "else the vendor's default; JSON 'engine' per system): per system, the cheapest layout "
        "(tensor parallelism, replicas, "
        "aggregated or prefill/decode disaggregated) that serves the traffic within the service "
        "level, its fleet (GPUs the traffic needs, and the GPUs bought: whole servers, whole "
        "racks for rack-scale systems; servers, racks, IT and facility MW, capex USD, "
        "opex USD/year of what is bought) and USD per million input and output tokens (owned "
        "with P10-P90, and per rental quote of the rental term: --term, default on-demand; "
        "spot and analysts' reference rates only when asked), joules per token at the GPU boards "
        "and at the "
        "facility (all-in IT x PUE, which sums to the facility MW), and output tokens/s per "
        "facility MW. Demand is an average "
        "rate in requests/s (sized for it x --peak-factor, default 1) or a facility power "
        "budget in MW to fill. Defaults: 1,000 tokens in, 500 out, first token within 2 s "
        "(median; --ttft-p90-s adds a P90 target), 30 tokens/s per user (the GUI's and "
        "the plan chart's default too; --min-tokens-per-user none: no floor), the engine's "
        "limits for the device (vLLM's server defaults: 8,192 tokens a step and 1,024 "
        "sequences on GPUs of 70 GiB or more other than the A100, else 2,048 and 256; SGLang's "
        "and TensorRT-LLM's their own; --chunk-tokens and --max-num-seqs set them). --lengths: "
        "a CSV with prompt_tokens and "
        "output_tokens "
        "columns, or a vllm bench serve --save-detailed result. A --scenario with a saved plan "
        "(the Plan tab's inputs) supplies the model, demand, traffic, weights and layout the "
        "flags leave out. --tp N pins every replica's tensor parallelism, --pp N its "
        "pipeline stages (searched: two stages within a scale-up domain for a dense model, "
        "where they need fewer GPUs per request/s; where one domain cannot hold the model, "
        "a replica spans domains with a stage in each, handing its activations over the "
        "scale-out fabric, or for a mixture of experts as attention groups of the domain's "
        "tensor parallelism sharing experts spread over all their GPUs; JSON layout.pp, dp "
        "and spans_nodes), --ep N its expert parallelism (default --tp: the experts over each "
        "stage's GPUs; wider, attention groups of --tp GPUs share experts over N GPUs, as "
        "vLLM's and SGLang's data-parallel attention runs them, within a node or over "
        "several; all-to-all timed by the collective model). Cheapest first; a "
        "system that cannot serve says why. Each chosen layout is then simulated under the "
        "engine's scheduler (chunked prefill mixed into decode steps, paged KV; a "
        "disaggregated layout as prefill replicas, the KV move and decode replicas) and the "
        "fleet re-sized to the replicas the simulation needs (sized_by: simulation; "
        "analytic_gpus and analytic_vs_simulated_gpus beside it, a note where they differ by "
        "more than 15 %): 'simulated' gives TTFT/TPOT P50/P90/P99, ITL P99, E2E and goodput at "
        "the fleet's load (at_analytic_plan: at the analytic one) and the rate one replica "
        "holds within every target (the P99 targets are checked only here). --no-simulate: "
        "the analytic answer alone. The hall (--hall-mw facility MW, "
        "--hall-rack-kw IT kW a rack may draw, --hall-cooling air|liquid|any; the scenario's "
        "hall_mw, hall_rack_kw, hall_cooling, 0 for no limit): a system built for liquid "
        "cooling in an air-cooled hall, or whose rack (one server, for systems sold as servers) "
        "draws more than the hall's kW per rack, is refused with the reason; servers are racked "
        "fewer to a rack where the hall's kW per rack holds fewer; a fleet over the hall's MW is "
        "refused, a --power-mw budget over it fills the hall; 'hall' gives the MW left. --format "
        "xlsx --out FILE.xlsx: a workbook (Assumptions, TCO, Plan) whose fleet cost, MW and USD "
        "per million tokens are formulas over the assumptions and the planned fleet "
        "(docs/xlsx-export.md).",
        Needs::Scenario,
        false,
        runPlan,
        false,
        true};
}

// Serving and training a model: one layout, a fleet sized for a load, a training run, buying
// against renting against an API, and the workload model's own fit.
std::vector<Command> workloadCommands() {
    return {
        inferenceCommand(),
        trainCommand(),
        planCommand(),
        {"buy-rent-api", "Workloads",
         "--model ID [--systems a,b] [--prompt TOKENS --output TOKENS] "
         "[--cached-prompt-share 0..1]\n"
         "[--min-tokens-per-user TOKENS_PER_S] [--weights bf16|fp8|fp4] [--scenario ...] "
         "[--set ...] [--term on-demand|1-month|1-year|3-year|spot] [--reference-quotes]\n"
         "[--format table|csv|json|xlsx --out FILE.xlsx]",
         "Own, rent or pay per token: per system, USD per million tokens (prompt + output "
         "tokens, blended) owned (TCO per useful GPU-hour at the scenario's utilization) and "
         "rented (the cheapest offer of the rental term, --term, default on-demand: never spot "
         "or an analyst's reference rate unless --term spot or --reference-quotes asks; "
         "rented_quote_note names the quote, provider, term and date), at the cheapest "
         "layout serving each user --min-tokens-per-user output tokens/s (default 20; prefill "
         "included), against each API provider's newest price for the model in USD per million "
         "tokens, blended as (input x prompt + output x output) / (prompt + output), where "
         "--cached-prompt-share of the prompt tokens are priced at the provider's cached-input "
         "price if it has one (input_price_used says which price each row used; owned and "
         "rented GPUs still prefill every prompt token); and the "
         "utilization (%) at which owning costs the same per token as renting and as the "
         "cheapest API. Defaults: 1,024 tokens in, 1,024 out, bf16 weights, no cached share. "
         "--format xlsx --out FILE.xlsx: a workbook (Assumptions, TCO, API prices, Buy rent API) "
         "whose costs and breakevens are formulas over the assumptions and the tokens per "
         "GPU-hour (docs/xlsx-export.md).",
         Needs::Scenario, false, runBuyRentApi, false, true},
        {"fit-workload", "Workloads",
         "--file DENSE.json --moe-file MOE.json [--system hgx-h200] [--copy-tbps 4.29]",
         "Fit the workload model's efficiencies on single-GPU LLM measurements.", Needs::Catalog,
         false, runFitWorkload},
    };
}

// Your own benchmark results: stored, compared with the model, fitted on.
std::vector<Command> measurementCommands() {
    return {
        {"measurements import", "Measurements",
         "--file FILE --from vllm|aiperf|nccl-tests|inferencex|mlperf|calibration --system ID\n"
         "[--model ID] [--engine ID] [--gpus N] [--ranks N] [--op OP] [--weights bf16|fp8|fp4]",
         "Store your own benchmark results (one row per measured point) for a catalog system. "
         "What the file states (model, engine, GPUs, ranks, op, the weights' precision or "
         "quantization) wins over the options, with a warning; a bad file is refused whole, "
         "naming file, line and key. Refused too: a model run whose GPU count neither the "
         "file nor --gpus gives (it could never be predicted), and a file whose points are "
         "already imported for the system (the same content under any name).",
         Needs::Catalog, true, runMeasurementsImport},
        {"measurements list", "Measurements", "[--system ID] [--limit N] [--format table|csv|json]",
         "The stored points: file, format, when and by whom imported, system, model, engine. "
         "The first 1000 by id unless --limit says how many (0: all), of one system with "
         "--system; when some are left out it says how many on standard error. The database "
         "reads only the rows shown.",
         Needs::Catalog, false, runMeasurementsList},
        {"measurements delete", "Measurements", "ID", "Remove one stored point.", Needs::Catalog,
         true, runMeasurementsDelete},
        {"accuracy", "Measurements", "[--format table|json] [--scenario ...] [--set ...]",
         "Every stored point against the model's prediction under the engine profile in force "
         "for its system (a profile fitted on it first, else the engine the file or the "
         "import named, else the vendor's default): the quantity compared and its unit, "
         "measured, predicted and error (predicted / measured - 1), whether a profile was "
         "fitted on the point, and why a point cannot be predicted; then the median and worst "
         "absolute error per system, engine and kind. MLPerf Offline rows are predicted as the "
         "best served throughput over tensor parallelism and batch at the dataset's mean "
         "lengths.",
         Needs::Scenario, false, runAccuracy},
        {"fit", "Measurements",
         "--system ID [--engine ID] [--kind collective|decode|prefill|serving] [--name NEW_ID]\n"
         "[--only decode|prefill|collective|PARAMETER,...] [--dry-run] [--format table|json] "
         "[--scenario ...]",
         "Refit an engine profile on the system's imported points (of --engine's runs only, "
         "when given): bounded least squares (NLopt Subplex) on the model's physical "
         "parameters - a scale on the HBM read efficiencies and the per-layer overhead "
         "(decode, serving), the prefill compute efficiency (prefill, serving), the scale-up "
         "link share and per-call overhead (collective) - on log errors; never a per-point "
         "lookup. Prints fitted_parameters (before, after), each point before and after and "
         "held out, and loo_median_abs_error (leave-one-out: each point predicted by the fit "
         "on the others). The fit is stored in the user database as a complete engine row for "
         "the system (id ENGINE-fit-SYSTEM; --name gives it a new engine id), which later "
         "commands use for that system (each of their answers says engine_fitted); re-fitting "
         "replaces it. A fit needs at least as many points under distinct setups as it has "
         "parameters, else it is refused: --only fits the named groups or parameters and keeps "
         "the others. --dry-run prints the before and after and stores nothing.",
         Needs::Scenario, true, runFit},
    };
}

// Charts and the report written to files.
std::vector<Command> chartCommands() {
    return {
        {"export-chart", "Charts",
         "--chart tco|cost-per-pflop|flops-per-watt|collective|slowdown|rent-vs-buy|inference|"
         "serve-load|training|plan|buy-rent-api|break-even|specs|price-history|tornado|"
         "scenario-compare|accuracy "
         "--out FILE.png|svg|pdf\n"
         "[--scenario ...] [--set ...] [--systems ...] [--highlight id,...] [--chip ID] "
         "[--term TERM] [--lang en|ko|zh]\n"
         "--chart inference [--model ID] [--weights bf16|fp8|fp4] [--kv bf16|fp8] [--prompt P] "
         "[--output O]\n"
         "  [--view throughput|cost|split|energy] [--min-tokens-per-user N] [--engine ID]\n"
         "--chart serve-load [--model ID] [--weights bf16|fp8|fp4] [--prompt P] [--output O]\n"
         "  [--ttft-p99-s S] [--tpot-p99-ms MS] [--concurrency-sweep] [--view both|ttft|tpot] "
         "[--engine ID]\n"
         "--chart training [--model ID] [--weights bf16|fp8] [--gpus N | --deadline-days D] "
         "[--tokens 15T]\n"
         "  [--view days|usd|cash (with --deadline-days: the first system's cash by month)]\n"
         "--chart cost-per-pflop [--view capital|tco]\n"
         "--chart flops-per-watt [--metric fp8|bf16|fp4 (the format more than 12 systems are "
         "ranked by)]\n"
         "--chart buy-rent-api [--model ID] [--weights bf16|fp8|fp4] [--prompt P] [--output O]\n"
         "--chart break-even [--systems ID] [--model ID] [--weights bf16|fp8|fp4] [--prompt P] "
         "[--output O]\n"
         "  [--view volume|months]\n"
         "--chart plan [--model ID] [--weights ...] [--prompt P] [--output O] [--ttft-s S] "
         "[--ttft-p90-s S]\n"
         "  [--min-tokens-per-user N] (--requests-per-minute N | --rate R | --power-mw MW)\n"
         "  [--cached-prompt-share 0..1] [--peak-factor F] [--layout "
         "aggregated|disaggregated|best]\n"
         "  [--view blended|split|gpus|mw|energy|served] [--engine ID]\n"
         "--chart collective|slowdown [--op OP] [--ranks N] [--placement packed|spread] "
         "[--reference ID]\n"
         "--chart price-history --chip ID [--term TERM] [--group term|tier]\n"
         "--chart tornado [--metric tco|tco-useful|tco-per-pflop-bf16|tco-per-pflop-fp8]\n"
         "--chart specs [--baseline SYSTEM]\n"
         "--chart report [--charts a,b]\n"
         "--chart scenario-compare --a NAME|FILE --b NAME|FILE --out FILE [--systems ...]\n"
         "--chart accuracy --out FILE.png|svg|pdf|csv",
         "Render a chart to a file, as the app draws it. --highlight: systems always drawn "
         "(never summarised into the '+N more' box) and in colour over the others in grey; in the "
         "specs table, marked with a star and shaded. Specs keeps the --systems order and "
         "divides by --baseline (default: the first). --chart flops-per-watt ranks every system "
         "it can (up to 250, the picture growing to hold a legible row each), by FP8 unless "
         "--metric names bf16 or fp4. An "
         "option the chart does not use is an error that names it. The imported measurements "
         "(measurements import) are drawn as hollow markers over the inference, collective and "
         "plan charts, and compared with the model by --chart accuracy (.csv: its table). "
         "--chart serve-load simulates one replica of each system over a sweep of Poisson rates "
         "up to just past its capacity (--concurrency-sweep: closed loops of 1, 2, 4, ... 256 "
         "requests in flight) and marks the highest load within the P99 targets (default: "
         "MLPerf Interactive, TTFT 450 ms and TPOT 40 ms; a target not given is no bound). "
         "--lang draws it in English, Korean or Chinese. --chart break-even: for the first of "
         "--systems, the monthly cost of buying, renting "
         "on each term and the cheapest API against monthly token volume, with the volumes "
         "above which buying stays cheaper and the payback month marked; --view months: the "
         "cumulative cost against contract length in months at the payback volume (buying: its "
         "capex at month 0, then its running cost), with the payback month marked.",
         Needs::Scenario, false, runExportChart, true},
        {"report", "Charts",
         "--out FILE.pdf [--charts tco,cost-per-pflop,tornado,rent-vs-buy] [--scenario ...] "
         "[--set ...] [--systems ...] [--highlight id,...] [--lang en|ko|zh]\n"
         "[--model ID (--requests-per-minute N | --rate R | --power-mw MW) [--weights ...] "
         "[--prompt P] [--output O]\n"
         "  [--ttft-s S] [--ttft-p90-s S] [--min-tokens-per-user N] [--cached-prompt-share "
         "0..1] [--peak-factor F]\n"
         "  [--layout aggregated|disaggregated|best] [--view blended|split|gpus|mw|energy|served] "
         "[--engine ID]]\n"
         "[--deadline-days D [--model ID] [--tokens 15T] [--weights bf16|fp8]]",
         "One PDF: scenario, assumptions (edits marked), the charts, what is n/a and the source "
         "of every number used. Without --charts, the accuracy chart joins the default set when "
         "the user database holds imported measurements, and the plan chart when the scenario "
         "has a saved plan or a plan is asked for (--model, a demand and the plan flags, drawn "
         "as export-chart --chart plan draws them). --deadline-days adds the training chart by "
         "that deadline (--model then names the model trained), drawn as export-chart --chart "
         "training draws it.",
         Needs::Scenario, false, runReport, true},
    };
}

// The shared team catalog on PostgreSQL.
std::vector<Command> teamCommands() {
    return {
        {"team init", "Team catalog (--db postgresql://user@host:port/dbname)", "",
         "Create the roles and the schema, or migrate it (an administrator, once per upgrade).",
         Needs::Nothing, true, runTeamInit},
        {"team status", "Team catalog (--db postgresql://user@host:port/dbname)", "",
         "Which team catalog, your role, online or the offline snapshot.", Needs::Catalog, false,
         runTeamStatus},
        {"team snapshot", "Team catalog (--db postgresql://user@host:port/dbname)", "[--out FILE]",
         "Write the team catalog to a SQLite file (the offline snapshot by default).",
         Needs::Catalog, false, runTeamSnapshot},
        {"team history", "Team catalog (--db postgresql://user@host:port/dbname)",
         "--entity chip|system|price|model --id ID --field FIELD, or --entity measurement|engine "
         "--id ID",
         "Every change of one value, or of a measurement or engine row: who, when, from what to "
         "what.",
         Needs::Catalog, false, runTeamHistory},
        {"team revert", "Team catalog (--db postgresql://user@host:port/dbname)",
         "--entity KIND --id ID --field FIELD [--to HISTORY_ID], or --entity measurement|engine "
         "--id ID --to HISTORY_ID",
         "Back to the catalog's own value, or to what history entry HISTORY_ID set (a measurement "
         "or engine row: re-created, changed back or deleted).",
         Needs::Catalog, true, runTeamRevert},
    };
}

} // namespace

const std::vector<Command>& commandTable() {
    // In --help's order: the groups as they are listed there.
    static const std::vector<Command> table = [] {
        std::vector<Command> all;
        for (auto group : {catalogCommands, scenarioCommands, economicsCommands, collectiveCommands,
                           workloadCommands, measurementCommands, chartCommands, teamCommands}) {
            std::vector<Command> rows = group();
            all.insert(all.end(), rows.begin(), rows.end());
        }
        return all;
    }();
    return table;
}

} // namespace sil::cli
