// inference, train, fit-workload: what serving and training a model cost on a system.
#include "app/cli/CliContext.h"
#include "app/cli/ErrorBands.h"

#include "core/economics/rental_term.h"
#include "core/serving/planner.h"
#include "core/workload/training/deadline.h"
#include "core/workload/workload.h"
#include "core/workload/workload_fit.h"
#include "database/SaveFile.h"

#include <set>

namespace sil::cli {

using nlohmann::json;

// ServeCommands.cpp: the serving simulator's answers of `inference`.
bool inferenceUnderLoadAsked(const CliOptions& o);
int runInferenceUnderLoad(CliContext& c, const LlmModel& model,
                          const std::vector<const System*>& systems);

namespace {

const LlmModel& requireModel(const CliContext& c) {
    if (c.opt.model.empty())
        throw CliError{2, "--model ID is required (catalog list --kind models)"};
    const LlmModel* m = c.effective().model(c.opt.model);
    if (!m) {
        std::string known;
        for (const auto& x : c.effective().models)
            known += (known.empty() ? "" : ", ") + x.id;
        throw CliError{1, "unknown model \"" + c.opt.model + "\"; known models: " + known};
    }
    return *m;
}

json assumptionsJson(const std::vector<UsedAssumption>& used) {
    json arr = json::array();
    for (const auto& a : used)
        arr.push_back({{"key", a.key}, {"value", a.value}, {"unit", a.unit}, {"source", a.source}});
    return arr;
}

json orNull(bool present, double v) {
    return present ? json(v) : json(nullptr);
}

json inferenceJson(const CliContext& c, const System& s, const LlmModel& m,
                   const InferenceResult& r) {
    json o = {{"system", s.id},
              {"model", m.id},
              {"scenario", c.scenario.name},
              {"engine", r.engine_id.empty() ? json(nullptr) : json(r.engine_id)},
              {"engine_label", r.engine_label},
              {"engine_fitted", !r.fitted_profile_id.empty()}};
    if (!r.fitted_profile_id.empty()) o["engine_fitted_profile"] = r.fitted_profile_id;
    if (!r.ok) {
        o["error"] = r.error;
        o["fits"] = nullptr;
        return o;
    }
    // Throughput is shown even when the model does not fit (what it would do, as seed 004
    // quotes for H100); its cost is n/a then.
    const bool ok = true;
    o["fits"] = r.fits;
    o["why_not"] = r.fits ? json(nullptr) : json(r.why_not);
    o["memory_gb_per_gpu"] = r.memory_gb_per_gpu;
    o["weights_gb_per_gpu"] = r.weights_gb_per_gpu;
    o["kv_cache_gb_per_gpu"] = r.kv_gb_per_gpu;
    o["usable_hbm_gb_per_gpu"] = r.usable_hbm_gb;
    o["layout"] = {
        {"gpus", r.gpus},         {"tp", r.tp},       {"pp", r.pp},          {"ep", r.ep},
        {"replicas", r.replicas}, {"batch", r.batch}, {"context", r.context}};
    o["decode_tokens_per_s"] = orNull(ok, r.decode_tokens_per_s_per_gpu);
    o["tokens_per_s_per_user"] = orNull(ok, r.tokens_per_s_per_user);
    o["step_ms"] = orNull(ok, r.decode.step_ms);
    o["step_breakdown"] = {{"overhead_ms", r.decode.overhead_ms},
                           {"memory_ms", r.decode.memory_ms},
                           {"compute_ms", r.decode.compute_ms},
                           {"gemm_ms", r.decode.gemm_ms},
                           {"attention_ms", r.decode.attention_ms},
                           {"tp_comm_ms", r.decode.tp_comm_ms},
                           {"ep_comm_ms", r.decode.ep_comm_ms},
                           {"weight_bytes_per_gpu", r.decode.weight_bytes},
                           {"expert_bytes_per_gpu", r.decode.expert_bytes},
                           {"kv_bytes_per_gpu", r.decode.kv_bytes},
                           {"experts_touched_per_layer", r.decode.experts_touched_per_layer}};
    o["prefill_tokens_per_s"] = orNull(ok, r.prefill_tokens_per_s_per_gpu);
    o["ttft_ms"] = orNull(ok, r.prefill_ms);
    o["served_output_tokens_per_s_per_gpu"] = orNull(ok, r.served_output_tokens_per_s_per_gpu);
    o["usd_per_million_output_tokens"] = figureJson(r.usd_per_million_output_tokens);
    if (!r.usd_per_million_output_tokens.ok())
        o["usd_per_million_output_tokens_na"] = r.usd_per_million_output_tokens.reason();
    json rentals = json::array();
    for (const auto& q : r.rentals) {
        json one = quoteJson(q.quote_id, q.provider, q.term, q.date, q.usd_per_gpu_hour);
        one["usd_per_million_output_tokens"] = q.usd_per_million_output_tokens;
        rentals.push_back(std::move(one));
    }
    o["rentals"] = rentals;
    o["assumptions"] = assumptionsJson(r.assumptions);
    return o;
}

void writeKeyValues(const CliContext& c, const json& obj) {
    Table t;
    t.headers = {"quantity", "value"};
    for (const auto& [k, v] : obj.items()) {
        if (v.is_array() || k == "assumptions") continue;
        if (v.is_object()) {
            for (const auto& [k2, v2] : v.items())
                t.rows.push_back({k + "." + k2, v2});
        } else {
            t.rows.push_back({k, v});
        }
    }
    writeTable(t, c.opt.format, c.out);
}

// "tp 2 x batch 64" for the table, empty when the system has no layout.
std::string layoutText(const json& o) {
    if (!o.contains("layout")) return {};
    const json& l = o["layout"];
    return "tp " + l["tp"].dump() + " x batch " + l["batch"].dump();
}

// An option only a run under load reads, given without --concurrency or --rate; null if none.
const char* loadOnlyOption(const CliOptions& o) {
    if (o.num_prompts > 0) return "--num-prompts";
    if (o.warmup_requests > 0) return "--warmup-requests";
    if (o.burstiness > 0) return "--burstiness";
    if (o.num_scheduler_steps > 0) return "--num-scheduler-steps";
    if (o.no_chunked_prefill) return "--no-chunked-prefill";
    if (o.chunked_context) return "--chunked-context";
    if (o.block_size > 0) return "--block-size";
    return nullptr;
}

std::vector<const System*> workloadSystems(const CliContext& c) {
    if (!c.opt.system.empty()) return {&c.requireSystem(c.effective(), c.opt.system, "--system")};
    return c.selectedSystems(c.effective()); // --systems, or every system
}

} // namespace

int runInference(CliContext& c) {
    const LlmModel& model = requireModel(c);
    const auto systems = workloadSystems(c);
    if (inferenceUnderLoadAsked(c.opt)) return runInferenceUnderLoad(c, model, systems);
    if (const char* flag = loadOnlyOption(c.opt))
        throw CliError{2, std::string(flag) +
                              " sets a simulated run under load: add --concurrency N or --rate R"};
    const bool search = c.opt.min_tokens_per_user > 0 || c.opt.max_ttft_s > 0;
    if (search &&
        (c.opt.tp > 0 || c.opt.pp > 0 || c.opt.batch > 0 || c.opt.gpus > 0 || c.opt.ep > 0))
        throw CliError{2, "--min-tokens-per-user/--max-ttft choose the layout themselves: drop "
                          "--gpus, --tp, --pp, --ep and --batch, or drop the targets"};
    InferenceQuery q;
    q.gpus = c.opt.gpus;
    q.tp = c.opt.tp > 0 ? c.opt.tp : 1;
    q.pp = c.opt.pp > 0 ? c.opt.pp : 1;
    q.ep = c.opt.ep;
    q.batch = c.opt.batch > 0 ? c.opt.batch : 1;
    if (c.opt.prompt > 0) q.prompt_tokens = c.opt.prompt;
    if (c.opt.output > 0) q.output_tokens = c.opt.output;
    q.context = c.opt.context;
    q.weights = formatOption(c.opt.weights, NumberFormat::BF16);
    q.kv = kvFormatOption(c.opt.kv, q.weights);
    q.on_paper = c.opt.on_paper;
    q.engine = c.servingEngine();
    json all = json::array();
    ErrorBands bands(c);
    for (const System* s : systems) {
        InferenceQuery one = q;
        json searched;
        if (search) {
            const LayoutChoice choice =
                cheapestLayoutAt(c.effective(), *s, model, q, c.scenario.assumptions,
                                 c.opt.min_tokens_per_user, c.opt.max_ttft_s * 1000.0);
            searched = {{"min_tokens_per_user", c.opt.min_tokens_per_user},
                        {"max_ttft_s", c.opt.max_ttft_s > 0 ? json(c.opt.max_ttft_s) : json()},
                        {"gpus_swept", sweepGpus(*s)},
                        {"found", choice.found}};
            if (!choice.found) {
                all.push_back({{"system", s->id},
                               {"model", model.id},
                               {"scenario", c.scenario.name},
                               {"fits", false},
                               {"why_not", choice.why_not},
                               {"search", searched}});
                continue;
            }
            one.gpus = sweepGpus(*s);
            one.tp = choice.point.tp;
            one.batch = choice.point.batch;
        }
        const auto r = estimateInference(c.effective(), *s, model, one, c.scenario.assumptions);
        if (!r.ok && !c.opt.system.empty()) throw CliError{1, r.error};
        json o = inferenceJson(c, *s, model, r);
        // One static batch: the regime of the Offline and static-batch runs.
        bands.write(o, *s, r.engine_id, Regime::StaticOffline);
        if (r.ok) {
            // What a static batch of these requests shows: all prompts prefilled together,
            // then `--output` decode steps as the context grows; watts from the power model.
            const StaticBatchResult b = staticBatch(
                c.effective(), *s, model, r.tp, r.batch, one.prompt_tokens, one.output_tokens,
                one.weights, one.kv, defaultPowerModel(), one.engine);
            if (b.ok) {
                o["batch_prefill_s"] = b.batch_prefill_s;
                o["e2e_s"] = b.e2e_s;
                o["static_tokens_per_s_per_gpu"] = b.tokens_per_s_per_gpu;
                o["static_tokens_per_s_per_user"] = b.tokens_per_s_per_user;
                o["gpu_power_w_decode"] = b.gpu_power_w_decode;
                o["gpu_power_w_prefill"] = b.gpu_power_w_prefill;
                o["j_per_output_token"] = b.j_per_output_token;
                o["j_per_input_token"] = b.j_per_input_token;
            }
        }
        o["weights"] = std::string(numberFormatKey(one.weights));
        o["kv"] = std::string(numberFormatKey(one.kv));
        if (search) o["search"] = searched;
        o["status"] = systemStatusJson(c.effective(), s->id);
        all.push_back(std::move(o));
    }
    const json& result = c.opt.system.empty() ? all : all[0];
    if (c.opt.format == OutputFormat::Json) {
        c.out << result.dump(2) << "\n";
    } else if (!c.opt.system.empty()) {
        writeKeyValues(c, result);
        if (!result["fits"].get<bool>())
            c.err << "does not fit: " << result["why_not"].get<std::string>() << "\n";
    } else {
        Table t;
        t.headers = {"system",
                     "fits",
                     "memory_gb_per_gpu",
                     "decode_tokens_per_s",
                     "tokens_per_s_per_user",
                     "ttft_ms",
                     "usd_per_million_output_tokens",
                     "layout",
                     "±",
                     "note",
                     "status"};
        for (const auto& o : all)
            t.rows.push_back({o["system"], o["fits"], o.value("memory_gb_per_gpu", json(nullptr)),
                              o.value("decode_tokens_per_s", json(nullptr)),
                              o.value("tokens_per_s_per_user", json(nullptr)),
                              o.value("ttft_ms", json(nullptr)),
                              o.value("usd_per_million_output_tokens", json(nullptr)),
                              layoutText(o), errorBandCellOf(o),
                              o.contains("error") ? o["error"] : o.value("why_not", json("")),
                              systemStatusJson(c.effective(), o["system"].get<std::string>())});
        writeTable(t, c.opt.format, c.out);
    }
    return 0;
}

namespace {

json failuresJson(const FailureEstimate& f) {
    if (!f.ok) return {{"error", f.error}};
    return {{"expected", f.expected_interruptions},
            {"per_day", f.interruptions_per_day},
            {"job_mtbf_hours", f.job_mtbf_hours},
            {"checkpoint_write_s", f.checkpoint_write_s},
            {"checkpoint_interval_s", f.checkpoint_interval_s},
            {"restart_hours", f.restart_hours},
            {"recompute_hours", f.recompute_hours},
            {"checkpoint_write_hours", f.checkpoint_hours},
            {"p10", f.p10_interruptions},
            {"p90", f.p90_interruptions}};
}

json causesJson(const FailureEstimate& f) {
    json arr = json::array();
    for (const auto& c : f.by_cause)
        arr.push_back({{"component", c.component},
                       {"category", c.category},
                       {"rate_per", c.scale == FailureScale::PerGpu ? "gpu" : "server"},
                       {"expected", c.expected}});
    return arr;
}

json trainingJson(CliContext& c, const System& s, const LlmModel& model, const TrainingQuery& q,
                  const TrainingThroughFailures& run) {
    const TrainingResult& r = run.training;
    json o = {{"system", s.id},
              {"model", model.id},
              {"scenario", c.scenario.name},
              {"engine", r.engine_id.empty() ? json(nullptr) : json(r.engine_id)},
              {"engine_label", r.engine_label}};
    o["fits"] = r.fits;
    o["why_not"] = r.fits ? json(nullptr) : json(r.why_not);
    o["memory_gb_per_gpu"] = r.memory_gb_per_gpu;
    // ZeRO-1 (optimizer states sharded over the data-parallel ranks) unless gradients had to be
    // sharded too to fit (ZeRO-2, a reduce-scatter after every micro-batch).
    o["optimizer_sharding"] = r.gradients_sharded ? "zero-2" : "zero-1";
    o["layout"] = {{"tp", r.tp},
                   {"pp", r.pp},
                   {"dp", r.dp},
                   {"ep", r.ep},
                   {"chosen", r.layout_chosen},
                   {"gpus", r.tp * r.pp * r.dp},
                   {"global_batch", r.global_batch},
                   {"seq", r.seq},
                   {"batch_source", r.batch_source.empty() ? json(nullptr) : json(r.batch_source)},
                   {"micro_batches", r.micro_batches}};
    o["tokens_per_s_per_gpu"] = r.tokens_per_s_per_gpu;
    o["mfu_pct"] = r.mfu_pct;
    o["days"] = r.days;
    ErrorBands(c).write(o, s, r.engine_id, Regime::Training);
    const FailureEstimate& f = run.failures;
    o["goodput_pct"] = f.ok ? json(100.0 * f.goodput) : json(nullptr);
    o["effective_days"] = f.ok ? json(f.effective_days) : json(nullptr);
    o["effective_days_p10"] = f.ok ? json(f.p10_days) : json(nullptr);
    o["effective_days_p90"] = f.ok ? json(f.p90_days) : json(nullptr);
    o["interruptions"] = r.fits ? failuresJson(f) : json(nullptr);
    o["interruptions_by_cause"] = causesJson(f);
    json swings = json::array();
    if (f.ok)
        for (const auto& w : failureSwings(failureInputsOf(r, s), c.scenario.assumptions,
                                           c.scenario.assumption_ranges))
            swings.push_back({{"key", w.key},
                              {"low", w.low},
                              {"high", w.high},
                              {"effective_days_at_low", w.days_at_low},
                              {"effective_days_at_high", w.days_at_high}});
    o["effective_days_tornado"] = swings;
    o["usd_owned"] = figureJson(r.usd_owned);
    if (!r.usd_owned.ok()) o["usd_owned_na"] = r.usd_owned.reason();
    json rented = json::array();
    // Every quote's cost, each named as an offer or an analyst's reference rate; with --term,
    // only that term's (and reference rates only with --reference-quotes).
    std::set<std::string> references;
    for (const auto& quote : c.effective().quotes)
        if (isReferenceQuote(quote)) references.insert(quote.id);
    for (const auto& q2 : r.rentals) {
        const bool reference = references.count(q2.quote_id) > 0;
        if (!c.opt.term.empty() && (q2.term != c.scenario.assumptions.rental_term ||
                                    (reference && !c.scenario.assumptions.reference_quotes)))
            continue;
        json one = quoteJson(q2.quote_id, q2.provider, q2.term, q2.date, q2.usd_per_gpu_hour);
        one.update(json{{"is_reference", reference},
                        {"billed", paidOnlyWhenUsed(q2.term) ? "run hours" : "whole terms"},
                        {"billed_hours_per_gpu", q2.billed_hours},
                        {"usd", q2.usd},
                        {"usd_run_hours", q2.usd_run_hours},
                        {"idle_days_after_run", q2.idle_days_after_run}});
        putClusterLimit(one, q2.cluster);
        rented.push_back(std::move(one));
    }
    o["usd_rented"] = rented;
    // The same for the effective days: the hours interruptions add are held and paid for.
    o["usd_owned_effective"] = run.failures.ok ? figureJson(run.usd_owned_effective) : json();
    json rentedEffective = json::array();
    for (const auto& q2 : run.rentals_effective)
        rentedEffective.push_back({{"quote", q2.quote_id},
                                   {"billed_hours_per_gpu", q2.billed_hours},
                                   {"usd", q2.usd},
                                   {"idle_days_after_run", q2.idle_days_after_run}});
    o["usd_rented_effective"] = rentedEffective;
    o["step_breakdown"] = {{"compute_ms", r.step.compute_ms},
                           {"tp_comm_ms", r.step.tp_comm_ms},
                           {"ep_comm_ms", r.step.ep_comm_ms},
                           {"moe_token_ms", r.step.moe_token_ms},
                           {"pp_bubble_ms", r.step.pp_bubble_ms},
                           {"dp_comm_exposed_ms", r.step.dp_comm_ms},
                           {"dp_comm_total_ms", r.step.dp_comm_total_ms},
                           {"dp_overlap_share", q.dp_overlap},
                           {"virtual_stages", r.virtual_stages},
                           {"step_ms", r.step.step_ms}};
    o["assumptions"] = assumptionsJson(r.assumptions);
    return o;
}

TrainingQuery trainingQuery(const CliContext& c) {
    TrainingQuery q;
    q.gpus = c.opt.gpus;
    q.tokens = c.opt.tokens;
    if (c.opt.seq > 0) q.seq = c.opt.seq;
    if (c.opt.micro_batch > 0) q.micro_batch = c.opt.micro_batch;
    q.global_batch = c.opt.global_batch;
    if (c.opt.virtual_stages > 0) q.virtual_stages = c.opt.virtual_stages;
    q.tp = c.opt.tp;
    q.pp = c.opt.pp;
    q.ep = c.opt.ep;
    if (q.tp || q.pp || q.ep) {
        q.tp = std::max(q.tp, 1);
        q.pp = std::max(q.pp, 1);
        q.ep = std::max(q.ep, 1);
    }
    q.weights = formatOption(c.opt.weights, NumberFormat::BF16);
    q.engine = c.opt.engine;
    return q;
}

// The interruptions by cause, below the run's figures (table and CSV only).
void writeCauses(CliContext& c, const json& causes) {
    if (causes.empty() || c.opt.format != OutputFormat::Table) return;
    Table t;
    t.headers = {"component", "category", "rate_per", "expected"};
    for (const auto& x : causes)
        t.rows.push_back({x["component"], x["category"], x["rate_per"], x["expected"]});
    c.out << "\ninterruptions by cause (Llama 3 report, Table 5; rates per GPU or per server):\n";
    writeTable(t, c.opt.format, c.out);
}

json ownedJson(const ClusterCost& k) {
    if (!k.ok) return {{"error", k.error}};
    json cash = json::array();
    for (const auto& m : k.cash)
        cash.push_back({{"month", m.month},
                        {"owned_cumulative_usd", m.owned_usd},
                        {"rented_cumulative_usd", m.rented_usd}});
    return {{"gpus_bought", k.gpus_bought},
            {"run_days", k.run_days},
            {"capex_usd", k.capex_usd},
            {"opex_usd", k.opex_usd},
            {"financing_usd", k.financing_usd},
            {"resale_usd", k.resale_usd},
            {"net_usd", k.sold_after_run_usd},
            {"cash_by_month", cash},
            {"rented_quote", k.rental_quote.empty() ? json() : json(k.rental_quote)},
            {"break_even_month", k.break_even_month >= 0 ? json(k.break_even_month) : json()}};
}

int runTrainByDeadline(CliContext& c, const LlmModel& model) {
    if (c.opt.gpus > 0) throw CliError{2, "--deadline-days finds the GPUs; leave out --gpus"};
    if (c.opt.tp || c.opt.pp || c.opt.ep)
        throw CliError{2, "--deadline-days chooses the layout; leave out --tp, --pp and --ep"};
    DeadlineQuery q;
    q.training = trainingQuery(c);
    q.deadline_days = c.opt.deadline_days;
    const auto systems = workloadSystems(c);
    const auto plans = planAllForDeadline(c.effective(), systems, model, q, c.scenario.assumptions);
    json all = json::array();
    for (std::size_t i = 0; i < plans.size(); ++i) {
        const DeadlinePlan& p = plans[i];
        json o = {{"system", p.system_id},
                  {"model", model.id},
                  {"scenario", c.scenario.name},
                  {"deadline_days", q.deadline_days},
                  {"found", p.found},
                  {"why_not", p.found ? json(nullptr) : json(p.why_not)},
                  {"gpus", p.found ? json(p.gpus) : json(nullptr)},
                  {"unit", p.unit_is_rack ? "rack" : "server"},
                  {"unit_gpus", p.unit_gpus},
                  {"units", p.found ? json(p.units) : json(nullptr)},
                  {"spare_gpus", p.spare_gpus},
                  {"gpus_bought", p.found ? json(p.gpus_bought) : json(nullptr)},
                  {"evaluations", p.evaluations}};
        if (p.found) {
            o["racks"] = p.racks > 0 ? json(p.racks) : json(nullptr);
            o["racks_basis"] = p.racks_basis;
            o["rack_it_kw"] = p.rack_it_kw > 0 ? json(p.rack_it_kw) : json(nullptr);
            o["facility_mw"] = p.facility_mw > 0 ? json(p.facility_mw) : json(nullptr);
            if (p.hall_limited) o["hall"] = hallJson(c.scenario.assumptions, p.facility_mw);
            o["run"] = trainingJson(c, *systems[i], model, q.training, p.run);
            o["owned_sold_after_run"] = ownedJson(p.owned);
            // The run's cheapest rental for its effective hours: the rented figure of the
            // answer, the one the cash view compares with.
            const TrainingRentalCost* rented = p.cheapestRental();
            o["rented_cheapest"] = rented ? json{{"quote", rented->quote_id},
                                                 {"provider", rented->provider},
                                                 {"term", std::string(rentalTermKey(rented->term))},
                                                 {"usd", rented->usd}}
                                          : json();
        }
        all.push_back(std::move(o));
    }
    if (c.opt.format == OutputFormat::Json) {
        c.out << (c.opt.system.empty() ? all : all[0]).dump(2) << "\n";
        return 0;
    }
    if (c.opt.cash) {
        // One system's cash month by month: owned and sold after the run, against renting.
        if (c.opt.system.empty()) throw CliError{2, "--cash needs --system ID"};
        if (!plans[0].found) throw CliError{1, plans[0].why_not};
        Table t;
        t.headers = {"month", "owned_cumulative_usd", "rented_cumulative_usd"};
        for (const auto& m : all[0]["owned_sold_after_run"].value("cash_by_month", json::array()))
            t.rows.push_back({m["month"], m["owned_cumulative_usd"], m["rented_cumulative_usd"]});
        writeTable(t, c.opt.format, c.out);
        return 0;
    }
    Table t;
    t.headers = {"system",
                 "found",
                 "gpus",
                 "units",
                 "gpus_bought",
                 "racks",
                 "facility_mw",
                 "layout",
                 "days",
                 "effective_days",
                 "p90_days",
                 "goodput_pct",
                 "usd_owned_effective",
                 "usd_owned_sold_after_run",
                 "usd_rented_effective",
                 "rented_quote",
                 "note"};
    for (const auto& o : all) {
        if (!o["found"].get<bool>()) {
            t.rows.push_back({o["system"], false, nullptr, nullptr, nullptr, nullptr, nullptr, "",
                              nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, "",
                              o["why_not"]});
            continue;
        }
        const json& r = o["run"];
        const json& l = r["layout"];
        t.rows.push_back(
            {o["system"], true, o["gpus"],
             o["units"].dump() + " " + o["unit"].get<std::string>() + "s", o["gpus_bought"],
             o["racks"], o["facility_mw"],
             "tp " + l["tp"].dump() + " pp " + l["pp"].dump() + " dp " + l["dp"].dump() + " ep " +
                 l["ep"].dump(),
             r["days"], r["effective_days"], r["effective_days_p90"], r["goodput_pct"],
             r["usd_owned_effective"], o["owned_sold_after_run"].value("net_usd", json()),
             o["rented_cheapest"].is_object() ? o["rented_cheapest"]["usd"] : json(),
             o["rented_cheapest"].is_object() ? o["rented_cheapest"]["quote"] : json(""),
             o.contains("hall") && o["hall"]["mw_left"].is_number()
                 ? "hall: " + formatNumber(o["hall"]["mw_left"].get<double>()) + " MW left"
                 : std::string()});
    }
    writeTable(t, c.opt.format, c.out);
    return 0;
}

} // namespace

int runTrain(CliContext& c) {
    const LlmModel& model = requireModel(c);
    if (c.opt.tokens <= 0) throw CliError{2, "--tokens N is required (e.g. 15T)"};
    if (c.opt.deadline_days > 0) return runTrainByDeadline(c, model);
    const System& s = c.requireSystem(c.effective(), c.opt.system, "--system");
    const TrainingQuery q = trainingQuery(c);
    const auto run = trainThroughFailures(c.effective(), s, model, q, c.scenario.assumptions);
    const TrainingResult& r = run.training;
    if (!r.ok) throw CliError{1, r.error};
    const json o = trainingJson(c, s, model, q, run);
    if (c.opt.format == OutputFormat::Json) {
        c.out << o.dump(2) << "\n";
    } else {
        writeKeyValues(c, o);
        // The rented costs the help promises, one row per quote, below the run's figures.
        Table t;
        t.headers = {"quote",       "provider",         "term",
                     "date",        "usd_per_gpu_hour", "billed",
                     "usd",         "usd_run_hours",    "idle_days_after_run",
                     "cluster_note"};
        for (const auto& q2 : o["usd_rented"])
            t.rows.push_back({q2["quote"], q2["provider"], q2["term"], q2["date"],
                              q2["usd_per_gpu_hour"], q2["billed"], q2["usd"], q2["usd_run_hours"],
                              q2["idle_days_after_run"], q2["cluster_note"]});
        if (!t.rows.empty() && c.opt.format == OutputFormat::Table) {
            c.out << "\nrented (a commitment is billed for whole terms; on-demand and spot "
                     "for the run's hours):\n";
            writeTable(t, c.opt.format, c.out);
        }
        writeCauses(c, o["interruptions_by_cause"]);
    }
    if (r.layout_chosen && c.opt.format != OutputFormat::Json)
        c.err << "layout chosen (fastest that fits): tp " << r.tp << ", pp " << r.pp << ", dp "
              << r.dp << ", ep " << r.ep << "\n";
    return 0;
}

int runFitWorkload(CliContext& c) {
    if (c.opt.file.empty() || c.opt.moe_file.empty())
        throw CliError{2, "fit-workload needs --file DENSE.json and --moe-file MOE.json"};
    const System& s =
        c.requireSystem(c.catalog, c.opt.system.empty() ? "hgx-h200" : c.opt.system, "--system");
    const Chip* chip = c.catalog.chip(s.chip_id);
    if (!chip) throw CliError{1, s.id + ": no chip " + s.chip_id};
    QByteArray dense, moe;
    QString e;
    if (!db::readTextFile(qs(c.opt.file), dense, &e) ||
        !db::readTextFile(qs(c.opt.moe_file), moe, &e))
        throw CliError{1, e.toStdString()};
    // The copy bandwidth measured on the calibration host (shared/calibration/README.md).
    const double copy = c.opt.copy_tbps > 0 ? c.opt.copy_tbps : 4.29;
    const auto fit = fitWorkload(*chip, dense.toStdString(), c.opt.file, moe.toStdString(),
                                 c.opt.moe_file, copy);
    if (!fit.ok) throw CliError{1, fit.error};
    const auto& x = fit.efficiencies;
    json pts = json::array();
    for (const auto& p : fit.points)
        pts.push_back({{"file", p.file},
                       {"phase", p.phase},
                       {"point", p.label},
                       {"measured_ms", p.measured_ms},
                       {"predicted_ms", p.predicted_ms},
                       {"relative_error", p.relative_error},
                       {"fitted", p.fitted}});
    const json o = {{"chip", chip->id},
                    {"device", fit.device},
                    {"copy_tbps", copy},
                    {"weight_read_efficiency", x.weight_read},
                    {"kv_read_efficiency", x.kv_read},
                    {"expert_read_efficiency", x.expert_read},
                    {"layer_overhead_us", x.layer_overhead_us},
                    {"moe_layer_overhead_us", x.moe_layer_overhead_us},
                    {"prefill_compute_efficiency", x.prefill_compute},
                    {"train_compute_efficiency", x.train_compute},
                    {"median_abs_relative_error", fit.median_abs_error},
                    {"max_abs_relative_error", fit.max_abs_error},
                    {"points", pts}};
    if (c.opt.format == OutputFormat::Json) {
        c.out << o.dump(2) << "\n";
        return 0;
    }
    Table t;
    t.headers = {"file", "phase", "point", "measured_ms", "predicted_ms", "error_pct", "fitted"};
    for (const auto& p : fit.points)
        t.rows.push_back({p.file, p.phase, p.label, p.measured_ms, p.predicted_ms,
                          p.relative_error * 100.0, p.fitted ? "yes" : "no (predicted)"});
    writeTable(t, c.opt.format, c.out);
    c.err << chip->id << ": weight read " << formatNumber(x.weight_read) << ", KV read "
          << formatNumber(x.kv_read) << ", expert read " << formatNumber(x.expert_read)
          << " of spec; layer overhead " << formatNumber(x.layer_overhead_us) << " us, MoE layer +"
          << formatNumber(x.moe_layer_overhead_us) << " us; prefill "
          << formatNumber(x.prefill_compute) << ", training " << formatNumber(x.train_compute)
          << " of dense peak\n";
    return 0;
}

} // namespace sil::cli
