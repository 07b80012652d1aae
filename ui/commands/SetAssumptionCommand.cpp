#include "SetAssumptionCommand.h"

#include "ui/CoreText.h"

#include "CommandIds.h"
#include "ui/ScenarioController.h"

#include "core/assumptions.h"

namespace sil::ui {

SetAssumptionCommand::SetAssumptionCommand(ScenarioController* controller, QString key,
                                           double oldValue, double newValue)
    : controller_(controller), key_(std::move(key)), old_(oldValue), new_(newValue) {
    const AssumptionDef* def = findAssumption(key_.toStdString());
    setText(QObject::tr("Set %1").arg(def ? coreText(def->label) : key_));
}

void SetAssumptionCommand::undo() {
    controller_->applyAssumption(key_, old_);
}
void SetAssumptionCommand::redo() {
    controller_->applyAssumption(key_, new_);
}
int SetAssumptionCommand::id() const {
    return SetAssumptionId;
}

bool SetAssumptionCommand::mergeWith(const QUndoCommand* other) {
    const auto* o = static_cast<const SetAssumptionCommand*>(other);
    if (o->key_ != key_) return false;
    new_ = o->new_;
    setObsolete(new_ == old_);
    return true;
}

} // namespace sil::ui
