#include "NoteLines.h"

#include <QLabel>
#include <QVBoxLayout>

namespace sil::ui {

NoteLines::NoteLines(QWidget* parent) : QWidget(parent) {
    layout_ = new QVBoxLayout(this);
    layout_->setContentsMargins(0, 0, 0, 0);
    layout_->setSpacing(0);
}

void NoteLines::setLines(const QStringList& lines) {
    while (labels_.size() < std::size_t(lines.size())) {
        auto* label = new QLabel(this);
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        label->setStyleSheet(QStringLiteral("color: #555;"));
        layout_->addWidget(label);
        labels_.push_back(label);
    }
    for (std::size_t i = 0; i < labels_.size(); ++i) {
        QLabel* label = labels_[i];
        if (i < std::size_t(lines.size())) {
            label->setText(lines[qsizetype(i)]); // the same text: no layout, no paint
            label->show();
        } else {
            label->hide();
        }
    }
    shown_ = lines.size();
}

QStringList NoteLines::lines() const {
    QStringList out;
    for (qsizetype i = 0; i < shown_; ++i)
        out << labels_[std::size_t(i)]->text();
    return out;
}

} // namespace sil::ui
