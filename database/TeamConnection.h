#pragma once
// A team catalog's address: postgresql://[user@][host][:port]/dbname[?sslmode=...&...].
// Credentials never travel in it: a password in the URL is refused with a message pointing at
// libpq's own places (~/.pgpass, PGPASSFILE, a service file), which the QPSQL driver reads
// because no password is ever passed to it. Only a fixed set of libpq parameters is accepted,
// each with a plain value, so nothing can be smuggled into the connection string.
#include <QSqlDatabase>
#include <QString>
#include <optional>

namespace sil::db {

struct TeamConnectionSpec {
    QString user;        // empty: libpq's default (PGUSER, the service file, the login name)
    QString host;        // empty: libpq's default (PGHOST, the local socket)
    int port = -1;       // -1: libpq's default (PGPORT, 5432)
    QString dbname;      // required
    QString sslmode;     // empty: libpq's default (prefer), honoured as given
    QString service;     // pg_service.conf entry
    QString sslrootcert; // further libpq parameters, passed through unchanged
    QString sslcert;
    QString sslkey;
    int connectTimeout = 5; // seconds before an unreachable server counts as offline

    // postgresql://user@host:port/dbname (no parameters): for messages and the status bar.
    QString display() const;
    // A file-name-safe key for this catalog's offline snapshot.
    QString snapshotKey() const;
    // The libpq parameters for QSqlDatabase::setConnectOptions (';'-separated).
    QString connectOptions() const;
};

// postgresql:// or postgres://
bool isTeamUrl(const QString& text);
// Parses and validates; on failure returns nullopt and a message naming the problem.
std::optional<TeamConnectionSpec> parseTeamUrl(const QString& url, QString* error);
// Adds a QPSQL connection named `connection` for `spec` (not opened). No password is set.
QSqlDatabase addTeamDatabase(const TeamConnectionSpec& spec, const QString& connection);
// True when the QPSQL driver plugin is installed (libqt6sql6-psql on Debian).
bool teamDriverAvailable();

// A new Qt SQL connection name for one use of a team catalog (`role`: "online", "snapshot"...),
// unique in the process.
QString teamConnectionName(const char* role);

} // namespace sil::db
