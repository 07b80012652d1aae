#include "ImportMeasurementsDialog.h"

#include "DialogProvider.h"
#include "WorkProgress.h"

#include "ui/CoreText.h"
#include "ui/ScenarioController.h"
#include "ui/charts/ChartSystems.h"

#include "core/measurements/import_setup.h"
#include "core/measurements/measurements.h"
#include "core/network/collective.h"
#include "database/CatalogStore.h"
#include "database/SaveFile.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QEventLoop>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>

namespace sil::ui {

namespace {

// The formats in core's order, each with what the user recognises it by.
const char* const kFormatLabels[] = {
    QT_TRANSLATE_NOOP("sil::ui::ImportMeasurementsDialog", "vLLM benchmark (JSON)"),
    QT_TRANSLATE_NOOP("sil::ui::ImportMeasurementsDialog", "AIPerf / GenAI-Perf export (JSON)"),
    QT_TRANSLATE_NOOP("sil::ui::ImportMeasurementsDialog", "nccl-tests output (text)"),
    QT_TRANSLATE_NOOP("sil::ui::ImportMeasurementsDialog", "InferenceX rows (JSON or CSV)"),
    QT_TRANSLATE_NOOP("sil::ui::ImportMeasurementsDialog", "MLPerf results summary (CSV)"),
    QT_TRANSLATE_NOOP("sil::ui::ImportMeasurementsDialog", "Siliconomics calibration (JSON)"),
};
static_assert(std::size(kFormatLabels) == std::size(kMeasurementFormats));

QString refusal(const MeasurementError& e, const QString& fileName) {
    const QString message = coreText(e.message);
    if (e.line == 0)
        return ImportMeasurementsDialog::tr("%1 was refused; nothing was imported.\nKey \"%2\": %3")
            .arg(fileName, QString::fromStdString(e.key), message);
    return ImportMeasurementsDialog::tr(
               "%1 was refused; nothing was imported.\nLine %2, key \"%3\": %4")
        .arg(fileName)
        .arg(e.line)
        .arg(QString::fromStdString(e.key), message);
}

// An import warning in the dialog's words (the fields it has, not the command line's flags).
QString warningText(const ImportWarning& w) {
    using What = ImportWarning::What;
    const QString where = QStringLiteral("%1:%2: ").arg(QString::fromStdString(w.file)).arg(w.line);
    const QString inFile = QString::fromStdString(w.in_file);
    const QString given = QString::fromStdString(w.given);
    switch (w.what) {
    case What::ModelOverridden:
        return where + ImportMeasurementsDialog::tr("the file names model \"%1\" (%2), not %3 "
                                                    "as chosen; %2 is used")
                           .arg(inFile, QString::fromStdString(w.used), given);
    case What::NoModel:
        return where + (inFile.isEmpty()
                            ? ImportMeasurementsDialog::tr(
                                  "the file names no model; choose one to compare this point "
                                  "with the model")
                            : ImportMeasurementsDialog::tr(
                                  "no catalog model matches \"%1\"; choose one to compare this "
                                  "point with the model")
                                  .arg(inFile));
    case What::EngineOverridden:
        return where + ImportMeasurementsDialog::tr("the file says engine \"%1\", not \"%2\" as "
                                                    "typed; the file's is used")
                           .arg(inFile, given);
    case What::GpusOverridden:
        return where + ImportMeasurementsDialog::tr("the file says %1 GPUs, not %2 as chosen; the "
                                                    "file's is used")
                           .arg(inFile, given);
    case What::RanksOverridden:
        return where + ImportMeasurementsDialog::tr("the file says %1 ranks, not %2 as chosen; the "
                                                    "file's is used")
                           .arg(inFile, given);
    case What::OpOverridden:
        return where + ImportMeasurementsDialog::tr("the file says %1, not %2 as chosen; the "
                                                    "file's is used")
                           .arg(inFile, given);
    case What::WeightsOverridden:
        return where + ImportMeasurementsDialog::tr("the file says %1 weights, not %2 as chosen; "
                                                    "the file's is used")
                           .arg(inFile, given);
    case What::UnknownPrecision:
        return where + ImportMeasurementsDialog::tr("the file says precision \"%1\", which is "
                                                    "not bf16, fp8 or fp4; predicted with %2 "
                                                    "weights")
                           .arg(inFile, QString::fromStdString(w.used));
    }
    return where;
}

} // namespace

std::optional<QList<db::NewMeasurement>>
prepareMeasurementImport(const Catalog& cat, const MeasurementImportRequest& r,
                         MeasurementImportOutcome& out, const std::function<bool(double)>& goOn) {
    out.fileName = QFileInfo(r.path).fileName();
    const std::string format = r.format.toStdString();
    if (std::find(std::begin(kMeasurementFormats), std::end(kMeasurementFormats), format) ==
        std::end(kMeasurementFormats)) {
        out.error = ImportMeasurementsDialog::tr("Unknown format \"%1\".").arg(r.format);
        return std::nullopt;
    }
    if (!cat.system(r.systemId.toStdString())) {
        out.error = ImportMeasurementsDialog::tr("Choose the system the file was measured on.");
        return std::nullopt;
    }
    if (!r.modelId.isEmpty() && !cat.model(r.modelId.toStdString())) {
        out.error = ImportMeasurementsDialog::tr("Unknown model \"%1\".").arg(r.modelId);
        return std::nullopt;
    }
    if (!r.op.isEmpty() && !parseCollectiveOp(r.op.toStdString())) {
        out.error = ImportMeasurementsDialog::tr("Unknown collective \"%1\".").arg(r.op);
        return std::nullopt;
    }
    auto cancelled = [&](double share) {
        if (!goOn || goOn(share)) return false;
        out.cancelled = true;
        out.error = ImportMeasurementsDialog::tr("Import cancelled; nothing was stored.");
        return true;
    };
    QByteArray text;
    QString readError;
    if (!db::readTextFile(r.path, text, &readError)) {
        out.error = readError;
        return std::nullopt;
    }
    if (cancelled(0.1)) return std::nullopt;
    const auto parsed = parseMeasurements(format, text.toStdString(), out.fileName.toStdString(),
                                          r.op.toStdString());
    if (!parsed.ok) {
        out.error = refusal(parsed.error, out.fileName);
        return std::nullopt;
    }
    if (cancelled(0.5)) return std::nullopt;
    ImportChoices choices;
    choices.model_id = r.modelId.toStdString();
    choices.engine = r.engine.trimmed().toStdString();
    if (r.gpus > 0) choices.gpus = r.gpus;
    if (r.ranks > 0) choices.ranks = r.ranks;
    choices.op = r.op.toStdString();
    choices.weights = r.weights.toStdString();
    const ImportResolution resolved = resolveImport(cat, parsed.points, choices);
    if (resolved.refusal) {
        out.error = refusal(*resolved.refusal, out.fileName);
        return std::nullopt;
    }
    for (const auto& w : parsed.warnings)
        out.warnings << coreText(w);
    for (const auto& w : resolved.warnings)
        out.warnings << warningText(w);
    auto rows = db::newMeasurements(resolved, r.systemId);
    if (cancelled(0.7)) return std::nullopt;
    return rows;
}

MeasurementImportOutcome importMeasurementFile(ScenarioController* c,
                                               const MeasurementImportRequest& r) {
    MeasurementImportOutcome out;
    const auto rows = prepareMeasurementImport(c->baseCatalog(), r, out);
    if (!rows) return out;
    QString storeError;
    if (!c->importMeasurements(*rows, out.fileName, r.format, &storeError)) {
        out.error = storeError;
        return out;
    }
    out.ok = true;
    out.points = int(rows->size());
    return out;
}

MeasurementImportOutcome runMeasurementImport(const MeasurementImportJob& job) {
    MeasurementImportOutcome out;
    const auto rows = prepareMeasurementImport(job.catalog, job.request, out, job.progress);
    if (!rows) return out;
    // A connection of this thread's own: Qt's database connections are per thread.
    db::CatalogStore store;
    store.setWritesTeamSnapshot(false);
    if (!store.openUser(job.database) ||
        !store.importMeasurements(*rows, out.fileName, job.request.format)) {
        out.error = store.errorString();
        return out;
    }
    if (job.progress) job.progress(1.0);
    out.ok = true;
    out.points = int(rows->size());
    return out;
}

ImportMeasurementsDialog::ImportMeasurementsDialog(ScenarioController* controller,
                                                   DialogProvider* dialogs, QWidget* parent)
    : QDialog(parent), c_(controller), dialogs_(dialogs) {
    setObjectName(QStringLiteral("importMeasurementsDialog"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    layout->addLayout(form);
    auto label = [this] {
        auto* l = new QLabel(this);
        labels_ << l;
        return l;
    };

    path_ = new QLineEdit(this);
    path_->setObjectName(QStringLiteral("path"));
    path_->setMinimumWidth(420);
    browse_ = new QPushButton(this);
    browse_->setObjectName(QStringLiteral("browse"));
    auto* fileRow = new QHBoxLayout;
    fileRow->addWidget(path_, 1);
    fileRow->addWidget(browse_);
    form->addRow(label(), fileRow);

    format_ = new QComboBox(this);
    format_->setObjectName(QStringLiteral("format"));
    form->addRow(label(), format_);
    system_ = new QComboBox(this);
    system_->setObjectName(QStringLiteral("system"));
    form->addRow(label(), system_);
    model_ = new QComboBox(this);
    model_->setObjectName(QStringLiteral("model"));
    form->addRow(label(), model_);
    engine_ = new QLineEdit(this);
    engine_->setObjectName(QStringLiteral("engine"));
    form->addRow(label(), engine_);
    gpus_ = new QSpinBox(this);
    gpus_->setObjectName(QStringLiteral("gpus"));
    gpus_->setRange(0, 1000000);
    form->addRow(label(), gpus_);
    weights_ = new QComboBox(this);
    weights_->setObjectName(QStringLiteral("weights"));
    form->addRow(label(), weights_);
    ranks_ = new QSpinBox(this);
    ranks_->setObjectName(QStringLiteral("ranks"));
    ranks_->setRange(0, 1000000);
    form->addRow(label(), ranks_);
    op_ = new QComboBox(this);
    op_->setObjectName(QStringLiteral("op"));
    form->addRow(label(), op_);

    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("status"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    status_->hide();
    layout->addWidget(status_);

    auto* buttons = new QDialogButtonBox(this);
    import_ = buttons->addButton(QString(), QDialogButtonBox::AcceptRole);
    import_->setObjectName(QStringLiteral("import"));
    import_->setDefault(true);
    close_ = buttons->addButton(QString(), QDialogButtonBox::RejectRole);
    layout->addWidget(buttons);

    fillCombos();
    retranslateUi();
    formatChanged();

    connect(browse_, &QPushButton::clicked, this, [this] {
        const QString path = dialogs_->openFileName(
            this, tr("Import measurements"),
            tr("Benchmark results (*.json *.jsonl *.csv *.txt *.log);;All files (*)"));
        if (path.isEmpty()) return;
        path_->setText(path);
        const QString suffix = QFileInfo(path).suffix().toLower();
        if (suffix == QLatin1String("txt") || suffix == QLatin1String("log"))
            setFormat(QStringLiteral("nccl-tests"));
    });
    connect(format_, &QComboBox::currentIndexChanged, this,
            &ImportMeasurementsDialog::formatChanged);
    connect(import_, &QPushButton::clicked, this, [this] { startImport(); });
    connect(close_, &QPushButton::clicked, this, &QDialog::reject);
}

void ImportMeasurementsDialog::fillCombos() {
    const Catalog& cat = c_->baseCatalog();
    for (std::size_t i = 0; i < std::size(kMeasurementFormats); ++i)
        format_->addItem(QString(), QString::fromUtf8(kMeasurementFormats[i].data(),
                                                      qsizetype(kMeasurementFormats[i].size())));
    for (const System& s : cat.systems)
        system_->addItem(
            QStringLiteral("%1 (%2)").arg(systemLabel(s), QString::fromStdString(s.id)),
            QString::fromStdString(s.id));
    // The first system compared, as the likeliest one measured.
    const auto chosen = c_->selectedSystemList();
    if (!chosen.empty()) setSystem(QString::fromStdString(chosen.front()->id));
    model_->addItem(QString(), QString());
    for (const LlmModel& m : cat.models)
        model_->addItem(QStringLiteral("%1 (%2)").arg(QString::fromStdString(m.name),
                                                      QString::fromStdString(m.id)),
                        QString::fromStdString(m.id));
    weights_->addItem(QString(), QString());
    for (const char* format : {"bf16", "fp8", "fp4"})
        weights_->addItem(QString::fromLatin1(format).toUpper(), QString::fromLatin1(format));
    op_->addItem(QString(), QString());
    for (CollectiveOp op : kAllCollectiveOps) {
        const QString key = QString::fromUtf8(collectiveOpKey(op).data());
        op_->addItem(key, key);
    }
}

void ImportMeasurementsDialog::retranslateUi() {
    setWindowTitle(tr("Import measurements"));
    const QStringList texts = {tr("File:"),
                               tr("Format:"),
                               tr("Measured on system:"),
                               tr("Model (if the file does not name one):"),
                               tr("Engine (if the file does not say):"),
                               tr("GPUs (if the file does not say):"),
                               tr("Weights (if the file does not say):"),
                               tr("Ranks (collectives, if the file does not say):"),
                               tr("Collective (nccl-tests, if the output does not name it):")};
    for (int i = 0; i < labels_.size() && i < texts.size(); ++i)
        labels_[i]->setText(texts[i]);
    browse_->setText(tr("Browse…"));
    for (int i = 0; i < format_->count() && i < int(std::size(kFormatLabels)); ++i)
        format_->setItemText(i, tr(kFormatLabels[i]));
    model_->setItemText(0, tr("as the file names it"));
    op_->setItemText(0, tr("as the output names it"));
    weights_->setItemText(0, tr("as the file says (else BF16)"));
    engine_->setPlaceholderText(tr("as the file says (e.g. vllm, sglang)"));
    gpus_->setSpecialValueText(tr("as the file says"));
    ranks_->setSpecialValueText(tr("as the file says"));
    import_->setText(tr("Import"));
    close_->setText(tr("Close"));
    path_->setPlaceholderText(tr("a benchmark result file"));
}

void ImportMeasurementsDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

void ImportMeasurementsDialog::formatChanged() {
    // Only nccl-tests output may leave its collective unnamed.
    op_->setEnabled(format_->currentData().toString() == QLatin1String("nccl-tests"));
}

MeasurementImportRequest ImportMeasurementsDialog::request() const {
    MeasurementImportRequest r;
    r.path = path_->text().trimmed();
    r.format = format_->currentData().toString();
    r.systemId = system_->currentData().toString();
    r.modelId = model_->currentData().toString();
    r.engine = engine_->text().trimmed();
    r.gpus = gpus_->value();
    r.weights = weights_->currentData().toString();
    r.ranks = ranks_->value();
    if (op_->isEnabled()) r.op = op_->currentData().toString();
    return r;
}

void ImportMeasurementsDialog::setPath(const QString& path) {
    path_->setText(path);
}
void ImportMeasurementsDialog::setFormat(const QString& format) {
    if (const int i = format_->findData(format); i >= 0) format_->setCurrentIndex(i);
}
void ImportMeasurementsDialog::setSystem(const QString& systemId) {
    if (const int i = system_->findData(systemId); i >= 0) system_->setCurrentIndex(i);
}
void ImportMeasurementsDialog::setModel(const QString& modelId) {
    if (const int i = model_->findData(modelId); i >= 0) model_->setCurrentIndex(i);
}
void ImportMeasurementsDialog::setEngine(const QString& engine) {
    engine_->setText(engine);
}
void ImportMeasurementsDialog::setGpus(int gpus) {
    gpus_->setValue(gpus);
}
void ImportMeasurementsDialog::setRanks(int ranks) {
    ranks_->setValue(ranks);
}
void ImportMeasurementsDialog::setOp(const QString& op) {
    if (const int i = op_->findData(op); i >= 0) op_->setCurrentIndex(i);
}

QString ImportMeasurementsDialog::importedText(int points, const QString& fileName) {
    return points == 1 ? tr("Imported one measured point from %1.").arg(fileName)
                       : tr("Imported %L1 measured points from %2.").arg(points).arg(fileName);
}

bool ImportMeasurementsDialog::startImport() {
    if (worker_) return false;
    const MeasurementImportRequest r = request();
    if (r.path.isEmpty()) {
        status_->setText(tr("Choose a file to import."));
        status_->setStyleSheet(QStringLiteral("color: #b00020;"));
        status_->show();
        return false;
    }
    MeasurementImportJob job;
    job.catalog = c_->baseCatalog();
    job.request = r;
    job.database = c_->store() ? c_->store()->openedAs() : QString();
    if (work_) {
        work_->start(tr("Import"));
        job.progress = work_->reporter();
    }
    import_->setEnabled(false);
    status_->setText(tr("Importing %1…").arg(QFileInfo(r.path).fileName()));
    status_->setStyleSheet(QString());
    status_->show();
    auto result = std::make_shared<MeasurementImportOutcome>();
    worker_ =
        QThread::create([result, job = std::move(job)] { *result = runMeasurementImport(job); });
    connect(worker_, &QThread::finished, this, [this, result] {
        worker_->deleteLater();
        worker_ = nullptr;
        if (work_) work_->finish();
        import_->setEnabled(true);
        finishImport(*result);
    });
    worker_->start();
    return true;
}

void ImportMeasurementsDialog::finishImport(MeasurementImportOutcome out) {
    // The points landed in the database through the worker's connection: read them here.
    QString reloadError;
    if (out.ok && !c_->reloadMeasurements(&reloadError)) {
        out.ok = false;
        out.error = reloadError;
    }
    if (!out.ok) {
        status_->setText(out.error);
        status_->setStyleSheet(out.cancelled ? QString() : QStringLiteral("color: #b00020;"));
        status_->show();
        if (!out.cancelled) dialogs_->showError(this, tr("Import measurements"), out.error);
        emit importFinished(false);
        return;
    }
    const QString done = importedText(out.points, out.fileName);
    status_->setText(done);
    status_->setStyleSheet(QString());
    status_->show();
    if (!out.warnings.isEmpty())
        dialogs_->showWarning(this, tr("Import measurements"),
                              done + QStringLiteral("\n\n") + tr("Warnings:") +
                                  QStringLiteral("\n• ") +
                                  out.warnings.join(QStringLiteral("\n• ")));
    emit imported(out.points, out.fileName);
    emit importFinished(true);
    accept();
}

bool ImportMeasurementsDialog::importFile() {
    bool stored = false;
    QEventLoop loop;
    connect(this, &ImportMeasurementsDialog::importFinished, &loop, [&](bool ok) {
        stored = ok;
        loop.quit();
    });
    if (!startImport()) return false;
    loop.exec();
    return stored;
}

void ImportMeasurementsDialog::reject() {
    // The worker reads this dialog's request and reports to it: Cancel in the status bar
    // stops it; the dialog stays until it has.
    if (worker_) return;
    QDialog::reject();
}

ImportMeasurementsDialog::~ImportMeasurementsDialog() {
    if (!worker_) return;
    worker_->wait();
    delete worker_;
}

} // namespace sil::ui
