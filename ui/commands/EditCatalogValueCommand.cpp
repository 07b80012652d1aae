#include "EditCatalogValueCommand.h"

#include "CommandIds.h"
#include "ui/ScenarioController.h"

namespace sil::ui {

EditCatalogValueCommand::EditCatalogValueCommand(ScenarioController* controller, EntityKind entity,
                                                 QString id, QString field,
                                                 std::optional<QString> previousOverride,
                                                 std::optional<QString> newOverride, QString label)
    : controller_(controller), entity_(entity), entityId_(std::move(id)), field_(std::move(field)),
      previous_(std::move(previousOverride)), next_(std::move(newOverride)) {
    setText(label);
}

void EditCatalogValueCommand::apply(const std::optional<QString>& value) {
    controller_->writeOverride(entity_, entityId_, field_, value);
}

void EditCatalogValueCommand::undo() {
    apply(previous_);
}
void EditCatalogValueCommand::redo() {
    apply(next_);
}
int EditCatalogValueCommand::id() const {
    return EditCatalogValueId;
}

} // namespace sil::ui
