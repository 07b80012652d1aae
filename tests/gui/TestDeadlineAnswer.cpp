// One deadline question — the fewest GPUs to train a model by a deadline — answered the same
// by every surface: `train --deadline-days` (JSON), the Training tab, `export-chart --chart
// training --deadline-days` and `report --deadline-days`. GPUs, servers or racks, racks,
// effective days, P90, goodput, owned (kept and sold after the run) and rented.
#include "ChartCli.h"
#include "ControllerFixture.h"

#include "app/cli/Cli.h"
#include "ui/charts/ChartFactory.h"
#include "ui/charts/ChartPage.h"
#include "ui/charts/ChartSystems.h"
#include "ui/export/ChartExport.h"

#include <QLineSeries>
#include <QLocale>
#include <QRegularExpression>
#include <nlohmann/json.hpp>
#include <sstream>

using namespace sil;
using nlohmann::json;

class TestDeadlineAnswer : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void windowMatchesTrain();
    void exportMatchesTrain();
    void reportMatchesTrain();
    void cashByMonthMatchesTrain();

private:
    // The figures of one system's answer as the UI writes them, from `train`'s JSON.
    struct Expected {
        QString system_label;
        int gpus = 0;
        QStringList fragments; // each must appear whole in the notes
        QStringList numbers;   // each must appear in an exported picture's text
    };
    QString notesOf(ui::ChartPage& page) const { return page.notes().join(QLatin1Char('\n')); }
    void checkPage(ui::ChartPage& page, const QString& where) const;
    std::unique_ptr<test::ControllerFixture> f_;
    test::ChartCli cli_;
    std::vector<Expected> expected_;
};

namespace {

const std::vector<std::string> kSystems = {"hgx-h100", "gb200-nvl72"};
const std::vector<std::string> kQuestion = {"--model", "llama-3.1-70b",   "--tokens",
                                            "15T",     "--deadline-days", "90"};

std::string joined(const std::vector<std::string>& v) {
    std::string s;
    for (const auto& x : v)
        s += (s.empty() ? "" : ",") + x;
    return s;
}

QString millions(double usd) {
    return QStringLiteral("$%1M").arg(QLocale().toString(usd / 1e6, 'f', 2));
}

QString oneDecimal(double v) {
    return QLocale().toString(v, 'f', 1);
}

} // namespace

void TestDeadlineAnswer::initTestCase() {
    f_ = std::make_unique<test::ControllerFixture>();
    QString error;
    QVERIFY2(f_->open(&error), qPrintable(error));
    // The scenario the window opens with and the command line defaults to.
    const auto scenario = f_->store.scenario(QStringLiteral("semianalysis-2025"));
    QVERIFY(scenario);
    f_->controller->loadScenario(*scenario);
    // The command line's answer, in JSON.
    std::vector<std::string> args = {"--db",
                                     cli_.path(QStringLiteral("train.sqlite")).toStdString(),
                                     "train",
                                     "--systems",
                                     joined(kSystems),
                                     "--format",
                                     "json"};
    args.insert(args.end(), kQuestion.begin(), kQuestion.end());
    std::ostringstream out, err;
    QCOMPARE(cli::run(args, out, err), 0);
    const json all = json::parse(out.str());
    QCOMPARE(all.size(), kSystems.size());
    for (const json& o : all) {
        QVERIFY2(o["found"].get<bool>(), o.dump().c_str());
        const json& run = o["run"];
        QVERIFY2(o["rented_cheapest"].is_object(), o.dump().c_str());
        QVERIFY2(run["usd_owned_effective"].is_number(), run.dump().c_str());
        Expected e;
        e.system_label = ui::systemLabel(*f_->controller->catalog().system(o["system"]));
        e.gpus = o["gpus"].get<int>();
        const QString units = QLocale().toString(o["units"].get<int>());
        const QString unitName =
            o["unit"] == "rack" ? QStringLiteral("racks") : QStringLiteral("servers");
        const QString days = oneDecimal(run["effective_days"].get<double>());
        const QString p90 = oneDecimal(run["effective_days_p90"].get<double>());
        const QString goodput = oneDecimal(run["goodput_pct"].get<double>());
        const QString racks = QLocale().toString(o["racks"].get<int>());
        const QString owned = millions(run["usd_owned_effective"].get<double>());
        const QString sold = millions(o["owned_sold_after_run"]["net_usd"].get<double>());
        const QString rented = millions(o["rented_cheapest"]["usd"].get<double>());
        const QString gpus = QLocale().toString(e.gpus);
        const QString bought = QLocale().toString(o["gpus_bought"].get<int>());
        e.fragments = {QStringLiteral("%1 GPUs in %2 %3;").arg(gpus, units, unitName),
                       QStringLiteral("%1 days with interruptions (P90 %2), goodput %3 %")
                           .arg(days, p90, goodput),
                       QStringLiteral("%1 GPUs bought in %2 racks;").arg(bought, racks),
                       QStringLiteral("owned and kept %1 (").arg(owned),
                       QStringLiteral("owned and sold after the run %1;").arg(sold),
                       QStringLiteral("rented %1 (").arg(rented)};
        e.numbers = {gpus, days, p90, goodput, owned, sold, rented};
        expected_.push_back(std::move(e));
    }
}

