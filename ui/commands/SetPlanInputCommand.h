#pragma once
#include "EditCommand.h"

#include "ui/charts/PlanPage.h"

#include <QPointer>

namespace sil::ui {

// One edit of the Plan tab's inputs (the traffic, its service level, the demand, the layout,
// the model and the weights): the whole inputs before and after, written through
// PlanPage::applyInputs, which shows them in the controls and replans. Consecutive edits of the
// same field of the same page (spin-box arrows held down, typing a number) merge into one undo
// step; one that ends where it started disappears.
//
// The inputs are the scenario's (saved with it, so it reopens with the same plan) and the
// page's (saved with the window's settings, given to an export). Undoing the first edit of a
// scenario that had no plan, or edits that end where they started, leave it with none again,
// so it is no longer modified. The step
// lives on the controller's undo stack with the scenario's other edits, so Edit > Undo walks
// through both in the order they were made.
class SetPlanInputCommand : public EditCommand {
public:
    SetPlanInputCommand(ScenarioController* controller, PlanPage* page, QString field,
                        const QString& label, PlanInputs oldInputs, PlanInputs newInputs);
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    bool write(bool forward, QString* error) override;
    QPointer<PlanPage> page_;
    QString field_;
    PlanInputs old_;
    PlanInputs new_;
    std::optional<PlanInputs> oldScenarioPlan_;
};

} // namespace sil::ui
