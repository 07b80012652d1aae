#include "WorkProgress.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QTimer>
#include <QToolButton>
#include <algorithm>

namespace sil::ui {

WorkProgress::WorkProgress(QWidget* parent)
    : QWidget(parent), label_(new QLabel(this)), bar_(new QProgressBar(this)),
      cancel_(new QToolButton(this)), timer_(new QTimer(this)) {
    setObjectName(QStringLiteral("workProgress"));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(label_);
    row->addWidget(bar_);
    row->addWidget(cancel_);
    bar_->setRange(0, 1000);
    bar_->setMaximumWidth(160);
    bar_->setTextVisible(true);
    cancel_->setObjectName(QStringLiteral("workCancel"));
    connect(cancel_, &QToolButton::clicked, this, [this] {
        shared_->cancelled = true;
        cancel_->setEnabled(false);
    });
    timer_->setInterval(100);
    connect(timer_, &QTimer::timeout, this, [this] { bar_->setValue(shared_->permille); });
    retranslate();
    hide();
}

void WorkProgress::retranslate() {
    cancel_->setText(tr("Cancel"));
    cancel_->setToolTip(tr("Stop the work; nothing of it is kept."));
}

void WorkProgress::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void WorkProgress::start(const QString& what) {
    shared_ = std::make_shared<Shared>(); // a worker still running keeps its own
    label_->setText(what);
    bar_->setValue(0);
    cancel_->setEnabled(true);
    timer_->start();
    show();
}

void WorkProgress::finish() {
    timer_->stop();
    hide();
}

std::function<bool(double)> WorkProgress::reporter() const {
    return [shared = shared_](double share) {
        shared->permille = static_cast<int>(std::clamp(share, 0.0, 1.0) * 1000.0);
        return !shared->cancelled;
    };
}

} // namespace sil::ui
