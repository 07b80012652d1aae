// inference --concurrency N | --rate R: a `vllm bench serve` run reproduced by the serving
// simulator, answered in the keys of vLLM's result JSON so the two files can be diffed; and
// inference --batch B --context L --chunk-tokens C: the time of one mixed engine step.
#include "app/cli/CliContext.h"
#include "app/cli/ErrorBands.h"

#include "core/serving/serving_setup.h"
#include "core/serving/simulator/engine_run_settings.h"
#include "core/serving/simulator/replica_simulator.h"
#include "core/serving/simulator/simulation_setup.h"
#include "core/serving/traffic.h"

namespace sil::cli {

using nlohmann::json;

namespace {

// The replica the options describe (one function with the load sweep and the GUI's chart);
// TP 1 unless --tp says otherwise, as `vllm serve` starts.
sim::SimulationSetup simulationOrThrow(CliContext& c, const System& s, const LlmModel& model) {
    sim::SimulationChoices choices;
    choices.weights = formatOption(c.opt.weights, NumberFormat::BF16);
    choices.kv = kvFormatOption(c.opt.kv, choices.weights);
    if (c.opt.chunk_tokens > 0) choices.chunk_tokens = static_cast<int>(c.opt.chunk_tokens);
    if (c.opt.max_num_seqs > 0) choices.max_num_seqs = c.opt.max_num_seqs;
    choices.engine = c.servingEngine();
    choices.tp = c.opt.tp > 0 ? c.opt.tp : 1;
    choices.pp = c.opt.pp > 0 ? c.opt.pp : 1;
    choices.ep = c.opt.ep;
    sim::SimulationSetup sim = sim::prepareSimulation(c.effective(), s, model, choices);
    if (!sim.ok) throw CliError{1, sim.error};
    sim::EngineRunSettings settings;
    if (c.opt.num_scheduler_steps > 0) settings.num_scheduler_steps = c.opt.num_scheduler_steps;
    if (c.opt.no_chunked_prefill) settings.enable_chunked_prefill = false;
    if (c.opt.block_size > 0) settings.block_size = c.opt.block_size;
    if (settings.runsVllmV0() && sim.config.policy != sim::SchedulerPolicy::VllmV1)
        throw CliError{2, "--num-scheduler-steps and --no-chunked-prefill set vLLM's scheduler: "
                          "the engine here is " +
                              sim.setup.eff.engine_id};
    if (c.opt.chunked_context) {
        if (sim.config.policy != sim::SchedulerPolicy::TrtLlm)
            throw CliError{2,
                           "--chunked-context sets TensorRT-LLM's scheduler: the engine here is " +
                               sim.setup.eff.engine_id};
        settings.enable_chunked_prefill = true;
    }
    sim::applyRunSettings(sim.config, settings);
    return sim;
}

sim::LengthSpec lengthsFrom(const CliContext& c) {
    sim::LengthSpec l;
    if (!c.opt.lengths_file.empty()) {
        if (c.opt.prompt > 0 || c.opt.output > 0)
            throw CliError{2, "--lengths gives the request lengths: drop --prompt and --output"};
        auto lengths = readLengthsFile(c.opt.lengths_file);
        l.prompt_samples = std::move(lengths.prompt);
        l.output_samples = std::move(lengths.output);
        return l;
    }
    if (c.opt.prompt > 0) l.prompt_tokens = static_cast<int>(c.opt.prompt);
    if (c.opt.output > 0) l.output_tokens = static_cast<int>(c.opt.output);
    return l;
}

json oneStep(CliContext& c, const System& s, const LlmModel& model) {
    const sim::SimulationSetup prepared = simulationOrThrow(c, s, model);
    const ServingSetup& setup = prepared.setup;
    const int tp = prepared.config.tp;
    const int pp = prepared.config.pp;
    const int dp = prepared.config.dp;
    const int batch = c.opt.batch > 0 ? c.opt.batch : 0;
    const int context = c.opt.context >= 0 ? static_cast<int>(c.opt.context) : 1024;
    const int chunk = static_cast<int>(c.opt.chunk_tokens);
    std::vector<sim::ScheduledChunk> step;
    for (int i = 0; i < batch; ++i)
        step.push_back({1, context, true});
    step.push_back({chunk, 0, false});
    sim::StepPredictor predictor(setup, tp, pp, dp);
    const MixedStepBreakdown d = predictor.breakdown(step);
    if (!predictor.error().empty()) throw CliError{1, predictor.error()};
    return {{"system", s.id},
            {"model", model.id},
            {"engine", setup.eff.engine_id},
            {"engine_fitted", !setup.eff.fitted_profile_id.empty()},
            {"tp", tp},
            {"pp", pp},
            {"ep", tp * dp},
            {"decode_batch", batch},
            {"decode_context", context},
            {"chunk_tokens", chunk},
            {"step_ms", d.step_ms},
            {"breakdown",
             {{"memory_ms", d.memory_ms},
              {"compute_ms", d.compute_ms},
              {"gemm_ms", d.gemm_ms},
              {"attention_ms", d.attention_ms},
              {"expert_ms", d.expert_ms},
              {"overhead_ms", d.overhead_ms},
              {"comm_ms", d.tp_comm_ms + d.ep_comm_ms},
              {"weight_bytes_per_gpu", d.weight_bytes},
              {"kv_bytes_per_gpu", d.kv_bytes},
              {"flops_per_gpu", d.flops}}}};
}

json underLoad(CliContext& c, const System& s, const LlmModel& model) {
    const sim::SimulationSetup prepared = simulationOrThrow(c, s, model);
    const ServingSetup& setup = prepared.setup;
    const sim::ReplicaConfig& config = prepared.config;
    sim::LoadSpec load;
    if (c.opt.concurrency > 0) {
        load.kind = sim::LoadSpec::Kind::ClosedLoop;
        load.concurrency = c.opt.concurrency;
    } else {
        load.rate_per_s = c.opt.rate;
        if (c.opt.burstiness > 0) load.burstiness = c.opt.burstiness;
    }
    load.num_prompts = c.opt.num_prompts > 0 ? c.opt.num_prompts : 1000;
    load.seed = static_cast<std::uint64_t>(c.opt.seed);
    load.warmup_requests = c.opt.warmup_requests;
    sim::ServiceLevel slo;
    if (c.opt.ttft_s > 0) slo.ttft_s = c.opt.ttft_s;
    if (c.opt.min_tokens_per_user > 0) slo.tpot_s = 1.0 / c.opt.min_tokens_per_user;
    const sim::SimulationResult r = simulateReplica(setup, config, load, lengthsFrom(c), slo);
    if (!r.ok) throw CliError{1, s.id + ": " + r.error};
    json o = toVllmJson(r.summary);
    o["output_tokens_per_s_per_gpu"] =
        r.summary.output_throughput / (config.tp * config.pp * config.dp);
    o["system"] = s.id;
    o["model"] = model.id;
    o["engine"] = setup.eff.engine_id;
    o["engine_fitted"] = !setup.eff.fitted_profile_id.empty();
    o["tp"] = config.tp;
    o["pp"] = config.pp;
    o["ep"] = config.tp * config.dp;
    o["gpus"] = config.tp * config.pp * config.dp;
    o["max_concurrency"] = c.opt.concurrency > 0 ? json(c.opt.concurrency) : json(nullptr);
    o["request_rate"] = c.opt.concurrency > 0 ? json("inf") : json(c.opt.rate);
    o["num_prompts"] = load.num_prompts;
    o["scheduler"] = r.scheduler;
    o["max_num_batched_tokens"] = config.limits.max_batched_tokens;
    o["max_num_seqs"] = config.limits.max_seqs;
    o["kv_cache_tokens"] = r.kv_blocks * config.block_tokens;
    o["block_size"] = config.block_tokens;
    o["simulated"] = true;
    return o;
}

} // namespace

bool inferenceUnderLoadAsked(const CliOptions& o) {
    return o.concurrency > 0 || o.rate > 0 || (o.chunk_tokens > 0 && o.batch > 0);
}

int runInferenceUnderLoad(CliContext& c, const LlmModel& model,
                          const std::vector<const System*>& systems) {
    if (c.opt.concurrency > 0 && c.opt.rate > 0)
        throw CliError{2,
                       "--concurrency (closed loop) and --rate (open loop) contradict: give one"};
    const bool step = c.opt.concurrency <= 0 && c.opt.rate <= 0;
    json all = json::array();
    ErrorBands bands(c);
    for (const System* s : systems) {
        all.push_back(step ? oneStep(c, *s, model) : underLoad(c, *s, model));
        // Requests arriving under a load: latency-bound serving; one step: a decode step.
        bands.write(all.back(), *s, all.back()["engine"].get<std::string>(),
                    step ? Regime::DecodeOnly : Regime::LatencyServing);
    }
    const json& result = systems.size() == 1 ? all[0] : all;
    if (c.opt.format == OutputFormat::Json) {
        c.out << result.dump(2) << "\n";
        return 0;
    }
    for (const json& o : all) {
        for (const auto& [key, value] : o.items())
            if (!value.is_object())
                c.out << key << "  "
                      << (value.is_string() ? value.get<std::string>() : value.dump()) << "\n";
        if (o.contains("breakdown"))
            for (const auto& [key, value] : o["breakdown"].items())
                c.out << key << "  " << value.dump() << "\n";
        c.out << "±  " << errorBandCellOf(o) << "\n";
        c.out << "\n";
    }
    return 0;
}

} // namespace sil::cli
