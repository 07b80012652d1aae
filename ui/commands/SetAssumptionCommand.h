#pragma once
#include <QUndoCommand>

namespace sil::ui {

class ScenarioController;

// One assumption edit. Consecutive edits of the same key (a slider drag, spin-box
// arrows held down) merge into one undo step.
class SetAssumptionCommand : public QUndoCommand {
public:
    SetAssumptionCommand(ScenarioController* controller, QString key, double oldValue,
                         double newValue);
    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    ScenarioController* controller_;
    QString key_;
    double old_;
    double new_;
};

} // namespace sil::ui
