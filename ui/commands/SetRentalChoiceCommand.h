#pragma once
#include "EditCommand.h"
#include "ui/ScenarioController.h"

namespace sil::ui {

// The scenario's rental term and whether analysts' reference rates may price rented figures.
// Consecutive picks merge into one undo step; one that ends where it started disappears.
class SetRentalChoiceCommand : public EditCommand {
public:
    using Choice = ScenarioController::RentalChoice;
    SetRentalChoiceCommand(ScenarioController* controller, Choice oldChoice, Choice newChoice);
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    bool write(bool forward, QString* error) override;
    Choice old_;
    Choice new_;
};

} // namespace sil::ui
