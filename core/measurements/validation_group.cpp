#include "core/measurements/validation_group.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <tuple>

namespace sil {

namespace {

constexpr std::array<std::pair<Regime, std::string_view>, 6> kRegimeKeys{{
    {Regime::StaticOffline, "static/offline"},
    {Regime::LatencyServing, "latency-bound serving"},
    {Regime::DecodeOnly, "decode-only"},
    {Regime::Prefill, "prefill"},
    {Regime::Training, "training"},
    {Regime::Collective, "collective"},
}};

bool isOffline(const std::string& scenario) {
    std::string s = scenario;
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s == "offline";
}

} // namespace

std::string_view regimeKey(Regime regime) {
    for (const auto& [r, key] : kRegimeKeys)
        if (r == regime) return key;
    return "static/offline";
}

std::optional<Regime> regimeFromKey(std::string_view key) {
    for (const auto& [r, k] : kRegimeKeys)
        if (k == key) return r;
    return std::nullopt;
}

Regime regimeOf(const MeasuredPoint& p) {
    switch (p.kind) {
    case MeasurementKind::Collective:
        return Regime::Collective;
    case MeasurementKind::Prefill:
        return Regime::Prefill;
    case MeasurementKind::Decode:
        return Regime::DecodeOnly;
    case MeasurementKind::Serving:
        break;
    }
    // The project's calibration runs are static batches; an Offline run without a concurrency
    // bound (MLPerf Offline, a benchmark sending every prompt at once) is saturated.
    if (p.source_format == "calibration") return Regime::StaticOffline;
    if (isOffline(p.scenario) && !p.concurrency) return Regime::StaticOffline;
    return Regime::LatencyServing;
}

std::string chipFamilyOf(const Catalog& catalog, const System& system) {
    const Chip* chip = catalog.chip(system.chip_id);
    if (!chip) return {};
    return chip->architecture.empty() ? chip->id : chip->architecture;
}

std::string ValidationGroup::text() const {
    return (engine_family.empty() ? std::string("no engine") : engine_family) + " x " +
           (chip_family.empty() ? std::string("unknown chip") : chip_family) + " x " +
           std::string(regimeKey(regime));
}

bool ValidationGroup::operator<(const ValidationGroup& o) const {
    return std::tie(engine_family, chip_family, regime) <
           std::tie(o.engine_family, o.chip_family, o.regime);
}

bool ValidationGroup::operator==(const ValidationGroup& o) const {
    return engine_family == o.engine_family && chip_family == o.chip_family && regime == o.regime;
}

} // namespace sil
