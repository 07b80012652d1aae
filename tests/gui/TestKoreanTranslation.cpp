// Issue #15: the whole window in Korean. Switches the running window to Korean, opens every
// chart tab, the catalog tabs, the menus and the About box, reads every visible string
// (labels, buttons, group boxes, tab bars, menu actions, tooltips, placeholders, combo items,
// spin box suffixes, table headers, chart titles, axis titles and labels, legend markers) and
// fails naming each string that still holds an English word. A word is allowed only by rule:
// - acronyms and formats: no lower-case letter (TCO, GPU, HBM, FP8, H100), or such a word with
//   a plural s (GPUs), or one letter (W, s, x);
// - units and the technical terms the industry writes in English in Korean documents
//   (kTechnicalTerms below: kWh, GiB, NVLink, busbw ...);
// - names from the loaded catalog: ids, names, vendors and choice values of chips, systems,
//   models, rental quotes and sources, scenario names, the collective operations' NCCL names;
// - the language menu's "English" (each language is named in itself).
// Catalog free text (source titles and notes) is data, not UI, and is not read here.
// Also: switching back to English restores English, every core text the UI shows has a
// translation, and resources/translations/*.ts has no unfinished or vanished entry.
#include "ScriptedDialogs.h"
#include "TestPaths.h"
#include "TestSupport.h"

#include "database/CatalogStore.h"
#include "ui/CoreText.h"
#include "ui/DisplayFormat.h"
#include "ui/Language.h"
#include "ui/MainWindow.h"
#include "ui/ScenarioController.h"
#include "ui/charts/ChartFactory.h"
#include "ui/charts/ChartPage.h"
#include "ui/widgets/CatalogBrowser.h"
#include "ui/widgets/DialogProvider.h"

#include "core/assumptions.h"
#include "core/collective.h"
#include "core/dtype.h"
#include "core/fields.h"

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
using test::ScriptedDialogs;

namespace {

// Written in English by Korean engineers too: units, and the names of fabrics, model
// features and tools (nccl-tests' own terms busbw/algbw, DeepSpeed's ZeRO).
const char* const kTechnicalTerms[] = {
    // units
    "kW", "kWh", "MW", "Gbit", "GiB", "MiB", "KiB", "TiB", "ms",
    // fabrics, model features, tools
    "NVLink", "NVSwitch", "InfiniBand", "PostgreSQL", "UALink", "xGMI", "RoPE", "MoE", "ZeRO",
    "nccl-tests", "busbw", "algbw",
    // the application's own name
    "Siliconomics",
    // every language is named in itself in the language menu
    "English"};

struct Found {
    QString text;
    QString where;
};

class StringCollector {
public:
    std::vector<Found> found;

    void add(const QString& text, const QString& where) {
        if (text.trimmed().isEmpty()) return;
        found.push_back({plain(text), where});
    }

    void collectWidgets(QWidget* root) {
        for (QWidget* w : root->findChildren<QWidget*>()) {
            if (!w->isVisibleTo(root) && !qobject_cast<QTableView*>(w)) continue;
            const QString where = QString::fromLatin1(w->metaObject()->className()) +
                                  QStringLiteral(" ") + w->objectName();
            add(w->toolTip(), where + QStringLiteral(" tooltip"));
            if (auto* l = qobject_cast<QLabel*>(w)) add(l->text(), where);
            if (auto* b = qobject_cast<QAbstractButton*>(w)) add(b->text(), where);
            if (auto* g = qobject_cast<QGroupBox*>(w)) add(g->title(), where);
            if (auto* d = qobject_cast<QDockWidget*>(w)) add(d->windowTitle(), where);
            if (auto* e = qobject_cast<QLineEdit*>(w)) add(e->placeholderText(), where);
            if (auto* t = qobject_cast<QTextEdit*>(w)) add(t->placeholderText(), where);
            if (auto* s = qobject_cast<QSpinBox*>(w)) add(s->suffix() + s->prefix(), where);
            if (auto* s = qobject_cast<QDoubleSpinBox*>(w)) add(s->suffix() + s->prefix(), where);
            if (auto* c = qobject_cast<QComboBox*>(w))
                for (int i = 0; i < c->count(); ++i)
                    add(c->itemText(i), where + QStringLiteral(" item"));
            if (auto* bar = qobject_cast<QTabBar*>(w))
                for (int i = 0; i < bar->count(); ++i) {
                    add(bar->tabText(i), where + QStringLiteral(" tab"));
                    add(bar->tabToolTip(i), where + QStringLiteral(" tab tooltip"));
                }
            if (auto* view = qobject_cast<QTableView*>(w); view && view->model()) {
                const QAbstractItemModel* m = view->model();
                for (int c = 0; c < m->columnCount(); ++c)
                    if (!view->isColumnHidden(c))
                        add(m->headerData(c, Qt::Horizontal).toString(),
                            where + QStringLiteral(" header"));
                if (!view->verticalHeader()->isHidden())
                    for (int r = 0; r < m->rowCount(); ++r)
                        add(m->headerData(r, Qt::Vertical).toString(),
                            where + QStringLiteral(" row header"));
            }
            if (auto* cv = qobject_cast<QChartView*>(w)) collectChart(cv->chart(), where);
            // What an export prints under the chart: the assumptions and the notes.
            if (auto* page = qobject_cast<ui::ChartPage*>(w))
                for (const QString& line : page->captionLines())
                    add(line, where + QStringLiteral(" export caption"));
        }
    }

