#include "Cli.h"

#include "CliOptions.h"
#include "TableWriter.h"

#include "core/calibration.h"
#include "core/catalog_io.h"
#include "core/collective.h"
#include "core/sizes.h"
#include "core/tco.h"
#include "database/CatalogPaths.h"
#include "database/CatalogStore.h"
#include "database/SaveFile.h"
#include "siliconomics_version.h"

#include <QFileInfo>
#include <QString>
#include <nlohmann/json.hpp>
#include <sstream>

namespace sil::cli {

using nlohmann::json;

namespace {

ChartExporter& exporterSlot() {
    static ChartExporter exporter;
    return exporter;
}

constexpr const char* kDefaultScenario = "semianalysis-2025";

struct CliError {
    int code;
    std::string message;
};

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

json figureJson(const Figure& f) {
    return f.ok() ? json(f.value()) : json(nullptr);
}

bool commandWrites(const CliOptions& o) {
    return o.command.size() > 1 && o.command[0] == "catalog" &&
           (o.command[1] == "import" || o.command[1] == "set" || o.command[1] == "revert");
}

class Session {
public:
    Session(const CliOptions& o, std::ostream& out, std::ostream& err)
        : o_(o), out_(out), err_(err) {}

    void openStore() {
        const QString shipped =
            o_.catalog_path.empty() ? db::shippedCatalogPath() : qs(o_.catalog_path);
        if (!store_.openShipped(shipped)) throw CliError{1, store_.errorString().toStdString()};
        const QString user = o_.db_path.empty() ? db::defaultUserDatabasePath() : qs(o_.db_path);
        if (!store_.openUser(user)) {
            if (!o_.db_path.empty() || commandWrites(o_))
                throw CliError{1, store_.errorString().toStdString()};
            err_ << "warning: " << store_.errorString().toStdString()
                 << "; using the shipped catalog only\n";
        } else if (!store_.lastBackupPath().isEmpty()) {
            err_ << "note: backed up " << user.toStdString() << " to "
                 << store_.lastBackupPath().toStdString() << " before migrating\n";
        }
        auto c = store_.load();
        if (!c) throw CliError{1, store_.errorString().toStdString()};
        catalog_ = std::move(*c);
    }

    void resolveScenario() {
        const std::string name = o_.scenario.empty() ? kDefaultScenario : o_.scenario;
        const QFileInfo file(qs(name));
        if (file.exists() || name.ends_with(".json")) {
            QByteArray text;
            QString e;
            if (!db::readTextFile(qs(name), text, &e)) throw CliError{1, e.toStdString()};
            auto parsed = parseScenarioJson(text.toStdString(), name);
            if (!parsed.ok) throw CliError{1, parsed.error};
            scenario_ = parsed.scenario;
        } else {
            auto s = store_.scenario(qs(name));
            if (!s) throw CliError{1, store_.errorString().toStdString()};
            scenario_ = *s;
        }
        for (const auto& [k, v] : o_.sets)
            if (auto e = setAssumption(scenario_.assumptions, k, v); !e.empty())
                throw CliError{2, "--set " + e};
        auto eff = applyScenarioOverrides(catalog_, scenario_);
        if (!eff.error.empty()) throw CliError{1, "scenario " + scenario_.name + ": " + eff.error};
        effective_ = std::move(eff.catalog);
    }

    std::vector<const System*> selectedSystems(const Catalog& c) const {
        std::vector<const System*> out;
        if (o_.systems.empty()) {
            for (const auto& s : c.systems)
                out.push_back(&s);
            return out;
        }
        for (const auto& id : o_.systems) {
            const System* s = c.system(id);
            if (!s) throw CliError{1, "unknown system \"" + id + "\"; " + knownSystems(c)};
            out.push_back(s);
        }
        return out;
    }

    const System& requireSystem(const Catalog& c, const std::string& id, const char* option) const {
        if (id.empty()) throw CliError{2, std::string(option) + " ID is required"};
        const System* s = c.system(id);
        if (!s) throw CliError{1, "unknown system \"" + id + "\"; " + knownSystems(c)};
        return *s;
    }

    static std::string knownSystems(const Catalog& c) {
        std::string list = "known systems: ";
        for (std::size_t i = 0; i < c.systems.size(); ++i)
            list += (i ? ", " : "") + c.systems[i].id;
        return list;
    }

