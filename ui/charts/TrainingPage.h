#pragma once
#include "ChartPage.h"

#include "core/workload/workload.h"

class QComboBox;

namespace sil {
struct DeadlinePlan;
}

namespace sil::ui {

// Training a model: days (or owned USD) per chosen system for one run, stacked by what the
// step time goes to, with the parallel layout each system uses.
class TrainingPage : public ChartPage {
    Q_OBJECT
public:
    explicit TrainingPage(ScenarioController* c, QWidget* parent = nullptr);
    QString key() const override { return QStringLiteral("training"); }
    QString title() const override;
    void refresh() override;

protected:
    QStringList assumptionCaption() const override;

private:
    bool usdView() const;
    double deadlineDays() const; // 0: none
    // Days (or owned USD) on the GPUs chosen, stacked by where the step time goes.
    void refreshOnChosenGpus(const LlmModel& model, const TrainingQuery& q);
    // What the view leaves out: the cash view's deadline, the whiskers days do not have.
    void prependViewNotes(QStringList& notes, bool banded) const;
    // The fewest GPUs per system that finish by the deadline, interruptions counted.
    void refreshByDeadline(const LlmModel& model, const TrainingQuery& q);
    // A deadline plan's cluster and what it costs: owned and kept, owned and sold after the
    // run, and the cheapest rental, each for the effective days.
    QString deadlineCostNote(const QString& system, const DeadlinePlan& p) const;
    // The first selected system that meets the deadline: its cash month by month, owned and
    // sold after the run against the cheapest rental (TrainingCash.cpp).
    bool cashView() const;
    void refreshCashByMonth(const LlmModel& model, const TrainingQuery& q);
    void drawCash(const System& system, const DeadlinePlan& plan, QStringList& notes);
    QComboBox* model_;
    QComboBox* gpus_;
    QComboBox* tokens_;
    QComboBox* format_;
    QComboBox* metric_;
    QComboBox* deadline_;
};

} // namespace sil::ui
