#pragma once
// The editable TCO assumptions. Every key here is accepted by `--set key=value`,
// shown as a spin box + slider in the UI and stored in scenario JSON.
#include "core/catalog/catalog.h"

#include <optional>
#include <string>
#include <vector>

namespace sil {

struct Assumptions {
    double useful_life_years = 5.0;
    double cost_of_capital_pct = 10.0;
    double residual_value_pct = 0.0;
    double electricity_usd_per_kwh = 0.087;
    double pue = 1.35;
    double colocation_usd_per_kw_month = 150.0;
    double maintenance_pct_per_year = 0.0;
    double utilization_pct = 80.0;
    double avg_load_pct = 80.0;
    double software_usd_per_gpu_hour = 0.0;
    double support_usd_per_server_month = 170.0;
    // Used when a system has no all-in IT power figure: all-in W = chip TDP x factor.
    double it_overhead_factor = 1.95;
    double fleet_gpus = 1024.0;
    // Servers per rack where the catalog has no rack design (systems sold as 8-GPU servers):
    // NVIDIA's DGX H100 and DGX B300 reference racks hold four; a hall with less power per
    // rack holds fewer.
    double servers_per_rack = 4.0;
    // A training run's interruptions and recovery (docs/training-model.md, "Failures and
    // goodput"). Rates from Table 5 of the Llama 3 report (arXiv 2407.21783): its 54-day
    // snapshot of 16,384 H100 GPUs in 2,048 servers had 268 unexpected interruptions from
    // GPU causes (per GPU: 268 / (16,384 x 54) per GPU-day) and 151 from hosts, network,
    // software and maintenance (per server: 151 / (2,048 x 54) per server-day).
    double gpu_interruptions_per_1k_gpu_days = 268.0 / (16384.0 * 54.0) * 1000.0;
    double node_interruptions_per_1k_node_days = 151.0 / (2048.0 * 54.0) * 1000.0;
    // Estimate: minutes from an interruption to training again (detect, swap, reload).
    double restart_minutes = 10.0;
    // Storage bandwidth for checkpoints per GPU of the job: Llama 3's Tectonic store
    // sustained 2 TB/s for 16,384 GPUs.
    double checkpoint_gbps_per_gpu = 2000.0 / 16384.0;
    // Idle GPUs bought beside the job so a failed server is replaced at once.
    double hot_spare_pct = 0.0;
    // The hall the fleet stands in (docs/serving-model.md, "The hall"; core/serving/hall.h). Each
    // 0 is "no limit" (an assumption: the shipped scenarios name no hall): its facility power
    // in MW (IT x PUE), the IT kW one rack may draw (power and cooling), and its cooling,
    // kHallCooling*: air refuses systems the catalog lists as liquid-cooled only.
    double hall_mw = 0.0;
    double hall_rack_kw = 0.0;
    double hall_cooling = 0.0;
    // The rental term rented figures are priced at (core/economics/rental_term.h): on-demand
    // unless the scenario or --term says otherwise; analysts' reference rows only when asked.
    RentalTerm rental_term = RentalTerm::OnDemand;
    bool reference_quotes = false;
};

struct AssumptionDef {
    std::string key;
    std::string label;
    std::string unit;
    std::string help;
    double min;
    double max;
    double step;  // spin box step
    int decimals; // spin box decimals
    double Assumptions::*member;
    // Sizes a fleet (rent-vs-buy difference, racks) or times a training run (interruptions)
    // but does not price a GPU-hour: left out of TCO sensitivities and the TCO tornado.
    bool sizes_fleet_only = false;
    // The scenario schema that introduced it: a scenario writes it only when it is not the
    // default, so programs older than that schema still read scenarios that leave it alone.
    int since_schema = 1;
};

const std::vector<AssumptionDef>& assumptionDefs();
const AssumptionDef* findAssumption(const std::string& key);

// Sets one assumption from text; returns "" or a message naming the key and the
// expected range.
std::string setAssumption(Assumptions& a, const std::string& key, const std::string& valueText);
std::string checkAssumption(const AssumptionDef& def, double value);

bool operator==(const Assumptions& a, const Assumptions& b);

// How far an assumption may plausibly be from its value (a scenario's judgement, e.g.
// electricity 0.06-0.12 USD/kWh): the uncertainty bands draw it over this range, most
// likely at its value. low <= high, both within the assumption's limits.
struct AssumptionRange {
    double low = 0.0;
    double high = 0.0;
    bool operator==(const AssumptionRange&) const = default;
};
// "" or a message naming the key and what is wrong with the range.
std::string checkAssumptionRange(const AssumptionDef& def, const AssumptionRange& r);

} // namespace sil
