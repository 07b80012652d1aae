#include "SetRentalChoiceCommand.h"

#include "CommandIds.h"

namespace sil::ui {

SetRentalChoiceCommand::SetRentalChoiceCommand(ScenarioController* controller, Choice oldChoice,
                                               Choice newChoice)
    : EditCommand(controller), old_(oldChoice), new_(newChoice) {
    setText(QObject::tr("Set rental term"));
}

bool SetRentalChoiceCommand::write(bool forward, QString* error) {
    (void)error; // every term is valid
    return controller_->applyRentalChoice(forward ? new_ : old_);
}

int SetRentalChoiceCommand::id() const {
    return SetRentalChoiceId;
}

// `other` has been written already (pushIfApplied): only its new value is taken over.
bool SetRentalChoiceCommand::mergeWith(const QUndoCommand* other) {
    new_ = static_cast<const SetRentalChoiceCommand*>(other)->new_;
    setObsolete(new_ == old_);
    return true;
}

} // namespace sil::ui
