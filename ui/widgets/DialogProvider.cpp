#include "DialogProvider.h"

#include <QFileDialog>
#include <QInputDialog>
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

void DialogProvider::showWarning(QWidget* parent, const QString& title, const QString& message) {
    QMessageBox::information(parent, title, message);
}

int DialogProvider::chooseItem(QWidget* parent, const QString& title, const QString& label,
                               const QStringList& items) {
    bool ok = false;
    const QString chosen = QInputDialog::getItem(parent, title, label, items, 0, false, &ok);
    return ok ? static_cast<int>(items.indexOf(chosen)) : -1;
}

} // namespace sil::ui
