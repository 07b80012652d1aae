#include "core/economics/assumptions.h"

#include <charconv>
#include <cmath>
#include <sstream>

namespace sil {

const std::vector<AssumptionDef>& assumptionDefs() {
    static const std::vector<AssumptionDef> defs = {
        {"useful_life_years", "Useful life", "years", "Depreciation / loan term of the hardware",
         0.5, 15.0, 0.5, 1, &Assumptions::useful_life_years},
        {"cost_of_capital_pct", "Cost of capital", "%/yr",
         "Annual interest rate (WACC) of the capex loan", 0.0, 50.0, 0.25, 2,
         &Assumptions::cost_of_capital_pct},
        {"residual_value_pct", "Residual value", "% of capex",
         "Resale value at end of life (its present value reduces capital cost)", 0.0, 90.0, 1.0, 1,
         &Assumptions::residual_value_pct},
        {"electricity_usd_per_kwh", "Electricity price", "USD/kWh", "Utility power price", 0.0, 1.0,
         0.005, 3, &Assumptions::electricity_usd_per_kwh},
        {"pue", "PUE", "ratio", "Facility power / IT power", 1.0, 3.0, 0.01, 2, &Assumptions::pue},
        {"colocation_usd_per_kw_month", "Colocation", "USD/kW/month",
         "Data-centre rent per kW of IT capacity (charged on full kW, no PUE)", 0.0, 1000.0, 5.0, 0,
         &Assumptions::colocation_usd_per_kw_month},
        {"maintenance_pct_per_year", "Maintenance", "% of capex/yr",
         "Hardware maintenance and spares", 0.0, 30.0, 0.5, 1,
         &Assumptions::maintenance_pct_per_year},
        {"utilization_pct", "Utilization", "%",
         "Share of owned hours doing useful work (turns owned hours into useful hours)", 1.0, 100.0,
         1.0, 0, &Assumptions::utilization_pct},
        {"avg_load_pct", "Average power load", "% of all-in kW",
         "Average power drawn relative to the all-in IT power", 0.0, 100.0, 1.0, 0,
         &Assumptions::avg_load_pct},
        {"software_usd_per_gpu_hour", "Software", "USD/GPU-hour",
         "Licences and managed software per GPU-hour", 0.0, 10.0, 0.01, 3,
         &Assumptions::software_usd_per_gpu_hour},
        {"support_usd_per_server_month", "Support", "USD/server/month",
         "Remote hands, internet and other per-server monthly costs", 0.0, 20000.0, 10.0, 0,
         &Assumptions::support_usd_per_server_month},
        {"it_overhead_factor", "IT power overhead", "x chip TDP",
         "All-in IT power per GPU = TDP x this, for systems without an all-in figure", 1.0, 4.0,
         0.05, 2, &Assumptions::it_overhead_factor},
        {"fleet_gpus", "Fleet size", "GPUs", "Fleet size for the monthly rent-vs-buy difference",
         1.0, 1e6, 8.0, 0, &Assumptions::fleet_gpus, true},
        {"servers_per_rack", "Servers per rack", "servers",
         "Servers a rack holds where the catalog has no rack design (racks in a plan)", 1.0, 16.0,
         1.0, 0, &Assumptions::servers_per_rack, true, 5},
        // A training run's interruptions (left out of a GPU-hour's price and its tornado).
        {"gpu_interruptions_per_1k_gpu_days", "GPU interruptions", "per 1,000 GPU-days",
         "Training-job interruptions from GPU causes (Llama 3 report: 0.30)", 0.0, 100.0, 0.01, 3,
         &Assumptions::gpu_interruptions_per_1k_gpu_days, true, 6},
        {"node_interruptions_per_1k_node_days", "Server interruptions", "per 1,000 server-days",
         "Training-job interruptions from hosts, network and software (Llama 3 report: 1.37)", 0.0,
         100.0, 0.01, 3, &Assumptions::node_interruptions_per_1k_node_days, true, 6},
        {"restart_minutes", "Restart time", "minutes",
         "From an interruption to training again (estimate)", 0.0, 1440.0, 1.0, 0,
         &Assumptions::restart_minutes, true, 6},
        {"checkpoint_gbps_per_gpu", "Checkpoint bandwidth", "GB/s per GPU",
         "Storage write bandwidth for checkpoints per GPU of the job", 0.001, 100.0, 0.01, 3,
         &Assumptions::checkpoint_gbps_per_gpu, true, 6},
        {"hot_spare_pct", "Hot spares", "% of job GPUs",
         "Idle GPUs bought beside a training job to replace failed servers", 0.0, 50.0, 1.0, 0,
         &Assumptions::hot_spare_pct, true, 6},
        // The hall: limits a fleet must fit (left out of a GPU-hour's price; 0 = no limit).
        {"hall_mw", "Hall power", "MW", "Facility power the hall gives (IT x PUE); 0: no limit",
         0.0, 1e5, 1.0, 1, &Assumptions::hall_mw, true, 7},
        {"hall_rack_kw", "Hall kW per rack", "kW",
         "IT power one rack may draw, powered and cooled; 0: no limit", 0.0, 2000.0, 5.0, 0,
         &Assumptions::hall_rack_kw, true, 7},
        {"hall_cooling", "Hall cooling", "0 any, 1 air, 2 liquid",
         "Air refuses systems built for liquid cooling only; 0: not checked", 0.0, 2.0, 1.0, 0,
         &Assumptions::hall_cooling, true, 7},
    };
    return defs;
}

const AssumptionDef* findAssumption(const std::string& key) {
    for (const auto& d : assumptionDefs())
        if (d.key == key) return &d;
    return nullptr;
}

std::string checkAssumption(const AssumptionDef& def, double value) {
    std::ostringstream os;
    if (!std::isfinite(value) || value < def.min || value > def.max) {
        os << def.key << ": expected a number from " << def.min << " to " << def.max << " "
           << def.unit << ", got ";
        if (std::isfinite(value))
            os << value;
        else
            os << "a non-finite value";
        return os.str();
    }
    return {};
}

std::string setAssumption(Assumptions& a, const std::string& key, const std::string& valueText) {
    const AssumptionDef* def = findAssumption(key);
    if (!def) {
        std::string known;
        for (const auto& d : assumptionDefs())
            known += (known.empty() ? "" : ", ") + d.key;
        return "unknown assumption \"" + key + "\"; known keys: " + known;
    }
    double v = 0.0;
    const char* end = valueText.data() + valueText.size();
    auto res = std::from_chars(valueText.data(), end, v);
    if (res.ec != std::errc() || res.ptr != end || valueText.empty())
        return key + ": expected a number in " + def->unit + ", got \"" + valueText + "\"";
    if (auto err = checkAssumption(*def, v); !err.empty()) return err;
    a.*(def->member) = v;
    return {};
}

bool operator==(const Assumptions& a, const Assumptions& b) {
    for (const auto& d : assumptionDefs())
        if (a.*(d.member) != b.*(d.member)) return false;
    return a.rental_term == b.rental_term && a.reference_quotes == b.reference_quotes;
}

std::string checkAssumptionRange(const AssumptionDef& def, const AssumptionRange& r) {
    if (auto err = checkAssumption(def, r.low); !err.empty()) return err + " (range low)";
    if (auto err = checkAssumption(def, r.high); !err.empty()) return err + " (range high)";
    if (r.low > r.high)
        return def.key + ": range low " + std::to_string(r.low) + " is above range high " +
               std::to_string(r.high);
    return {};
}

} // namespace sil
