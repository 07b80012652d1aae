#include "CatalogStore.h"

#include "CatalogPaths.h"
#include "Migrations.h"
#include "PrivateFile.h"
#include "SqlRows.h"
#include "TeamConnection.h"

#include "core/economics/price_history.h"
#include "core/measurements/limits.h"
#include "core/measurements/measured_point_json.h"

#include <QAtomicInt>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QMap>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <algorithm>
#include <unordered_map>
#ifdef Q_OS_UNIX
#include <pwd.h>
#include <unistd.h>
#endif

namespace sil::db {

namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

QString nextConnectionName(const char* role) {
    static QAtomicInt counter;
    return QStringLiteral("siliconomics-%1-%2")
        .arg(QLatin1String(role))
        .arg(counter.fetchAndAddRelaxed(1));
}

template <typename T> void mergeById(std::vector<T>& base, std::vector<T>&& extra) {
    std::unordered_map<std::string, std::size_t> position;
    position.reserve(base.size() + extra.size());
    base.reserve(base.size() + extra.size()); // no reallocation moving every entity again
    for (std::size_t i = 0; i < base.size(); ++i)
        position.emplace(base[i].id, i);
    for (auto& e : extra) {
        auto it = position.find(e.id);
        if (it != position.end()) {
            base[it->second] = std::move(e);
        } else {
            position.emplace(e.id, base.size());
            base.push_back(std::move(e));
        }
    }
}

template <typename T> QString applyOverride(std::vector<T>& list, const UserOverride& o) {
    auto it = std::find_if(list.begin(), list.end(),
                           [&](const T& e) { return e.id == o.id.toStdString(); });
    if (it == list.end()) return {}; // the edited row no longer exists; keep the edit
    const FieldDef<T>* def = findField<T>(o.field.toStdString());
    if (!def) return QStringLiteral("unknown field %1").arg(o.field);
    FieldValue v;
    if (auto err = parseFieldValue(*def, o.value.toStdString(), v); !err.empty())
        return QString::fromStdString(err);
    def->set(*it, v);
    Provenance p;
    p.kind = ValueKind::User;
    const QString who =
        o.changedBy.isEmpty() ? QString() : QStringLiteral("by %1 at ").arg(o.changedBy);
    p.note = QStringLiteral("edited %1%2%3")
                 .arg(who, o.editedAt, o.note.isEmpty() ? QString() : QStringLiteral(": ") + o.note)
                 .toStdString();
    it->fields[def->name] = p;
    return {};
}

QString ek(EntityKind e) {
    return QString::fromUtf8(entityKey(e).data(), static_cast<qsizetype>(entityKey(e).size()));
}

QString overrideKey(EntityKind e, const QString& id, const QString& field) {
    return ek(e) + QLatin1Char('/') + id + QLatin1Char('/') + field;
}

QString isoFromMs(const QVariant& ms) {
    if (ms.isNull()) return {};
    return QDateTime::fromMSecsSinceEpoch(ms.toLongLong(), Qt::UTC).toString(Qt::ISODate);
}

// Serialization failures and deadlocks are retried, never shown to the user.
bool isTransient(const QSqlError& e) {
    const QString code = e.nativeErrorCode();
    return code == QLatin1String("40001") || code == QLatin1String("40P01");
}

// The overrides' columns, in the order overrideFrom() reads them.
const char* kOverrideColumnsPg =
    "entity, entity_id, field, value, note, edited_at, changed_by, "
    "CAST(extract(epoch FROM changed_at) * 1000 AS bigint), row_version";

UserOverride overrideFrom(const QSqlQuery& q, bool team) {
    UserOverride o;
    o.entity = parseEntityKind(q.value(0).toString().toStdString()).value_or(EntityKind::Chip);
    o.id = q.value(1).toString();
    o.field = q.value(2).toString();
    o.value = q.value(3).toString();
    o.note = q.value(4).toString();
    o.editedAt = q.value(5).toString();
    if (team) {
        o.changedBy = q.value(6).toString();
        if (!q.value(7).isNull()) o.editedAt = isoFromMs(q.value(7));
        o.rowVersion = q.value(8).toLongLong();
    }
    return o;
}

bool quickCheck(QSqlDatabase& db, const QString& path, QString& error) {
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next()) {
        const QString why = q.lastError().text();
        error = why.contains(QLatin1String("not a database"), Qt::CaseInsensitive)
                    ? QStringLiteral("%1: not a SQLite database (it may be damaged or another "
                                     "kind of file); it was left untouched")
                          .arg(path)
                    : QStringLiteral("%1: cannot be read: %2").arg(path, why);
        return false;
    }
    if (q.value(0).toString() != QLatin1String("ok")) {
        error = QStringLiteral("%1: the database is damaged (%2); it was left untouched")
                    .arg(path, q.value(0).toString());
        return false;
    }
    return true;
}

} // namespace

