#pragma once
// The catalog as stored: the shipped read-only SQLite catalog plus the user's database
// (imported rows, per-value edits that can be reverted, user scenarios). Everything is
// returned as core value types; SQL stays behind this class.
//
// The user database is either a SQLite file (the default, no set-up) or a team catalog on
// PostgreSQL, opened by passing openUser() a postgresql:// URL (see TeamConnection.h). A team
// catalog adds: server-enforced roles (viewer / editor / admin), who-and-when on every change,
// a per-value edit history that can be reverted, optimistic concurrency on values (a row
// version; the second of two concurrent edits gets a conflict naming both values), and an
// offline snapshot: after each successful open the team overlay is copied to a local SQLite
// file, which is opened read-only when the server cannot be reached.
#include "CatalogVersion.h"

#include "core/catalog/catalog.h"
#include "core/catalog/catalog_io.h"
#include "core/economics/scenario.h"
#include "core/measurements/accuracy.h"
#include "core/measurements/import_setup.h"
#include "core/measurements/measured_point.h"

#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <array>
#include <optional>

namespace sil::db {

struct UserOverride {
    EntityKind entity = EntityKind::Chip;
    QString id;
    QString field;
    QString value; // text form; empty = unknown
    QString note;
    QString editedAt;
    QString changedBy;     // team catalogs: the server's session_user; empty for SQLite
    qint64 rowVersion = 0; // team catalogs: the version to name when editing this value
};

// One set or revert of a value in a team catalog (newest first from valueHistory()).
struct ValueHistoryEntry {
    qint64 id = 0;
    EntityKind entity = EntityKind::Chip;
    QString entityId;
    QString field;
    QString action;   // "set" or "revert"
    QString oldValue; // empty: the catalog's own value (no edit before)
    QString newValue; // empty for a revert
    bool oldWasEdit = false;
    QString note;
    QString changedBy;
    QString changedAt; // ISO 8601, UTC
    qint64 rowVersion = 0;
};

// One insert, update or delete of a measurement or an engine row in a team catalog (newest
// first from rowHistory()): the whole row before and after, as JSON text.
struct RowHistoryEntry {
    qint64 id = 0;
    QString table; // "measurements" or "engines"
    QString rowId;
    QString action; // "insert", "update" or "delete"
    QString oldRow; // empty for an insert
    QString newRow; // empty for a delete
    QString changedBy;
    QString changedAt; // ISO 8601, UTC
};

// The second of two concurrent edits of one value: what the other person saved, and the
// value that was not saved (so it can be shown and applied again; nothing is lost).
struct EditConflict {
    EntityKind entity = EntityKind::Chip;
    QString id;
    QString field;
    QString yourValue;
    QString theirValue;            // empty with theirValueExists: unknown (n/a)
    bool theirValueExists = false; // false: they reverted it to the catalog value
    QString theirChangedBy;
    QString theirChangedAt;
    qint64 expectedVersion = 0;
    qint64 currentVersion = 0; // 0: no edit stored any more
};

// One of the user's own benchmark points to store (measurements import): the point as the
// parser read it, and the catalog ids it was measured on.
struct NewMeasurement {
    MeasuredPoint point;
    QString systemId;
    QString modelId; // empty: not a model run (collectives) or not known
    QString engine;
    std::optional<int> gpus;
    // SHA-256 (hex) of the file's normalised points (core's normalisedPointsText): the same
    // for every point of one import; empty: not checked for an earlier import.
    QString contentHash;
};

// A stored benchmark point (measurements list, accuracy).
struct StoredMeasurement {
    qint64 id = 0;
    QString importedAt; // ISO 8601, UTC
    QString importedBy; // the OS user who imported it; team catalogs: the server's session user
    QString fileName;
    QString sourceFormat;
    QString systemId;
    QString modelId;
    QString engine;
    std::optional<int> gpus;
    MeasuredPoint point;
};

// The stored points as core's accuracy and fit read them.
std::vector<StoredPoint> toStoredPoints(const QList<StoredMeasurement>& stored);
// A point as core's resolveImport completed it, to store for `systemId`.
NewMeasurement newMeasurement(const ImportedPoint& resolved, const QString& systemId);
// Every point of a resolved import, each carrying the content hash of the whole file.
QList<NewMeasurement> newMeasurements(const ImportResolution& resolved, const QString& systemId);
// SHA-256 of a file's normalised points, in hex.
QString importContentHash(const std::string& normalisedPoints);

// What team init did.
struct TeamInitReport {
    QStringList rolesCreated;
    int fromVersion = 0;
    int toVersion = 0;
};
class CatalogStore {
public:
    CatalogStore();
    ~CatalogStore();
    CatalogStore(const CatalogStore&) = delete;
    CatalogStore& operator=(const CatalogStore&) = delete;

