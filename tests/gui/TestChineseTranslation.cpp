// The whole window in Simplified Chinese, checked as the Korean is
// (TestKoreanTranslation). Switches the running window to Chinese, opens every chart tab, the
// catalog tabs, the menus and the About box, reads every visible string (TranslationScan.h)
// and fails naming each string that still holds an English word. A word is allowed only by
// rule:
// - acronyms and formats: no lower-case letter (TCO, GPU, HBM, FP8, H100), or such a word with
//   a plural s (GPUs), or one letter (W, s, x);
// - units and the technical terms the industry writes in English (kTechnicalTerms in
//   TranslationScan.h: kWh, GiB, NVLink, busbw ...), and the two that Chinese engineering
//   documents also keep in English (kChineseTechnicalTerms below: token, rank);
// - names from the loaded catalog: ids, names, vendors and choice values of chips, systems,
//   models, rental quotes and sources, scenario names, the collective operations' NCCL names;
// - the language menu's "English" (each language is named in itself).
// Catalog free text (source titles and notes) is data, not UI, and is not read here.
// Also: switching back to English, or on to Korean, leaves no Chinese; every core text the UI
// shows has a translation; Qt's own texts (dialog buttons) are in Chinese; numbers and dates
// follow zh_CN; resources/translations/siliconomics_zh_CN.ts has no unfinished entry and one
// plural form.
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

#include "core/catalog/fields.h"
#include "core/economics/assumptions.h"
#include "core/network/collective.h"

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QLibraryInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QTabWidget>
#include <QTimer>

using namespace sil;
using test::Allowlist;
using test::Found;
using test::kTechnicalTerms;
using test::ScriptedDialogs;
using test::StringCollector;

namespace {

// Written in English in mainland Chinese engineering documents and vendors' price lists
// (每百万 token, 8 个 rank), where the Korean has words of its own (토큰, 랭크).
const char* const kChineseTechnicalTerms[] = {"token", "rank"};

// CJK Unified Ideographs: what a Chinese user reads.
const QRegularExpression& han() {
    static const QRegularExpression re(QStringLiteral("[\\x{4E00}-\\x{9FFF}]"));
    return re;
}
const QRegularExpression& hangul() {
    static const QRegularExpression re(QStringLiteral("[\\x{AC00}-\\x{D7A3}]"));
    return re;
}

} // namespace

class TestChineseTranslation : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void languageNamesAndKeys();
    void everyTabInChineseHasNoEnglish();
    void windowBuiltInChineseHasNoEnglish();
    void importDialogInChinese();
    void aboutBoxInChinese();
    void qtOwnTextsInChinese();
    void switchingBackRestoresEnglish();
    void switchingBetweenKoreanAndChinese();
    void languageMenuSwitchesAndRemembers();
    void coreTextsShownByTheUiAreTranslated();
    void numbersAndDatesFollowTheLocale();
    void translationFileIsComplete();

private:
    ui::MainWindow* makeWindow();
    QStringList untranslated(ui::MainWindow* window) const;
    static void warnAll(const QStringList& problems);
    db::CatalogStore* store_ = nullptr;
    QTemporaryDir* dir_ = nullptr;
    Allowlist allow_;
};

