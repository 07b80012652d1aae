#pragma once
#include "ChartPage.h"

class QComboBox;

namespace sil::ui {

class CollectiveControls;

// Time or bus bandwidth against message size (log axis) for one collective.
class CollectivePage : public ChartPage {
    Q_OBJECT
public:
    explicit CollectivePage(ScenarioController* c, QWidget* parent = nullptr);
    QString key() const override { return QStringLiteral("collective"); }
    QString title() const override;
    void refresh() override;
    CollectiveControls* collectiveControls() const { return controls_; }

protected:
    QStringList assumptionCaption() const override;

private:
    bool showTime() const;
    CollectiveControls* controls_;
    QComboBox* metric_;
};

} // namespace sil::ui
