#pragma once
// From an entity kind to its type: code written once for every entity type (its fields, its
// rows) run for the kind a caller names.
#include "core/catalog/catalog.h"
#include "core/catalog/fields.h"

namespace sil {

// Calls `f` with a default value of the type `kind` names (Chip{}, System{}, RentalQuote{},
// Source{}, LlmModel{}, ApiPrice{}, EngineProfile{}) and returns what it returns.
template <typename F> decltype(auto) withEntityType(EntityKind kind, F&& f) {
    switch (kind) {
    case EntityKind::Chip:
        return f(Chip{});
    case EntityKind::System:
        return f(System{});
    case EntityKind::Quote:
        return f(RentalQuote{});
    case EntityKind::Source:
        return f(Source{});
    case EntityKind::Model:
        return f(LlmModel{});
    case EntityKind::ApiPrice:
        return f(ApiPrice{});
    case EntityKind::Engine:
        return f(EngineProfile{});
    }
    return f(Chip{});
}

} // namespace sil
