// The whole window in Korean. Switches the running window to Korean, opens every
// chart tab, the catalog tabs, the menus and the About box, reads every visible string
// (labels, buttons, group boxes, tab bars, menu actions, tooltips, placeholders, combo items,
// spin box suffixes, table headers, chart titles, axis titles and labels, legend markers) and
// fails naming each string that still holds an English word. A word is allowed only by rule:
// - acronyms and formats: no lower-case letter (TCO, GPU, HBM, FP8, H100), or such a word with
//   a plural s (GPUs), or one letter (W, s, x);
// - units and the technical terms the industry writes in English in Korean documents
//   (kTechnicalTerms in TranslationScan.h: kWh, GiB, NVLink, busbw ...);
// - names from the loaded catalog: ids, names, vendors and choice values of chips, systems,
//   models, rental quotes and sources, scenario names, the collective operations' NCCL names;
// - the language menu's "English" (each language is named in itself).
// Catalog free text (source titles and notes) is data, not UI, and is not read here.
// Also: switching back to English restores English, every core text the UI shows has a
// translation, and resources/translations/*.ts has no unfinished or vanished entry.
#include "ScriptedDialogs.h"
#include "TestPaths.h"
#include "TestSupport.h"
#include "TranslationScan.h"

#include "database/CatalogStore.h"
#include "ui/CoreText.h"
#include "ui/DisplayFormat.h"
#include "ui/Language.h"
#include "ui/MainWindow.h"
#include "ui/ScenarioController.h"
#include "ui/charts/ChartFactory.h"
#include "ui/charts/ChartPage.h"
#include "ui/models/CatalogTableModel.h"
#include "ui/widgets/CatalogBrowser.h"
#include "ui/widgets/DialogProvider.h"
#include "ui/widgets/ImportMeasurementsDialog.h"

#include "core/catalog/dtype.h"
#include "core/catalog/fields.h"
#include "core/economics/assumptions.h"
#include "core/network/collective.h"

#include <QAbstractAxis>
#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QCategoryAxis>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QSpinBox>
#include <QTabBar>
#include <QTableView>
#include <QTextBrowser>
#include <QTextDocumentFragment>
#include <QTimer>
#include <QXmlStreamReader>
#include <set>

using namespace sil;
using test::Allowlist;
using test::Found;
using test::kTechnicalTerms;
using test::ScriptedDialogs;
using test::StringCollector;

class TestKoreanTranslation : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void everyTabInKoreanHasNoEnglish();
    void windowBuiltInKoreanHasNoEnglish();
    void catalogDockShowsVendorsAndHeadersWhole();
    void importDialogInKorean();
    void aboutBoxInKorean();
    void switchingBackRestoresEnglish();
    void languageMenuSwitchesAndRemembers();
    void coreTextsShownByTheUiAreTranslated();
    void numbersAndDatesFollowTheLocale();
    void translationFilesAreComplete();

private:
    ui::MainWindow* makeWindow();
    static std::vector<Found> collect(ui::MainWindow* window);
    QStringList untranslated(ui::MainWindow* window);
    db::CatalogStore* store_ = nullptr;
    QTemporaryDir* dir_ = nullptr;
    Allowlist allow_;
};

