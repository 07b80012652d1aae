#pragma once
// What every command works with: the parsed options, the output streams, the opened
// catalog store and, for the commands that need one, the resolved scenario.
#include "CliOptions.h"
#include "TableWriter.h"

#include "core/catalog/catalog.h"
#include "core/catalog/figure.h"
#include "core/economics/cluster_limit.h"
#include "core/economics/scenario.h"
#include "core/economics/workbook.h"
#include "core/network/collective.h"
#include "core/serving/hall.h"
#include "core/serving/traffic.h"
#include "core/workload/model_shape.h"
#include "database/CatalogStore.h"

#include <QString>
#include <nlohmann/json.hpp>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace sil::cli {

// Thrown by commands; run() prints the message and returns the code (1 runtime, 2 usage).
struct CliError {
    int code;
    std::string message;
};

inline QString qs(const std::string& s) {
    return QString::fromStdString(s);
}
// A rental quote as every command lists it (the keys a script can rely on); callers add what
// the quote buys there (tokens, a run).
inline nlohmann::json quoteJson(const std::string& id, const std::string& provider, RentalTerm term,
                                const std::string& date, double usdPerGpuHour) {
    return {{"quote", id},
            {"provider", provider},
            {"term", std::string(rentalTermKey(term))},
            {"date", date},
            {"usd_per_gpu_hour", usdPerGpuHour}};
}

// A rented figure's quote against the largest cluster it is offered for (cluster_limit.h):
// max_cluster_gpus (null: the source does not say), rented_exceeds_max_cluster, cluster_note.
inline void putClusterLimit(nlohmann::json& o, const ClusterLimit& l) {
    o["max_cluster_gpus"] =
        l.max_cluster_gpus ? nlohmann::json(*l.max_cluster_gpus) : nlohmann::json();
    o["rented_exceeds_max_cluster"] = l.exceeds;
    o["cluster_note"] = clusterLimitNote(l);
}

// The scenario's hall (core/serving/hall.h) and what a fleet drawing `facilityMw` leaves of
// its MW; null for a limit the hall does not set.
inline nlohmann::json hallJson(const Assumptions& a, double facilityMw) {
    using nlohmann::json;
    return {{"mw", a.hall_mw > 0 ? json(a.hall_mw) : json(nullptr)},
            {"mw_left", a.hall_mw > 0 ? json(a.hall_mw - facilityMw) : json(nullptr)},
            {"rack_kw", a.hall_rack_kw > 0 ? json(a.hall_rack_kw) : json(nullptr)},
            {"cooling", std::string(hallCoolingKey(hallCooling(a)))}};
}

inline nlohmann::json figureJson(const Figure& f) {
    return f.ok() ? nlohmann::json(f.value()) : nlohmann::json(nullptr);
}

// --weights: the format named, else `fallback`.
inline NumberFormat formatOption(const std::string& text, NumberFormat fallback) {
    return text.empty() ? fallback : parseNumberFormat(text).value_or(fallback);
}
// --kv: the format named, else the weights' default; FP4 is refused (no engine caches in it).
NumberFormat kvFormatOption(const std::string& text, NumberFormat weights);
// --lengths FILE: paired prompt and output lengths, or a CliError naming the file and line.
LengthsParseResult readLengthsFile(const std::string& path);

// A ranked system's availability as rankings print it ("announced", "sampling",
// "shipping"); null when no source says. Systems carry their chip's where they have none.
nlohmann::json systemStatusJson(const Catalog& c, const std::string& systemId);

class CliContext {
public:
    CliContext(const CliOptions& options, std::ostream& output, std::ostream& errors)
        : opt(options), out(output), err(errors) {}

    // Opens the shipped catalog and the user database; `writes` makes a missing or broken
    // user database an error instead of a warning.
    void openStore(bool writes = false);
    // The scenario named by --scenario (a saved name or a JSON file) with every --set applied,
    // and the catalog with its overrides.
    void resolveScenario();
    // A saved scenario by name, or a scenario JSON file (no --set applied).
    Scenario loadScenario(const std::string& nameOrFile);
    // The stored measurements; a read error throws, a skipped bad row is a warning on err.
    QList<db::StoredMeasurement> storedMeasurements();

    std::vector<const System*> selectedSystems(const Catalog& c) const;
    const System& requireSystem(const Catalog& c, const std::string& id, const char* option) const;
    CollectiveOp requireOp() const;
    // "closest known systems: a, b, c (N in all: catalog list --kind systems)" for an unknown id.
    static std::string knownSystems(const Catalog& c, const std::string& unknownId);
    // --format xlsx: writes `wb` to --out (required), or throws a CliError saying why not.
    void writeWorkbookOut(const Workbook& wb);

    const CliOptions& opt;
    std::vector<std::string> positional; // the words after the command's own
    std::ostream& out;
    std::ostream& err;
    db::CatalogStore store;
    Catalog catalog; // as stored: shipped + user overlay
    Scenario scenario;
    // The catalog with the scenario's overrides: the stored one itself when the scenario
    // overrides nothing (the usual case), so most commands copy no catalog.
    const Catalog& effective() const { return overridden_ ? *overridden_ : catalog; }
    // The serving engine profile: --engine, else the scenario's ("" = each vendor's default).
    std::string servingEngine() const { return opt.engine.empty() ? scenario.engine : opt.engine; }

private:
    void applyHallOptions();
    std::optional<Catalog> overridden_;
};

} // namespace sil::cli
