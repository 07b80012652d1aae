// CatalogStore's measurements: importing a file's points once (within the limits on points, and
// not a second time under another name), listing and deleting them, and the rows an import
// resolves to.
#include "CatalogStore.h"
#include "SqlRows.h"

#include "core/measurements/limits.h"
#include "core/measurements/measured_point_json.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QMap>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#ifdef Q_OS_UNIX
#include <pwd.h>
#include <unistd.h>
#endif

namespace sil::db {

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
    // A few hundred points to a statement on a team server: one round trip each, and it checks
    // its limits once per statement, not per point. A local SQLite file has no round trip, and
    // binding a statement's values costs there with the square of their count (a profile of the
    // import puts SQLite's parameter-name lookup, sqlite3VListNumToName, and its string compares
    // at the top): at 10 points a statement, the 10,000-point bench import takes 0.88-0.91 s
    // where 250 took 1.6-2.4 s.
    const qsizetype pointsPerInsert = isPostgres(user_) ? 250 : 10;
    for (qsizetype start = 0; start < points.size(); start += pointsPerInsert) {
        const qsizetype count = std::min(pointsPerInsert, points.size() - start);
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
            q.addBindValue(QString::fromStdString(std::string(measurementKindKey(m.point.kind))));
            q.addBindValue(QString::fromStdString(measuredPointToJson(m.point)));
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
                                        .arg(QString::fromStdString(why));
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

} // namespace sil::db