void TestKoreanTranslation::initTestCase() {
    QSettings(QStringLiteral("siliconomics"), QStringLiteral("siliconomics")).clear();
    dir_ = new QTemporaryDir;
    store_ = new db::CatalogStore;
    QVERIFY(store_->openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
    QVERIFY(store_->openUser(dir_->filePath(QStringLiteral("u.sqlite"))));
    for (const char* t : kTechnicalTerms)
        allow_.addWordsOf(QString::fromUtf8(t));
    for (const QString& name : store_->scenarioNames())
        allow_.addWordsOf(name);
    for (CollectiveOp op : kAllCollectiveOps)
        allow_.addWordsOf(QString::fromUtf8(collectiveOpKey(op).data()));
    ui::ScenarioController probe(store_);
    probe.reloadCatalog();
    allow_.addCatalog(probe.baseCatalog());
    const QString imported = test::importSampleMeasurements(&probe);
    QVERIFY2(imported.isEmpty(), qPrintable(imported));
}

void TestKoreanTranslation::cleanupTestCase() {
    ui::applyLanguage(ui::Language::English);
    delete store_;
    delete dir_;
}

ui::MainWindow* TestKoreanTranslation::makeWindow() {
    auto* window = new ui::MainWindow(store_);
    window->setDialogProvider(std::make_unique<ScriptedDialogs>());
    window->controller()->loadScenario(*store_->scenario(QStringLiteral("semianalysis-2025")));
    window->show();
    return window;
}

std::vector<Found> TestKoreanTranslation::collect(ui::MainWindow* window) {
    return test::collectWindow(window);
}

QStringList TestKoreanTranslation::untranslated(ui::MainWindow* window) {
    return test::untranslatedStrings(window, allow_);
}

void TestKoreanTranslation::everyTabInKoreanHasNoEnglish() {
    // Built in English, switched while running: every widget retranslates itself.
    QVERIFY(ui::applyLanguage(ui::Language::English));
    std::unique_ptr<ui::MainWindow> window(makeWindow());
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    for (const QString& key : ui::chartKeys())
        window->showTab(key);
    QVERIFY(ui::applyLanguage(ui::Language::Korean));
    QVERIFY(ui::koreanActive());
    QCoreApplication::processEvents();
    const QStringList problems = untranslated(window.get());
    for (const QString& p : problems)
        qWarning().noquote() << "untranslated:" << p;
    QVERIFY2(
        problems.isEmpty(),
        qPrintable(QStringLiteral("%1 untranslated strings (listed above)").arg(problems.size())));
}

void TestKoreanTranslation::windowBuiltInKoreanHasNoEnglish() {
    QVERIFY(ui::applyLanguage(ui::Language::Korean));
    std::unique_ptr<ui::MainWindow> window(makeWindow());
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    const QStringList problems = untranslated(window.get());
    for (const QString& p : problems)
        qWarning().noquote() << "untranslated:" << p;
    QVERIFY2(
        problems.isEmpty(),
        qPrintable(QStringLiteral("%1 untranslated strings (listed above)").arg(problems.size())));
    // Hangul is what the user reads.
    const QString tabs = window->findChild<QTabWidget*>()->tabText(0) +
                         window->menuBar()->actions().value(0)->text();
    QVERIFY2(tabs.contains(QRegularExpression(QStringLiteral("[\\x{AC00}-\\x{D7A3}]"))),
             qPrintable(tabs));
}

// At 1280x720 in Korean the catalog dock's systems table shows, without scrolling, the
// vendor column whole ("NVIDIA", not "NVIDI"), and no header of the columns before it is cut.
void TestKoreanTranslation::catalogDockShowsVendorsAndHeadersWhole() {
    QVERIFY(ui::applyLanguage(ui::Language::Korean));
    std::unique_ptr<ui::MainWindow> window(makeWindow());
    window->resize(1280, 720);
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QCoreApplication::processEvents();
    auto* browser = window->findChild<ui::CatalogBrowser*>();
    QVERIFY(browser);
    browser->showKind(EntityKind::System);
    QCoreApplication::processEvents();
    QTableView* view = browser->view(EntityKind::System);
    QHeaderView* header = view->horizontalHeader();
    int vendor = -1;
    for (int c = 0; c < browser->model(EntityKind::System)->columnCount(); ++c)
        if (browser->model(EntityKind::System)->fieldAt(c) == QLatin1String("vendor")) vendor = c;
    QVERIFY(vendor >= 0);
    const int right = header->sectionViewportPosition(vendor) + header->sectionSize(vendor);
    QVERIFY2(right <= view->viewport()->width(),
             qPrintable(QStringLiteral("vendor column ends at %1 of %2")
                            .arg(right)
                            .arg(view->viewport()->width())));
    const QFontMetrics cells(view->font());
    for (int r = 0; r < view->model()->rowCount(); ++r) {
        // The maker's name whole ("NVIDIA", not "NVIDI"); a long qualifier after it may be elided.
        const QString text =
            view->model()->index(r, vendor).data().toString().section(QLatin1Char(' '), 0, 0);
        QVERIFY2(cells.horizontalAdvance(text) <= header->sectionSize(vendor), qPrintable(text));
    }
    const QFontMetrics heads(header->font());
    for (int visual = 0; visual <= header->visualIndex(vendor); ++visual) {
        const int c = header->logicalIndex(visual);
        const QString title =
            view->model()->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
        QVERIFY2(heads.horizontalAdvance(title) <= header->sectionSize(c), qPrintable(title));
    }
}

void TestKoreanTranslation::importDialogInKorean() {
    // File > Import measurements…: every label, item, placeholder and button.
    QVERIFY(ui::applyLanguage(ui::Language::Korean));
    std::unique_ptr<ui::MainWindow> window(makeWindow());
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    ui::ImportMeasurementsDialog* dialog = window->openImportMeasurementsDialog();
    dialog->setFormat(QStringLiteral("nccl-tests"));
    StringCollector c;
    c.add(dialog->windowTitle(), QStringLiteral("import dialog title"));
    c.collectWidgets(dialog);
    QStringList problems;
    for (const Found& f : c.found)
        if (const QStringList words = allow_.offending(f.text); !words.isEmpty())
            problems << QStringLiteral("%1: \"%2\" (English: %3)")
                            .arg(f.where, f.text, words.join(QStringLiteral(", ")));
    QVERIFY(c.found.size() > 10);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    dialog->close();
}

void TestKoreanTranslation::aboutBoxInKorean() {
    // The About box is modal: read it from a timer, then close it.
    QVERIFY(ui::applyLanguage(ui::Language::Korean));
    std::unique_ptr<ui::MainWindow> window(makeWindow());
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QAction* about = nullptr;
    for (QAction* menu : window->menuBar()->actions())
        if (menu->menu())
            for (QAction* a : menu->menu()->actions())
                if (a->text().contains(QStringLiteral("Siliconomics"))) about = a;
    QVERIFY(about);
    QStringList problems;
    bool seen = false;
    QTimer::singleShot(100, this, [&] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) return;
        seen = true;
        StringCollector c;
        c.add(box->windowTitle(), QStringLiteral("about title"));
        c.add(box->text(), QStringLiteral("about text"));
        c.collectWidgets(box);
        for (const Found& f : c.found) {
            // The catalog path is a path, not a sentence.
            const QString text = QString(f.text).remove(store_->shippedPath());
            const QStringList words = allow_.offending(text);
            if (!words.isEmpty())
                problems << QStringLiteral("%1: \"%2\" (English: %3)")
                                .arg(f.where, text, words.join(QStringLiteral(", ")));
        }
        box->accept();
    });
    about->trigger();
    QVERIFY(seen);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestKoreanTranslation::switchingBackRestoresEnglish() {
    QVERIFY(ui::applyLanguage(ui::Language::Korean));
    std::unique_ptr<ui::MainWindow> window(makeWindow());
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QVERIFY(ui::applyLanguage(ui::Language::English));
    QVERIFY(!ui::koreanActive());
    QCoreApplication::processEvents();
    auto* tabs = window->findChild<QTabWidget*>();
    QCOMPARE(tabs->tabText(0), QStringLiteral("TCO"));
    QCOMPARE(tabs->tabText(1), QStringLiteral("Cost per PFLOP"));
    QCOMPARE(window->menuBar()->actions().value(0)->text(), QStringLiteral("&File"));
    window->showTab(QStringLiteral("tco"));
    QCoreApplication::processEvents();
    QVERIFY2(
        window->page(QStringLiteral("tco"))->chart()->title().startsWith(QStringLiteral("Total")),
        qPrintable(window->page(QStringLiteral("tco"))->chart()->title()));
    static const QRegularExpression hangul(QStringLiteral("[\\x{AC00}-\\x{D7A3}]"));
    QStringList korean;
    for (const Found& f : collect(window.get()))
        if (f.text.contains(hangul) && f.text != ui::languageEndonym(ui::Language::Korean))
            korean << f.where + QStringLiteral(": ") + f.text;
    QVERIFY2(korean.isEmpty(), qPrintable(korean.join(QLatin1Char('\n'))));
    QCOMPARE(QLocale().language(), QLocale::English);
}