    CollectiveOp requireOp() const {
        auto op = parseCollectiveOp(o_.op);
        if (!op)
            throw CliError{2, "--op: expected all_reduce, all_gather, reduce_scatter, "
                              "all_to_all or broadcast, got \"" +
                                  o_.op + "\""};
        return *op;
    }

    int run() {
        const std::string& cmd = o_.command[0];
        if (cmd == "catalog") return catalogCommand();
        if (cmd == "scenario") return scenarioCommand();
        if (cmd == "calibrate") return calibrate();
        openStore();
        if (cmd == "collective") return collective();
        if (cmd == "slowdown") return slowdown();
        resolveScenario();
        if (cmd == "tco") return tco();
        if (cmd == "rent-vs-buy") return rentVsBuy();
        if (cmd == "sensitivity") return sensitivity();
        if (cmd == "export-chart") return exportChart();
        throw CliError{2, "unknown command " + cmd};
    }

private:
    // ---- catalog -------------------------------------------------------------------
    int catalogCommand() {
        if (o_.command.size() < 2)
            throw CliError{2, "catalog needs a subcommand: list, show, import, export, set, "
                              "revert or overrides"};
        const std::string& sub = o_.command[1];
        openStore();
        if (sub == "list") return catalogList();
        if (sub == "show") return catalogShow();
        if (sub == "import") return catalogImport();
        if (sub == "export") return catalogExport();
        if (sub == "set") return catalogSet();
        if (sub == "revert") return catalogRevert();
        if (sub == "overrides") return catalogOverrides();
        throw CliError{2, "unknown catalog subcommand \"" + sub + "\""};
    }

    EntityKind kindOption(EntityKind fallback) const {
        if (o_.kind.empty()) return fallback;
        auto k = parseEntityKind(o_.kind);
        if (!k)
            throw CliError{2, "--kind: expected chips, systems, prices or sources, got \"" +
                                  o_.kind + "\""};
        return *k;
    }

    json sourcesJson(const Provenanced& p) const {
        std::vector<std::string> ids;
        auto add = [&](const std::string& id) {
            if (!id.empty() && std::find(ids.begin(), ids.end(), id) == ids.end())
                ids.push_back(id);
        };
        add(p.row.source_id);
        for (const auto& [f, prov] : p.fields)
            add(prov.source_id);
        json arr = json::array();
        for (const auto& id : ids) {
            const Source* s = catalog_.source(id);
            arr.push_back({{"id", id},
                           {"title", s ? s->title : "(unknown source)"},
                           {"location", s ? s->location : ""}});
        }
        return arr;
    }

    template <typename T> json entityJson(const T& e) const {
        json obj = json::object();
        for (const auto& f : fieldsOf<T>()) {
            const FieldValue v = f.get(e);
            if (auto d = std::get_if<double>(&v))
                obj[f.name] = *d;
            else if (auto s = std::get_if<std::string>(&v))
                obj[f.name] = s->empty() ? json(nullptr) : json(*s);
            else if (auto b = std::get_if<bool>(&v))
                obj[f.name] = *b;
            else
                obj[f.name] = nullptr;
        }
        if constexpr (!std::is_same_v<T, Source>) {
            obj["sources"] = sourcesJson(e);
            json prov = json::object();
            for (const auto& [field, p] : e.fields)
                prov[field] = {{"source_id", p.source_id},
                               {"note", p.note},
                               {"value_kind", std::string(valueKindKey(p.kind))}};
            obj["provenance"] = prov;
        }
        return obj;
    }

