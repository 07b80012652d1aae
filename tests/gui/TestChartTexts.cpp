// Every chart, exported and in the window, in English, Chinese and Korean at a projector's
// 1280x720 and at 1920x1080: no title, axis title, legend entry or system name is cut short
// ("...") and no text shows a placeholder nothing filled ("%1", "{1 ?}").
#include "TestSupport.h"

#include "database/CatalogStore.h"
#include "ui/Language.h"
#include "ui/MainWindow.h"
#include "ui/ScenarioController.h"
#include "ui/charts/ChartFactory.h"
#include "ui/charts/ChartPage.h"
#include "ui/charts/ChartTextFit.h"
#include "ui/export/ChartExport.h"

#include <QAbstractAxis>
#include <QChartView>
#include <QElapsedTimer>
#include <QSettings>
#include <memory>

using namespace sil;

class TestChartTexts : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void longTitleWrapsInsteadOfBeingCut();
    void chineseTitleWrapsBetweenCharacters();
    void placeholdersLeftUnfilledAreFound();
    void exportsDrawEveryTextWhole_data();
    void exportsDrawEveryTextWhole();
    void windowTabsDrawEveryTextWhole_data();
    void windowTabsDrawEveryTextWhole();
    void serveLoadExportDrawsEveryTextWhole();
    void exportsSpeakToThePage_data();
    void exportsSpeakToThePage();

private:
    QTemporaryDir dir_;
    db::CatalogStore store_;
    std::unique_ptr<ui::MainWindow> window_;
};

