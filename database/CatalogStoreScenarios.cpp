// CatalogStore's saved scenarios: the shipped ones and the user's, listed, read and saved.
#include "CatalogStore.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>

namespace sil::db {

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
            return failSql(QStringLiteral("saving scenario %1").arg(QString::fromStdString(s.name)),
                           q.lastError());
        return fail(
            QStringLiteral("%1: cannot save scenario: %2").arg(userPath_, q.lastError().text()));
    }
    return true;
}

} // namespace sil::db
