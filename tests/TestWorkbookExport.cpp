// The .xlsx export of tco, plan and buy-rent-api, reopened: the file is unzipped (minizip) and
// its sheets read back; the cost cells must be formulas over the Assumptions sheet, carrying as
// their results the numbers the same command gives as JSON (core's). Failed writes leave an
// existing file as it was.
#include "TestSupport.h"

#include "app/cli/Cli.h"
#include "core/economics/workbook.h"
#include "database/WorkbookFile.h"

#include <QDir>
#include <QObject>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include <unzip.h>

using namespace sil;
using nlohmann::json;

namespace {

struct Run {
    int code;
    std::string out;
    std::string err;
};

// One entry of a zip file, or empty when it has none of that name.
QByteArray zipEntry(const QString& zipPath, const char* name) {
    const QByteArray path = QFile::encodeName(zipPath);
    unzFile zip = unzOpen(path.constData());
    if (!zip) return {};
    QByteArray data;
    if (unzLocateFile(zip, name, 1) == UNZ_OK && unzOpenCurrentFile(zip) == UNZ_OK) {
        char buf[65536];
        int n = 0;
        while ((n = unzReadCurrentFile(zip, buf, sizeof buf)) > 0)
            data.append(buf, n);
        unzCloseCurrentFile(zip);
    }
    unzClose(zip);
    return data;
}

struct XCell {
    QString formula; // without '='
    QString text;    // a string cell's text, or the value as written
    double number = 0.0;
    bool isNumber = false;
};

// A worksheet read back: cells by address ("B3").
struct XSheet {
    std::map<QString, XCell> cells;
    const XCell* at(const QString& address) const {
        const auto it = cells.find(address);
        return it == cells.end() ? nullptr : &it->second;
    }
    // The row (1-based) whose column A reads `id`, or 0.
    int rowOf(const QString& id) const {
        static const QRegularExpression columnA(QStringLiteral("^A(\\d+)$"));
        for (const auto& [address, cell] : cells)
            if (const auto m = columnA.match(address); m.hasMatch() && cell.text == id)
                return m.captured(1).toInt();
        return 0;
    }
    // The column letters whose row 1 reads `header`, or "".
    QString columnOf(const QString& header) const {
        static const QRegularExpression firstRow(QStringLiteral("^([A-Z]+)1$"));
        for (const auto& [address, cell] : cells)
            if (const auto m = firstRow.match(address); m.hasMatch() && cell.text == header)
                return m.captured(1);
        return {};
    }
    const XCell* cell(const QString& header, int row) const {
        const QString col = columnOf(header);
        return col.isEmpty() ? nullptr : at(col + QString::number(row));
    }
};

QStringList sharedStrings(const QByteArray& xml) {
    QStringList out;
    QXmlStreamReader r(xml);
    QString current;
    bool inSi = false;
    while (!r.atEnd()) {
        r.readNext();
        if (r.isStartElement() && r.name() == QLatin1String("si")) {
            inSi = true;
            current.clear();
        } else if (r.isStartElement() && r.name() == QLatin1String("t") && inSi) {
            current += r.readElementText();
        } else if (r.isEndElement() && r.name() == QLatin1String("si")) {
            out << current;
            inSi = false;
        }
    }
    return out;
}

XSheet parseSheet(const QByteArray& xml, const QStringList& strings) {
    XSheet sheet;
    QXmlStreamReader r(xml);
    QString address, type;
    XCell cell;
    while (!r.atEnd()) {
        r.readNext();
        if (r.isStartElement() && r.name() == QLatin1String("c")) {
            address = r.attributes().value(QLatin1String("r")).toString();
            type = r.attributes().value(QLatin1String("t")).toString();
            cell = XCell{};
        } else if (r.isStartElement() && r.name() == QLatin1String("f")) {
            cell.formula = r.readElementText();
        } else if (r.isStartElement() && r.name() == QLatin1String("v")) {
            const QString v = r.readElementText();
            if (type == QLatin1String("s")) {
                cell.text = strings.value(v.toInt());
            } else {
                cell.text = v;
                cell.number = v.toDouble(&cell.isNumber);
            }
        } else if (r.isEndElement() && r.name() == QLatin1String("c")) {
            sheet.cells[address] = cell;
        }
    }
    return sheet;
}

// The workbook's sheets by name, in order.
struct XBook {
    QStringList names;
    std::map<QString, XSheet> sheets;
};

XBook readBook(const QString& path) {
    XBook book;
    QXmlStreamReader r(zipEntry(path, "xl/workbook.xml"));
    while (!r.atEnd()) {
        r.readNext();
        if (r.isStartElement() && r.name() == QLatin1String("sheet"))
            book.names << r.attributes().value(QLatin1String("name")).toString();
    }
    const QStringList strings = sharedStrings(zipEntry(path, "xl/sharedStrings.xml"));
    for (int i = 0; i < book.names.size(); ++i) {
        const QByteArray entry = "xl/worksheets/sheet" + QByteArray::number(i + 1) + ".xml";
        book.sheets[book.names[i]] = parseSheet(zipEntry(path, entry.constData()), strings);
    }
    return book;
}

json byKey(const json& arr, const char* key, const std::string& value) {
    for (const auto& o : arr)
        if (o.value(key, std::string()) == value) return o;
    return nullptr;
}

} // namespace

