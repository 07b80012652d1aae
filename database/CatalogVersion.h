#pragma once
// Which catalog an answer came from: the date its values were last read from their sources
// ("as of"), a SHA-256 of its content (the catalog as JSON, exportJson) and its counts. The same
// catalog gives the same hash on every machine; any changed value, source or note changes it.
// Shown by `catalog version`, in exported charts' captions and in the report, each for the
// catalog as the apps read it (stored rows, the user's rows, systems inheriting their chip's
// availability), before the scenario's edits.
// The stored catalogs keep theirs (CatalogStore::keptVersion): this computes it.
#include "core/catalog/catalog.h"
#include "core/catalog/catalog_version.h"

namespace sil::db {

using CatalogVersion = sil::CatalogVersion;

// Serialises and hashes the whole catalog (milliseconds at 1,000 systems), unless a
// CatalogVersionAhead of the same catalog object is alive: then its answer, waited for.
CatalogVersion catalogVersion(const Catalog& c);

// Computes catalogVersion(c) on a worker thread while this object lives, for a caller that lays
// out a chart meanwhile (a headless export, whose caption names the version). While it lives,
// `c` must not change, and catalogVersion(c) of the same object takes this answer instead of
// computing again. One at a time; the destructor waits for the worker.
class CatalogVersionAhead {
public:
    explicit CatalogVersionAhead(const Catalog& c);
    ~CatalogVersionAhead();
    CatalogVersionAhead(const CatalogVersionAhead&) = delete;
    CatalogVersionAhead& operator=(const CatalogVersionAhead&) = delete;

private:
    bool computing_ = false; // false: another one was alive (this one computes nothing)
};

} // namespace sil::db
