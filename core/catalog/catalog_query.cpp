#include "core/catalog/catalog_query.h"
#include "core/catalog/entity_types.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <set>

namespace sil {

namespace {

template <typename T> std::vector<T>& listOf(Catalog& c);
template <> std::vector<Chip>& listOf<Chip>(Catalog& c) {
    return c.chips;
}
template <> std::vector<System>& listOf<System>(Catalog& c) {
    return c.systems;
}
template <> std::vector<RentalQuote>& listOf<RentalQuote>(Catalog& c) {
    return c.quotes;
}
template <> std::vector<LlmModel>& listOf<LlmModel>(Catalog& c) {
    return c.models;
}
template <> std::vector<ApiPrice>& listOf<ApiPrice>(Catalog& c) {
    return c.api_prices;
}
template <> std::vector<EngineProfile>& listOf<EngineProfile>(Catalog& c) {
    return c.engines;
}
template <> std::vector<Source>& listOf<Source>(Catalog& c) {
    return c.sources;
}

std::optional<double> parseNumber(const std::string& text) {
    double v = 0.0;
    auto res = std::from_chars(text.data(), text.data() + text.size(), v);
    if (res.ec != std::errc() || res.ptr != text.data() + text.size()) return std::nullopt;
    return v;
}

// -1, 0, 1; nullopt when either side is unknown or a number cannot be read.
template <typename T>
std::optional<int> compareField(const FieldDef<T>& def, const T& e, const std::string& value) {
    const FieldValue v = def.get(e);
    if (isUnknown(v)) return std::nullopt;
    if (auto d = std::get_if<double>(&v)) {
        const auto rhs = parseNumber(value);
        if (!rhs) return std::nullopt;
        return *d < *rhs ? -1 : (*d > *rhs ? 1 : 0);
    }
    const std::string lhs = lowercase(formatFieldValue(v)), rhs = lowercase(value);
    return lhs < rhs ? -1 : (lhs > rhs ? 1 : 0);
}

template <typename T> bool meets(const T& e, const FieldCondition& w) {
    const FieldDef<T>* def = findField<T>(w.field);
    if (!def) return false;
    if (w.op == "~") {
        const FieldValue v = def->get(e);
        return !isUnknown(v) &&
               lowercase(formatFieldValue(v)).find(lowercase(w.value)) != std::string::npos;
    }
    const auto cmp = compareField(*def, e, w.value);
    if (!cmp) return false;
    if (w.op == "=") return *cmp == 0;
    if (w.op == "!=") return *cmp != 0;
    if (w.op == "<") return *cmp < 0;
    if (w.op == "<=") return *cmp <= 0;
    if (w.op == ">") return *cmp > 0;
    return *cmp >= 0; // ">="
}

// Unknown values last whichever the direction.
template <typename T> bool before(const FieldDef<T>& def, bool descending, const T& a, const T& b) {
    const FieldValue va = def.get(a), vb = def.get(b);
    if (isUnknown(va) || isUnknown(vb)) return !isUnknown(va) && isUnknown(vb);
    const auto da = std::get_if<double>(&va), db = std::get_if<double>(&vb);
    if (da && db) return descending ? *da > *db : *da < *db;
    const std::string ta = lowercase(formatFieldValue(va)), tb = lowercase(formatFieldValue(vb));
    return descending ? ta > tb : ta < tb;
}

template <typename T>
void queryList(Catalog& c, const std::vector<FieldCondition>& where, const std::string& sort) {
    auto& list = listOf<T>(c);
    std::erase_if(list, [&](const T& e) {
        return !std::all_of(where.begin(), where.end(),
                            [&](const FieldCondition& w) { return meets(e, w); });
    });
    if (sort.empty()) return;
    const bool descending = sort.front() == '-';
    const FieldDef<T>* def = findField<T>(descending ? sort.substr(1) : sort);
    if (!def) return;
    std::stable_sort(list.begin(), list.end(),
                     [&](const T& a, const T& b) { return before(*def, descending, a, b); });
}

template <typename T>
std::string checkQueryOf(const std::vector<FieldCondition>& where, const std::string& sort) {
    auto known = [](const std::string& field) { return findField<T>(field) != nullptr; };
    auto names = [] {
        std::string list;
        for (const auto& f : fieldsOf<T>())
            list += (list.empty() ? "" : ", ") + f.name;
        return list;
    };
    for (const auto& w : where) {
        if (!known(w.field))
            return "--where: no field \"" + w.field + "\" (fields: " + names() + ")";
        const FieldDef<T>* def = findField<T>(w.field);
        if (def->type == FieldType::Number && w.op != "~" && !parseNumber(w.value))
            return "--where " + w.field + w.op + w.value + ": " + w.field + " is a number; got \"" +
                   w.value + "\"";
    }
    const std::string key = !sort.empty() && sort.front() == '-' ? sort.substr(1) : sort;
    if (!key.empty() && !known(key))
        return "--sort: no field \"" + key + "\" (fields: " + names() + ")";
    return {};
}

std::string excerptAround(const std::string& text, std::size_t at, std::size_t length) {
    const std::size_t from = at > 30 ? at - 30 : 0;
    std::string out = text.substr(from, length + 60);
    // Whole UTF-8 characters only: step off continuation bytes at either end.
    while (!out.empty() && (static_cast<unsigned char>(out.front()) & 0xC0) == 0x80)
        out.erase(0, 1);
    while (!out.empty() && (static_cast<unsigned char>(out.back()) & 0x80) != 0) {
        const bool lead = (static_cast<unsigned char>(out.back()) & 0xC0) == 0xC0;
        out.pop_back();
        if (lead) break;
    }
    return (from > 0 ? "..." : "") + out + (from + out.size() < text.size() ? "..." : "");
}

template <typename T>
void searchList(const std::vector<T>& list, const std::string& kind, const std::string& needle,
                std::vector<SearchHit>& hits) {
    for (const auto& e : list) {
        auto look = [&](const std::string& where, const std::string& text) {
            const auto at = lowercase(text).find(needle);
            if (at == std::string::npos) return false;
            std::string name;
            if constexpr (std::is_same_v<T, Source>)
                name = e.title;
            else if constexpr (requires { e.name; })
                name = e.name;
            hits.push_back({kind, e.id, name, where, excerptAround(text, at, needle.size())});
            return true;
        };
        bool found = false;
        for (const auto& f : fieldsOf<T>()) {
            if (f.type == FieldType::Number) continue;
            const FieldValue v = f.get(e);
            if (auto s = std::get_if<std::string>(&v); s && look(f.name, *s)) {
                found = true;
                break;
            }
        }
        if constexpr (!std::is_same_v<T, Source>) {
            for (const auto& [field, p] : e.fields) {
                if (found) break;
                found = look("provenance." + field, p.note);
            }
        }
    }
}

std::size_t editDistance(const std::string& a, const std::string& b) {
    std::vector<std::size_t> row(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] != b[j - 1])});
            diagonal = above;
        }
    }
    return row[b.size()];
}

