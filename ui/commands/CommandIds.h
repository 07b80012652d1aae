#pragma once
// Central QUndoCommand ids: commands with the same id may merge (QUndoCommand::mergeWith).
namespace sil::ui {
enum CommandId {
    SetAssumptionId = 1,
    EditCatalogValueId = 2,
    SetAssumptionRangeId = 3,
    SetEngineId = 4,
    SetPlanInputId = 5,
    SetRentalChoiceId = 6,
};
} // namespace sil::ui
