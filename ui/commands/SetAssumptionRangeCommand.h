#pragma once
#include "core/assumptions.h"

#include <QUndoCommand>
#include <optional>

namespace sil::ui {

class ScenarioController;

// Sets or clears one assumption's range (what the uncertainty bands draw over). Consecutive
// edits of the same key's range merge into one undo step.
class SetAssumptionRangeCommand : public QUndoCommand {
public:
    using Range = std::optional<AssumptionRange>;
    SetAssumptionRangeCommand(ScenarioController* controller, QString key, Range oldRange,
                              Range newRange);
    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    ScenarioController* controller_;
    QString key_;
    Range old_;
    Range new_;
};

} // namespace sil::ui
