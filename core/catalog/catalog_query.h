#pragma once
// Finding entries: conditions on fields ("memory_gb>=192", "vendor=AMD"), sorting by a field, a
// case-insensitive search over ids, names, notes and sources, and the ids closest to a
// mistyped one.
#include "core/catalog/catalog.h"
#include "core/catalog/fields.h"

#include <string>
#include <vector>

namespace sil {

// FIELD OP VALUE with OP one of >= <= != = > < ~ (contains). Numbers compare as numbers, text
// case-insensitively (dates are ISO days, so < and > order them); an unknown value matches
// nothing.
struct FieldCondition {
    std::string field;
    std::string op;
    std::string value;
};
struct ConditionParse {
    bool ok = false;
    FieldCondition condition;
    std::string error;
};
ConditionParse parseCondition(const std::string& text);

// "" when every condition and the sort key name a field of the entity kind, else what is wrong.
std::string checkListQuery(EntityKind kind, const std::vector<FieldCondition>& where,
                           const std::string& sort);
// Keeps the entries of `kind` that meet every condition, ordered by `sort` ("field" ascending,
// "-field" descending, unknown values last; "" keeps the catalog's order).
void applyListQuery(Catalog& c, EntityKind kind, const std::vector<FieldCondition>& where,
                    const std::string& sort);

std::string lowercase(std::string s);

struct SearchHit {
    std::string kind; // "chip", "system", "source", ...
    std::string id;
    std::string name;  // its name or title
    std::string field; // where the text was found: "name", "provenance.tdp_w", ...
    std::string excerpt;
};
// Every entry with TEXT (case-insensitive) in a text field, a provenance note or, for
// sources, the title, publisher, location or quote.
std::vector<SearchHit> searchCatalog(const Catalog& c, const std::string& text);

// The ids (of any kind) nearest to `text` by edit distance, ignoring case, nearest first.
std::vector<std::string> closestIds(const Catalog& c, const std::string& text,
                                    std::size_t count = 5);
// An id that equals `text` but for case, when exactly one does; "" otherwise.
std::string idIgnoringCase(const Catalog& c, const std::string& text);

} // namespace sil