    // Read-only; the file is never written.
    bool openShipped(const QString& path);
    // Creates the file if needed and applies migrations (backing it up first).
    // A postgresql:// URL opens a team catalog instead (see the class comment).
    bool openUser(const QString& path);
    // Team catalogs: creates the roles siliconomics_viewer/_editor/_admin if missing (needs
    // CREATEROLE), the schema "siliconomics" owned by siliconomics_admin, and migrates it;
    // then the catalog stays open as the user database. Run by an administrator once, and
    // again after an upgrade.
    bool initTeam(const QString& url, TeamInitReport* report = nullptr);
    void closeUser();

    bool hasShipped() const { return shipped_.isValid() && shipped_.isOpen(); }
    bool hasUser() const { return user_.isValid() && user_.isOpen(); }
    bool userReadOnly() const { return userReadOnly_; }
    QString shippedPath() const { return shippedPath_; }
    QString userPath() const { return userPath_; }
    // What openUser() was given (a file path or a team URL): where another thread opens its
    // own connection to the same database.
    QString openedAs() const { return openedAs_; }
    QString errorString() const { return error_; }
    // Set when opening the user database wrote a pre-migration backup.
    QString lastBackupPath() const { return backupPath_; }

    // Team catalogs. isTeam(): the user database is a team catalog (online or its snapshot).
    bool isTeam() const { return team_; }
    // The server was unreachable; the last synced snapshot is open, read-only.
    bool isOfflineSnapshot() const { return offline_; }
    // For the status bar: "Team catalog ... (editor)" or "Offline: ... snapshot of ...".
    QString teamStatus() const { return teamStatus_; }
    // "viewer", "editor" or "admin" (empty when not a team catalog or offline).
    QString teamRole() const { return teamRole_; }
    // Something that did not stop the open (e.g. the snapshot could not be written).
    QString warningString() const { return warning_; }
    // Where the offline snapshot of a team catalog lives; empty: the default under the app's
    // data folder (CatalogPaths). Set before openUser(). setWritesTeamSnapshot(false) skips
    // writing it on open (load generators with many clients).
    void setTeamSnapshotPath(const QString& path) { snapshotOverride_ = path; }
    QString teamSnapshotPath() const { return snapshotPath_; }
    void setWritesTeamSnapshot(bool on) { writeSnapshot_ = on; }
    // How long a team session waits for a lock another session holds before it gives up with
    // "the team catalog is busy (locked by ...)"; 5 s unless set before openUser().
    void setTeamLockTimeoutMs(int ms) { lockTimeoutMs_ = ms; }
    // Writes the team overlay (imports, edits with who/when, scenarios) to a SQLite file in
    // the user-database schema: a temporary file renamed over `path` only when complete.
    bool writeTeamSnapshot(const QString& path);
    QList<ValueHistoryEntry> valueHistory(EntityKind entity, const QString& id,
                                          const QString& field);
    // Sets the value back to what history entry `historyId` left it at (a new, audited edit;
    // an entry that reverted the value reverts it again).
    bool revertToHistory(EntityKind entity, const QString& id, const QString& field,
                         qint64 historyId);
    // Team catalogs: every change of a measurement (`table` "measurements") or an engine row
    // ("engines"), newest first.
    QList<RowHistoryEntry> rowHistory(const QString& table, const QString& rowId);
    // Sets the row back to what history entry `historyId` left it (re-created with its owner,
    // changed back, or deleted): a new, recorded change. The server allows it to the row's
    // owner and to admins.
    bool restoreRow(const QString& table, const QString& rowId, qint64 historyId);
    // Set when the last setOverride()/revertOverride() failed on a concurrent edit.
    std::optional<EditConflict> lastConflict() const { return conflict_; }

