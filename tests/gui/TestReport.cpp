// The one-click report: a PDF from the window (the charts the user opened) and from the CLI,
// refused with a clear message where it cannot be written, never replacing a good file with a
// broken one; and its "Sources" cover every number of the compared systems.
#include "ChartCli.h"
#include "ControllerFixture.h"
#include "ScriptedDialogs.h"

#include "app/cli/Cli.h"
#include "ui/MainWindow.h"
#include "ui/charts/ChartFactory.h"
#include "ui/charts/ChartPage.h"
#include "ui/export/ChartExport.h"
#include "ui/export/Report.h"
#include "ui/export/TrustSection.h"
#include "ui/widgets/DialogProvider.h"

#include "core/catalog/citations.h"
#include "core/catalog/fields.h"
#include "core/measurements/validation.h"
#include "database/ValidationSet.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QTextBlock>
#include <QTextDocument>
#include <sstream>
#include <variant>

using namespace sil;
using test::ScriptedDialogs;

class TestReport : public QObject {
    Q_OBJECT
private slots:
    void init();
    void windowReportHasTheOpenedCharts();
    void cliReportAndItsErrors();
    void citationsCoverEveryValue();
    void trustPageHasGroupsRowsAndGaps();
    void headingsStayWithTheirContent();
    void reportSpeaksToThePage();

private:
    std::unique_ptr<test::ControllerFixture> f_;
};

void TestReport::init() {
    f_ = std::make_unique<test::ControllerFixture>();
    QString error;
    QVERIFY2(f_->open(&error), qPrintable(error));
}

