#include "DialogProvider.h"

#include <QFileDialog>
#include <QMessageBox>

namespace sil::ui {

QString DialogProvider::openFileName(QWidget* parent, const QString& title, const QString& filter) {
    return QFileDialog::getOpenFileName(parent, title, QString(), filter);
}

QString DialogProvider::saveFileName(QWidget* parent, const QString& title,
                                     const QString& suggested, const QString& filter) {
    return QFileDialog::getSaveFileName(parent, title, suggested, filter);
}

void DialogProvider::showError(QWidget* parent, const QString& title, const QString& message) {
    QMessageBox::warning(parent, title, message);
}

} // namespace sil::ui
