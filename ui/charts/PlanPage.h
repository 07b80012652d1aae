#pragma once
#include "ChartPage.h"
#include "PlanState.h"
#include "PredictionBands.h"

#include "core/economics/workbook.h"
#include "core/serving/planner.h"

#include <cstdint>
#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;
class QTableWidget;

namespace sil::ui {

class PlanWorker;

// Plan a deployment: the traffic, its service level and a demand (requests a
// minute, or a facility power budget) in; every chosen system ranked by what a million tokens
// cost on the cheapest layout that meets the service level, with its fleet in the table below.
//
// Many systems (kWorkerPlanSystems or more) are planned on a worker thread so that an edit
// never holds the window: each refresh takes a generation number and a worker's answer is
// drawn only if no refresh came after it (the chart keeps the last answer until then). Fewer
// are planned at once, on the GUI thread, so the chart follows an edit in the same frame.
// Exports and the report always plan at once.
class PlanPage : public ChartPage {
    Q_OBJECT
public:
    explicit PlanPage(ScenarioController* c, QWidget* parent = nullptr);
    QString key() const override { return QStringLiteral("plan"); }
    QString title() const override;
    void refresh() override;
    // The results drawn as a workbook with live formulas (File > Export table as .xlsx); none
    // while a plan is still running or when nothing was planned.
    std::optional<Workbook> tableWorkbook() const;
    // What the last refresh planned, cheapest first (tests and the table read it).
    const std::vector<PlanResult>& results() const { return results_; }
    PlanQuery query() const;
    const PlanInputs& inputs() const { return inputs_; }
    // Shows `inputs` in the controls and replans: what SetPlanInputCommand's do, undo and redo
    // write (beside the scenario's copy), and what opening a scenario with a plan shows.
    // Announces stateChanged().
    void applyInputs(const PlanInputs& inputs);
    // The systems at which planning moves to a worker thread: from where planAll spreads over
    // the cores (64 systems, ~10 ms on one core in a Release build at ~0.16 ms a system); the
    // ~43 shipped systems plan in ~7 ms, within the frame of the edit.
    static constexpr std::size_t kWorkerPlanSystems = 64;
    // Plan on the GUI thread whatever the number of systems (benchmarks); nothing is then
    // checked by simulation either.
    void setPlanOnWorker(bool on) { planOnWorker_ = on; }
    // A worker is planning for the current inputs; results() are an earlier answer's.
    bool planning() const { return pending_; }
    // Up to this many systems, the analytic answer drawn is then checked by simulation on a
    // worker (each chosen layout run under its engine's scheduler, the fleet re-sized to the
    // replicas the simulated engine needs, P99s reported) and drawn again when that is done:
    // the shipped catalog's 43 take about 0.2 s over two cores in a Release build.
    static constexpr std::size_t kSimulatedPlanSystems = 64;
    // The drawn answer is being checked by simulation; results() are the analytic answer.
    bool simulating() const { return simulating_; }
    // The drawn answer was checked by simulation (results() carry `simulated`).
    bool simulated() const { return simulated_; }
    // A worker still plans or checks the answer (a snapshot waits for it).
    bool busy() const override { return pending_ || simulating_; }
    // Which refresh the drawn results answer (each refresh takes the next number).
    std::uint64_t generation() const { return drawnGeneration_; }

signals:
    // The results of the latest refresh have been drawn (at once, or when its worker finished).
    void planned();

protected:
    QStringList assumptionCaption() const override;
    // The table's headers and n/a cells follow the language at once (the chart at its refresh).
    void retranslateUi() override;

private:
    void createControls();
    void layOutControls();
    void connectEdits();
    bool powerBudget() const;
    QString view() const;
    // What the controls show over the applied inputs.
    PlanInputs readInputs() const;
    // Shows `in` as far as the controls offer it and takes what they then hold, without an
    // undo step or a replan (page state restored, a scenario opened).
    void adoptInputs(PlanInputs in);
    void showInputs(const PlanInputs& inputs);
    // A control changed: pushes one undoable edit of `field` from the applied inputs to what
    // the controls now show.
    void editInput(const QString& field, const char* label);
    void planOnWorker(std::uint64_t generation, const std::vector<const System*>& systems,
                      const LlmModel& model, const PlanQuery& q);
    void checkBySimulation(std::uint64_t generation, const std::vector<const System*>& systems,
                           const LlmModel& model, const PlanQuery& q);
    QString simulationNote() const;
    void draw(const PlanQuery& q, const std::string& modelId);
    std::vector<SystemBar> planBars(const PlanQuery& q, QStringList& notes, QStringList& rented,
                                    int& banded, std::vector<SystemBand>& predictions);
    void drawPlanBars(std::vector<SystemBar> bars);
    QStringList layoutNotes() const;
    QString measuredNote(const std::string& modelId) const;
    void fillTable();
    QString goodputHelp() const;
    QComboBox* model_;
    QComboBox* format_;
    QComboBox* demandKind_;
    QDoubleSpinBox* demand_;
    QSpinBox* prompt_;
    QSpinBox* output_;
    QDoubleSpinBox* cached_;
    QDoubleSpinBox* ttft_;
    QDoubleSpinBox* ttftP90_;
    QSpinBox* perUser_;
    QDoubleSpinBox* tpotP99_;
    QDoubleSpinBox* peak_;
    QComboBox* layoutKind_;
    QComboBox* view_;
    QTableWidget* table_;
    PlanInputs inputs_;
    std::vector<PlanResult> results_;
    bool planOnWorker_ = true;
    bool pending_ = false;
    bool simulating_ = false;
    bool simulated_ = false;
    std::uint64_t drawnGeneration_ = 0; // of the results drawn
    PlanWorker* worker_;                // the page's child: counts every refresh's generation
    QStringList drawnNotes_;            // the notes of the results drawn
};

} // namespace sil::ui