void TestDeadlineAnswer::checkPage(ui::ChartPage& page, const QString& where) const {
    const QString notes = notesOf(page);
    for (const Expected& e : expected_) {
        for (const QString& fragment : e.fragments)
            QVERIFY2(notes.contains(fragment),
                     qPrintable(where + QStringLiteral(": \"") + fragment +
                                QStringLiteral("\" not in:\n") + notes));
        QCOMPARE(
            page.drawnBarValue(QStringLiteral("GPUs (whole servers or racks)"), e.system_label),
            double(e.gpus));
    }
}

// The Training tab asked the same question.
void TestDeadlineAnswer::windowMatchesTrain() {
    ui::ScenarioController& c = *f_->controller;
    QStringList ids;
    for (const auto& id : kSystems)
        ids << QString::fromStdString(id);
    c.setSelectedSystems(ids);
    std::unique_ptr<ui::ChartPage> page(ui::createChartPage(QStringLiteral("training"), &c));
    QVariantMap state = page->saveState();
    state.insert(QStringLiteral("model"), QStringLiteral("llama-3.1-70b"));
    state.insert(QStringLiteral("tokens"), 15e12);
    state.insert(QStringLiteral("deadline"), 90);
    page->restoreState(state);
    page->refresh();
    checkPage(*page, QStringLiteral("Training tab"));
}

// The exported picture (SVG: its texts are readable) carries every figure.
void TestDeadlineAnswer::exportMatchesTrain() {
    const QString svg = cli_.path(QStringLiteral("training.svg"));
    std::vector<std::string> args = {"export-chart",   "--chart", "training",       "--systems",
                                     joined(kSystems), "--out",   svg.toStdString()};
    args.insert(args.end(), kQuestion.begin(), kQuestion.end());
    std::string err;
    QCOMPARE(cli_.run(args, err), 0);
    // Texts as drawn (entities decoded), each wrapped line its own element.
    QString text = QString::fromUtf8(test::readFile(svg));
    text.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    for (const Expected& e : expected_)
        for (const QString& number : e.numbers)
            QVERIFY2(text.contains(QStringLiteral(">") + number) ||
                         text.contains(QStringLiteral(" ") + number),
                     qPrintable(number + QStringLiteral(" not in the exported picture")));
}

