// CatalogStore: the catalog's version as the databases keep it (KeptVersion.h): read with the
// catalog, computed and kept again after this store changes what is stored, and kept on demand
// for a database that another program or version changed.
#include "CatalogStore.h"
#include "KeptVersion.h"

#include "core/catalog/availability.h"

#include <QSqlQuery>

namespace sil::db {

namespace {

bool execute(QSqlDatabase& db, const char* sql) {
    QSqlQuery q(db);
    return q.exec(QString::fromLatin1(sql));
}

} // namespace

std::array<qint64, 2> CatalogStore::dataVersions() {
    return {hasShipped() ? dataVersion(shipped_) : -1,
            hasUser() && !team_ ? dataVersion(user_) : -1};
}

QString CatalogStore::keptVersionKey() const {
    if (!hasShipped()) return QStringLiteral("none");
    return shippedKept_ ? QString::fromStdString(shippedKept_->content_sha256) : QString();
}

bool CatalogStore::canKeepVersion() const {
    return hasUser() && !team_ && !userReadOnly_ && !keptVersionKey().isNull();
}

void CatalogStore::noteKeptVersion(const std::array<qint64, 2>& dataVersionsBefore) {
    writtenSinceLoad_ = false;
    dataVersionsAtLoad_ = dataVersionsBefore;
    shippedKept_ = hasShipped() ? readKeptVersion(shipped_, QString()) : std::nullopt;
    loadedKept_.reset();
    if (!hasUser())
        loadedKept_ = shippedKept_;
    else if (!team_ && !keptVersionKey().isNull())
        loadedKept_ = readKeptVersion(user_, keptVersionKey());
    // Another program committed while the catalog was read: what was read may be neither the
    // content before nor after, so nothing kept describes it.
    if (dataVersions() != dataVersionsBefore) {
        loadedKept_.reset();
        writtenSinceLoad_ = true;
    }
}

std::optional<CatalogVersion> CatalogStore::keptVersion() const {
    if (writtenSinceLoad_) return std::nullopt;
    return loadedKept_;
}

std::optional<CatalogVersion> CatalogStore::keepVersion(const Catalog& asRead) {
    if (auto kept = keptVersion()) return kept;
    if (writtenSinceLoad_ || !canKeepVersion()) return std::nullopt;
    const CatalogVersion v = catalogVersion(asRead);
    // Kept only while nobody has committed since the load: the content stored is then the one
    // `asRead` was read from. IMMEDIATE: no one commits between that check and this write.
    if (!execute(user_, "BEGIN IMMEDIATE")) return v;
    QString error;
    const bool kept = dataVersions() == dataVersionsAtLoad_ &&
                      writeKeptVersion(user_, v, keptVersionKey(), error);
    if (!execute(user_, kept ? "COMMIT" : "ROLLBACK")) execute(user_, "ROLLBACK");
    if (kept) loadedKept_ = v;
    return v;
}

CatalogVersion CatalogStore::versionOf(const Catalog& asRead) {
    if (auto v = keepVersion(asRead)) return *v;
    return catalogVersion(asRead);
}

void CatalogStore::keepVersionOfStored() {
    shippedKept_ = hasShipped() ? readKeptVersion(shipped_, QString()) : std::nullopt;
    if (!canKeepVersion() || !execute(user_, "BEGIN IMMEDIATE")) return;
    // Read and kept in one transaction: nobody changes the content in between. The write that
    // came before has succeeded; a failure here keeps no version (the next open computes it)
    // and is no error of that write.
    const QString errorBefore = error_;
    auto stored = loadMerged();
    bool kept = stored.has_value();
    if (kept) {
        inheritChipAvailability(*stored);
        QString error;
        kept = writeKeptVersion(user_, catalogVersion(*stored), keptVersionKey(), error);
    }
    if (!execute(user_, kept ? "COMMIT" : "ROLLBACK")) execute(user_, "ROLLBACK");
    error_ = errorBefore;
}

} // namespace sil::db
