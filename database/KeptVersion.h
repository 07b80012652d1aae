#pragma once
// The catalog's version kept in the SQLite database it describes (the meta row
// "catalog_version"), so that opening a catalog reads it instead of serialising and hashing the
// whole catalog again. Triggers on every table but meta, scenarios and measurements delete the
// row on any insert, update or delete, whoever makes it (this program, an older one, an outside
// sqlite3 client): a row that is there describes the content as it is. A row is trusted only
// where all those triggers exist, and only under the schema and program version that wrote it
// and, in a user database, over the shipped catalog it was merged with.
#include "CatalogVersion.h"

#include <QSqlDatabase>
#include <QString>
#include <optional>

namespace sil::db {

// What a kept version was computed over: `overShipped` is the content hash of the shipped
// catalog a user database was merged with, "none" for a user database read without one, and
// empty for a shipped catalog read alone.

// The kept version of `db`, when there is one that is current for `overShipped`.
std::optional<CatalogVersion> readKeptVersion(QSqlDatabase& db, const QString& overShipped);
// Creates the triggers that are missing (and deletes any kept row, which they did not guard).
// Writes nothing when all are there. False with `error` when the database refused.
bool guardKeptVersion(QSqlDatabase& db, QString& error);
// Keeps `v` as the version of `db`'s content merged over `overShipped`, replacing any row.
bool writeKeptVersion(QSqlDatabase& db, const CatalogVersion& v, const QString& overShipped,
                      QString& error);
// SQLite's PRAGMA data_version of this connection: it changes when another connection commits.
qint64 dataVersion(QSqlDatabase& db);

} // namespace sil::db
