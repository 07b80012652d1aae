#include "Migrations.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace sil::db {

namespace {

const QStringList& migrationFilesInOrder() {
    static const QStringList files = {
        QStringLiteral(":/siliconomics/migrations/0001_initial.sql"),
        QStringLiteral(":/siliconomics/migrations/0002_models.sql"),
        QStringLiteral(":/siliconomics/migrations/0003_ranges_and_torus.sql"),
        QStringLiteral(":/siliconomics/migrations/0004_api_prices.sql"),
        QStringLiteral(":/siliconomics/migrations/0005_measurements.sql"),
        QStringLiteral(":/siliconomics/migrations/0006_engines.sql"),
        QStringLiteral(":/siliconomics/migrations/0007_engine_fitted_chip.sql"),
        QStringLiteral(":/siliconomics/migrations/0008_availability_memory.sql"),
        QStringLiteral(":/siliconomics/migrations/0009_measurement_content.sql"),
        QStringLiteral(":/siliconomics/migrations/0010_memory_names.sql"),
        QStringLiteral(":/siliconomics/migrations/0011_quote_max_cluster.sql"),
        QStringLiteral(":/siliconomics/migrations/0012_system_form_factor.sql"),
        QStringLiteral(":/siliconomics/migrations/0013_die_details_scaleup_link.sql")};
    return files;
}

const QStringList& pgMigrationFiles() {
    static const QStringList files = {
        QStringLiteral(":/siliconomics/migrations/pg/0001_initial.sql"),
        QStringLiteral(":/siliconomics/migrations/pg/0002_models.sql"),
        QStringLiteral(":/siliconomics/migrations/pg/0003_ranges_and_torus.sql"),
        QStringLiteral(":/siliconomics/migrations/pg/0004_team.sql"),
        QStringLiteral(":/siliconomics/migrations/pg/0005_api_prices.sql"),
        QStringLiteral(":/siliconomics/migrations/pg/0006_measurements.sql"),
        QStringLiteral(":/siliconomics/migrations/pg/0007_engines.sql"),
        QStringLiteral(":/siliconomics/migrations/pg/0008_engine_fitted_chip.sql"),
        QStringLiteral(":/siliconomics/migrations/pg/0009_measurement_guard.sql"),
        QStringLiteral(":/siliconomics/migrations/pg/0010_availability_memory.sql"),
        QStringLiteral(":/siliconomics/migrations/pg/0011_measurement_content.sql"),
        QStringLiteral(":/siliconomics/migrations/pg/0012_memory_names.sql"),
        QStringLiteral(":/siliconomics/migrations/pg/0013_quote_max_cluster.sql"),
        QStringLiteral(":/siliconomics/migrations/pg/0014_system_form_factor.sql"),
        QStringLiteral(":/siliconomics/migrations/pg/0015_die_details_scaleup_link.sql")};
    return files;
}

QStringList statementsOf(const QString& sql) {
    QString withoutComments;
    for (const QString& line : sql.split(QLatin1Char('\n'))) {
        if (line.trimmed().startsWith(QLatin1String("--"))) continue;
        withoutComments += line + QLatin1Char('\n');
    }
    QStringList out;
    for (const QString& part : withoutComments.split(QLatin1Char(';'))) {
        const QString s = part.trimmed();
        if (!s.isEmpty()) out << s;
    }
    return out;
}

bool hasAnyTable(QSqlDatabase& db) {
    QSqlQuery q(db);
    return q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE type = 'table'")) &&
           q.next() && q.value(0).toInt() > 0;
}

} // namespace

const QStringList& shippedMigrations() {
    return migrationFilesInOrder();
}

int latestSchemaVersion() {
    return static_cast<int>(migrationFilesInOrder().size());
}

bool readSchemaVersion(QSqlDatabase& db, const QString& filePath, int& version, QString& error) {
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next()) {
        const QString why = q.lastError().text();
        error = why.contains(QLatin1String("not a database"), Qt::CaseInsensitive)
                    ? QStringLiteral("%1: not a SQLite database (it may be damaged or another "
                                     "kind of file); it was left untouched")
                          .arg(filePath)
                    : QStringLiteral("%1: cannot read the schema version: %2").arg(filePath, why);
        return false;
    }
    version = q.value(0).toInt();
    return true;
}

