#include "core/economics/scenario.h"

#include "core/economics/rental_term.h"

#include "core/catalog/fields.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

namespace sil {

using nlohmann::json;

namespace {

struct LineCol {
    std::size_t line = 1;
    std::size_t column = 1;
};

LineCol locate(const std::string& text, std::size_t byte) {
    LineCol lc;
    for (std::size_t i = 0; i < byte && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++lc.line;
            lc.column = 1;
        } else {
            ++lc.column;
        }
    }
    return lc;
}

std::string typeName(const json& j) {
    return j.type_name();
}

template <typename T>
std::string readOverrides(const json& obj, const std::string& section,
                          std::map<std::string, std::map<std::string, double>>& out) {
    if (!obj.is_object()) return section + ": expected an object keyed by id";
    for (const auto& [id, fieldsJson] : obj.items()) {
        const std::string where = section + "." + id;
        if (!fieldsJson.is_object()) return where + ": expected an object of field: number";
        for (const auto& [field, value] : fieldsJson.items()) {
            const std::string at = where + "." + field;
            const FieldDef<T>* def = findField<T>(field);
            if (!def) return at + ": unknown field";
            if (def->type != FieldType::Number)
                return at + ": only numeric fields can be overridden in a scenario";
            if (!value.is_number()) return at + ": expected a number, got " + typeName(value);
            const double d = value.template get<double>();
            if (auto err = checkFieldValue(*def, FieldValue{d}); !err.empty())
                return at + ": " + err;
            out[id][def->name] = d;
        }
    }
    return {};
}

// The text as JSON into `j`; the error (line and column where the parser says) else.
std::string parseJsonText(const std::string& text, json& j) {
    if (text.find_first_not_of(" \t\r\n") == std::string::npos)
        return "the file is empty; expected a JSON scenario object";
    try {
        j = json::parse(text);
    } catch (const json::parse_error& e) {
        const LineCol lc = locate(text, e.byte == 0 ? 0 : e.byte - 1);
        return "line " + std::to_string(lc.line) + ", column " + std::to_string(lc.column) +
               ": malformed JSON (" + e.what() + ")";
    } catch (const json::exception& e) {
        // e.g. a number too large for a double (out_of_range), found by fuzzing
        return std::string("unreadable JSON (") + e.what() + ")";
    }
    if (!j.is_object()) return "expected a JSON object at the top level";
    return {};
}

// Only known keys, and a schema version this program reads.
std::string checkKeysAndVersion(const json& j) {
    static const std::vector<std::string> known = {"schema_version",
                                                   "name",
                                                   "description",
                                                   "assumptions",
                                                   "system_overrides",
                                                   "chip_overrides",
                                                   "assumption_ranges",
                                                   "engine",
                                                   "plan",
                                                   "rental_term",
                                                   "reference_quotes"};
    for (const auto& [key, value] : j.items()) {
        (void)value;
        if (std::find(known.begin(), known.end(), key) == known.end())
            return key + ": unknown key (known: schema_version, name, description, "
                         "assumptions, system_overrides, chip_overrides, assumption_ranges, "
                         "engine, plan, rental_term, reference_quotes)";
    }
    if (!j.contains("schema_version") || !j["schema_version"].is_number_integer())
        return "schema_version: required integer missing";
    const auto version = j["schema_version"].get<long long>();
    if (version > kScenarioSchemaVersion)
        return "schema_version: " + std::to_string(version) +
               " is newer than this program understands (" +
               std::to_string(kScenarioSchemaVersion) + "); update Siliconomics";
    if (version < 1) return "schema_version: expected 1, got " + std::to_string(version);
    return {};
}

// Name, description, engine, rental term and whether reference quotes may price.
std::string readNameAndChoices(const json& j, Scenario& s) {
    if (!j.contains("name") || !j["name"].is_string() || j["name"].get<std::string>().empty())
        return "name: required non-empty string missing";
    s.name = j["name"].get<std::string>();
    if (j.contains("description")) {
        if (!j["description"].is_string()) return "description: expected a string";
        s.description = j["description"].get<std::string>();
    }
    if (j.contains("engine")) {
        if (!j["engine"].is_string()) return "engine: expected an engine profile id string";
        s.engine = j["engine"].get<std::string>();
    }
    if (j.contains("rental_term")) {
        const json& t = j["rental_term"];
        const auto term = t.is_string() ? parseTermName(t.get<std::string>()) : std::nullopt;
        if (!term) return "rental_term: expected on-demand, 1-month, 1-year, 3-year or spot";
        s.assumptions.rental_term = *term;
    }
    if (j.contains("reference_quotes")) {
        if (!j["reference_quotes"].is_boolean()) return "reference_quotes: expected true or false";
        s.assumptions.reference_quotes = j["reference_quotes"].get<bool>();
    }
    return {};
}

std::string readAssumptions(const json& a, Assumptions& out) {
    if (!a.is_object()) return "assumptions: expected an object of key: number";
    for (const auto& [key, value] : a.items()) {
        const AssumptionDef* def = findAssumption(key);
        if (!def) return "assumptions." + key + ": unknown assumption";
        if (!value.is_number())
            return "assumptions." + key + ": expected a number in " + def->unit + ", got " +
                   typeName(value);
        const double d = value.template get<double>();
        if (auto err = checkAssumption(*def, d); !err.empty()) return "assumptions." + err;
        out.*(def->member) = d;
    }
    return {};
}

std::string readAssumptionRanges(const json& rs, std::map<std::string, AssumptionRange>& out) {
    if (!rs.is_object())
        return "assumption_ranges: expected an object of key: {\"low\": number, "
               "\"high\": number}";
    for (const auto& [key, value] : rs.items()) {
        const std::string at = "assumption_ranges." + key;
        const AssumptionDef* def = findAssumption(key);
        if (!def) return at + ": unknown assumption";
        if (!value.is_object() || !value.contains("low") || !value.contains("high") ||
            value.size() != 2)
            return at + ": expected {\"low\": number, \"high\": number}";
        if (!value["low"].is_number() || !value["high"].is_number())
            return at + ": low and high must be numbers in " + def->unit;
        const AssumptionRange range{value["low"].get<double>(), value["high"].get<double>()};
        if (auto err = checkAssumptionRange(*def, range); !err.empty())
            return "assumption_ranges." + err;
        out[key] = range;
    }
    return {};
}

// The overrides and ranges of the scenario: what it changes in the catalog and assumptions.
std::string readOverridesAndRanges(const json& j, Scenario& s) {
    if (j.contains("assumptions"))
        if (auto err = readAssumptions(j["assumptions"], s.assumptions); !err.empty()) return err;
    if (j.contains("system_overrides"))
        if (auto err = readOverrides<System>(j["system_overrides"], "system_overrides",
                                             s.system_overrides);
            !err.empty())
            return err;
    if (j.contains("chip_overrides"))
        if (auto err = readOverrides<Chip>(j["chip_overrides"], "chip_overrides", s.chip_overrides);
            !err.empty())
            return err;
    if (j.contains("assumption_ranges"))
        return readAssumptionRanges(j["assumption_ranges"], s.assumption_ranges);
    return {};
}

} // namespace

