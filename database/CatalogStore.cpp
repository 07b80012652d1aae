// CatalogStore: opening the shipped catalog and the user database (checked, migrated), loading
// the catalog they make together (user rows and edits over the shipped), and importing and
// removing whole entries. Edits, measurements, scenarios and the team catalog are in the other
// CatalogStore*.cpp files.
#include "CatalogStore.h"

#include "CatalogPaths.h"
#include "KeptVersion.h"
#include "Migrations.h"
#include "PrivateFile.h"
#include "SqlRows.h"
#include "TeamConnection.h"

#include "core/economics/price_history.h"

#include <QAtomicInt>
#include <QDir>
#include <QFileInfo>
#include <QMap>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <algorithm>
#include <unordered_map>

namespace sil::db {

namespace {

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

// Serialization failures and deadlocks are retried, never shown to the user.
bool isTransient(const QSqlError& e) {
    const QString code = e.nativeErrorCode();
    return code == QLatin1String("40001") || code == QLatin1String("40P01");
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
    // The triggers that make a kept catalog version trustworthy; without them (a refusal) the
    // version is computed on every open, as before.
    QString unguarded;
    guardKeptVersion(user_, unguarded);
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
    const auto before = dataVersions();
    auto c = loadMerged();
    noteKeptVersion(before);
    if (!c) loadedKept_.reset();
    return c;
}

std::optional<Catalog> CatalogStore::loadMerged() {
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

bool CatalogStore::requireWritableUser() {
    conflict_.reset();
    writtenSinceLoad_ = true; // what the last load() returned may be stored no more
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

bool CatalogStore::importBatch(const ImportBatch& batch) {
    if (!requireWritableUser()) return false;
    auto merged = loadMerged();
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
        keepVersionOfStored();
        return true;
    }
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
    keepVersionOfStored();
    return true;
}

} // namespace sil::db
