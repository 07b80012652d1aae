#pragma once
#include "core/fields.h"

#include <QUndoCommand>
#include <optional>

namespace sil::ui {

class ScenarioController;

// Writes (or reverts, when newText is nullopt) one value in the user's overlay; undo
// restores the previous overlay state of that value exactly.
class EditCatalogValueCommand : public QUndoCommand {
public:
    EditCatalogValueCommand(ScenarioController* controller, EntityKind entity, QString id,
                            QString field, std::optional<QString> previousOverride,
                            std::optional<QString> newOverride, QString label);
    void undo() override;
    void redo() override;
    int id() const override;

private:
    void apply(const std::optional<QString>& value);
    ScenarioController* controller_;
    EntityKind entity_;
    QString entityId_;
    QString field_;
    std::optional<QString> previous_;
    std::optional<QString> next_;
};

} // namespace sil::ui
