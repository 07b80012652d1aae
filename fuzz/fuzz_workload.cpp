// libFuzzer: the workload calibration files' parser and fit never crash, and a successful fit
// has finite efficiencies in (0, 1] and non-negative overheads. The input is split at the
// first NUL byte into the dense and the mixture-of-experts file.
#include "core/workload/workload_fit.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    const auto cut = text.find('\0');
    const std::string dense = text.substr(0, cut);
    const std::string moe = cut == std::string::npos ? text : text.substr(cut + 1);
    sil::Chip chip;
    chip.id = "h200";
    chip.memory_bandwidth_gbps = 4800;
    chip.dense_tflops[sil::index(sil::Dtype::BF16)] = 989.5;
    const auto fit = sil::fitWorkload(chip, dense, "dense.json", moe, "moe.json", 4.29);
    if (!fit.ok) {
        if (fit.error.empty()) std::abort();
        return 0;
    }
    const auto& e = fit.efficiencies;
    for (double v : {e.weight_read, e.kv_read, e.expert_read, e.prefill_compute, e.train_compute})
        if (!(v > 0.0 && v <= 1.0)) std::abort();
    if (!(e.layer_overhead_us >= 0.0) || !(e.moe_layer_overhead_us >= 0.0)) std::abort();
    for (const auto& p : fit.points)
        if (!std::isfinite(p.relative_error) && p.measured_ms > 0.0) std::abort();
    return 0;
}
