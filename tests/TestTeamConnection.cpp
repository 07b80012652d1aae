// Team catalog URLs: what is accepted, what is refused (passwords above all), and the
// connection they turn into; and the PostgreSQL migration scripts' statement splitter.
#include "TestSupport.h"

#include "database/Migrations.h"
#include "database/TeamConnection.h"

#include <QFile>

#include <QObject>

using namespace sil;

class TestTeamConnection : public QObject {
    Q_OBJECT
private slots:
    void accepted_data();
    void accepted();
    void refused_data();
    void refused();
    void passwordIsNeverEchoed();
    void snapshotKeyIsAFileName();
    void pgScriptsSplitOutsideQuotesAndBodies();
};

void TestTeamConnection::accepted_data() {
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("user");
    QTest::addColumn<QString>("host");
    QTest::addColumn<int>("port");
    QTest::addColumn<QString>("dbname");
    QTest::addColumn<QString>("options");
    QTest::newRow("full") << "postgresql://alice@db.example.com:5433/catalog"
                          << "alice"
                          << "db.example.com" << 5433 << "catalog"
                          << "connect_timeout=5;application_name=siliconomics";
    QTest::newRow("postgres scheme, defaults") << "postgres:///catalog"
                                               << ""
                                               << "" << -1 << "catalog"
                                               << "connect_timeout=5;application_name=siliconomics";
    QTest::newRow("sslmode honoured")
        << "postgresql://bob@10.0.0.5/team?sslmode=verify-full&sslrootcert=/etc/ssl/team-ca.pem"
        << "bob"
        << "10.0.0.5" << -1 << "team"
        << "connect_timeout=5;application_name=siliconomics;sslmode=verify-full;sslrootcert=/etc/"
           "ssl/team-ca.pem";
    QTest::newRow("service file") << "postgresql:///?service=siliconomics"
                                  << ""
                                  << "" << -1 << ""
                                  << "connect_timeout=5;application_name=siliconomics;service="
                                     "siliconomics";
    QTest::newRow("timeout") << "postgresql://c@h:1/d?connect_timeout=2"
                             << "c"
                             << "h" << 1 << "d"
                             << "connect_timeout=2;application_name=siliconomics";
}

void TestTeamConnection::accepted() {
    QFETCH(QString, url);
    QFETCH(QString, user);
    QFETCH(QString, host);
    QFETCH(int, port);
    QFETCH(QString, dbname);
    QFETCH(QString, options);
    QVERIFY(db::isTeamUrl(url));
    QString err;
    const auto spec = db::parseTeamUrl(url, &err);
    QVERIFY2(spec, qPrintable(err));
    QCOMPARE(spec->user, user);
    QCOMPARE(spec->host, host);
    QCOMPARE(spec->port, port);
    QCOMPARE(spec->dbname, dbname);
    QCOMPARE(spec->connectOptions(), options);
}

void TestTeamConnection::refused_data() {
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("expected");
    QTest::newRow("password") << "postgresql://alice:secret@h/db"
                              << "~/.pgpass";
    QTest::newRow("empty password") << "postgresql://alice:@h/db"
                                    << "password is not accepted";
    QTest::newRow("password parameter") << "postgresql://alice@h/db?password=x"
                                        << "~/.pgpass";
    QTest::newRow("no database") << "postgresql://alice@h:5432"
                                 << "name the database";
    QTest::newRow("bad sslmode") << "postgresql://a@h/db?sslmode=maybe"
                                 << "sslmode must be";
    QTest::newRow("unknown parameter") << "postgresql://a@h/db?options=-c"
                                       << "unknown parameter";
    QTest::newRow("injection") << "postgresql://a@h/db?sslmode=require%20host=evil"
                               << "unusable value";
    QTest::newRow("bad timeout") << "postgresql://a@h/db?connect_timeout=0"
                                 << "connect_timeout";
    QTest::newRow("not a url") << "/home/me/user.sqlite"
                               << "expected postgresql://";
}

void TestTeamConnection::refused() {
    QFETCH(QString, url);
    QFETCH(QString, expected);
    QString err;
    QVERIFY(!db::parseTeamUrl(url, &err));
    QVERIFY2(err.contains(expected), qPrintable(err));
}

void TestTeamConnection::passwordIsNeverEchoed() {
    QString err;
    QVERIFY(!db::parseTeamUrl(QStringLiteral("postgresql://alice:hunter2@h/db"), &err));
    QVERIFY(!err.contains(QStringLiteral("hunter2")));
}

void TestTeamConnection::snapshotKeyIsAFileName() {
    const auto spec =
        db::parseTeamUrl(QStringLiteral("postgresql://a.b@host-1:6000/team_db"), nullptr);
    QVERIFY(spec);
    QCOMPARE(spec->snapshotKey(), QStringLiteral("a.b@host-1_6000_team_db"));
    QCOMPARE(spec->display(), QStringLiteral("postgresql://a.b@host-1:6000/team_db"));
}

void TestTeamConnection::pgScriptsSplitOutsideQuotesAndBodies() {
    const QStringList s = db::pgStatementsOf(
        QStringLiteral("-- a comment; with a semicolon\n"
                       "CREATE TABLE t (x text DEFAULT ';');\n"
                       "CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\n"
                       "BEGIN NEW.x := 'a;b'; RETURN NEW; END\n"
                       "$$;\n"
                       "DO $body$ BEGIN PERFORM 1; END $body$;\n"));
    QCOMPARE(s.size(), 3);
    QVERIFY(s[0].startsWith(QStringLiteral("CREATE TABLE")) &&
            s[0].endsWith(QStringLiteral("';')")));
    QVERIFY(s[1].contains(QStringLiteral("RETURN NEW; END")));
    QVERIFY(s[2].endsWith(QStringLiteral("$body$")));
    // Every shipped PostgreSQL migration parses into statements, none of them empty.
    for (int v = 1; v <= db::latestPgSchemaVersion(); ++v) {
        const QStringList names = {QStringLiteral("0001_initial"),
                                   QStringLiteral("0002_models"),
                                   QStringLiteral("0003_ranges_and_torus"),
                                   QStringLiteral("0004_team"),
                                   QStringLiteral("0005_api_prices"),
                                   QStringLiteral("0006_measurements"),
                                   QStringLiteral("0007_engines"),
                                   QStringLiteral("0008_engine_fitted_chip"),
                                   QStringLiteral("0009_measurement_guard"),
                                   QStringLiteral("0010_availability_memory"),
                                   QStringLiteral("0011_measurement_content"),
                                   QStringLiteral("0012_memory_names"),
                                   QStringLiteral("0013_quote_max_cluster"),
                                   QStringLiteral("0014_system_form_factor"),
                                   QStringLiteral("0015_die_details_scaleup_link")};
        QFile f(QStringLiteral(SIL_SOURCE_DIR "/database/migrations/pg/%1.sql")
                    .arg(names.value(v - 1)));
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
        QVERIFY(!db::pgStatementsOf(QString::fromUtf8(f.readAll())).isEmpty());
    }
}

QTEST_GUILESS_MAIN(TestTeamConnection)
#include "TestTeamConnection.moc"
