// CatalogStore's edited values: the user's (or the team's) overrides of single fields over the
// catalog, read, set and reverted.
#include "CatalogStore.h"
#include "OverrideKeys.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>

namespace sil::db {

namespace {

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

} // namespace

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
    q.addBindValue(entityText(entity));
    q.addBindValue(id);
    q.addBindValue(field);
    if (!q.exec() || !q.next()) return std::nullopt;
    return overrideFrom(q, true);
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
    keepVersionOfStored();
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
    keepVersionOfStored();
    return true;
}

} // namespace sil::db
