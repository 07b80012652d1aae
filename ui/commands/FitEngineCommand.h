#pragma once
#include "EditCommand.h"

#include "core/catalog/catalog.h"

#include <optional>

namespace sil::ui {

// A profile fitted on one system's imported points, stored in the
// user's database as an engine row; undo deletes it, or puts back the row an earlier fit of
// the same system and engine had stored under the same id.
class FitEngineCommand : public EditCommand {
public:
    FitEngineCommand(ScenarioController* controller, EngineProfile fitted,
                     std::optional<EngineProfile> replaced);

private:
    bool write(bool forward, QString* error) override;
    EngineProfile fitted_;
    std::optional<EngineProfile> replaced_;
};

} // namespace sil::ui