namespace {

// Simulates serving for tens of seconds per picture: checked once, in English at 1280x720
// (serveLoadExportDrawsEveryTextWhole), not in every language and size.
const QString kSimulated = QStringLiteral("serve-load");

void addLanguageRows() {
    QTest::addColumn<int>("language");
    QTest::newRow("en") << int(ui::Language::English);
    QTest::newRow("zh") << int(ui::Language::Chinese);
    QTest::newRow("ko") << int(ui::Language::Korean);
}

QString problemsOf(const QString& where, const QStringList& elided, const QStringList& unfilled) {
    QString text;
    for (const QString& e : elided)
        text += where + QStringLiteral(" cut: ") + e + QLatin1Char('\n');
    for (const QString& u : unfilled)
        text += where + QStringLiteral(" placeholder: ") + u + QLatin1Char('\n');
    return text;
}

// Of the texts `page` drew cut short, its title and axis titles (in the window, beside the
// docks, legends and category labels may still be cut; exports hold them whole).
QStringList titlesCut(const ui::ChartPage* page) {
    QStringList titles = {ui::unwrappedChartText(page->chart()->title())};
    for (const QAbstractAxis* axis : page->chart()->axes())
        titles << ui::unwrappedChartText(axis->titleText());
    QStringList cut;
    for (const QString& e : page->elidedTexts()) {
        // A legend entry cut to its first letters ("T...") is not taken for the title.
        const QString drawn = QString(e).chopped(3).replace(QLatin1Char('\n'), QLatin1Char(' '));
        for (const QString& t : titles)
            if (drawn.size() >= 4 && t.startsWith(drawn)) cut << e;
    }
    return cut;
}

// Each problem on a line of its own (a failure message is cut at a few hundred characters).
void reportProblems(const QString& problems) {
    for (const QString& line : problems.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        qInfo("%s", qPrintable(line));
    QVERIFY2(problems.isEmpty(), "texts cut or placeholders unfilled, listed above");
}

} // namespace

void TestChartTexts::initTestCase() {
    QSettings(QStringLiteral("siliconomics"), QStringLiteral("siliconomics")).clear();
    QVERIFY(store_.openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
    QVERIFY(store_.openUser(dir_.filePath(QStringLiteral("u.sqlite"))));
}

void TestChartTexts::cleanupTestCase() {
    window_.reset();
    ui::applyLanguage(ui::Language::English);
}

void TestChartTexts::longTitleWrapsInsteadOfBeingCut() {
    QFont font;
    font.setPointSize(20);
    const QString title =
        QStringLiteral("Cost per million tokens, owned against rented against the API price");
    const QFontMetricsF fm(font);
    const qreal width = fm.horizontalAdvance(title) * 0.6;
    const QString wrapped = ui::wrappedChartText(title, font, width);
    const QStringList lines = wrapped.split(QStringLiteral("<br>"));
    QVERIFY2(lines.size() == 2, qPrintable(wrapped));
    for (const QString& line : lines)
        QVERIFY2(fm.horizontalAdvance(line) < width, qPrintable(line));
    QCOMPARE(ui::unwrappedChartText(wrapped), title);
    // A title that fits is left as it is.
    QCOMPARE(ui::wrappedChartText(QStringLiteral("TCO"), font, width), QStringLiteral("TCO"));
}

void TestChartTexts::chineseTitleWrapsBetweenCharacters() {
    QFont font;
    font.setPointSize(20);
    const QString title = QStringLiteral("每百万词元成本：自有、租用与接口价格对比（美元）");
    const qreal width = QFontMetricsF(font).horizontalAdvance(title) * 0.55;
    const QStringList lines =
        ui::wrappedChartText(title, font, width).split(QStringLiteral("<br>"));
    QVERIFY2(lines.size() == 2, qPrintable(lines.join(QLatin1Char('|'))));
    QCOMPARE(lines.join(QString()), title);
}

void TestChartTexts::placeholdersLeftUnfilledAreFound() {
    const QStringList found = ui::unfilledPlaceholders(
        {QStringLiteral("0.190 $2026-06-15（%4）"), QStringLiteral("API {1 ?} {2 ?}"),
         QStringLiteral("8 %/yr, 80 % utilization"), QStringLiteral("%L2 GPUs")});
    QCOMPARE(found.size(), 3);
    QVERIFY(!found.contains(QStringLiteral("8 %/yr, 80 % utilization")));
}

void TestChartTexts::exportsDrawEveryTextWhole_data() {
    addLanguageRows();
}

// Each chart exported as a slide at both sizes, in each language.
void TestChartTexts::exportsDrawEveryTextWhole() {
    QFETCH(int, language);
    QVERIFY(ui::applyLanguage(ui::Language(language)));
    ui::ScenarioController controller(&store_);
    QString error;
    QVERIFY2(controller.reloadCatalog(&error), qPrintable(error));
    controller.loadScenario(*store_.scenario(QStringLiteral("semianalysis-2025")));
    QString problems;
    for (const QString& key : ui::chartKeys()) {
        if (key == kSimulated) continue;
        std::unique_ptr<ui::ChartPage> page(ui::createChartPage(key, &controller));
        QVERIFY(page);
        QElapsedTimer timer;
        timer.start();
        for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
            const auto found =
                ui::exportedTextProblems(page.get(), &controller, ui::ExportStyle{true, size});
            problems +=
                problemsOf(QStringLiteral("%1 %2x%3").arg(key).arg(size.width()).arg(size.height()),
                           found.elided, found.unfilled);
        }
        if (qEnvironmentVariableIsSet("SIL_TIME_CHARTS"))
            qInfo("%s: %lld ms", qPrintable(key), timer.elapsed());
    }
    reportProblems(problems);
}

void TestChartTexts::windowTabsDrawEveryTextWhole_data() {
    addLanguageRows();
}

// Each tab of the window at 1280x720 with its docks open: texts whole, and a chart tall enough
// to read (the Plan tab's inputs, notes and table once left it about 100 pixels).
void TestChartTexts::windowTabsDrawEveryTextWhole() {
    QFETCH(int, language);
    QVERIFY(ui::applyLanguage(ui::Language(language)));
    window_ = std::make_unique<ui::MainWindow>(&store_);
    window_->controller()->loadScenario(*store_.scenario(QStringLiteral("semianalysis-2025")));
    window_->resize(1280, 720);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    QString problems;
    for (const QString& key : ui::chartKeys()) {
        if (key == QLatin1String("specs") || key == kSimulated) continue; // a table; slow
        QVERIFY(window_->showTab(key));
        ui::ChartPage* page = window_->currentPage();
        QTRY_VERIFY_WITH_TIMEOUT(!page->busy(), 60000);
        QCoreApplication::processEvents();
        problems += problemsOf(key, titlesCut(page),
                               ui::unfilledPlaceholders(page->drawnTexts() + page->notes()));
        if (page->chartView()->height() < 250)
            problems += QStringLiteral("%1: the chart is %2 px tall\n")
                            .arg(key)
                            .arg(page->chartView()->height());
    }
    window_.reset();
    reportProblems(problems);
}

void TestChartTexts::serveLoadExportDrawsEveryTextWhole() {
    QVERIFY(ui::applyLanguage(ui::Language::English));
    ui::ScenarioController controller(&store_);
    QString error;
    QVERIFY2(controller.reloadCatalog(&error), qPrintable(error));
    controller.setSelectedSystems({QStringLiteral("hgx-h100"), QStringLiteral("hgx-b200")});
    std::unique_ptr<ui::ChartPage> page(ui::createChartPage(kSimulated, &controller));
    const auto found =
        ui::exportedTextProblems(page.get(), &controller, ui::ExportStyle{true, QSize(1280, 720)});
    reportProblems(problemsOf(kSimulated, found.elided, found.unfilled));
}

void TestChartTexts::exportsSpeakToThePage_data() {
    QTest::addColumn<QString>("chart");
    QTest::addColumn<QString>("stateKey");
    QTest::addColumn<QString>("stateValue");
    QTest::addColumn<QString>("note"); // the note whose wording is checked, as exported
    QTest::newRow("capital has no whiskers") << "cost-per-pflop"
                                             << "cost"
                                             << "capital"
                                             << "No P10–P90 whiskers on capital alone";
    QTest::newRow("days have no whiskers") << "training"
                                           << "metric"
                                           << "days"
                                           << "No P10–P90 whiskers on days";
    QTest::newRow("inputs without a range") << "tornado"
                                            << "metric"
                                            << "tco"
                                            << "without a range";
}

// An exported chart is read on paper: its notes name no menu and no control to use.
void TestChartTexts::exportsSpeakToThePage() {
    QFETCH(QString, chart);
    QFETCH(QString, stateKey);
    QFETCH(QString, stateValue);
    QFETCH(QString, note);
    QVERIFY(ui::applyLanguage(ui::Language::English));
    ui::ScenarioController controller(&store_);
    QString error;
    QVERIFY2(controller.reloadCatalog(&error), qPrintable(error));
    controller.loadScenario(*store_.scenario(QStringLiteral("semianalysis-2025")));
    std::unique_ptr<ui::ChartPage> page(ui::createChartPage(chart, &controller));
    QVariantMap state = page->saveState();
    state.insert(stateKey, stateValue);
    page->restoreState(state);
    const QString caption = ui::exportedTextProblems(page.get(), &controller, ui::ExportStyle{})
                                .caption.join(QLatin1Char('\n'));
    QVERIFY2(caption.contains(note), qPrintable(caption));
    for (const char* appOnly : {"Edit >", "choose ", "show USD", "hover", "click"})
        QVERIFY2(!caption.contains(QLatin1String(appOnly)), qPrintable(caption));
}

QTEST_MAIN(TestChartTexts)
#include "TestChartTexts.moc"
