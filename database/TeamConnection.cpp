#include "TeamConnection.h"

#include <QAtomicInt>
#include <QRegularExpression>
#include <QStringList>
#include <QUrl>
#include <QUrlQuery>

namespace sil::db {

namespace {

constexpr const char* kPasswordAdvice =
    "put the password in ~/.pgpass (or the file PGPASSFILE names, or a pg_service.conf entry "
    "with ?service=NAME) and leave it out of the URL";

bool plainValue(const QString& v) {
    static const QRegularExpression ok(QStringLiteral("^[A-Za-z0-9._/~@+-]+$"));
    return ok.match(v).hasMatch();
}

} // namespace

bool isTeamUrl(const QString& text) {
    return text.startsWith(QLatin1String("postgresql://"), Qt::CaseInsensitive) ||
           text.startsWith(QLatin1String("postgres://"), Qt::CaseInsensitive);
}

QString TeamConnectionSpec::display() const {
    QString s = QStringLiteral("postgresql://");
    if (!user.isEmpty()) s += user + QLatin1Char('@');
    s += host;
    if (port > 0) s += QStringLiteral(":%1").arg(port);
    s += QLatin1Char('/') + dbname;
    if (!service.isEmpty()) s += QStringLiteral("?service=") + service;
    return s;
}

QString TeamConnectionSpec::snapshotKey() const {
    QString key = QStringLiteral("%1@%2_%3_%4")
                      .arg(user.isEmpty() ? QStringLiteral("default") : user,
                           host.isEmpty() ? QStringLiteral("local") : host)
                      .arg(port > 0 ? port : 5432)
                      .arg(dbname);
    if (!service.isEmpty()) key += QStringLiteral("_") + service;
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._@-]"));
    key.replace(unsafe, QStringLiteral("_"));
    return key;
}

QString TeamConnectionSpec::connectOptions() const {
    QStringList o;
    o << QStringLiteral("connect_timeout=%1").arg(connectTimeout);
    o << QStringLiteral("application_name=siliconomics");
    if (!sslmode.isEmpty()) o << QStringLiteral("sslmode=") + sslmode;
    if (!service.isEmpty()) o << QStringLiteral("service=") + service;
    if (!sslrootcert.isEmpty()) o << QStringLiteral("sslrootcert=") + sslrootcert;
    if (!sslcert.isEmpty()) o << QStringLiteral("sslcert=") + sslcert;
    if (!sslkey.isEmpty()) o << QStringLiteral("sslkey=") + sslkey;
    return o.join(QLatin1Char(';'));
}

std::optional<TeamConnectionSpec> parseTeamUrl(const QString& text, QString* error) {
    auto fail = [&](const QString& why) -> std::optional<TeamConnectionSpec> {
        if (error) *error = QStringLiteral("team catalog URL: %1").arg(why);
        return std::nullopt;
    };
    if (!isTeamUrl(text))
        return fail(
            QStringLiteral("expected postgresql://user@host:port/dbname, got \"%1\"").arg(text));
    const QUrl url(text, QUrl::StrictMode);
    // Refuse any password, even an empty one ("user:@host"), and never echo it back.
    const qsizetype schemeEnd = text.indexOf(QLatin1String("://")) + 3;
    const qsizetype authorityEnd = text.indexOf(QLatin1Char('/'), schemeEnd);
    const QString authority = text.mid(schemeEnd, authorityEnd < 0 ? -1 : authorityEnd - schemeEnd);
    const qsizetype at = authority.lastIndexOf(QLatin1Char('@'));
    if (at >= 0 && authority.left(at).contains(QLatin1Char(':')))
        return fail(QStringLiteral("a password is not accepted in the URL; %1")
                        .arg(QLatin1String(kPasswordAdvice)));
    if (!url.isValid()) return fail(QStringLiteral("not a valid URL (%1)").arg(url.errorString()));
    TeamConnectionSpec spec;
    spec.user = url.userName(QUrl::FullyDecoded);
    spec.host = url.host(QUrl::FullyDecoded);
    spec.port = url.port(-1);
    spec.dbname = url.path(QUrl::FullyDecoded);
    if (spec.dbname.startsWith(QLatin1Char('/'))) spec.dbname.remove(0, 1);
    const QUrlQuery query(url);
    for (const auto& [key, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (key == QLatin1String("password"))
            return fail(QStringLiteral("a password is not accepted in the URL; %1")
                            .arg(QLatin1String(kPasswordAdvice)));
        if (!plainValue(value))
            return fail(
                QStringLiteral("parameter %1 has an unusable value \"%2\"").arg(key, value));
        if (key == QLatin1String("sslmode")) {
            static const QStringList modes = {
                QStringLiteral("disable"),   QStringLiteral("allow"),
                QStringLiteral("prefer"),    QStringLiteral("require"),
                QStringLiteral("verify-ca"), QStringLiteral("verify-full")};
            if (!modes.contains(value))
                return fail(QStringLiteral("sslmode must be one of %1, got \"%2\"")
                                .arg(modes.join(QStringLiteral(", ")), value));
            spec.sslmode = value;
        } else if (key == QLatin1String("service")) {
            spec.service = value;
        } else if (key == QLatin1String("sslrootcert")) {
            spec.sslrootcert = value;
        } else if (key == QLatin1String("sslcert")) {
            spec.sslcert = value;
        } else if (key == QLatin1String("sslkey")) {
            spec.sslkey = value;
        } else if (key == QLatin1String("connect_timeout")) {
            bool ok = false;
            const int t = value.toInt(&ok);
            if (!ok || t < 1 || t > 600)
                return fail(QStringLiteral("connect_timeout must be 1 to 600 seconds, got \"%1\"")
                                .arg(value));
            spec.connectTimeout = t;
        } else {
            return fail(QStringLiteral("unknown parameter \"%1\"; accepted: sslmode, service, "
                                       "sslrootcert, sslcert, sslkey, connect_timeout")
                            .arg(key));
        }
    }
    if (spec.dbname.isEmpty() && spec.service.isEmpty())
        return fail(QStringLiteral("name the database: postgresql://user@host:port/dbname"));
    for (const QString* part : {&spec.user, &spec.host, &spec.dbname})
        if (!part->isEmpty() && !plainValue(*part))
            return fail(
                QStringLiteral("\"%1\" contains characters that are not allowed").arg(*part));
    return spec;
}

QSqlDatabase addTeamDatabase(const TeamConnectionSpec& spec, const QString& connection) {
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connection);
    if (!spec.host.isEmpty()) db.setHostName(spec.host);
    if (spec.port > 0) db.setPort(spec.port);
    if (!spec.user.isEmpty()) db.setUserName(spec.user);
    if (!spec.dbname.isEmpty()) db.setDatabaseName(spec.dbname);
    db.setConnectOptions(spec.connectOptions());
    return db;
}

bool teamDriverAvailable() {
    return QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"));
}

QString teamConnectionName(const char* role) {
    static QAtomicInt counter;
    return QStringLiteral("siliconomics-team-%1-%2")
        .arg(QLatin1String(role))
        .arg(counter.fetchAndAddRelaxed(1));
}

} // namespace sil::db