// The report draws the pages reportPages builds: the training page at the question's state.
void TestDeadlineAnswer::reportMatchesTrain() {
    const QString pdf = cli_.path(QStringLiteral("report.pdf"));
    std::vector<std::string> args = {"report",         "--charts", "training",       "--systems",
                                     joined(kSystems), "--out",    pdf.toStdString()};
    args.insert(args.end(), kQuestion.begin(), kQuestion.end());
    std::string err;
    QCOMPARE(cli_.run(args, err), 0);
    QVERIFY(test::readFile(pdf).startsWith("%PDF-"));

    ui::ScenarioController& c = *f_->controller;
    QStringList ids;
    for (const auto& id : kSystems)
        ids << QString::fromStdString(id);
    c.setSelectedSystems(ids);
    ChartRequest request;
    request.chart = "report";
    request.charts = {"training"};
    request.model = "llama-3.1-70b";
    request.tokens = 15e12;
    request.deadline_days = 90;
    std::string error;
    const auto pages = ui::reportPages(request, c, false, error);
    QVERIFY2(pages.size() == 1, error.c_str());
    checkPage(*pages.front(), QStringLiteral("report"));
}

// The cash view (Training tab and export, --view cash) draws `train --cash`'s months: owned and
// sold after the run, and the cheapest rental, cumulative.
void TestDeadlineAnswer::cashByMonthMatchesTrain() {
    std::vector<std::string> args = {
        "--db",     cli_.path(QStringLiteral("cash.sqlite")).toStdString(),
        "train",    "--system",
        "hgx-h100", "--cash",
        "--format", "csv"};
    args.insert(args.end(), kQuestion.begin(), kQuestion.end());
    std::ostringstream out, err;
    QCOMPARE(cli::run(args, out, err), 0);
    // CSV rows end in CRLF (RFC 4180).
    QStringList rows = QString::fromStdString(out.str()).trimmed().split(
        QRegularExpression(QStringLiteral("\r?\n")));
    QCOMPARE(rows.takeFirst(), QStringLiteral("month,owned_cumulative_usd,rented_cumulative_usd"));
    QVERIFY(rows.size() >= 2);

    ui::ScenarioController& c = *f_->controller;
    c.setSelectedSystems({QStringLiteral("hgx-h100")});
    std::unique_ptr<ui::ChartPage> page(ui::createChartPage(QStringLiteral("training"), &c));
    QVariantMap state = page->saveState();
    state.insert(QStringLiteral("model"), QStringLiteral("llama-3.1-70b"));
    state.insert(QStringLiteral("tokens"), 15e12);
    state.insert(QStringLiteral("deadline"), 90);
    state.insert(QStringLiteral("metric"), QStringLiteral("cash"));
    page->restoreState(state);
    page->refresh();
    const QLineSeries* owned = nullptr;
    const QLineSeries* rented = nullptr;
    for (QAbstractSeries* s : page->chart()->series())
        if (auto* line = qobject_cast<QLineSeries*>(s))
            (line->name().startsWith(QStringLiteral("Owned")) ? owned : rented) = line;
    QVERIFY2(owned && rented, qPrintable(page->notes().join(QLatin1Char('\n'))));
    QCOMPARE(owned->count(), rows.size());
    QCOMPARE(rented->count(), rows.size());
    for (int i = 0; i < rows.size(); ++i) {
        const QStringList cells = rows[i].split(QLatin1Char(','));
        QCOMPARE(owned->at(i).x(), cells[0].toDouble());
        QVERIFY2(std::abs(owned->at(i).y() * 1e6 / cells[1].toDouble() - 1.0) < 1e-6,
                 qPrintable(rows[i]));
        QVERIFY2(std::abs(rented->at(i).y() * 1e6 - cells[2].toDouble()) <=
                     1e-6 * std::max(1.0, cells[2].toDouble()),
                 qPrintable(rows[i]));
    }
    // The export draws the same view.
    const QString svg = cli_.path(QStringLiteral("cash.svg"));
    std::vector<std::string> exportArgs = {"export-chart", "--chart",  "training",
                                           "--systems",    "hgx-h100", "--view",
                                           "cash",         "--out",    svg.toStdString()};
    exportArgs.insert(exportArgs.end(), kQuestion.begin(), kQuestion.end());
    std::string exportErr;
    QCOMPARE(cli_.run(exportArgs, exportErr), 0);
    QVERIFY(QString::fromUtf8(test::readFile(svg)).contains(QStringLiteral("Cumulative cash")));
}

QTEST_MAIN(TestDeadlineAnswer)
#include "TestDeadlineAnswer.moc"
