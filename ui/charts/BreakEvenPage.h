#pragma once
#include "ChartPage.h"

#include "core/economics/break_even.h"

class QComboBox;

namespace sil::ui {

// Break-even as a picture: for one system and model, the monthly cost of buying, of renting on
// each term and of the cheapest API against the month's token volume (core/economics/
// break_even), with the volumes above which owning stays cheaper marked and labelled, and the
// month buying has paid for itself at the axis' right end; or, against contract length, the
// cumulative cost month by month at that volume with the payback month marked.
class BreakEvenPage : public ChartPage {
    Q_OBJECT
public:
    explicit BreakEvenPage(ScenarioController* c, QWidget* parent = nullptr);
    QString key() const override { return QStringLiteral("break-even"); }
    QString title() const override;
    void refresh() override;
    // What was drawn last (tests compare it with core).
    const BreakEvenChart& drawn() const { return drawn_; }

protected:
    QStringList assumptionCaption() const override;
    // The systems' labels carry a translated mark ("(announced)").
    void retranslateUi() override { fillSystems(); }

private:
    void fillSystems();
    QString lineName(const BreakEvenLine& line) const;
    void drawCrossovers(class QValueAxis* x, class QValueAxis* y, QStringList& notes);
    bool byMonths() const;
    // Against contract length: cumulative cost per month at the payback volume.
    void drawByMonth(QStringList& notes);
    QComboBox* system_;
    QComboBox* model_;
    QComboBox* requests_;
    QComboBox* weights_;
    QComboBox* against_;      // token volume or contract length
    QString preferredSystem_; // page state: kept while the system is not selected
    BreakEvenChart drawn_;
};

} // namespace sil::ui
