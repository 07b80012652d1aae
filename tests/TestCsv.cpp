// RFC 4180 parsing, including the malformed inputs users produce.
#include "TestSupport.h"

#include "core/catalog/csv.h"

#include <QObject>
#include <cstdlib>
#include <limits>

using namespace sil;

class TestCsv : public QObject {
    Q_OBJECT
private slots:
    void parse_data();
    void parse();
    void roundTrip();
    void numbersArePlainShortest();
};

void TestCsv::parse_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("records");
    QTest::addColumn<QString>("error");
    QTest::newRow("simple") << QByteArray("a,b\n1,2\n") << 2 << "";
    QTest::newRow("crlf no final newline") << QByteArray("a,b\r\n1,2") << 2 << "";
    QTest::newRow("quoted comma and newline") << QByteArray("a,b\n\"x,y\",\"l1\nl2\"\n") << 2 << "";
    QTest::newRow("doubled quote") << QByteArray("a\n\"say \"\"hi\"\"\"\n") << 2 << "";
    QTest::newRow("bom") << QByteArray("\xEF\xBB\xBF"
                                       "a\n1\n")
                         << 2 << "";
    QTest::newRow("blank lines skipped") << QByteArray("a\n\n1\n\n") << 2 << "";
    QTest::newRow("unterminated") << QByteArray("a\n\"open\n") << 0 << "line 2: unterminated";
    QTest::newRow("stray quote") << QByteArray("a\nx\"y\n") << 0 << "line 2: a quote inside";
    QTest::newRow("text after quote") << QByteArray("a\n\"x\"y\n") << 0 << "line 2: text after";
    QTest::newRow("latin1") << QByteArray("name\nM\xE9ga\n") << 0 << "line 2: not valid UTF-8";
    QTest::newRow("empty") << QByteArray("") << 0 << "";
}

void TestCsv::parse() {
    QFETCH(QByteArray, text);
    QFETCH(int, records);
    QFETCH(QString, error);
    const auto r = parseCsv(text.toStdString());
    if (error.isEmpty()) {
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(static_cast<int>(r.records.size()), records);
    } else {
        QVERIFY(!r.ok);
        QVERIFY2(QString::fromStdString(r.error).startsWith(error), r.error.c_str());
    }
}

void TestCsv::roundTrip() {
    const std::vector<std::string> cells = {"plain",       "with,comma", "with \"quote\"",
                                            "multi\nline", "",           " padded "};
    const auto r = parseCsv(csvLine(cells));
    QVERIFY(r.ok);
    QCOMPARE(r.records.size(), std::size_t(1));
    QCOMPARE(r.records[0].cells, cells);
}

// Every CSV the program writes states a number one way: plain decimal, no exponent, no
// last-bit noise of a sum, and a typed value read back exactly.
void TestCsv::numbersArePlainShortest() {
    const double sum = 0.1 + 0.2; // 0.30000000000000004 as the shortest round trip
    QCOMPARE(csvNumber(sum), std::string("0.3"));
    QCOMPARE(csvNumber(0.7 * 0.171141), std::string("0.1197987"));
    QCOMPARE(csvNumber(2.1e7), std::string("21000000"));
    QCOMPARE(csvNumber(1e-7), std::string("0.0000001"));
    QCOMPARE(csvNumber(-0.0), std::string("0"));
    QCOMPARE(csvNumber(1.0 / 3.0), std::string("0.333333333333333"));
    QCOMPARE(csvNumber(std::numeric_limits<double>::quiet_NaN()), std::string());
    for (double typed : {0.119799, 989.5, 1978.9, 0.23, 123456789012345.0, 1.07715200091324}) {
        const std::string text = csvNumber(typed);
        QVERIFY2(text.find('e') == std::string::npos, text.c_str());
        QCOMPARE(std::strtod(text.c_str(), nullptr), typed);
    }
}

QTEST_GUILESS_MAIN(TestCsv)
#include "TestCsv.moc"
