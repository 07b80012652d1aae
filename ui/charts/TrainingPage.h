#pragma once
#include "ChartPage.h"

class QComboBox;

namespace sil::ui {

// Training a model: days (or owned USD) per chosen system for one run, stacked by what the
// step time goes to, with the parallel layout each system uses.
class TrainingPage : public ChartPage {
    Q_OBJECT
public:
    explicit TrainingPage(ScenarioController* c, QWidget* parent = nullptr);
    QString key() const override { return QStringLiteral("training"); }
    QString title() const override;
    void refresh() override;

protected:
    QStringList assumptionCaption() const override;

private:
    bool usdView() const;
    QComboBox* model_;
    QComboBox* gpus_;
    QComboBox* tokens_;
    QComboBox* format_;
    QComboBox* metric_;
};

} // namespace sil::ui
