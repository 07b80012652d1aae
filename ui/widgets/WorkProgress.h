#pragma once
// A bar and a Cancel button in the status bar while work the user waits for runs off the GUI
// thread (a refit of an engine profile). The worker reports through reporter(), from any
// thread: the share done (0 to 1) and, in return, whether to go on; the bar follows ten times
// a second.
#include <QWidget>

#include <atomic>
#include <functional>
#include <memory>

class QLabel;
class QProgressBar;
class QTimer;
class QToolButton;

namespace sil::ui {

class WorkProgress : public QWidget {
    Q_OBJECT
public:
    explicit WorkProgress(QWidget* parent = nullptr);

    // Shows the bar at 0 % with `what` beside it; a new share for the next worker.
    void start(const QString& what);
    // Hides the bar.
    void finish();
    // For the worker: called with the share done, answers false once Cancel was pressed.
    std::function<bool(double)> reporter() const;
    bool cancelled() const { return shared_->cancelled; }
    int permille() const { return shared_->permille; }
    QToolButton* cancelButton() const { return cancel_; }
    QProgressBar* bar() const { return bar_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    struct Shared {
        std::atomic<int> permille{0};
        std::atomic<bool> cancelled{false};
    };
    std::shared_ptr<Shared> shared_ = std::make_shared<Shared>();
    QLabel* label_;
    QProgressBar* bar_;
    QToolButton* cancel_;
    QTimer* timer_;
};

} // namespace sil::ui
