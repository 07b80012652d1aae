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
};

} // namespace sil::test
