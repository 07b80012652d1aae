#pragma once
#include "ChartPage.h"

class QComboBox;

namespace sil::ui {

// Serving a model: the throughput-interactivity Pareto curve of every chosen system (batch
// and tensor parallelism swept), or the cheapest USD per million output tokens at a chosen
// interactivity.
class InferencePage : public ChartPage {
    Q_OBJECT
public:
    explicit InferencePage(ScenarioController* c, QWidget* parent = nullptr);
    QString key() const override { return QStringLiteral("inference"); }
    QString title() const override;
    void refresh() override;

protected:
    QStringList assumptionCaption() const override;

private:
    bool costView() const;
    QComboBox* model_;
    QComboBox* format_;
    QComboBox* workload_;
    QComboBox* view_;
    QComboBox* interactivity_;
};

} // namespace sil::ui
