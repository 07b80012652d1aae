// CatalogStore's team-catalog half: connecting to PostgreSQL, roles, versioned edits with
// conflicts and history. Its offline snapshot is in CatalogStoreSnapshot.cpp; opening, loading
// and imports in CatalogStore.cpp; edits, measurements and scenarios in
// CatalogStore{Overrides,Measurements,Scenarios}.cpp.
#include "CatalogPaths.h"
#include "CatalogStore.h"
#include "Migrations.h"
#include "OverrideKeys.h"
#include "PrivateFile.h"
#include "SqlRows.h"
#include "TeamConnection.h"

#include <QAtomicInt>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QThread>
#include <cstdio>
#include <unistd.h>

namespace sil::db {

namespace {

QString shownValue(const QString& value) {
    return value.isEmpty() ? QStringLiteral("n/a (unknown)") : value;
}

bool transient(const QSqlError& e) {
    const QString code = e.nativeErrorCode();
    return code == QLatin1String("40001") || code == QLatin1String("40P01");
}

bool unreachableError(const QSqlError& e) {
    const QString t = e.text();
    for (const char* needle :
         {"Connection refused", "could not connect", "timeout expired", "could not translate host",
          "No route to host", "Network is unreachable", "Connection timed out",
          "server closed the connection", "the database system is starting up",
          "the database system is shutting down", "no connection to the server",
          "Connection reset"})
        if (t.contains(QLatin1String(needle), Qt::CaseInsensitive)) return true;
    return false;
}

QString serverText(const QSqlError& e) {
    const QString t = e.databaseText().trimmed();
    return t.isEmpty() ? e.text().trimmed() : t;
}

// Every team session gives up on any statement after this long (and on a lock after
// lockTimeoutMs_): one editor's LOCK TABLE, or a stuck transaction, must not hang everyone.
constexpr int kStatementTimeoutMs = 60000;

const char* const kRoles[][2] = {{"siliconomics_viewer", nullptr},
                                 {"siliconomics_editor", "siliconomics_viewer"},
                                 {"siliconomics_admin", "siliconomics_editor"}};

} // namespace

bool CatalogStore::failSql(const QString& action, const QSqlError& e) {
    const QString code = e.nativeErrorCode();
    // An editor refused is refused by a rule on the row (someone else's measurement), which
    // the server's message names; more privileges are the answer only for viewers.
    const bool writer = teamRole_ == QLatin1String("editor") || teamRole_ == QLatin1String("admin");
    if (code == QLatin1String("42501") && writer)
        return fail(QStringLiteral("%1: %2 was refused by the server: %3")
                        .arg(userPath_, action, serverText(e)));
    if (code == QLatin1String("42501"))
        return fail(QStringLiteral("%1: %2 was refused by the server (%3): your login's role (%4) "
                                   "does not allow it; a team administrator can GRANT "
                                   "siliconomics_editor to it")
                        .arg(userPath_, action, serverText(e),
                             teamRole_.isEmpty() ? QStringLiteral("none") : teamRole_));
    if (unreachableError(e) || !user_.isOpen())
        return fail(QStringLiteral("%1: %2 failed: the team server is unreachable (%3); nothing "
                                   "was saved")
                        .arg(userPath_, action, serverText(e)));
    return fail(QStringLiteral("%1: %2 failed: %3").arg(userPath_, action, serverText(e)));
}

QString CatalogStore::withBusyNote(const QString& message) {
    const bool lockWait = message.contains(QLatin1String("due to lock timeout"));
    const bool tooLong = message.contains(QLatin1String("due to statement timeout"));
    if (!lockWait && !tooLong) return message;
    if (tooLong)
        return QStringLiteral("the team catalog is busy: the server gave up after %1 s (%2); "
                              "nothing was changed, try again in a moment")
            .arg(kStatementTimeoutMs / 1000)
            .arg(message);
    // Who holds a lock that stops everyone else on the catalog's tables (LOCK TABLE, DDL).
    QString holders;
    QSqlQuery q(user_);
    if (user_.isOpen() &&
        q.exec(QStringLiteral(
            "SELECT string_agg(DISTINCT format('%s (%s on %s)', a.usename, l.mode, c.relname), "
            "', ') FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid JOIN pg_class c ON "
            "c.oid = l.relation JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = "
            "'siliconomics' AND l.granted AND l.pid <> pg_backend_pid() AND l.mode IN "
            "('AccessExclusiveLock', 'ExclusiveLock', 'ShareRowExclusiveLock', 'ShareLock')")) &&
        q.next())
        holders = q.value(0).toString();
    return QStringLiteral("the team catalog is busy (locked by %1): gave up after %2 s waiting; "
                          "nothing was changed, try again in a moment (%3)")
        .arg(holders.isEmpty() ? QStringLiteral("another session") : holders)
        .arg(lockTimeoutMs_ / 1000.0)
        .arg(message);
}

bool CatalogStore::teamAlive() {
    // QPSQL closes the connection when the server drops it; then the catalog has no user
    // database at all, which must not pass for "no team edits".
    if (!user_.isOpen())
        return fail(QStringLiteral("%1: the connection to the team server was lost; restart "
                                   "Siliconomics to reconnect or to browse the offline snapshot")
                        .arg(userPath_));
    QSqlQuery q(user_);
    if (q.exec(QStringLiteral("SELECT 1")) && q.next()) return true;
    return fail(QStringLiteral("%1: the team server is unreachable (%2); restart Siliconomics "
                               "to reconnect or to browse the offline snapshot")
                    .arg(userPath_, q.lastError().text().trimmed().isEmpty()
                                        ? QStringLiteral("connection lost")
                                        : serverText(q.lastError())));
}

bool CatalogStore::connectTeam(const QString& url, bool& unreachable) {
    unreachable = false;
    QString err;
    const auto spec = parseTeamUrl(url, &err);
    if (!spec) return fail(err);
    teamDisplay_ = spec->display();
    userPath_ = teamDisplay_;
    snapshotPath_ =
        snapshotOverride_.isEmpty() ? db::teamSnapshotPath(spec->snapshotKey()) : snapshotOverride_;
    if (!teamDriverAvailable())
        return fail(QStringLiteral("%1: Qt's PostgreSQL driver (QPSQL) is not installed; install "
                                   "libqt6sql6-psql")
                        .arg(teamDisplay_));
    userConnection_ = teamConnectionName("online");
    user_ = addTeamDatabase(*spec, userConnection_);
    if (!user_.open()) {
        const QSqlError e = user_.lastError();
        unreachable = unreachableError(e);
        user_ = QSqlDatabase();
        QSqlDatabase::removeDatabase(userConnection_);
        userConnection_.clear();
        return fail(QStringLiteral("%1: cannot connect: %2").arg(teamDisplay_, serverText(e)));
    }
    QSqlQuery path(user_);
    if (!path.exec(QStringLiteral("SET search_path TO siliconomics")))
        return failSql(QStringLiteral("setting the schema"), path.lastError());
    QSqlQuery quiet(user_); // no NOTICE chatter on stderr ("already exists, skipping")
    quiet.exec(QStringLiteral("SET client_min_messages TO warning"));
    QSqlQuery timeouts(user_);
    if (!timeouts.exec(QStringLiteral("SET lock_timeout = %1").arg(lockTimeoutMs_)) ||
        !timeouts.exec(QStringLiteral("SET statement_timeout = %1").arg(kStatementTimeoutMs)))
        return failSql(QStringLiteral("setting the session's timeouts"), timeouts.lastError());
    team_ = true;
    return true;
}

bool CatalogStore::migrateTeamSchema(int* from, int* to) {
    const MigrationOutcome m = migratePg(user_, teamDisplay_);
    QSqlQuery reset(user_);
    reset.exec(QStringLiteral("RESET ROLE"));
    if (!m.ok) {
        closeUser();
        return fail(m.error);
    }
    if (from) *from = m.fromVersion;
    if (to) *to = m.toVersion;
    return true;
}

bool CatalogStore::detectTeamRole() {
    QSqlQuery q(user_);
    if (!q.exec(QStringLiteral(
            "SELECT r.name FROM (VALUES ('siliconomics_admin', 3), ('siliconomics_editor', 2), "
            "('siliconomics_viewer', 1)) AS r(name, rank) WHERE CASE WHEN EXISTS (SELECT 1 FROM "
            "pg_roles WHERE rolname = r.name) THEN pg_has_role(session_user, r.name, 'MEMBER') "
            "ELSE false END ORDER BY r.rank DESC LIMIT 1")))
        return failSql(QStringLiteral("reading your role"), q.lastError());
    QSqlQuery who(user_);
    QString login;
    if (who.exec(QStringLiteral("SELECT session_user")) && who.next())
        login = who.value(0).toString();
    if (!q.next())
        return fail(QStringLiteral("%1: the login \"%2\" has no Siliconomics role; a team "
                                   "administrator grants one, e.g. GRANT siliconomics_editor TO "
                                   "\"%2\" (or siliconomics_viewer, siliconomics_admin)")
                        .arg(userPath_, login));
    teamRole_ = q.value(0).toString().mid(int(sizeof("siliconomics_")) - 1);
    teamStatus_ = QStringLiteral("Team catalog %1 as %2 (%3)").arg(teamDisplay_, login, teamRole_);
    return true;
}

bool CatalogStore::openTeam(const QString& url) {
    bool unreachable = false;
    if (!connectTeam(url, unreachable)) {
        if (unreachable && !snapshotPath_.isEmpty()) return openSnapshot(error_);
        closeUser();
        return false;
    }
    int version = 0;
    if (!readPgSchemaVersion(user_, teamDisplay_, version, error_)) {
        // Usually a login without any Siliconomics role, which may not even look at the
        // schema: detectTeamRole() then replaces the message with one that says so.
        detectTeamRole();
        const QString why = error_;
        closeUser();
        return fail(why);
    }
    const int latest = latestPgSchemaVersion();
    if (version == 0) {
        const QString where = teamDisplay_;
        closeUser();
        return fail(QStringLiteral("%1: not a Siliconomics team catalog yet; a team administrator "
                                   "runs \"siliconomics-cli --db %1 team init\" once")
                        .arg(where));
    }
    if (version > latest) {
        const QString where = teamDisplay_;
        closeUser();
        return fail(QStringLiteral("%1: the team catalog has schema version %2, newer than this "
                                   "version of Siliconomics understands (%3); update "
                                   "Siliconomics. Nothing was changed.")
                        .arg(where)
                        .arg(version)
                        .arg(latest));
    }
    if (!detectTeamRole()) {
        const QString why = error_;
        closeUser();
        return fail(why);
    }
    if (version < latest) {
        if (teamRole_ != QLatin1String("admin")) {
            const QString where = teamDisplay_;
            closeUser();
            return fail(QStringLiteral("%1: the team catalog has schema version %2 and this "
                                       "program needs %3; only a team administrator "
                                       "(siliconomics_admin) can migrate it: \"siliconomics-cli "
                                       "--db %1 team init\"")
                            .arg(where)
                            .arg(version)
                            .arg(latest));
        }
        QSqlQuery role(user_);
        role.exec(QStringLiteral("SET ROLE siliconomics_admin"));
        if (!migrateTeamSchema()) return false;
    }
    userReadOnly_ = teamRole_ == QLatin1String("viewer");
    if (writeSnapshot_ && !teamSnapshotCurrent() && !writeTeamSnapshot(snapshotPath_)) {
        warning_ = QStringLiteral("the offline snapshot could not be written: %1").arg(error_);
        error_.clear();
    }
    return true;
}

bool CatalogStore::initTeam(const QString& url, TeamInitReport* report) {
    closeUser();
    bool unreachable = false;
    if (!connectTeam(url, unreachable)) {
        closeUser();
        return false;
    }
    TeamInitReport r;
    auto refused = [&](const QString& what, const QSqlError& e) {
        const QString where = teamDisplay_;
        const bool denied = e.nativeErrorCode() == QLatin1String("42501");
        closeUser();
        return fail(QStringLiteral("%1: team init could not %2: %3%4")
                        .arg(where, what, serverText(e),
                             denied ? QStringLiteral(" (team init needs a login that may create "
                                                     "roles and schemas: a superuser, or one with "
                                                     "CREATEROLE that owns the database)")
                                    : QString()));
    };
    // Roles are cluster-wide and may be created by another database's init at the same moment:
    // an "already exists" race is re-checked, not reported.
    for (const auto& role : kRoles) {
        const QString name = QLatin1String(role[0]);
        for (int attempt = 0;; ++attempt) {
            QSqlQuery exists(user_);
            exists.prepare(QStringLiteral("SELECT 1 FROM pg_roles WHERE rolname = ?"));
            exists.addBindValue(name);
            if (!exists.exec()) return refused(QStringLiteral("read roles"), exists.lastError());
            if (exists.next()) break;
            QSqlQuery create(user_);
            if (create.exec(QStringLiteral("CREATE ROLE %1 NOLOGIN").arg(name))) {
                r.rolesCreated << name;
                break;
            }
            if (attempt >= 5 || create.lastError().nativeErrorCode() == QLatin1String("42501"))
                return refused(QStringLiteral("create role %1").arg(name), create.lastError());
            QThread::msleep(50);
        }
        if (!role[1]) continue;
        QSqlQuery chained(user_);
        chained.prepare(QStringLiteral("SELECT pg_has_role(?, ?, 'MEMBER')"));
        chained.addBindValue(name);
        chained.addBindValue(QLatin1String(role[1]));
        if (chained.exec() && chained.next() && chained.value(0).toBool()) continue;
        for (int attempt = 0;; ++attempt) {
            QSqlQuery grant(user_);
            if (grant.exec(QStringLiteral("GRANT %1 TO %2").arg(QLatin1String(role[1]), name)))
                break;
            if (attempt >= 5)
                return refused(QStringLiteral("grant %1 to %2").arg(QLatin1String(role[1]), name),
                               grant.lastError());
            QThread::msleep(50);
        }
    }
    QSqlQuery member(user_);
    if (!member.exec(QStringLiteral("SELECT pg_has_role(session_user, 'siliconomics_admin', "
                                    "'MEMBER')")) ||
        !member.next())
        return refused(QStringLiteral("check membership"), member.lastError());
    if (!member.value(0).toBool()) {
        QSqlQuery grant(user_);
        if (!grant.exec(QStringLiteral("GRANT siliconomics_admin TO SESSION_USER")))
            return refused(QStringLiteral("make you a siliconomics_admin"), grant.lastError());
    }
    // CREATE SCHEMA needs the database's CREATE privilege even when the schema exists: an
    // administrator who does not own the database re-runs init (to migrate) without it.
    QSqlQuery hasSchema(user_);
    if (!hasSchema.exec(QStringLiteral("SELECT 1 FROM pg_namespace WHERE nspname = "
                                       "'siliconomics'")))
        return refused(QStringLiteral("look for the schema siliconomics"), hasSchema.lastError());
    if (!hasSchema.next()) {
        QSqlQuery schema(user_);
        if (!schema.exec(QStringLiteral(
                "CREATE SCHEMA IF NOT EXISTS siliconomics AUTHORIZATION siliconomics_admin")))
            return refused(QStringLiteral("create the schema siliconomics"), schema.lastError());
    }
    QSqlQuery setRole(user_);
    if (!setRole.exec(QStringLiteral("SET ROLE siliconomics_admin")))
        return refused(QStringLiteral("act as siliconomics_admin"), setRole.lastError());
    QSqlQuery path(user_);
    path.exec(QStringLiteral("SET search_path TO siliconomics"));
    if (!migrateTeamSchema(&r.fromVersion, &r.toVersion)) return false;
    if (!detectTeamRole()) {
        const QString why = error_;
        closeUser();
        return fail(why);
    }
    userReadOnly_ = false;
    if (writeSnapshot_ && !writeTeamSnapshot(snapshotPath_)) {
        warning_ = QStringLiteral("the offline snapshot could not be written: %1").arg(error_);
        error_.clear();
    }
    if (report) *report = r;
    return true;
}

std::optional<qint64> CatalogStore::versionToExpect(EntityKind entity, const QString& id,
                                                    const QString& field,
                                                    std::optional<qint64> expected) const {
    if (expected) return expected;
    if (!seenValid_) return std::nullopt;
    return seenVersions_.value(overrideKey(entity, id, field), 0);
}

bool CatalogStore::teamSetOverride(EntityKind entity, const QString& id, const QString& field,
                                   const QString& value, const QString& note,
                                   std::optional<qint64> expected) {
    const std::optional<qint64> want = versionToExpect(entity, id, field, expected);
    const QString stamp = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    for (int attempt = 0;; ++attempt) {
        QSqlQuery q(user_);
        if (!want) {
            q.prepare(QStringLiteral(
                "INSERT INTO user_overrides (entity, entity_id, field, value, note, edited_at) "
                "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (entity, entity_id, field) DO UPDATE SET "
                "value = EXCLUDED.value, note = EXCLUDED.note, edited_at = EXCLUDED.edited_at "
                "RETURNING row_version"));
        } else if (*want == 0) {
            q.prepare(QStringLiteral(
                "INSERT INTO user_overrides (entity, entity_id, field, value, note, edited_at) "
                "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (entity, entity_id, field) DO NOTHING "
                "RETURNING row_version"));
        } else {
            q.prepare(QStringLiteral("UPDATE user_overrides SET value = ?, note = ?, edited_at = ? "
                                     "WHERE entity = ? AND entity_id = ? AND field = ? AND "
                                     "row_version = ? RETURNING row_version"));
        }
        if (want && *want > 0) {
            q.addBindValue(value);
            q.addBindValue(note);
            q.addBindValue(stamp);
            q.addBindValue(entityText(entity));
            q.addBindValue(id);
            q.addBindValue(field);
            q.addBindValue(*want);
        } else {
            q.addBindValue(entityText(entity));
            q.addBindValue(id);
            q.addBindValue(field);
            q.addBindValue(value);
            q.addBindValue(note);
            q.addBindValue(stamp);
        }
        if (!q.exec()) {
            if (attempt < 5 && transient(q.lastError())) continue;
            return failSql(QStringLiteral("saving the edit"), q.lastError());
        }
        if (!q.next()) return reportConflict(entity, id, field, value, false, want.value_or(0));
        seenVersions_.insert(overrideKey(entity, id, field), q.value(0).toLongLong());
        return true;
    }
}

bool CatalogStore::teamRevertOverride(EntityKind entity, const QString& id, const QString& field,
                                      std::optional<qint64> expected) {
    const std::optional<qint64> want = versionToExpect(entity, id, field, expected);
    if (want && *want == 0) {
        // The caller saw no edit: fine if there still is none, a conflict if one appeared.
        if (!overrideOf(entity, id, field)) return true;
        return reportConflict(entity, id, field, {}, true, 0);
    }
    for (int attempt = 0;; ++attempt) {
        QSqlQuery q(user_);
        QString sql = QStringLiteral("DELETE FROM user_overrides WHERE entity = ? AND entity_id = "
                                     "? AND field = ?");
        if (want) sql += QStringLiteral(" AND row_version = ?");
        q.prepare(sql + QStringLiteral(" RETURNING row_version"));
        q.addBindValue(entityText(entity));
        q.addBindValue(id);
        q.addBindValue(field);
        if (want) q.addBindValue(*want);
        if (!q.exec()) {
            if (attempt < 5 && transient(q.lastError())) continue;
            return failSql(QStringLiteral("reverting the edit"), q.lastError());
        }
        if (!q.next() && want && overrideOf(entity, id, field))
            return reportConflict(entity, id, field, {}, true, *want);
        seenVersions_.insert(overrideKey(entity, id, field), 0);
        return true;
    }
}

bool CatalogStore::reportConflict(EntityKind entity, const QString& id, const QString& field,
                                  const QString& yourValue, bool yourRevert, qint64 expected) {
    EditConflict c;
    c.entity = entity;
    c.id = id;
    c.field = field;
    c.yourValue = yourValue;
    c.expectedVersion = expected;
    if (const auto now = overrideOf(entity, id, field)) {
        c.theirValueExists = true;
        c.theirValue = now->value;
        c.theirChangedBy = now->changedBy;
        c.theirChangedAt = now->editedAt;
        c.currentVersion = now->rowVersion;
        seenVersions_.insert(overrideKey(entity, id, field), now->rowVersion);
    } else {
        const auto history = valueHistory(entity, id, field);
        if (!history.isEmpty()) {
            c.theirChangedBy = history.first().changedBy;
            c.theirChangedAt = history.first().changedAt;
        }
        seenVersions_.insert(overrideKey(entity, id, field), 0);
    }
    conflict_ = c;
    const QString their = c.theirValueExists
                              ? QStringLiteral("%1").arg(shownValue(c.theirValue))
                              : QStringLiteral("reverted to the catalog's own value");
    const QString yours =
        yourRevert ? QStringLiteral("revert to the catalog's own value") : shownValue(yourValue);
    return fail(
        QStringLiteral("conflict: %1 \"%2\", field %3 was changed by %4 at %5 while you "
                       "were editing it. Their value: %6. Your value: %7 (not saved, so "
                       "nothing was overwritten; reload and apply it again if yours "
                       "should win).")
            .arg(entityText(entity), id, field,
                 c.theirChangedBy.isEmpty() ? QStringLiteral("someone") : c.theirChangedBy,
                 c.theirChangedAt.isEmpty() ? QStringLiteral("an unknown time") : c.theirChangedAt,
                 their, yours));
}

QList<ValueHistoryEntry> CatalogStore::valueHistory(EntityKind entity, const QString& id,
                                                    const QString& field) {
    QList<ValueHistoryEntry> out;
    if (!team_) {
        fail(QStringLiteral("the edit history needs a team catalog (--db postgresql://...)"));
        return out;
    }
    if (offline_) {
        fail(QStringLiteral("offline: the edit history of %1 needs the server").arg(userPath_));
        return out;
    }
    QSqlQuery q(user_);
    q.prepare(QStringLiteral("SELECT id, action, old_value, new_value, note, changed_by, "
                             "CAST(extract(epoch FROM changed_at) * 1000 AS bigint), "
                             "row_version FROM value_history WHERE entity = ? AND entity_id = ? "
                             "AND field = ? ORDER BY id DESC"));
    q.addBindValue(entityText(entity));
    q.addBindValue(id);
    q.addBindValue(field);
    if (!q.exec()) {
        failSql(QStringLiteral("reading the edit history"), q.lastError());
        return out;
    }
    while (q.next()) {
        ValueHistoryEntry h;
        h.id = q.value(0).toLongLong();
        h.entity = entity;
        h.entityId = id;
        h.field = field;
        h.action = q.value(1).toString();
        h.oldWasEdit = !q.value(2).isNull();
        h.oldValue = q.value(2).toString();
        h.newValue = q.value(3).toString();
        h.note = q.value(4).toString();
        h.changedBy = q.value(5).toString();
        h.changedAt = isoFromMs(q.value(6));
        h.rowVersion = q.value(7).toLongLong();
        out << h;
    }
    return out;
}

bool CatalogStore::revertToHistory(EntityKind entity, const QString& id, const QString& field,
                                   qint64 historyId) {
    if (!requireWritableUser()) return false;
    if (!team_) return fail(QStringLiteral("the edit history needs a team catalog"));
    const auto history = valueHistory(entity, id, field);
    const auto it = std::find_if(history.begin(), history.end(),
                                 [&](const ValueHistoryEntry& h) { return h.id == historyId; });
    if (it == history.end())
        return fail(QStringLiteral("%1 \"%2\", field %3 has no history entry %4; list them with "
                                   "\"team history\"")
                        .arg(entityText(entity), id, field)
                        .arg(historyId));
    const auto current = overrideOf(entity, id, field);
    const qint64 version = current ? current->rowVersion : 0;
    if (it->action == QLatin1String("revert")) return revertOverride(entity, id, field, version);
    return setOverride(entity, id, field, it->newValue,
                       QStringLiteral("reverted to history entry %1").arg(historyId), version);
}

QList<RowHistoryEntry> CatalogStore::rowHistory(const QString& table, const QString& rowId) {
    QList<RowHistoryEntry> out;
    if (!team_) {
        fail(QStringLiteral("the change history needs a team catalog (--db postgresql://...)"));
        return out;
    }
    if (offline_) {
        fail(QStringLiteral("offline: the change history of %1 needs the server").arg(userPath_));
        return out;
    }
    QSqlQuery q(user_);
    q.prepare(QStringLiteral("SELECT id, action, old_row::text, new_row::text, changed_by, "
                             "CAST(extract(epoch FROM changed_at) * 1000 AS bigint) FROM "
                             "row_history WHERE table_name = ? AND row_id = ? ORDER BY id DESC"));
    q.addBindValue(table);
    q.addBindValue(rowId);
    if (!q.exec()) {
        failSql(QStringLiteral("reading the change history"), q.lastError());
        return out;
    }
    while (q.next()) {
        RowHistoryEntry h;
        h.id = q.value(0).toLongLong();
        h.table = table;
        h.rowId = rowId;
        h.action = q.value(1).toString();
        h.oldRow = q.value(2).toString();
        h.newRow = q.value(3).toString();
        h.changedBy = q.value(4).toString();
        h.changedAt = isoFromMs(q.value(5));
        out << h;
    }
    return out;
}

bool CatalogStore::restoreRow(const QString& table, const QString& rowId, qint64 historyId) {
    if (!requireWritableUser()) return false;
    if (!team_) return fail(QStringLiteral("the change history needs a team catalog"));
    const auto history = rowHistory(table, rowId);
    if (std::none_of(history.begin(), history.end(),
                     [&](const RowHistoryEntry& h) { return h.id == historyId; }))
        return fail(QStringLiteral("%1 \"%2\" has no history entry %3; list them with \"team "
                                   "history\"")
                        .arg(table, rowId)
                        .arg(historyId));
    QSqlQuery q(user_);
    q.prepare(QStringLiteral("SELECT restore_row(?)"));
    q.addBindValue(historyId);
    if (!q.exec())
        return failSql(QStringLiteral("restoring %1 \"%2\"").arg(table, rowId), q.lastError());
    return true;
}

} // namespace sil::db