template <typename F> void forEachId(const Catalog& c, F&& f) {
    for (const auto& e : c.chips)
        f(e.id);
    for (const auto& e : c.systems)
        f(e.id);
    for (const auto& e : c.sources)
        f(e.id);
    for (const auto& e : c.models)
        f(e.id);
    for (const auto& e : c.api_prices)
        f(e.id);
    for (const auto& e : c.engines)
        f(e.id);
    for (const auto& e : c.quotes)
        f(e.id);
}

} // namespace

std::string lowercase(std::string s) {
    for (char& ch : s)
        ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    return s;
}

ConditionParse parseCondition(const std::string& text) {
    ConditionParse r;
    static const char* ops[] = {">=", "<=", "!=", "=", ">", "<", "~"};
    std::size_t at = std::string::npos;
    std::string op;
    for (const char* o : ops) {
        const auto p = text.find(o);
        if (p != std::string::npos && p < at) {
            at = p;
            op = o;
        } else if (p != std::string::npos && p == at && std::string(o).size() > op.size()) {
            op = o;
        }
    }
    auto trim = [](std::string s) {
        const auto first = s.find_first_not_of(' ');
        if (first == std::string::npos) return std::string();
        return s.substr(first, s.find_last_not_of(' ') - first + 1);
    };
    if (at == std::string::npos || at == 0) {
        r.error = "--where: expected FIELD OP VALUE with OP one of >= <= != = > < ~ (contains), "
                  "e.g. 'memory_gb>=192' or 'vendor=AMD'; got \"" +
                  text + "\"";
        return r;
    }
    r.condition = {trim(text.substr(0, at)), op, trim(text.substr(at + op.size()))};
    r.ok = true;
    return r;
}

