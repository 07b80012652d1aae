// CatalogStore's offline snapshot of a team catalog: a private SQLite copy written after every
// successful connection (rows, the team's edits, scenarios and imported points), kept while
// the server's fingerprint is unchanged, and opened read-only when the server is unreachable.
#include "CatalogStore.h"
#include "Migrations.h"
#include "OverrideKeys.h"
#include "PrivateFile.h"
#include "SqlRows.h"
#include "TeamConnection.h"

#include <QAtomicInt>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QSqlRecord>
#include <cstdio>
#include <unistd.h>

namespace sil::db {

namespace {

// What an offline snapshot copies from the team's schema (and `meta`, its version).
constexpr const char* kSnapshotTables[] = {
    "meta",           "vendors",   "sources",          "chips",   "systems",
    "rental_quotes",  "models",    "value_provenance", "engines", "api_prices",
    "user_overrides", "scenarios", "measurements"};

} // namespace

bool CatalogStore::openSnapshot(const QString& why) {
    const QString reason = why;
    const QString where = teamDisplay_;
    if (!QFileInfo::exists(snapshotPath_))
        return fail(QStringLiteral("%1; there is no offline snapshot of this team catalog on this "
                                   "computer yet (one is written after every successful "
                                   "connection)")
                        .arg(reason));
    userConnection_ = teamConnectionName("snapshot");
    if (!openFile(user_, userConnection_, snapshotPath_, true)) {
        const QString e = error_;
        closeUser();
        return fail(QStringLiteral("%1; the offline snapshot cannot be opened: %2").arg(reason, e));
    }
    int version = 0;
    QString err;
    if (!readSchemaVersion(user_, snapshotPath_, version, err) ||
        version != latestSchemaVersion()) {
        closeUser();
        return fail(
            QStringLiteral("%1; the offline snapshot %2 is unusable (%3)")
                .arg(reason, snapshotPath_,
                     err.isEmpty() ? QStringLiteral("schema version %1").arg(version) : err));
    }
    QString syncedAt;
    QSqlQuery q(user_);
    if (q.exec(QStringLiteral("SELECT value FROM meta WHERE key = 'team_synced_at'")) && q.next())
        syncedAt = q.value(0).toString();
    team_ = offline_ = userReadOnly_ = true;
    userPath_ = where;
    teamStatus_ = QStringLiteral("Offline: the team server %1 is unreachable; showing the "
                                 "read-only snapshot synced at %2. Edits are refused until the "
                                 "server is reachable.")
                      .arg(where, syncedAt.isEmpty() ? QStringLiteral("(unknown)") : syncedAt);
    warning_ = reason;
    return true;
}

QString CatalogStore::teamFingerprint() {
    // Every row version carries the id of the transaction that wrote it (xmin): a table's row
    // count and the sum of its rows' xmin change with every insert, update and delete, and
    // the server sends those two numbers, not the rows.
    QStringList parts;
    for (const char* table : kSnapshotTables)
        parts << QStringLiteral("(SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) "
                                "FROM %1)")
                     .arg(QLatin1String(table));
    QSqlQuery q(user_);
    if (!q.exec(QStringLiteral("SELECT ") + parts.join(QStringLiteral(" || '|' || "))) || !q.next())
        return {};
    return QStringLiteral("%1;%2;%3")
        .arg(latestSchemaVersion())
        .arg(teamDisplay_, q.value(0).toString());
}

bool CatalogStore::teamSnapshotCurrent() {
    if (snapshotPath_.isEmpty() || !QFileInfo::exists(snapshotPath_)) return false;
    const QString fingerprint = teamFingerprint();
    QString e;
    if (fingerprint.isEmpty() || !makeOwnerOnlyFile(snapshotPath_, &e)) return false;
    const QString connection = teamConnectionName("snapshot-check");
    bool current = false;
    {
        QSqlDatabase s = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        s.setDatabaseName(snapshotPath_);
        if (s.open()) {
            QSqlQuery q(s);
            current = q.exec(QStringLiteral("SELECT value FROM meta WHERE key = "
                                            "'team_fingerprint'")) &&
                      q.next() && q.value(0).toString() == fingerprint;
            q.finish();
            // Nothing changed on the server: the snapshot is as good as a new one.
            QSqlQuery synced(s);
            synced.prepare(
                QStringLiteral("UPDATE meta SET value = ? WHERE key = 'team_synced_at'"));
            synced.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
            current = current && synced.exec();
        }
        s.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return current;
}

namespace {

// What an offline snapshot holds besides the catalog rows: the team's edits, scenarios and
// imported benchmark points.
struct SavedScenario {
    QString name, json, updatedAt;
};

// The team's imported benchmark points, column by column (measurements list and accuracy
// work offline too).
constexpr const char* kMeasurementColumns =
    "id, imported_at, imported_by, file_name, source_format, "
    "system_id, model_id, engine, gpus, kind, point, "
    "content_hash";
constexpr int kMeasurementColumnCount = 12;

bool readSavedScenarios(QSqlDatabase& db, QList<SavedScenario>& out, QSqlError& error) {
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT name, json, updated_at FROM scenarios ORDER BY name"))) {
        error = q.lastError();
        return false;
    }
    while (q.next())
        out.push_back({q.value(0).toString(), q.value(1).toString(), q.value(2).toString()});
    return true;
}

bool readSnapshotMeasurements(QSqlDatabase& db, QList<QVariantList>& out, QSqlError& error) {
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT %1 FROM measurements ORDER BY id")
                    .arg(QLatin1String(kMeasurementColumns)))) {
        error = q.lastError();
        return false;
    }
    while (q.next()) {
        QVariantList row;
        for (int i = 0; i < kMeasurementColumnCount; ++i)
            row << q.value(i);
        out << row;
    }
    return true;
}

