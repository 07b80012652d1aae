#pragma once
// Maps catalog value types to table rows through the field registry (core/catalog/fields.h),
// so the SQL and the model can only disagree in one place. All SQL is parameterised.
#include "core/catalog/catalog_io.h"
#include "core/catalog/fields.h"

#include <QSqlDatabase>
#include <QString>

namespace sil::db {

// "chips", "systems", "rental_quotes", "sources", "models", "api_prices", "engines"
QString tableFor(EntityKind kind);

// A team catalog (QPSQL) rather than a SQLite file: the few statements whose dialects differ
// (upserts, row order) branch on this.
bool isPostgres(const QSqlDatabase& db);

// Reads every row of the entity's table, with per-field provenance. Returns false and
// sets `error` (naming the table, row id and field) when a stored value is invalid.
template <typename T> bool readEntities(QSqlDatabase& db, std::vector<T>& out, QString& error);

// INSERT OR REPLACE (PostgreSQL: INSERT ... ON CONFLICT (id) DO UPDATE) one entity and its
// per-field provenance.
template <typename T> bool writeEntity(QSqlDatabase& db, const T& e, QString& error);

// Deletes one entity row and its per-field provenance; false with `error` set when a statement
// fails. `removed` says whether the row existed. The caller owns the transaction.
bool deleteEntity(QSqlDatabase& db, EntityKind kind, const QString& id, bool& removed,
                  QString& error);

// Writes a whole batch; the caller owns the transaction.
bool writeBatch(QSqlDatabase& db, const ImportBatch& batch, QString& error);

} // namespace sil::db
