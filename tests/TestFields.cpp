// The field registry: parsing and range checks every import and edit goes through.
#include "TestSupport.h"

#include "core/catalog/fields.h"

#include <QObject>

using namespace sil;

class TestFields : public QObject {
    Q_OBJECT
private slots:
    void parse_data();
    void parse();
    void namesAreUniqueAndUnitsExplicit();
    void apiPriceFields();
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
    QTest::newRow("decimal comma") << "memory_gb"
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

void TestFields::apiPriceFields() {
    // The entity's key both ways, and its spellings on the command line.
    QCOMPARE(entityKey(EntityKind::ApiPrice), std::string_view("api_prices"));
    for (const char* key : {"api_prices", "api_price", "api-prices"})
        QCOMPARE(parseEntityKind(key), std::optional<EntityKind>(EntityKind::ApiPrice));
    QStringList names;
    for (const auto& f : sil::apiPriceFields()) {
        QVERIFY2(!names.contains(QString::fromStdString(f.name)), f.name.c_str());
        names << QString::fromStdString(f.name);
        if (f.name.starts_with("usd_per_million_"))
            QCOMPARE(f.unit, std::string("USD/million tokens"));
    }
    // Every entity's provenance columns, and the prices a comparison needs are required.
    for (const char* name : {"id", "provider", "model_id", "usd_per_million_input_tokens",
                             "usd_per_million_output_tokens", "usd_per_million_cached_input_tokens",
                             "date", "source_id", "source_note", "value_kind"})
        QVERIFY2(names.contains(QString::fromLatin1(name)), name);
    for (const char* name : {"id", "provider", "model_id", "usd_per_million_input_tokens",
                             "usd_per_million_output_tokens", "date"})
        QVERIFY2(findField<ApiPrice>(name)->required, name);
    QVERIFY(!findField<ApiPrice>("usd_per_million_cached_input_tokens")->required);
    FieldValue v;
    const auto* price = findField<ApiPrice>("usd_per_million_output_tokens");
    QVERIFY(parseFieldValue(*price, "0.6", v).empty());
    QCOMPARE(std::get<double>(v), 0.6);
    QVERIFY(QString::fromStdString(parseFieldValue(*price, "-1", v))
                .contains(QStringLiteral("expected a number > 0")));
    QVERIFY(QString::fromStdString(parseFieldValue(*price, "", v)).contains("required"));
    QVERIFY(parseFieldValue(*findField<ApiPrice>("usd_per_million_cached_input_tokens"), "", v)
                .empty());
    QVERIFY(QString::fromStdString(parseFieldValue(*findField<ApiPrice>("model_id"), "llama 3", v))
                .contains(QStringLiteral("expected an id")));
}

QTEST_GUILESS_MAIN(TestFields)
#include "TestFields.moc"