class TestWorkbookExport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void addressesAndQuotedSheetNames();
    void tcoWorkbookFormulasCarryCoresNumbers();
    void buyRentApiWorkbook();
    void planWorkbook();
    void refusedWithoutOutOrOnOtherCommands();
    void failedWriteLeavesTheFileIntact();

private:
    Run cli(std::vector<std::string> args);
    // The cell's formula reads `part` and its result is `expected` (core's number).
    void checkFormula(const XCell* c, const char* part, double expected, const QString& where);
    QTemporaryDir dir_;
    std::string db_;
};

Run TestWorkbookExport::cli(std::vector<std::string> args) {
    args.insert(args.begin(), {"--db", db_});
    std::ostringstream out, err;
    const int code = cli::run(args, out, err);
    return {code, out.str(), err.str()};
}

void TestWorkbookExport::initTestCase() {
    QVERIFY(dir_.isValid());
    db_ = dir_.filePath(QStringLiteral("user.sqlite")).toStdString();
}

void TestWorkbookExport::checkFormula(const XCell* c, const char* part, double expected,
                                      const QString& where) {
    QVERIFY2(c, qPrintable(where + ": no cell"));
    QVERIFY2(!c->formula.isEmpty(), qPrintable(where + ": not a formula: " + c->text));
    QVERIFY2(c->formula.contains(QLatin1String(part)),
             qPrintable(where + ": " + c->formula + " does not read " + part));
    QVERIFY2(c->isNumber, qPrintable(where + ": no cached result"));
    SIL_FUZZY_COMPARE(c->number, expected, 1e-14);
}

void TestWorkbookExport::addressesAndQuotedSheetNames() {
    QCOMPARE(columnLetters(0), std::string("A"));
    QCOMPARE(columnLetters(25), std::string("Z"));
    QCOMPARE(columnLetters(26), std::string("AA"));
    QCOMPARE(columnLetters(27), std::string("AB"));
    QCOMPARE(cellAddress(2, 1), std::string("B3"));
    QCOMPARE(cellAddress(2, 1, true), std::string("$B$3"));
    QCOMPARE(sheetCell("TCO", 3, 13), std::string("TCO!N4"));
    QCOMPARE(sheetCell("API prices", 1, 8, true), std::string("'API prices'!$I$2"));
    QCOMPARE(formulaNumber(730), std::string("730"));
    QCOMPARE(formulaNumber(0.087), std::string("0.087"));
}

