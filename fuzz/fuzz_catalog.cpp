// libFuzzer: catalog JSON import (every entity, models included) never crashes; an accepted
// file round-trips through export; every imported model and system runs through the workload
// and collective models without crashing or producing a non-finite number.
#include "core/catalog/catalog_io.h"
#include "core/network/collective.h"
#include "core/workload/workload.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>

namespace {

// A small fixed catalog for the imported models and systems to run against.
sil::Catalog referenceCatalog() {
    sil::Catalog c;
    sil::Chip chip;
    chip.id = "ref";
    chip.name = chip.vendor = "ref";
    chip.memory_gb = 141;
    chip.memory_bandwidth_gbps = 4800;
    chip.tdp_w = 700;
    chip.dense_tflops[sil::index(sil::Dtype::BF16)] = 989.5;
    chip.dense_tflops[sil::index(sil::Dtype::FP8)] = 1979;
    c.chips.push_back(chip);
    sil::System s;
    s.id = "ref-8";
    s.name = s.vendor = "ref";
    s.chip_id = "ref";
    s.gpus_per_node = 8;
    s.scaleup_domain_gpus = 8;
    s.scaleup_gbps = 450;
    s.scaleout_gbit = 400;
    s.capex_per_gpu_usd = 40000;
    c.systems.push_back(s);
    return c;
}

void checkFinite(double v) {
    if (!std::isfinite(v)) std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    const auto r = sil::importJson(text, "fuzz.json");
    if (!r.ok) {
        if (r.error.empty()) std::abort();
        return 0;
    }
    const sil::Catalog imported = r.batch.toCatalog();
    const std::string once = sil::exportJson(imported);
    const auto again = sil::importJson(once, "again.json");
    if (!again.ok) std::abort();

    sil::Catalog c = referenceCatalog();
    for (const auto& m : r.batch.models) {
        sil::InferenceQuery q;
        q.batch = 4;
        q.prompt_tokens = 256;
        q.output_tokens = 64;
        const auto inf = sil::estimateInference(c, c.systems[0], m, q, {});
        if (inf.ok) {
            checkFinite(inf.decode.step_ms);
            checkFinite(inf.memory_gb_per_gpu);
        }
        sil::TrainingQuery t;
        t.gpus = 16;
        t.tokens = 1e9;
        t.tp = 2;
        t.pp = 1;
        t.ep = 1;
        const auto tr = sil::estimateTraining(c, c.systems[0], m, t, {});
        if (tr.ok) checkFinite(tr.days);
    }
    for (const auto& s : r.batch.systems)
        for (sil::CollectiveOp op : sil::kAllCollectiveOps) {
            const auto e = sil::estimateCollective(s, op, 16, 1 << 20, sil::Placement::Packed);
            if (e.ok) checkFinite(e.estimate.time_us);
        }
    return 0;
}