CatalogStore::CatalogStore() = default;

CatalogStore::~CatalogStore() {
    closeUser();
    if (!shippedConnection_.isEmpty()) {
        shipped_.close();
        shipped_ = QSqlDatabase();
        QSqlDatabase::removeDatabase(shippedConnection_);
    }
}

bool CatalogStore::fail(const QString& message) {
    error_ = team_ ? withBusyNote(message) : message;
    return false;
}

bool CatalogStore::openFile(QSqlDatabase& db, const QString& connection, const QString& path,
                            bool readOnly) {
    db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
    db.setDatabaseName(path);
    QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=2000");
    if (readOnly) options += QStringLiteral(";QSQLITE_OPEN_READONLY");
    db.setConnectOptions(options);
    if (!db.open())
        return fail(QStringLiteral("%1: cannot open: %2").arg(path, db.lastError().text()));
    return true;
}

bool CatalogStore::openShipped(const QString& path) {
    shippedPath_ = path;
    if (!QFileInfo::exists(path))
        return fail(QStringLiteral("%1: the shipped catalog is missing; reinstall Siliconomics "
                                   "or pass --catalog PATH")
                        .arg(path));
    shippedConnection_ = nextConnectionName("shipped");
    if (!openFile(shipped_, shippedConnection_, path, true)) return false;
    if (!quickCheck(shipped_, path, error_)) return false;
    int version = 0;
    if (!readSchemaVersion(shipped_, path, version, error_)) return false;
    if (version != latestSchemaVersion())
        return fail(QStringLiteral("%1: shipped catalog has schema version %2, this program "
                                   "needs %3; reinstall Siliconomics")
                        .arg(path)
                        .arg(version)
                        .arg(latestSchemaVersion()));
    return true;
}

bool CatalogStore::openUser(const QString& path) {
    closeUser();
    openedAs_ = path;
    if (isTeamUrl(path)) return openTeam(path);
    userPath_ = path;
    backupPath_.clear();
    const QFileInfo info(path);
    if (info.exists() && info.isDir())
        return fail(QStringLiteral("%1: is a directory, not a database file").arg(path));
    if (!info.exists()) {
        const QDir dir = info.absoluteDir();
        if (!dir.exists() && !QDir().mkpath(dir.absolutePath()))
            return fail(
                QStringLiteral("%1: cannot create the folder %2").arg(path, dir.absolutePath()));
        if (!QFileInfo(dir.absolutePath()).isWritable())
            return fail(QStringLiteral("%1: the folder %2 is not writable; choose another "
                                       "place with --db PATH")
                            .arg(path, dir.absolutePath()));
        QString err;
        if (!makeOwnerOnlyFile(path, &err)) return fail(err);
    } else if (info.isFile() && info.isWritable() &&
               QFileInfo(path).absoluteFilePath() ==
                   QFileInfo(defaultUserDatabasePath()).absoluteFilePath()) {
        // One written by an older version may still be readable by everyone.
        makeOwnerOnlyFile(path, nullptr);
    }
    userReadOnly_ = info.exists() && !info.isWritable();
    userConnection_ = nextConnectionName("user");
    if (!openFile(user_, userConnection_, path, userReadOnly_)) return false;
    if (info.exists() && info.size() > 0 && !quickCheck(user_, path, error_)) {
        closeUser();
        return false;
    }
    if (userReadOnly_) {
        int version = 0;
        if (!readSchemaVersion(user_, path, version, error_)) {
            closeUser();
            return false;
        }
        if (version != latestSchemaVersion()) {
            const QString msg =
                version > latestSchemaVersion()
                    ? QStringLiteral("%1: schema version %2 is newer than this version of "
                                     "Siliconomics understands (%3); update Siliconomics. The "
                                     "file was not modified.")
                          .arg(path)
                          .arg(version)
                          .arg(latestSchemaVersion())
                    : QStringLiteral("%1: is read-only and needs migrating; make it writable")
                          .arg(path);
            closeUser();
            return fail(msg);
        }
        return true;
    }
    const MigrationOutcome m = migrate(user_, path);
    if (!m.ok) {
        closeUser();
        return fail(m.error);
    }
    backupPath_ = m.backupPath;
    return true;
}

void CatalogStore::closeUser() {
    resetTeamState();
    if (userConnection_.isEmpty()) return;
    user_.close();
    user_ = QSqlDatabase();
    QSqlDatabase::removeDatabase(userConnection_);
    userConnection_.clear();
}

