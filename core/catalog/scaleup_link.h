#pragma once
// The link a system's scale-up domain is built from, as a value from a fixed vocabulary: the
// link family and its generation as the maker names it ("nvlink-5", "infinity-fabric-4",
// "neuronlink-v3", "ici-v5p"). The free-text scale-up fabric beside it still describes the
// switches, bridges and topology; this key is what filters, sorts and compares.
#include <string>
#include <string_view>
#include <vector>

namespace sil {

struct ScaleupLink {
    std::string_view key;  // "nvlink-5"
    std::string_view name; // "NVLink 5 (fifth generation; Blackwell)"
};

// Every key a system's scaleup_link may hold, in family and generation order.
const std::vector<ScaleupLink>& scaleupLinks();
std::vector<std::string> scaleupLinkKeys();
// nullptr when `key` is not in the vocabulary.
const ScaleupLink* findScaleupLink(std::string_view key);

} // namespace sil