namespace {
// "; memory_gb is a field of chips: add --kind chips" when another kind has the field.
std::string kindWithField(EntityKind kind, const std::string& field) {
    for (EntityKind other :
         {EntityKind::Chip, EntityKind::System, EntityKind::Quote, EntityKind::Model,
          EntityKind::ApiPrice, EntityKind::Engine, EntityKind::Source}) {
        if (other == kind) continue;
        const bool has = withEntityType(
            other, [&](auto tag) { return findField<decltype(tag)>(field) != nullptr; });
        if (has)
            return "; " + field + " is a field of " + std::string(entityKey(other)) +
                   ": add --kind " + std::string(entityKey(other));
    }
    return {};
}
} // namespace

std::string checkListQuery(EntityKind kind, const std::vector<FieldCondition>& where,
                           const std::string& sort) {
    std::string err =
        withEntityType(kind, [&](auto tag) { return checkQueryOf<decltype(tag)>(where, sort); });
    if (err.empty()) return err;
    for (const auto& w : where)
        if (err.starts_with("--where: no field \"" + w.field + "\""))
            return err + kindWithField(kind, w.field);
    const std::string key = !sort.empty() && sort.front() == '-' ? sort.substr(1) : sort;
    if (err.starts_with("--sort: no field")) return err + kindWithField(kind, key);
    return err;
}

void applyListQuery(Catalog& c, EntityKind kind, const std::vector<FieldCondition>& where,
                    const std::string& sort) {
    withEntityType(kind, [&](auto tag) {
        queryList<decltype(tag)>(c, where, sort);
        return 0;
    });
}

std::vector<SearchHit> searchCatalog(const Catalog& c, const std::string& text) {
    std::vector<SearchHit> hits;
    const std::string needle = lowercase(text);
    if (needle.empty()) return hits;
    searchList(c.chips, "chip", needle, hits);
    searchList(c.systems, "system", needle, hits);
    searchList(c.models, "model", needle, hits);
    searchList(c.engines, "engine", needle, hits);
    searchList(c.api_prices, "api_price", needle, hits);
    searchList(c.quotes, "price", needle, hits);
    searchList(c.sources, "source", needle, hits);
    return hits;
}

std::vector<std::string> closestIds(const Catalog& c, const std::string& text, std::size_t count) {
    const std::string needle = lowercase(text);
    std::vector<std::pair<std::size_t, std::string>> scored;
    std::set<std::string> seen;
    forEachId(c, [&](const std::string& id) {
        if (!seen.insert(id).second) return;
        const std::string lower = lowercase(id);
        // An id that contains the text (or the text the id) is as near as one edit.
        const bool contains = lower.find(needle) != std::string::npos ||
                              (lower.size() >= 3 && needle.find(lower) != std::string::npos);
        const std::size_t d = contains ? 1 : editDistance(needle, lower);
        if (d <= std::max<std::size_t>(2, needle.size() / 3)) scored.emplace_back(d, id);
    });
    std::stable_sort(scored.begin(), scored.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<std::string> out;
    for (std::size_t i = 0; i < scored.size() && out.size() < count; ++i)
        out.push_back(scored[i].second);
    return out;
}

std::string idIgnoringCase(const Catalog& c, const std::string& text) {
    const std::string needle = lowercase(text);
    std::string match;
    std::size_t n = 0;
    forEachId(c, [&](const std::string& id) {
        if (lowercase(id) == needle && id != match) {
            match = id;
            ++n;
        }
    });
    return n == 1 ? match : std::string();
}

} // namespace sil
