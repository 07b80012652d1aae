#include "CatalogPaths.h"

#include <QCoreApplication>
#include <QDir>
#include <QStandardPaths>

namespace sil::db {

QString shippedCatalogPath() {
    const QString env = qEnvironmentVariable("SILICONOMICS_CATALOG");
    if (!env.isEmpty()) return env;
    return QDir(QCoreApplication::applicationDirPath())
        .absoluteFilePath(QStringLiteral("../share/siliconomics/catalog.sqlite"));
}

QString defaultUserDatabasePath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .absoluteFilePath(QStringLiteral("user.sqlite"));
}

QString teamSnapshotPath(const QString& key) {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .absoluteFilePath(QStringLiteral("team/%1.sqlite").arg(key));
}

} // namespace sil::db
