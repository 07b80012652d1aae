#include "EditCatalogValueCommand.h"

#include "CommandIds.h"
#include "ui/ScenarioController.h"

namespace sil::ui {

EditCatalogValueCommand::EditCatalogValueCommand(ScenarioController* controller, EntityKind entity,
                                                 QString id, QString field,
                                                 std::optional<QString> previousOverride,
                                                 std::optional<QString> newOverride, QString label)
    : EditCommand(controller), entity_(entity), entityId_(std::move(id)), field_(std::move(field)),
      previous_(std::move(previousOverride)), next_(std::move(newOverride)) {
    setText(label);
}

bool EditCatalogValueCommand::write(bool forward, QString* error) {
    return controller_->applyCatalogValue(entity_, entityId_, field_, forward ? next_ : previous_,
                                          error);
}

int EditCatalogValueCommand::id() const {
    return EditCatalogValueId;
}

} // namespace sil::ui