    void collectChart(QChart* chart, const QString& where) {
        add(chart->title(), where + QStringLiteral(" chart title"));
        for (QAbstractAxis* axis : chart->axes()) {
            if (!axis->isVisible()) continue;
            add(axis->titleText(), where + QStringLiteral(" axis title"));
            if (auto* cat = qobject_cast<QBarCategoryAxis*>(axis))
                for (const QString& c : cat->categories())
                    add(c, where + QStringLiteral(" axis label"));
            if (auto* cat = qobject_cast<QCategoryAxis*>(axis))
                for (const QString& c : cat->categoriesLabels())
                    add(c, where + QStringLiteral(" axis label"));
        }
        for (QLegendMarker* m : chart->legend()->markers())
            if (m->isVisible()) add(m->label(), where + QStringLiteral(" legend"));
    }

    void collectMenu(const QList<QAction*>& actions, const QString& where) {
        for (QAction* a : actions) {
            if (a->isSeparator()) continue;
            add(a->text(), where + QStringLiteral(" action"));
            if (a->menu())
                collectMenu(a->menu()->actions(), where + QStringLiteral(" > ") + a->text());
        }
    }

private:
    static QString plain(const QString& text) {
        QString t =
            Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
        return t.remove(QLatin1Char('&'));
    }
};

class Allowlist {
public:
    void addWordsOf(const QString& text) {
        static const QRegularExpression word(QStringLiteral("[A-Za-z]+"));
        for (auto it = word.globalMatch(text); it.hasNext();)
            words_.insert(it.next().captured());
    }
    void addCatalog(const Catalog& catalog) {
        addEntities(catalog.chips);
        addEntities(catalog.systems);
        addEntities(catalog.quotes);
        addEntities(catalog.models);
        for (const Source& s : catalog.sources)
            addWordsOf(QString::fromStdString(s.id));
    }
    bool allows(const QString& w) const {
        if (w.size() <= 1) return true;
        const bool noLower = w == w.toUpper();
        if (noLower) return true; // acronym, format, chip name
        if (w.endsWith(QLatin1Char('s')) && w.chopped(1) == w.chopped(1).toUpper()) return true;
        return words_.contains(w);
    }
    // The English words of `text` that no rule allows. File names (docs/workload-model.md) are
    // names, not words.
    QStringList offending(const QString& text) const {
        static const QRegularExpression word(QStringLiteral("[A-Za-z]+"));
        static const QRegularExpression fileName(QStringLiteral("[\\w./-]+\\.(md|json|csv)\\b"));
        QStringList out;
        const QString words = QString(text).remove(fileName);
        for (auto it = word.globalMatch(words); it.hasNext();) {
            const QString w = it.next().captured();
            if (!allows(w)) out << w;
        }
        return out;
    }

private:
    template <typename T> void addEntities(const std::vector<T>& rows) {
        // Identifiers and names, and the values of choice fields (switched, full_mesh, ...).
        for (const T& row : rows)
            for (const auto& f : fieldsOf<T>()) {
                const bool nameLike = f.name == "id" || f.name == "name" || f.name == "vendor" ||
                                      f.name == "provider" || f.name.ends_with("_id") ||
                                      f.name == "cooling" || f.name == "publisher";
                if (!nameLike && f.type != FieldType::Choice) continue;
                const FieldValue v = f.get(row);
                if (const auto* s = std::get_if<std::string>(&v))
                    addWordsOf(QString::fromStdString(*s));
            }
    }
    QSet<QString> words_;
};

} // namespace

class TestKoreanTranslation : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void everyTabInKoreanHasNoEnglish();
    void windowBuiltInKoreanHasNoEnglish();
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
    // Every chart tab in turn; the catalog's tables are read whether their tab is shown or not.
    StringCollector c;
    for (const QString& key : ui::chartKeys()) {
        window->showTab(key);
        QCoreApplication::processEvents();
        c.collectWidgets(window);
    }
    c.collectMenu(window->menuBar()->actions(), QStringLiteral("menu"));
    c.add(window->windowTitle(), QStringLiteral("window title"));
    return c.found;
}

QStringList TestKoreanTranslation::untranslated(ui::MainWindow* window) {
    QStringList problems;
    QSet<QString> seen;
    for (const Found& f : collect(window)) {
        const QStringList words = allow_.offending(f.text);
        if (words.isEmpty() || seen.contains(f.text)) continue;
        seen.insert(f.text);
        problems << QStringLiteral("%1: \"%2\" (English: %3)")
                        .arg(f.where, f.text, words.join(QStringLiteral(", ")));
    }
    return problems;
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
    QFile ts(QStringLiteral(SIL_SOURCE_DIR "/resources/translations/siliconomics_ko.ts"));
    QVERIFY2(ts.open(QIODevice::ReadOnly), qPrintable(ts.fileName()));
    QXmlStreamReader xml(&ts);
    int messages = 0;
    QStringList bad;
    QString context, source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        if (xml.name() == QLatin1String("name")) context = xml.readElementText();
        if (xml.name() == QLatin1String("message")) ++messages;
        if (xml.name() == QLatin1String("source")) source = xml.readElementText();
        if (xml.name() == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (!type.isEmpty() || text.trimmed().isEmpty())
                bad << QStringLiteral("[%1] %2 (%3)")
                           .arg(context, source, type.isEmpty() ? QStringLiteral("empty") : type);
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(messages > 100);
    QVERIFY2(bad.isEmpty(), qPrintable(QStringLiteral("%1 entries not finished "
                                                      "(scripts/update-translations.sh):\n%2")
                                           .arg(bad.size())
                                           .arg(bad.join(QLatin1Char('\n')))));
}

QTEST_MAIN(TestKoreanTranslation)
#include "TestKoreanTranslation.moc"
