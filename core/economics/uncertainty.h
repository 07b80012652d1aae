#pragma once
// How sure a TCO is (docs/uncertainty.md): every input given as a range — a catalog value's
// low/high (capex, power) and a scenario's assumption ranges — is drawn by Monte Carlo
// (triangular over low-value-high, independent, a fixed seed), and each system's TCO is
// summarised as P10-P50-P90. The draws are fixed when the catalog or selection changes; an edit
// moves the centre of each range and recomputes the same draws, so bands do not flicker.
#include "core/catalog/catalog.h"
#include "core/economics/assumptions.h"
#include "core/economics/tco_batch.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace sil {

using AssumptionRanges = std::map<std::string, AssumptionRange>;

struct UncertaintyOptions {
    std::size_t samples = 1000;
    std::uint64_t seed = 20261123;
};
// Draws for an interactive chart of `systems` systems: 1,000 up to 200 systems, then fewer so
// the bands stay within a frame (never under 250; the caption states the count).
std::size_t interactiveSamples(std::size_t systems);

// One input's share of the spread: half the TCO swing when only this input moves from its
// P10 to its P90, as % of the central TCO — the median over the systems it moves (a catalog
// range moves only the systems that carry one).
struct SpreadDriver {
    std::string key;   // "capex", "power" or an assumption key
    std::string label; // "Capex (catalog range)", "Electricity price"
    double half_swing_pct = 0.0;
    std::size_t systems_moved = 0;
    std::size_t systems = 0; // with a TCO
};

struct TcoSpread {
    // Per system of the subset, in the order given: TCO per owned GPU-hour and per useful
    // GPU-hour (utilization drawn too); NaN bands where the TCO is n/a.
    std::vector<TcoBatch::Band> owned;
    std::vector<TcoBatch::Band> useful;
    std::vector<SpreadDriver> owned_drivers; // largest first; inputs that move nothing omitted
    std::vector<SpreadDriver> useful_drivers;
    std::size_t samples = 0;
    std::uint64_t seed = 0;
    bool any_range = false; // false: nothing is uncertain, every band is a point
};

class TcoUncertainty {
public:
    // `systems`: indices into catalog.systems.
    TcoUncertainty(const Catalog& catalog, const std::vector<std::size_t>& systems,
                   UncertaintyOptions options = {});
    std::size_t size() const { return batch_.size(); }
    // `usefulHours`: also the bands and drivers per useful GPU-hour (half the cost again; only the
    // pages that show them need them). Each call remembers the order of every system's samples, so
    // the next (an edit later) sorts almost sorted columns: not for concurrent calls.
    TcoSpread evaluate(const Assumptions& central, const AssumptionRanges& ranges,
                       bool usefulHours = true) const;

private:
    static std::vector<std::size_t> valid(const Catalog& c,
                                          const std::vector<std::size_t>& systems);
    TcoBatch batch_;
    UncertaintyOptions options_;
    std::vector<double> uniforms_; // samples x assumptions, fixed by the seed
    // See TcoBatch::bands; kept from the second call on (a one-off export, e.g. the CLI,
    // calls once and would only pay for the first full sort).
    mutable std::vector<std::uint32_t> ownedOrder_, usefulOrder_;
    mutable std::size_t ownedCalls_ = 0, usefulCalls_ = 0;
    mutable std::vector<double> samples_; // every system's samples, reused across calls
};

// Where a range's value lies is where the draws peak; a value edited outside its range widens
// the range to include it (the user's value is never outside what is drawn).
AssumptionRange effectiveRange(const AssumptionRange& r, double value);

} // namespace sil