    int catalogList() {
        const EntityKind kind = kindOption(EntityKind::System);
        if (o_.format == OutputFormat::Json) {
            json arr = json::array();
            switch (kind) {
            case EntityKind::Chip:
                for (const auto& e : catalog_.chips)
                    arr.push_back(entityJson(e));
                break;
            case EntityKind::System:
                for (const auto& e : catalog_.systems)
                    arr.push_back(entityJson(e));
                break;
            case EntityKind::Quote:
                for (const auto& e : catalog_.quotes)
                    arr.push_back(entityJson(e));
                break;
            case EntityKind::Source:
                for (const auto& e : catalog_.sources)
                    arr.push_back(entityJson(e));
                break;
            }
            out_ << arr.dump(2) << "\n";
            return 0;
        }
        if (o_.format == OutputFormat::Csv) {
            out_ << exportCsv(catalog_, kind);
            return 0;
        }
        Table t;
        auto num = [](const std::optional<double>& v) { return v ? json(*v) : json(nullptr); };
        switch (kind) {
        case EntityKind::Chip:
            t.headers = {"id",       "name",           "vendor",        "TDP (W)",
                         "HBM (GB)", "BF16 (TFLOP/s)", "FP8 (TFLOP/s)", "FP4 (TFLOP/s)",
                         "source"};
            for (const auto& c : catalog_.chips)
                t.rows.push_back({c.id, c.name, c.vendor, num(c.tdp_w), num(c.hbm_gb),
                                  num(c.dense_tflops[index(Dtype::BF16)]),
                                  num(c.dense_tflops[index(Dtype::FP8)]),
                                  num(c.dense_tflops[index(Dtype::FP4)]), c.row.source_id});
            break;
        case EntityKind::System:
            t.headers = {"id",
                         "name",
                         "chip",
                         "scale-up GPUs",
                         "topology",
                         "scale-up (GB/s)",
                         "scale-out (Gbit/s)",
                         "capex/GPU (USD)",
                         "source"};
            for (const auto& s : catalog_.systems) {
                json up =
                    s.scaleup_topology == Topology::FullMesh && s.mesh_links && s.mesh_link_gbps
                        ? json(formatNumber(*s.mesh_links, 2) + " x " +
                               formatNumber(*s.mesh_link_gbps))
                        : num(s.scaleup_gbps);
                t.rows.push_back({s.id, s.name, s.chip_id, num(s.scaleup_domain_gpus),
                                  std::string(topologyKey(s.scaleup_topology)), up,
                                  num(s.scaleout_gbit), num(s.capex_per_gpu_usd), s.row.source_id});
            }
            break;
        case EntityKind::Quote:
            t.headers = {"id", "chip", "provider", "term", "USD/GPU-hour", "date", "source"};
            for (const auto& q : catalog_.quotes)
                t.rows.push_back({q.id, q.chip_id, q.provider, std::string(rentalTermKey(q.term)),
                                  num(q.usd_per_gpu_hour), q.date, q.row.source_id});
            break;
        case EntityKind::Source:
            t.headers = {"id", "title", "publisher", "date", "location"};
            for (const auto& s : catalog_.sources)
                t.rows.push_back({s.id, s.title, s.publisher, s.date, s.location});
            break;
        }
        writeTable(t, o_.format, out_);
        return 0;
    }

    template <typename T> void showFields(const T& e, Table& t) const {
        for (const auto& f : fieldsOf<T>()) {
            if (f.name == kSourceIdColumn || f.name == kSourceNoteColumn ||
                f.name == kValueKindColumn)
                continue;
            const FieldValue v = f.get(e);
            json value = isUnknown(v) ? json(nullptr) : json(formatFieldValue(v));
            if constexpr (std::is_same_v<T, Source>) {
                t.rows.push_back({f.name, value, f.unit, "", "", ""});
            } else {
                const Provenance& p = e.provenanceOf(f.name);
                t.rows.push_back({f.name, value, f.unit, p.source_id,
                                  std::string(valueKindKey(p.kind)), p.note});
            }
        }
    }

    int catalogShow() {
        if (o_.positional.empty()) throw CliError{2, "catalog show needs an ID"};
        const std::string id = o_.positional[0];
        Table t;
        t.headers = {"field", "value", "unit", "source", "kind", "note"};
        json obj;
        if (const Chip* c = catalog_.chip(id)) {
            showFields(*c, t);
            obj = entityJson(*c);
            obj["kind"] = "chip";
        } else if (const System* s = catalog_.system(id)) {
            showFields(*s, t);
            obj = entityJson(*s);
            obj["kind"] = "system";
        } else if (const Source* src = catalog_.source(id)) {
            showFields(*src, t);
            obj = entityJson(*src);
            obj["kind"] = "source";
        } else {
            auto it = std::find_if(catalog_.quotes.begin(), catalog_.quotes.end(),
                                   [&](const RentalQuote& q) { return q.id == id; });
            if (it == catalog_.quotes.end())
                throw CliError{1, "no chip, system, price or source with id \"" + id +
                                      "\"; list them with \"catalog list --kind ...\""};
            showFields(*it, t);
            obj = entityJson(*it);
            obj["kind"] = "price";
        }
        if (o_.format == OutputFormat::Json)
            out_ << obj.dump(2) << "\n";
        else
            writeTable(t, o_.format, out_);
        return 0;
    }

