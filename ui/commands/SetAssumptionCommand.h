#pragma once
#include "EditCommand.h"

namespace sil::ui {

// One assumption edit. Consecutive edits of the same key (a slider drag, spin-box
// arrows held down) merge into one undo step; one that ends where it started disappears.
class SetAssumptionCommand : public EditCommand {
public:
    SetAssumptionCommand(ScenarioController* controller, QString key, double oldValue,
                         double newValue);
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    bool write(bool forward, QString* error) override;
    QString key_;
    double old_;
    double new_;
};

} // namespace sil::ui
