#pragma once
// Chips side by side with their evidence: every field any of them has, each value with its
// kind, the range kept where sources disagree, the source it cites (numbered as footnotes in
// order of first use) and its ratio to a baseline chip.
#include "core/catalog/catalog.h"

#include <optional>
#include <string>
#include <vector>

namespace sil {

struct CompareCell {
    bool known = false;
    std::string text; // the value as written (numbers in plain decimals)
    std::optional<double> number;
    ValueKind kind = ValueKind::VendorSpec;
    std::optional<double> low, high;
    std::string source_id;
    int footnote = 0;            // 1-based into ChipComparison::footnotes; 0 = no source
    std::optional<double> ratio; // value / the baseline's, numbers both known, baseline != 0
};

struct CompareRow {
    std::string field, label, unit;
    std::vector<CompareCell> cells; // one per chip, in the order asked
};

struct ChipComparison {
    std::vector<const Chip*> chips;
    std::size_t baseline = 0;
    std::vector<CompareRow> rows;
    std::vector<std::string> footnotes; // source ids
};

// "vendor", "derived", "estimate", "measured", "user".
std::string_view kindMark(ValueKind k);
ChipComparison compareChips(const std::vector<const Chip*>& chips, std::size_t baseline);

} // namespace sil
