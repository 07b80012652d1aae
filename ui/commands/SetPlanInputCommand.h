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
// The inputs are the page's state (saved with the window's settings, given to an export), not
// the scenario's: a scenario file holds no traffic. The step lives on the controller's undo
// stack with the scenario's edits, so Edit > Undo walks through both in the order they were
// made.
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
};

} // namespace sil::ui
