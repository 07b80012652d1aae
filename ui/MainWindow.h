#pragma once
// The main window: catalog browser (left), chart tabs (centre), assumptions (right).
#include "widgets/DialogProvider.h"

#include <QMainWindow>
#include <QPointer>
#include <memory>
#include <utility>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QTabWidget;

namespace sil::db {
class CatalogStore;
}

class QThread;

namespace sil::ui {

class AssumptionsPanel;
class CatalogBrowser;
class ChartPage;
class ChipCompareDialog;
class ChipRankingDialog;
class ScenarioCompareDialog;
class AssumptionRangesDialog;
class ImportMeasurementsDialog;
class ScenarioController;
class ChipPage;
class Settings;
class WorkProgress;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `startupError`: shown once the window is up (e.g. the user database was unusable
    // and the app fell back to the shipped catalog).
    MainWindow(db::CatalogStore* store, QWidget* parent = nullptr);
    ~MainWindow() override;

    ScenarioController* controller() const { return controller_; }
    AssumptionsPanel* assumptionsPanel() const { return assumptions_; }
    CatalogBrowser* catalogBrowser() const { return browser_; }
    ChartPage* page(const QString& key) const;
    ChartPage* currentPage() const;
    bool showTab(const QString& key);
    // The catalog's Chips list, and with an id, that chip's page (every field with its
    // evidence, the systems built on it) as a tab of its own. False for an unknown id.
    bool showChips(const QString& chipId = {});
    ChipPage* chipPage() const { return chipPage_; }
    QString scenarioFilePath() const { return scenarioPath_; }

    // Test seam: replaces file dialogs and message boxes.
    void setDialogProvider(std::unique_ptr<DialogProvider> provider);

    bool openScenarioFile(const QString& path);
    // Loads the scenario file at `path` (the CLI's scenario JSON) without asking anyone: "" when
    // loaded, else what is wrong, naming the file and the field; the current scenario is then
    // unchanged.
    QString loadScenarioFile(const QString& path);
    bool saveScenarioFile(const QString& path);
    bool exportCurrentChart(const QString& path);
    // File > Export table as .xlsx: the current tab's table as a workbook whose costs are
    // formulas over its assumptions (TCO, Plan, "Build, rent or API"); false, saying why,
    // otherwise.
    bool exportCurrentTable(const QString& path);
    // File > Export report: every chart opened this session (the current one first if never
    // left), the scenario, assumptions, n/a list and sources, as one PDF.
    bool exportReport(const QString& path);
    QStringList openedCharts() const;
    // What the report draws: the opened charts (not the specs table), and the accuracy chart
    // when the user database holds measurements.
    QStringList reportCharts() const;
    bool importCatalogFile(const QString& path);
    // File > Compare scenarios…: shows the non-modal comparison (one at a time) and returns it.
    ScenarioCompareDialog* openCompareDialog();
    ChipCompareDialog* openChipCompareDialog();
    // Edit > Rank chips…: every chip ranked by a chosen measure (one at a time).
    ChipRankingDialog* openChipRankingDialog();
    // Edit > Assumption ranges…: the non-modal range editor (one at a time).
    AssumptionRangesDialog* openRangesDialog();
    // File > Import measurements…: the non-modal import dialog (one at a time). A successful
    // import shows the Accuracy tab.
    ImportMeasurementsDialog* openImportMeasurementsDialog();
    // The Accuracy tab's table as CSV (its "Export table (CSV)…" button asks for the path).
    bool exportAccuracyCsv(const QString& path);
    void reportError(const QString& title, const QString& message);
    // The Accuracy tab's "Refit engine…": asks which system (of those with imported points),
    // fits off the GUI thread, stores the profile as one undoable step and says what changed.
    // False when nothing was started (no points, cancelled, a fit already running).
    bool refitEngine();
    bool refitRunning() const { return refitRunning_; }
    // The status bar's bar and Cancel button of work running off the GUI thread.
    WorkProgress* workProgress() const { return work_; }

signals:
    // A refit started by refitEngine() ended: `ok` whether a profile was stored.
    void refitFinished(bool ok);

protected:
    void closeEvent(QCloseEvent* event) override;
    // LanguageChange reaches every child first (each retranslates its own texts), then the
    // window's own texts, menus and the current chart are rebuilt.
    bool event(QEvent* event) override;

private:
    void addChartTabs(const Settings& settings);
    void addDocks();
    void addStatusWidgets();
    void connectRedraws();
    bool refitRunning_ = false;
    WorkProgress* work_ = nullptr;
    QThread* refitWorker_ = nullptr; // waited for on close: a running QThread must not die
    void buildMenus();
    void addScenarioActions(QMenu* file);
    void addCatalogActions(QMenu* file);
    void addExportActions(QMenu* file);
    std::pair<QAction*, QAction*> addEditActions(QMenu* edit);
    void addViewActions(QMenu* view);
    void addHelpActions(QMenu* help);
    void retranslateTexts(); // docks, tabs, menus
    void retranslateUi();    // and the status line, the title and the current chart
    void showRecomputeStatus();
    void pickScenario(const QString& name);
    void refreshScenarioNames();
    void updateTitle();
    void refreshCurrentPage();

    db::CatalogStore* store_;
    ScenarioController* controller_;
    CatalogBrowser* browser_;
    AssumptionsPanel* assumptions_;
    QTabWidget* tabs_;
    QLabel* status_;
    QAction* presentation_ = nullptr;
    QDockWidget* catalogDock_ = nullptr;
    QDockWidget* assumptionsDock_ = nullptr;
    // What buildMenus made (menus, undo/redo actions), deleted when the menus are rebuilt.
    std::vector<QObject*> menuObjects_;
    std::vector<ChartPage*> pages_;
    std::vector<bool> stale_;
    std::unique_ptr<DialogProvider> dialogs_;
    QString scenarioPath_;
    QPointer<ScenarioCompareDialog> compare_;
    QPointer<ChipCompareDialog> chipCompare_;
    QPointer<ChipRankingDialog> chipRanking_;
    ChipPage* chipPage_ = nullptr;
    QStringList openedCharts_; // chart keys in the order the user opened them
    QPointer<AssumptionRangesDialog> ranges_;
    QPointer<ImportMeasurementsDialog> importMeasurements_;
};

} // namespace sil::ui