void TestWorkbookExport::tcoWorkbookFormulasCarryCoresNumbers() {
    const QString path = dir_.filePath(QStringLiteral("tco.xlsx"));
    const std::string systems = "hgx-h100,hgx-h200,gb200-nvl72,tpu-v6e-pod256";
    const Run r = cli({"tco", "--systems", systems, "--set", "electricity_usd_per_kwh=0.11",
                       "--format", "xlsx", "--out", path.toStdString()});
    QVERIFY2(r.code == 0, r.err.c_str());
    QVERIFY2(r.err.find("wrote") != std::string::npos, r.err.c_str());
    const Run j = cli(
        {"tco", "--systems", systems, "--set", "electricity_usd_per_kwh=0.11", "--format", "json"});
    QCOMPARE(j.code, 0);
    const json core = json::parse(j.out);

    const XBook book = readBook(path);
    QCOMPARE(book.names, (QStringList{QStringLiteral("Assumptions"), QStringLiteral("TCO")}));
    const XSheet& as = book.sheets.at(QStringLiteral("Assumptions"));
    const int elec = as.rowOf(QStringLiteral("electricity_usd_per_kwh"));
    QVERIFY(elec > 0);
    QCOMPARE(as.at(QStringLiteral("B%1").arg(elec))->number, 0.11);
    QVERIFY(as.at(QStringLiteral("B%1").arg(elec))->formula.isEmpty()); // an input
    const int capital = as.rowOf(QStringLiteral("capital_usd_per_capex_hour"));
    QVERIFY(capital > 0);
    QVERIFY(as.at(QStringLiteral("B%1").arg(capital))->formula.contains(QLatin1String("$B$")));

    const XSheet& tco = book.sheets.at(QStringLiteral("TCO"));
    for (const char* id : {"hgx-h100", "hgx-h200", "gb200-nvl72"}) {
        const json o = byKey(core, "id", id);
        QVERIFY2(!o.is_null(), id);
        const int row = tco.rowOf(QString::fromLatin1(id));
        QVERIFY2(row > 0, id);
        const QString where = QString::fromLatin1(id);
        QCOMPARE(tco.cell(QStringLiteral("capex_usd_per_gpu"), row)->number,
                 o["capex_usd"].get<double>());
        for (const auto& [header, key, part] :
             {std::tuple{"capital_usd_per_hour", "capital_usd_per_hour", "Assumptions!"},
              std::tuple{"power_usd_per_hour", "power_usd_per_hour", "Assumptions!"},
              std::tuple{"colocation_usd_per_hour", "colocation_usd_per_hour", "Assumptions!"},
              std::tuple{"support_usd_per_hour", "support_usd_per_hour", "Assumptions!"},
              std::tuple{"maintenance_usd_per_hour", "maintenance_usd_per_hour", "Assumptions!"},
              std::tuple{"tco_usd_per_hour", "tco_usd_per_hour", "+"},
              std::tuple{"tco_usd_per_useful_hour", "tco_usd_per_useful_hour", "Assumptions!"}})
            checkFormula(tco.cell(QString::fromLatin1(header), row), part, o[key].get<double>(),
                         where + " " + header);
    }
    // No capex: the reason, as text, where core has no figure.
    const int tpu = tco.rowOf(QStringLiteral("tpu-v6e-pod256"));
    QVERIFY(tpu > 0);
    const XCell* total = tco.cell(QStringLiteral("tco_usd_per_hour"), tpu);
    QVERIFY(total && total->formula.isEmpty());
    QVERIFY2(total->text.startsWith(QLatin1String("n/a: no capex")), qPrintable(total->text));
}

