#pragma once
// File dialogs and error boxes behind an interface, so GUI tests never block on a modal
// dialog: they install a scripted provider.
#include <QString>
#include <QStringList>

class QWidget;

namespace sil::ui {

class DialogProvider {
public:
    virtual ~DialogProvider() = default;
    virtual QString openFileName(QWidget* parent, const QString& title, const QString& filter);
    virtual QString saveFileName(QWidget* parent, const QString& title, const QString& suggested,
                                 const QString& filter);
    virtual void showError(QWidget* parent, const QString& title, const QString& message);
    // Something done, with what the user should know about it (an import's warnings).
    virtual void showWarning(QWidget* parent, const QString& title, const QString& message);
    // One of `items`; -1 when the user cancels.
    virtual int chooseItem(QWidget* parent, const QString& title, const QString& label,
                           const QStringList& items);
};

} // namespace sil::ui
