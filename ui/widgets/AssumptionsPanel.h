#pragma once
// Every TCO assumption as a spin box with a slider, its unit and a reset button. Edits go
// to the ScenarioController as undoable commands (a slider drag merges into one step).
#include <QMap>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSlider;
class QToolButton;

namespace sil::ui {

class ScenarioController;

class AssumptionsPanel : public QWidget {
    Q_OBJECT
public:
    explicit AssumptionsPanel(ScenarioController* controller, QWidget* parent = nullptr);
    QDoubleSpinBox* spinBox(const QString& key) const { return spins_.value(key); }
    QSlider* slider(const QString& key) const { return sliders_.value(key); }
    QComboBox* scenarioPicker() const { return picker_; }
    QComboBox* enginePicker() const { return engine_; }
    QComboBox* rentalTermPicker() const { return term_; }
    QCheckBox* referenceQuotesBox() const { return reference_; }
    void setScenarioNames(const QStringList& names, const QString& current);

signals:
    void scenarioPicked(const QString& name);

protected:
    void changeEvent(QEvent* event) override;

private:
    // Labels, units and help come from core in English: translated here (CoreText.h).
    void retranslateUi();
    void showValue(const QString& key, double value);
    // The catalog's engines, "each vendor's default" first; selects the scenario's.
    void fillEngines();
    // The scenario's rental term and analyst-rates choice, in the controls.
    void showRentalChoice();
    QLabel* scenarioLabel_;
    QPushButton* resetAll_;
    QMap<QString, QLabel*> labels_;
    QMap<QString, QToolButton*> resets_;
    ScenarioController* c_;
    QComboBox* picker_;
    QLabel* engineLabel_;
    QComboBox* engine_;
    QLabel* termLabel_;
    QComboBox* term_;
    QCheckBox* reference_;
    QMap<QString, QDoubleSpinBox*> spins_;
    QMap<QString, QSlider*> sliders_;
};

} // namespace sil::ui