// The edits, each with who made it and its row version (team_audit), into the snapshot;
// returns the error, empty when written.
QString writeSnapshotEdits(QSqlDatabase& s, const QList<UserOverride>& edits) {
    QSqlQuery ddl(s);
    if (!ddl.exec(QStringLiteral("CREATE TABLE team_audit (entity TEXT NOT NULL, entity_id "
                                 "TEXT NOT NULL, field TEXT NOT NULL, changed_by TEXT, "
                                 "changed_at_ms INTEGER, row_version INTEGER, PRIMARY KEY "
                                 "(entity, entity_id, field))")))
        return ddl.lastError().text();
    for (const UserOverride& o : edits) {
        QSqlQuery ins(s);
        ins.prepare(QStringLiteral("INSERT INTO user_overrides (entity, entity_id, field, "
                                   "value, note, edited_at) VALUES (?, ?, ?, ?, ?, ?)"));
        ins.addBindValue(entityText(o.entity));
        ins.addBindValue(o.id);
        ins.addBindValue(o.field);
        ins.addBindValue(o.value);
        ins.addBindValue(o.note);
        ins.addBindValue(o.editedAt);
        if (!ins.exec()) return ins.lastError().text();
        QSqlQuery audit(s);
        audit.prepare(QStringLiteral("INSERT INTO team_audit VALUES (?, ?, ?, ?, ?, ?)"));
        audit.addBindValue(entityText(o.entity));
        audit.addBindValue(o.id);
        audit.addBindValue(o.field);
        audit.addBindValue(o.changedBy);
        audit.addBindValue(QDateTime::fromString(o.editedAt, Qt::ISODate).toMSecsSinceEpoch());
        audit.addBindValue(o.rowVersion);
        if (!audit.exec()) return audit.lastError().text();
    }
    return {};
}

// The scenarios and benchmark points into the snapshot; returns the error, empty when written.
QString writeSnapshotScenariosAndPoints(QSqlDatabase& s, const QList<SavedScenario>& scenarios,
                                        const QList<QVariantList>& measurementRows) {
    for (const SavedScenario& sc : scenarios) {
        QSqlQuery ins(s);
        ins.prepare(
            QStringLiteral("INSERT INTO scenarios (name, json, updated_at) VALUES (?, ?, ?)"));
        ins.addBindValue(sc.name);
        ins.addBindValue(sc.json);
        ins.addBindValue(sc.updatedAt);
        if (!ins.exec()) return ins.lastError().text();
    }
    for (const QVariantList& row : measurementRows) {
        QSqlQuery ins(s);
        ins.prepare(QStringLiteral("INSERT INTO measurements (%1) VALUES (?, ?, ?, ?, ?, "
                                   "?, ?, ?, ?, ?, ?, ?)")
                        .arg(QLatin1String(kMeasurementColumns)));
        for (const QVariant& v : row)
            ins.addBindValue(v);
        if (!ins.exec()) return ins.lastError().text();
    }
    return {};
}

