#pragma once
// What the translation tests (TestKoreanTranslation, TestChineseTranslation) share: the
// collector that reads every string a user sees in the main window (labels, buttons, group
// boxes, tab bars, menu actions, tooltips, placeholders, combo items, spin box suffixes, table
// headers, chart titles, axis titles and labels, legend markers, export captions), the rules
// that allow an English word in a translated window, and the .ts file check. See the tests'
// headers for the rules.
#include "TestSupport.h"

#include "ui/MainWindow.h"
#include "ui/ScenarioController.h"
#include "ui/charts/ChartFactory.h"
#include "ui/charts/ChartPage.h"
#include "ui/widgets/ImportMeasurementsDialog.h"

#include "core/catalog/fields.h"
#include "core/economics/tco.h"
#include "core/measurements/accuracy.h"
#include "core/workload/training/training_engine.h"

#include <QAbstractAxis>
#include <QAbstractButton>
#include <QAction>
#include <QBarCategoryAxis>
#include <QCategoryAxis>
#include <QChartView>
#include <QComboBox>
#include <QCoreApplication>
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
#include <QRegularExpression>
#include <QSet>
#include <QSpinBox>
#include <QTabBar>
#include <QTableView>
#include <QTextDocumentFragment>
#include <QTextEdit>
#include <QXmlStreamReader>
#include <vector>

