// Kills siliconomics-cli with SIGKILL in the middle of saves and imports, then checks that
// every file is the old or the new version, never a mix; and that a full disk leaves the
// previous file intact with a clear error.
#include "TestSupport.h"

#include "database/CatalogStore.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>

using namespace sil;

namespace {

const QString kCli = QStringLiteral(SIL_BINARY_DIR "/bin/siliconomics-cli");

QProcess* start(const QStringList& args) {
    auto* p = new QProcess;
    p->setProgram(kCli);
    p->setArguments(args);
    p->start();
    p->waitForStarted();
    return p;
}

int run(const QStringList& args, QString* err = nullptr) {
    QProcess p;
    p.start(kCli, args);
    p.waitForFinished(60000);
    if (err) *err = QString::fromUtf8(p.readAllStandardError());
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

} // namespace

class TestCrashSafety : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void killDuringSaves();
    void killDuringImports();
    void fullDiskKeepsPreviousFile();

private:
    QTemporaryDir dir_;
    QString db_;
};

void TestCrashSafety::initTestCase() {
    QVERIFY(QFile::exists(kCli));
    db_ = dir_.filePath(QStringLiteral("user.sqlite"));
    QCOMPARE(run({QStringLiteral("--db"), db_, QStringLiteral("catalog"), QStringLiteral("list")}),
             0);
}

void TestCrashSafety::killDuringSaves() {
    const QString target = dir_.filePath(QStringLiteral("export.out"));
    const QString a = dir_.filePath(QStringLiteral("a.out")),
                  b = dir_.filePath(QStringLiteral("b.out"));
    QCOMPARE(run({QStringLiteral("--db"), db_, QStringLiteral("catalog"), QStringLiteral("export"),
                  QStringLiteral("--kind"), QStringLiteral("chips"), QStringLiteral("--format"),
                  QStringLiteral("csv"), QStringLiteral("--out"), a}),
             0);
    QCOMPARE(run({QStringLiteral("--db"), db_, QStringLiteral("catalog"), QStringLiteral("export"),
                  QStringLiteral("--out"), b}),
             0);
    const QByteArray versionA = test::readFile(a), versionB = test::readFile(b);
    QVERIFY(!versionA.isEmpty() && !versionB.isEmpty() && versionA != versionB);
    QVERIFY(QFile::copy(a, target));
    int killed = 0;
    for (int i = 0; i < 40; ++i) {
        QStringList args = {QStringLiteral("--db"),    db_,
                            QStringLiteral("catalog"), QStringLiteral("export"),
                            QStringLiteral("--out"),   target};
        if (i % 2)
            args << QStringLiteral("--kind") << QStringLiteral("chips")
                 << QStringLiteral("--format") << QStringLiteral("csv");
        std::unique_ptr<QProcess> p(start(args));
        QTest::qWait(int(QRandomGenerator::global()->bounded(60)));
        if (p->state() != QProcess::NotRunning) {
            p->kill(); // SIGKILL
            ++killed;
        }
        p->waitForFinished(10000);
        const QByteArray now = test::readFile(target);
        QVERIFY2(
            now == versionA || now == versionB,
            qPrintable(
                QStringLiteral("iteration %1: a torn file of %2 bytes").arg(i).arg(now.size())));
    }
    qInfo("killed %d of 40 saves mid-flight", killed);
}

void TestCrashSafety::killDuringImports() {
    int killed = 0;
    for (int i = 0; i < 12; ++i) {
        QByteArray csv = "id,chip_id,provider,term,usd_per_gpu_hour,date\n";
        for (int r = 0; r < 3000; ++r)
            csv += QStringLiteral("batch%1-q%2,h200,Broker %2,on_demand,%3,2026-11\n")
                       .arg(i)
                       .arg(r)
                       .arg(1.0 + r * 0.001)
                       .toUtf8();
        const QString file = dir_.filePath(QStringLiteral("batch%1.csv").arg(i));
        QVERIFY(test::writeFile(file, csv));
        std::unique_ptr<QProcess> p(
            start({QStringLiteral("--db"), db_, QStringLiteral("catalog"), QStringLiteral("import"),
                   QStringLiteral("--csv"), file}));
        QTest::qWait(int(QRandomGenerator::global()->bounded(400)));
        if (p->state() != QProcess::NotRunning) {
            p->kill();
            ++killed;
        }
        p->waitForFinished(10000);
    }
    qInfo("killed %d of 12 imports mid-flight", killed);
    // The database is intact and every batch landed whole or not at all.
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("check"));
        db.setDatabaseName(db_);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("PRAGMA integrity_check")) && q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("ok"));
        int whole = 0;
        for (int i = 0; i < 12; ++i) {
            QSqlQuery c(db);
            c.prepare(QStringLiteral("SELECT count(*) FROM rental_quotes WHERE id LIKE ?"));
            c.addBindValue(QStringLiteral("batch%1-%").arg(i));
            QVERIFY(c.exec() && c.next());
            const int n = c.value(0).toInt();
            QVERIFY2(n == 0 || n == 3000,
                     qPrintable(QStringLiteral("batch %1: %2 of 3000 rows").arg(i).arg(n)));
            whole += n == 3000;
        }
        qInfo("%d of 12 batches committed whole, the rest not at all", whole);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("check"));
    // And the program still opens it.
    db::CatalogStore store;
    QVERIFY(store.openUser(db_));
    QVERIFY(store.load());
}

void TestCrashSafety::fullDiskKeepsPreviousFile() {
    const QString target = dir_.filePath(QStringLiteral("full.json"));
    QVERIFY(test::writeFile(target, "previous contents\n"));
    // A 16 KiB file-size limit stands in for a full disk: writes fail with EFBIG.
    QProcess p;
    p.start(QStringLiteral("/bin/sh"),
            {QStringLiteral("-c"),
             QStringLiteral(
                 "trap '' XFSZ; ulimit -f 16; exec \"$0\" --db \"$1\" catalog export --out \"$2\""),
             kCli, db_, target});
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 1);
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QVERIFY2(err.contains(target) && err.contains(QStringLiteral("previous file is unchanged")),
             qPrintable(err));
    QCOMPARE(test::readFile(target), QByteArray("previous contents\n"));
    // Unwritable folder.
    QString err2;
    QCOMPARE(run({QStringLiteral("--db"), db_, QStringLiteral("catalog"), QStringLiteral("export"),
                  QStringLiteral("--out"), QStringLiteral("/proc/no/such/dir/x.json")},
                 &err2),
             1);
    QVERIFY(err2.contains(QStringLiteral("/proc/no/such/dir/x.json")));
}

QTEST_GUILESS_MAIN(TestCrashSafety)
#include "TestCrashSafety.moc"
