#include "Migrations.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace sil::db {

namespace {

const QStringList& migrationFiles() {
    static const QStringList files = {
        QStringLiteral(":/siliconomics/migrations/0001_initial.sql"),
        QStringLiteral(":/siliconomics/migrations/0002_models.sql"),
        QStringLiteral(":/siliconomics/migrations/0003_ranges_and_torus.sql")};
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

int latestSchemaVersion() {
    return static_cast<int>(migrationFiles().size());
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
    return migrate(db, filePath, migrationFiles());
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

} // namespace sil::db