bool operator==(const Scenario& a, const Scenario& b) {
    return a.name == b.name && a.description == b.description && a.assumptions == b.assumptions &&
           a.system_overrides == b.system_overrides && a.chip_overrides == b.chip_overrides &&
           a.assumption_ranges == b.assumption_ranges && a.engine == b.engine && a.plan == b.plan;
}

ScenarioParseResult parseScenarioJson(const std::string& text, const std::string& origin) {
    ScenarioParseResult r;
    auto fail = [&](const std::string& msg) {
        r.ok = false;
        r.error = origin + ": " + msg;
        return r;
    };
    json j;
    if (auto err = parseJsonText(text, j); !err.empty()) return fail(err);
    if (auto err = checkKeysAndVersion(j); !err.empty()) return fail(err);
    Scenario s;
    if (auto err = readNameAndChoices(j, s); !err.empty()) return fail(err);
    if (j.contains("plan")) {
        auto plan = planInputsFromJson(j["plan"], origin);
        if (!plan.ok) {
            r.error = plan.error;
            return r;
        }
        s.plan = std::move(plan.inputs);
    }
    if (auto err = readOverridesAndRanges(j, s); !err.empty()) return fail(err);
    r.ok = true;
    r.scenario = std::move(s);
    return r;
}

std::string scenarioToJson(const Scenario& s) {
    json j;
    // The oldest version that holds what the scenario uses, so older programs still read it.
    int schema = s.plan ? 4 : !s.engine.empty() ? 3 : !s.assumption_ranges.empty() ? 2 : 1;
    json a = json::object();
    const Assumptions defaults;
    for (const auto& d : assumptionDefs()) {
        const double value = s.assumptions.*(d.member);
        if (d.since_schema > 1 && value == defaults.*(d.member) &&
            !s.assumption_ranges.count(d.key))
            continue;
        a[d.key] = value;
        schema = std::max(schema, d.since_schema);
    }
    // The rental term arrived with schema 6; a scenario on the defaults stays readable by
    // older programs.
    const bool termSet = s.assumptions.rental_term != defaults.rental_term ||
                         s.assumptions.reference_quotes != defaults.reference_quotes;
    if (termSet) schema = std::max(schema, 6);
    // A plan's P99 time-per-output-token target arrived with schema 8.
    if (s.plan && s.plan->tpot_p99_ms > 0) schema = std::max(schema, 8);
    j["schema_version"] = schema;
    j["name"] = s.name;
    j["description"] = s.description;
    if (!s.engine.empty()) j["engine"] = s.engine;
    if (termSet) {
        j["rental_term"] = termName(s.assumptions.rental_term);
        j["reference_quotes"] = s.assumptions.reference_quotes;
    }
    j["assumptions"] = a;
    j["system_overrides"] = s.system_overrides;
    j["chip_overrides"] = s.chip_overrides;
    if (!s.assumption_ranges.empty()) {
        json rs = json::object();
        for (const auto& [key, range] : s.assumption_ranges)
            rs[key] = {{"low", range.low}, {"high", range.high}};
        j["assumption_ranges"] = rs;
    }
    if (s.plan) j["plan"] = planInputsToJson(*s.plan);
    return j.dump(2) + "\n";
}

EffectiveCatalogResult applyScenarioOverrides(const Catalog& base, const Scenario& s) {
    EffectiveCatalogResult r{base, {}};
    Provenance userProvenance;
    userProvenance.note = "scenario \"" + s.name + "\"";
    userProvenance.kind = ValueKind::User;
    for (const auto& [id, fields] : s.system_overrides) {
        System* sys = r.catalog.system(id);
        if (!sys) {
            r.error = "system_overrides." + id + ": no such system in the catalog";
            return r;
        }
        for (const auto& [field, value] : fields) {
            findField<System>(field)->set(*sys, FieldValue{value});
            sys->fields[field] = userProvenance;
        }
    }
    for (const auto& [id, fields] : s.chip_overrides) {
        Chip* chip = r.catalog.chip(id);
        if (!chip) {
            r.error = "chip_overrides." + id + ": no such chip in the catalog";
            return r;
        }
        for (const auto& [field, value] : fields) {
            findField<Chip>(field)->set(*chip, FieldValue{value});
            chip->fields[field] = userProvenance;
        }
    }
    return r;
}

} // namespace sil
