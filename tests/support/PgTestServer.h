#pragma once
// The PostgreSQL server the CTest fixture PgServer started (tests/pg/pg-server.sh), for the
// tests that run against a team catalog. SILICONOMICS_TEST_PG names the fixture's state
// directory. SIL_REQUIRE_PG() skips a test with a clear message only when the server
// binaries are absent, and fails it for anything else (never a silent pass).
#include <QString>
#include <QTest>

namespace sil::test {

class PgTestServer {
public:
    static PgTestServer& instance();

    bool available() const { return port_ > 0; }
    // Why there is no server: "skip: ..." when the binaries are absent, else an error.
    bool shouldSkip() const { return skip_; }
    QString problem() const { return problem_; }

    int port() const { return port_; }
    QString superuser() const { return superuser_; }
    // postgresql://USER@127.0.0.1:PORT/DB?sslmode=disable
    QString url(const QString& user, const QString& database) const;
    // A new, empty database with a unique name (owned by the superuser).
    QString createDatabase(const QString& prefix);
    // A fresh team catalog: createDatabase + "team init" as the superuser.
    QString createTeamCatalog(const QString& prefix);
    // Runs SQL as the superuser on `database`; false and `error` on failure.
    bool exec(const QString& sql, const QString& database = QStringLiteral("postgres"),
              QString* error = nullptr);
    // Login roles for the tests, members of the Siliconomics group roles:
    // sil_viewer, sil_editor, sil_editor2, sil_admin.
    bool ensureTestLogins(QString* error = nullptr);

private:
    PgTestServer();
    int port_ = 0;
    bool skip_ = false;
    QString superuser_;
    QString problem_;
};

// "postgresql" when SILICONOMICS_TEST_BACKEND asks the store/CLI suites to run on a team
// catalog, else "sqlite".
QString testBackend();

} // namespace sil::test

#define SIL_REQUIRE_PG()                                                                           \
    do {                                                                                           \
        auto& pg_ = sil::test::PgTestServer::instance();                                           \
        if (!pg_.available()) {                                                                    \
            if (pg_.shouldSkip()) QSKIP(qPrintable(pg_.problem()));                                \
            QFAIL(qPrintable(pg_.problem()));                                                      \
        }                                                                                          \
    } while (false)
