#include "SetAssumptionRangeCommand.h"

#include "CommandIds.h"
#include "ui/ScenarioController.h"

namespace sil::ui {

SetAssumptionRangeCommand::SetAssumptionRangeCommand(ScenarioController* controller, QString key,
                                                     Range oldRange, Range newRange)
    : EditCommand(controller), key_(std::move(key)), old_(oldRange), new_(newRange) {
    const AssumptionDef* def = findAssumption(key_.toStdString());
    const QString label = def ? QString::fromStdString(def->label) : key_;
    setText(new_ ? QObject::tr("Set range of %1").arg(label)
                 : QObject::tr("Clear range of %1").arg(label));
}

bool SetAssumptionRangeCommand::write(bool forward, QString* error) {
    return controller_->applyAssumptionRange(key_, forward ? new_ : old_, error);
}

int SetAssumptionRangeCommand::id() const {
    return SetAssumptionRangeId;
}

// `other` has been written already (pushIfApplied): only its new range is taken over.
bool SetAssumptionRangeCommand::mergeWith(const QUndoCommand* other) {
    const auto* o = static_cast<const SetAssumptionRangeCommand*>(other);
    if (o->key_ != key_) return false;
    new_ = o->new_;
    setObsolete(new_ == old_);
    return true;
}

} // namespace sil::ui
