// catalog list|show|import|export|set|revert|overrides: browse and edit the catalog.
#include "app/cli/CliContext.h"

#include "core/catalog/catalog_io.h"
#include "core/catalog/citations.h"
#include "core/catalog/fields.h"
#include "database/SaveFile.h"

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

} // namespace

int runCatalogList(CliContext& c) {
    const EntityKind kind = kindOption(c, EntityKind::System);
    if (c.opt.format == OutputFormat::Json) {
        json arr = json::array();
        switch (kind) {
        case EntityKind::Chip:
            for (const auto& e : c.catalog.chips)
                arr.push_back(entityJson(c, e));
            break;
        case EntityKind::System:
            for (const auto& e : c.catalog.systems)
                arr.push_back(entityJson(c, e));
            break;
        case EntityKind::Quote:
            for (const auto& e : c.catalog.quotes)
                arr.push_back(entityJson(c, e));
            break;
        case EntityKind::Source:
            for (const auto& e : c.catalog.sources)
                arr.push_back(entityJson(c, e));
            break;
        case EntityKind::Model:
            for (const auto& e : c.catalog.models)
                arr.push_back(entityJson(c, e));
            break;
        case EntityKind::ApiPrice:
            for (const auto& e : c.catalog.api_prices)
                arr.push_back(entityJson(c, e));
            break;
        case EntityKind::Engine:
            for (const auto& e : c.catalog.engines)
                arr.push_back(entityJson(c, e));
            break;
        }
        c.out << arr.dump(2) << "\n";
        return 0;
    }
    if (c.opt.format == OutputFormat::Csv) {
        c.out << exportCsv(c.catalog, kind);
        return 0;
    }
    Table t;
    auto num = [](const std::optional<double>& v) { return v ? json(*v) : json(nullptr); };
    switch (kind) {
    case EntityKind::Chip:
        t.headers = {"id",       "name",           "vendor",        "TDP (W)",
                     "HBM (GB)", "BF16 (TFLOP/s)", "FP8 (TFLOP/s)", "FP4 (TFLOP/s)",
                     "source"};
        for (const auto& chip : c.catalog.chips)
            t.rows.push_back({chip.id, chip.name, chip.vendor, num(chip.tdp_w), num(chip.hbm_gb),
                              num(chip.dense_tflops[index(Dtype::BF16)]),
                              num(chip.dense_tflops[index(Dtype::FP8)]),
                              num(chip.dense_tflops[index(Dtype::FP4)]), chip.row.source_id});
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
        for (const auto& s : c.catalog.systems) {
            json up =
                s.scaleup_topology == Topology::FullMesh && s.mesh_links && s.mesh_link_gbps
                    ? json(formatNumber(*s.mesh_links, 2) + " x " + formatNumber(*s.mesh_link_gbps))
                    : num(s.scaleup_gbps);
            t.rows.push_back({s.id, s.name, s.chip_id, num(s.scaleup_domain_gpus),
                              std::string(topologyKey(s.scaleup_topology)), up,
                              num(s.scaleout_gbit), num(s.capex_per_gpu_usd), s.row.source_id});
        }
        break;
    case EntityKind::Quote:
        t.headers = {"id", "chip", "provider", "term", "USD/GPU-hour", "date", "source"};
        for (const auto& q : c.catalog.quotes)
            t.rows.push_back({q.id, q.chip_id, q.provider, std::string(rentalTermKey(q.term)),
                              num(q.usd_per_gpu_hour), q.date, q.row.source_id});
        break;
    case EntityKind::Source:
        t.headers = {"id", "title", "publisher", "date", "location"};
        for (const auto& s : c.catalog.sources)
            t.rows.push_back({s.id, s.title, s.publisher, s.date, s.location});
        break;
    case EntityKind::Model:
        t.headers = {"id",     "name",     "params (B)", "active (B)", "layers",
                     "hidden", "KV heads", "experts",    "attention",  "source"};
        for (const auto& m : c.catalog.models)
            t.rows.push_back({m.id, m.name, num(m.params_total_b), num(m.params_active_b),
                              num(m.layers), num(m.hidden_size), num(m.kv_heads),
                              num(m.experts_total), std::string(attentionKindKey(m.attention_kind)),
                              m.row.source_id});
        break;
    case EntityKind::ApiPrice:
        t.headers = {"id",
                     "provider",
                     "model",
                     "input (USD/M tokens)",
                     "output (USD/M tokens)",
                     "cached input (USD/M tokens)",
                     "date",
                     "source"};
        for (const auto& p : c.catalog.api_prices)
            t.rows.push_back({p.id, p.provider, p.model_id, num(p.usd_per_million_input_tokens),
                              num(p.usd_per_million_output_tokens),
                              num(p.usd_per_million_cached_input_tokens), p.date, p.row.source_id});
        break;
    case EntityKind::Engine:
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
        for (const auto& e : c.catalog.engines)
            t.rows.push_back({e.id, e.engine_id, e.name, e.version,
                              e.chip_family.empty() ? std::string("any") : e.chip_family,
                              e.system_id, e.default_for_vendors, e.weight_formats,
                              num(e.gpu_memory_utilization), num(e.kv_block_tokens),
                              num(e.layer_overhead_us), e.row.source_id});
        break;
    }
    writeTable(t, c.opt.format, c.out);
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
    const std::string id = c.positional[0];
    Table t;
    t.headers = {"field", "value", "unit", "range", "source", "kind", "note"};
    json obj;
    if (const Chip* chip = c.catalog.chip(id)) {
        showFields(*chip, t);
        obj = entityJson(c, *chip);
        obj["kind"] = "chip";
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
        if (it == c.catalog.quotes.end())
            throw CliError{1,
                           "no chip, system, price, model, API price, engine or source with id \"" +
                               id + "\"; list them with \"catalog list --kind ...\""};
        showFields(*it, t);
        obj = entityJson(c, *it);
        obj["kind"] = "price";
    }
    if (c.opt.format == OutputFormat::Json) {
        c.out << obj.dump(2) << "\n";
        return 0;
    }
    writeTable(t, c.opt.format, c.out);
    if (c.opt.format == OutputFormat::Table && obj.contains("sources") && !obj["sources"].empty()) {
        c.out << "\nsources:\n";
        for (const auto& src : obj["sources"])
            c.out << "  " << src["id"].get<std::string>() << ": "
                  << src["reference"].get<std::string>() << "\n";
    }
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
    std::string text;
    if (!c.opt.kind.empty() && c.opt.format != OutputFormat::Json)
        text = exportCsv(c.catalog, kindOption(c, EntityKind::Chip));
    else
        text = exportJson(c.catalog);
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

int runCatalogRevert(CliContext& c) {
    if (c.positional.size() != 3) throw CliError{2, "catalog revert needs KIND ID FIELD"};
    auto kind = parseEntityKind(c.positional[0]);
    if (!kind) throw CliError{2, "catalog revert: KIND must be chips, systems or prices"};
    if (!c.store.revertOverride(*kind, qs(c.positional[1]), qs(c.positional[2])))
        throw CliError{1, c.store.errorString().toStdString()};
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
