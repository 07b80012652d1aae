#include "core/economics/tornado.h"

#include "core/economics/tco.h"

#include <algorithm>
#include <cmath>

namespace sil {

std::string_view tornadoMetricKey(TornadoMetric m) {
    switch (m) {
    case TornadoMetric::TcoPerOwnedHour:
        return "tco";
    case TornadoMetric::TcoPerUsefulHour:
        return "tco-useful";
    case TornadoMetric::TcoPerPflopHour:
        return "tco-per-pflop";
    }
    return "tco";
}

std::optional<TornadoMetric> parseTornadoMetric(std::string_view key) {
    for (auto m : {TornadoMetric::TcoPerOwnedHour, TornadoMetric::TcoPerUsefulHour,
                   TornadoMetric::TcoPerPflopHour})
        if (tornadoMetricKey(m) == key) return m;
    return std::nullopt;
}

Tornado tcoTornado(const System& s, const Chip* chip, const Assumptions& a,
                   const AssumptionRanges& ranges, TornadoMetric metric, Dtype dtype,
                   double defaultSwingPct) {
    Tornado t;
    t.system_id = s.id;
    t.default_swing_pct = defaultSwingPct;
    double pflops = 1.0;
    switch (metric) {
    case TornadoMetric::TcoPerOwnedHour:
        t.metric_label = "TCO per owned GPU-hour";
        t.unit = "USD/GPU-hour";
        break;
    case TornadoMetric::TcoPerUsefulHour:
        t.metric_label = "TCO per useful GPU-hour";
        t.unit = "USD/useful GPU-hour";
        break;
    case TornadoMetric::TcoPerPflopHour: {
        t.metric_label = "TCO per dense " + std::string(dtypeLabel(dtype)) + " PFLOP-hour";
        t.unit = "USD/PFLOP-hour";
        const auto tf = chip ? chip->dense_tflops[index(dtype)] : std::nullopt;
        if (!tf || *tf <= 0.0) {
            t.error = "no dense " + std::string(dtypeLabel(dtype)) + " throughput for " + s.id;
            return t;
        }
        pflops = *tf / 1000.0;
        break;
    }
    }
    auto value = [&](const System& sys, const Chip* c, const Assumptions& as) -> double {
        const TcoBreakdown b = computeTco(sys, c, as);
        const Figure& f = metric == TornadoMetric::TcoPerUsefulHour ? b.per_useful_hour : b.total;
        return f.ok() ? f.value() / pflops : std::nan("");
    };
    const TcoBreakdown base = computeTco(s, chip, a);
    if (!base.total.ok()) {
        t.error = base.total.reason();
        return t;
    }
    t.central = value(s, chip, a);
    const double k = defaultSwingPct / 100.0;

    for (const auto& def : assumptionDefs()) {
        if (def.sizes_fleet_only) continue; // sizes the fleet, not a GPU-hour's cost
        const double x = a.*(def.member);
        TornadoBar bar{def.key, def.label, def.unit, 0, x, 0, false, 0, 0};
        if (const auto it = ranges.find(def.key); it != ranges.end()) {
            const AssumptionRange r = effectiveRange(it->second, x);
            bar.input_low = r.low;
            bar.input_high = r.high;
            bar.from_range = true;
        } else {
            bar.input_low = std::max(def.min, x * (1.0 - k));
            bar.input_high = std::min(def.max, x * (1.0 + k));
        }
        Assumptions lo = a, hi = a;
        lo.*(def.member) = bar.input_low;
        hi.*(def.member) = bar.input_high;
        bar.metric_at_low = value(s, chip, lo);
        bar.metric_at_high = value(s, chip, hi);
        t.bars.push_back(bar);
    }
    // Catalog inputs of this system: its capex and its power basis.
    auto catalogBar = [&](const std::string& key, const std::string& label, const std::string& unit,
                          double x, const Provenance& p, auto apply) {
        TornadoBar bar{key, label, unit, x * (1.0 - k), x, x * (1.0 + k), false, 0, 0};
        if (p.low || p.high) {
            bar.input_low = std::min(x, p.low.value_or(x));
            bar.input_high = std::max(x, p.high.value_or(x));
            bar.from_range = true;
        }
        System sl = s, sh = s;
        Chip cl = chip ? *chip : Chip{}, ch = cl;
        apply(sl, cl, bar.input_low);
        apply(sh, ch, bar.input_high);
        bar.metric_at_low = value(sl, chip ? &cl : nullptr, a);
        bar.metric_at_high = value(sh, chip ? &ch : nullptr, a);
        t.bars.push_back(bar);
    };
    if (s.capex_per_gpu_usd)
        catalogBar("capex", "Capex per GPU", "USD", *s.capex_per_gpu_usd,
                   s.provenanceOf("capex_per_gpu_usd"),
                   [](System& sys, Chip&, double v) { sys.capex_per_gpu_usd = v; });
    if (s.it_power_per_gpu_w)
        catalogBar("power", "All-in IT power per GPU", "W", *s.it_power_per_gpu_w,
                   s.provenanceOf("it_power_per_gpu_w"),
                   [](System& sys, Chip&, double v) { sys.it_power_per_gpu_w = v; });
    else if (chip && chip->tdp_w)
        catalogBar("power", "Chip TDP", "W", *chip->tdp_w, chip->provenanceOf("tdp_w"),
                   [](System&, Chip& c, double v) { c.tdp_w = v; });

    t.bars.erase(std::remove_if(t.bars.begin(), t.bars.end(),
                                [](const TornadoBar& b) {
                                    return !std::isfinite(b.swing()) || std::abs(b.swing()) < 1e-12;
                                }),
                 t.bars.end());
    std::stable_sort(t.bars.begin(), t.bars.end(), [](const TornadoBar& l, const TornadoBar& r) {
        return std::abs(l.swing()) > std::abs(r.swing());
    });
    return t;
}

} // namespace sil
