// plan: which system serves a traffic under a service level cheapest, and the fleet it takes
// (or what a facility power budget serves), per input and output token.
#include "app/cli/CliContext.h"
#include "app/cli/ErrorBands.h"

#include "core/economics/tco.h"
#include "core/economics/uncertainty.h"
#include "core/serving/plan_assumptions.h"
#include "core/serving/plan_inputs.h"
#include "core/serving/plan_workbook.h"
#include "core/serving/planner.h"
#include "core/serving/replica_model.h"
#include "core/workload/workload.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace sil::cli {

using nlohmann::json;

namespace {

// The traffic and demand: the scenario's saved plan (when it has one), each flag given over it.
TrafficProfile trafficFrom(const CliOptions& o, const std::optional<PlanInputs>& saved,
                           double* facilityMw) {
    TrafficProfile t;
    const int demands =
        (o.rate > 0) + (o.requests_per_minute > 0) + (o.power_mw > 0) + (o.tokens_per_day > 0);
    if (saved) {
        t = saved->traffic;
        if (demands == 0) {
            if (saved->demand_kind == DemandKind::FacilityMw)
                *facilityMw = saved->demand;
            else
                t.requests_per_s = saved->demand / 60.0;
        }
        if (o.prompt > 0 || o.output > 0 || !o.lengths_file.empty()) {
            t.prompt_samples.clear();
            t.output_samples.clear();
        }
    } else if (demands == 0)
        throw CliError{2, "plan needs a demand: --rate REQUESTS_PER_S, --requests-per-minute N, "
                          "--tokens-per-day N or --power-mw FACILITY_MW (or a --scenario with "
                          "a saved plan)"};
    if (demands > 1)
        throw CliError{2, "plan takes one demand: --rate, --requests-per-minute, "
                          "--tokens-per-day or --power-mw (a rate and a power budget contradict)"};
    if (!o.lengths_file.empty() && (o.prompt > 0 || o.output > 0))
        throw CliError{2, "--lengths gives the request lengths: drop --prompt and --output"};
    if (o.prompt > 0) t.prompt_tokens = o.prompt;
    if (o.output > 0) t.output_tokens = o.output;
    if (!o.lengths_file.empty()) {
        auto lengths = readLengthsFile(o.lengths_file);
        setLengths(t, std::move(lengths.prompt), std::move(lengths.output));
    }
    if (demands > 0) t.requests_per_s = 0;
    if (o.power_mw > 0) *facilityMw = o.power_mw;
    if (o.rate > 0) t.requests_per_s = o.rate;
    if (o.requests_per_minute > 0) t.requests_per_s = o.requests_per_minute / 60.0;
    if (o.tokens_per_day > 0)
        t.requests_per_s =
            requestsPerSecondFromTokensPerDay(o.tokens_per_day, t.prompt_tokens, t.output_tokens);
    if (o.cached_prompt_share >= 0) t.cached_prompt_share = o.cached_prompt_share;
    if (o.ttft_s > 0) t.ttft_p50_s = o.ttft_s;
    if (o.ttft_p90_s > 0) t.ttft_p90_s = o.ttft_p90_s;
    if (o.min_tokens_per_user > 0) t.min_tokens_per_user = o.min_tokens_per_user;
    if (o.no_min_tokens_per_user) t.min_tokens_per_user = 0;
    if (o.peak_factor > 0) t.peak_to_average = o.peak_factor;
    if (auto e = validateTraffic(t); !e.empty()) throw CliError{2, e};
    return t;
}

json priced(const PricedFigure& f) {
    return f.ok ? json(f.value) : json(nullptr);
}

json latencyJson(const SimulatedLatency& l) {
    return {{"ttft_ms_p50", l.ttft_ms_p50}, {"ttft_ms_p90", l.ttft_ms_p90},
            {"ttft_ms_p99", l.ttft_ms_p99}, {"tpot_ms_p50", l.tpot_ms_p50},
            {"tpot_ms_p90", l.tpot_ms_p90}, {"tpot_ms_p99", l.tpot_ms_p99},
            {"itl_ms_p99", l.itl_ms_p99},   {"e2e_s_p50", l.e2e_s_p50},
            {"goodput", l.goodput}};
}

// The service simulated at the fleet's own peak load per replica (the re-sized one where the
// simulation found a count), and at the analytic plan's load beside it.
json simulatedJson(const SimulatedService& s) {
    if (!s.done) return json{{"why_not", s.why_not}};
    json o = latencyJson(s.sized_done ? s.at_sized : s.at_plan);
    o["at_analytic_plan"] = latencyJson(s.at_plan);
    o["meets_targets_at_plan"] = s.meets_targets;
    o["meets_targets"] = s.sized_done ? s.sized_meets_targets : s.meets_targets;
    o["replica_requests_per_s_within_targets"] = s.replica_rps_within_targets;
    if (s.prefill_replica_rps_within_targets > 0) {
        o["prefill_replica_requests_per_s_within_targets"] = s.prefill_replica_rps_within_targets;
        o["prefill_replicas_needed"] = s.prefill_replicas_needed;
        o["decode_replicas_needed"] = s.decode_replicas_needed;
    }
    o["gpus_needed"] = s.gpus_needed > 0 ? json(s.gpus_needed) : json(nullptr);
    o["disagrees"] = s.disagrees;
    if (!s.note.empty()) o["note"] = s.note;
    return o;
}

json planJson(const PlanResult& r) {
    json o = {{"system", r.system},
              {"fits", r.fits},
              {"engine", r.engine_id.empty() ? json(nullptr) : json(r.engine_id)},
              {"engine_label", r.engine_label},
              {"engine_fitted", !r.fitted_profile_id.empty()}};
    if (!r.fitted_profile_id.empty()) o["engine_fitted_profile"] = r.fitted_profile_id;
    o["why_not"] = r.fits ? json(nullptr) : json(r.why_not);
    if (!r.fits) return o;
    o["layout"] = {{"kind", std::string(layoutKindKey(r.layout.kind))},
                   {"tp", r.layout.tp},
                   {"ep", r.layout.ep},
                   {"pp", r.layout.pp},
                   {"dp", r.layout.dp},
                   {"gpus_per_replica", r.layout.tp * r.layout.pp * r.layout.dp},
                   {"spans_nodes", r.layout.spans_nodes},
                   {"replicas", r.layout.replicas},
                   {"prefill_tp", r.layout.prefill_tp},
                   {"prefill_replicas", r.layout.prefill_replicas},
                   {"decode_replicas", r.layout.decode_replicas},
                   {"concurrency_per_replica", r.layout.concurrency_per_replica},
                   {"requests_per_s_per_replica", r.layout.requests_per_s_per_replica}};
    o["gpus"] = r.gpus;
    o["sized_by"] = r.sized_by_simulation ? "simulation" : "analytic";
    o["analytic_gpus"] = r.analytic_gpus;
    if (!r.sizing_note.empty()) o["sizing_note"] = r.sizing_note;
    o["gpus_bought"] = r.gpus_bought;
    o["bought_by"] = r.system_unit_is_rack ? "rack" : "server";
    o["servers"] = r.servers;
    o["racks"] = r.racks > 0 ? json(r.racks) : json(nullptr);
    if (r.racks == 0) o["racks_na"] = r.racks_na;
    if (r.racks > 0) {
        o["racks_basis"] = r.racks_basis;
        o["rack_it_kw"] = r.rack_it_kw > 0 ? json(r.rack_it_kw) : json(nullptr);
    }
    const bool power = r.power_na.empty();
    o["it_mw"] = power ? json(r.it_mw) : json(nullptr);
    o["facility_mw"] = power ? json(r.facility_mw) : json(nullptr);
    if (!power) o["power_na"] = r.power_na;
    o["capex_usd"] = r.owned_cost ? json(r.capex_usd) : json(nullptr);
    if (r.owned_cost) o["owned_cost_rule"] = kOwnedTokenCostRule;
    o["opex_usd_per_year"] = r.owned_cost ? json(r.opex_usd_per_year) : json(nullptr);
    if (!r.owned_cost) o["owned_na"] = r.owned_na;
    o["requests_per_s"] = r.requests_per_s;
    o["output_tokens_per_s"] = r.output_tokens_per_s;
    o["ttft_p50_s"] = r.ttft_p50_s;
    o["ttft_p90_s"] = r.ttft_p90_s;
    o["tpot_ms"] = r.tpot_ms;
    o["goodput"] = r.goodput;
    for (const auto& [key, f] :
         {std::pair{"usd_per_million_input_tokens", &r.usd_per_million_input_tokens},
          std::pair{"usd_per_million_output_tokens", &r.usd_per_million_output_tokens},
          std::pair{"usd_per_million_tokens_blended", &r.usd_per_million_tokens_blended}}) {
        o[key] = priced(*f);
        o[std::string(key) + "_p10"] = f->ok ? json(f->p10) : json(nullptr);
        o[std::string(key) + "_p90"] = f->ok ? json(f->p90) : json(nullptr);
    }
    o["usd_per_million_cached_input_tokens"] = r.usd_per_million_cached_input_tokens;
    if (r.simulated.done || !r.simulated.why_not.empty()) {
        o["simulated"] = simulatedJson(r.simulated);
        o["analytic_vs_simulated_gpus"] = r.simulated.gpus_needed > 0
                                              ? json(r.simulated.analytic_vs_simulated_gpus)
                                              : json(nullptr);
    }
    json rentals = json::array();
    for (const auto& q : r.rentals) {
        json one = quoteJson(q.quote_id, q.provider, q.term, q.date, q.usd_per_gpu_hour);
        one.update(json{{"usd_per_million_input_tokens", q.usd_per_million_input_tokens},
                        {"usd_per_million_output_tokens", q.usd_per_million_output_tokens},
                        {"usd_per_million_tokens_blended", q.usd_per_million_tokens_blended},
                        {"is_reference", q.reference},
                        {"term_fallback", q.term_fallback}});
        putClusterLimit(one, q.cluster);
        rentals.push_back(std::move(one));
    }
    o["rentals"] = rentals;
    // The cheapest rental's largest cluster, beside the rented figure it prices.
    o["rented_exceeds_max_cluster"] = !r.rentals.empty() && r.rentals.front().cluster.exceeds;
    o["j_per_input_token_gpu"] = power ? json(r.j_per_input_token_gpu) : json(nullptr);
    o["j_per_output_token_gpu"] = power ? json(r.j_per_output_token_gpu) : json(nullptr);
    o["j_per_input_token_facility"] = power ? json(r.j_per_input_token_facility) : json(nullptr);
    o["j_per_output_token_facility"] = power ? json(r.j_per_output_token_facility) : json(nullptr);
    o["output_tokens_per_s_per_mw"] = power ? json(r.output_tokens_per_s_per_mw) : json(nullptr);
    o["gpu_power_w_decode"] = power ? json(r.gpu_power_w_decode) : json(nullptr);
    o["gpu_power_w_prefill"] = power ? json(r.gpu_power_w_prefill) : json(nullptr);
    o["step"] = {{"decode_step_ms", r.decode_step_ms},
                 {"decode_memory_ms", r.decode_memory_ms},
                 {"decode_compute_ms", r.decode_compute_ms},
                 {"decode_overhead_ms", r.decode_overhead_ms},
                 {"decode_comm_ms", r.decode_comm_ms},
                 {"prefill_ms_per_request", r.prefill_ms_per_request},
                 {"kv_transfer_ms", r.kv_transfer_ms},
                 {"prefill_time_share", r.prefill_time_share}};
    o["assumptions"] = r.assumptions;
    return o;
}

// The plan's query from the flags, and from the scenario's saved plan where they say nothing.
PlanQuery planQueryFrom(const CliContext& c, const std::optional<PlanInputs>& saved) {
    PlanQuery q;
    q.traffic = trafficFrom(c.opt, saved, &q.facility_mw);
    q.weights = formatOption(c.opt.weights, saved ? saved->weights : NumberFormat::BF16);
    q.kv = kvFormatOption(c.opt.kv, q.weights);
    if (saved) q.layout = saved->layout;
    if (!c.opt.layout.empty()) q.layout = *parseLayoutKind(c.opt.layout);
    if (c.opt.chunk_tokens > 0) q.chunk_tokens = c.opt.chunk_tokens;
    if (c.opt.max_num_seqs > 0) q.max_num_seqs = c.opt.max_num_seqs;
    q.engine = c.servingEngine();
    if (c.opt.tp > 0) {
        if ((c.opt.tp & (c.opt.tp - 1)) != 0 || c.opt.tp > kMaxTensorParallel)
            throw CliError{2, "--tp " + std::to_string(c.opt.tp) + ": a power of two up to " +
                                  std::to_string(kMaxTensorParallel)};
        q.tp = c.opt.tp;
    }
    if (c.opt.pp > 0) {
        if ((c.opt.pp & (c.opt.pp - 1)) != 0 || c.opt.pp > kMaxPipelineStages)
            throw CliError{2, "--pp " + std::to_string(c.opt.pp) + ": a power of two up to " +
                                  std::to_string(kMaxPipelineStages)};
        if (c.opt.pp > 1 && q.layout == LayoutChoiceKind::Disaggregated)
            throw CliError{2, "--pp " + std::to_string(c.opt.pp) +
                                  ": pipeline stages are planned for aggregated replicas (each "
                                  "side of a disaggregated layout is one stage)"};
        q.pp = c.opt.pp;
        if (q.pp > 1) q.layout = LayoutChoiceKind::Aggregated;
    }
    // A replica spreads its experts over its tensor-parallel GPUs, or (--ep wider than --tp)
    // over attention groups of --tp GPUs each, within a node or over several.
    if (c.opt.ep > 0) {
        if ((c.opt.ep & (c.opt.ep - 1)) != 0 || c.opt.ep > kMaxTensorParallel ||
            (q.tp > 0 && c.opt.ep % q.tp != 0))
            throw CliError{2, "--ep " + std::to_string(c.opt.ep) + ": a power of two up to " +
                                  std::to_string(kMaxTensorParallel) +
                                  " and a multiple of --tp (attention groups of --tp GPUs share "
                                  "the experts)"};
        // With stages and no --tp, the experts spread over each stage's GPUs: --ep is the TP.
        if (q.pp > 1 && q.tp <= 0) q.tp = c.opt.ep;
        if (c.opt.ep > std::max(q.tp, 1) && q.pp > 1)
            throw CliError{2, "--ep " + std::to_string(c.opt.ep) + " with --pp " +
                                  std::to_string(q.pp) +
                                  ": a replica is either pipeline stages or attention groups "
                                  "sharing experts"};
        if (c.opt.ep > std::max(q.tp, 1) && q.layout == LayoutChoiceKind::Disaggregated)
            throw CliError{2, "--ep " + std::to_string(c.opt.ep) +
                                  ": attention groups sharing experts are planned for aggregated "
                                  "replicas (each side of a disaggregated layout is one group)"};
        q.ep = c.opt.ep;
        if (q.ep > std::max(q.tp, 1)) q.layout = LayoutChoiceKind::Aggregated;
    }
    q.simulate = !c.opt.no_simulate;
    if (saved) q.tpot_p99_ms = saved->tpot_p99_ms;
    if (c.opt.ttft_p99_s > 0) q.ttft_p99_s = c.opt.ttft_p99_s;
    if (c.opt.tpot_p90_ms > 0) q.tpot_p90_ms = c.opt.tpot_p90_ms;
    if (c.opt.tpot_p99_ms > 0) q.tpot_p99_ms = c.opt.tpot_p99_ms;
    if (c.opt.no_simulate && (q.ttft_p99_s > 0 || q.tpot_p90_ms > 0 || q.tpot_p99_ms > 0))
        throw CliError{2, "--ttft-p99-s, --tpot-p90-ms and --tpot-p99-ms (or a scenario's "
                          "plan.tpot_p99_ms) are checked by simulation: drop --no-simulate"};
    return q;
}

// P10-P90 of each system's owned TCO per GPU-hour (catalog and assumption ranges), as shares
// of its median, by the system's index in the catalog.
std::vector<CostSpread> ownedCostSpreads(const CliContext& c, const Catalog& catalog,
                                         const std::vector<const System*>& systems) {
    std::vector<std::size_t> indices;
    for (const System* s : systems)
        indices.push_back(static_cast<std::size_t>(s - catalog.systems.data()));
    std::vector<CostSpread> spreads(catalog.systems.size());
    const TcoUncertainty u(catalog, indices);
    const TcoSpread spread =
        u.evaluate(c.scenario.assumptions, c.scenario.assumption_ranges, false);
    for (std::size_t i = 0; i < indices.size() && i < spread.owned.size(); ++i) {
        const auto& b = spread.owned[i];
        if (std::isfinite(b.p50) && b.p50 > 0) spreads[indices[i]] = {b.p10 / b.p50, b.p90 / b.p50};
    }
    return spreads;
}

// The table's note of one plan; a system with no ownership TCO is priced at its cheapest
// rental of the term, as the plan chart prices it, into `in`, `out` and `blended`, and the
// note names the quote.
std::string planNote(const json& o, json& in, json& out, json& blended) {
    std::string note;
    if (!o["capex_usd"].is_number()) {
        const json& rentals = o["rentals"];
        if (!rentals.empty()) {
            const json& quote = rentals.front();
            in = quote["usd_per_million_input_tokens"];
            out = quote["usd_per_million_output_tokens"];
            blended = quote["usd_per_million_tokens_blended"];
            note = "rented: " + quote["provider"].get<std::string>() + " " +
                   quote["term"].get<std::string>() + " quote " +
                   quote["quote"].get<std::string>() + " (" + quote["date"].get<std::string>() +
                   "), " + quote["cluster_note"].get<std::string>() + "; no ownership TCO";
        } else {
            note = "no ownership TCO (" + o.value("owned_na", std::string()) + ")";
        }
    } else if (o["rented_exceeds_max_cluster"].get<bool>())
        note = "cheapest rental " + o["rentals"].front()["quote"].get<std::string>() + " " +
               o["rentals"].front()["cluster_note"].get<std::string>();
    if (o["engine_fitted"].get<bool>())
        note += std::string(note.empty() ? "" : "; ") + "engine fitted on this system";
    if (o["sized_by"] == "simulation")
        note += std::string(note.empty() ? "" : "; ") + "GPUs sized by simulation";
    else if (o.contains("sizing_note"))
        note += std::string(note.empty() ? "" : "; ") + o["sizing_note"].get<std::string>();
    if (o.contains("hall") && o["hall"]["mw_left"].is_number())
        note += std::string(note.empty() ? "" : "; ") +
                "hall: " + formatNumber(o["hall"]["mw_left"].get<double>()) + " MW left";
    if (o.contains("simulated")) {
        const json& sim = o["simulated"];
        if (sim.contains("note"))
            note += std::string(note.empty() ? "" : "; ") + sim["note"].get<std::string>();
    }
    return note;
}

// One plan's row of the table: its layout in short, GPUs, cost, service, note.
std::vector<json> planRow(const json& o) {
    if (!o["fits"].get<bool>())
        return {o["system"], "",      nullptr, nullptr,      nullptr,    nullptr, nullptr,
                nullptr,     nullptr, nullptr, nullptr,      nullptr,    nullptr, nullptr,
                nullptr,     nullptr, nullptr, o["why_not"], o["status"]};
    const json& l = o["layout"];
    std::string layout =
        l["kind"].get<std::string>() == "aggregated"
            ? "agg tp" + l["tp"].dump() + (l["pp"].get<int>() > 1 ? " pp" + l["pp"].dump() : "") +
                  (l["dp"].get<int>() > 1 ? " ep" + l["ep"].dump() : "") + " x" +
                  l["replicas"].dump()
            : "disagg P tp" + l["prefill_tp"].dump() + " x" + l["prefill_replicas"].dump() +
                  " + D tp" + l["tp"].dump() + " x" + l["decode_replicas"].dump();
    json in = o["usd_per_million_input_tokens"], out = o["usd_per_million_output_tokens"],
         blended = o["usd_per_million_tokens_blended"];
    const std::string note = planNote(o, in, out, blended);
    return {o["system"],
            layout,
            o["gpus"],
            o["gpus_bought"],
            o["racks"],
            o["facility_mw"],
            o["capex_usd"].is_number() ? json(o["capex_usd"].get<double>() / 1e6) : json(nullptr),
            in,
            out,
            blended,
            o["ttft_p50_s"],
            o["ttft_p90_s"],
            o["goodput"],
            o["analytic_gpus"],
            1000.0 / o["tpot_ms"].get<double>(),
            o["j_per_output_token_facility"],
            errorBandCellOf(o),
            note,
            o["status"]};
}

Table planTable(const json& arr) {
    Table t;
    t.headers = {"system",
                 "layout",
                 "gpus",
                 "gpus_bought",
                 "racks",
                 "facility_mw",
                 "capex_musd",
                 "usd_per_m_input",
                 "usd_per_m_output",
                 "usd_per_m_blended",
                 "ttft_p50_s",
                 "ttft_p90_s",
                 "goodput",
                 "analytic_gpus",
                 "tokens_per_s_per_user",
                 "j_per_output_token_facility",
                 "±",
                 "note",
                 "status"};
    for (const auto& o : arr)
        t.rows.push_back(planRow(o));
    return t;
}

// Every system's plan as JSON, with its hall, error bands and status; the engines that
// served them into `engines`.
json plansJson(CliContext& c, const Catalog& catalog, const std::vector<PlanResult>& results,
               std::set<std::string>& engines) {
    json arr = json::array();
    ErrorBands bands(c);
    for (const auto& r : results) {
        arr.push_back(planJson(r));
        if (r.fits && r.hall_limited)
            arr.back()["hall"] = hallJson(c.scenario.assumptions, r.facility_mw);
        if (const System* s = catalog.system(r.system))
            bands.write(arr.back(), *s, r.engine_id, Regime::LatencyServing);
        arr.back()["status"] = systemStatusJson(catalog, r.system);
        if (!r.engine_label.empty()) engines.insert(r.engine_label);
    }
    return arr;
}

} // namespace

