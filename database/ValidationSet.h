#pragma once
// The validation set the error bands stand on (docs/accuracy.md): the published runs shipped
// with the program (database/published_runs, compiled in as resources) and the user's own
// imported measurements, validated once per catalog state and kept in memory and in a disk
// cache (<CacheLocation>/validation-<key>.json), so `plan` and `inference` stay fast. The
// shipped catalog's report on the published runs is computed at build time and installed
// beside the catalog (published-validation.json), so a first start computes nothing.
#include "core/measurements/published_runs.h"
#include "core/measurements/validation.h"

#include <QString>
#include <cstddef>
#include <memory>
#include <vector>

namespace sil::db {

// The shipped published runs, parsed and resolved against `catalog`.
PublishedRuns shippedPublishedRuns(const Catalog& catalog);

// The report for `catalog` and the user's imports: from memory, else from the disk cache or
// the report installed with the shipped catalog (only for its exact content), else computed
// (seconds: the fitted rows are refitted) and written to the cache. Never null; a broken
// shipped run set gives an empty report (every band then says there are no runs).
std::shared_ptr<const ValidationReport>
validationReport(const Catalog& catalog, const std::vector<StoredPoint>& userPoints);
// The same, reporting the share done of each part it computes (ValidationProgress); null
// when `progress` stopped it (nothing of it is kept).
std::shared_ptr<const ValidationReport> validationReport(const Catalog& catalog,
                                                         const std::vector<StoredPoint>& userPoints,
                                                         const ValidationProgress& progress);

// The same report when it needs no computing (memory, disk cache, installed report); null when
// it would have to be computed. Reads files, never refits: for the GUI thread.
std::shared_ptr<const ValidationReport>
readyValidationReport(const Catalog& catalog, const std::vector<StoredPoint>& userPoints);

// How many reports (parts: published runs, a user's imports) this process has started to
// compute rather than read: what a first start on the shipped catalog must leave at zero.
std::size_t validationReportsComputed();

// Where the report of the shipped catalog is installed: beside shippedCatalogPath().
QString shippedValidationPath();

// Computes the published runs' report for `catalog` and writes it, with its key, to `path`
// (the build step that makes the installed report). False with `error` set on failure.
bool writePublishedValidation(const Catalog& catalog, const QString& path, QString* error);

} // namespace sil::db
