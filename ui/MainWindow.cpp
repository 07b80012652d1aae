#include "MainWindow.h"

#include "CoreText.h"
#include "Language.h"
#include "ScenarioController.h"
#include "Settings.h"
#include "charts/AccuracyPage.h"
#include "charts/BuyRentApiPage.h"
#include "charts/ChartFactory.h"
#include "charts/ChartLook.h"
#include "charts/ChartPage.h"
#include "charts/PlanPage.h"
#include "charts/TcoChartPage.h"
#include "export/ChartExport.h"
#include "export/Report.h"
#include "widgets/AssumptionRangesDialog.h"
#include "widgets/AssumptionsPanel.h"
#include "widgets/CatalogBrowser.h"
#include "widgets/ChipCompareDialog.h"
#include "widgets/ChipPage.h"
#include "widgets/ChipRankingDialog.h"
#include "widgets/ImportMeasurementsDialog.h"
#include "widgets/ScenarioCompareDialog.h"
#include "widgets/WorkProgress.h"

#include "core/catalog/catalog_io.h"
#include "database/CatalogStore.h"
#include "database/CatalogVersion.h"
#include "database/SaveFile.h"
#include "database/TeamConnection.h"
#include "database/WorkbookFile.h"
#include "siliconomics_version.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QStatusBar>
#include <QTabWidget>
#include <QThread>
#include <QTimer>
#include <memory>

namespace sil::ui {

MainWindow::MainWindow(db::CatalogStore* store, QWidget* parent)
    : QMainWindow(parent), store_(store), dialogs_(std::make_unique<DialogProvider>()) {
    setObjectName(QStringLiteral("MainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/siliconomics/icons/siliconomics.svg")));
    controller_ = new ScenarioController(store_, this);
    Settings settings;
    setCurrentChartLook({settings.colourBlindPalette(), settings.darkCharts()});
    const QStringList remembered = settings.selectedSystems();
    if (!remembered.isEmpty()) controller_->setSelectedSystems(remembered);
    controller_->reloadCatalog();
    const QString wanted = settings.lastScenario();
    auto scenario = store_->scenario(wanted);
    if (!scenario) scenario = store_->scenario(QStringLiteral("semianalysis-2025"));
    if (scenario) controller_->loadScenario(*scenario);

    addChartTabs(settings);
    addDocks();
    addStatusWidgets();
    retranslateTexts();
    connectRedraws();
    refreshScenarioNames();
    showTab(settings.currentTab());
    if (currentPage()) openedCharts_ = {currentPage()->key()}; // the chart the window opens on
    refreshCurrentPage();
    resize(1600, 950);
    // First run: the chart gets the room; the docks keep what their controls need.
    resizeDocks({catalogDock_, assumptionsDock_}, {330, 300}, Qt::Horizontal);
    restoreGeometry(settings.windowGeometry());
    restoreState(settings.windowState());
    updateTitle();
}

// One tab per chart, each restored to the state it was left in.
void MainWindow::addChartTabs(const Settings& settings) {
    tabs_ = new QTabWidget(this);
    tabs_->setDocumentMode(true);
    for (const QString& key : chartKeys()) {
        ChartPage* page = createChartPage(key, controller_, tabs_);
        page->setObjectName(key);
        page->restoreState(settings.chartState(key));
        pages_.push_back(page);
        stale_.push_back(true);
        tabs_->addTab(page, chartTabLabel(key));
        connect(page, &ChartPage::stateChanged, this,
                [page] { Settings().setChartState(page->key(), page->saveState()); });
        if (auto* accuracy = qobject_cast<AccuracyPage*>(page))
            connect(accuracy, &AccuracyPage::exportCsvRequested, this, [this] {
                const QString path =
                    dialogs_->saveFileName(this, tr("Export accuracy table"),
                                           QStringLiteral("accuracy.csv"), tr("CSV (*.csv)"));
                if (!path.isEmpty()) exportAccuracyCsv(path);
            });
        if (auto* accuracy = qobject_cast<AccuracyPage*>(page))
            connect(accuracy, &AccuracyPage::refitRequested, this, &MainWindow::refitEngine);
    }
    setCentralWidget(tabs_);
}