    int catalogImport() {
        ImportResult r;
        QByteArray text;
        QString e;
        if (!o_.csv_file.empty()) {
            if (!db::readTextFile(qs(o_.csv_file), text, &e)) throw CliError{1, e.toStdString()};
            std::optional<EntityKind> kind;
            if (!o_.kind.empty()) kind = kindOption(EntityKind::Chip);
            r = importCsv(text.toStdString(), o_.csv_file, kind);
        } else if (!o_.json_file.empty()) {
            if (!db::readTextFile(qs(o_.json_file), text, &e)) throw CliError{1, e.toStdString()};
            r = importJson(text.toStdString(), o_.json_file);
        } else {
            throw CliError{2, "catalog import needs --csv FILE or --json FILE"};
        }
        if (!r.ok) throw CliError{1, r.error + "\nnothing was imported"};
        if (!store_.importBatch(r.batch)) throw CliError{1, store_.errorString().toStdString()};
        err_ << "imported " << r.batch.chips.size() << " chips, " << r.batch.systems.size()
             << " systems, " << r.batch.quotes.size() << " prices, " << r.batch.sources.size()
             << " sources into " << store_.userPath().toStdString() << "\n";
        return 0;
    }

    int catalogExport() {
        std::string text;
        if (!o_.kind.empty() && o_.format != OutputFormat::Json)
            text = exportCsv(catalog_, kindOption(EntityKind::Chip));
        else
            text = exportJson(catalog_);
        if (o_.out_file.empty()) {
            out_ << text;
            return 0;
        }
        QString e;
        if (!db::SaveFile::write(qs(o_.out_file), QByteArray::fromStdString(text), &e))
            throw CliError{1, e.toStdString()};
        err_ << "wrote " << o_.out_file << "\n";
        return 0;
    }

    int catalogSet() {
        if (o_.positional.size() != 4)
            throw CliError{2, "catalog set needs KIND ID FIELD VALUE, e.g. catalog set systems "
                              "hgx-h200 capex_per_gpu_usd 42000"};
        auto kind = parseEntityKind(o_.positional[0]);
        if (!kind) throw CliError{2, "catalog set: KIND must be chips, systems or prices"};
        if (!store_.setOverride(*kind, qs(o_.positional[1]), qs(o_.positional[2]),
                                qs(o_.positional[3]), qs(o_.note)))
            throw CliError{1, store_.errorString().toStdString()};
        return 0;
    }

    int catalogRevert() {
        if (o_.positional.size() != 3) throw CliError{2, "catalog revert needs KIND ID FIELD"};
        auto kind = parseEntityKind(o_.positional[0]);
        if (!kind) throw CliError{2, "catalog revert: KIND must be chips, systems or prices"};
        if (!store_.revertOverride(*kind, qs(o_.positional[1]), qs(o_.positional[2])))
            throw CliError{1, store_.errorString().toStdString()};
        return 0;
    }

    int catalogOverrides() {
        Table t;
        t.headers = {"entity", "id", "field", "value", "note", "edited_at"};
        for (const auto& ov : store_.overrides())
            t.rows.push_back({std::string(entityKey(ov.entity)), ov.id.toStdString(),
                              ov.field.toStdString(), ov.value.toStdString(), ov.note.toStdString(),
                              ov.editedAt.toStdString()});
        writeTable(t, o_.format, out_);
        return 0;
    }

    // ---- scenarios -----------------------------------------------------------------
    int scenarioCommand() {
        openStore();
        const std::string sub = o_.command.size() > 1 ? o_.command[1] : "list";
        if (sub == "list") {
            Table t;
            t.headers = {"name"};
            for (const auto& n : store_.scenarioNames())
                t.rows.push_back({n.toStdString()});
            writeTable(t, o_.format, out_);
            return 0;
        }
        if (sub == "show") {
            if (o_.positional.empty()) throw CliError{2, "scenario show needs a NAME"};
            auto s = store_.scenario(qs(o_.positional[0]));
            if (!s) throw CliError{1, store_.errorString().toStdString()};
            out_ << scenarioToJson(*s);
            return 0;
        }
        throw CliError{2, "unknown scenario subcommand \"" + sub + "\" (list or show)"};
    }

