#pragma once
// The TCO model of DESIGN.md: cost per logical GPU-hour, per PFLOP-hour and per watt,
// and rent-vs-buy. Pure functions of catalog values and assumptions.
#include "core/catalog/catalog.h"
#include "core/catalog/figure.h"
#include "core/economics/assumptions.h"
#include "core/economics/cluster_limit.h"

#include <string>
#include <string_view>
#include <vector>

namespace sil {

inline constexpr double kHoursPerMonth = 730.0;
inline constexpr double kHoursPerYear = 8760.0;

// Monthly loan payment: PMT(i, n, P) = P*i / (1 - (1+i)^-n); i = 0 -> P/n.
double monthlyPayment(double principal, double monthlyRate, double months);

struct TcoBreakdown {
    Figure capex_usd; // per logical GPU
    Figure it_kw;     // all-in IT power per GPU
    Figure capital;   // USD per GPU-hour (owned hours)
    Figure power;
    Figure colocation;
    Figure support;
    Figure maintenance;
    Figure software;
    Figure total;
    Figure per_useful_hour;          // total / utilization
    bool it_power_estimated = false; // from TDP x overhead factor
};

struct DtypeResult {
    // Marketed: per owned hour over marketed dense PFLOP/s (the seed table's convention).
    Figure capital_per_pflop_hour;
    Figure tco_per_pflop_hour;
    // Realized: per useful hour over achieved PFLOP/s (x realized efficiency x utilization).
    Figure realized_capital_per_pflop_hour;
    Figure realized_tco_per_pflop_hour;
    Figure tflops_per_watt;          // per watt of chip TDP
    Figure tflops_per_facility_watt; // per all-in facility watt (IT power x PUE)
};

struct RentVsBuy {
    std::string quote_id;
    std::string provider;
    RentalTerm term = RentalTerm::OnDemand;
    double rental_usd_per_gpu_hour = 0.0;
    std::string date;
    bool reference = false; // an analyst's reference rate, not an offer (rental_term.h)
    // The quote's largest cluster against the scenario's fleet size (fleet_gpus).
    ClusterLimit cluster;
    // Utilization above which owning is cheaper than this rental (n/a when never).
    Figure breakeven_utilization_pct;
    Figure rent_per_useful_hour;
    // Rental bill minus owning cost for the fleet, per month (positive: buying saves).
    Figure monthly_savings_buying_usd;
};

struct SystemResult {
    std::string system_id;
    std::string system_name;
    std::string chip_id;
    TcoBreakdown tco;
    PerDtype<DtypeResult> per_dtype;
    std::vector<RentVsBuy> rentals;
    // "own" or the quote id of the cheapest option per useful GPU-hour.
    std::string cheapest_option;
};

// The cheapest of the system's rental quotes with this term (spot counts as on-demand),
// or nullptr when it has none.
const RentVsBuy* cheapestRental(const SystemResult& r, RentalTerm term, bool withReference = false);

// Capital cost is linear in capex: per-hour capital = capex x factor. The factors depend
// only on the assumptions, so they are computed once per recompute, not once per system.
struct CapitalFactors {
    double capital_per_capex_hour;
    double maintenance_per_capex_hour;
};
CapitalFactors capitalFactors(const Assumptions& a);

TcoBreakdown computeTco(const System& s, const Chip* chip, const Assumptions& a);
// The TCO's all-in IT power per GPU (TcoBreakdown::it_kw) alone: the catalog's figure, else the
// chip's TDP x the scenario's IT overhead factor; what a fleet's megawatts are counted in.
Figure itKwPerGpu(const System& s, const Chip* chip, const Assumptions& a);

// What the TCO of one system reads from the catalog, side by side: a recompute of every system
// after an edit reads a few contiguous lines per system instead of its whole record and its
// chip's (after the window has painted, those are cache misses: 43 systems took 20-30 us).
struct TcoInputs {
    std::optional<double> capex_per_gpu_usd;
    std::optional<double> it_power_per_gpu_w;
    std::optional<double> chip_tdp_w;
    std::optional<double> gpus_per_node;
    const std::string* name = nullptr; // for the reasons of n/a figures
    // Why its power or its support cost is n/a, interned once (null: built when needed).
    const std::string* no_power_reason = nullptr;
    const std::string* no_support_reason = nullptr;
};
// `withReasons`: intern the n/a reasons now, for inputs that are recomputed on every edit.
TcoInputs tcoInputsOf(const System& s, const Chip* chip, bool withReasons = false);
// The TCO breakdown of every system in `inputs` (computeTco's numbers and reasons).
void computeTcosInto(const std::vector<TcoInputs>& inputs, const Assumptions& a,
                     std::vector<TcoBreakdown>& out);

// The date a system's capex refers to: "as of YYYY-MM" in its note, else its source's date;
// "" when unknown. Capex from different years is not comparable without saying so.
std::string capexAsOf(const Catalog& c, const System& s);
SystemResult evaluateSystem(const Catalog& c, const System& s, const Assumptions& a);
// Into an existing result, reusing its storage.
void evaluateSystemInto(const CatalogIndex& index, const System& s, const Assumptions& a,
                        SystemResult& out);
std::vector<SystemResult> evaluateAll(const Catalog& c, const Assumptions& a);
// The interactive recompute path: `index` is built once per catalog, `out` is reused.
void evaluateAllInto(const Catalog& c, const CatalogIndex& index, const Assumptions& a,
                     std::vector<SystemResult>& out);
void evaluateAllInto(const Catalog& c, const Assumptions& a, std::vector<SystemResult>& out);
// The same in two steps, for a window that shows one chart at a time: after an edit, the TCO
// breakdown of every system (ids, names and `tco` filled; what a spreadsheet recomputes), and
// later, per system and only when a view reads them, its per-dtype and rent-vs-buy figures.
// evaluateTcoInto then completeResult for every i gives evaluateAllInto's results.
// `idsCurrent`: `out` holds the results of this same catalog (ids and names are not
// compared again: a thousand strings on every edit).
void evaluateTcoInto(const Catalog& c, const CatalogIndex& index, const Assumptions& a,
                     std::vector<SystemResult>& out, bool idsCurrent = false);
void completeResult(const CatalogIndex& index, std::size_t systemIndex, const Assumptions& a,
                    SystemResult& result);

// What a system's cost per GPU-hour rests on. Owned: it has a TCO (capex and power). Rented: no
// TCO, but a rental quote for its chip or for the system itself prices its hours. None: neither.
enum class CostBasisKind { Owned, Rented, None };
std::string_view costBasisKey(CostBasisKind k); // "owned", "rented", "none"

// The rental term a scenario prices rented hours at (on-demand unless it or --term says
// otherwise); core/economics/rental_term.h says which quotes count.
RentalTerm scenarioRentalTerm(const Assumptions& a);

struct CostBasis {
    CostBasisKind kind = CostBasisKind::None;
    // None: why there is no cost; rented: why the system is not owned (its TCO's n/a reason).
    std::string reason;
    // Rented (and owned systems that have quotes): the cheapest offer of the scenario's term
    // (rental_term.h: spot only when asked, analysts' reference rows only when asked); when the
    // system has none of that term, the cheapest of the next longer term that has one
    // (`term_fallback`, `term` the term used).
    std::string quote_id;
    std::string provider;
    double usd_per_gpu_hour_rented = 0.0;
    RentalTerm term = RentalTerm::OnDemand;
    RentalTerm quote_term = RentalTerm::OnDemand;
    std::string quote_date;
    bool quote_reference = false; // an analyst's reference rate (asked for)
    bool term_fallback = false;
    bool has_quote = false;
    // The quote's largest cluster in GPUs where its source says (cluster_limit.h).
    std::optional<double> quote_max_cluster_gpus;
};
// How an owned cost per token counts idle hours: one rule for every answer. Owned USD per
// token = TCO per owned GPU-hour / tokens served per owned GPU-hour. A plan knows its traffic:
// its fleet is sized for it (peak factor, whole replicas, whole racks), serves the traffic's
// tokens, and its idle share is its own, so the scenario's utilization_pct is not applied on
// top (that would count the idle hours twice). Without traffic (buy-rent-api, tco), a GPU
// serves its full-load tokens for utilization_pct of its hours.
inline constexpr const char* kOwnedTokenCostRule =
    "owned USD per token = TCO per owned GPU-hour / tokens served per owned GPU-hour; a plan's "
    "fleet is sized for its traffic, so its idle share is its own and the scenario's "
    "utilization_pct is not applied on top; without traffic (buy-rent-api) a GPU serves its "
    "full-load tokens for utilization_pct of its hours";

// What a rented figure was priced at, in words: "Nebius on-demand quote b200-nebius-od
// (2026-07)", with "an analyst's reference rate" when it is one and the fallback when the
// scenario's term had no quote for the system. Empty when the basis has no quote.
std::string rentedQuoteNote(const CostBasis& b, RentalTerm wanted);
// A rented system's USD per PFLOP-hour at `usdPerGpuHour`: over marketed dense PFLOP/s, or
// (`realized`) over achieved ones (x the chip's measured GEMM efficiency). A renter pays the
// hours used, so no utilization divides it. The same n/a reasons as the owned figures.
Figure rentedPerPflopHour(const Chip* chip, Dtype d, double usdPerGpuHour, bool realized);

// Why the system has no cost basis, as its catalog note states it after "No cost basis:"
// (sourced, buyer-facing), or "".
std::string statedNoCostBasis(const System& s);
// A reason up to its first ';' outside parentheses ("no price: Trainium3 is sold only as
// UltraServers with no published sizes or prices"): a chart's one-line note on a system it does
// not draw; the whole sourced reason stays in the catalog note and in `tco`.
std::string firstClause(const std::string& reason);

// Pure and cheap enough per system for charts: one pass over the catalog's quotes.
CostBasis costBasisOf(const Catalog& c, const System& s, const Assumptions& a);
// The same from an index built once per catalog (every system of a chart).
CostBasis costBasisOf(const CatalogIndex& index, const System& s, const Assumptions& a);

struct Sensitivity {
    std::string key;
    double usd_per_hour_per_unit = 0.0; // d(TCO $/GPU-hour) / d(assumption)
    double elasticity = 0.0;            // % change of TCO per 1 % change of the assumption
};
// Sorted by |elasticity|, largest first. Empty if the TCO itself is n/a.
std::vector<Sensitivity> tcoSensitivity(const System& s, const Chip* chip, const Assumptions& a);

} // namespace sil
