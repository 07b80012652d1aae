#pragma once
// The validation set the error bands stand on (docs/accuracy.md): the published runs shipped
// with the program (database/published_runs, compiled in as resources) and the user's own
// imported measurements, validated once per catalog state and kept in memory and in a disk
// cache (<CacheLocation>/validation-<key>.json), so `plan` and `inference` stay fast.
#include "core/measurements/published_runs.h"
#include "core/measurements/validation.h"

#include <memory>
#include <vector>

namespace sil::db {

// The shipped published runs, parsed and resolved against `catalog`.
PublishedRuns shippedPublishedRuns(const Catalog& catalog);

// The report for `catalog` and the user's imports: from memory, else from the disk cache, else
// computed (seconds: the fitted rows are refitted) and written to the cache. Never null; a
// broken shipped run set gives an empty report (every band then says there are no runs).
std::shared_ptr<const ValidationReport>
validationReport(const Catalog& catalog, const std::vector<StoredPoint>& userPoints);

} // namespace sil::db
