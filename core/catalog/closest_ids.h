#pragma once
// The known ids closest to one that was mistyped ("hgx-h100" for "hgx-h100-nvl8"), so that an
// error can suggest a few instead of listing a thousand.
#include <string>
#include <vector>

namespace sil {

// Up to `count` of `known` nearest to `wanted`, nearest first: ids that contain it (or that it
// contains) before the others, then by edit distance, ignoring case; ties in `known`'s order.
std::vector<std::string> closestIds(const std::string& wanted,
                                    const std::vector<std::string>& known, std::size_t count = 5);

} // namespace sil