void CatalogStore::resetTeamState() {
    team_ = offline_ = false;
    userReadOnly_ = false;
    teamRole_.clear();
    teamStatus_.clear();
    warning_.clear();
    conflict_.reset();
    seenValid_ = false;
    seenVersions_.clear();
}

bool CatalogStore::loadInto(QSqlDatabase& db, Catalog& c) {
    QString err;
    const QString path = db.databaseName();
    if (!readEntities(db, c.sources, err) || !readEntities(db, c.chips, err) ||
        !readEntities(db, c.systems, err) || !readEntities(db, c.quotes, err) ||
        !readEntities(db, c.models, err) || !readEntities(db, c.api_prices, err) ||
        !readEntities(db, c.engines, err))
        return fail(QStringLiteral("%1: %2").arg(path, err));
    return true;
}

std::optional<Catalog> CatalogStore::loadShipped() {
    Catalog c;
    if (hasShipped() && !loadInto(shipped_, c)) return std::nullopt;
    return c;
}

std::optional<Catalog> CatalogStore::load() {
    auto base = loadShipped();
    if (!base) return std::nullopt;
    if (team_ && !offline_ && !teamAlive()) return std::nullopt;
    if (!hasUser()) return base;
    Catalog user;
    if (!loadInto(user_, user)) return std::nullopt;
    mergeById(base->sources, std::move(user.sources));
    mergeById(base->chips, std::move(user.chips));
    mergeById(base->systems, std::move(user.systems));
    mergeById(base->quotes, std::move(user.quotes));
    mergeById(base->models, std::move(user.models));
    mergeById(base->api_prices, std::move(user.api_prices));
    mergeById(base->engines, std::move(user.engines));
    // A team catalog whose server went away mid-session must not show the catalog without
    // the team's edits as if that were the truth.
    // (A SQLite file keeps its old behaviour: an unreadable overlay reads as no edits.)
    QList<UserOverride> edits;
    if (!readOverrides(edits) && team_) return std::nullopt;
    for (const UserOverride& o : edits) {
        QString err;
        switch (o.entity) {
        case EntityKind::Chip:
            err = applyOverride(base->chips, o);
            break;
        case EntityKind::System:
            err = applyOverride(base->systems, o);
            break;
        case EntityKind::Quote:
            err = applyOverride(base->quotes, o);
            break;
        case EntityKind::Model:
            err = applyOverride(base->models, o);
            break;
        case EntityKind::ApiPrice:
            err = applyOverride(base->api_prices, o);
            break;
        case EntityKind::Engine:
            err = applyOverride(base->engines, o);
            break;
        case EntityKind::Source:
            break;
        }
        if (!err.isEmpty()) {
            fail(QStringLiteral("%1: user_overrides %2 \"%3\", field %4: %5")
                     .arg(userPath_, QString::fromUtf8(entityKey(o.entity).data()), o.id, o.field,
                          err));
            return std::nullopt;
        }
    }
    return base;
}

QList<UserOverride> CatalogStore::overrides() {
    QList<UserOverride> out;
    readOverrides(out);
    return out;
}

bool CatalogStore::readOverrides(QList<UserOverride>& out) {
    if (team_ && !offline_ && !teamAlive()) return false;
    if (!hasUser()) return true;
    QSqlQuery q(user_);
    QString sql;
    if (team_ && !offline_)
        sql =
            QStringLiteral("SELECT %1 FROM user_overrides ORDER BY changed_at, entity, entity_id, "
                           "field")
                .arg(QLatin1String(kOverrideColumnsPg));
    else if (offline_)
        sql = QStringLiteral("SELECT o.entity, o.entity_id, o.field, o.value, o.note, o.edited_at, "
                             "a.changed_by, a.changed_at_ms, a.row_version FROM user_overrides o "
                             "LEFT JOIN team_audit a USING (entity, entity_id, field) ORDER BY "
                             "o.edited_at, o.entity, o.entity_id, o.field");
    else
        sql = QStringLiteral("SELECT entity, entity_id, field, value, note, edited_at FROM "
                             "user_overrides ORDER BY edited_at, entity, entity_id, field");
    if (!q.exec(sql))
        return fail(QStringLiteral("%1: cannot read the edited values: %2")
                        .arg(userPath_, q.lastError().text()));
    if (team_) {
        seenVersions_.clear();
        seenValid_ = true;
    }
    while (q.next()) {
        UserOverride o = overrideFrom(q, team_);
        if (team_) seenVersions_.insert(overrideKey(o.entity, o.id, o.field), o.rowVersion);
        out << o;
    }
    return true;
}