void TestChineseTranslation::initTestCase() {
    QSettings(QStringLiteral("siliconomics"), QStringLiteral("siliconomics")).clear();
    dir_ = new QTemporaryDir;
    store_ = new db::CatalogStore;
    QVERIFY(store_->openShipped(QStringLiteral(SIL_SHIPPED_CATALOG)));
    QVERIFY(store_->openUser(dir_->filePath(QStringLiteral("u.sqlite"))));
    for (const char* t : kTechnicalTerms)
        allow_.addWordsOf(QString::fromUtf8(t));
    for (const char* t : kChineseTechnicalTerms)
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

void TestChineseTranslation::cleanupTestCase() {
    ui::applyLanguage(ui::Language::English);
    delete store_;
    delete dir_;
}

ui::MainWindow* TestChineseTranslation::makeWindow() {
    auto* window = new ui::MainWindow(store_);
    window->setDialogProvider(std::make_unique<ScriptedDialogs>());
    window->controller()->loadScenario(*store_->scenario(QStringLiteral("semianalysis-2025")));
    window->show();
    return window;
}

QStringList TestChineseTranslation::untranslated(ui::MainWindow* window) const {
    return test::untranslatedStrings(window, allow_);
}

void TestChineseTranslation::warnAll(const QStringList& problems) {
    for (const QString& p : problems)
        qWarning().noquote() << "untranslated:" << p;
}

void TestChineseTranslation::languageNamesAndKeys() {
    QCOMPARE(ui::languageKey(ui::Language::Chinese), QStringLiteral("zh"));
    QVERIFY(ui::languageKeys().contains(QStringLiteral("zh")));
    QCOMPARE(ui::languageEndonym(ui::Language::Chinese), QStringLiteral("简体中文"));
    for (const char* text :
         {"zh", "ZH", "zh_CN", "zh_CN.UTF-8", "zh-Hans", "zh_SG", "chinese", "中文", "简体中文"})
        QCOMPARE(ui::parseLanguage(QString::fromUtf8(text)), ui::Language::Chinese);
    // Traditional Chinese is not offered: no silent Simplified text for a zh_TW user.
    for (const char* text : {"zh_TW", "zh_HK", "zh-Hant", "zh_Hant_TW"})
        QVERIFY2(!ui::parseLanguage(QString::fromUtf8(text)), text);
    const QLocale l = ui::localeFor(ui::Language::Chinese);
    QCOMPARE(l.language(), QLocale::Chinese);
    QCOMPARE(l.script(), QLocale::SimplifiedChineseScript);
    QCOMPARE(l.territory(), QLocale::China);
    QCOMPARE(l.name(), QStringLiteral("zh_CN"));
}

void TestChineseTranslation::everyTabInChineseHasNoEnglish() {
    // Built in English, switched while running: every widget retranslates itself.
    QVERIFY(ui::applyLanguage(ui::Language::English));
    std::unique_ptr<ui::MainWindow> window(makeWindow());
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    for (const QString& key : ui::chartKeys())
        window->showTab(key);
    QVERIFY(ui::applyLanguage(ui::Language::Chinese));
    QVERIFY(ui::chineseActive());
    QVERIFY(!ui::koreanActive());
    QCoreApplication::processEvents();
    const QStringList problems = untranslated(window.get());
    warnAll(problems);
    QVERIFY2(
        problems.isEmpty(),
        qPrintable(QStringLiteral("%1 untranslated strings (listed above)").arg(problems.size())));
}

void TestChineseTranslation::windowBuiltInChineseHasNoEnglish() {
    QVERIFY(ui::applyLanguage(ui::Language::Chinese));
    std::unique_ptr<ui::MainWindow> window(makeWindow());
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    const QStringList problems = untranslated(window.get());
    warnAll(problems);
    QVERIFY2(
        problems.isEmpty(),
        qPrintable(QStringLiteral("%1 untranslated strings (listed above)").arg(problems.size())));
    // Chinese characters are what the user reads.
    const QString tabs = window->findChild<QTabWidget*>()->tabText(1) +
                         window->menuBar()->actions().value(0)->text();
    QVERIFY2(tabs.contains(han()), qPrintable(tabs));
}

void TestChineseTranslation::importDialogInChinese() {
    // File > Import measurements…: every label, item, placeholder and button.
    QVERIFY(ui::applyLanguage(ui::Language::Chinese));
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

void TestChineseTranslation::aboutBoxInChinese() {
    // The About box is modal: read it from a timer, then close it.
    QVERIFY(ui::applyLanguage(ui::Language::Chinese));
    std::unique_ptr<ui::MainWindow> window(makeWindow());
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QAction* about = nullptr;
    for (QAction* menu : window->menuBar()->actions())
        if (menu->menu())
            for (QAction* a : menu->menu()->actions())
                if (a->text().contains(QStringLiteral("Siliconomics"))) about = a;
    QVERIFY(about);
    QVERIFY2(about->text().contains(han()), qPrintable(about->text()));
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

void TestChineseTranslation::qtOwnTextsInChinese() {
    // Dialog buttons come from Qt's qtbase_zh_CN.qm (Debian: qt6-translations-l10n, which
    // scripts/install-deps.sh installs and the package recommends).
    const QString qm = QDir(QLibraryInfo::path(QLibraryInfo::TranslationsPath))
                           .filePath(QStringLiteral("qtbase_zh_CN.qm"));
    if (!QFile::exists(qm)) QSKIP(qPrintable(qm + QStringLiteral(" is not installed")));
    QVERIFY(ui::applyLanguage(ui::Language::Chinese));
    QDialogButtonBox box(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    QCOMPARE(box.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("取消"));
    QVERIFY(ui::applyLanguage(ui::Language::English));
    QDialogButtonBox english(QDialogButtonBox::Cancel);
    QCOMPARE(english.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("Cancel"));
}

void TestChineseTranslation::switchingBackRestoresEnglish() {
    QVERIFY(ui::applyLanguage(ui::Language::Chinese));
    std::unique_ptr<ui::MainWindow> window(makeWindow());
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QVERIFY(ui::applyLanguage(ui::Language::English));
    QVERIFY(!ui::chineseActive());
    QVERIFY(!ui::translationActive());
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
    QStringList chinese;
    for (const Found& f : test::collectWindow(window.get()))
        if (f.text.contains(han()) && f.text != ui::languageEndonym(ui::Language::Chinese))
            chinese << f.where + QStringLiteral(": ") + f.text;
    QVERIFY2(chinese.isEmpty(), qPrintable(chinese.join(QLatin1Char('\n'))));
    QCOMPARE(QLocale().language(), QLocale::English);
}

void TestChineseTranslation::switchingBetweenKoreanAndChinese() {
    // Straight from one translation to the other: only the new one's text remains.
    QVERIFY(ui::applyLanguage(ui::Language::Korean));
    std::unique_ptr<ui::MainWindow> window(makeWindow());
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QVERIFY(ui::koreanActive());
    QVERIFY(ui::applyLanguage(ui::Language::Chinese));
    QVERIFY(ui::chineseActive());
    QVERIFY(!ui::koreanActive());
    QCoreApplication::processEvents();
    QCOMPARE(window->findChild<QTabWidget*>()->tabText(1), QStringLiteral("每 PFLOP 成本"));
    QStringList korean;
    for (const Found& f : test::collectWindow(window.get()))
        if (f.text.contains(hangul()) && f.text != ui::languageEndonym(ui::Language::Korean))
            korean << f.where + QStringLiteral(": ") + f.text;
    QVERIFY2(korean.isEmpty(), qPrintable(korean.join(QLatin1Char('\n'))));
    QVERIFY(ui::applyLanguage(ui::Language::Korean));
    QCoreApplication::processEvents();
    QCOMPARE(window->findChild<QTabWidget*>()->tabText(1), QStringLiteral("PFLOP당 비용"));
    QCOMPARE(QLocale().language(), QLocale::Korean);
}

void TestChineseTranslation::languageMenuSwitchesAndRemembers() {
    QVERIFY(ui::applyLanguage(ui::Language::English));
    std::unique_ptr<ui::MainWindow> window(makeWindow());
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    auto* chinese = window->findChild<QAction*>(QStringLiteral("language-zh"));
    QVERIFY(chinese);
    QCOMPARE(chinese->text(), QStringLiteral("简体中文"));
    chinese->trigger();
    QTRY_VERIFY(ui::chineseActive());
    QTRY_COMPARE(window->findChild<QTabWidget*>()->tabText(1), QStringLiteral("每 PFLOP 成本"));
    QCOMPARE(QSettings(QStringLiteral("siliconomics"), QStringLiteral("siliconomics"))
                 .value(QStringLiteral("ui/language"))
                 .toString(),
             QStringLiteral("zh"));
    // The menus were rebuilt in Chinese, with the language still checked.
    auto* again = window->findChild<QAction*>(QStringLiteral("language-zh"));
    QVERIFY(again && again->isChecked());
    QCOMPARE(window->menuBar()->actions().value(0)->text(), QStringLiteral("文件(&F)"));
    auto* english = window->findChild<QAction*>(QStringLiteral("language-en"));
    QVERIFY(english);
    english->trigger();
    QTRY_VERIFY(!ui::chineseActive());
    QTRY_COMPARE(window->findChild<QTabWidget*>()->tabText(1), QStringLiteral("Cost per PFLOP"));
}

void TestChineseTranslation::coreTextsShownByTheUiAreTranslated() {
    // Labels, units and help of every assumption and catalog field come from core in English;
    // each must have a Chinese text (or be made only of allowed words: "PUE", "GB/s").
    QVERIFY(ui::applyLanguage(ui::Language::Chinese));
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
    // Templates: the variable parts stay as core wrote them, the rest is Chinese.
    const QString t = ui::coreText(std::string("no dense FP6 figure in the catalog"));
    QVERIFY2(t.contains(QStringLiteral("FP6")) && t.contains(han()), qPrintable(t));
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
}

void TestChineseTranslation::numbersAndDatesFollowTheLocale() {
    QVERIFY(ui::applyLanguage(ui::Language::Chinese));
    QCOMPARE(QLocale().language(), QLocale::Chinese);
    QCOMPARE(QLocale().territory(), QLocale::China);
    QCOMPARE(ui::formatNumber(1234567.5), QStringLiteral("1,234,567.5"));
    QCOMPARE(ui::formatIsoDate("2024-03-18"), QStringLiteral("2024/3/18"));
    QCOMPARE(ui::formatIsoDate("2024-03"), QStringLiteral("2024-03"));
    QVERIFY(ui::applyLanguage(ui::Language::English));
    QCOMPARE(ui::formatIsoDate("2024-03-18"), QStringLiteral("3/18/2024"));
}

void TestChineseTranslation::translationFileIsComplete() {
    int messages = 0;
    int forms = 0;
    QString error;
    const QStringList bad = test::unfinishedTsEntries(
        QStringLiteral(SIL_SOURCE_DIR "/resources/translations/siliconomics_zh_CN.ts"), &messages,
        &forms, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(messages > 100);
    // Chinese has one plural form (Qt's numerus rule for zh).
    QCOMPARE(forms, 1);
    QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("%1 entries not finished "
                                                      "(scripts/update-translations.sh):\n%2")
                                           .arg(bad.size())
                                           .arg(bad.join(QLatin1Char('\n')))));
}

QTEST_MAIN(TestChineseTranslation)
#include "TestChineseTranslation.moc"