void TestWorkbookExport::buyRentApiWorkbook() {
    const QString path = dir_.filePath(QStringLiteral("bra.xlsx"));
    const std::vector<std::string> args = {"buy-rent-api",
                                           "--model",
                                           "llama-3.1-70b",
                                           "--systems",
                                           "hgx-h200,tpu-v6e-pod256",
                                           "--cached-prompt-share",
                                           "0.5",
                                           "--prompt",
                                           "2000",
                                           "--output",
                                           "500"};
    std::vector<std::string> x = args, js = args;
    x.insert(x.end(), {"--format", "xlsx", "--out", path.toStdString()});
    js.insert(js.end(), {"--format", "json"});
    const Run r = cli(x);
    QVERIFY2(r.code == 0, r.err.c_str());
    const Run j = cli(js);
    QCOMPARE(j.code, 0);
    const json core = json::parse(j.out);
    const XBook book = readBook(path);
    QCOMPARE(book.names,
             (QStringList{QStringLiteral("Assumptions"), QStringLiteral("TCO"),
                          QStringLiteral("API prices"), QStringLiteral("Buy rent API")}));
    const XSheet& as = book.sheets.at(QStringLiteral("Assumptions"));
    QCOMPARE(as.at(QStringLiteral("B%1").arg(as.rowOf(QStringLiteral("prompt_tokens"))))->number,
             2000.0);

    const XSheet& api = book.sheets.at(QStringLiteral("API prices"));
    QVERIFY(!core["api"].empty());
    for (const json& a : core["api"]) {
        const int row = api.rowOf(QString::fromStdString(a["provider"].get<std::string>()));
        QVERIFY(row > 0);
        checkFormula(api.cell(QStringLiteral("blended_usd_per_million"), row), "Assumptions!",
                     a["usd_per_million_tokens_blended"].get<double>(),
                     QStringLiteral("API blended"));
        checkFormula(api.cell(QStringLiteral("input_usd_per_million_effective"), row),
                     a["cached_price_used"].get<bool>() ? "Assumptions!" : "E",
                     a["usd_per_million_input_tokens_effective"].get<double>(),
                     QStringLiteral("API effective input"));
    }

    const XSheet& s = book.sheets.at(QStringLiteral("Buy rent API"));
    const json h200 = byKey(core["systems"], "system", "hgx-h200");
    const int row = s.rowOf(QStringLiteral("hgx-h200"));
    QVERIFY(row > 0 && h200["served"].get<bool>());
    QCOMPARE(s.cell(QStringLiteral("tokens_per_gpu_hour"), row)->number,
             h200["tokens_per_gpu_hour"].get<double>());
    checkFormula(s.cell(QStringLiteral("owned_usd_per_useful_gpu_hour"), row), "TCO!",
                 h200["usd_per_gpu_hour_owned"].get<double>(), QStringLiteral("owned per hour"));
    checkFormula(s.cell(QStringLiteral("usd_per_million_tokens_owned"), row), "D",
                 h200["usd_per_million_tokens_owned"].get<double>(), QStringLiteral("owned"));
    checkFormula(s.cell(QStringLiteral("usd_per_million_tokens_rented"), row), "H",
                 h200["usd_per_million_tokens_rented"].get<double>(), QStringLiteral("rented"));
    checkFormula(s.cell(QStringLiteral("breakeven_utilization_vs_rent_pct"), row), "Assumptions!",
                 h200["breakeven_utilization_vs_rent"].get<double>(),
                 QStringLiteral("breakeven vs rent"));
    checkFormula(s.cell(QStringLiteral("cheapest_api_usd_per_million"), row), "'API prices'!",
                 core["api"][0]["usd_per_million_tokens_blended"].get<double>(),
                 QStringLiteral("cheapest API"));
    checkFormula(s.cell(QStringLiteral("breakeven_utilization_vs_api_pct"), row), "Assumptions!",
                 h200["breakeven_utilization_vs_api"].get<double>(),
                 QStringLiteral("breakeven vs API"));
    // Rented only: no owned figure, its rented one at the quote.
    const json tpu = byKey(core["systems"], "system", "tpu-v6e-pod256");
    const int tpuRow = s.rowOf(QStringLiteral("tpu-v6e-pod256"));
    QVERIFY(tpuRow > 0);
    if (tpu["served"].get<bool>()) {
        QVERIFY(s.cell(QStringLiteral("usd_per_million_tokens_owned"), tpuRow)
                    ->text.startsWith(QLatin1String("n/a")));
        checkFormula(s.cell(QStringLiteral("usd_per_million_tokens_rented"), tpuRow), "H",
                     tpu["usd_per_million_tokens_rented"].get<double>(),
                     QStringLiteral("tpu rented"));
    }
}