std::optional<UserOverride> CatalogStore::overrideOf(EntityKind entity, const QString& id,
                                                     const QString& field) {
    if (!hasUser()) return std::nullopt;
    if (!team_ || offline_) {
        for (const UserOverride& o : overrides())
            if (o.entity == entity && o.id == id && o.field == field) return o;
        return std::nullopt;
    }
    QSqlQuery q(user_);
    q.prepare(QStringLiteral("SELECT %1 FROM user_overrides WHERE entity = ? AND entity_id = ? "
                             "AND field = ?")
                  .arg(QLatin1String(kOverrideColumnsPg)));
    q.addBindValue(ek(entity));
    q.addBindValue(id);
    q.addBindValue(field);
    if (!q.exec() || !q.next()) return std::nullopt;
    return overrideFrom(q, true);
}

bool CatalogStore::requireWritableUser() {
    conflict_.reset();
    if (offline_)
        return fail(QStringLiteral("offline: the team catalog %1 is read-only until the server "
                                   "is reachable; this change was not saved (and is not queued)")
                        .arg(userPath_));
    if (!hasUser())
        return fail(QStringLiteral("no user database is open; edits need one (--db PATH)"));
    if (team_ && userReadOnly_)
        return fail(QStringLiteral("%1: your login has the viewer role on this team catalog; "
                                   "changes need siliconomics_editor (ask a team administrator)")
                        .arg(userPath_));
    if (userReadOnly_)
        return fail(QStringLiteral("%1: the user database is read-only; edits cannot be saved")
                        .arg(userPath_));
    return true;
}

bool CatalogStore::setOverride(EntityKind entity, const QString& id, const QString& fieldAsGiven,
                               const QString& valueText, const QString& note,
                               std::optional<qint64> expectedVersion) {
    if (!requireWritableUser()) return false;
    if (entity == EntityKind::Source)
        return fail(QStringLiteral("sources cannot be edited value by value"));
    std::string err;
    FieldValue parsed;
    std::string f = fieldAsGiven.toStdString();
    const std::string v = valueText.toStdString();
    bool known = false;
    switch (entity) {
    case EntityKind::Chip:
        // A former name ("hbm_gb") is stored under the field's name.
        if (auto d = findField<Chip>(f))
            known = true, f = d->name, err = parseFieldValue(*d, v, parsed);
        break;
    case EntityKind::System:
        if (auto d = findField<System>(f)) known = true, err = parseFieldValue(*d, v, parsed);
        break;
    case EntityKind::Quote:
        if (auto d = findField<RentalQuote>(f)) known = true, err = parseFieldValue(*d, v, parsed);
        break;
    case EntityKind::Model:
        if (auto d = findField<LlmModel>(f)) known = true, err = parseFieldValue(*d, v, parsed);
        break;
    case EntityKind::ApiPrice:
        if (auto d = findField<ApiPrice>(f)) known = true, err = parseFieldValue(*d, v, parsed);
        break;
    case EntityKind::Engine:
        if (auto d = findField<EngineProfile>(f))
            known = true, err = parseFieldValue(*d, v, parsed);
        break;
    case EntityKind::Source:
        break;
    }
    const QString field = QString::fromStdString(f);
    if (!known)
        return fail(QStringLiteral("%1: unknown field \"%2\"")
                        .arg(QString::fromUtf8(entityKey(entity).data()), field));
    if (f == "id") return fail(QStringLiteral("ids cannot be edited"));
    if (!err.empty())
        return fail(QStringLiteral("%1 \"%2\", field %3: %4")
                        .arg(QString::fromUtf8(entityKey(entity).data()), id, field,
                             QString::fromStdString(err)));
    if (team_)
        return teamSetOverride(entity, id, field, valueText.trimmed(), note, expectedVersion);
    QSqlQuery q(user_);
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO user_overrides (entity, entity_id, field, "
                             "value, note, edited_at) VALUES (?, ?, ?, ?, ?, ?)"));
    q.addBindValue(QString::fromUtf8(entityKey(entity).data()));
    q.addBindValue(id);
    q.addBindValue(field);
    q.addBindValue(valueText.trimmed());
    q.addBindValue(note);
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    if (!q.exec())
        return fail(
            QStringLiteral("%1: cannot save the edit: %2").arg(userPath_, q.lastError().text()));
    return true;
}

bool CatalogStore::revertOverride(EntityKind entity, const QString& id, const QString& field,
                                  std::optional<qint64> expectedVersion) {
    if (!requireWritableUser()) return false;
    if (team_) return teamRevertOverride(entity, id, field, expectedVersion);
    QSqlQuery q(user_);
    q.prepare(QStringLiteral("DELETE FROM user_overrides WHERE entity = ? AND entity_id = ? AND "
                             "field = ?"));
    q.addBindValue(QString::fromUtf8(entityKey(entity).data()));
    q.addBindValue(id);
    q.addBindValue(field);
    if (!q.exec())
        return fail(QStringLiteral("%1: cannot revert: %2").arg(userPath_, q.lastError().text()));
    return true;
}