// The catalog on the left, the assumptions on the right.
void MainWindow::addDocks() {
    browser_ = new CatalogBrowser(controller_, this);
    auto* left = new QDockWidget(this);
    catalogDock_ = left;
    left->setObjectName(QStringLiteral("catalogDock"));
    left->setWidget(browser_);
    addDockWidget(Qt::LeftDockWidgetArea, left);
    connect(browser_, &CatalogBrowser::chipPageRequested, this,
            [this](const QString& id) { showChips(id); });
    connect(browser_, &CatalogBrowser::editFailed, this,
            [this](const QString& m) { reportError(tr("Edit rejected"), m); });

    assumptions_ = new AssumptionsPanel(controller_, this);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(assumptions_);
    scroll->setWidgetResizable(true);
    auto* right = new QDockWidget(this);
    assumptionsDock_ = right;
    right->setObjectName(QStringLiteral("assumptionsDock"));
    right->setWidget(scroll);
    addDockWidget(Qt::RightDockWidgetArea, right);
    connect(assumptions_, &AssumptionsPanel::scenarioPicked, this, &MainWindow::pickScenario);

    scroll->setMinimumWidth(360);
    browser_->setMinimumWidth(320);
}

// Work in progress, the recompute status and, for a team catalog, which one and as whom.
void MainWindow::addStatusWidgets() {
    work_ = new WorkProgress(this);
    statusBar()->addPermanentWidget(work_);
    status_ = new QLabel(this);
    statusBar()->addPermanentWidget(status_);
    if (store_->isTeam()) {
        // Which team catalog, as whom; offline: says the snapshot is read-only, in orange.
        auto* team = new QLabel(store_->teamStatus(), this);
        team->setObjectName(QStringLiteral("teamStatus"));
        team->setWordWrap(false);
        if (store_->isOfflineSnapshot())
            team->setStyleSheet(QStringLiteral("QLabel { color: #b35900; font-weight: bold; }"));
        statusBar()->addPermanentWidget(team);
    }
}

