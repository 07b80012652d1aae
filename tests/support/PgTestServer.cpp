#include "PgTestServer.h"

#include "database/CatalogStore.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <unistd.h>

namespace sil::test {

namespace {

QString readState(const QString& dir, const QString& name) {
    QFile f(QDir(dir).absoluteFilePath(name));
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(f.readAll()).trimmed();
}

} // namespace

QString testBackend() {
    return qEnvironmentVariable("SILICONOMICS_TEST_BACKEND") == QLatin1String("postgresql")
               ? QStringLiteral("postgresql")
               : QStringLiteral("sqlite");
}

PgTestServer& PgTestServer::instance() {
    static PgTestServer server;
    return server;
}

PgTestServer::PgTestServer() {
    const QString dir = qEnvironmentVariable("SILICONOMICS_TEST_PG");
    if (dir.isEmpty()) {
        problem_ = QStringLiteral("SILICONOMICS_TEST_PG is not set: run this test through ctest, "
                                  "which starts the PostgreSQL fixture (tests/pg/pg-server.sh)");
        return;
    }
    const QString skip = readState(dir, QStringLiteral("skip"));
    if (!skip.isEmpty()) {
        skip_ = true;
        problem_ = QStringLiteral("PostgreSQL tests skipped: %1").arg(skip);
        return;
    }
    port_ = readState(dir, QStringLiteral("port")).toInt();
    superuser_ = readState(dir, QStringLiteral("superuser"));
    if (port_ <= 0 || superuser_.isEmpty()) {
        port_ = 0;
        problem_ = QStringLiteral("the PostgreSQL fixture did not start (no port in %1)").arg(dir);
        return;
    }
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
        port_ = 0;
        problem_ = QStringLiteral("Qt's PostgreSQL driver is missing: install libqt6sql6-psql");
    }
}

QString PgTestServer::url(const QString& user, const QString& database) const {
    return QStringLiteral("postgresql://%1@127.0.0.1:%2/%3?sslmode=disable")
        .arg(user)
        .arg(port_)
        .arg(database);
}

bool PgTestServer::exec(const QString& sql, const QString& database, QString* error) {
    static QAtomicInt counter;
    const QString name = QStringLiteral("pgtest-%1").arg(counter.fetchAndAddRelaxed(1));
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        db.setHostName(QStringLiteral("127.0.0.1"));
        db.setPort(port_);
        db.setUserName(superuser_);
        db.setDatabaseName(database);
        db.setConnectOptions(QStringLiteral("sslmode=disable"));
        if (!db.open()) {
            if (error) *error = db.lastError().text();
        } else {
            QSqlQuery q(db);
            ok = q.exec(sql);
            if (!ok && error) *error = q.lastError().text();
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

QString PgTestServer::createDatabase(const QString& prefix) {
    static QAtomicInt counter;
    const QString name = QStringLiteral("%1_%2_%3")
                             .arg(prefix.toLower())
                             .arg(::getpid())
                             .arg(counter.fetchAndAddRelaxed(1));
    QString err;
    if (!exec(QStringLiteral("CREATE DATABASE %1").arg(name), QStringLiteral("postgres"), &err))
        qWarning("cannot create database %s: %s", qPrintable(name), qPrintable(err));
    return name;
}

QString PgTestServer::createTeamCatalog(const QString& prefix) {
    const QString name = createDatabase(prefix);
    db::CatalogStore store;
    store.setWritesTeamSnapshot(false);
    if (!store.initTeam(url(superuser_, name)))
        qWarning("team init of %s failed: %s", qPrintable(name), qPrintable(store.errorString()));
    QString err;
    if (!ensureTestLogins(&err)) qWarning("test logins: %s", qPrintable(err));
    return name;
}

bool PgTestServer::ensureTestLogins(QString* error) {
    static bool done = false;
    if (done) return true;
    const QList<std::pair<QString, QString>> logins = {
        {QStringLiteral("sil_viewer"), QStringLiteral("siliconomics_viewer")},
        {QStringLiteral("sil_editor"), QStringLiteral("siliconomics_editor")},
        {QStringLiteral("sil_editor2"), QStringLiteral("siliconomics_editor")},
        {QStringLiteral("sil_admin"), QStringLiteral("siliconomics_admin")}};
    // Several test processes share the server: a race on CREATE ROLE is retried.
    for (const auto& [login, group] : logins) {
        bool ok = false;
        for (int attempt = 0; attempt < 10 && !ok; ++attempt) {
            QString err;
            const bool exists =
                exec(QStringLiteral("DO $$BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE "
                                    "rolname = '%1') THEN CREATE ROLE %1 LOGIN; END IF; END$$")
                         .arg(login),
                     QStringLiteral("postgres"), &err);
            ok = exists && exec(QStringLiteral("DO $$BEGIN IF NOT pg_has_role('%2', '%1', "
                                               "'MEMBER') THEN GRANT %1 TO %2; END IF; END$$")
                                    .arg(group, login),
                                QStringLiteral("postgres"), &err);
            if (!ok) {
                if (error) *error = err;
                QThread::msleep(100);
            }
        }
        if (!ok) return false;
    }
    done = true;
    return true;
}

} // namespace sil::test