    // ---- economics -----------------------------------------------------------------
    static json perDtype(const SystemResult& r, Figure DtypeResult::*member) {
        json obj = json::object();
        for (Dtype d : kAllDtypes)
            obj[std::string(dtypeKey(d))] = figureJson(r.per_dtype[index(d)].*member);
        return obj;
    }

    int tco() {
        const auto systems = selectedSystems(effective_);
        const CatalogIndex catalogIndex(effective_); // once, not per system
        std::vector<SystemResult> results(systems.size());
        for (std::size_t i = 0; i < systems.size(); ++i)
            evaluateSystemInto(catalogIndex, *systems[i], scenario_.assumptions, results[i]);
        if (o_.format == OutputFormat::Json) {
            json arr = json::array();
            for (const auto& r : results) {
                json na = json::object();
                auto put = [&](json& obj, const char* key, const Figure& f) {
                    obj[key] = figureJson(f);
                    if (!f.ok()) na[key] = f.reason();
                };
                json o = {{"id", r.system_id},
                          {"name", r.system_name},
                          {"chip_id", r.chip_id},
                          {"scenario", scenario_.name}};
                put(o, "capex_usd", r.tco.capex_usd);
                put(o, "it_kw", r.tco.it_kw);
                o["it_power_estimated"] = r.tco.it_power_estimated;
                put(o, "capital_usd_per_hour", r.tco.capital);
                put(o, "power_usd_per_hour", r.tco.power);
                put(o, "colocation_usd_per_hour", r.tco.colocation);
                put(o, "support_usd_per_hour", r.tco.support);
                put(o, "maintenance_usd_per_hour", r.tco.maintenance);
                put(o, "software_usd_per_hour", r.tco.software);
                put(o, "tco_usd_per_hour", r.tco.total);
                put(o, "tco_usd_per_useful_hour", r.tco.per_useful_hour);
                o["capital_usd_per_pflop_hour"] = perDtype(r, &DtypeResult::capital_per_pflop_hour);
                o["tco_usd_per_pflop_hour"] = perDtype(r, &DtypeResult::tco_per_pflop_hour);
                o["realized_capital_usd_per_pflop_hour"] =
                    perDtype(r, &DtypeResult::realized_capital_per_pflop_hour);
                o["realized_tco_usd_per_pflop_hour"] =
                    perDtype(r, &DtypeResult::realized_tco_per_pflop_hour);
                o["tflops_per_watt"] = perDtype(r, &DtypeResult::tflops_per_watt);
                o["tflops_per_facility_watt"] = perDtype(r, &DtypeResult::tflops_per_facility_watt);
                o["cheapest_option"] = r.cheapest_option;
                o["na_reasons"] = na;
                arr.push_back(o);
            }
            out_ << arr.dump(2) << "\n";
            return 0;
        }
        Table t;
        t.headers = {"id",
                     "capex_usd",
                     "capital_usd_per_hour",
                     "power_usd_per_hour",
                     "colocation_usd_per_hour",
                     "support_usd_per_hour",
                     "maintenance_usd_per_hour",
                     "tco_usd_per_hour",
                     "tco_usd_per_useful_hour",
                     "capital_usd_per_pflop_hour_fp8",
                     "tflops_per_watt_fp8"};
        for (const auto& r : results)
            t.rows.push_back({r.system_id, figureJson(r.tco.capex_usd), figureJson(r.tco.capital),
                              figureJson(r.tco.power), figureJson(r.tco.colocation),
                              figureJson(r.tco.support), figureJson(r.tco.maintenance),
                              figureJson(r.tco.total), figureJson(r.tco.per_useful_hour),
                              figureJson(r.per_dtype[index(Dtype::FP8)].capital_per_pflop_hour),
                              figureJson(r.per_dtype[index(Dtype::FP8)].tflops_per_watt)});
        writeTable(t, o_.format, out_);
        if (o_.format == OutputFormat::Table)
            err_ << "scenario " << scenario_.name << "; USD per GPU-hour unless noted\n";
        return 0;
    }