bool CatalogStore::importBatch(const ImportBatch& batch) {
    if (!requireWritableUser()) return false;
    auto merged = load();
    if (!merged) return false;
    // Quotes are dated prices: an import may add to the history, never rewrite it.
    if (auto err = checkQuoteHistory(*merged, batch.quotes,
                                     batch.origin.empty() ? "import" : batch.origin);
        !err.empty())
        return fail(QString::fromStdString(err));
    // Rows built in code (a fit's profile) are held to the registry as file imports are: a
    // row the loader would refuse must never reach the database.
    std::string invalid;
    auto check = [&](const auto& rows, const char* kind) {
        for (const auto& e : rows)
            if (auto err = checkEntityFields(e); !err.empty() && invalid.empty())
                invalid = std::string(kind) + " row \"" + e.id + "\": " + err;
    };
    check(batch.sources, "sources");
    check(batch.chips, "chips");
    check(batch.systems, "systems");
    check(batch.quotes, "prices");
    check(batch.models, "models");
    check(batch.api_prices, "api_prices");
    check(batch.engines, "engines");
    if (!invalid.empty())
        return fail(QStringLiteral("import rejected, nothing was changed: %1")
                        .arg(QString::fromStdString(invalid)));
    Catalog probe = *merged;
    ImportBatch copy = batch;
    mergeById(probe.sources, std::move(copy.sources));
    mergeById(probe.chips, std::move(copy.chips));
    mergeById(probe.systems, std::move(copy.systems));
    mergeById(probe.quotes, std::move(copy.quotes));
    mergeById(probe.models, std::move(copy.models));
    mergeById(probe.api_prices, std::move(copy.api_prices));
    mergeById(probe.engines, std::move(copy.engines));
    if (auto err = checkReferences(probe); !err.empty())
        return fail(QStringLiteral("import rejected, nothing was changed: %1")
                        .arg(QString::fromStdString(err)));
    // A team import can meet another one writing the same rows: a deadlock or serialization
    // failure rolls back and is retried, never shown.
    for (int attempt = 0;; ++attempt) {
        if (!user_.transaction())
            return fail(QStringLiteral("%1: cannot start a transaction: %2")
                            .arg(userPath_, user_.lastError().text()));
        QString err;
        if (!writeBatch(user_, batch, err)) {
            user_.rollback();
            if (team_ && attempt < 5 &&
                (err.contains(QLatin1String("deadlock detected")) ||
                 err.contains(QLatin1String("could not serialize"))))
                continue;
            if (team_ && err.contains(QLatin1String("permission denied")))
                return fail(QStringLiteral("%1: import refused by the server, nothing was "
                                           "changed: %2")
                                .arg(userPath_, err));
            return fail(QStringLiteral("%1: import rolled back, nothing was changed: %2")
                            .arg(userPath_, err));
        }
        if (!user_.commit()) {
            const QSqlError why = user_.lastError();
            user_.rollback();
            if (team_ && attempt < 5 && isTransient(why)) continue;
            return fail(QStringLiteral("%1: import rolled back: %2").arg(userPath_, why.text()));
        }
        return true;
    }
}

namespace {

// The user this process runs as: the login's variables, else the system's own account of the
// process's user id (a service, a container or a cron job has no $USER).
QString osUserName() {
    for (const char* variable : {"USER", "LOGNAME", "USERNAME"})
        if (const QString name = qEnvironmentVariable(variable); !name.isEmpty()) return name;
#ifdef Q_OS_UNIX
    if (const passwd* account = getpwuid(geteuid()); account && account->pw_name)
        return QString::fromLocal8Bit(account->pw_name);
#endif
    return QStringLiteral("unknown");
}

} // namespace

