#pragma once
#include "EditCommand.h"

namespace sil::ui {

// The scenario's serving engine ("the scenario chooses, the user can switch"): an
// engine id, or "" for each vendor's default. Consecutive picks merge into one undo step; one
// that ends where it started disappears.
class SetEngineCommand : public EditCommand {
public:
    SetEngineCommand(ScenarioController* controller, QString oldEngine, QString newEngine);
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    bool write(bool forward, QString* error) override;
    QString old_;
    QString new_;
};

} // namespace sil::ui
