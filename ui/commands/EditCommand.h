#pragma once
// The base of every edit command: the command does its own write. redo() writes the new value
// and undo() the old one, both through the controller's one write function for that kind of
// value (ScenarioController::applyCatalogValue / applyAssumption / applyAssumptionRange), so
// doing, undoing and redoing an edit take the same path. Edits are pushed with pushIfApplied():
// a write that fails (a viewer's team role, a value outside the field's range, a disk error)
// leaves no command on the stack.
#include <QString>
#include <QUndoCommand>
#include <memory>

class QUndoStack;

namespace sil::ui {

class ScenarioController;

class EditCommand : public QUndoCommand {
public:
    void redo() final;
    void undo() final;
    // Whether the last write (do, undo or redo) succeeded, and why not.
    bool written() const { return written_; }
    QString errorString() const { return error_; }

protected:
    explicit EditCommand(ScenarioController* controller) : controller_(controller) {}
    // Writes the new value (`forward`) or the old one; false with the reason in `error`, and
    // then nothing was changed.
    virtual bool write(bool forward, QString* error) = 0;
    ScenarioController* controller_;

private:
    friend bool pushIfApplied(QUndoStack* stack, std::unique_ptr<EditCommand> command,
                              QString* error);
    void writeAndReport(bool forward);
    bool pushing_ = false; // the next redo() is QUndoStack::push's: pushIfApplied wrote already
    bool written_ = false;
    QString error_;
};

// Writes `command`'s new value (its first redo) and pushes it only if that succeeded: false with
// the reason in `error`, the command deleted, the stack untouched. Once pushed, the command may
// merge into the top command (mergeWith) and disappear if it made that one obsolete.
//
// Why a helper rather than letting QUndoStack::push() do the first redo(): push() has no way to
// refuse a command whose redo() failed. It would be on the stack (an undo step that did nothing,
// whose undo writes a value nobody asked for), or, marked obsolete, silently dropped with no
// error for the caller to show. So the write happens here first, and push() is told to skip the
// redo() it always calls (the command's `pushing_` flag), so each edit is written exactly once.
bool pushIfApplied(QUndoStack* stack, std::unique_ptr<EditCommand> command, QString* error);

} // namespace sil::ui
