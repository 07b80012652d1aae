// The window's menus: File (scenarios, catalog, exports), Edit, View and Help, rebuilt whole
// when the language changes. What their actions do is in MainWindow.cpp.
#include "MainWindow.h"

#include "Language.h"
#include "ScenarioController.h"
#include "Settings.h"
#include "charts/ChartLook.h"
#include "charts/ChartPage.h"
#include "export/ChartExport.h"
#include "widgets/CatalogBrowser.h"

#include "core/catalog/catalog_io.h"
#include "database/CatalogStore.h"
#include "database/SaveFile.h"
#include "database/TeamConnection.h"
#include "siliconomics_version.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>

namespace sil::ui {

// The menus are rebuilt whole when the language changes (their texts are tr()'d here).
void MainWindow::buildMenus() {
    for (QObject* o : menuObjects_)
        delete o;
    menuObjects_.clear();
    menuBar()->clear();
    presentation_ = nullptr;
    QMenu* file = menuBar()->addMenu(tr("&File"));
    addScenarioActions(file);
    file->addSeparator();
    addCatalogActions(file);
    file->addSeparator();
    addExportActions(file);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    const auto [undo, redo] = addEditActions(edit);
    QMenu* view = menuBar()->addMenu(tr("&View"));
    addViewActions(view);
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    addHelpActions(help);
    menuObjects_ = {file, edit, view, help, undo, redo};
}

// New, open, save, save as, save to the library.
void MainWindow::addScenarioActions(QMenu* file) {
    file->addAction(tr("&New scenario"), QKeySequence::New, this, [this] {
        // A fresh scenario starts from the default assumptions, with no overrides.
        Scenario s;
        s.name = tr("untitled").toStdString();
        scenarioPath_.clear();
        controller_->loadScenario(s);
        refreshScenarioNames();
        updateTitle();
    });
    file->addAction(tr("&Open scenario…"), QKeySequence::Open, this, [this] {
        const QString path =
            dialogs_->openFileName(this, tr("Open scenario"), tr("Scenario (*.json)"));
        if (!path.isEmpty()) openScenarioFile(path);
    });
    QAction* save = file->addAction(tr("&Save scenario"), QKeySequence::Save, this, [this] {
        QString path = scenarioPath_;
        if (path.isEmpty())
            path = dialogs_->saveFileName(this, tr("Save scenario"),
                                          QString::fromStdString(controller_->scenario().name) +
                                              QStringLiteral(".json"),
                                          tr("Scenario (*.json)"));
        if (!path.isEmpty()) saveScenarioFile(path);
    });
    save->setObjectName(QStringLiteral("actionSave"));
    file->addAction(tr("Save scenario &as…"), QKeySequence::SaveAs, this, [this] {
        const QString path = dialogs_->saveFileName(
            this, tr("Save scenario as"),
            QString::fromStdString(controller_->scenario().name) + QStringLiteral(".json"),
            tr("Scenario (*.json)"));
        if (!path.isEmpty()) saveScenarioFile(path);
    });
    file->addAction(tr("Save scenario to &library"), this, [this] {
        if (!store_->saveScenario(controller_->scenario()))
            reportError(tr("Save scenario"), store_->errorString());
        else
            refreshScenarioNames();
    });
}

// Compare scenarios, import a catalog or measurements, the team catalog, export the catalog.
void MainWindow::addCatalogActions(QMenu* file) {
    file->addAction(tr("Co&mpare scenarios…"), this, [this] { openCompareDialog(); });
    file->addAction(tr("&Import catalog (CSV or JSON)…"), this, [this] {
        const QString path =
            dialogs_->openFileName(this, tr("Import catalog"), tr("Catalog (*.csv *.json)"));
        if (!path.isEmpty()) importCatalogFile(path);
    });
    file->addAction(tr("Import meas&urements…"), this, [this] { openImportMeasurementsDialog(); });
    file->addAction(tr("&Team catalog (PostgreSQL)…"), this, [this] {
        bool ok = false;
        const QString url = QInputDialog::getText(
            this, tr("Team catalog"),
            tr("postgresql://user@host:port/dbname (empty: this computer's own catalog).\n"
               "The password comes from ~/.pgpass, never from here. Takes effect at the next "
               "start."),
            QLineEdit::Normal, Settings().teamCatalogUrl(), &ok);
        if (!ok) return;
        QString error;
        if (!url.trimmed().isEmpty() && !db::parseTeamUrl(url.trimmed(), &error)) {
            reportError(tr("Team catalog"), error);
            return;
        }
        Settings().setTeamCatalogUrl(url.trimmed());
        statusBar()->showMessage(tr("Team catalog saved; restart Siliconomics to open it"), 10000);
    });
    file->addAction(tr("Export catalog as &JSON…"), this, [this] {
        const QString path = dialogs_->saveFileName(
            this, tr("Export catalog"), QStringLiteral("catalog.json"), tr("JSON (*.json)"));
        QString error;
        if (!path.isEmpty() &&
            !db::SaveFile::write(
                path, QByteArray::fromStdString(exportJson(controller_->baseCatalog())), &error))
            reportError(tr("Export catalog"), error);
    });
}

// The current chart (PNG, SVG, PDF, clipboard) and the report.
void MainWindow::addExportActions(QMenu* file) {
    file->addAction(tr("&Export chart (PNG, SVG, PDF)…"), QKeySequence(tr("Ctrl+E")), this, [this] {
        const QString suggested = (currentPage() ? currentPage()->key() : QStringLiteral("chart")) +
                                  QStringLiteral(".png");
        const QString path = dialogs_->saveFileName(this, tr("Export chart"), suggested,
                                                    tr("PNG (*.png);;SVG (*.svg);;PDF (*.pdf)"));
        if (!path.isEmpty()) exportCurrentChart(path);
    });
    file->addAction(tr("Export &table as .xlsx…"), this, [this] {
        const QString suggested = (currentPage() ? currentPage()->key() : QStringLiteral("table")) +
                                  QStringLiteral(".xlsx");
        const QString path = dialogs_->saveFileName(this, tr("Export table"), suggested,
                                                    tr("Excel workbook (*.xlsx)"));
        if (!path.isEmpty()) exportCurrentTable(path);
    });
    file->addAction(tr("Export &report (PDF)…"), QKeySequence(tr("Ctrl+Shift+E")), this, [this] {
        const QString path = dialogs_->saveFileName(
            this, tr("Export report"),
            QString::fromStdString(controller_->scenario().name) + QStringLiteral("-report.pdf"),
            tr("PDF (*.pdf)"));
        if (!path.isEmpty()) exportReport(path);
    });
    file->addAction(tr("&Copy chart"), QKeySequence(tr("Ctrl+Shift+C")), this, [this] {
        if (currentPage()) copyPageToClipboard(currentPage(), controller_);
    });
}

// Undo and redo (returned: the menu's own actions, deleted with it), reverting values,
// assumptions, finding and comparing.
std::pair<QAction*, QAction*> MainWindow::addEditActions(QMenu* edit) {
    QAction* undo = controller_->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = controller_->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    edit->addAction(tr("Re&vert catalog value"), this, [this] { browser_->revertCurrentValue(); });
    edit->addAction(tr("Reset all &assumptions"), controller_,
                    &ScenarioController::resetAllAssumptions);
    edit->addAction(tr("Assumption &ranges…"), this, [this] { openRangesDialog(); });
    edit->addAction(tr("&Find in catalog"), QKeySequence::Find, this,
                    [this] { browser_->searchBox()->setFocus(); });
    edit->addAction(tr("Compare c&hips…"), this, [this] { openChipCompareDialog(); });
    edit->addAction(tr("Ran&k chips…"), this, [this] { openChipRankingDialog(); });
    return {undo, redo};
}

// Presentation style, the chart look, the docks and the language.
void MainWindow::addViewActions(QMenu* view) {
    presentation_ = view->addAction(tr("&Presentation style for export"));
    presentation_->setCheckable(true);
    presentation_->setChecked(Settings().presentationStyle());
    connect(presentation_, &QAction::toggled, this,
            [](bool on) { Settings().setPresentationStyle(on); });
    auto lookToggle = [this, view](const QString& text, bool checked, auto set) {
        QAction* a = view->addAction(text);
        a->setCheckable(true);
        a->setChecked(checked);
        connect(a, &QAction::toggled, this, [this, set](bool on) {
            ChartLook look = currentChartLook();
            set(look, on);
            setCurrentChartLook(look);
            Settings s;
            s.setColourBlindPalette(look.colourBlindSafe);
            s.setDarkCharts(look.dark);
            for (ChartPage* p : findChildren<ChartPage*>())
                p->applyChartLook();
        });
    };
    lookToggle(tr("Colour-&blind-safe palette"), currentChartLook().colourBlindSafe,
               [](ChartLook& l, bool on) { l.colourBlindSafe = on; });
    lookToggle(tr("&Dark charts (for slides)"), currentChartLook().dark,
               [](ChartLook& l, bool on) { l.dark = on; });
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        view->addAction(dock->toggleViewAction());
    view->addSeparator();
    QMenu* language = view->addMenu(tr("&Language"));
    language->setObjectName(QStringLiteral("languageMenu"));
    auto* languages = new QActionGroup(language);
    for (Language l : {Language::System, Language::English, Language::Korean, Language::Chinese}) {
        // Each language is named in itself, so it can be found whatever the current one is.
        QAction* a =
            language->addAction(l == Language::System ? tr("System default") : languageEndonym(l));
        a->setObjectName(QStringLiteral("language-") + languageKey(l));
        a->setCheckable(true);
        a->setChecked(currentLanguage() == l);
        languages->addAction(a);
        connect(a, &QAction::triggered, this, [l] {
            Settings().setLanguage(languageKey(l));
            // Deferred: the translators change while this menu's action is still running.
            QTimer::singleShot(0, qApp, [l] { applyLanguage(l); });
        });
    }
}

void MainWindow::addHelpActions(QMenu* help) {
    help->addAction(tr("&About Siliconomics"), this, [this] {
        QMessageBox::about(this, tr("About Siliconomics"),
                           tr("<b>Siliconomics %1</b><p>%2</p><p>Catalog: %3</p>"
                              "<p>Catalog as of %4</p>")
                               .arg(QStringLiteral(SILICONOMICS_VERSION),
                                    tr("What AI accelerator capacity really costs and "
                                       "how well it scales"),
                                    store_->shippedPath(),
                                    QString::fromStdString(controller_->catalogVersion().as_of)));
    });
}

} // namespace sil::ui