MigrationOutcome migrate(QSqlDatabase& db, const QString& filePath) {
    return migrate(db, filePath, migrationFilesInOrder());
}

MigrationOutcome migrate(QSqlDatabase& db, const QString& filePath, const QStringList& migrations) {
    MigrationOutcome out;
    int version = 0;
    if (!readSchemaVersion(db, filePath, version, out.error)) return out;
    out.fromVersion = out.toVersion = version;
    const int latest = static_cast<int>(migrations.size());
    if (version > latest) {
        out.error = QStringLiteral("%1: schema version %2 is newer than this version of "
                                   "Siliconomics understands (%3); update Siliconomics. The "
                                   "file was not modified.")
                        .arg(filePath)
                        .arg(version)
                        .arg(latest);
        return out;
    }
    if (version == latest) {
        out.ok = true;
        return out;
    }
    if (version == 0 && hasAnyTable(db)) {
        out.error = QStringLiteral("%1: this SQLite file is not a Siliconomics catalog (it has "
                                   "tables but no schema version); it was left untouched")
                        .arg(filePath);
        return out;
    }
    if (version > 0 && QFileInfo::exists(filePath)) {
        const QString backup =
            filePath +
            QStringLiteral(".backup-v%1-%2")
                .arg(version)
                .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss")));
        if (!QFile::copy(filePath, backup)) {
            out.error = QStringLiteral("%1: could not write the backup %2 before migrating; "
                                       "nothing was changed")
                            .arg(filePath, backup);
            return out;
        }
        out.backupPath = backup;
    }
    if (!db.transaction()) {
        out.error = QStringLiteral("%1: cannot start a transaction: %2")
                        .arg(filePath, db.lastError().text());
        return out;
    }
    for (int v = version; v < latest; ++v) {
        QFile f(migrations.at(v));
        if (!f.open(QIODevice::ReadOnly)) {
            db.rollback();
            out.error = QStringLiteral("internal error: migration %1 is missing").arg(v + 1);
            return out;
        }
        for (const QString& stmt : statementsOf(QString::fromUtf8(f.readAll()))) {
            QSqlQuery q(db);
            if (!q.exec(stmt)) {
                const QString why = q.lastError().text();
                db.rollback();
                out.error = QStringLiteral("%1: migration %2 failed: %3; the database was "
                                           "left as it was")
                                .arg(filePath)
                                .arg(v + 1)
                                .arg(why);
                return out;
            }
        }
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("PRAGMA user_version = %1").arg(v + 1))) {
            db.rollback();
            out.error = QStringLiteral("%1: cannot record schema version: %2")
                            .arg(filePath, q.lastError().text());
            return out;
        }
    }
    if (!db.commit()) {
        const QString why = db.lastError().text();
        db.rollback();
        out.error = QStringLiteral("%1: cannot commit the migration: %2").arg(filePath, why);
        return out;
    }
    out.toVersion = latest;
    out.ok = true;
    return out;
}

int latestPgSchemaVersion() {
    return static_cast<int>(pgMigrationFiles().size());
}

QStringList pgStatementsOf(const QString& sql) {
    QStringList out;
    QString cur;
    const qsizetype n = sql.size();
    QString dollarTag; // non-empty inside a $tag$ ... $tag$ body
    bool inQuote = false;
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = sql.at(i);
        if (!dollarTag.isEmpty()) {
            if (c == QLatin1Char('$') && sql.mid(i, dollarTag.size()) == dollarTag) {
                cur += dollarTag;
                i += dollarTag.size() - 1;
                dollarTag.clear();
            } else {
                cur += c;
            }
            continue;
        }
        if (inQuote) {
            cur += c;
            if (c == QLatin1Char('\'')) inQuote = false;
            continue;
        }
        if (c == QLatin1Char('-') && i + 1 < n && sql.at(i + 1) == QLatin1Char('-')) {
            while (i < n && sql.at(i) != QLatin1Char('\n'))
                ++i;
            cur += QLatin1Char('\n');
            continue;
        }
        if (c == QLatin1Char('\'')) {
            inQuote = true;
            cur += c;
            continue;
        }
        if (c == QLatin1Char('$')) {
            qsizetype j = i + 1;
            while (j < n && (sql.at(j).isLetterOrNumber() || sql.at(j) == QLatin1Char('_')))
                ++j;
            if (j < n && sql.at(j) == QLatin1Char('$')) {
                dollarTag = sql.mid(i, j - i + 1);
                cur += dollarTag;
                i = j;
                continue;
            }
        }
        if (c == QLatin1Char(';')) {
            if (!cur.trimmed().isEmpty()) out << cur.trimmed();
            cur.clear();
            continue;
        }
        cur += c;
    }
    if (!cur.trimmed().isEmpty()) out << cur.trimmed();
    return out;
}

