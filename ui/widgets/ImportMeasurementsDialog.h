#pragma once
// File > Import measurements…: one of the user's own benchmark files (vLLM bench JSON, AIPerf,
// nccl-tests text, InferenceX rows, MLPerf summary CSV, calibration JSON) into the user
// database, as `siliconomics-cli measurements import` does: parsed in core, completed by what
// the user chose where the file is silent (what the file states wins, with a warning), stored
// whole or refused whole with the file, line and key named. Non-modal; file choosers and
// message boxes go through the DialogProvider, so tests never block.
#include <QDialog>
#include <QStringList>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace sil::ui {

class DialogProvider;
class ScenarioController;

// What the user chose besides the file (empty or 0: not given).
struct MeasurementImportRequest {
    QString path;
    QString format; // one of core's kMeasurementFormats: "vllm", "nccl-tests", ...
    QString systemId;
    QString modelId;
    QString engine;
    int gpus = 0;
    QString weights; // "bf16", "fp8", "fp4" where the file does not say; empty: as it says
    int ranks = 0;
    QString op; // nccl-tests: the collective when the output does not name it
};

struct MeasurementImportOutcome {
    bool ok = false;
    QString error;        // why nothing was imported: file, line and key named
    QStringList warnings; // what was skipped, derived, or overridden by the file
    int points = 0;
    QString fileName;
};

// Reads, parses, resolves and stores one file through the controller (which then announces
// measurementsChanged). Nothing is stored unless every point is.
MeasurementImportOutcome importMeasurementFile(ScenarioController* controller,
                                               const MeasurementImportRequest& request);

class ImportMeasurementsDialog : public QDialog {
    Q_OBJECT
public:
    ImportMeasurementsDialog(ScenarioController* controller, DialogProvider* dialogs,
                             QWidget* parent = nullptr);

    MeasurementImportRequest request() const;
    // Test seams (the same as typing or choosing in the dialog).
    void setPath(const QString& path);
    void setFormat(const QString& format);
    void setSystem(const QString& systemId);
    void setModel(const QString& modelId);
    void setEngine(const QString& engine);
    void setGpus(int gpus);
    void setRanks(int ranks);
    void setOp(const QString& op);
    QComboBox* formatCombo() const { return format_; }
    QComboBox* systemCombo() const { return system_; }
    QComboBox* opCombo() const { return op_; }
    QComboBox* weightsCombo() const { return weights_; }
    QLabel* statusLabel() const { return status_; }

    // The Import button: true when the file was stored (the dialog then closes).
    bool importFile();
    // "Imported 84 measured points from nccl.json."
    static QString importedText(int points, const QString& fileName);

signals:
    void imported(int points, const QString& fileName);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void fillCombos();
    void formatChanged();

    ScenarioController* c_;
    DialogProvider* dialogs_;
    QLineEdit* path_;
    QPushButton* browse_;
    QComboBox* format_;
    QComboBox* system_;
    QComboBox* model_;
    QLineEdit* engine_;
    QSpinBox* gpus_;
    QSpinBox* ranks_;
    QComboBox* op_;
    QComboBox* weights_;
    QLabel* status_;
    QPushButton* import_;
    QPushButton* close_;
    QList<QLabel*> labels_;
};

} // namespace sil::ui