void TestKoreanTranslation::languageMenuSwitchesAndRemembers() {
    QVERIFY(ui::applyLanguage(ui::Language::English));
    std::unique_ptr<ui::MainWindow> window(makeWindow());
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    auto* korean = window->findChild<QAction*>(QStringLiteral("language-ko"));
    QVERIFY(korean);
    QCOMPARE(korean->text(), QStringLiteral("한국어"));
    korean->trigger();
    QTRY_VERIFY(ui::koreanActive());
    QTRY_COMPARE(window->findChild<QTabWidget*>()->tabText(1), QStringLiteral("PFLOP당 비용"));
    QCOMPARE(QSettings(QStringLiteral("siliconomics"), QStringLiteral("siliconomics"))
                 .value(QStringLiteral("ui/language"))
                 .toString(),
             QStringLiteral("ko"));
    // The menus were rebuilt in Korean, with the language still checked.
    auto* again = window->findChild<QAction*>(QStringLiteral("language-ko"));
    QVERIFY(again && again->isChecked());
    QCOMPARE(window->menuBar()->actions().value(0)->text(), QStringLiteral("파일(&F)"));
    auto* english = window->findChild<QAction*>(QStringLiteral("language-en"));
    QVERIFY(english);
    english->trigger();
    QTRY_VERIFY(!ui::koreanActive());
    QTRY_COMPARE(window->findChild<QTabWidget*>()->tabText(1), QStringLiteral("Cost per PFLOP"));
}

