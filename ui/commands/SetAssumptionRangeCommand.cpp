#include "SetAssumptionRangeCommand.h"

#include "CommandIds.h"
#include "ui/ScenarioController.h"

namespace sil::ui {

SetAssumptionRangeCommand::SetAssumptionRangeCommand(ScenarioController* controller, QString key,
                                                     Range oldRange, Range newRange)
    : controller_(controller), key_(std::move(key)), old_(oldRange), new_(newRange) {
    const AssumptionDef* def = findAssumption(key_.toStdString());
    const QString label = def ? QString::fromStdString(def->label) : key_;
    setText(new_ ? QObject::tr("Set range of %1").arg(label)
                 : QObject::tr("Clear range of %1").arg(label));
}

void SetAssumptionRangeCommand::undo() {
    controller_->applyAssumptionRange(key_, old_);
}
void SetAssumptionRangeCommand::redo() {
    controller_->applyAssumptionRange(key_, new_);
}
int SetAssumptionRangeCommand::id() const {
    return SetAssumptionRangeId;
}

bool SetAssumptionRangeCommand::mergeWith(const QUndoCommand* other) {
    const auto* o = static_cast<const SetAssumptionRangeCommand*>(other);
    if (o->key_ != key_) return false;
    new_ = o->new_;
    setObsolete(new_ == old_);
    return true;
}

} // namespace sil::ui
