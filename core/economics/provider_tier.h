#pragma once
// The market tier of a rental quote's provider: hyperscalers,
// neoclouds, marketplaces and analysts' reference rates price the same GPU-hour differently,
// and their prices move differently over time. The tier is our classification, from the
// provider's name as the catalog quotes it (docs/tco-model.md, "Provider tiers").
#include <optional>
#include <string_view>

namespace sil {

enum class ProviderTier { Hyperscaler, Neocloud, Marketplace, AnalystReference };

inline constexpr ProviderTier kProviderTiers[] = {ProviderTier::Hyperscaler, ProviderTier::Neocloud,
                                                  ProviderTier::Marketplace,
                                                  ProviderTier::AnalystReference};

// AWS, Azure, Google Cloud and Oracle OCI are hyperscalers; Vast.ai, RunPod's community cloud
// and Spheron are marketplaces (hosts list their own machines); SemiAnalysis's indices and
// reference rates are analysts' reference prices; every other provider (CoreWeave, Lambda,
// Nebius, a name the rule does not know) counts as a neocloud.
ProviderTier providerTier(std::string_view provider);
std::string_view providerTierKey(ProviderTier tier); // "hyperscaler", "neocloud", ...
std::optional<ProviderTier> parseProviderTier(std::string_view key);

} // namespace sil