bool CatalogStore::importMeasurements(const QList<NewMeasurement>& points, const QString& fileName,
                                      const QString& sourceFormat, const QString& importedBy) {
    if (!requireWritableUser()) return false;
    if (points.isEmpty())
        return fail(QStringLiteral("%1: no measured points to import").arg(fileName));
    if (!withinPointLimits(points, fileName)) return false;
    const QString who = importedBy.isEmpty() ? osUserName() : importedBy;
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    if (!user_.transaction())
        return fail(QStringLiteral("%1: cannot start a transaction: %2")
                        .arg(userPath_, user_.lastError().text()));
    if (!notImportedBefore(points, fileName)) {
        user_.rollback();
        return false;
    }
    // A few hundred points to a statement: one round trip each, and a team server checks its
    // limits once per statement, not per point.
    constexpr qsizetype kPointsPerInsert = 250;
    for (qsizetype start = 0; start < points.size(); start += kPointsPerInsert) {
        const qsizetype count = std::min(kPointsPerInsert, points.size() - start);
        QStringList rows;
        for (qsizetype i = 0; i < count; ++i)
            rows << QStringLiteral("(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        QSqlQuery q(user_);
        q.prepare(QStringLiteral("INSERT INTO measurements (imported_at, imported_by, file_name, "
                                 "source_format, system_id, model_id, engine, gpus, kind, point, "
                                 "content_hash) "
                                 "VALUES ") +
                  rows.join(QStringLiteral(", ")));
        for (qsizetype i = start; i < start + count; ++i) {
            const NewMeasurement& m = points[i];
            q.addBindValue(now);
            q.addBindValue(who);
            q.addBindValue(fileName);
            q.addBindValue(sourceFormat);
            q.addBindValue(m.systemId);
            q.addBindValue(m.modelId.isEmpty() ? QVariant() : QVariant(m.modelId));
            q.addBindValue(m.engine.isEmpty() ? QVariant() : QVariant(m.engine));
            q.addBindValue(m.gpus ? QVariant(*m.gpus) : QVariant());
            q.addBindValue(qs(std::string(measurementKindKey(m.point.kind))));
            q.addBindValue(qs(measuredPointToJson(m.point)));
            q.addBindValue(m.contentHash.isEmpty() ? QVariant() : QVariant(m.contentHash));
        }
        if (!q.exec()) {
            const QString why = q.lastError().text();
            user_.rollback();
            return fail(QStringLiteral("%1: import of %2 rolled back, nothing was changed: %3")
                            .arg(userPath_, fileName, why));
        }
    }
    if (!user_.commit()) {
        const QString why = user_.lastError().text();
        user_.rollback();
        return fail(QStringLiteral("%1: import of %2 rolled back, nothing was changed: %3")
                        .arg(userPath_, fileName, why));
    }
    return true;
}

bool CatalogStore::withinPointLimits(const QList<NewMeasurement>& points, const QString& fileName) {
    if (std::size_t(points.size()) > kMaxPointsPerFile)
        return fail(QStringLiteral("%1: %2 measured points, more than the %3 one file may bring; "
                                   "split it (nothing was imported)")
                        .arg(fileName)
                        .arg(points.size())
                        .arg(kMaxPointsPerFile));
    QMap<QString, qsizetype> adding;
    for (const NewMeasurement& m : points)
        ++adding[m.systemId];
    for (auto it = adding.cbegin(); it != adding.cend(); ++it) {
        QSqlQuery q(user_);
        q.prepare(QStringLiteral("SELECT count(*) FROM measurements WHERE system_id = ?"));
        q.addBindValue(it.key());
        if (!q.exec() || !q.next())
            return fail(QStringLiteral("%1: cannot count the measurements of %2: %3")
                            .arg(userPath_, it.key(), q.lastError().text()));
        const qint64 stored = q.value(0).toLongLong();
        if (std::size_t(stored + it.value()) > kMaxPointsPerSystem)
            return fail(QStringLiteral("%1: system %2 holds %3 measured points and %4 would add "
                                       "%5: more than the %6 one system may hold; delete some "
                                       "(measurements delete) or import fewer (nothing was "
                                       "imported)")
                            .arg(userPath_, it.key())
                            .arg(stored)
                            .arg(fileName)
                            .arg(it.value())
                            .arg(kMaxPointsPerSystem));
    }
    return true;
}

bool CatalogStore::notImportedBefore(const QList<NewMeasurement>& points, const QString& fileName) {
    QSet<std::pair<QString, QString>> imports; // (system, content hash)
    for (const NewMeasurement& m : points)
        if (!m.contentHash.isEmpty()) imports.insert({m.systemId, m.contentHash});
    for (const auto& [system, hash] : imports) {
        QSqlQuery q(user_);
        q.prepare(QStringLiteral("SELECT min(id), max(id), count(*), min(file_name), "
                                 "min(imported_at), min(imported_by) FROM measurements "
                                 "WHERE system_id = ? AND content_hash = ?"));
        q.addBindValue(system);
        q.addBindValue(hash);
        if (!q.exec() || !q.next())
            return fail(QStringLiteral("%1: cannot look for an earlier import of %2: %3")
                            .arg(userPath_, fileName, q.lastError().text()));
        if (q.value(2).toLongLong() == 0) continue;
        const QString ids =
            q.value(0) == q.value(1)
                ? q.value(0).toString()
                : QStringLiteral("%1 to %2").arg(q.value(0).toString(), q.value(1).toString());
        return fail(QStringLiteral("%1: these measurements are already imported for %2 "
                                   "(measurements %3, from %4, imported %5 by %6); nothing was "
                                   "imported. Delete those (measurements delete ID) to import "
                                   "them again")
                        .arg(fileName, system, ids, q.value(3).toString(), q.value(4).toString(),
                             q.value(5).toString()));
    }
    return true;
}

std::vector<StoredPoint> toStoredPoints(const QList<StoredMeasurement>& stored) {
    std::vector<StoredPoint> out;
    out.reserve(static_cast<std::size_t>(stored.size()));
    for (const auto& m : stored)
        out.push_back({m.id, m.fileName.toStdString(), m.systemId.toStdString(), m.point,
                       PointSetup{m.modelId.toStdString(), m.engine.toStdString(), m.gpus}});
    return out;
}

NewMeasurement newMeasurement(const ImportedPoint& resolved, const QString& systemId) {
    NewMeasurement m;
    m.point = resolved.point;
    m.systemId = systemId;
    m.modelId = QString::fromStdString(resolved.setup.model_id);
    m.engine = QString::fromStdString(resolved.setup.engine);
    m.gpus = resolved.setup.gpus;
    return m;
}

QString importContentHash(const std::string& normalisedPoints) {
    return QString::fromLatin1(QCryptographicHash::hash(QByteArray::fromStdString(normalisedPoints),
                                                        QCryptographicHash::Sha256)
                                   .toHex());
}

QList<NewMeasurement> newMeasurements(const ImportResolution& resolved, const QString& systemId) {
    const QString hash = importContentHash(resolved.content);
    QList<NewMeasurement> rows;
    for (const ImportedPoint& p : resolved.points) {
        rows << newMeasurement(p, systemId);
        rows.back().contentHash = hash;
    }
    return rows;
}

namespace {

const char* const kMeasurementSelect = "SELECT id, imported_at, imported_by, file_name, "
                                       "source_format, system_id, model_id, engine, gpus, point "
                                       "FROM measurements";

} // namespace

void CatalogStore::readMeasurementRows(QSqlQuery& q, QList<StoredMeasurement>& out) {
    while (q.next()) {
        StoredMeasurement m;
        m.id = q.value(0).toLongLong();
        m.importedAt = q.value(1).toString();
        m.importedBy = q.value(2).toString();
        m.fileName = q.value(3).toString();
        m.sourceFormat = q.value(4).toString();
        m.systemId = q.value(5).toString();
        m.modelId = q.value(6).toString();
        m.engine = q.value(7).toString();
        if (!q.value(8).isNull()) m.gpus = q.value(8).toInt();
        std::string why;
        auto point = measuredPointFromJson(q.value(9).toString().toStdString(), &why);
        if (!point) {
            measurementWarnings_ << QStringLiteral("%1: measurement %2 skipped: %3 (delete it with "
                                                   "\"measurements delete %2\")")
                                        .arg(userPath_)
                                        .arg(m.id)
                                        .arg(qs(why));
            continue;
        }
        m.point = std::move(*point);
        out << m;
    }
}

std::optional<QList<StoredMeasurement>> CatalogStore::measurements() {
    QList<StoredMeasurement> out;
    measurementWarnings_.clear();
    if (team_ && !offline_ && !teamAlive()) return std::nullopt;
    if (!hasUser()) return out;
    QSqlQuery q(user_);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("%1 ORDER BY id").arg(QLatin1String(kMeasurementSelect)))) {
        fail(QStringLiteral("%1: cannot read the measurements: %2")
                 .arg(userPath_, q.lastError().text()));
        return std::nullopt;
    }
    readMeasurementRows(q, out);
    return out;
}

