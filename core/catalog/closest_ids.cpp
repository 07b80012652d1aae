#include "closest_ids.h"

#include <algorithm>
#include <cctype>
#include <numeric>

namespace sil {

namespace {

std::string lowered(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return s;
}

// Levenshtein distance: insertions, deletions and substitutions of one character each.
std::size_t editDistance(const std::string& a, const std::string& b) {
    std::vector<std::size_t> row(b.size() + 1);
    std::iota(row.begin(), row.end(), std::size_t{0});
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            row[j] =
                std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[b.size()];
}

} // namespace

std::vector<std::string> closestIds(const std::string& wanted,
                                    const std::vector<std::string>& known, std::size_t count) {
    const std::string w = lowered(wanted);
    struct Candidate {
        bool contains;
        std::size_t distance;
        std::size_t index;
    };
    std::vector<Candidate> candidates;
    candidates.reserve(known.size());
    for (std::size_t i = 0; i < known.size(); ++i) {
        const std::string k = lowered(known[i]);
        const bool contains =
            !w.empty() && (k.find(w) != std::string::npos || w.find(k) != std::string::npos);
        candidates.push_back({contains, editDistance(w, k), i});
    }
    const std::size_t n = std::min(count, candidates.size());
    std::partial_sort(candidates.begin(), candidates.begin() + std::ptrdiff_t(n), candidates.end(),
                      [](const Candidate& a, const Candidate& b) {
                          if (a.contains != b.contains) return a.contains;
                          if (a.distance != b.distance) return a.distance < b.distance;
                          return a.index < b.index;
                      });
    std::vector<std::string> out;
    for (std::size_t i = 0; i < n; ++i)
        out.push_back(known[candidates[i].index]);
    return out;
}

} // namespace sil
