#pragma once
// File dialogs and error boxes behind an interface, so GUI tests never block on a modal
// dialog: they install a scripted provider.
#include <QString>

class QWidget;

namespace sil::ui {

class DialogProvider {
public:
    virtual ~DialogProvider() = default;
    virtual QString openFileName(QWidget* parent, const QString& title, const QString& filter);
    virtual QString saveFileName(QWidget* parent, const QString& title, const QString& suggested,
                                 const QString& filter);
    virtual void showError(QWidget* parent, const QString& title, const QString& message);
};

} // namespace sil::ui
