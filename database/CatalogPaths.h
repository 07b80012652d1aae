#pragma once
#include <QString>

namespace sil::db {

// SILICONOMICS_CATALOG, else <bindir>/../share/siliconomics/catalog.sqlite (the same
// layout in the build tree and after installation).
QString shippedCatalogPath();
// <AppDataLocation>/user.sqlite
QString defaultUserDatabasePath();
// <AppDataLocation>/team/<key>.sqlite: the last synced snapshot of a team catalog, opened
// read-only when its server is unreachable.
QString teamSnapshotPath(const QString& key);

} // namespace sil::db