    int rentVsBuy() {
        Table t;
        t.headers = {"system",
                     "quote",
                     "provider",
                     "term",
                     "date",
                     "rental_usd_per_gpu_hour",
                     "tco_usd_per_hour",
                     "breakeven_utilization_pct",
                     "monthly_savings_buying_usd",
                     "rent_usd_per_useful_hour",
                     "own_usd_per_useful_hour",
                     "cheapest"};
        const CatalogIndex catalogIndex(effective_); // once, not per system
        for (const System* s : selectedSystems(effective_)) {
            SystemResult r;
            evaluateSystemInto(catalogIndex, *s, scenario_.assumptions, r);
            for (const auto& q : r.rentals)
                t.rows.push_back(
                    {r.system_id, q.quote_id, q.provider, std::string(rentalTermKey(q.term)),
                     q.date, q.rental_usd_per_gpu_hour, figureJson(r.tco.total),
                     figureJson(q.breakeven_utilization_pct),
                     figureJson(q.monthly_savings_buying_usd), figureJson(q.rent_per_useful_hour),
                     figureJson(r.tco.per_useful_hour), r.cheapest_option == q.quote_id});
        }
        writeTable(t, o_.format, out_);
        return 0;
    }

    int sensitivity() {
        const System& s = requireSystem(effective_, o_.system, "--system");
        const auto sens = tcoSensitivity(s, effective_.chip(s.chip_id), scenario_.assumptions);
        if (sens.empty()) throw CliError{1, s.id + ": TCO is n/a, so it has no sensitivity"};
        Table t;
        t.headers = {"assumption", "unit", "value", "usd_per_hour_per_unit", "elasticity"};
        for (const auto& x : sens) {
            const AssumptionDef* d = findAssumption(x.key);
            t.rows.push_back({x.key, d->unit, scenario_.assumptions.*(d->member),
                              x.usd_per_hour_per_unit, x.elasticity});
        }
        writeTable(t, o_.format, out_);
        return 0;
    }

    // ---- collectives ---------------------------------------------------------------
    int collective() {
        const System& s = requireSystem(catalog_, o_.system, "--system");
        const CollectiveOp op = requireOp();
        if (o_.ranks == 0) throw CliError{2, "--ranks N is required"};
        const auto range = parseSizeRange(o_.sizes);
        if (!range.ok) throw CliError{2, range.error};
        const auto curve = collectiveCurve(s, op, o_.ranks, range.sizes,
                                           *parsePlacement(o_.placement), {o_.on_paper});
        if (!curve.ok) throw CliError{1, curve.error};
        Table t;
        t.headers = {"bytes", "time_us", "algbw_gbps", "busbw_gbps", "algorithm"};
        for (const auto& p : curve.points)
            t.rows.push_back({static_cast<long long>(p.bytes), p.time_us, p.algbw_gbps,
                              p.busbw_gbps, p.algorithm});
        writeTable(t, o_.format, out_);
        return 0;
    }

    int slowdown() {
        const System& s = requireSystem(catalog_, o_.system, "--system");
        const System& ref = requireSystem(catalog_, o_.reference, "--reference");
        const CollectiveOp op = requireOp();
        const Placement placement = *parsePlacement(o_.placement);
        Table t;
        if (o_.by == "ranks") {
            const auto size = parseByteSize(o_.size.empty() ? "256MiB" : o_.size);
            if (!size) throw CliError{2, "--size: expected a size such as 256MiB"};
            t.headers = {"ranks", "slowdown", "time_us", "reference_time_us"};
            for (int n = 8; n <= 16384; n *= 2) {
                const auto a = estimateCollective(s, op, n, *size, placement, {o_.on_paper});
                const auto b = estimateCollective(ref, op, n, *size, placement, {o_.on_paper});
                if (!a.ok || !b.ok) {
                    t.rows.push_back({n, nullptr, a.ok ? json(a.estimate.time_us) : json(nullptr),
                                      b.ok ? json(b.estimate.time_us) : json(nullptr)});
                    continue;
                }
                t.rows.push_back({n, a.estimate.time_us / b.estimate.time_us, a.estimate.time_us,
                                  b.estimate.time_us});
            }
        } else {
            if (o_.ranks == 0) throw CliError{2, "--ranks N is required"};
            const auto range = parseSizeRange(o_.sizes);
            if (!range.ok) throw CliError{2, range.error};
            const auto sd =
                slowdownCurve(s, ref, op, o_.ranks, range.sizes, placement, {o_.on_paper});
            if (!sd.ok) throw CliError{1, sd.error};
            t.headers = {"bytes", "slowdown", "time_us", "reference_time_us"};
            for (const auto& p : sd.points)
                t.rows.push_back(
                    {static_cast<long long>(p.bytes), p.slowdown, p.time_us, p.reference_time_us});
        }
        writeTable(t, o_.format, out_);
        return 0;
    }

