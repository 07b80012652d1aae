#pragma once
// File > Import measurements…: one of the user's own benchmark files (vLLM bench JSON, AIPerf,
// nccl-tests text, InferenceX rows, MLPerf summary CSV, calibration JSON) into the user
// database, as `siliconomics-cli measurements import` does: parsed in core, completed by what
// the user chose where the file is silent (what the file states wins, with a warning), stored
// whole or refused whole with the file, line and key named. Non-modal; file choosers and
// message boxes go through the DialogProvider, so tests never block.
#include "core/catalog/catalog.h"
#include "database/CatalogStore.h"

#include <QDialog>
#include <QStringList>

#include <functional>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QThread;

namespace sil::ui {

class DialogProvider;
class ScenarioController;
class WorkProgress;

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
    bool cancelled = false; // stopped by Cancel before anything was stored
};

// Reads, parses and resolves one file against `catalog`: the rows to store, or nullopt with
// `out.error` set. `goOn` (may be empty) gets the share done and answers whether to go on;
// a false answer stops before anything is stored. Touches no database: any thread.
std::optional<QList<db::NewMeasurement>>
prepareMeasurementImport(const Catalog& catalog, const MeasurementImportRequest& request,
                         MeasurementImportOutcome& out,
                         const std::function<bool(double)>& goOn = {});

// Reads, parses, resolves and stores one file through the controller (which then announces
// measurementsChanged), on the calling thread. Nothing is stored unless every point is.
MeasurementImportOutcome importMeasurementFile(ScenarioController* controller,
                                               const MeasurementImportRequest& request);

// An import for a worker thread: everything it reads is its own copy.
struct MeasurementImportJob {
    Catalog catalog; // the catalog the points are resolved against
    MeasurementImportRequest request;
    QString database; // the user database or team URL, opened by the worker on its own connection
    std::function<bool(double)> progress; // may be empty
};
// Prepares and stores the job's file through a connection of the calling thread's own. The
// controller does not know yet: reload its measurements on the GUI thread after.
MeasurementImportOutcome runMeasurementImport(const MeasurementImportJob& job);

class ImportMeasurementsDialog : public QDialog {
    Q_OBJECT
public:
    ImportMeasurementsDialog(ScenarioController* controller, DialogProvider* dialogs,
                             QWidget* parent = nullptr);
    ~ImportMeasurementsDialog() override;
    // The window's progress bar (with Cancel) that an import shows while it runs; none: no bar.
    void setWorkProgress(WorkProgress* work) { work_ = work; }

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

    // The Import button: reads, parses and stores the file on a worker thread (the window
    // keeps answering, the progress bar shows it) and applies the result here when it is done
    // (importFinished). False when nothing was started (no file, or one is running).
    bool startImport();
    bool importRunning() const { return worker_ != nullptr; }
    // startImport() and wait for it (the event loop keeps turning): true when the file was
    // stored (the dialog then closes).
    bool importFile();
    // "Imported 84 measured points from nccl.json."
    static QString importedText(int points, const QString& fileName);

signals:
    void imported(int points, const QString& fileName);
    // An import started by startImport() is over: stored, refused or cancelled.
    void importFinished(bool stored);

public slots:
    void reject() override;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void fillCombos();
    void formatChanged();
    void finishImport(MeasurementImportOutcome out);

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
    WorkProgress* work_ = nullptr;
    QThread* worker_ = nullptr;
};

} // namespace sil::ui
