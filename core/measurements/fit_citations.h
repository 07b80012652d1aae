#pragma once
// Which of a system's engine rows were fitted on a stored point: a row whose note cites the
// point's label ("measurement 12 (vllm.json:3)"; siliconomics-cli fit names every point it
// used). The same answer as searching each note for each label, with each note read once: a
// row fitted on 20,000 points has a note that long, and searching it once per point of a
// 100,000-point table took minutes.
#include "core/catalog/catalog.h"
#include "core/measurements/accuracy.h"

#include <string>
#include <unordered_map>
#include <vector>

namespace sil {

class FitCitations {
public:
    explicit FitCitations(const Catalog& catalog);
    // The rows of `point`'s system whose note cites it, in the catalog's order.
    std::vector<const EngineProfile*> rowsCiting(const StoredPoint& point) const;

private:
    struct CitingRow {
        const EngineProfile* row = nullptr;
        // Where "measurement ID (" begins in the note, per ID.
        std::unordered_map<long long, std::vector<std::size_t>> at;
    };
    std::vector<CitingRow> rows_;
};

} // namespace sil