void TestReport::windowReportHasTheOpenedCharts() {
    QSettings(QStringLiteral("siliconomics"), QStringLiteral("siliconomics")).clear();
    ui::MainWindow window(&f_->store);
    auto dialogs = std::make_unique<ScriptedDialogs>();
    QTemporaryDir dir;
    dialogs->nextPath = dir.filePath(QStringLiteral("r.pdf"));
    ScriptedDialogs* scripted = dialogs.get();
    window.setDialogProvider(std::move(dialogs));
    window.show();
    window.showTab(QStringLiteral("tco"));
    window.showTab(QStringLiteral("tornado"));
    window.controller()->setAssumption(QStringLiteral("pue"), 1.5);
    QVERIFY(window.openedCharts().contains(QStringLiteral("tco")));
    QVERIFY(window.openedCharts().contains(QStringLiteral("tornado")));
    QAction* report = nullptr;
    for (QAction* menu : window.menuBar()->actions())
        for (QAction* a : menu->menu()->actions())
            if (a->text().remove(QLatin1Char('&')) == QStringLiteral("Export report (PDF)…"))
                report = a;
    QVERIFY(report);
    report->trigger();
    const QStringList& errors = scripted->errors;
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
    const QByteArray pdf = test::readFile(scripted->nextPath);
    QVERIFY(pdf.startsWith("%PDF-"));
    QVERIFY(pdf.size() > 50'000); // two charts as images, not an empty page
    // An unwritable target: a clear message, nothing written.
    scripted->nextPath = dir.filePath(QStringLiteral("no-such-dir/r.pdf"));
    report->trigger();
    QCOMPARE(errors.size(), 1);
    QVERIFY(errors.front().contains(QStringLiteral("no-such-dir")));
}

void TestReport::cliReportAndItsErrors() {
    const test::ChartCli cli;
    QTemporaryDir dir;
    auto run = [&cli](std::vector<std::string> args, std::string& err) {
        return cli.run(std::move(args), err);
    };
    std::string err;
    const QString out = dir.filePath(QStringLiteral("report.pdf"));
    QCOMPARE(run({"report", "--out", out.toStdString(), "--charts", "tco,tornado", "--systems",
                  "hgx-h200,mi355x-ubb8"},
                 err),
             0);
    const QByteArray first = test::readFile(out);
    QVERIFY(first.startsWith("%PDF-"));
    QCOMPARE(run({"report"}, err), 2);
    QVERIFY(QString::fromStdString(err).contains(QStringLiteral("--out")));
    // An unknown chart is refused before anything is written: the old report stays.
    QCOMPARE(run({"report", "--out", out.toStdString(), "--charts", "tco,nonesuch"}, err), 1);
    QVERIFY(QString::fromStdString(err).contains(QStringLiteral("nonesuch")));
    QCOMPARE(test::readFile(out), first);
    // A directory as the target: refused, naming it.
    QCOMPARE(run({"report", "--out", dir.path().toStdString()}, err), 1);
    QVERIFY(QString::fromStdString(err).contains(dir.path()));

    // The board's question on the command line: the model and a demand give the report a plan
    // page (one chart more than the default set), in the language asked.
    const QString plain = dir.filePath(QStringLiteral("plain.pdf"));
    const QString planned = dir.filePath(QStringLiteral("planned.pdf"));
    QCOMPARE(run({"report", "--out", plain.toStdString(), "--systems", "hgx-h200"}, err), 0);
    QCOMPARE(run({"report", "--out", planned.toStdString(), "--systems", "hgx-h200", "--model",
                  "llama-3.1-70b", "--requests-per-minute", "600", "--ttft-s", "2", "--lang", "zh"},
                 err),
             0);
    QVERIFY2(test::readFile(planned).size() > test::readFile(plain).size() + 20'000,
             qPrintable(QStringLiteral("%1 vs %2")
                            .arg(test::readFile(planned).size())
                            .arg(test::readFile(plain).size())));
    QCOMPARE(
        run({"report", "--out", planned.toStdString(), "--model", "no-such-model", "--rate", "5"},
            err),
        1);
    QVERIFY2(QString::fromStdString(err).contains(QStringLiteral("no-such-model")), err.c_str());
}

void TestReport::citationsCoverEveryValue() {
    const Catalog& c = f_->controller->catalog();
    std::vector<const System*> systems = {c.system("hgx-h200"), c.system("mi355x-ubb8")};
    const auto citations = citationsFor(c, systems);
    // Every numeric value of the systems and their chips appears exactly once.
    std::size_t expected = 0;
    auto count = [&expected](const auto& row) {
        using Row = std::decay_t<decltype(row)>;
        for (const auto& d : fieldsOf<Row>())
            if (d.type == FieldType::Number && std::holds_alternative<double>(d.get(row)))
                ++expected;
    };
    for (const System* s : systems) {
        count(*s);
        count(*c.chip(s->chip_id));
        for (const RentalQuote& q : c.quotes)
            if (q.chip_id == s->chip_id) count(q);
    }
    std::size_t listed = 0;
    bool seenUncited = false;
    for (const Citation& ct : citations) {
        listed += ct.values.size();
        if (ct.source_id.empty()) {
            seenUncited = true;
        } else {
            QVERIFY2(!seenUncited, "uncited values come last");
            QVERIFY2(ct.source, ct.source_id.c_str()); // every cited source is in the catalog
        }
    }
    QCOMPARE(listed, expected);
}

void TestReport::trustPageHasGroupsRowsAndGaps() {
    // "How far to trust these numbers": every group with held-out runs and its N, the coverage,
    // each fitted engine row with the runs it was fitted on and checked by, and the answers of
    // the compared systems that no run validates; no heading without content under it.
    const auto& c = *f_->controller;
    const auto report = db::validationReport(c.catalog(), c.measurements());
    const QString html = ui::trustSection(c, *report, c.selectedSystemList());
    QVERIFY(html.contains(QStringLiteral("How far to trust these numbers")));
    std::size_t covered = 0, n = 0;
    for (const GroupSummary& g : report->groups) {
        if (g.band.empty()) continue;
        covered += g.covered;
        n += g.band.n;
        QVERIFY2(html.contains(QStringLiteral("<td>%1</td><td>%2</td>")
                                   .arg(QString::fromStdString(g.band.group).toHtmlEscaped())
                                   .arg(g.band.n)),
                 g.band.group.c_str());
    }
    QVERIFY(n > 0);
    QVERIFY(html.contains(QStringLiteral("Coverage: %1 of %2").arg(covered).arg(n)));
    for (const RowCheck& r : rowChecks(*report)) {
        QVERIFY2(html.contains(QStringLiteral("<td>%1</td>").arg(QString::fromStdString(r.row))),
                 r.row.c_str());
        for (const std::string& l : r.fitted_on)
            QVERIFY(html.contains(QString::fromStdString(l).toHtmlEscaped()));
    }
    // HGX H100 under vLLM: no published vLLM run on Hopper (docs/accuracy.md).
    QVERIFY(html.contains(QStringLiteral("vllm x hopper x static/offline: no comparable runs")));
    // Every heading is followed by its content, not by another heading or the end.
    const QRegularExpression bare(QStringLiteral("</h[23]>\\s*(<h[23]>|$)"));
    QVERIFY2(!bare.match(html).hasMatch(), qPrintable(html));
}

// A heading never ends a page with what it heads on the next: wherever the text before it
// leaves it, it moves to the next page with its content.
void TestReport::headingsStayWithTheirContent() {
    int orphaned = 0;
    for (int filler = 1; filler <= 40; ++filler) {
        QTextDocument doc;
        QString html;
        for (int i = 0; i < filler; ++i)
            html += QStringLiteral("<p>Filler line %1</p>").arg(i);
        html += QStringLiteral("<h2>Heading</h2><p>") +
                QStringLiteral("What the heading heads. ").repeated(20) + QStringLiteral("</p>");
        doc.setHtml(html);
        doc.setPageSize(QSizeF(400, 300));
        const bool endsAPage = !ui::headingsEndingAPage(doc).isEmpty();
        orphaned += endsAPage ? 1 : 0;
        ui::keepHeadingsWithNext(doc);
        QVERIFY2(ui::headingsEndingAPage(doc).isEmpty(),
                 qPrintable(QStringLiteral("%1 filler lines").arg(filler)));
    }
    QVERIFY2(orphaned > 0, "no filler length left the heading at a page's end");
    // The report as printed (A4 at 150 dpi less 15 mm margins): no heading ends a page.
    std::vector<std::unique_ptr<ui::ChartPage>> owned;
    std::vector<ui::ChartPage*> pages;
    for (const char* key : {"tco", "cost-per-pflop", "tornado", "rent-vs-buy"}) {
        owned.emplace_back(ui::createChartPage(QString::fromLatin1(key), f_->controller.get()));
        owned.back()->setForPaper(true);
        owned.back()->refresh();
        pages.push_back(owned.back().get());
    }
    QTextDocument report;
    ui::layOutReport(report, f_->controller.get(), pages, QSizeF(1063, 1577));
    QVERIFY2(ui::headingsEndingAPage(report).isEmpty(),
             qPrintable(ui::headingsEndingAPage(report).join(QLatin1Char('\n'))));
}

// What the report says is for the page: no menu to open, no control to choose.
void TestReport::reportSpeaksToThePage() {
    f_->controller->loadScenario(*f_->store.scenario(QStringLiteral("semianalysis-2025")));
    QTextDocument report;
    ui::layOutReport(report, f_->controller.get(), {}, QSizeF(1063, 1577));
    const QString text = report.toPlainText();
    QVERIFY(text.contains(QStringLiteral("Reproduces the TCO table")));
    QVERIFY2(!text.contains(QStringLiteral("Edit >")), qPrintable(text.left(3000)));
}

QTEST_MAIN(TestReport)
#include "TestReport.moc"
