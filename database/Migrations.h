#pragma once
// Numbered SQL migrations (PRAGMA user_version). A database newer than this program is
// refused and never touched; an older one is copied to a timestamped backup first.
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace sil::db {

int latestSchemaVersion();

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

} // namespace sil::db
