#include "EditCommand.h"

#include "ui/ScenarioController.h"

#include <QUndoStack>

namespace sil::ui {

void EditCommand::redo() {
    if (pushing_) {
        pushing_ = false; // pushIfApplied() did this write
        return;
    }
    writeAndReport(true);
}

void EditCommand::undo() {
    writeAndReport(false);
}

void EditCommand::writeAndReport(bool forward) {
    error_.clear();
    written_ = write(forward, &error_);
    // Undo and redo come from the Edit menu, not from a caller that could show the error:
    // the controller reports it (as a dialog in the window). The stack's index has moved, but
    // the value is what the store holds, so the next undo or redo writes over it again.
    if (!written_) emit controller_->errorOccurred(error_);
}

bool pushIfApplied(QUndoStack* stack, std::unique_ptr<EditCommand> command, QString* error) {
    command->error_.clear();
    command->written_ = command->write(true, &command->error_);
    if (!command->written_) {
        if (error) *error = command->error_;
        return false;
    }
    command->pushing_ = true;
    stack->push(command.release());
    return true;
}

} // namespace sil::ui
