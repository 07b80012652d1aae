#pragma once
// One description per catalog field: name, unit, type and valid range. CSV and JSON
// import/export, the database mapping, the user overlay and the UI columns all read it,
// so a field is added in one place.
#include "core/catalog/catalog.h"

#include <functional>
#include <string>
#include <variant>
#include <vector>

namespace sil {

enum class EntityKind { Chip, System, Quote, Source, Model, ApiPrice, Engine };
// "chips", "systems", "prices", "sources", "models", "api_prices", "engines"
std::string_view entityKey(EntityKind k);
std::optional<EntityKind> parseEntityKind(std::string_view key);

enum class FieldType { Text, Number, Bool, Choice };

// monostate = unknown (NULL / n/a)
using FieldValue = std::variant<std::monostate, double, std::string, bool>;

struct NumberRange {
    double min = 0.0;
    double max = 1e12;
    bool min_exclusive = true; // most quantities must be > 0
};

template <typename T> struct FieldDef {
    std::string name;
    std::string label;
    std::string unit; // "" when dimensionless
    FieldType type = FieldType::Text;
    bool required = false;
    NumberRange range{};
    std::vector<std::string> choices{};
    // Names earlier versions wrote for this field: still read (files, queries, scenarios),
    // never written.
    std::vector<std::string> former_names{};
    // Text with a form (a date, a memory type): "" when the text has it, else what was expected.
    std::function<std::string(const std::string&)> check_text{};
    std::function<FieldValue(const T&)> get;
    std::function<void(T&, const FieldValue&)> set;
};

const std::vector<FieldDef<Chip>>& chipFields();
const std::vector<FieldDef<System>>& systemFields();
const std::vector<FieldDef<RentalQuote>>& quoteFields();
const std::vector<FieldDef<Source>>& sourceFields();
const std::vector<FieldDef<LlmModel>>& modelFields();
const std::vector<FieldDef<ApiPrice>>& apiPriceFields();
const std::vector<FieldDef<EngineProfile>>& engineFields();

template <typename T> const std::vector<FieldDef<T>>& fieldsOf();
template <> inline const std::vector<FieldDef<Chip>>& fieldsOf<Chip>() {
    return chipFields();
}
template <> inline const std::vector<FieldDef<System>>& fieldsOf<System>() {
    return systemFields();
}
template <> inline const std::vector<FieldDef<RentalQuote>>& fieldsOf<RentalQuote>() {
    return quoteFields();
}
template <> inline const std::vector<FieldDef<LlmModel>>& fieldsOf<LlmModel>() {
    return modelFields();
}
template <> inline const std::vector<FieldDef<ApiPrice>>& fieldsOf<ApiPrice>() {
    return apiPriceFields();
}
template <> inline const std::vector<FieldDef<EngineProfile>>& fieldsOf<EngineProfile>() {
    return engineFields();
}
template <> inline const std::vector<FieldDef<Source>>& fieldsOf<Source>() {
    return sourceFields();
}

// The field of that name, or the field that once had that name ("hbm_gb" finds memory_gb).
template <typename T> const FieldDef<T>* findField(const std::string& name) {
    for (const auto& f : fieldsOf<T>())
        if (f.name == name) return &f;
    for (const auto& f : fieldsOf<T>())
        for (const auto& former : f.former_names)
            if (former == name) return &f;
    return nullptr;
}

// Names of the per-row provenance columns every non-source entity carries.
inline constexpr const char* kSourceIdColumn = "source_id";
inline constexpr const char* kSourceNoteColumn = "source_note";
inline constexpr const char* kValueKindColumn = "value_kind";

// Parses the text form of a value (CSV cell, UI edit, database text) and checks it
// against the field's type and range. Empty text means unknown. Returns "" on
// success, otherwise what was expected, e.g. "expected a number > 0 (W), got \"-5\"".
template <typename T>
std::string parseFieldValue(const FieldDef<T>& def, const std::string& text, FieldValue& out);
// Checks an already-typed value (from JSON or the database).
template <typename T> std::string checkFieldValue(const FieldDef<T>& def, const FieldValue& v);
// Every field of a row built in code (a fit's profile, say): "" or "field: what is wrong".
template <typename T> std::string checkEntityFields(const T& e);

std::string formatFieldValue(const FieldValue& v); // "" for unknown
bool isUnknown(const FieldValue& v);
std::optional<double> asNumber(const FieldValue& v);

} // namespace sil
