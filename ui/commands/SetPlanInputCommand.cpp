#include "SetPlanInputCommand.h"

#include "CommandIds.h"
#include "ui/ScenarioController.h"

namespace sil::ui {

SetPlanInputCommand::SetPlanInputCommand(ScenarioController* controller, PlanPage* page,
                                         QString field, const QString& label, PlanInputs oldInputs,
                                         PlanInputs newInputs)
    : EditCommand(controller), page_(page), field_(std::move(field)), old_(std::move(oldInputs)),
      new_(std::move(newInputs)), oldScenarioPlan_(controller->scenario().plan) {
    setText(QObject::tr("Set %1").arg(label));
}

bool SetPlanInputCommand::write(bool forward, QString* error) {
    if (!page_) {
        if (error) *error = QObject::tr("The Plan tab is closed: its inputs cannot be changed.");
        return false;
    }
    controller_->applyPlan(forward ? std::optional<PlanInputs>(new_) : oldScenarioPlan_);
    page_->applyInputs(forward ? new_ : old_);
    return true;
}

int SetPlanInputCommand::id() const {
    return SetPlanInputId;
}

// `other` has been written already (pushIfApplied): only its new inputs are taken over.
bool SetPlanInputCommand::mergeWith(const QUndoCommand* other) {
    const auto* o = static_cast<const SetPlanInputCommand*>(other);
    if (o->field_ != field_ || o->page_ != page_) return false;
    new_ = o->new_;
    // Back where it started: the step goes (QUndoStack deletes it without undoing it), so the
    // scenario gets back the plan it had, or none.
    if (new_ == old_) {
        controller_->applyPlan(oldScenarioPlan_);
        setObsolete(true);
    }
    return true;
}

} // namespace sil::ui