namespace sil::test {

// Written in English by Korean and Chinese engineers too: units, and the names of fabrics,
// model features and tools (nccl-tests' own terms busbw/algbw, DeepSpeed's ZeRO).
inline constexpr const char* kTechnicalTerms[] = {
    // units
    "kW", "kWh", "MW", "Gbit", "GiB", "MiB", "KiB", "TiB", "ms",
    // fabrics, model features, tools
    "NVLink", "NVSwitch", "InfiniBand", "PostgreSQL", "UALink", "xGMI", "RoPE", "MoE", "ZeRO",
    "nccl-tests", "busbw", "algbw",
    // software the models are calibrated on and benchmark tools whose results are imported
    // (product names stay in English; vllm and sglang as their engine ids are typed)
    "PyTorch", "vLLM", "vllm", "sglang", "AIPerf", "GenAI-Perf", "InferenceX", "MLPerf",
    // the application's own name
    "Siliconomics",
    // every language is named in itself in the language menu
    "English"};

// The user's own measurements, so that the Accuracy tab, its notes and the measured markers
// are read too: NCCL timings (predicted), a vLLM serving result (predicted, drawn over the
// Inference chart) and single-GPU runs without a catalog model (not predicted: the reasons).
inline QString importSampleMeasurements(ui::ScenarioController* c) {
    struct File {
        QString path, format;
        int gpus;
    };
    const File files[] = {{QStringLiteral(SIL_CALIBRATION_FILE), QStringLiteral("calibration"), 0},
                          {dataPath(QStringLiteral("measurements/vllm_h200_llama70b_hand.json")),
                           QStringLiteral("vllm"), 8},
                          // run on one GPU, which the file does not state (an import
                          // without a GPU count is refused)
                          {QStringLiteral(SIL_SOURCE_DIR "/database/calibration/llm_h200_cal.json"),
                           QStringLiteral("calibration"), 1}};
    for (const File& f : files) {
        ui::MeasurementImportRequest r;
        r.path = f.path;
        r.format = f.format;
        r.systemId = QStringLiteral("hgx-h200");
        r.gpus = f.gpus;
        const auto out = ui::importMeasurementFile(c, r);
        if (!out.ok) return out.error;
    }
    return {};
}

// The core texts the Accuracy tab shows for `points`: quantities, units, engines, how each
// was predicted and why not.
inline std::vector<std::string> accuracyCoreTexts(const ui::ScenarioController& c) {
    std::vector<std::string> texts;
    const AccuracyTable t = accuracyTable(c.catalog(), c.measurements(), c.scenario().assumptions);
    for (const AccuracyRow& r : t.rows)
        for (const std::string& s :
             {r.comparison.quantity, r.comparison.unit, r.comparison.engine_label, r.comparison.how,
              r.comparison.reason})
            if (!s.empty() && s != "us") texts.push_back(s);
    return texts;
}

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
        addEntities(catalog.api_prices);
        // A chip's architecture and an engine's name and version are catalog data, shown as the
        // catalog spells them.
        for (const Chip& c : catalog.chips)
            addWordsOf(QString::fromStdString(c.architecture));
        // Why a system has no price is the catalog's sourced sentence, shown as written.
        for (const System& s : catalog.systems)
            addWordsOf(QString::fromStdString(statedNoCostBasis(s)));
        for (const EngineProfile& e : catalog.engines) {
            addWordsOf(QString::fromStdString(e.name));
            addWordsOf(QString::fromStdString(e.version));
        }
        for (const Source& s : catalog.sources)
            addWordsOf(QString::fromStdString(s.id));
        // The training engines' ids (megatron-lm) name their profile in a band's group, as the
        // serving engines' ids do.
        for (const TrainingEngine& e : trainingEngines())
            addWordsOf(QString::fromStdString(e.id));
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

// Every string of every chart tab (shown in turn), the catalog's tables (read whether their
// tab is shown or not), the menus and the window title.
inline std::vector<Found> collectWindow(ui::MainWindow* window) {
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

// Each string of the window that holds an English word no rule allows, once, with where it
// was seen and the words.
inline QStringList untranslatedStrings(ui::MainWindow* window, const Allowlist& allow) {
    QStringList problems;
    QSet<QString> seen;
    for (const Found& f : collectWindow(window)) {
        const QStringList words = allow.offending(f.text);
        if (words.isEmpty() || seen.contains(f.text)) continue;
        seen.insert(f.text);
        problems << QStringLiteral("%1: \"%2\" (English: %3)")
                        .arg(f.where, f.text, words.join(QStringLiteral(", ")));
    }
    return problems;
}

// The entries of a .ts file that are not finished (unfinished, vanished, obsolete or empty),
// as "[context] source (why)"; `messages` gets the number of entries, `numerusForms` the
// largest number of plural forms any entry has.
inline QStringList unfinishedTsEntries(const QString& path, int* messages, int* numerusForms,
                                       QString* error) {
    QFile ts(path);
    if (!ts.open(QIODevice::ReadOnly)) {
        *error = path + QStringLiteral(": cannot be read");
        return {};
    }
    QXmlStreamReader xml(&ts);
    *messages = 0;
    *numerusForms = 0;
    QStringList bad;
    QString context, source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        if (xml.name() == QLatin1String("name")) context = xml.readElementText();
        if (xml.name() == QLatin1String("message")) ++*messages;
        if (xml.name() == QLatin1String("source")) source = xml.readElementText();
        if (xml.name() == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            QStringList forms;
            QString text;
            while (!(xml.readNext() == QXmlStreamReader::EndElement &&
                     xml.name() == QLatin1String("translation")) &&
                   !xml.atEnd()) {
                if (xml.isCharacters()) text += xml.text();
                if (xml.isStartElement() && xml.name() == QLatin1String("numerusform")) {
                    forms << xml.readElementText();
                    text += forms.last();
                }
            }
            *numerusForms = std::max(*numerusForms, int(forms.size()));
            bool emptyForm = false;
            for (const QString& f : forms)
                emptyForm = emptyForm || f.trimmed().isEmpty();
            if (!type.isEmpty() || text.trimmed().isEmpty() || emptyForm)
                bad << QStringLiteral("[%1] %2 (%3)")
                           .arg(context, source, type.isEmpty() ? QStringLiteral("empty") : type);
        }
    }
    if (xml.hasError()) *error = xml.errorString();
    return bad;
}

} // namespace sil::test
