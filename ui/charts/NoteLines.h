#pragma once
// The notes under a chart, one selectable, word-wrapped label per note.
#include <QStringList>
#include <QWidget>

#include <vector>

class QLabel;
class QVBoxLayout;

namespace sil::ui {

// An edit usually changes one or two notes (the scenario line, the whiskers' spread) while
// the long ones (why a system is not shown) stay: only a changed line is laid out and
// painted again, instead of the whole caption (3,400 characters with the shipped catalog's
// reasons, several milliseconds an edit as one label).
class NoteLines : public QWidget {
    Q_OBJECT
public:
    explicit NoteLines(QWidget* parent = nullptr);
    void setLines(const QStringList& lines);
    QStringList lines() const;

private:
    QVBoxLayout* layout_ = nullptr;
    std::vector<QLabel*> labels_; // the first lines().size() are shown
    qsizetype shown_ = 0;
};

} // namespace sil::ui
