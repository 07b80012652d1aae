#include "core/economics/provider_tier.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace sil {

namespace {

std::string lowered(std::string_view s) {
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

bool startsWithAny(const std::string& name, std::initializer_list<std::string_view> prefixes) {
    return std::any_of(prefixes.begin(), prefixes.end(),
                       [&](std::string_view p) { return name.starts_with(p); });
}

} // namespace

ProviderTier providerTier(std::string_view provider) {
    const std::string name = lowered(provider);
    // "Azure/Oracle" (one analyst quote for both) is a hyperscaler price too.
    if (startsWithAny(
            name, {"aws", "amazon", "azure", "microsoft azure", "google cloud", "gcp", "oracle"}))
        return ProviderTier::Hyperscaler;
    if (startsWithAny(name, {"vast", "runpod community", "spheron"}))
        return ProviderTier::Marketplace;
    if (startsWithAny(name, {"semianalysis", "market (semianalysis)", "needed to match"}))
        return ProviderTier::AnalystReference;
    return ProviderTier::Neocloud;
}

std::string_view providerTierKey(ProviderTier tier) {
    switch (tier) {
    case ProviderTier::Hyperscaler:
        return "hyperscaler";
    case ProviderTier::Neocloud:
        return "neocloud";
    case ProviderTier::Marketplace:
        return "marketplace";
    case ProviderTier::AnalystReference:
        return "analyst";
    }
    return "neocloud";
}

std::optional<ProviderTier> parseProviderTier(std::string_view key) {
    for (ProviderTier t : kProviderTiers)
        if (providerTierKey(t) == key) return t;
    return std::nullopt;
}

} // namespace sil
