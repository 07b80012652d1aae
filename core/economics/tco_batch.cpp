#include "core/economics/tco_batch.h"

#include "core/economics/tco.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>
#include <thread>
#include <utility>

namespace sil {

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// SplitMix64 (Steele, Lea, Flood 2014): its output function over a counter is a generator that
// passes BigCrush; a stream per (system, input) starts from a mixed key.
std::uint64_t splitMix(std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
constexpr std::uint64_t kGolden = 0x9e3779b97f4a7c15ULL;

// `samples` triangular draws over low-mode-high into out[0..samples).
void drawTriangular(double low, double mode, double high, std::uint64_t stream, std::size_t samples,
                    double* out) {
    if (!(high > low)) {
        std::fill(out, out + samples, mode);
        return;
    }
    const std::uint64_t start = splitMix(stream);
    for (std::size_t s = 0; s < samples; ++s) {
        const double u = double(splitMix(start + kGolden * (s + 1)) >> 11) * 0x1.0p-53;
        out[s] = triangularQuantile(low, mode, high, u);
    }
}

// Runs fn(first, last) over [0, n) in contiguous parts, on up to four threads when there are at
// least `perThread` units of work for each (a thread costs tens of microseconds to start).
std::atomic<unsigned> threadLimit{0}; // TcoBatch::setMaxThreads

template <typename Fn> void inParts(std::size_t n, std::size_t work, std::size_t perThread, Fn fn) {
    const unsigned limit = threadLimit.load();
    const std::size_t cores =
        limit ? limit : std::max(1u, std::min(4u, std::thread::hardware_concurrency()));
    const std::size_t parts = std::max<std::size_t>(1, std::min(cores, work / perThread));
    if (parts <= 1 || n < parts) {
        fn(std::size_t(0), n);
        return;
    }
    std::vector<std::jthread> helpers;
    for (std::size_t k = 1; k < parts; ++k)
        helpers.emplace_back([&fn, n, parts, k] { fn(n * k / parts, n * (k + 1) / parts); });
    fn(std::size_t(0), n / parts);
}
constexpr std::size_t kWorkPerThread = 100000; // samples x systems

std::vector<std::size_t> allOf(const Catalog& catalog) {
    std::vector<std::size_t> all(catalog.systems.size());
    for (std::size_t i = 0; i < all.size(); ++i)
        all[i] = i;
    return all;
}
} // namespace

TcoBatch::TcoBatch(const Catalog& catalog) : TcoBatch(catalog, allOf(catalog)) {}

void TcoBatch::setMaxThreads(unsigned threads) {
    threadLimit.store(threads);
}

TcoBatch::TcoBatch(const Catalog& catalog, const std::vector<std::size_t>& systems) {
    const CatalogIndex index(catalog);
    const std::size_t n = systems.size();
    capex_.resize(n);
    fixedKw_.resize(n);
    tdpW_.resize(n);
    invGpus_.resize(n);
    capexLow_.resize(n);
    capexHigh_.resize(n);
    powerLow_.assign(n, 1.0);
    powerHigh_.assign(n, 1.0);
    for (std::size_t i = 0; i < n; ++i) {
        const System& s = catalog.systems[systems[i]];
        const Chip* chip = index.chipOfSystem(systems[i]);
        capex_[i] = s.capex_per_gpu_usd.value_or(kNaN);
        const Provenance& p = s.provenanceOf("capex_per_gpu_usd");
        capexLow_[i] = p.low.value_or(capex_[i]);
        capexHigh_[i] = p.high.value_or(capex_[i]);
        // The power basis and its range as multipliers, so one draw scales either basis.
        auto powerRange = [&](double central, const Provenance& pp) {
            if (!(central > 0.0)) return;
            powerLow_[i] = std::min(1.0, pp.low.value_or(central) / central);
            powerHigh_[i] = std::max(1.0, pp.high.value_or(central) / central);
        };
        if (s.it_power_per_gpu_w) {
            fixedKw_[i] = *s.it_power_per_gpu_w / 1000.0;
            tdpW_[i] = 0.0;
            powerRange(*s.it_power_per_gpu_w, s.provenanceOf("it_power_per_gpu_w"));
        } else {
            fixedKw_[i] = 0.0;
            tdpW_[i] = chip && chip->tdp_w ? *chip->tdp_w : kNaN;
            if (chip && chip->tdp_w) powerRange(*chip->tdp_w, chip->provenanceOf("tdp_w"));
        }
        invGpus_[i] = s.gpus_per_node && *s.gpus_per_node > 0.0 ? 1.0 / *s.gpus_per_node : kNaN;
    }
}

TcoBatch::Factors TcoBatch::factorsOf(const Assumptions& a) {
    const CapitalFactors k = capitalFactors(a);
    Factors f;
    f.per_capex = k.capital_per_capex_hour + k.maintenance_per_capex_hour;
    f.per_kw = a.pue * a.electricity_usd_per_kwh * a.avg_load_pct / 100.0 +
               a.colocation_usd_per_kw_month / kHoursPerMonth;
    f.tdp_to_kw = a.it_overhead_factor / 1000.0;
    f.per_server = a.support_usd_per_server_month / kHoursPerMonth;
    f.software = a.software_usd_per_gpu_hour;
    f.per_useful = a.utilization_pct > 0.0 ? 100.0 / a.utilization_pct : kNaN;
    return f;
}

void TcoBatch::totals(const Factors& f, double* out) const {
    const std::size_t n = capex_.size();
    const double* capex = capex_.data();
    const double* fixedKw = fixedKw_.data();
    const double* tdp = tdpW_.data();
    const double* invGpus = invGpus_.data();
    // With no support cost, a missing GPUs-per-server figure does not matter (as in computeTco).
    if (f.per_server == 0.0) {
        for (std::size_t i = 0; i < n; ++i)
            out[i] = capex[i] * f.per_capex + (fixedKw[i] + tdp[i] * f.tdp_to_kw) * f.per_kw +
                     f.software;
    } else {
        for (std::size_t i = 0; i < n; ++i)
            out[i] = capex[i] * f.per_capex + (fixedKw[i] + tdp[i] * f.tdp_to_kw) * f.per_kw +
                     f.per_server * invGpus[i] + f.software;
    }
}

void TcoBatch::totals(const Assumptions& a, std::vector<double>& out) const {
    out.resize(size());
    totals(factorsOf(a), out.data());
}

void TcoBatch::drawCatalogRanges(std::size_t samples, std::uint64_t seed) {
    samples_ = samples;
    const std::size_t n = size();
    capexDrawsAt_.assign(n, kNoDraws);
    powerDrawsAt_.assign(n, kNoDraws);
    std::size_t capexRanged = 0, powerRanged = 0;
    for (std::size_t i = 0; i < n; ++i) {
        if (capexHigh_[i] > capexLow_[i]) capexDrawsAt_[i] = samples * capexRanged++;
        if (powerHigh_[i] > powerLow_[i]) powerDrawsAt_[i] = samples * powerRanged++;
    }
    capexDraws_.resize(samples * capexRanged);
    powerDraws_.resize(samples * powerRanged);
    // System-major, as sampleTotals reads them. A system's stream depends on its position
    // only: which other systems have ranges changes none of its draws.
    inParts(n, (capexRanged + powerRanged) * samples, kWorkPerThread,
            [&](std::size_t first, std::size_t last) {
                for (std::size_t i = first; i < last; ++i) {
                    const std::uint64_t key = seed ^ (kGolden * (2 * i + 1));
                    if (capexDrawsAt_[i] != kNoDraws)
                        drawTriangular(capexLow_[i], capex_[i], capexHigh_[i], key, samples,
                                       capexDraws_.data() + capexDrawsAt_[i]);
                    if (powerDrawsAt_[i] != kNoDraws)
                        drawTriangular(powerLow_[i], 1.0, powerHigh_[i],
                                       key ^ 0x5bd1e9955bd1e995ULL, samples,
                                       powerDraws_.data() + powerDrawsAt_[i]);
                }
            });
}

bool TcoBatch::anyCapexRange() const {
    for (std::size_t i = 0; i < size(); ++i)
        if (capexHigh_[i] > capexLow_[i]) return true;
    return false;
}

bool TcoBatch::anyPowerRange() const {
    for (std::size_t i = 0; i < size(); ++i)
        if (powerHigh_[i] > powerLow_[i]) return true;
    return false;
}

void TcoBatch::totalsAtQuantile(const Factors& f, CatalogInput input, double p, double* out) const {
    const std::size_t n = size();
    for (std::size_t i = 0; i < n; ++i) {
        const bool capexMoves = input == CatalogInput::Capex;
        const double capex =
            capexMoves ? triangularQuantile(capexLow_[i], capex_[i], capexHigh_[i], p) : capex_[i];
        const double power =
            capexMoves ? 1.0 : triangularQuantile(powerLow_[i], 1.0, powerHigh_[i], p);
        out[i] = capex * f.per_capex + (fixedKw_[i] + tdpW_[i] * f.tdp_to_kw) * power * f.per_kw +
                 (f.per_server == 0.0 ? 0.0 : f.per_server * invGpus_[i]) + f.software;
    }
}

void TcoBatch::sampleTotals(const std::vector<Factors>& factors, std::vector<double>& out) const {
    const std::size_t n = size();
    const std::size_t samples = std::min(samples_, factors.size());
    out.resize(samples * n);
    // The factors as columns, so the loop over a system's samples vectorises.
    std::vector<double> perCapex(samples), tdpToKw(samples), perKw(samples), perServer(samples),
        software(samples);
    for (std::size_t s = 0; s < samples; ++s) {
        perCapex[s] = factors[s].per_capex;
        tdpToKw[s] = factors[s].tdp_to_kw;
        perKw[s] = factors[s].per_kw;
        perServer[s] = factors[s].per_server;
        software[s] = factors[s].software;
    }
    // System-major: each system's samples are contiguous, as its quantiles read them.
    inParts(n, n * samples, kWorkPerThread, [&](std::size_t first, std::size_t last) {
        for (std::size_t i = first; i < last; ++i) {
            const double kw = fixedKw_[i], tdp = tdpW_[i], invGpus = invGpus_[i];
            double* column = out.data() + i * samples;
            // One loop per case, each simple enough to vectorise: a system without a range
            // has the same capex (and power multiplier 1) in every sample.
            const auto fill = [&](auto capexAt, auto powerAt, auto supportAt) {
                for (std::size_t s = 0; s < samples; ++s)
                    column[s] = capexAt(s) * perCapex[s] +
                                (kw + tdp * tdpToKw[s]) * powerAt(s) * perKw[s] + supportAt(s) +
                                software[s];
            };
            const auto withSupport = [&](auto capexAt, auto powerAt) {
                if (!std::isnan(invGpus))
                    fill(capexAt, powerAt, [&](std::size_t s) { return perServer[s] * invGpus; });
                else // GPUs per server unknown: n/a only where support costs (as computeTco)
                    fill(capexAt, powerAt,
                         [&](std::size_t s) { return perServer[s] == 0.0 ? 0.0 : kNaN; });
            };
            const auto withPower = [&](auto capexAt) {
                if (powerDrawsAt_[i] == kNoDraws) {
                    withSupport(capexAt, [](std::size_t) { return 1.0; });
                } else {
                    const double* power = powerDraws_.data() + powerDrawsAt_[i];
                    withSupport(capexAt, [power](std::size_t s) { return power[s]; });
                }
            };
            if (capexDrawsAt_[i] == kNoDraws) {
                const double capex = capex_[i];
                withPower([capex](std::size_t) { return capex; });
            } else {
                const double* capex = capexDraws_.data() + capexDrawsAt_[i];
                withPower([capex](std::size_t s) { return capex[s]; });
            }
        }
    });
}

namespace {

// Sorts `values` ascending, moving `order` along with them; false (both left partly sorted)
// once more than `budget` element moves were needed: the column was not almost sorted.
bool insertionSortWithin(double* values, std::uint32_t* order, std::size_t n, std::size_t budget) {
    std::size_t moves = 0;
    for (std::size_t i = 1; i < n; ++i) {
        const double v = values[i];
        const std::uint32_t o = order[i];
        std::size_t j = i;
        while (j > 0 && values[j - 1] > v) {
            values[j] = values[j - 1];
            order[j] = order[j - 1];
            --j;
        }
        values[j] = v;
        order[j] = o;
        moves += i - j;
        if (moves > budget) return false;
    }
    return true;
}

} // namespace

std::vector<TcoBatch::Band> TcoBatch::bands(const std::vector<double>& sampleOut,
                                            std::vector<std::uint32_t>* order) const {
    const std::size_t n = size();
    const std::size_t samples = n ? sampleOut.size() / n : 0;
    std::vector<Band> out(n, Band{kNaN, kNaN, kNaN});
    if (samples == 0) return out;
    auto rank = [&](double q) { return static_cast<std::size_t>(q * double(samples - 1) + 0.5); };
    const std::size_t k10 = rank(0.1), k50 = rank(0.5), k90 = rank(0.9);
    if (order && order->size() != n * samples) {
        // A stale or missing order (first call, other sizes) starts as the identity.
        order->resize(n * samples);
        for (std::size_t i = 0; i < n; ++i)
            for (std::size_t s = 0; s < samples; ++s)
                (*order)[i * samples + s] = std::uint32_t(s);
    }
    inParts(n, n * samples, kWorkPerThread, [&](std::size_t first, std::size_t last) {
        std::vector<double> column(samples);
        std::vector<std::pair<double, std::uint32_t>> byValue;
        for (std::size_t i = first; i < last; ++i) {
            const double* values = sampleOut.data() + i * samples;
            if (std::isnan(values[0])) continue;
            if (order) {
                std::uint32_t* o = order->data() + i * samples;
                for (std::size_t s = 0; s < samples; ++s)
                    column[s] = values[o[s]];
                if (!insertionSortWithin(column.data(), o, samples, 8 * samples)) {
                    // Reordered too much for insertion: sort afresh, by value then sample.
                    byValue.resize(samples);
                    for (std::size_t s = 0; s < samples; ++s)
                        byValue[s] = {values[s], std::uint32_t(s)};
                    std::sort(byValue.begin(), byValue.end());
                    for (std::size_t s = 0; s < samples; ++s) {
                        column[s] = byValue[s].first;
                        o[s] = byValue[s].second;
                    }
                }
                out[i] = {column[k10], column[k50], column[k90]};
                continue;
            }
            std::copy_n(values, samples, column.begin());
            const auto b = column.begin();
            if (k10 >= k50 || k50 >= k90) { // a handful of samples: just sort them
                std::sort(column.begin(), column.end());
                out[i] = {column[k10], column[k50], column[k90]};
                continue;
            }
            // Nearest-rank P10, then P90 among the values above it, then P50 between them:
            // each selection works on what the previous one left unsorted.
            const auto r10 = std::ptrdiff_t(k10), r50 = std::ptrdiff_t(k50),
                       r90 = std::ptrdiff_t(k90);
            std::nth_element(b, b + r10, column.end());
            std::nth_element(b + r10 + 1, b + r90, column.end());
            std::nth_element(b + r10 + 1, b + r50, b + r90);
            out[i] = {column[k10], column[k50], column[k90]};
        }
    });
    return out;
}

} // namespace sil
