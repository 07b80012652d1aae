// catalog list|search|show|import|export|set|revert|overrides: browse and edit the catalog.
#include "app/cli/CliContext.h"

#include "core/catalog/availability.h"
#include "core/catalog/catalog_io.h"
#include "core/catalog/catalog_query.h"
#include "core/catalog/chip_sheet.h"
#include "core/catalog/citations.h"
#include "core/catalog/evidence_csv.h"
#include "core/catalog/fields.h"
#include "database/CatalogVersion.h"
#include "database/SaveFile.h"
#include "siliconomics_version.h"

#include <algorithm>

namespace sil::cli {

using nlohmann::json;

namespace {
EntityKind kindOption(const CliContext& c, EntityKind fallback) {
    if (c.opt.kind.empty()) return fallback;
    auto k = parseEntityKind(c.opt.kind);
    if (!k)
        throw CliError{2, "--kind: expected chips, systems, prices, sources, models, api_prices or "
                          "engines, "
                          "got \"" +
                              c.opt.kind + "\""};
    return *k;
}

json sourcesJson(const CliContext& c, const Provenanced& p) {
    std::vector<std::string> ids;
    auto add = [&](const std::string& id) {
        if (!id.empty() && std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
    };
    add(p.row.source_id);
    for (const auto& [f, prov] : p.fields)
        add(prov.source_id);
    json arr = json::array();
    for (const auto& id : ids) {
        const Source* s = c.catalog.source(id);
        arr.push_back({{"id", id},
                       {"title", s ? s->title : "(unknown source)"},
                       {"publisher", s ? s->publisher : ""},
                       {"date", s ? s->date : ""},
                       {"url", s && isUrl(s->location) ? json(s->location) : json(nullptr)},
                       {"accessed", s ? s->accessed_date : ""},
                       {"quote", s ? s->quote : ""},
                       {"reference", s ? sourceReference(*s) : "(not in the source list)"}});
    }
    return arr;
}

template <typename T> json entityJson(const CliContext& c, const T& e) {
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
        obj["sources"] = sourcesJson(c, e);
        json prov = json::object();
        for (const auto& [field, p] : e.fields) {
            prov[field] = {{"source_id", p.source_id},
                           {"note", p.note},
                           {"value_kind", std::string(valueKindKey(p.kind))}};
            if (p.low) prov[field]["low"] = *p.low;
            if (p.high) prov[field]["high"] = *p.high;
        }
        obj["provenance"] = prov;
    }
    return obj;
}

// --where and --sort, checked against the kind's fields; the catalog unchanged without them.
Catalog queried(const CliContext& c, EntityKind kind) {
    std::vector<FieldCondition> where;
    for (const auto& text : c.opt.where) {
        const ConditionParse p = parseCondition(text);
        if (!p.ok) throw CliError{2, p.error};
        where.push_back(p.condition);
    }
    if (auto err = checkListQuery(kind, where, c.opt.sort); !err.empty()) throw CliError{2, err};
    Catalog out = c.catalog;
    applyListQuery(out, kind, where, c.opt.sort);
    return out;
}

// --columns: the fields named, each header with its unit.
template <typename T>
Table columnsTable(const std::vector<T>& list, const std::vector<std::string>& names) {
    Table t;
    std::vector<const FieldDef<T>*> defs;
    for (const auto& name : names) {
        const FieldDef<T>* def = findField<T>(name);
        if (!def) throw CliError{2, "--columns: no field \"" + name + "\""};
        defs.push_back(def);
        t.headers.push_back(def->unit.empty() ? name : name + " (" + def->unit + ")");
    }
    for (const auto& e : list) {
        std::vector<json> row;
        for (const auto* def : defs) {
            const FieldValue v = def->get(e);
            if (isUnknown(v))
                row.push_back(nullptr);
            else if (auto d = std::get_if<double>(&v))
                row.push_back(*d);
            else
                row.push_back(formatFieldValue(v));
        }
        t.rows.push_back(std::move(row));
    }
    return t;
}

template <typename F> Table columnsTableOf(const Catalog& cat, EntityKind kind, F&& names) {
    switch (kind) {
    case EntityKind::Chip:
        return columnsTable(cat.chips, names);
    case EntityKind::System:
        return columnsTable(cat.systems, names);
    case EntityKind::Quote:
        return columnsTable(cat.quotes, names);
    case EntityKind::Source:
        return columnsTable(cat.sources, names);
    case EntityKind::Model:
        return columnsTable(cat.models, names);
    case EntityKind::ApiPrice:
        return columnsTable(cat.api_prices, names);
    case EntityKind::Engine:
        return columnsTable(cat.engines, names);
    }
    return {};
}

// "no chip ... with id X; did you mean: a, b?"
std::string notFound(const Catalog& cat, const std::string& id) {
    std::string msg =
        "no chip, system, price, model, API price, engine or source with id \"" + id + "\"";
    const auto near = closestIds(cat, id);
    if (!near.empty()) {
        msg += "; did you mean: ";
        for (std::size_t i = 0; i < near.size(); ++i)
            msg += (i ? ", " : "") + near[i];
        msg += "?";
    } else {
        msg +=
            "; find it with \"catalog search TEXT\" or list them with \"catalog list --kind ...\"";
    }
    return msg;
}

// Catalog values as the sources state them (0.23 GB, not 0.2300).
json statedNumber(const std::optional<double>& v) {
    return v ? json(plainDecimal(*v)) : json(nullptr);
}

// The listed chips, one row each.
Table chipsTable(const Catalog& listed) {
    Table t;
    t.headers = {"id",
                 "name",
                 "vendor",
                 "memory",
                 "memory (GB)",
                 "memory (GB/s)",
                 "TDP (W)",
                 "BF16 (TFLOP/s)",
                 "FP8 (TFLOP/s)",
                 "FP4 (TFLOP/s)",
                 "process",
                 "status",
                 "available",
                 "source"};
    for (const auto& chip : listed.chips)
        t.rows.push_back({chip.id, chip.name, chip.vendor, chip.memory_type,
                          statedNumber(chip.memory_gb), statedNumber(chip.memory_bandwidth_gbps),
                          statedNumber(chip.tdp_w),
                          statedNumber(chip.dense_tflops[index(Dtype::BF16)]),
                          statedNumber(chip.dense_tflops[index(Dtype::FP8)]),
                          statedNumber(chip.dense_tflops[index(Dtype::FP4)]), chip.process,
                          chip.availability.status, formatDatedEvent(chip.availability.available),
                          chip.row.source_id});
    return t;
}

// The listed systems, one row each.
Table systemsTable(const Catalog& listed) {
    Table t;
    t.headers = {"id",
                 "name",
                 "chip",
                 "scale-up GPUs",
                 "topology",
                 "scale-up (GB/s)",
                 "scale-out (Gbit/s)",
                 "capex/GPU (USD)",
                 "status",
                 "available",
                 "source"};
    for (const auto& s : listed.systems) {
        json up =
            s.scaleup_topology == Topology::FullMesh && s.mesh_links && s.mesh_link_gbps
                ? json(formatNumber(*s.mesh_links, 2) + " x " + formatNumber(*s.mesh_link_gbps))
                : statedNumber(s.scaleup_gbps);
        t.rows.push_back({s.id, s.name, s.chip_id, statedNumber(s.scaleup_domain_gpus),
                          std::string(topologyKey(s.scaleup_topology)), up,
                          statedNumber(s.scaleout_gbit), statedNumber(s.capex_per_gpu_usd),
                          s.availability.status, formatDatedEvent(s.availability.available),
                          s.row.source_id});
    }
    return t;
}

// The listed rental quotes, one row each.
Table quotesTable(const Catalog& listed) {
    Table t;
    t.headers = {"id", "chip", "provider", "term", "USD/GPU-hour", "date", "source"};
    for (const auto& q : listed.quotes)
        t.rows.push_back({q.id, q.chip_id, q.provider, std::string(rentalTermKey(q.term)),
                          statedNumber(q.usd_per_gpu_hour), q.date, q.row.source_id});
    return t;
}

// The listed sources, one row each.
Table sourcesTable(const Catalog& listed) {
    Table t;
    t.headers = {"id", "title", "publisher", "date", "location"};
    for (const auto& s : listed.sources)
        t.rows.push_back({s.id, s.title, s.publisher, s.date, s.location});
    return t;
}

// The listed models, one row each.
Table modelsTable(const Catalog& listed) {
    Table t;
    t.headers = {"id",     "name",     "params (B)", "active (B)", "layers",
                 "hidden", "KV heads", "experts",    "attention",  "source"};
    for (const auto& m : listed.models)
        t.rows.push_back({m.id, m.name, statedNumber(m.params_total_b),
                          statedNumber(m.params_active_b), statedNumber(m.layers),
                          statedNumber(m.hidden_size), statedNumber(m.kv_heads),
                          statedNumber(m.experts_total),
                          std::string(attentionKindKey(m.attention_kind)), m.row.source_id});
    return t;
}

// The listed API prices, one row each.
Table apiPricesTable(const Catalog& listed) {
    Table t;
    t.headers = {"id",
                 "provider",
                 "model",
                 "input (USD/M tokens)",
                 "output (USD/M tokens)",
                 "cached input (USD/M tokens)",
                 "date",
                 "source"};
    for (const auto& p : listed.api_prices)
        t.rows.push_back(
            {p.id, p.provider, p.model_id, statedNumber(p.usd_per_million_input_tokens),
             statedNumber(p.usd_per_million_output_tokens),
             statedNumber(p.usd_per_million_cached_input_tokens), p.date, p.row.source_id});
    return t;
}

// The listed engine profiles, one row each.
Table enginesTable(const Catalog& listed) {
    Table t;
    t.headers = {"id",
                 "engine",
                 "name",
                 "version",
                 "chip family",
                 "fitted on",
                 "default for",
                 "weight formats",
                 "memory share",
                 "KV page (tokens)",
                 "layer overhead (us)",
                 "source"};
    for (const auto& e : listed.engines)
        t.rows.push_back({e.id, e.engine_id, e.name, e.version,
                          e.chip_family.empty() ? std::string("any") : e.chip_family, e.system_id,
                          e.default_for_vendors, e.weight_formats,
                          statedNumber(e.gpu_memory_utilization), statedNumber(e.kv_block_tokens),
                          statedNumber(e.layer_overhead_us), e.row.source_id});
    return t;
}

Table listedTable(const Catalog& listed, EntityKind kind) {
    switch (kind) {
    case EntityKind::Chip:
        return chipsTable(listed);
    case EntityKind::System:
        return systemsTable(listed);
    case EntityKind::Quote:
        return quotesTable(listed);
    case EntityKind::Source:
        return sourcesTable(listed);
    case EntityKind::Model:
        return modelsTable(listed);
    case EntityKind::ApiPrice:
        return apiPricesTable(listed);
    case EntityKind::Engine:
        return enginesTable(listed);
    }
    return {};
}

template <typename T> json entitiesJson(const CliContext& c, const std::vector<T>& list) {
    json arr = json::array();
    for (const auto& e : list)
        arr.push_back(entityJson(c, e));
    return arr;
}

json listedJson(const CliContext& c, const Catalog& listed, EntityKind kind) {
    switch (kind) {
    case EntityKind::Chip:
        return entitiesJson(c, listed.chips);
    case EntityKind::System:
        return entitiesJson(c, listed.systems);
    case EntityKind::Quote:
        return entitiesJson(c, listed.quotes);
    case EntityKind::Source:
        return entitiesJson(c, listed.sources);
    case EntityKind::Model:
        return entitiesJson(c, listed.models);
    case EntityKind::ApiPrice:
        return entitiesJson(c, listed.api_prices);
    case EntityKind::Engine:
        return entitiesJson(c, listed.engines);
    }
    return json::array();
}

} // namespace

int runCatalogList(CliContext& c) {
    const EntityKind kind = kindOption(c, EntityKind::System);
    const Catalog listed = queried(c, kind);
    if (!c.opt.columns.empty() && c.opt.format != OutputFormat::Json) {
        writeTable(columnsTableOf(listed, kind, c.opt.columns), c.opt.format, c.out);
        return 0;
    }
    if (c.opt.format == OutputFormat::Json) {
        c.out << listedJson(c, listed, kind).dump(2) << "\n";
        return 0;
    }
    if (c.opt.format == OutputFormat::Csv) {
        c.out << exportCsv(listed, kind);
        return 0;
    }
    writeTable(listedTable(listed, kind), c.opt.format, c.out);
    return 0;
}

template <typename T> void showFields(const T& e, Table& t) {
    for (const auto& f : fieldsOf<T>()) {
        if (f.name == kSourceIdColumn || f.name == kSourceNoteColumn || f.name == kValueKindColumn)
            continue;
        const FieldValue v = f.get(e);
        json value = isUnknown(v) ? json(nullptr) : json(formatFieldValue(v));
        if constexpr (std::is_same_v<T, Source>) {
            t.rows.push_back({f.name, value, f.unit, "", "", "", ""});
        } else if (isUnknown(v)) {
            // No value, so nothing to cite: a source beside an empty field reads as a claim.
            t.rows.push_back({f.name, value, f.unit, "", "", "", ""});
        } else {
            const Provenance& p = e.provenanceOf(f.name);
            std::string range;
            if (p.low || p.high)
                range = (p.low ? formatNumber(*p.low) : "?") + " to " +
                        (p.high ? formatNumber(*p.high) : "?");
            t.rows.push_back({f.name, value, f.unit, range, p.source_id,
                              std::string(valueKindKey(p.kind)), p.note});
        }
    }
}

int runCatalogShow(CliContext& c) {
    if (c.positional.empty()) throw CliError{2, "catalog show needs an ID"};
    std::string id = c.positional[0];
    if (!c.catalog.chip(id) && !c.catalog.system(id) && !c.catalog.source(id) &&
        !c.catalog.model(id) && !c.catalog.apiPrice(id) && !c.catalog.engine(id)) {
        // Ids are lower case; "MI355X" means mi355x when nothing else could be meant.
        if (const std::string same = idIgnoringCase(c.catalog, id); !same.empty()) id = same;
    }
    Table t;
    t.headers = {"field", "value", "unit", "range", "source", "kind", "note"};
    json obj;
    if (const Chip* chip = c.catalog.chip(id)) {
        showFields(*chip, t);
        obj = entityJson(c, *chip);
        obj["kind"] = "chip";
        obj["used_by"] = json::array();
        for (const System* s : systemsUsingChip(c.catalog, chip->id))
            obj["used_by"].push_back(s->id);
    } else if (const System* s = c.catalog.system(id)) {
        showFields(*s, t);
        obj = entityJson(c, *s);
        obj["kind"] = "system";
    } else if (const Source* src = c.catalog.source(id)) {
        showFields(*src, t);
        obj = entityJson(c, *src);
        obj["kind"] = "source";
    } else if (const LlmModel* m = c.catalog.model(id)) {
        showFields(*m, t);
        obj = entityJson(c, *m);
        obj["kind"] = "model";
    } else if (const ApiPrice* p = c.catalog.apiPrice(id)) {
        showFields(*p, t);
        obj = entityJson(c, *p);
        obj["kind"] = "api_price";
    } else if (const EngineProfile* e = c.catalog.engine(id)) {
        showFields(*e, t);
        obj = entityJson(c, *e);
        obj["kind"] = "engine";
    } else {
        auto it = std::find_if(c.catalog.quotes.begin(), c.catalog.quotes.end(),
                               [&](const RentalQuote& q) { return q.id == id; });
        if (it == c.catalog.quotes.end()) throw CliError{1, notFound(c.catalog, id)};
        showFields(*it, t);
        obj = entityJson(c, *it);
        obj["kind"] = "price";
    }
    if (c.opt.format == OutputFormat::Json) {
        c.out << obj.dump(2) << "\n";
        return 0;
    }
    writeTable(t, c.opt.format, c.out);
    if (c.opt.format == OutputFormat::Table && obj.contains("used_by")) {
        c.out << "\nused by:";
        for (const auto& user : obj["used_by"])
            c.out << " " << user.get<std::string>();
        c.out << (obj["used_by"].empty() ? " no system in the catalog\n" : "\n");
    }
    if (c.opt.format == OutputFormat::Table && obj.contains("sources") && !obj["sources"].empty()) {
        c.out << "\nsources:\n";
        for (const auto& src : obj["sources"]) {
            c.out << "  " << src["id"].get<std::string>() << ": "
                  << src["reference"].get<std::string>() << "\n";
            // The source's own words for what it is cited for.
            if (const std::string quote = src["quote"].get<std::string>(); !quote.empty())
                c.out << "      \"" << quote << "\"\n";
        }
    }
    return 0;
}

int runCatalogSearch(CliContext& c) {
    if (c.positional.empty()) throw CliError{2, "catalog search needs TEXT"};
    std::string text;
    for (const auto& w : c.positional)
        text += (text.empty() ? "" : " ") + w;
    const auto hits = searchCatalog(c.catalog, text);
    if (hits.empty()) {
        std::string msg = "nothing in the catalog mentions \"" + text + "\"";
        const auto near = closestIds(c.catalog, text);
        if (!near.empty()) {
            msg += "; closest ids: ";
            for (std::size_t i = 0; i < near.size(); ++i)
                msg += (i ? ", " : "") + near[i];
        }
        throw CliError{1, msg};
    }
    Table t;
    t.headers = {"kind", "id", "name", "found in", "text"};
    for (const auto& h : hits)
        t.rows.push_back({h.kind, h.id, h.name, h.field, h.excerpt});
    writeTable(t, c.opt.format, c.out);
    return 0;
}

int runCatalogImport(CliContext& c) {
    ImportResult r;
    QByteArray text;
    QString e;
    if (!c.opt.csv_file.empty()) {
        if (!db::readTextFile(qs(c.opt.csv_file), text, &e)) throw CliError{1, e.toStdString()};
        std::optional<EntityKind> kind;
        if (!c.opt.kind.empty()) kind = kindOption(c, EntityKind::Chip);
        DecimalSeparator decimal = DecimalSeparator::Auto;
        if (c.opt.decimal == ".") decimal = DecimalSeparator::Point;
        if (c.opt.decimal == ",") decimal = DecimalSeparator::Comma;
        r = importCsv(text.toStdString(), c.opt.csv_file, kind, decimal);
    } else if (!c.opt.json_file.empty()) {
        if (!db::readTextFile(qs(c.opt.json_file), text, &e)) throw CliError{1, e.toStdString()};
        r = importJson(text.toStdString(), c.opt.json_file);
    } else {
        throw CliError{2, "catalog import needs --csv FILE or --json FILE"};
    }
    if (!r.ok) throw CliError{1, r.error + "\nnothing was imported"};
    if (!c.store.importBatch(r.batch)) throw CliError{1, c.store.errorString().toStdString()};
    c.err << "imported " << r.batch.chips.size() << " chips, " << r.batch.systems.size()
          << " systems, " << r.batch.quotes.size() << " prices, " << r.batch.models.size()
          << " models, " << r.batch.api_prices.size() << " API prices, " << r.batch.engines.size()
          << " engine profiles, " << r.batch.sources.size() << " sources into "
          << c.store.userPath().toStdString() << "\n";
    return 0;
}

int runCatalogExport(CliContext& c) {
    // As stored: a system exports its own status and dates, not the ones its chip lends it
    // (an export read back must not freeze the chip's into the system).
    const auto stored = c.store.load();
    if (!stored) throw CliError{1, c.store.errorString().toStdString()};
    std::string text;
    if (!c.opt.kind.empty() && c.opt.format != OutputFormat::Json) {
        // Every value with its kind, range and source; sources are plain rows.
        const EntityKind kind = kindOption(c, EntityKind::Chip);
        if (kind == EntityKind::Source)
            text = exportCsv(*stored, kind);
        else
            text = c.opt.long_table ? exportEvidenceCsvLong(*stored, kind)
                                    : exportEvidenceCsv(*stored, kind);
        if (c.opt.excel) text = kUtf8Bom + text;
    } else {
        if (c.opt.long_table || c.opt.excel)
            throw CliError{2, "--long and --excel are for a CSV of one kind: add --kind KIND"};
        text = exportJson(*stored);
    }
    if (c.opt.out_file.empty()) {
        c.out << text;
        return 0;
    }
    QString e;
    if (!db::SaveFile::write(qs(c.opt.out_file), QByteArray::fromStdString(text), &e))
        throw CliError{1, e.toStdString()};
    c.err << "wrote " << c.opt.out_file << "\n";
    return 0;
}

int runCatalogSet(CliContext& c) {
    if (c.positional.size() != 4)
        throw CliError{2, "catalog set needs KIND ID FIELD VALUE, e.g. catalog set systems "
                          "hgx-h200 capex_per_gpu_usd 42000"};
    auto kind = parseEntityKind(c.positional[0]);
    if (!kind) throw CliError{2, "catalog set: KIND must be chips, systems or prices"};
    if (!c.store.setOverride(*kind, qs(c.positional[1]), qs(c.positional[2]), qs(c.positional[3]),
                             qs(c.opt.note)))
        throw CliError{1, c.store.errorString().toStdString()};
    return 0;
}

namespace {

// The field's name ("hbm_gb" is memory_gb now) and the value it reads in `c`: its text,
// "unknown" when unset or the row is gone.
template <typename T>
std::pair<std::string, std::string> fieldNow(const std::vector<T>& rows, const std::string& id,
                                             const std::string& field) {
    const FieldDef<T>* def = findField<T>(field);
    if (!def) return {field, "unknown"};
    for (const auto& e : rows)
        if (e.id == id) {
            const FieldValue v = def->get(e);
            return {def->name, isUnknown(v) ? "unknown" : formatFieldValue(v)};
        }
    return {def->name, "unknown"};
}

std::pair<std::string, std::string> fieldNow(const Catalog& c, EntityKind kind,
                                             const std::string& id, const std::string& field) {
    switch (kind) {
    case EntityKind::Chip:
        return fieldNow(c.chips, id, field);
    case EntityKind::System:
        return fieldNow(c.systems, id, field);
    case EntityKind::Quote:
        return fieldNow(c.quotes, id, field);
    case EntityKind::Model:
        return fieldNow(c.models, id, field);
    case EntityKind::ApiPrice:
        return fieldNow(c.api_prices, id, field);
    case EntityKind::Engine:
        return fieldNow(c.engines, id, field);
    case EntityKind::Source:
        break;
    }
    return {field, "unknown"};
}

} // namespace

// Says what it did: "reverted chips h200 tdp_w: 650 (your edit) -> 700 (the catalog's)".
int runCatalogRevert(CliContext& c) {
    if (c.positional.size() != 3) throw CliError{2, "catalog revert needs KIND ID FIELD"};
    auto kind = parseEntityKind(c.positional[0]);
    if (!kind) throw CliError{2, "catalog revert: KIND must be chips, systems or prices"};
    const std::string& id = c.positional[1];
    const std::string field = fieldNow(c.catalog, *kind, id, c.positional[2]).first;
    const auto edit = c.store.overrideOf(*kind, qs(id), qs(field));
    if (!edit)
        throw CliError{1, std::string(entityKey(*kind)) + " " + id + " " + field +
                              " has no edit of yours to revert (catalog list --kind " +
                              std::string(entityKey(*kind)) + " shows the values in force)"};
    if (!c.store.revertOverride(*kind, qs(id), qs(field)))
        throw CliError{1, c.store.errorString().toStdString()};
    auto after = c.store.load();
    if (!after) throw CliError{1, c.store.errorString().toStdString()};
    const std::string yours = edit->value.isEmpty() ? "unknown" : edit->value.toStdString();
    c.out << "reverted " << entityKey(*kind) << " " << id << " " << field << ": " << yours
          << " (your edit) -> " << fieldNow(*after, *kind, id, field).second
          << " (the catalog's)\n";
    return 0;
}

int runCatalogVersion(CliContext& c) {
    // The catalog as every command reads it, before a command's own filters (--shipping-only).
    auto stored = c.store.load();
    if (!stored) throw CliError{1, c.store.errorString().toStdString()};
    inheritChipAvailability(*stored);
    const db::CatalogVersion v = c.store.versionOf(*stored);
    const std::size_t edits = c.store.overrides().size();
    if (c.opt.format == OutputFormat::Json) {
        c.out << json{{"as_of", v.as_of},
                      {"content_sha256", v.content_sha256},
                      {"chips", v.chips},
                      {"systems", v.systems},
                      {"sources", v.sources},
                      {"prices", v.prices},
                      {"models", v.models},
                      {"your_edits", edits},
                      {"app_version", SILICONOMICS_VERSION},
                      {"changelog", "docs/catalog-changelog.md"}}
                     .dump(2)
              << "\n";
        return 0;
    }
    c.out << "catalog as of    " << v.as_of << " (the latest date a source was read)\n"
          << "content sha256   " << v.content_sha256 << "\n"
          << "entries          " << v.chips << " chips, " << v.systems << " systems, " << v.sources
          << " sources, " << v.prices << " rental prices, " << v.models << " models\n"
          << "your edits       " << edits << " (applied over it; catalog overrides)\n"
          << "app              siliconomics " << SILICONOMICS_VERSION << "\n"
          << "changelog        docs/catalog-changelog.md: what changed since the seed documents\n";
    return 0;
}

int runCatalogOverrides(CliContext& c) {
    Table t;
    t.headers = {"entity", "id", "field", "value", "note", "edited_at"};
    for (const auto& ov : c.store.overrides())
        t.rows.push_back({std::string(entityKey(ov.entity)), ov.id.toStdString(),
                          ov.field.toStdString(), ov.value.toStdString(), ov.note.toStdString(),
                          ov.editedAt.toStdString()});
    writeTable(t, c.opt.format, c.out);
    return 0;
}

} // namespace sil::cli
