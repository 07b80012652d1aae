// The field registry: parsing and range checks every import and edit goes through.
#include "TestSupport.h"

#include "core/fields.h"

#include <QObject>

using namespace sil;

class TestFields : public QObject {
    Q_OBJECT
private slots:
    void parse_data();
    void parse();
    void namesAreUniqueAndUnitsExplicit();
};

void TestFields::parse_data() {
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error"); // empty: accepted
    QTest::newRow("tdp ok") << "tdp_w"
                            << "700"
                            << "";
    QTest::newRow("tdp blank is unknown") << "tdp_w"
                                          << "  "
                                          << "";
    QTest::newRow("tdp n/a is unknown") << "tdp_w"
                                        << "n/a"
                                        << "";
    QTest::newRow("tdp negative") << "tdp_w"
                                  << "-5"
                                  << "expected a number > 0";
    QTest::newRow("tdp zero") << "tdp_w"
                              << "0"
                              << "expected a number > 0";
    QTest::newRow("tdp nan") << "tdp_w"
                             << "nan"
                             << "non-finite";
    QTest::newRow("tdp inf") << "tdp_w"
                             << "inf"
                             << "non-finite";
    QTest::newRow("tdp absurd") << "tdp_w"
                                << "1e9"
                                << "<= 100000";
    QTest::newRow("tdp text") << "tdp_w"
                              << "700W"
                              << "got \"700W\"";
    QTest::newRow("efficiency > 1") << "realized_bf16_efficiency"
                                    << "1.5"
                                    << "<= 1";
    QTest::newRow("id with space") << "id"
                                   << "h 100"
                                   << "expected an id";
    QTest::newRow("name required") << "name"
                                   << ""
                                   << "required";
    QTest::newRow("decimal comma") << "hbm_gb"
                                   << "80,5"
                                   << "expected a number";
}

void TestFields::parse() {
    QFETCH(QString, field);
    QFETCH(QString, text);
    QFETCH(QString, error);
    const FieldDef<Chip>* def = findField<Chip>(field.toStdString());
    QVERIFY(def);
    FieldValue v;
    const QString got = QString::fromStdString(parseFieldValue(*def, text.toStdString(), v));
    if (error.isEmpty())
        QVERIFY2(got.isEmpty(), qPrintable(got));
    else
        QVERIFY2(got.contains(error), qPrintable(got));
}

void TestFields::namesAreUniqueAndUnitsExplicit() {
    QStringList names;
    for (const auto& f : systemFields()) {
        QVERIFY2(!names.contains(QString::fromStdString(f.name)), f.name.c_str());
        names << QString::fromStdString(f.name);
        if (f.type == FieldType::Number && f.name.ends_with("_usd"))
            QCOMPARE(f.unit, std::string("USD"));
        if (f.name.ends_with("_gbps")) QCOMPARE(f.unit, std::string("GB/s"));
        if (f.name.ends_with("_gbit")) QCOMPARE(f.unit, std::string("Gbit/s"));
        if (f.name.ends_with("_w")) QCOMPARE(f.unit, std::string("W"));
    }
}

QTEST_GUILESS_MAIN(TestFields)
#include "TestFields.moc"
