#pragma once
// Numbered SQL migrations (PRAGMA user_version). A database newer than this program is
// refused and never touched; an older one is copied to a timestamped backup first.
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace sil::db {

int latestSchemaVersion();
// The shipped migration files in order (resource paths), the last one the latest version.
const QStringList& shippedMigrations();

struct MigrationOutcome {
    bool ok = false;
    QString error;
    QString backupPath; // set when a backup was written
    int fromVersion = 0;
    int toVersion = 0;
};

// Reads the schema version; fails with a clear message for non-databases.
bool readSchemaVersion(QSqlDatabase& db, const QString& filePath, int& version, QString& error);

MigrationOutcome migrate(QSqlDatabase& db, const QString& filePath);
// The same with an explicit list of migration files (tests add their own).
MigrationOutcome migrate(QSqlDatabase& db, const QString& filePath, const QStringList& migrations);

// PostgreSQL (team catalogs): the same numbered migrations in PostgreSQL's dialect
// (migrations/pg/000N_*.sql, N = the SQLite migration's number up to 3; the team-only 4 comes
// next, so SQLite's 4 (API prices) is PostgreSQL's 5) plus the team-only ones; the
// version is the highest row of the table schema_migrations (no table: version 0). The
// caller runs them as siliconomics_admin in the schema "siliconomics". One transaction,
// serialised across clients by an advisory lock: DDL is transactional in PostgreSQL, so a
// failed migration leaves the schema as it was.
int latestPgSchemaVersion();
bool readPgSchemaVersion(QSqlDatabase& db, const QString& where, int& version, QString& error);
MigrationOutcome migratePg(QSqlDatabase& db, const QString& where);
// Splits a PostgreSQL script into statements: ';' inside quotes, dollar-quoted bodies and
// comments does not end a statement.
QStringList pgStatementsOf(const QString& sql);

} // namespace sil::db
