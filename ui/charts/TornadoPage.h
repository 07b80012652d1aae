#pragma once
#include "ChartPage.h"

#include "core/economics/tornado.h"

class QComboBox;

class QBarCategoryAxis;

namespace sil::ui {

// The tornado: one system's TCO metric with each input moved alone to the ends of its range
// (the scenario's assumption ranges, the catalog's low/high; a stated default swing where none
// is known), largest swing on top. Which inputs decide the answer, at a glance.
class TornadoPage : public ChartPage {
    Q_OBJECT
public:
    explicit TornadoPage(ScenarioController* c, QWidget* parent = nullptr);
    QString key() const override { return QStringLiteral("tornado"); }
    QString title() const override;
    void refresh() override;
    // What was drawn last (tests compare it with core).
    const Tornado& tornado() const { return tornado_; }

protected:
    // The systems' labels carry a translated mark ("(announced)").
    void retranslateUi() override { fillSystems(); }

private:
    void fillSystems();
    // The inputs' labels on `axis`, on as many lines and in as small a font as fit each row.
    void fitInputLabels(QBarCategoryAxis* axis, const QStringList& labels);
    QComboBox* system_;
    QComboBox* metric_;
    QString preferredSystem_; // page state: kept while the system is not selected
    Tornado tornado_;
};

} // namespace sil::ui
