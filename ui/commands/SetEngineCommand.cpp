#include "SetEngineCommand.h"

#include "CommandIds.h"
#include "ui/ScenarioController.h"

namespace sil::ui {

SetEngineCommand::SetEngineCommand(ScenarioController* controller, QString oldEngine,
                                   QString newEngine)
    : EditCommand(controller), old_(std::move(oldEngine)), new_(std::move(newEngine)) {
    setText(QObject::tr("Set serving engine"));
}

bool SetEngineCommand::write(bool forward, QString* error) {
    return controller_->applyEngine(forward ? new_ : old_, error);
}

int SetEngineCommand::id() const {
    return SetEngineId;
}

// `other` has been written already (pushIfApplied): only its new value is taken over.
bool SetEngineCommand::mergeWith(const QUndoCommand* other) {
    new_ = static_cast<const SetEngineCommand*>(other)->new_;
    setObsolete(new_ == old_);
    return true;
}

} // namespace sil::ui