    // Shipped rows, then user rows replacing by id, then the user's overrides.
    std::optional<Catalog> load();
    std::optional<Catalog> loadShipped();

    // The version (catalog version, captions) of the catalog the last load() returned, as the
    // apps read it (each system's availability inherited from its chip). The databases keep
    // it (KeptVersion.h): written when the shipped catalog is built and after every change
    // this store makes to a SQLite user database, and read here without hashing anything.
    // Nullopt when no current one is kept (a database changed by another program or written
    // by another version, a team catalog) or this store wrote since that load().
    std::optional<CatalogVersion> keptVersion() const;
    // keptVersion(), else the version of `asRead` -- what the last load() returned, with
    // inheritChipAvailability applied and nothing else changed -- computed and kept for the
    // next open when the user database can keep it (a writable SQLite file nobody changed
    // since that load()); nullopt when it cannot.
    std::optional<CatalogVersion> keepVersion(const Catalog& asRead);
    // keepVersion(asRead), else catalogVersion(asRead).
    CatalogVersion versionOf(const Catalog& asRead);

    QList<UserOverride> overrides();
    // The stored edit of one value, read now (not from the last load()).
    std::optional<UserOverride> overrideOf(EntityKind entity, const QString& id,
                                           const QString& field);
    // Validates `valueText` against the field registry before writing.
    // Team catalogs check concurrent edits: `expectedVersion` is the row version the caller
    // read (0: "there was no edit"); without it, the version this store saw at its last
    // load()/overrides(). A mismatch fails with a message naming both values (lastConflict()).
    // SQLite files have one writer and ignore it.
    bool setOverride(EntityKind entity, const QString& id, const QString& field,
                     const QString& valueText, const QString& note = {},
                     std::optional<qint64> expectedVersion = std::nullopt);
    bool revertOverride(EntityKind entity, const QString& id, const QString& field,
                        std::optional<qint64> expectedVersion = std::nullopt);

    // One transaction: every row lands, or none (references checked against the merged
    // catalog first). A quote whose id exists with another date is refused (the message names
    // file, row and field): an import adds to the price history and never rewrites it.
    bool importBatch(const ImportBatch& batch);

    // The user's own benchmark points. One transaction: every point lands, or none. More than
    // kMaxPointsPerFile points, or more than kMaxPointsPerSystem stored for one system
    // (core/measurements/limits.h), is refused with the numbers.
    // `importedBy`: who imported them (the OS user name when empty). A team catalog's server
    // ignores it and stamps its session user and clock (imported_by, imported_at).
    bool importMeasurements(const QList<NewMeasurement>& points, const QString& fileName,
                            const QString& sourceFormat, const QString& importedBy = {});
    // Oldest first; nullopt on a read error (errorString()). A stored row that is not a
    // measured point (bad JSON written past the app) is skipped, never fatal to the others:
    // measurementWarnings() then names each skipped id and why.
    std::optional<QList<StoredMeasurement>> measurements();
    // One page of the stored points, oldest first, read by the database: at most `limit` rows
    // (0: all) of `systemId` (empty: every system), with how many there are in all. A page of
    // a large set reads only its own rows.
    struct MeasurementPage {
        QList<StoredMeasurement> rows;
        qint64 total = 0;
    };
    std::optional<MeasurementPage> measurementPage(int limit, const QString& systemId = {});
    QStringList measurementWarnings() const { return measurementWarnings_; }
    // False (with a message naming the id) when no such point is stored.
    bool deleteMeasurement(qint64 id);
    // Deletes a row the user imported or fitted (not a shipped one) from the user or team
    // database, in one transaction; false with errorString() when there is no such row.
    bool removeImported(EntityKind kind, const QString& id);

