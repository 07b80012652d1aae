#include "KeptVersion.h"

#include "siliconomics_version.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace sil::db {

namespace {

const QString kKey = QStringLiteral("catalog_version");
const char* const kEvents[] = {"insert", "update", "delete"};

// Every table the catalog is read from: all but those that hold no catalog content.
QStringList guardedTables(QSqlDatabase& db) {
    QSqlQuery q(db);
    QStringList out;
    if (!q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT "
                               "IN ('meta', 'scenarios', 'measurements') AND name NOT LIKE "
                               "'sqlite_%' ORDER BY name")))
        return out;
    while (q.next())
        out << q.value(0).toString();
    return out;
}

QString triggerName(const QString& table, const char* event) {
    return QStringLiteral("catalog_version_forget_%1_%2").arg(table, QLatin1String(event));
}

// The guarding triggers missing from `db` (all of them when its schema cannot be read).
QStringList missingTriggers(QSqlDatabase& db, QStringList* tablesOut = nullptr) {
    const QStringList tables = guardedTables(db);
    if (tablesOut) *tablesOut = tables;
    QSqlQuery q(db);
    QSet<QString> present;
    if (q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'trigger' AND name "
                              "LIKE 'catalog_version_forget_%'")))
        while (q.next())
            present.insert(q.value(0).toString());
    QStringList missing;
    if (tables.isEmpty()) missing << QStringLiteral("(no tables read)");
    for (const QString& t : tables)
        for (const char* e : kEvents)
            if (!present.contains(triggerName(t, e))) missing << triggerName(t, e);
    return missing;
}

int schemaVersion(QSqlDatabase& db) {
    QSqlQuery q(db);
    return q.exec(QStringLiteral("PRAGMA user_version")) && q.next() ? q.value(0).toInt() : -1;
}

bool exec(QSqlDatabase& db, const QString& sql, QString& error) {
    QSqlQuery q(db);
    if (q.exec(sql)) return true;
    error = q.lastError().text();
    return false;
}

} // namespace

qint64 dataVersion(QSqlDatabase& db) {
    QSqlQuery q(db);
    return q.exec(QStringLiteral("PRAGMA data_version")) && q.next() ? q.value(0).toLongLong() : -1;
}

std::optional<CatalogVersion> readKeptVersion(QSqlDatabase& db, const QString& overShipped) {
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT value FROM meta WHERE key = ?"));
    q.addBindValue(kKey);
    if (!q.exec() || !q.next()) return std::nullopt;
    const QJsonObject o = QJsonDocument::fromJson(q.value(0).toString().toUtf8()).object();
    if (o.value(QLatin1String("over")).toString() != overShipped ||
        o.value(QLatin1String("app")).toString() != QLatin1String(SILICONOMICS_VERSION) ||
        o.value(QLatin1String("schema")).toInt(-2) != schemaVersion(db))
        return std::nullopt;
    const QString sha = o.value(QLatin1String("content_sha256")).toString();
    if (sha.size() != 64 || !missingTriggers(db).isEmpty()) return std::nullopt;
    CatalogVersion v;
    v.as_of = o.value(QLatin1String("as_of")).toString().toStdString();
    v.content_sha256 = sha.toStdString();
    auto count = [&](const char* key) {
        return static_cast<std::size_t>(o.value(QLatin1String(key)).toInteger());
    };
    v.chips = count("chips");
    v.systems = count("systems");
    v.sources = count("sources");
    v.prices = count("prices");
    v.models = count("models");
    return v;
}

bool guardKeptVersion(QSqlDatabase& db, QString& error) {
    QStringList tables;
    if (missingTriggers(db, &tables).isEmpty()) return true;
    if (tables.isEmpty()) {
        error = QStringLiteral("cannot read the schema");
        return false;
    }
    if (!db.transaction()) {
        error = db.lastError().text();
        return false;
    }
    bool ok = exec(db, QStringLiteral("DELETE FROM meta WHERE key = '%1'").arg(kKey), error);
    for (const QString& t : tables)
        for (const char* e : kEvents)
            ok = ok && exec(db,
                            QStringLiteral("CREATE TRIGGER IF NOT EXISTS \"%1\" AFTER %2 ON \"%3\" "
                                           "BEGIN DELETE FROM meta WHERE key = '%4'; END")
                                .arg(triggerName(t, e), QString::fromLatin1(e).toUpper(), t, kKey),
                            error);
    if (ok && db.commit()) return true;
    if (ok) error = db.lastError().text();
    db.rollback();
    return false;
}

bool writeKeptVersion(QSqlDatabase& db, const CatalogVersion& v, const QString& overShipped,
                      QString& error) {
    QJsonObject o;
    o.insert(QLatin1String("as_of"), QString::fromStdString(v.as_of));
    o.insert(QLatin1String("content_sha256"), QString::fromStdString(v.content_sha256));
    o.insert(QLatin1String("chips"), qint64(v.chips));
    o.insert(QLatin1String("systems"), qint64(v.systems));
    o.insert(QLatin1String("sources"), qint64(v.sources));
    o.insert(QLatin1String("prices"), qint64(v.prices));
    o.insert(QLatin1String("models"), qint64(v.models));
    o.insert(QLatin1String("over"), overShipped);
    o.insert(QLatin1String("app"), QLatin1String(SILICONOMICS_VERSION));
    o.insert(QLatin1String("schema"), schemaVersion(db));
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)"));
    q.addBindValue(kKey);
    q.addBindValue(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)));
    if (q.exec()) return true;
    error = q.lastError().text();
    return false;
}

} // namespace sil::db