int runPlan(CliContext& c) {
    // A scenario's saved plan (the Plan tab's inputs) answers what the flags leave out.
    const std::optional<PlanInputs>& saved = c.scenario.plan;
    const std::string modelId = !c.opt.model.empty() ? c.opt.model : saved ? saved->model_id : "";
    if (modelId.empty()) throw CliError{2, "--model ID is required (catalog list --kind models)"};
    const Catalog& catalog = c.effective();
    const LlmModel* model = catalog.model(modelId);
    if (!model)
        throw CliError{1, "unknown model \"" + modelId + "\"" +
                              (c.opt.model.empty() ? " (the scenario's plan)" : "")};
    const PlanQuery q = planQueryFrom(c, saved);
    const auto systems = c.selectedSystems(catalog);
    const std::vector<CostSpread> spreads = ownedCostSpreads(c, catalog, systems);
    const auto results = planAll(catalog, systems, *model, q, c.scenario.assumptions, spreads);
    if (c.opt.format == OutputFormat::Xlsx) {
        c.writeWorkbookOut(planWorkbook(catalog, results, *model, q.traffic, c.scenario.assumptions,
                                        c.scenario.name));
        return 0;
    }
    std::set<std::string> engines;
    const json arr = plansJson(c, catalog, results, engines);
    std::string engine;
    for (const auto& e : engines)
        engine += (engine.empty() ? "" : ", ") + e;
    if (c.opt.format == OutputFormat::Json) {
        c.out << arr.dump(2) << "\n";
        return 0;
    }
    writeTable(planTable(arr), c.opt.format, c.out);
    if (c.opt.format == OutputFormat::Table)
        c.err << "model " << model->id << ", " << q.traffic.prompt_tokens << " tokens in, "
              << q.traffic.output_tokens << " out; engines " << engine
              << "; owned cost at scenario " << c.scenario.name << "\n";
    // The targets every system was planned to, and what the goodput column counts.
    if (c.opt.format == OutputFormat::Table &&
        std::any_of(results.begin(), results.end(), [](const PlanResult& r) { return r.fits; }))
        c.err << serviceLevelAssumption(targetsOf(q.traffic), q) << "\n";
    return 0;
}

} // namespace sil::cli
