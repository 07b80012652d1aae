#pragma once
// The TCO of every system as contiguous arrays (docs/tco-model.md, the same formulas as
// computeTco): per-system constants taken from the catalog once, per-scenario factors once per
// edit, then a handful of multiply-adds per system. This is the recompute that must keep up
// with a slider over thousands of systems, and with thousands of uncertainty samples.
#include "core/catalog/catalog.h"
#include "core/economics/assumptions.h"
#include "core/economics/stats.h"

#include <cstdint>
#include <vector>

namespace sil {

class TcoBatch {
public:
    explicit TcoBatch(const Catalog& catalog);
    // Only `systems` (indices into catalog.systems), in that order; no copy of the catalog.
    TcoBatch(const Catalog& catalog, const std::vector<std::size_t>& systems);
    std::size_t size() const { return capex_.size(); }
    // Draws, sample totals and bands of many systems run on up to four threads (parts of at
    // least 100,000 samples each); 1 keeps them on the calling thread, 0 (the default): as many
    // as the machine has, up to four. For benchmarks that report one core.
    static void setMaxThreads(unsigned threads);

    // Everything an edit of the assumptions changes, per owned GPU-hour.
    struct Factors {
        double per_capex = 0.0;  // capital + maintenance per USD of capex
        double per_kw = 0.0;     // power + colocation per kW of all-in IT power
        double tdp_to_kw = 0.0;  // all-in kW per W of chip TDP, where no all-in figure exists
        double per_server = 0.0; // support per server-hour
        double software = 0.0;
        double per_useful = 0.0; // 1 / utilization
    };
    static Factors factorsOf(const Assumptions& a);

    // TCO per owned GPU-hour of every system, in catalog order; NaN where computeTco says n/a.
    void totals(const Factors& f, double* out) const;
    void totals(const Assumptions& a, std::vector<double>& out) const;

    // Uncertainty: `samples` draws of every system's capex and power (all-in IT power, or the
    // chip TDP it is estimated from) within their catalog ranges (triangular over
    // low-central-high; the central value where no range is known), fixed by `seed` so an edit
    // recomputes the same draws instead of redrawing them. Each draw depends only on the seed,
    // the system's position, the sample and the input (a counter-based generator): adding a
    // range to one value leaves every other draw as it was, and systems without a range take
    // no draws at all.
    void drawCatalogRanges(std::size_t samples, std::uint64_t seed);
    bool anyCapexRange() const;
    bool anyPowerRange() const;
    std::size_t samples() const { return samples_; }
    // Per sample s: TCO of every system under factors[s], into out[i * samples + s] (system i's
    // samples contiguous).
    void sampleTotals(const std::vector<Factors>& factors, std::vector<double>& out) const;
    // P10, P50 and P90 of each system over the samples, from sampleTotals' output (nearest
    // rank). `order`, if given, keeps each system's samples in the order of the last call's
    // values: an edit moves every sample a little and reorders few, so the next call sorts an
    // almost sorted column (insertion sort, a few compares per sample) instead of selecting
    // three ranks afresh. Same values either way.
    struct Band {
        double p10, p50, p90;
    };
    std::vector<Band> bands(const std::vector<double>& sampleOut,
                            std::vector<std::uint32_t>* order = nullptr) const;

    // Which catalog range to move, for one-input-at-a-time swings (tornado, spread drivers).
    enum class CatalogInput { Capex, Power };
    // TCO of every system with that input at the p-quantile of its range, the rest central.
    void totalsAtQuantile(const Factors& f, CatalogInput input, double p, double* out) const;

private:
    std::vector<double> capex_;   // NaN: no capex
    std::vector<double> fixedKw_; // all-in IT kW, or 0 when estimated from TDP
    std::vector<double> tdpW_;    // chip TDP where it is the basis, else 0; NaN: no basis at all
    std::vector<double> invGpus_; // 1 / GPUs per server; NaN: unknown
    std::vector<double> capexLow_, capexHigh_;
    std::vector<double> powerLow_, powerHigh_; // multipliers of the power basis: 1 = no range
    std::size_t samples_ = 0;
    // Draws only for the systems with a range (a catalog's systems mostly have none: their
    // value stands for every sample). Per system: its first draw in the arrays, or kNoDraws.
    static constexpr std::size_t kNoDraws = static_cast<std::size_t>(-1);
    std::vector<std::size_t> capexDrawsAt_, powerDrawsAt_;
    std::vector<double> capexDraws_; // ranged systems x samples
    std::vector<double> powerDraws_; // ranged systems x samples, multipliers
};

} // namespace sil
