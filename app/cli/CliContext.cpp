#include "CliContext.h"

#include "core/catalog/availability.h"
#include "core/catalog/closest_ids.h"
#include "core/economics/rental_term.h"
#include "core/serving/hall.h"
#include "database/CatalogPaths.h"
#include "database/SaveFile.h"
#include "database/WorkbookFile.h"

#include <QFileInfo>
#include <string_view>
#include <tuple>
#include <unordered_map>

namespace sil::cli {

namespace {
constexpr const char* kDefaultScenario = "semianalysis-2025";
}

NumberFormat kvFormatOption(const std::string& text, NumberFormat weights) {
    const NumberFormat kv = formatOption(text, defaultKvFormat(weights));
    if (kv == NumberFormat::FP4) throw CliError{2, "--kv: expected bf16 or fp8"};
    return kv;
}

LengthsParseResult readLengthsFile(const std::string& path) {
    QByteArray text;
    QString e;
    if (!db::readTextFile(QString::fromStdString(path), text, &e))
        throw CliError{1, e.toStdString()};
    auto lengths = parseRequestLengths(text.toStdString(), path);
    if (!lengths.ok) throw CliError{1, lengths.error};
    return lengths;
}

nlohmann::json systemStatusJson(const Catalog& c, const std::string& systemId) {
    const System* s = c.system(systemId);
    if (!s || s->availability.status.empty()) return nullptr;
    return s->availability.status;
}

void CliContext::openStore(bool writes) {
    const QString shipped =
        opt.catalog_path.empty() ? db::shippedCatalogPath() : qs(opt.catalog_path);
    if (!store.openShipped(shipped)) throw CliError{1, store.errorString().toStdString()};
    const QString user = opt.db_path.empty() ? db::defaultUserDatabasePath() : qs(opt.db_path);
    if (!store.openUser(user)) {
        if (!opt.db_path.empty() || writes) throw CliError{1, store.errorString().toStdString()};
        err << "warning: " << store.errorString().toStdString()
            << "; using the shipped catalog only\n";
    } else if (!store.lastBackupPath().isEmpty()) {
        err << "note: backed up " << user.toStdString() << " to "
            << store.lastBackupPath().toStdString() << " before migrating\n";
    } else if (store.isOfflineSnapshot()) {
        err << "note: " << store.teamStatus().toStdString() << "\n";
    } else if (!store.warningString().isEmpty()) {
        err << "warning: " << store.warningString().toStdString() << "\n";
    }
    auto c = store.load();
    if (!c) throw CliError{1, store.errorString().toStdString()};
    catalog = std::move(*c);
    inheritChipAvailability(catalog);
    if (opt.shipping_only) {
        std::vector<std::string> hidden;
        catalog = shippingOnly(catalog, &hidden);
        if (!hidden.empty()) {
            err << "note: --shipping-only leaves out " << hidden.size()
                << " systems not known to ship:";
            for (std::size_t i = 0; i < hidden.size(); ++i)
                err << (i ? ", " : " ") << hidden[i];
            err << "\n";
        }
    }
}

QList<db::StoredMeasurement> CliContext::storedMeasurements() {
    auto stored = store.measurements();
    if (!stored) throw CliError{1, store.errorString().toStdString()};
    for (const QString& w : store.measurementWarnings())
        err << "warning: " << w.toStdString() << "\n";
    return std::move(*stored);
}

void CliContext::resolveScenario() {
    scenario = loadScenario(opt.scenario.empty() ? kDefaultScenario : opt.scenario);
    for (const auto& [k, v] : opt.sets)
        if (auto e = setAssumption(scenario.assumptions, k, v); !e.empty())
            throw CliError{2, "--set " + e};
    // The rental term rented figures are priced at (price-history reads --term as its series).
    if (!opt.term.empty()) {
        const auto term = parseTermName(opt.term);
        if (!term)
            throw CliError{2,
                           "--term: expected on-demand, 1-month, 1-year, 3-year or spot, got \"" +
                               opt.term + "\""};
        scenario.assumptions.rental_term = *term;
    }
    if (opt.reference_quotes) scenario.assumptions.reference_quotes = true;
    applyHallOptions();
    overridden_.reset();
    if (scenario.system_overrides.empty() && scenario.chip_overrides.empty()) return;
    auto eff = applyScenarioOverrides(catalog, scenario);
    if (!eff.error.empty()) throw CliError{1, "scenario " + scenario.name + ": " + eff.error};
    overridden_ = std::move(eff.catalog);
}

// --hall-mw, --hall-rack-kw and --hall-cooling over the scenario's hall.
void CliContext::applyHallOptions() {
    Assumptions& a = scenario.assumptions;
    for (const auto& [flag, key, text] :
         {std::tuple{"--hall-mw", "hall_mw", &opt.hall_mw},
          std::tuple{"--hall-rack-kw", "hall_rack_kw", &opt.hall_rack_kw}})
        if (!text->empty())
            if (auto e = setAssumption(a, key, *text); !e.empty())
                throw CliError{2, std::string(flag) + ": " + e};
    if (!opt.hall_cooling.empty()) {
        const auto cooling = parseHallCooling(opt.hall_cooling);
        if (!cooling)
            throw CliError{2, "--hall-cooling: expected air, liquid or any, got \"" +
                                  opt.hall_cooling + "\""};
        a.hall_cooling = static_cast<double>(*cooling);
    }
}

Scenario CliContext::loadScenario(const std::string& name) {
    const QFileInfo file(qs(name));
    if (file.exists() || name.ends_with(".json")) {
        QByteArray text;
        QString e;
        if (!db::readTextFile(qs(name), text, &e)) throw CliError{1, e.toStdString()};
        auto parsed = parseScenarioJson(text.toStdString(), name);
        if (!parsed.ok) throw CliError{1, parsed.error};
        return parsed.scenario;
    }
    auto s = store.scenario(qs(name));
    if (!s) throw CliError{1, store.errorString().toStdString()};
    return *s;
}

void CliContext::writeWorkbookOut(const Workbook& wb) {
    if (opt.out_file.empty())
        throw CliError{2, "--format xlsx writes a workbook: name it with --out FILE.xlsx"};
    QString e;
    if (!db::writeWorkbook(wb, qs(opt.out_file), &e)) throw CliError{1, e.toStdString()};
    err << "wrote " << opt.out_file << "\n";
}

std::vector<const System*> CliContext::selectedSystems(const Catalog& c) const {
    std::vector<const System*> selected;
    if (opt.systems.empty()) {
        for (const auto& s : c.systems)
            selected.push_back(&s);
        return selected;
    }
    // Hashed: a spreadsheet's list can name every one of a thousand systems.
    std::unordered_map<std::string_view, const System*> byId;
    byId.reserve(c.systems.size());
    for (const auto& s : c.systems)
        byId.emplace(s.id, &s);
    for (const auto& id : opt.systems) {
        const auto found = byId.find(id);
        const System* s = found == byId.end() ? nullptr : found->second;
        if (!s && opt.shipping_only)
            throw CliError{1, "system \"" + id +
                                  "\" is left out by --shipping-only (not known to ship); " +
                                  knownSystems(c, id)};
        if (!s) throw CliError{1, "unknown system \"" + id + "\"; " + knownSystems(c, id)};
        selected.push_back(s);
    }
    return selected;
}

const System& CliContext::requireSystem(const Catalog& c, const std::string& id,
                                        const char* option) const {
    if (id.empty()) throw CliError{2, std::string(option) + " ID is required"};
    const System* s = c.system(id);
    if (!s) throw CliError{1, "unknown system \"" + id + "\"; " + knownSystems(c, id)};
    return *s;
}

std::string CliContext::knownSystems(const Catalog& c, const std::string& unknownId) {
    std::vector<std::string> ids;
    ids.reserve(c.systems.size());
    for (const System& s : c.systems)
        ids.push_back(s.id);
    std::string list = "closest known systems: ";
    const std::vector<std::string> closest = closestIds(unknownId, ids);
    for (std::size_t i = 0; i < closest.size(); ++i)
        list += (i ? ", " : "") + closest[i];
    return list + " (" + std::to_string(ids.size()) + " in all: catalog list --kind systems)";
}

CollectiveOp CliContext::requireOp() const {
    auto op = parseCollectiveOp(opt.op);
    if (!op)
        throw CliError{2, "--op: expected all_reduce, all_gather, reduce_scatter, all_to_all "
                          "or broadcast, got \"" +
                              opt.op + "\""};
    return *op;
}

} // namespace sil::cli
