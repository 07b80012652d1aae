#include "FitEngineCommand.h"

#include "ui/ScenarioController.h"

namespace sil::ui {

FitEngineCommand::FitEngineCommand(ScenarioController* controller, EngineProfile fitted,
                                   std::optional<EngineProfile> replaced)
    : EditCommand(controller), fitted_(std::move(fitted)), replaced_(std::move(replaced)) {
    setText(QObject::tr("Fit %1 on %2")
                .arg(QString::fromStdString(fitted_.engine_id),
                     QString::fromStdString(fitted_.system_id)));
}

bool FitEngineCommand::write(bool forward, QString* error) {
    if (forward) return controller_->applyEngineRow(fitted_, QString(), error);
    return controller_->applyEngineRow(replaced_, QString::fromStdString(fitted_.id), error);
}

} // namespace sil::ui