    QStringList scenarioNames();
    std::optional<Scenario> scenario(const QString& name);
    bool saveScenario(const Scenario& s);

private:
    bool fail(const QString& message);
    bool requireWritableUser();
    // load() without noting the kept version.
    std::optional<Catalog> loadMerged();
    // What a user database's kept version is over (KeptVersion.h); null when there is none to
    // key it by (a shipped catalog without a current kept version).
    QString keptVersionKey() const;
    // After load(): the kept version of what it read, if current and nobody wrote meanwhile.
    void noteKeptVersion(const std::array<qint64, 2>& dataVersionsBefore);
    std::array<qint64, 2> dataVersions();
    bool canKeepVersion() const;
    // Computes and keeps the version of what is stored now (after this store changed it);
    // nothing when the user database cannot keep it. Failures leave no version kept.
    void keepVersionOfStored();
    bool loadInto(QSqlDatabase& db, Catalog& c);
    bool openFile(QSqlDatabase& db, const QString& connection, const QString& path, bool readOnly);
    bool readOverrides(QList<UserOverride>& out);
    // A lost connection can make QPSQL return no rows instead of an error: every team read
    // first proves the server still answers.
    bool teamAlive();
    bool openTeam(const QString& url);
    bool connectTeam(const QString& url, bool& unreachable);
    bool openSnapshot(const QString& why);
    bool detectTeamRole();
    // The team schema's migrations, run in the role the caller set (siliconomics_admin), which
    // is reset after; on failure the connection is closed. `from`/`to`: the schema versions.
    bool migrateTeamSchema(int* from = nullptr, int* to = nullptr);
    bool failSql(const QString& action, const QSqlError& e);
    // The rows of a query over measurements' columns (id ... point) into `out`; a row that is
    // not a measured point is skipped with a warning in measurementWarnings_.
    void readMeasurementRows(QSqlQuery& q, QList<StoredMeasurement>& out);
    // core/measurements/limits.h: points per file and per system, refused with the numbers.
    bool withinPointLimits(const QList<NewMeasurement>& points, const QString& fileName);
    // False (with the earlier import named) when the same file's points are already stored for
    // the same system.
    bool notImportedBefore(const QList<NewMeasurement>& points, const QString& fileName);
    // A team server's lock or statement timeout, explained (who holds the lock); any other
    // message unchanged.
    QString withBusyNote(const QString& message);
    bool teamSetOverride(EntityKind entity, const QString& id, const QString& field,
                         const QString& value, const QString& note, std::optional<qint64> expected);
    bool teamRevertOverride(EntityKind entity, const QString& id, const QString& field,
                            std::optional<qint64> expected);
    bool reportConflict(EntityKind entity, const QString& id, const QString& field,
                        const QString& yourValue, bool yourRevert, qint64 expected);
    std::optional<qint64> versionToExpect(EntityKind entity, const QString& id,
                                          const QString& field,
                                          std::optional<qint64> expected) const;
    void resetTeamState();
    // The team's content in a few numbers (each snapshot table's row count and row versions),
    // read by the server; empty when it cannot be read.
    QString teamFingerprint();
    // True when the offline snapshot already holds what the server holds now (its fingerprint
    // matches): it is then only marked as synced now, instead of being rewritten.
    bool teamSnapshotCurrent();

    QSqlDatabase shipped_;
    QSqlDatabase user_;
    QString shippedPath_;
    QString userPath_;
    QString openedAs_;
    QString shippedConnection_;
    QString userConnection_;
    QString error_;
    QString backupPath_;
    bool userReadOnly_ = false;
    // Team catalogs.
    bool team_ = false;
    bool offline_ = false;
    bool writeSnapshot_ = true;
    int lockTimeoutMs_ = 5000;
    QString teamRole_;
    QString teamStatus_;
    QString teamDisplay_;
    QString snapshotOverride_;
    QString snapshotPath_;
    QString warning_;
    QStringList measurementWarnings_;
    std::optional<EditConflict> conflict_;
    bool seenValid_ = false;
    QHash<QString, qint64> seenVersions_; // "entity/id/field" -> row version at last read
    // The kept versions at the last load(): the shipped catalog's read alone, and the one of
    // what load() returned; the databases' data_version then; whether this store wrote since.
    std::optional<CatalogVersion> shippedKept_;
    std::optional<CatalogVersion> loadedKept_;
    std::array<qint64, 2> dataVersionsAtLoad_{-1, -1};
    bool writtenSinceLoad_ = true;
};

} // namespace sil::db
