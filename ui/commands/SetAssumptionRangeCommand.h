#pragma once
#include "EditCommand.h"

#include "core/economics/assumptions.h"

#include <optional>

namespace sil::ui {

// Sets or clears one assumption's range (what the uncertainty bands draw over). Consecutive
// edits of the same key's range merge into one undo step; one that ends where it started
// disappears.
class SetAssumptionRangeCommand : public EditCommand {
public:
    using Range = std::optional<AssumptionRange>;
    SetAssumptionRangeCommand(ScenarioController* controller, QString key, Range oldRange,
                              Range newRange);
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    bool write(bool forward, QString* error) override;
    QString key_;
    Range old_;
    Range new_;
};

} // namespace sil::ui
