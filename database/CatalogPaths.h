#pragma once
#include <QString>

namespace sil::db {

// SILICONOMICS_CATALOG, else <bindir>/../share/siliconomics/catalog.sqlite (the same
// layout in the build tree and after installation).
QString shippedCatalogPath();
// <AppDataLocation>/user.sqlite
QString defaultUserDatabasePath();

} // namespace sil::db