void TestKoreanTranslation::coreTextsShownByTheUiAreTranslated() {
    // Labels, units and help of every assumption and catalog field come from core in English;
    // each must have a Korean text (or be made only of allowed words: "PUE", "GB/s").
    QVERIFY(ui::applyLanguage(ui::Language::Korean));
    QStringList missing;
    auto check = [&](const std::string& english) {
        const QString text = QString::fromStdString(english);
        if (allow_.offending(text).isEmpty()) return;
        if (ui::coreText(english) == text) missing << text;
    };
    for (const AssumptionDef& d : assumptionDefs()) {
        check(d.label);
        check(d.unit);
        check(d.help);
    }
    auto fields = [&](const auto& defs) {
        for (const auto& f : defs) {
            check(f.label);
            check(f.unit);
        }
    };
    fields(chipFields());
    fields(systemFields());
    fields(quoteFields());
    fields(sourceFields());
    fields(modelFields());
    fields(apiPriceFields());
    fields(engineFields());
    // What the Accuracy tab shows of the imported points (quantities, engines, how, why not).
    ui::ScenarioController measured(store_);
    measured.reloadCatalog();
    QVERIFY(!measured.measurements().empty());
    for (const std::string& text : test::accuracyCoreTexts(measured))
        check(text);
    // Templates: the variable parts stay as core wrote them.
    QVERIFY(ui::coreText(std::string("no dense FP6 figure in the catalog")).contains("FP6"));
    QVERIFY(ui::coreText(std::string("no dense FP6 figure in the catalog")) !=
            QStringLiteral("no dense FP6 figure in the catalog"));
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
}

void TestKoreanTranslation::numbersAndDatesFollowTheLocale() {
    QVERIFY(ui::applyLanguage(ui::Language::Korean));
    QCOMPARE(QLocale().language(), QLocale::Korean);
    QCOMPARE(ui::formatNumber(1234567.5), QStringLiteral("1,234,567.5"));
    QCOMPARE(ui::formatIsoDate("2024-03-18"), QStringLiteral("2024. 3. 18."));
    QCOMPARE(ui::formatIsoDate("2024-03"), QStringLiteral("2024-03"));
    QVERIFY(ui::applyLanguage(ui::Language::English));
    QCOMPARE(ui::formatIsoDate("2024-03-18"), QStringLiteral("3/18/2024"));
}

void TestKoreanTranslation::translationFilesAreComplete() {
    int messages = 0;
    int forms = 0;
    QString error;
    const QStringList bad = test::unfinishedTsEntries(
        QStringLiteral(SIL_SOURCE_DIR "/resources/translations/siliconomics_ko.ts"), &messages,
        &forms, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(messages > 100);
    // Korean has one plural form.
    QCOMPARE(forms, 1);
    QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("%1 entries not finished "
                                                      "(scripts/update-translations.sh):\n%2")
                                           .arg(bad.size())
                                           .arg(bad.join(QLatin1Char('\n')))));
}

QTEST_MAIN(TestKoreanTranslation)
#include "TestKoreanTranslation.moc"