void TestWorkbookExport::planWorkbook() {
    const QString path = dir_.filePath(QStringLiteral("plan.xlsx"));
    const std::vector<std::string> args = {"plan",
                                           "--model",
                                           "llama-3.1-70b",
                                           "--rate",
                                           "20",
                                           "--systems",
                                           "hgx-h100,gb200-nvl72,tpu-v6e-pod256",
                                           "--cached-prompt-share",
                                           "0.25",
                                           "--no-simulate"};
    std::vector<std::string> x = args, js = args;
    x.insert(x.end(), {"--format", "xlsx", "--out", path.toStdString()});
    js.insert(js.end(), {"--format", "json"});
    const Run r = cli(x);
    QVERIFY2(r.code == 0, r.err.c_str());
    const Run j = cli(js);
    QCOMPARE(j.code, 0);
    const json core = json::parse(j.out);
    const XBook book = readBook(path);
    QCOMPARE(book.names, (QStringList{QStringLiteral("Assumptions"), QStringLiteral("TCO"),
                                      QStringLiteral("Plan")}));
    const XSheet& s = book.sheets.at(QStringLiteral("Plan"));
    for (const char* id : {"hgx-h100", "gb200-nvl72"}) {
        const json o = byKey(core, "system", id);
        QVERIFY2(o["fits"].get<bool>(), id);
        const int row = s.rowOf(QString::fromLatin1(id));
        QVERIFY2(row > 0, id);
        const QString where = QString::fromLatin1(id);
        QCOMPARE(s.cell(QStringLiteral("gpus_bought"), row)->number,
                 o["gpus_bought"].get<double>());
        checkFormula(s.cell(QStringLiteral("facility_mw"), row), "Assumptions!",
                     o["facility_mw"].get<double>(), where + " MW");
        checkFormula(s.cell(QStringLiteral("capex_usd"), row), "TCO!", o["capex_usd"].get<double>(),
                     where + " capex");
        checkFormula(s.cell(QStringLiteral("opex_usd_per_year"), row), "TCO!",
                     o["opex_usd_per_year"].get<double>(), where + " opex");
        for (const auto& [header, key] :
             {std::pair{"usd_per_m_input_owned", "usd_per_million_input_tokens"},
              std::pair{"usd_per_m_output_owned", "usd_per_million_output_tokens"},
              std::pair{"usd_per_m_blended_owned", "usd_per_million_tokens_blended"}})
            checkFormula(s.cell(QString::fromLatin1(header), row), "Assumptions!",
                         o[key].get<double>(), where + " " + header);
        if (!o["rentals"].empty())
            checkFormula(s.cell(QStringLiteral("usd_per_m_blended_rented"), row), "Assumptions!",
                         o["rentals"][0]["usd_per_million_tokens_blended"].get<double>(),
                         where + " rented");
    }
}

void TestWorkbookExport::refusedWithoutOutOrOnOtherCommands() {
    Run r = cli({"tco", "--format", "xlsx"});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.find("--out FILE.xlsx") != std::string::npos, r.err.c_str());
    r = cli({"catalog", "list", "--format", "xlsx"});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.find("writes no workbook") != std::string::npos, r.err.c_str());
    const std::string missing = dir_.filePath(QStringLiteral("no-such-dir/t.xlsx")).toStdString();
    r = cli({"tco", "--systems", "hgx-h100", "--format", "xlsx", "--out", missing});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.find(missing + ": cannot write") != std::string::npos, r.err.c_str());
}

void TestWorkbookExport::failedWriteLeavesTheFileIntact() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("kept.xlsx"));
    QVERIFY(test::writeFile(path, "the previous file"));
    Workbook wb;
    wb.add("a sheet name longer than the 31 characters a workbook allows").at(0, 0) =
        WorkbookCell::textOf("x");
    QString error;
    QVERIFY(!db::writeWorkbook(wb, path, &error));
    QVERIFY2(error.contains(QLatin1String("an existing file is unchanged")), qPrintable(error));
    QCOMPARE(test::readFile(path), QByteArray("the previous file"));
    // No temporary file left beside it.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
             QStringList{QStringLiteral("kept.xlsx")});
    // A good workbook replaces it.
    Workbook good;
    good.add("Sheet").at(0, 0) = WorkbookCell::formulaOf("1+2", 3.0);
    QVERIFY2(db::writeWorkbook(good, path, &error), qPrintable(error));
    const XBook book = readBook(path);
    QCOMPARE(book.names, QStringList{QStringLiteral("Sheet")});
    QCOMPARE(book.sheets.at(QStringLiteral("Sheet")).at(QStringLiteral("A1"))->formula,
             QStringLiteral("1+2"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
             QStringList{QStringLiteral("kept.xlsx")});
}

QTEST_GUILESS_MAIN(TestWorkbookExport)
#include "TestWorkbookExport.moc"
