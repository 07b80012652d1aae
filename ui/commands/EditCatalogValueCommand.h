#pragma once
#include "EditCommand.h"

#include "core/catalog/fields.h"

#include <optional>

namespace sil::ui {

// Writes (or reverts, when the new value is nullopt) one value in the user's overlay; undo
// restores the previous overlay state of that value exactly. Typed catalog edits do not merge:
// each is its own undo step (id() is only the central id, CommandIds.h).
class EditCatalogValueCommand : public EditCommand {
public:
    EditCatalogValueCommand(ScenarioController* controller, EntityKind entity, QString id,
                            QString field, std::optional<QString> previousOverride,
                            std::optional<QString> newOverride, QString label);
    int id() const override;

private:
    bool write(bool forward, QString* error) override;
    EntityKind entity_;
    QString entityId_;
    QString field_;
    std::optional<QString> previous_;
    std::optional<QString> next_;
};

} // namespace sil::ui
