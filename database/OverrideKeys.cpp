#include "OverrideKeys.h"

#include <QDateTime>

namespace sil::db {

QString entityText(EntityKind e) {
    return QString::fromUtf8(entityKey(e).data(), static_cast<qsizetype>(entityKey(e).size()));
}

QString overrideKey(EntityKind e, const QString& id, const QString& field) {
    return entityText(e) + QLatin1Char('/') + id + QLatin1Char('/') + field;
}

QString isoFromMs(const QVariant& ms) {
    if (ms.isNull()) return {};
    return QDateTime::fromMSecsSinceEpoch(ms.toLongLong(), Qt::UTC).toString(Qt::ISODate);
}

} // namespace sil::db