QString writeSnapshotMeta(QSqlDatabase& s, const QList<std::pair<QString, QString>>& meta) {
    for (const auto& [key, value] : meta) {
        QSqlQuery ins(s);
        ins.prepare(QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)"));
        ins.addBindValue(key);
        ins.addBindValue(value);
        if (!ins.exec()) return ins.lastError().text();
    }
    return {};
}

} // namespace

bool CatalogStore::writeTeamSnapshot(const QString& path) {
    if (!team_ || offline_)
        return fail(QStringLiteral("only an online team catalog can be written to a snapshot"));
    if (path.isEmpty()) return fail(QStringLiteral("no snapshot path"));
    const QFileInfo info(path);
    QString folderError;
    if (!makeOwnerOnlyFolder(info.absolutePath(), &folderError))
        return fail(QStringLiteral("%1: %2").arg(path, folderError));
    // Taken before the rows: a change between the two makes the next open rewrite the
    // snapshot, never keep one that misses it.
    const QString fingerprint = teamFingerprint();
    ImportBatch batch;
    QString err;
    if (!readEntities(user_, batch.sources, err) || !readEntities(user_, batch.chips, err) ||
        !readEntities(user_, batch.systems, err) || !readEntities(user_, batch.quotes, err) ||
        !readEntities(user_, batch.models, err) || !readEntities(user_, batch.api_prices, err) ||
        !readEntities(user_, batch.engines, err))
        return fail(QStringLiteral("%1: %2").arg(userPath_, err));
    const QList<UserOverride> edits = overrides();
    QList<SavedScenario> scenarios;
    QSqlError readError;
    if (!readSavedScenarios(user_, scenarios, readError))
        return failSql(QStringLiteral("reading scenarios"), readError);
    QList<QVariantList> measurementRows;
    if (!readSnapshotMeasurements(user_, measurementRows, readError))
        return failSql(QStringLiteral("reading measurements"), readError);
    static QAtomicInt counter;
    const QString temp =
        QStringLiteral("%1.tmp-%2-%3").arg(path).arg(::getpid()).arg(counter.fetchAndAddRelaxed(1));
    QFile::remove(temp);
    // The team's catalog and measurements: for this user's eyes only on a shared computer.
    if (QString e; !makeOwnerOnlyFile(temp, &e))
        return fail(QStringLiteral("%1: snapshot not written: %2").arg(path, e));
    const QString connection = teamConnectionName("snapshot-write");
    bool ok = false;
    {
        QSqlDatabase s = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        s.setDatabaseName(temp);
        auto step = [&]() -> bool {
            if (!s.open()) return fail(QStringLiteral("%1: %2").arg(temp, s.lastError().text()));
            const MigrationOutcome m = migrate(s, temp);
            if (!m.ok) return fail(m.error);
            if (!s.transaction()) return fail(s.lastError().text());
            const QList<std::pair<QString, QString>> meta = {
                {QStringLiteral("team_url"), teamDisplay_},
                {QStringLiteral("team_fingerprint"), fingerprint},
                {QStringLiteral("team_synced_at"),
                 QDateTime::currentDateTimeUtc().toString(Qt::ISODate)}};
            QString e;
            if (!writeBatch(s, batch, e)) return fail(e);
            e = writeSnapshotEdits(s, edits);
            if (e.isEmpty()) e = writeSnapshotScenariosAndPoints(s, scenarios, measurementRows);
            if (e.isEmpty()) e = writeSnapshotMeta(s, meta);
            if (!e.isEmpty()) return fail(e);
            if (!s.commit()) return fail(s.lastError().text());
            return true;
        };
        ok = step();
        if (!ok && s.isOpen()) s.rollback();
        s.close();
    }
    QSqlDatabase::removeDatabase(connection);
    if (!ok) {
        const QString why = error_;
        QFile::remove(temp);
        return fail(QStringLiteral("%1: snapshot not written: %2").arg(path, why));
    }
    // rename(2) replaces the old snapshot atomically: a reader sees the old one or the new one.
    if (std::rename(QFile::encodeName(temp).constData(), QFile::encodeName(path).constData()) !=
        0) {
        QFile::remove(temp);
        return fail(QStringLiteral("%1: cannot replace the snapshot").arg(path));
    }
    return true;
}

} // namespace sil::db
