#include "core/catalog/catalog_io.h"

#include "core/catalog/availability.h"
#include "core/catalog/csv.h"
#include "core/catalog/evidence_csv.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <nlohmann/json.hpp>
#include <set>
#include <unordered_set>

namespace sil {

using nlohmann::json;

namespace {

template <typename T> std::vector<T>& listOf(ImportBatch& b);
template <> std::vector<Chip>& listOf<Chip>(ImportBatch& b) {
    return b.chips;
}
template <> std::vector<System>& listOf<System>(ImportBatch& b) {
    return b.systems;
}
template <> std::vector<RentalQuote>& listOf<RentalQuote>(ImportBatch& b) {
    return b.quotes;
}
template <> std::vector<LlmModel>& listOf<LlmModel>(ImportBatch& b) {
    return b.models;
}
template <> std::vector<ApiPrice>& listOf<ApiPrice>(ImportBatch& b) {
    return b.api_prices;
}
template <> std::vector<EngineProfile>& listOf<EngineProfile>(ImportBatch& b) {
    return b.engines;
}
template <> std::vector<Source>& listOf<Source>(ImportBatch& b) {
    return b.sources;
}

template <typename T> void markImported(T& e) {
    if constexpr (!std::is_same_v<T, Source>) {
        if (e.row.source_id.empty() && e.row.note.empty()) e.row.kind = ValueKind::User;
    } else {
        (void)e;
    }
}

// Rules across fields of one row: a date and its precision agree.
template <typename T> std::string rowRuleError(const T& e) {
    if constexpr (std::is_same_v<T, Chip> || std::is_same_v<T, System>) {
        if (auto err = checkDatedEvent(e.availability.announced); !err.empty())
            return "announced_date: " + err;
        if (auto err = checkDatedEvent(e.availability.available); !err.empty())
            return "available_date: " + err;
    } else {
        (void)e;
    }
    return {};
}

// "1.234,5" -> "1234.5" (a European spreadsheet's number with its thousands dots).
std::string withDecimalPoint(const std::string& cell) {
    std::string out;
    for (char c : cell)
        if (c == ',')
            out.push_back('.');
        else if (c != '.')
            out.push_back(c);
    return out;
}

bool isDigits(std::string_view s) {
    return !s.empty() &&
           std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// "1,5", "-0,25", "1.234,5": a number written with a decimal comma.
bool hasDecimalComma(std::string_view s) {
    if (!s.empty() && (s.front() == '-' || s.front() == '+')) s.remove_prefix(1);
    const auto comma = s.find(',');
    if (comma == std::string_view::npos || s.find(',', comma + 1) != std::string_view::npos)
        return false;
    std::string intPart(s.substr(0, comma));
    intPart.erase(std::remove(intPart.begin(), intPart.end(), '.'), intPart.end());
    return (intPart.empty() || isDigits(intPart)) && isDigits(s.substr(comma + 1));
}

// "1.500", "12.000.000": thousands dots or a decimal point, a reader cannot tell.
bool readsEitherWay(std::string_view s) {
    if (!s.empty() && (s.front() == '-' || s.front() == '+')) s.remove_prefix(1);
    const auto dot = s.find('.');
    if (dot == std::string_view::npos || dot == 0 || dot > 3 || !isDigits(s.substr(0, dot)))
        return false;
    for (std::size_t i = dot; i < s.size(); i += 4)
        if (s[i] != '.' || i + 4 > s.size() || !isDigits(s.substr(i + 1, 3))) return false;
    return true;
}

// Settles an Auto decimal separator from the number cells, or says which cell is ambiguous.
std::string resolveDecimal(const std::vector<CsvRecord>& records, const std::vector<bool>& numeric,
                           char separator, const std::string& origin, DecimalSeparator& decimal) {
    if (decimal != DecimalSeparator::Auto) return {};
    decimal = DecimalSeparator::Point;
    if (separator == ',') return {}; // an unquoted decimal comma would split the cell
    const CsvRecord* either = nullptr;
    std::size_t eitherColumn = 0;
    for (std::size_t ri = 1; ri < records.size(); ++ri)
        for (std::size_t ci = 0; ci < records[ri].cells.size() && ci < numeric.size(); ++ci) {
            if (!numeric[ci]) continue;
            if (hasDecimalComma(records[ri].cells[ci])) {
                decimal = DecimalSeparator::Comma;
                return {};
            }
            if (!either && readsEitherWay(records[ri].cells[ci])) {
                either = &records[ri];
                eitherColumn = ci;
            }
        }
    if (!either) return {};
    return origin + ": line " + std::to_string(either->line) + ", field " +
           records.front().cells[eitherColumn] + ": \"" + either->cells[eitherColumn] +
           "\" reads as " + either->cells[eitherColumn] +
           " with a decimal point or as a whole number with thousands dots (fields are separated "
           "by '" +
           (separator == '\t' ? std::string("tab") : std::string(1, separator)) +
           "', as spreadsheets in many European locales save); say which: --decimal . or "
           "--decimal , (or save the file with ',' between fields)";
}

// A CSV column: a field's value, or (a column exportEvidenceCsv writes) a part of its
// evidence: "_kind", "_low", "_high" or "_source".
template <typename T> struct CsvColumn {
    const FieldDef<T>* def = nullptr;
    std::string evidence;
};

template <typename T> CsvColumn<T> csvColumnNamed(const std::string& cell) {
    const std::string name = headerFieldName(cell);
    if (const FieldDef<T>* def = findField<T>(name)) return {def, ""};
    if constexpr (!std::is_same_v<T, Source>) {
        for (const char* suffix : kEvidenceSuffixes) {
            const std::string_view sv(suffix);
            if (name.size() > sv.size() && name.ends_with(sv))
                if (const FieldDef<T>* def = findField<T>(name.substr(0, name.size() - sv.size())))
                    return {def, std::string(sv)};
        }
    }
    return {};
}

// One evidence cell into the field's provenance: "" or what is wrong with the cell.
std::string readEvidenceCell(const std::string& part, const std::string& cell, Provenance& p) {
    if (cell.empty()) return {};
    if (part == "_source") {
        p.source_id = cell;
        return {};
    }
    if (part == "_kind") {
        const auto kind = parseValueKind(cell);
        if (!kind)
            return "expected vendor_spec, reported, analyst_estimate, measured, derived or user, "
                   "got \"" +
                   cell + "\"";
        p.kind = *kind;
        return {};
    }
    double v = 0.0;
    auto res = std::from_chars(cell.data(), cell.data() + cell.size(), v);
    if (res.ec != std::errc() || res.ptr != cell.data() + cell.size() || !std::isfinite(v))
        return "expected a number, got \"" + cell + "\"";
    (part == "_low" ? p.low : p.high) = v;
    return {};
}

template <typename T>
ImportResult importCsvAs(const std::vector<CsvRecord>& records, const std::string& origin,
                         std::string_view kindName, char separator, DecimalSeparator decimal) {
    ImportResult r;
    const auto& header = records.front();
    std::vector<CsvColumn<T>> columns;
    std::set<std::string> seen;
    for (std::size_t i = 0; i < header.cells.size(); ++i) {
        const CsvColumn<T> column = csvColumnNamed<T>(header.cells[i]);
        if (!column.def) {
            r.error = origin + ": line " + std::to_string(header.line) + ", column " +
                      std::to_string(i + 1) + ": unknown column \"" + header.cells[i] + "\" for " +
                      std::string(kindName);
            return r;
        }
        const std::string name = column.def->name + column.evidence;
        if (!seen.insert(name).second) {
            r.error = origin + ": line " + std::to_string(header.line) + ": column \"" + name +
                      "\" appears twice";
            return r;
        }
        columns.push_back(column);
    }
    for (const auto& f : fieldsOf<T>()) {
        if (f.required && !seen.count(f.name)) {
            r.error = origin + ": line " + std::to_string(header.line) + ": required column \"" +
                      f.name + "\" is missing";
            return r;
        }
    }
    std::vector<bool> numeric;
    for (const auto& col : columns)
        numeric.push_back(
            col.def->type == FieldType::Number &&
            (col.evidence.empty() || col.evidence == "_low" || col.evidence == "_high"));
    if (auto err = resolveDecimal(records, numeric, separator, origin, decimal); !err.empty()) {
        r.error = err;
        r.decimal_ambiguous = true;
        return r;
    }
    std::set<std::string> ids;
    for (std::size_t ri = 1; ri < records.size(); ++ri) {
        const CsvRecord& rec = records[ri];
        const std::string where =
            origin + ": line " + std::to_string(rec.line) + " (row " + std::to_string(ri) + ")";
        if (rec.cells.size() != columns.size()) {
            r.error = where + ": has " + std::to_string(rec.cells.size()) +
                      " fields, the header has " + std::to_string(columns.size());
            return r;
        }
        T entity{};
        std::map<std::string, Provenance> evidence;
        for (std::size_t ci = 0; ci < columns.size(); ++ci) {
            const CsvColumn<T>& col = columns[ci];
            const std::string& cell = numeric[ci] && decimal == DecimalSeparator::Comma
                                          ? withDecimalPoint(rec.cells[ci])
                                          : rec.cells[ci];
            if (!col.evidence.empty()) {
                if (cell.empty()) continue;
                if (auto err = readEvidenceCell(col.evidence, cell, evidence[col.def->name]);
                    !err.empty()) {
                    r.error = where + ", field " + col.def->name + col.evidence + ": " + err;
                    return r;
                }
                continue;
            }
            FieldValue v;
            if (auto err = parseFieldValue(*col.def, cell, v); !err.empty()) {
                r.error = where + ", field " + col.def->name + ": " + err;
                return r;
            }
            col.def->set(entity, v);
        }
        if constexpr (!std::is_same_v<T, Source>) {
            for (auto& [field, p] : evidence)
                entity.fields[field] = std::move(p);
        }
        if (auto err = rowRuleError(entity); !err.empty()) {
            r.error = where + ", field " + err;
            return r;
        }
        if (!ids.insert(entity.id).second) {
            r.error = where + ", field id: duplicate id \"" + entity.id + "\"";
            return r;
        }
        markImported(entity);
        listOf<T>(r.batch).push_back(std::move(entity));
    }
    r.ok = true;
    return r;
}

// {"field": {"source_id": "S0", "note": "§2 table", "value_kind": "vendor_spec"}}
template <typename T>
std::string readProvenance(const json& obj, const std::string& where, T& entity) {
    if (!obj.is_object()) return where + ": expected an object keyed by field name";
    for (const auto& [key, p] : obj.items()) {
        const FieldDef<T>* def = findField<T>(key);
        if (!def) return where + "." + key + ": unknown field";
        const std::string& field = def->name;
        if (!p.is_object()) return where + "." + field + ": expected an object";
        Provenance prov;
        for (const auto& [k, v] : p.items()) {
            if (k == "low" || k == "high") {
                if (!v.is_number() || !std::isfinite(v.template get<double>()))
                    return where + "." + field + "." + k + ": expected a number";
                (k == "low" ? prov.low : prov.high) = v.template get<double>();
                continue;
            }
            if (!v.is_string()) return where + "." + field + "." + k + ": expected a string";
            const std::string s = v.template get<std::string>();
            if (k == kSourceIdColumn)
                prov.source_id = s;
            else if (k == kSourceNoteColumn)
                prov.note = s;
            else if (k == kValueKindColumn) {
                auto kind = parseValueKind(s);
                if (!kind)
                    return where + "." + field +
                           ".value_kind: expected vendor_spec, reported, "
                           "analyst_estimate, measured, derived or user";
                prov.kind = *kind;
            } else
                return where + "." + field + "." + k + ": unknown key";
        }
        if (prov.low && prov.high && *prov.low > *prov.high)
            return where + "." + field + ": low " + std::to_string(*prov.low) + " is above high " +
                   std::to_string(*prov.high);
        entity.fields[field] = prov;
    }
    return {};
}

template <typename T>
std::string importJsonArray(const json& arr, const std::string& origin, const std::string& key,
                            ImportBatch& batch) {
    if (!arr.is_array()) return origin + ": " + key + ": expected an array of objects";
    std::set<std::string> ids;
    std::size_t i = 0;
    for (const auto& obj : arr) {
        const std::string where = origin + ": " + key + "[" + std::to_string(i++) + "]";
        if (!obj.is_object()) return where + ": expected an object";
        T entity{};
        for (const auto& f : fieldsOf<T>())
            if (f.required && !obj.contains(f.name))
                return where + "." + f.name + ": required field is missing";
        for (const auto& [name, value] : obj.items()) {
            if constexpr (!std::is_same_v<T, Source>) {
                if (name == "provenance") {
                    if (auto err = readProvenance<T>(value, where + ".provenance", entity);
                        !err.empty())
                        return err;
                    continue;
                }
            }
            const FieldDef<T>* def = findField<T>(name);
            if (!def) return where + "." + name + ": unknown field";
            FieldValue v;
            if (value.is_null())
                v = std::monostate{};
            else if (value.is_number())
                v = value.template get<double>();
            else if (value.is_boolean())
                v = value.template get<bool>();
            else if (value.is_string()) {
                if (def->type == FieldType::Number || def->type == FieldType::Bool) {
                    if (auto err = parseFieldValue(*def, value.template get<std::string>(), v);
                        !err.empty())
                        return where + "." + name + ": " + err;
                } else {
                    v = value.template get<std::string>();
                }
            } else
                return where + "." + name + ": unexpected " + std::string(value.type_name());
            if (auto err = checkFieldValue(*def, v); !err.empty())
                return where + "." + name + ": " + err;
            def->set(entity, v);
        }
        if (auto err = rowRuleError(entity); !err.empty()) return where + "." + err;
        if (!ids.insert(entity.id).second) return where + ".id: duplicate id \"" + entity.id + "\"";
        markImported(entity);
        listOf<T>(batch).push_back(std::move(entity));
    }
    return {};
}

template <typename T> std::string exportCsvOf(const Catalog& c) {
    std::vector<std::string> header;
    for (const auto& f : fieldsOf<T>())
        header.push_back(f.name);
    std::string out = csvLine(header);
    for (const auto& e : entitiesOf<T>(c)) {
        std::vector<std::string> cells;
        for (const auto& f : fieldsOf<T>())
            cells.push_back(formatFieldValue(f.get(e)));
        out += csvLine(cells);
    }
    return out;
}

template <typename T> json exportJsonOf(const Catalog& c) {
    json arr = json::array();
    for (const auto& e : entitiesOf<T>(c)) {
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
            if (!e.fields.empty()) {
                json prov = json::object();
                for (const auto& [field, p] : e.fields) {
                    prov[field] = {{kSourceIdColumn, p.source_id},
                                   {kSourceNoteColumn, p.note},
                                   {kValueKindColumn, std::string(valueKindKey(p.kind))}};
                    if (p.low) prov[field]["low"] = *p.low;
                    if (p.high) prov[field]["high"] = *p.high;
                }
                obj["provenance"] = prov;
            }
        }
        arr.push_back(obj);
    }
    return arr;
}

bool hasColumn(const CsvRecord& header, const char* name) {
    for (const auto& c : header.cells)
        if (headerFieldName(c) == name) return true;
    return false;
}

} // namespace

namespace {
// A rejected file yields no rows at all.
ImportResult rejectedOrWhole(ImportResult r) {
    if (!r.ok) r.batch = ImportBatch{};
    return r;
}
ImportResult importCsvImpl(const std::string& text, const std::string& origin,
                           std::optional<EntityKind> kind, DecimalSeparator decimal);
ImportResult importJsonImpl(const std::string& text, const std::string& origin);
} // namespace

ImportResult importCsv(const std::string& text, const std::string& origin,
                       std::optional<EntityKind> kind, DecimalSeparator decimal) {
    ImportResult r = rejectedOrWhole(importCsvImpl(text, origin, kind, decimal));
    if (r.ok) r.batch.origin = origin;
    return r;
}

ImportResult importJson(const std::string& text, const std::string& origin) {
    ImportResult r = rejectedOrWhole(importJsonImpl(text, origin));
    if (r.ok) r.batch.origin = origin;
    return r;
}

namespace {
ImportResult importCsvImpl(const std::string& text, const std::string& origin,
                           std::optional<EntityKind> kind, DecimalSeparator decimal) {
    ImportResult r;
    const char separator = detectCsvSeparator(text);
    const CsvParseResult parsed = parseCsv(text, separator);
    if (!parsed.ok) {
        r.error = origin + ": " + parsed.error;
        return r;
    }
    if (parsed.records.empty()) {
        r.error = origin + ": the file is empty; expected a header row of field names";
        return r;
    }
    const CsvRecord& header = parsed.records.front();
    if (!kind) {
        if (hasColumn(header, "usd_per_gpu_hour"))
            kind = EntityKind::Quote;
        else if (hasColumn(header, "engine_id"))
            kind = EntityKind::Engine;
        else if (hasColumn(header, "usd_per_million_input_tokens") ||
                 hasColumn(header, "usd_per_million_output_tokens"))
            kind = EntityKind::ApiPrice;
        else if (hasColumn(header, "params_total_b") || hasColumn(header, "hidden_size"))
            kind = EntityKind::Model;
        else if (hasColumn(header, "chip_id"))
            kind = EntityKind::System;
        else if (hasColumn(header, "title"))
            kind = EntityKind::Source;
        else
            kind = EntityKind::Chip;
    }
    switch (*kind) {
    case EntityKind::Chip:
        return importCsvAs<Chip>(parsed.records, origin, "chips", separator, decimal);
    case EntityKind::System:
        return importCsvAs<System>(parsed.records, origin, "systems", separator, decimal);
    case EntityKind::Quote:
        return importCsvAs<RentalQuote>(parsed.records, origin, "prices", separator, decimal);
    case EntityKind::Source:
        return importCsvAs<Source>(parsed.records, origin, "sources", separator, decimal);
    case EntityKind::Model:
        return importCsvAs<LlmModel>(parsed.records, origin, "models", separator, decimal);
    case EntityKind::ApiPrice:
        return importCsvAs<ApiPrice>(parsed.records, origin, "api_prices", separator, decimal);
    case EntityKind::Engine:
        return importCsvAs<EngineProfile>(parsed.records, origin, "engines", separator, decimal);
    }
    return r;
}

ImportResult importJsonImpl(const std::string& text, const std::string& origin) {
    ImportResult r;
    if (text.find_first_not_of(" \t\r\n") == std::string::npos) {
        r.error = origin + ": the file is empty; expected a JSON object";
        return r;
    }
    std::size_t bad = 0;
    if (!isValidUtf8(text, bad)) {
        r.error = origin + ": not valid UTF-8 at byte " + std::to_string(bad);
        return r;
    }
    json j;
    try {
        j = json::parse(text);
    } catch (const json::parse_error& e) {
        r.error =
            origin + ": malformed JSON at byte " + std::to_string(e.byte) + " (" + e.what() + ")";
        return r;
    } catch (const json::exception& e) {
        // e.g. a number too large for a double (out_of_range), found by fuzzing
        r.error = origin + ": unreadable JSON (" + e.what() + ")";
        return r;
    }
    if (!j.is_object()) {
        r.error = origin + ": expected a JSON object with chips, systems, prices or sources";
        return r;
    }
    for (const auto& [key, value] : j.items()) {
        (void)value;
        if (key != "schema_version" && key != "chips" && key != "systems" && key != "prices" &&
            key != "sources" && key != "models" && key != "api_prices" && key != "engines") {
            r.error = origin + ": " + key +
                      ": unknown key (known: schema_version, chips, systems, prices, sources, "
                      "models, api_prices, engines)";
            return r;
        }
    }
    if (j.contains("schema_version") &&
        (!j["schema_version"].is_number_integer() || j["schema_version"].get<long long>() != 1)) {
        r.error = origin + ": schema_version: this program reads version 1";
        return r;
    }
    std::string err;
    if (j.contains("sources") &&
        (err = importJsonArray<Source>(j["sources"], origin, "sources", r.batch)) != "") {
        r.error = err;
        return r;
    }
    if (j.contains("chips") &&
        (err = importJsonArray<Chip>(j["chips"], origin, "chips", r.batch)) != "") {
        r.error = err;
        return r;
    }
    if (j.contains("systems") &&
        (err = importJsonArray<System>(j["systems"], origin, "systems", r.batch)) != "") {
        r.error = err;
        return r;
    }
    if (j.contains("prices") &&
        (err = importJsonArray<RentalQuote>(j["prices"], origin, "prices", r.batch)) != "") {
        r.error = err;
        return r;
    }
    if (j.contains("models") &&
        (err = importJsonArray<LlmModel>(j["models"], origin, "models", r.batch)) != "") {
        r.error = err;
        return r;
    }
    if (j.contains("api_prices") &&
        (err = importJsonArray<ApiPrice>(j["api_prices"], origin, "api_prices", r.batch)) != "") {
        r.error = err;
        return r;
    }
    if (j.contains("engines") &&
        (err = importJsonArray<EngineProfile>(j["engines"], origin, "engines", r.batch)) != "") {
        r.error = err;
        return r;
    }
    r.ok = true;
    return r;
}
} // namespace

std::string exportCsv(const Catalog& c, EntityKind kind) {
    switch (kind) {
    case EntityKind::Chip:
        return exportCsvOf<Chip>(c);
    case EntityKind::System:
        return exportCsvOf<System>(c);
    case EntityKind::Quote:
        return exportCsvOf<RentalQuote>(c);
    case EntityKind::Source:
        return exportCsvOf<Source>(c);
    case EntityKind::Model:
        return exportCsvOf<LlmModel>(c);
    case EntityKind::ApiPrice:
        return exportCsvOf<ApiPrice>(c);
    case EntityKind::Engine:
        return exportCsvOf<EngineProfile>(c);
    }
    return {};
}

std::string exportJson(const Catalog& c) {
    json j;
    j["schema_version"] = 1;
    j["sources"] = exportJsonOf<Source>(c);
    j["chips"] = exportJsonOf<Chip>(c);
    j["systems"] = exportJsonOf<System>(c);
    j["prices"] = exportJsonOf<RentalQuote>(c);
    j["models"] = exportJsonOf<LlmModel>(c);
    j["api_prices"] = exportJsonOf<ApiPrice>(c);
    j["engines"] = exportJsonOf<EngineProfile>(c);
    return j.dump(2) + "\n";
}

std::string checkReferences(const Catalog& c) {
    // Hash sets: imports check the whole merged catalog, so this must stay linear.
    auto idsOf = [](const auto& list) {
        std::unordered_set<std::string> ids;
        ids.reserve(list.size());
        for (const auto& e : list)
            ids.insert(e.id);
        return ids;
    };
    const auto chips = idsOf(c.chips), systems = idsOf(c.systems), sources = idsOf(c.sources),
               models = idsOf(c.models);
    for (const auto& s : c.systems)
        if (!chips.count(s.chip_id))
            return "systems: " + s.id + ".chip_id: no chip \"" + s.chip_id + "\" in the catalog";
    for (const auto& q : c.quotes) {
        if (!chips.count(q.chip_id))
            return "prices: " + q.id + ".chip_id: no chip \"" + q.chip_id + "\" in the catalog";
        if (!q.system_id.empty() && !systems.count(q.system_id))
            return "prices: " + q.id + ".system_id: no system \"" + q.system_id + "\"";
    }
    for (const auto& p : c.api_prices)
        if (!models.count(p.model_id))
            return "api_prices: " + p.id + ".model_id: no model \"" + p.model_id +
                   "\" in the catalog";
    for (const auto& e : c.engines)
        if (!e.system_id.empty() && !systems.count(e.system_id))
            return "engines: " + e.id + ".system_id: no system \"" + e.system_id +
                   "\" in the catalog";
    auto checkSource = [&](const Provenanced& p, const std::string& what) -> std::string {
        if (!p.row.source_id.empty() && !sources.count(p.row.source_id))
            return what + ".source_id: no source \"" + p.row.source_id + "\"";
        for (const auto& [field, prov] : p.fields)
            if (!prov.source_id.empty() && !sources.count(prov.source_id))
                return what + "." + field + ": no source \"" + prov.source_id + "\"";
        return {};
    };
    for (const auto& e : c.chips)
        if (auto err = checkSource(e, "chips: " + e.id); !err.empty()) return err;
    for (const auto& e : c.systems)
        if (auto err = checkSource(e, "systems: " + e.id); !err.empty()) return err;
    for (const auto& e : c.quotes)
        if (auto err = checkSource(e, "prices: " + e.id); !err.empty()) return err;
    for (const auto& e : c.models)
        if (auto err = checkSource(e, "models: " + e.id); !err.empty()) return err;
    for (const auto& e : c.api_prices)
        if (auto err = checkSource(e, "api_prices: " + e.id); !err.empty()) return err;
    for (const auto& e : c.engines)
        if (auto err = checkSource(e, "engines: " + e.id); !err.empty()) return err;
    return {};
}

} // namespace sil
