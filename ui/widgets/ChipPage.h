#pragma once
// One chip on one page: every field with its value, unit, kind, range, source (title,
// publisher, date, link, the source's own words) and note, and the systems built on it -- what
// `catalog show ID` prints, for a reader of the app. Opened by `siliconomics --tab chips
// --select ID` (and MainWindow::showChip).
#include <QString>
#include <QWidget>

class QTextBrowser;

namespace sil::ui {

class ScenarioController;

class ChipPage : public QWidget {
    Q_OBJECT
public:
    explicit ChipPage(ScenarioController* controller, QWidget* parent = nullptr);
    // False (the page unchanged) when the catalog has no chip `id`.
    bool showChip(const QString& id);
    QString chipId() const { return chipId_; }
    QString html() const;
    // "MI355X": the chip's name, for its tab.
    QString chipName() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void render();
    ScenarioController* c_;
    QTextBrowser* view_;
    QString chipId_;
};

} // namespace sil::ui