std::optional<CatalogStore::MeasurementPage>
CatalogStore::measurementPage(int limit, const QString& systemId) {
    MeasurementPage page;
    measurementWarnings_.clear();
    if (team_ && !offline_ && !teamAlive()) return std::nullopt;
    if (!hasUser()) return page;
    const QString where = systemId.isEmpty() ? QString() : QStringLiteral(" WHERE system_id = ?");
    auto readFailed = [&](const QSqlQuery& q) {
        fail(QStringLiteral("%1: cannot read the measurements: %2")
                 .arg(userPath_, q.lastError().text()));
        return std::nullopt;
    };
    QSqlQuery count(user_);
    count.prepare(QStringLiteral("SELECT count(*) FROM measurements%1").arg(where));
    if (!systemId.isEmpty()) count.addBindValue(systemId);
    if (!count.exec() || !count.next()) return readFailed(count);
    page.total = count.value(0).toLongLong();
    QSqlQuery q(user_);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("%1%2 ORDER BY id%3")
                  .arg(QLatin1String(kMeasurementSelect), where,
                       limit > 0 ? QStringLiteral(" LIMIT ?") : QString()));
    if (!systemId.isEmpty()) q.addBindValue(systemId);
    if (limit > 0) q.addBindValue(limit);
    if (!q.exec()) return readFailed(q);
    readMeasurementRows(q, page.rows);
    return page;
}

