#include "SetAssumptionCommand.h"

#include "ui/CoreText.h"

#include "CommandIds.h"
#include "ui/ScenarioController.h"

#include "core/economics/assumptions.h"

namespace sil::ui {

SetAssumptionCommand::SetAssumptionCommand(ScenarioController* controller, QString key,
                                           double oldValue, double newValue)
    : EditCommand(controller), key_(std::move(key)), old_(oldValue), new_(newValue) {
    const AssumptionDef* def = findAssumption(key_.toStdString());
    setText(QObject::tr("Set %1").arg(def ? coreText(def->label) : key_));
}

bool SetAssumptionCommand::write(bool forward, QString* error) {
    return controller_->applyAssumption(key_, forward ? new_ : old_, error);
}

int SetAssumptionCommand::id() const {
    return SetAssumptionId;
}

// `other` has been written already (pushIfApplied): only its new value is taken over.
bool SetAssumptionCommand::mergeWith(const QUndoCommand* other) {
    const auto* o = static_cast<const SetAssumptionCommand*>(other);
    if (o->key_ != key_) return false;
    new_ = o->new_;
    setObsolete(new_ == old_);
    return true;
}

} // namespace sil::ui
