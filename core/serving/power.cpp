#include "core/serving/power.h"

#include <algorithm>
#include <cmath>

namespace sil {

PowerModel defaultPowerModel() {
    PowerModel m;
    // idle_W 122.0 of the enforced 700 W limit (meta.idle_context).
    m.idle_fraction = 122.0 / 700.0;
    m.memory_coeff = 0.773;
    m.compute_coeff = 3.11;
    m.source = "fitted on serving_power_h100_cal.json (H100 SXM, Llama-3-8B shape, decode "
               "batch 1-32; idle with a CUDA context 122 W of 700 W)";
    return m;
}

double gpuPowerW(const PowerModel& m, double tdpW, double memoryUtil, double computeUtil) {
    const double busy = std::clamp(m.memory_coeff * std::max(memoryUtil, 0.0) +
                                       m.compute_coeff * std::max(computeUtil, 0.0),
                                   0.0, 1.0);
    return tdpW * (m.idle_fraction + (1.0 - m.idle_fraction) * busy);
}

PowerModel fitPowerModel(const std::vector<PowerSample>& samples, double idleFraction) {
    // Normal equations of y = a x1 + b x2 with y the busy share above idle.
    double s11 = 0, s12 = 0, s22 = 0, s1y = 0, s2y = 0;
    for (const PowerSample& s : samples) {
        if (!(s.tdp_w > 0.0) || s.watts >= 0.97 * s.tdp_w) continue;
        const double y = (s.watts / s.tdp_w - idleFraction) / (1.0 - idleFraction);
        s11 += s.memory_util * s.memory_util;
        s12 += s.memory_util * s.compute_util;
        s22 += s.compute_util * s.compute_util;
        s1y += s.memory_util * y;
        s2y += s.compute_util * y;
    }
    PowerModel m;
    m.idle_fraction = idleFraction;
    const double det = s11 * s22 - s12 * s12;
    if (std::abs(det) < 1e-12) return m;
    m.memory_coeff = (s1y * s22 - s2y * s12) / det;
    m.compute_coeff = (s2y * s11 - s1y * s12) / det;
    m.source = "fitted";
    return m;
}

} // namespace sil
