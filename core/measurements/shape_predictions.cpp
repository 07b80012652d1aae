#include "core/measurements/shape_predictions.h"

#include <cstdio>

namespace sil {

namespace {

std::string keyNumber(const std::optional<double>& v) {
    if (!v) return "-";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.17g", *v);
    return buf;
}

std::string keyWhole(const std::optional<int>& v) {
    return v ? std::to_string(*v) : "-";
}

} // namespace

std::string runShapeKey(const std::string& systemId, const MeasuredPoint& p,
                        const PointSetup& setup, const std::string& engineOverride) {
    if (p.kind == MeasurementKind::Collective) return {};
    // What predictShape reads; of the measured quantities only which ones the file gives.
    const char sep = '\x1f';
    std::string k;
    for (const std::string& part :
         {systemId, engineOverride, std::string(measurementKindKey(p.kind)), p.source_format,
          p.engine, setup.engine, setup.model_id, keyWhole(setup.gpus), p.model, p.precision,
          p.scenario, keyWhole(p.gpus), keyWhole(p.tp), keyNumber(p.concurrency),
          keyNumber(p.num_requests), keyNumber(p.prompt_tokens), keyNumber(p.output_tokens),
          keyNumber(p.context_tokens), setup.engine_settings.key()})
        k += part + sep;
    for (const auto* measured : {&p.output_tokens_per_s_per_gpu, &p.output_tokens_per_s,
                                 &p.tokens_per_s_per_user, &p.prefill_tokens_per_s})
        k += measured->has_value() ? '1' : '0';
    return k;
}

PointComparison ShapePredictions::compare(const Catalog& catalog, const System& system,
                                          const MeasuredPoint& point, const PointSetup& setup,
                                          const Assumptions& assumptions,
                                          const std::string& engineOverride) {
    const std::string key = runShapeKey(system.id, point, setup, engineOverride);
    if (key.empty())
        return comparePoint(catalog, system, point, setup, assumptions, engineOverride);
    auto [it, fresh] = byShape_.try_emplace(key);
    if (fresh)
        it->second = predictShape(catalog, system, point, setup, assumptions, engineOverride);
    return compareWithShape(it->second, point, setup);
}

} // namespace sil
