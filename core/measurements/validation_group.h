#pragma once
// What makes one prediction comparable with another for the validation protocol
// (docs/accuracy.md): the engine family (the profile's engine id), the chip family (the chip's
// architecture in the catalog) and the regime the number comes from. The error a model shows
// on one group's held-out runs is the band its other predictions in that group carry.
#include "core/catalog/catalog.h"
#include "core/measurements/measured_point.h"

#include <optional>
#include <string>
#include <string_view>

namespace sil {

enum class Regime {
    StaticOffline,  // a static batch or a saturated all-at-once / MLPerf Offline run
    LatencyServing, // requests arriving under a concurrency or latency bound
    DecodeOnly,     // one decode step's speed
    Prefill,        // prompt processing alone
    Training,       // a training step
    Collective,     // one collective call
};
// "static/offline", "latency-bound serving", "decode-only", "prefill", "training", "collective"
std::string_view regimeKey(Regime regime);
std::optional<Regime> regimeFromKey(std::string_view key);

// The regime a measured point's figure belongs to.
Regime regimeOf(const MeasuredPoint& point);

// The chip family of a system: its chip's architecture, else the chip id (a chip whose
// architecture the catalog leaves empty is its own family), else "".
std::string chipFamilyOf(const Catalog& catalog, const System& system);

struct ValidationGroup {
    std::string engine_family; // engine id: "vllm", "tensorrt-llm", "pytorch-eager-graphs"
    std::string chip_family;   // "hopper", "cdna3"
    Regime regime = Regime::StaticOffline;
    // "tensorrt-llm x hopper x static/offline"
    std::string text() const;
    bool operator<(const ValidationGroup& o) const;
    bool operator==(const ValidationGroup& o) const;
};

} // namespace sil
