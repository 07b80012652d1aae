#pragma once
// Scripted dialogs for GUI tests: never block; return the path the test set and remember
// every error shown.
#include "ui/widgets/DialogProvider.h"

#include <QString>
#include <QStringList>

namespace sil::test {

class ScriptedDialogs : public ui::DialogProvider {
public:
    QString nextPath;
    QStringList errors;
    QString openFileName(QWidget*, const QString&, const QString&) override { return nextPath; }
    QString saveFileName(QWidget*, const QString&, const QString&, const QString&) override {
        return nextPath;
    }
    void showError(QWidget*, const QString&, const QString& message) override { errors << message; }
    QStringList warnings;
    void showWarning(QWidget*, const QString&, const QString& message) override {
        warnings << message;
    }
    // The answer to the next question (-1: cancel) and every question asked.
    int nextChoice = -1;
    QStringList questions;
    int chooseItem(QWidget*, const QString&, const QString& label, const QStringList&) override {
        questions << label;
        return nextChoice;
    }
};

} // namespace sil::test