bool CatalogStore::deleteMeasurement(qint64 id) {
    if (!requireWritableUser()) return false;
    QSqlQuery q(user_);
    q.prepare(QStringLiteral("DELETE FROM measurements WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec()) {
        // A team's server refuses someone else's point with a message naming its owner.
        if (team_) return failSql(QStringLiteral("deleting measurement %1").arg(id), q.lastError());
        return fail(QStringLiteral("%1: cannot delete measurement %2: %3")
                        .arg(userPath_)
                        .arg(id)
                        .arg(q.lastError().text()));
    }
    if (q.numRowsAffected() < 1)
        return fail(
            QStringLiteral("no measurement with id %1 (see \"measurements list\")").arg(id));
    return true;
}

bool CatalogStore::removeImported(EntityKind kind, const QString& id) {
    if (!requireWritableUser()) return false;
    if (!user_.transaction())
        return fail(QStringLiteral("%1: cannot start a transaction: %2")
                        .arg(userPath_, user_.lastError().text()));
    QString err;
    bool removed = false;
    if (!deleteEntity(user_, kind, id, removed, err)) {
        user_.rollback();
        return fail(QStringLiteral("%1: nothing was deleted: %2").arg(userPath_, err));
    }
    if (!removed) {
        user_.rollback();
        return fail(QStringLiteral("%1: no imported %2 row \"%3\" to delete")
                        .arg(userPath_, QString::fromUtf8(entityKey(kind).data()), id));
    }
    if (!user_.commit()) {
        const QString why = user_.lastError().text();
        user_.rollback();
        return fail(QStringLiteral("%1: the delete was rolled back: %2").arg(userPath_, why));
    }
    return true;
}

QStringList CatalogStore::scenarioNames() {
    QStringList names;
    for (QSqlDatabase* db : {&shipped_, &user_}) {
        if (!db->isValid() || !db->isOpen()) continue;
        QSqlQuery q(*db);
        if (!q.exec(QStringLiteral("SELECT name FROM scenarios ORDER BY name"))) continue;
        while (q.next())
            if (!names.contains(q.value(0).toString())) names << q.value(0).toString();
    }
    return names;
}

std::optional<Scenario> CatalogStore::scenario(const QString& name) {
    // The user's copy of a scenario wins over the shipped one of the same name.
    for (QSqlDatabase* db : {&user_, &shipped_}) {
        if (!db->isValid() || !db->isOpen()) continue;
        QSqlQuery q(*db);
        q.prepare(QStringLiteral("SELECT json FROM scenarios WHERE name = ?"));
        q.addBindValue(name);
        if (!q.exec() || !q.next()) continue;
        const auto parsed =
            parseScenarioJson(q.value(0).toString().toStdString(),
                              db->databaseName().toStdString() + " scenario " + name.toStdString());
        if (!parsed.ok) {
            fail(QString::fromStdString(parsed.error));
            return std::nullopt;
        }
        return parsed.scenario;
    }
    fail(QStringLiteral("no scenario named \"%1\"; known: %2")
             .arg(name, scenarioNames().join(QStringLiteral(", "))));
    return std::nullopt;
}

bool CatalogStore::saveScenario(const Scenario& s) {
    if (!requireWritableUser()) return false;
    QSqlQuery q(user_);
    if (team_)
        q.prepare(QStringLiteral("INSERT INTO scenarios (name, json, updated_at) VALUES (?, ?, ?) "
                                 "ON CONFLICT (name) DO UPDATE SET json = EXCLUDED.json, "
                                 "updated_at = EXCLUDED.updated_at"));
    else
        q.prepare(QStringLiteral("INSERT OR REPLACE INTO scenarios (name, json, updated_at) VALUES "
                                 "(?, ?, ?)"));
    q.addBindValue(QString::fromStdString(s.name));
    q.addBindValue(QString::fromStdString(scenarioToJson(s)));
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    if (!q.exec()) {
        if (team_)
            return failSql(QStringLiteral("saving scenario %1").arg(qs(s.name)), q.lastError());
        return fail(
            QStringLiteral("%1: cannot save scenario: %2").arg(userPath_, q.lastError().text()));
    }
    return true;
}

} // namespace sil::db
