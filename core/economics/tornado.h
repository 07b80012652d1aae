#pragma once
// The sensitivity picture for one system: each input moved alone to the low and to the high
// end of its range (the scenario's assumption range, the catalog's low/high), or by a stated
// default swing where no range is known, with the metric at each end. Sorted by swing.
#include "core/catalog/catalog.h"
#include "core/catalog/dtype.h"
#include "core/economics/assumptions.h"
#include "core/economics/uncertainty.h"

#include <string>
#include <vector>

namespace sil {

enum class TornadoMetric { TcoPerOwnedHour, TcoPerUsefulHour, TcoPerPflopHour };
std::string_view tornadoMetricKey(TornadoMetric m); // "tco", "tco-useful", "tco-per-pflop"
std::optional<TornadoMetric> parseTornadoMetric(std::string_view key);

struct TornadoBar {
    std::string key;   // assumption key, "capex" or "power"
    std::string label; // "Electricity price"
    std::string unit;  // of the input
    double input_low = 0.0, input_value = 0.0, input_high = 0.0;
    bool from_range = false; // false: the default swing, no range known
    double metric_at_low = 0.0, metric_at_high = 0.0;
    double swing() const { return metric_at_high - metric_at_low; }
};

struct Tornado {
    std::string system_id;
    std::string metric_label; // "TCO per owned GPU-hour"
    std::string unit;         // "USD/GPU-hour"
    double central = 0.0;
    std::vector<TornadoBar> bars; // largest |swing| first; inputs that move nothing omitted
    double default_swing_pct = 10.0;
    std::string error; // non-empty: no tornado (n/a TCO, no throughput ...)
};

Tornado tcoTornado(const System& s, const Chip* chip, const Assumptions& a,
                   const AssumptionRanges& ranges, TornadoMetric metric, Dtype dtype = Dtype::BF16,
                   double defaultSwingPct = 10.0);

} // namespace sil
