#include "core/catalog/catalog.h"

#include <algorithm>
#include <array>

namespace sil {

namespace {
template <typename Enum, std::size_t N>
std::optional<Enum> parseKey(const std::array<std::string_view, N>& keys, std::string_view key) {
    for (std::size_t i = 0; i < N; ++i)
        if (keys[i] == key) return static_cast<Enum>(i);
    return std::nullopt;
}
constexpr std::array<std::string_view, 6> kKinds = {"vendor_spec", "analyst_estimate", "measured",
                                                    "user",        "derived",          "reported"};
constexpr std::array<std::string_view, 5> kTopologies = {"switched", "full_mesh", "torus_2d",
                                                         "torus_3d", "wafer_scale"};
constexpr std::array<std::string_view, 3> kAttentionKinds = {"full", "sliding_window", "mla"};
constexpr std::array<std::string_view, 5> kTerms = {"spot", "on_demand", "1_month", "1_year",
                                                    "3_year"};

template <typename T, typename Vec> T* findById(Vec& v, const std::string& id) {
    auto it = std::find_if(v.begin(), v.end(), [&](const auto& e) { return e.id == id; });
    return it == v.end() ? nullptr : &*it;
}
} // namespace

std::string_view valueKindKey(ValueKind k) {
    return kKinds[static_cast<std::size_t>(k)];
}
std::optional<ValueKind> parseValueKind(std::string_view key) {
    return parseKey<ValueKind>(kKinds, key);
}
std::string_view topologyKey(Topology t) {
    return kTopologies[static_cast<std::size_t>(t)];
}
std::optional<Topology> parseTopology(std::string_view key) {
    return parseKey<Topology>(kTopologies, key);
}
bool isTorus(Topology t) {
    return t == Topology::Torus2D || t == Topology::Torus3D;
}
std::string_view attentionKindKey(AttentionKind k) {
    return kAttentionKinds[static_cast<std::size_t>(k)];
}
std::optional<AttentionKind> parseAttentionKind(std::string_view key) {
    return parseKey<AttentionKind>(kAttentionKinds, key);
}
std::string_view rentalTermKey(RentalTerm t) {
    return kTerms[static_cast<std::size_t>(t)];
}
std::optional<RentalTerm> parseRentalTerm(std::string_view key) {
    return parseKey<RentalTerm>(kTerms, key);
}
bool paidOnlyWhenUsed(RentalTerm t) {
    return t == RentalTerm::Spot || t == RentalTerm::OnDemand;
}

const Chip* Catalog::chip(const std::string& id) const {
    return findById<const Chip>(chips, id);
}
const System* Catalog::system(const std::string& id) const {
    return findById<const System>(systems, id);
}
const Source* Catalog::source(const std::string& id) const {
    return findById<const Source>(sources, id);
}
const LlmModel* Catalog::model(const std::string& id) const {
    return findById<const LlmModel>(models, id);
}
const ApiPrice* Catalog::apiPrice(const std::string& id) const {
    return findById<const ApiPrice>(api_prices, id);
}
const EngineProfile* Catalog::engine(const std::string& id) const {
    return findById<const EngineProfile>(engines, id);
}
Chip* Catalog::chip(const std::string& id) {
    return findById<Chip>(chips, id);
}
System* Catalog::system(const std::string& id) {
    return findById<System>(systems, id);
}

CatalogIndex::CatalogIndex(const Catalog& c) {
    chips_.reserve(c.chips.size());
    for (const auto& chip : c.chips)
        chips_[chip.id] = &chip;
    std::unordered_map<std::string, std::vector<const RentalQuote*>> byChip, bySystem;
    for (const auto& q : c.quotes) {
        if (!q.system_id.empty())
            bySystem[q.system_id].push_back(&q);
        else
            byChip[q.chip_id].push_back(&q);
    }
    quotes_.reserve(c.systems.size());
    for (const auto& s : c.systems) {
        auto& list = quotes_[s.id];
        if (auto it = byChip.find(s.chip_id); it != byChip.end()) list = it->second;
        if (auto it = bySystem.find(s.id); it != bySystem.end())
            list.insert(list.end(), it->second.begin(), it->second.end());
    }
    systemChip_.reserve(c.systems.size());
    systemQuotes_.reserve(c.systems.size());
    for (const auto& s : c.systems) {
        systemChip_.push_back(chip(s.chip_id));
        systemQuotes_.push_back(&quotes_.at(s.id));
    }
}

const Chip* CatalogIndex::chip(const std::string& id) const {
    auto it = chips_.find(id);
    return it == chips_.end() ? nullptr : it->second;
}

const std::vector<const RentalQuote*>& CatalogIndex::quotesFor(const System& s) const {
    static const std::vector<const RentalQuote*> none;
    auto it = quotes_.find(s.id);
    return it == quotes_.end() ? none : it->second;
}

} // namespace sil