// What marks the charts stale and redraws the one shown, and what the title follows.
void MainWindow::connectRedraws() {
    connect(controller_, &ScenarioController::pinnedChanged, this, [this] {
        std::fill(stale_.begin(), stale_.end(), true);
        refreshCurrentPage();
    });
    connect(controller_, &ScenarioController::resultsChanged, this, [this] {
        std::fill(stale_.begin(), stale_.end(), true);
        refreshCurrentPage();
        showRecomputeStatus();
        updateTitle();
    });
    // An import or a deletion: the accuracy table and the measured markers are redrawn.
    connect(controller_, &ScenarioController::measurementsChanged, this, [this] {
        std::fill(stale_.begin(), stale_.end(), true);
        refreshCurrentPage();
    });
    // The prediction bands' report, computed on a worker, is ready: drawn in place of
    // "computing…".
    connect(controller_, &ScenarioController::validationReady, this, [this] {
        std::fill(stale_.begin(), stale_.end(), true);
        refreshCurrentPage();
    });
    connect(controller_, &ScenarioController::selectionChanged, this,
            [this] { Settings().setSelectedSystems(controller_->selectedSystems()); });
    connect(controller_, &ScenarioController::errorOccurred, this,
            [this](const QString& m) { reportError(tr("Siliconomics"), m); });
    connect(tabs_, &QTabWidget::currentChanged, this, [this] {
        refreshCurrentPage();
        if (currentPage()) {
            Settings().setCurrentTab(currentPage()->key());
            if (!openedCharts_.contains(currentPage()->key()))
                openedCharts_ << currentPage()->key();
        }
    });
    connect(controller_->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(controller_, &ScenarioController::planChanged, this, &MainWindow::updateTitle);
}

MainWindow::~MainWindow() {
    if (refitWorker_) refitWorker_->wait();
    // ~QWidget deletes the children after this destructor has run, and they emit while
    // dying (tab changes, undo-stack signals): detach them from this object first.
    for (QObject* child : findChildren<QObject*>())
        disconnect(child, nullptr, this, nullptr);
    disconnect(controller_->undoStack(), nullptr, this, nullptr);
}

bool MainWindow::event(QEvent* event) {
    const bool handled = QMainWindow::event(event);
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    return handled;
}

void MainWindow::retranslateTexts() {
    catalogDock_->setWindowTitle(tr("Catalog"));
    assumptionsDock_->setWindowTitle(tr("Assumptions"));
    for (int i = 0; i < tabs_->count(); ++i)
        if (auto* p = qobject_cast<ChartPage*>(tabs_->widget(i)))
            tabs_->setTabText(i, chartTabLabel(p->key()));
    if (const int i = chipPage_ ? tabs_->indexOf(chipPage_) : -1; i >= 0)
        tabs_->setTabText(i, tr("Chip: %1").arg(chipPage_->chipName()));
    buildMenus();
}

void MainWindow::retranslateUi() {
    retranslateTexts();
    if (controller_->lastRecomputeMs() > 0.0 || !status_->text().isEmpty()) showRecomputeStatus();
    // Chart titles, axes, legends and notes are built on refresh, in the current language.
    std::fill(stale_.begin(), stale_.end(), true);
    refreshCurrentPage();
    updateTitle();
}

void MainWindow::showRecomputeStatus() {
    const QString systems = QLocale().toString(qlonglong(controller_->resultCount()));
    const QString ms = QLocale().toString(controller_->lastRecomputeMs(), 'f', 3);
    // The bands are computed only for a tab that draws them: the status never forces them.
    if (!controller_->bandsCurrent()) {
        status_->setText(tr("Recomputed %1 systems in %2 ms").arg(systems, ms));
        return;
    }
    status_->setText(tr("Recomputed %1 systems in %2 ms; uncertainty of %3 in %4 ms")
                         .arg(systems, ms,
                              QLocale().toString(qlonglong(controller_->spread().owned.size())),
                              QLocale().toString(controller_->lastUncertaintyMs(), 'f', 3)));
}

AssumptionRangesDialog* MainWindow::openRangesDialog() {
    if (!ranges_) {
        ranges_ = new AssumptionRangesDialog(controller_, this);
        ranges_->setAttribute(Qt::WA_DeleteOnClose);
    }
    ranges_->show();
    ranges_->raise();
    return ranges_;
}

bool MainWindow::refitEngine() {
    if (refitRunning_) return false;
    QStringList ids, names;
    for (const StoredPoint& p : controller_->measurements()) {
        const QString id = QString::fromStdString(p.system_id);
        if (ids.contains(id)) continue;
        const System* s = controller_->catalog().system(p.system_id);
        ids << id;
        names << (s ? QString::fromStdString(s->name) : id);
    }
    if (ids.isEmpty()) {
        dialogs_->showError(this, tr("Refit engine"),
                            tr("There are no imported measurements to fit on (File > Import "
                               "measurements…)."));
        return false;
    }
    const int at = ids.size() == 1
                       ? 0
                       : dialogs_->chooseItem(this, tr("Refit engine"),
                                              tr("Fit on the imported points of:"), names);
    if (at < 0) return false;
    QString error;
    auto job = controller_->refitJob(ids.at(at), &error);
    if (!job) {
        dialogs_->showError(this, tr("Refit engine"), error);
        return false;
    }
    refitRunning_ = true;
    statusBar()->showMessage(
        tr("Fitting the engine profile on %n point(s) of %1…", nullptr, int(job->inputs.size()))
            .arg(names.at(at)));
    work_->start(tr("Refit"));
    job->progress = work_->reporter();
    auto result = std::make_shared<EngineFit>();
    QThread* worker = QThread::create(
        [result, job = std::move(*job)] { *result = ScenarioController::runRefit(job); });
    worker->setParent(this); // deleted with the window, after the destructor waited for it
    refitWorker_ = worker;
    connect(worker, &QThread::finished, this, [this, worker, result, name = names.at(at)] {
        worker->deleteLater();
        refitWorker_ = nullptr;
        refitRunning_ = false;
        work_->finish();
        if (result->error == kFitCancelled) {
            statusBar()->showMessage(tr("Refit cancelled; nothing was stored."), 5000);
            emit refitFinished(false);
            return;
        }
        QString why;
        if (!controller_->commitRefit(*result, &why)) {
            statusBar()->clearMessage();
            dialogs_->showError(this, tr("Refit engine"), why);
            emit refitFinished(false);
            return;
        }
        const EngineFit& fit = *result;
        QString text = tr("Stored engine profile %1 for %2: median |error| %3 % before, %4 % after")
                           .arg(QString::fromStdString(fit.profile.id), name)
                           .arg(fit.median_abs_error_before * 100.0, 0, 'f', 1)
                           .arg(fit.median_abs_error_after * 100.0, 0, 'f', 1);
        if (fit.loo_median_abs_error)
            text += tr(", leave-one-out %1 %").arg(*fit.loo_median_abs_error * 100.0, 0, 'f', 1);
        text += tr(". Edit > Undo removes it.");
        statusBar()->showMessage(text);
        dialogs_->showWarning(this, tr("Refit engine"), text);
        emit refitFinished(true);
    });
    worker->start();
    return true;
}

ImportMeasurementsDialog* MainWindow::openImportMeasurementsDialog() {
    if (!importMeasurements_) {
        importMeasurements_ = new ImportMeasurementsDialog(controller_, dialogs_.get(), this);
        importMeasurements_->setWorkProgress(work_);
        importMeasurements_->setAttribute(Qt::WA_DeleteOnClose);
        connect(importMeasurements_, &ImportMeasurementsDialog::imported, this,
                [this](int points, const QString& file) {
                    statusBar()->showMessage(ImportMeasurementsDialog::importedText(points, file),
                                             10000);
                    showTab(QStringLiteral("accuracy"));
                });
    }
    importMeasurements_->show();
    importMeasurements_->raise();
    return importMeasurements_;
}

bool MainWindow::exportAccuracyCsv(const QString& path) {
    auto* accuracy = qobject_cast<AccuracyPage*>(page(QStringLiteral("accuracy")));
    if (!accuracy) return false;
    // The table as the controller has it now, even if the tab was never shown.
    accuracy->refreshNow();
    QString error;
    if (!accuracy->writeCsv(path, &error)) {
        reportError(tr("Export accuracy table"), error);
        return false;
    }
    statusBar()->showMessage(tr("Exported %1").arg(path), 5000);
    return true;
}

ScenarioCompareDialog* MainWindow::openCompareDialog() {
    if (!compare_) {
        compare_ = new ScenarioCompareDialog(controller_, store_, dialogs_.get(), this);
        compare_->setAttribute(Qt::WA_DeleteOnClose);
    }
    compare_->show();
    compare_->raise();
    return compare_;
}

ChipCompareDialog* MainWindow::openChipCompareDialog() {
    if (!chipCompare_) {
        chipCompare_ = new ChipCompareDialog(controller_, this);
        chipCompare_->setAttribute(Qt::WA_DeleteOnClose);
    }
    chipCompare_->show();
    chipCompare_->raise();
    return chipCompare_;
}

ChipRankingDialog* MainWindow::openChipRankingDialog() {
    if (!chipRanking_) {
        chipRanking_ = new ChipRankingDialog(controller_, dialogs_.get(), this);
        chipRanking_->setAttribute(Qt::WA_DeleteOnClose);
    }
    chipRanking_->show();
    chipRanking_->raise();
    return chipRanking_;
}

void MainWindow::setDialogProvider(std::unique_ptr<DialogProvider> provider) {
    delete compare_; // they hold the old provider
    delete importMeasurements_;
    delete chipRanking_;
    dialogs_ = std::move(provider);
}

ChartPage* MainWindow::page(const QString& key) const {
    for (ChartPage* p : pages_)
        if (p->key() == key) return p;
    return nullptr;
}

ChartPage* MainWindow::currentPage() const {
    return qobject_cast<ChartPage*>(tabs_->currentWidget());
}

bool MainWindow::showTab(const QString& key) {
    ChartPage* p = page(key);
    if (!p) return false;
    tabs_->setCurrentWidget(p);
    refreshCurrentPage();
    return true;
}

bool MainWindow::showChips(const QString& chipId) {
    browser_->showKind(EntityKind::Chip);
    catalogDock_->show();
    if (chipId.isEmpty()) return true;
    if (!chipPage_) chipPage_ = new ChipPage(controller_, tabs_);
    if (!chipPage_->showChip(chipId)) return false;
    const int i = tabs_->indexOf(chipPage_);
    const QString label = tr("Chip: %1").arg(chipPage_->chipName());
    if (i < 0)
        tabs_->addTab(chipPage_, label);
    else
        tabs_->setTabText(i, label);
    tabs_->setCurrentWidget(chipPage_);
    return true;
}

void MainWindow::refreshCurrentPage() {
    const int i = tabs_->currentIndex();
    if (i < 0 || i >= int(pages_.size()) || !stale_[std::size_t(i)]) return;
    pages_[std::size_t(i)]->refresh();
    stale_[std::size_t(i)] = false;
}

void MainWindow::updateTitle() {
    const QString file = scenarioPath_.isEmpty()
                             ? QString()
                             : QStringLiteral(" — ") + QFileInfo(scenarioPath_).fileName();
    setWindowTitle(QStringLiteral("%1%2%3 — Siliconomics")
                       .arg(QString::fromStdString(controller_->scenario().name), file,
                            controller_->isModified() ? QStringLiteral(" *") : QString()));
}

void MainWindow::reportError(const QString& title, const QString& message) {
    statusBar()->showMessage(message, 10000);
    dialogs_->showError(this, title, message);
}

void MainWindow::refreshScenarioNames() {
    assumptions_->setScenarioNames(store_->scenarioNames(),
                                   QString::fromStdString(controller_->scenario().name));
}

void MainWindow::pickScenario(const QString& name) {
    auto s = store_->scenario(name);
    if (!s) {
        reportError(tr("Scenario"), store_->errorString());
        return;
    }
    scenarioPath_.clear();
    controller_->loadScenario(*s);
    Settings().setLastScenario(name);
    updateTitle();
}

bool MainWindow::openScenarioFile(const QString& path) {
    if (const QString error = loadScenarioFile(path); !error.isEmpty()) {
        reportError(tr("Open scenario"), error + tr("\n\nYour current scenario is unchanged."));
        return false;
    }
    return true;
}

QString MainWindow::loadScenarioFile(const QString& path) {
    QByteArray text;
    QString error;
    if (!db::readTextFile(path, text, &error)) return error;
    const auto parsed = parseScenarioJson(text.toStdString(), path.toStdString());
    if (!parsed.ok) return coreText(parsed.error);
    const auto eff = applyScenarioOverrides(controller_->baseCatalog(), parsed.scenario);
    if (!eff.error.empty()) return path + QStringLiteral(": ") + coreText(eff.error);
    controller_->loadScenario(parsed.scenario);
    scenarioPath_ = path;
    refreshScenarioNames();
    updateTitle();
    return {};
}

bool MainWindow::saveScenarioFile(const QString& path) {
    Scenario s = controller_->scenario();
    if (s.name.empty()) s.name = QFileInfo(path).completeBaseName().toStdString();
    QString error;
    if (!db::SaveFile::write(path, QByteArray::fromStdString(scenarioToJson(s)), &error)) {
        reportError(tr("Save scenario"), error);
        return false;
    }
    scenarioPath_ = path;
    controller_->loadScenario(s); // saved state becomes the reset target
    updateTitle();
    statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
    return true;
}

QStringList MainWindow::openedCharts() const {
    QStringList keys = openedCharts_;
    if (currentPage() && !keys.contains(currentPage()->key())) keys.prepend(currentPage()->key());
    return keys;
}

QStringList MainWindow::reportCharts() const {
    QStringList keys = openedCharts();
    keys.removeAll(QStringLiteral("specs"));
    // The scenario's deployment plan, when it has one.
    if (controller_->scenario().plan && !keys.contains(QStringLiteral("plan")))
        keys << QStringLiteral("plan");
    // The user's own measurements beside the model's predictions, whenever there are any.
    if (!controller_->measurements().empty() && !keys.contains(QStringLiteral("accuracy")))
        keys << QStringLiteral("accuracy");
    return keys;
}

bool MainWindow::exportReport(const QString& path) {
    std::vector<ChartPage*> pages;
    for (const QString& key : reportCharts())
        if (ChartPage* p = page(key)) pages.push_back(p);
    QString error;
    if (!writeReport(controller_, pages, path, &error)) {
        reportError(tr("Export report"), error);
        return false;
    }
    statusBar()->showMessage(tr("Exported %1").arg(path), 5000);
    return true;
}

bool MainWindow::exportCurrentChart(const QString& path) {
    ChartPage* p = currentPage();
    if (!p) return false;
    QString error;
    ExportStyle style;
    style.presentation = presentation_ ? presentation_->isChecked() : true;
    if (!exportPage(p, controller_, path, &error, style)) {
        reportError(tr("Export chart"), error);
        return false;
    }
    statusBar()->showMessage(tr("Exported %1").arg(path), 5000);
    return true;
}

bool MainWindow::exportCurrentTable(const QString& path) {
    // The pages with a table behind their chart.
    ChartPage* p = currentPage();
    std::optional<Workbook> wb;
    if (auto* tco = qobject_cast<TcoChartPage*>(p)) wb = tco->tableWorkbook();
    if (auto* plan = qobject_cast<PlanPage*>(p)) wb = plan->tableWorkbook();
    if (auto* bra = qobject_cast<BuyRentApiPage*>(p)) wb = bra->tableWorkbook();
    if (!wb) {
        reportError(tr("Export table"),
                    tr("This tab has no table to export as .xlsx: the TCO, Plan and "
                       "\"Build, rent or API\" tabs have one (Plan: once its plan is drawn)."));
        return false;
    }
    QString error;
    if (!db::writeWorkbook(*wb, path, &error)) {
        reportError(tr("Export table"), error);
        return false;
    }
    statusBar()->showMessage(tr("Exported %1").arg(path), 5000);
    return true;
}

bool MainWindow::importCatalogFile(const QString& path) {
    QByteArray text;
    QString error;
    if (!db::readTextFile(path, text, &error)) {
        reportError(tr("Import"), error);
        return false;
    }
    const bool json = path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
    auto r = json ? importJson(text.toStdString(), path.toStdString())
                  : importCsv(text.toStdString(), path.toStdString());
    if (!r.ok && r.decimal_ambiguous) {
        // A ';'-separated file whose numbers could be read either way: the user says which.
        const int choice = dialogs_->chooseItem(
            this, tr("Import"),
            tr("%1\n\nHow does this file write decimals?").arg(coreText(r.error)),
            {tr("With a comma: 1,5 is one and a half; 1.500 is fifteen hundred"),
             tr("With a point: 1.5 is one and a half")});
        if (choice < 0) {
            statusBar()->showMessage(tr("Import cancelled; nothing was imported."), 5000);
            return false;
        }
        r = importCsv(text.toStdString(), path.toStdString(), std::nullopt,
                      choice == 0 ? DecimalSeparator::Comma : DecimalSeparator::Point);
    }
    if (!r.ok) {
        reportError(tr("Import"), coreText(r.error) + tr("\n\nNothing was imported."));
        return false;
    }
    if (!store_->importBatch(r.batch)) {
        reportError(tr("Import"), store_->errorString());
        return false;
    }
    controller_->reloadCatalog();
    statusBar()->showMessage(tr("Imported %1 rows from %2").arg(r.batch.size()).arg(path), 5000);
    return true;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    Settings s;
    s.setWindowGeometry(saveGeometry());
    s.setWindowState(saveState());
    event->accept();
}

} // namespace sil::ui
