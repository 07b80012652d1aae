#pragma once
#include "ChartPage.h"

class QComboBox;

namespace sil::ui {

class CollectiveControls;

// Slowdown of each chosen system against a reference, by message size or by rank count.
class SlowdownPage : public ChartPage {
    Q_OBJECT
public:
    explicit SlowdownPage(ScenarioController* c, QWidget* parent = nullptr);
    QString key() const override { return QStringLiteral("slowdown"); }
    QString title() const override;
    void refresh() override;
    void setReference(const QString& systemId);
    CollectiveControls* collectiveControls() const { return controls_; }

protected:
    QStringList assumptionCaption() const override;
    // The systems' labels carry a translated mark ("(announced)").
    void retranslateUi() override { fillReferences(); }

private:
    void fillReferences();
    bool byRanks() const;
    CollectiveControls* controls_;
    QComboBox* reference_;
    QComboBox* axis_;
};

} // namespace sil::ui