    int calibrate() {
        if (o_.file.empty()) throw CliError{2, "calibrate needs --file MEASUREMENTS.json"};
        openStore();
        const System& s =
            requireSystem(catalog_, o_.system.empty() ? "hgx-h200" : o_.system, "--system");
        QByteArray text;
        QString e;
        if (!db::readTextFile(qs(o_.file), text, &e)) throw CliError{1, e.toStdString()};
        const auto data = parseCalibrationJson(text.toStdString(), o_.file);
        if (!data.ok) throw CliError{1, data.error};
        const auto fit = fitScaleup(s, data.data, s.scaleup_latency_us.value_or(0.0));
        if (!fit.ok) throw CliError{1, fit.error};
        if (o_.format == OutputFormat::Json) {
            json pts = json::array();
            for (const auto& p : fit.points)
                pts.push_back({{"op", std::string(collectiveOpKey(p.row.op))},
                               {"ranks", p.row.ranks},
                               {"bytes", p.row.bytes},
                               {"measured_us", p.row.time_us},
                               {"predicted_us", p.predicted_us},
                               {"relative_error", p.relative_error}});
            out_ << json{{"system", s.id},
                         {"device", data.data.device},
                         {"scaleup_efficiency", fit.scaleup_efficiency},
                         {"launch_overhead_us", fit.launch_overhead_us},
                         {"scaleup_latency_us", fit.scaleup_latency_us},
                         {"median_abs_relative_error", fit.median_abs_error},
                         {"max_abs_relative_error", fit.max_abs_error},
                         {"points", pts}}
                        .dump(2)
                 << "\n";
            return 0;
        }
        Table t;
        t.headers = {"op", "bytes", "measured_us", "predicted_us", "error_pct"};
        for (const auto& p : fit.points)
            t.rows.push_back({std::string(collectiveOpKey(p.row.op)),
                              static_cast<long long>(p.row.bytes), p.row.time_us, p.predicted_us,
                              p.relative_error * 100.0});
        writeTable(t, o_.format, out_);
        err_ << s.id << ": scale-up efficiency " << formatNumber(fit.scaleup_efficiency)
             << ", per-call overhead " << formatNumber(fit.launch_overhead_us)
             << " us (alpha fixed at " << fit.scaleup_latency_us << " us); median |error| "
             << formatNumber(fit.median_abs_error * 100, 3) << " %, max "
             << formatNumber(fit.max_abs_error * 100, 3) << " %\n";
        return 0;
    }

    int exportChart() {
        if (o_.chart.empty()) throw CliError{2, "export-chart needs --chart NAME"};
        if (o_.out_file.empty()) throw CliError{2, "export-chart needs --out FILE.png|svg|pdf"};
        if (!exporterSlot()) throw CliError{1, "this build has no chart support"};
        ChartExportRequest req;
        req.chart = o_.chart;
        req.out_path = o_.out_file;
        req.catalog = effective_;
        req.scenario = scenario_;
        for (const System* s : selectedSystems(effective_))
            req.systems.push_back(s->id);
        if (o_.systems.empty()) req.systems.clear();
        req.op = o_.op;
        req.placement = o_.placement;
        req.reference = o_.reference;
        req.ranks = o_.ranks;
        std::string error;
        if (!exporterSlot()(req, error)) throw CliError{1, error};
        err_ << "wrote " << o_.out_file << "\n";
        return 0;
    }

    const CliOptions& o_;
    std::ostream& out_;
    std::ostream& err_;
    db::CatalogStore store_;
    Catalog catalog_;
    Catalog effective_;
    Scenario scenario_;
};

} // namespace

void setChartExporter(ChartExporter exporter) {
    exporterSlot() = std::move(exporter);
}

int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    const ParseResult parsed = parseArguments(args);
    if (!parsed.ok) {
        err << "siliconomics-cli: " << parsed.error << "\n";
        return 2;
    }
    const CliOptions& o = parsed.options;
    if (o.help) {
        out << usageText();
        return 0;
    }
    if (o.version) {
        out << "siliconomics-cli " << SILICONOMICS_VERSION << "\n";
        return 0;
    }
    try {
        Session session(o, out, err);
        return session.run();
    } catch (const CliError& e) {
        err << "siliconomics-cli: " << e.message << "\n";
        return e.code;
    }
}

} // namespace sil::cli
