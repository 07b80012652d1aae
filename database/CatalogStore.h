#pragma once
// The catalog as stored: the shipped read-only SQLite catalog plus the user's database
// (imported rows, per-value edits that can be reverted, user scenarios). Everything is
// returned as core value types; SQL stays behind this class so another backend (QPSQL
// for team catalogs) can replace it.
#include "core/catalog.h"
#include "core/catalog_io.h"
#include "core/scenario.h"

#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <optional>

namespace sil::db {

struct UserOverride {
    EntityKind entity = EntityKind::Chip;
    QString id;
    QString field;
    QString value; // text form; empty = unknown
    QString note;
    QString editedAt;
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
    bool openUser(const QString& path);
    void closeUser();

    bool hasShipped() const { return shipped_.isValid() && shipped_.isOpen(); }
    bool hasUser() const { return user_.isValid() && user_.isOpen(); }
    bool userReadOnly() const { return userReadOnly_; }
    QString shippedPath() const { return shippedPath_; }
    QString userPath() const { return userPath_; }
    QString errorString() const { return error_; }
    // Set when opening the user database wrote a pre-migration backup.
    QString lastBackupPath() const { return backupPath_; }

    // Shipped rows, then user rows replacing by id, then the user's overrides.
    std::optional<Catalog> load();
    std::optional<Catalog> loadShipped();

    QList<UserOverride> overrides();
    // Validates `valueText` against the field registry before writing.
    bool setOverride(EntityKind entity, const QString& id, const QString& field,
                     const QString& valueText, const QString& note = {});
    bool revertOverride(EntityKind entity, const QString& id, const QString& field);

    // One transaction: every row lands, or none (references checked against the merged
    // catalog first). A quote whose id exists with another date is refused (the message names
    // file, row and field): an import adds to the price history and never rewrites it.
    bool importBatch(const ImportBatch& batch);

    QStringList scenarioNames();
    std::optional<Scenario> scenario(const QString& name);
    bool saveScenario(const Scenario& s);

private:
    bool fail(const QString& message);
    bool requireWritableUser();
    bool loadInto(QSqlDatabase& db, Catalog& c);
    bool openFile(QSqlDatabase& db, const QString& connection, const QString& path, bool readOnly);

    QSqlDatabase shipped_;
    QSqlDatabase user_;
    QString shippedPath_;
    QString userPath_;
    QString shippedConnection_;
    QString userConnection_;
    QString error_;
    QString backupPath_;
    bool userReadOnly_ = false;
};

} // namespace sil::db
