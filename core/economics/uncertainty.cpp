#include "core/economics/uncertainty.h"

#include "core/economics/stats.h"

#include <algorithm>
#include <cmath>
#include <random>

namespace sil {

namespace {

// The nearest-rank median (as quantileOfSorted), by selection: no full sort.
double medianOf(std::vector<double> v) {
    if (v.empty()) return 0.0;
    const auto mid = v.begin() + std::ptrdiff_t(0.5 * double(v.size() - 1) + 0.5);
    std::nth_element(v.begin(), mid, v.end());
    return *mid;
}

// |hi - lo| / 2 / central in %, the median over the systems the input moves.
SpreadDriver driverOf(std::string key, std::string label, const std::vector<double>& lo,
                      const std::vector<double>& hi, const std::vector<double>& central) {
    SpreadDriver d{std::move(key), std::move(label), 0.0, 0, 0};
    std::vector<double> pct;
    for (std::size_t i = 0; i < central.size(); ++i) {
        if (!(central[i] > 0.0) || !std::isfinite(lo[i]) || !std::isfinite(hi[i])) continue;
        ++d.systems;
        const double p = std::abs(hi[i] - lo[i]) / 2.0 / central[i] * 100.0;
        if (p > 1e-9) pct.push_back(p);
    }
    d.systems_moved = pct.size();
    d.half_swing_pct = medianOf(std::move(pct)); // finite by construction
    return d;
}

void sortDrivers(std::vector<SpreadDriver>& d) {
    d.erase(std::remove_if(d.begin(), d.end(),
                           [](const SpreadDriver& x) { return !(x.half_swing_pct > 1e-9); }),
            d.end());
    std::stable_sort(d.begin(), d.end(), [](const SpreadDriver& a, const SpreadDriver& b) {
        return a.half_swing_pct > b.half_swing_pct;
    });
}
} // namespace

std::size_t interactiveSamples(std::size_t systems) {
    if (systems <= 200) return 1000;
    return std::max<std::size_t>(250, 200000 / systems);
}

AssumptionRange effectiveRange(const AssumptionRange& r, double value) {
    return {std::min(r.low, value), std::max(r.high, value)};
}

std::vector<std::size_t> TcoUncertainty::valid(const Catalog& c,
                                               const std::vector<std::size_t>& systems) {
    std::vector<std::size_t> out;
    out.reserve(systems.size());
    for (std::size_t i : systems)
        if (i < c.systems.size()) out.push_back(i);
    return out;
}

TcoUncertainty::TcoUncertainty(const Catalog& catalog, const std::vector<std::size_t>& systems,
                               UncertaintyOptions options)
    : batch_(catalog, valid(catalog, systems)), options_(options) {
    batch_.drawCatalogRanges(options_.samples, options_.seed);
    // Assumption draws from their own stream: one uniform per sample and assumption, whether
    // or not the assumption has a range today.
    std::mt19937_64 rng(options_.seed ^ 0x9e3779b97f4a7c15ULL);
    std::uniform_real_distribution<double> u01(0.0, 1.0);
    uniforms_.resize(options_.samples * assumptionDefs().size());
    for (double& u : uniforms_)
        u = u01(rng);
}

TcoSpread TcoUncertainty::evaluate(const Assumptions& central, const AssumptionRanges& ranges,
                                   bool usefulHours) const {
    TcoSpread out;
    out.samples = options_.samples;
    out.seed = options_.seed;
    const auto& defs = assumptionDefs();
    const std::size_t n = batch_.size();

    // The ranged assumptions, each with the range it is drawn over.
    struct Ranged {
        std::size_t def;
        AssumptionRange range;
    };
    std::vector<Ranged> ranged;
    for (std::size_t d = 0; d < defs.size(); ++d) {
        const auto it = ranges.find(defs[d].key);
        if (it == ranges.end()) continue;
        const AssumptionRange r = effectiveRange(it->second, central.*(defs[d].member));
        if (r.high > r.low) ranged.push_back({d, r});
    }
    out.any_range = !ranged.empty() || batch_.anyCapexRange() || batch_.anyPowerRange();

    std::vector<TcoBatch::Factors> factors(options_.samples);
    std::vector<double> usefulScale(options_.samples); // 1 / utilization per sample
    for (std::size_t s = 0; s < options_.samples; ++s) {
        Assumptions a = central;
        for (const Ranged& r : ranged) {
            const double value = central.*(defs[r.def].member);
            a.*(defs[r.def].member) = triangularQuantile(r.range.low, value, r.range.high,
                                                         uniforms_[s * defs.size() + r.def]);
        }
        factors[s] = TcoBatch::factorsOf(a);
        usefulScale[s] = factors[s].per_useful;
    }
    std::vector<double>& samples = samples_; // 2 MB at 1,000 systems: kept, not reallocated
    batch_.sampleTotals(factors, samples);
    out.owned = batch_.bands(samples, ownedCalls_++ ? &ownedOrder_ : nullptr);
    if (usefulHours) {
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t s = 0; s < options_.samples; ++s)
                samples[i * options_.samples + s] *= usefulScale[s];
        out.useful = batch_.bands(samples, usefulCalls_++ ? &usefulOrder_ : nullptr);
    }

    // Drivers: each input alone from its P10 to its P90, the rest at their values.
    const TcoBatch::Factors f0 = TcoBatch::factorsOf(central);
    std::vector<double> base(n), lo(n), hi(n);
    batch_.totals(f0, base.data());
    std::vector<double> baseUseful = base;
    for (double& v : baseUseful)
        v *= f0.per_useful;
    auto addDriver = [&](const std::string& key, const std::string& label,
                         const TcoBatch::Factors& fl, const TcoBatch::Factors& fh) {
        batch_.totals(fl, lo.data());
        batch_.totals(fh, hi.data());
        out.owned_drivers.push_back(driverOf(key, label, lo, hi, base));
        if (!usefulHours) return;
        for (std::size_t i = 0; i < n; ++i) {
            lo[i] *= fl.per_useful;
            hi[i] *= fh.per_useful;
        }
        out.useful_drivers.push_back(driverOf(key, label, lo, hi, baseUseful));
    };
    for (const Ranged& r : ranged) {
        const AssumptionDef& def = defs[r.def];
        const double value = central.*(def.member);
        Assumptions al = central, ah = central;
        al.*(def.member) = triangularQuantile(r.range.low, value, r.range.high, 0.1);
        ah.*(def.member) = triangularQuantile(r.range.low, value, r.range.high, 0.9);
        addDriver(def.key, def.label, TcoBatch::factorsOf(al), TcoBatch::factorsOf(ah));
    }
    auto addCatalogDriver = [&](TcoBatch::CatalogInput input, const std::string& key,
                                const std::string& label) {
        batch_.totalsAtQuantile(f0, input, 0.1, lo.data());
        batch_.totalsAtQuantile(f0, input, 0.9, hi.data());
        // Catalog inputs scale owned and useful hours alike (utilization is not theirs).
        const SpreadDriver d = driverOf(key, label, lo, hi, base);
        out.owned_drivers.push_back(d);
        if (usefulHours) out.useful_drivers.push_back(d);
    };
    if (batch_.anyCapexRange())
        addCatalogDriver(TcoBatch::CatalogInput::Capex, "capex", "Capex (catalog range)");
    if (batch_.anyPowerRange())
        addCatalogDriver(TcoBatch::CatalogInput::Power, "power", "Power (catalog range)");
    sortDrivers(out.owned_drivers);
    sortDrivers(out.useful_drivers);
    return out;
}

} // namespace sil