bool readPgSchemaVersion(QSqlDatabase& db, const QString& where, int& version, QString& error) {
    QSqlQuery q(db);
    if (!q.exec(
            QStringLiteral("SELECT to_regclass('siliconomics.schema_migrations') IS NOT NULL")) ||
        !q.next()) {
        error = QStringLiteral("%1: cannot read the schema version: %2")
                    .arg(where, q.lastError().text());
        return false;
    }
    if (!q.value(0).toBool()) {
        version = 0;
        return true;
    }
    QSqlQuery v(db);
    if (!v.exec(QStringLiteral("SELECT coalesce(max(version), 0) FROM "
                               "siliconomics.schema_migrations")) ||
        !v.next()) {
        error = QStringLiteral("%1: cannot read the schema version: %2")
                    .arg(where, v.lastError().text());
        return false;
    }
    version = v.value(0).toInt();
    return true;
}

MigrationOutcome migratePg(QSqlDatabase& db, const QString& where) {
    MigrationOutcome out;
    const QStringList& migrations = pgMigrationFiles();
    const int latest = static_cast<int>(migrations.size());
    if (!db.transaction()) {
        out.error =
            QStringLiteral("%1: cannot start a transaction: %2").arg(where, db.lastError().text());
        return out;
    }
    auto failWith = [&](const QString& message) {
        db.rollback();
        out.error = message;
        return out;
    };
    {
        // Two admins migrating at once: the second waits, then finds nothing to do.
        QSqlQuery lock(db);
        if (!lock.exec(QStringLiteral("SELECT pg_advisory_xact_lock(7316001)")))
            return failWith(QStringLiteral("%1: cannot lock the schema for migrating: %2")
                                .arg(where, lock.lastError().text()));
        QSqlQuery table(db);
        if (!table.exec(QStringLiteral(
                "CREATE TABLE IF NOT EXISTS siliconomics.schema_migrations (version integer "
                "PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT "
                "clock_timestamp(), applied_by text NOT NULL DEFAULT session_user)")))
            return failWith(QStringLiteral("%1: cannot create the schema version table: %2")
                                .arg(where, table.lastError().text()));
    }
    int version = 0;
    if (!readPgSchemaVersion(db, where, version, out.error)) return failWith(out.error);
    out.fromVersion = out.toVersion = version;
    if (version > latest)
        return failWith(QStringLiteral("%1: the team catalog has schema version %2, newer than "
                                       "this version of Siliconomics understands (%3); update "
                                       "Siliconomics. Nothing was changed.")
                            .arg(where)
                            .arg(version)
                            .arg(latest));
    for (int v = version; v < latest; ++v) {
        QFile f(migrations.at(v));
        if (!f.open(QIODevice::ReadOnly))
            return failWith(QStringLiteral("internal error: migration %1 is missing").arg(v + 1));
        for (const QString& stmt : pgStatementsOf(QString::fromUtf8(f.readAll()))) {
            QSqlQuery q(db);
            if (!q.exec(stmt))
                return failWith(QStringLiteral("%1: migration %2 failed: %3; the team catalog "
                                               "was left as it was")
                                    .arg(where)
                                    .arg(v + 1)
                                    .arg(q.lastError().text()));
        }
        QSqlQuery record(db);
        record.prepare(QStringLiteral(
            "INSERT INTO siliconomics.schema_migrations (version, name) VALUES (?, ?)"));
        record.addBindValue(v + 1);
        record.addBindValue(QFileInfo(migrations.at(v)).fileName());
        if (!record.exec())
            return failWith(QStringLiteral("%1: cannot record schema version %2: %3")
                                .arg(where)
                                .arg(v + 1)
                                .arg(record.lastError().text()));
    }
    if (!db.commit()) {
        const QString why = db.lastError().text();
        return failWith(QStringLiteral("%1: cannot commit the migration: %2").arg(where, why));
    }
    out.toVersion = latest;
    out.ok = true;
    return out;
}

} // namespace sil::db
