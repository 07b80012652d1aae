// The shipped catalog: every system the product promises, every value cited.
#include "TestSupport.h"

#include "core/catalog/availability.h"
#include "core/catalog/catalog_io.h"
#include "core/catalog/evidence_csv.h"
#include "core/catalog/fields.h"
#include "core/catalog/form_factor.h"
#include "core/catalog/kind_source_check.h"
#include "core/catalog/scaleup_link.h"
#include "core/catalog/source_completeness.h"

#include <QFile>
#include <QObject>
#include <QRegularExpression>
#include <cmath>

using namespace sil;

class TestShippedCatalog : public QObject {
    Q_OBJECT
private slots:
    void hasEverySystem_data();
    void hasEverySystem();
    void everyValueCitesAKnownSource();
    void factsSpotChecks_data();
    void factsSpotChecks();
    void sparseFiguresAreNotMixedWithDense();
    void everyChipHasItsMemoryTypeAndStatusCited();
    void memoryThatIsNotHbmSaysSo();
    void everySystemStoresItsFormFactorCited();
    void dieDetailsAreCitedWholeCounts();
    void everyScaleupLinkIsInTheVocabularyAndCited();
    void measuredValuesAreNotAssumed();
    void vendorSpecsCiteTheMakerAndReportedValuesAThirdParty();
    void makersPublishersAreRecognised();
    void aVendorSpecCitingAThirdPartyIsFound();
    void notesAreInTheThirdPersonWithoutTicketNumbers();
    void readmeCountsAreTheCatalogs();
    void sourcesAReaderCanFollowDoNotGrow();
};

// Notes say what was read, not who read it, and carry no ticket numbers; words inside
// “quotation marks” are the source's own and are left alone.
void TestShippedCatalog::notesAreInTheThirdPersonWithoutTicketNumbers() {
    const Catalog& c = test::shippedCatalog();
    const QRegularExpression quoted(QStringLiteral("“[^”]*”"));
    const QRegularExpression firstPerson(
        QStringLiteral("\\bI\\b(?!/)|\\b[Mm]y\\b|\\b[Oo]ur\\b|\\b[Ii]ssue \\d+|\\(#\\d+"));
    int notes = 0;
    auto check = [&](const std::string& id, const Provenanced& e) {
        std::vector<const Provenance*> all{&e.row};
        for (const auto& [field, p] : e.fields)
            all.push_back(&p);
        for (const Provenance* p : all) {
            QString note = QString::fromStdString(p->note);
            note.remove(quoted);
            ++notes;
            const auto m = firstPerson.match(note);
            QVERIFY2(!m.hasMatch(),
                     qPrintable(QString::fromStdString(id) + QStringLiteral(": ") +
                                note.mid(std::max(0, int(m.capturedStart()) - 60), 120)));
        }
    };
    for (const auto& e : c.chips)
        check(e.id, e);
    for (const auto& e : c.systems)
        check(e.id, e);
    for (const auto& e : c.quotes)
        check(e.id, e);
    for (const auto& e : c.models)
        check(e.id, e);
    for (const auto& e : c.api_prices)
        check(e.id, e);
    for (const auto& e : c.engines)
        check(e.id, e);
    QVERIFY(notes > 1000);
}

// The README's sentence of counts is the shipped catalog's.
void TestShippedCatalog::readmeCountsAreTheCatalogs() {
    QFile f(QStringLiteral(SIL_SOURCE_DIR "/README.md"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString readme = QString::fromUtf8(f.readAll());
    const Catalog& c = test::shippedCatalog();
    const QString expected = QStringLiteral("The shipped catalog holds %1 chips, %2 systems, %3 "
                                            "dated rental quotes and %4 sources.")
                                 .arg(c.chips.size())
                                 .arg(c.systems.size())
                                 .arg(c.quotes.size())
                                 .arg(c.sources.size());
    QString flat = readme;
    flat.replace(QLatin1Char('\n'), QLatin1Char(' '));
    QVERIFY2(flat.contains(expected), qPrintable(QStringLiteral("README should say: ") + expected));
}

// A source a reader can follow has a title, publisher, date, location, access date and quote.
// docs/catalog-review.md (scripts/catalog-review.py) states how many lack one and the most
// allowed: the page is current, and the number never grows past what is documented.
void TestShippedCatalog::sourcesAReaderCanFollowDoNotGrow() {
    QFile f(QStringLiteral(SIL_SOURCE_DIR "/docs/catalog-review.md"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString page =
        QString::fromUtf8(f.readAll()).replace(QLatin1Char('\n'), QLatin1Char(' '));
    const auto stated =
        QRegularExpression(QStringLiteral("\\*\\*(\\d+) of (\\d+) sources\\*\\* lack")).match(page);
    const auto allowed =
        QRegularExpression(QStringLiteral("fails when more than (\\d+) do")).match(page);
    QVERIFY2(
        stated.hasMatch() && allowed.hasMatch(),
        "docs/catalog-review.md has no count of incomplete sources: run scripts/catalog-review.py");
    const Catalog& c = test::shippedCatalog();
    const auto incomplete = incompleteSources(c);
    QCOMPARE(stated.captured(2).toInt(), int(c.sources.size()));
    QVERIFY2(stated.captured(1).toInt() == int(incomplete.size()),
             "docs/catalog-review.md is stale: run scripts/catalog-review.py");
    QVERIFY2(int(incomplete.size()) <= allowed.captured(1).toInt(),
             qPrintable(QStringLiteral("%1 sources lack a field a reader needs, more than the %2 "
                                       "documented; the first: %3")
                            .arg(incomplete.size())
                            .arg(allowed.captured(1))
                            .arg(QString::fromStdString(incomplete.front()->id))));
    // The seed documents and the repository files a search index found say where they are.
    for (const Source& s : c.sources) {
        QVERIFY2(s.location.find("search-index") == std::string::npos,
                 qPrintable(QString::fromStdString(s.id + ": " + s.location)));
        if (s.location.rfind("seeds/", 0) == 0 || s.location.rfind("reference/", 0) == 0)
            QFAIL(qPrintable(QString::fromStdString(
                s.id + " points to a file outside the project: " + s.location)));
    }
    Source bare;
    bare.id = "x";
    bare.title = "t";
    QCOMPARE(missingSourceFields(bare).size(), std::size_t(5));
}

// scripts/catalog-review.py holds the same rule for the page it writes.
void TestShippedCatalog::vendorSpecsCiteTheMakerAndReportedValuesAThirdParty() {
    const Catalog& c = test::shippedCatalog();
    std::string all;
    for (const auto& m : kindSourceMismatches(c))
        all += m.describe() + "\n";
    QVERIFY2(all.empty(), all.c_str());
    // The relabelled values are there: the maker's figures that third parties report.
    int reported = 0;
    for (const auto& chip : c.chips)
        for (const auto& [field, p] : chip.fields)
            reported += p.kind == ValueKind::Reported;
    QVERIFY2(reported > 100, std::to_string(reported).c_str());
}

void TestShippedCatalog::makersPublishersAreRecognised() {
    QVERIFY(publishedByMaker("NVIDIA", "NVIDIA Developer Blog"));
    QVERIFY(publishedByMaker("Intel", "Habana Labs"));
    QVERIFY(publishedByMaker("AWS", "Amazon Web Services"));
    QVERIFY(publishedByMaker("AMD", "AMD"));
    QVERIFY(!publishedByMaker("AMD", "AMDtech blog"));
    QVERIFY(!publishedByMaker("Intel", "PCGuia (reporting Intel)"));
    QVERIFY(!publishedByMaker("NVIDIA", "Tom's Hardware"));
    QVERIFY(!publishedByMaker("Meta", "Metabase"));
    QVERIFY(!publishedByMaker("NVIDIA", ""));
}

void TestShippedCatalog::aVendorSpecCitingAThirdPartyIsFound() {
    Catalog c;
    Source maker;
    maker.id = "maker";
    maker.title = "Datasheet";
    maker.publisher = "NVIDIA";
    Source wiki;
    wiki.id = "wiki";
    wiki.title = "A wiki";
    wiki.publisher = "AI Wiki (aiwiki.ai)";
    c.sources = {maker, wiki};
    Chip chip;
    chip.id = "x";
    chip.name = "X";
    chip.vendor = "NVIDIA";
    chip.tdp_w = 700;
    chip.memory_gb = 80;
    chip.row.source_id = "maker";
    chip.row.kind = ValueKind::VendorSpec;
    chip.fields["memory_gb"].source_id = "wiki";
    chip.fields["memory_gb"].kind = ValueKind::VendorSpec;
    c.chips.push_back(chip);
    auto found = kindSourceMismatches(c);
    QCOMPARE(found.size(), std::size_t(1));
    QCOMPARE(found[0].field, std::string("memory_gb"));
    QVERIFY(found[0].describe().find("aiwiki.ai") != std::string::npos);
    // Labelled for what its source is, it passes; the maker's own labelled reported does not.
    c.chips[0].fields["memory_gb"].kind = ValueKind::Reported;
    QVERIFY(kindSourceMismatches(c).empty());
    c.chips[0].row.kind = ValueKind::Reported;
    found = kindSourceMismatches(c);
    QCOMPARE(found.size(), std::size_t(1));
    QCOMPARE(found[0].field, std::string("tdp_w"));
}

// The research merged by scripts/merge-chip-memory-dates.py: each chip's memory type and
// status, and its dates where a source states them, each with its own cited source, and
// every source cited for them with an address and the words it states the value in.
void TestShippedCatalog::everyChipHasItsMemoryTypeAndStatusCited() {
    const Catalog& c = test::shippedCatalog();
    int dated = 0, withMemory = 0;
    for (const auto& chip : c.chips) {
        QVERIFY2(!chip.availability.status.empty(), chip.id.c_str());
        if (!chip.memory_type.empty()) ++withMemory;
        for (const char* field : {"memory_type", "status", "announced_date", "available_date"}) {
            const FieldValue v = findField<Chip>(field)->get(chip);
            if (isUnknown(v)) continue;
            const auto it = chip.fields.find(field);
            QVERIFY2(it != chip.fields.end(), (chip.id + "." + field).c_str());
            const Source* src = c.source(it->second.source_id);
            QVERIFY2(src, (chip.id + "." + field + ": " + it->second.source_id).c_str());
            QVERIFY2(!src->location.empty() && !src->title.empty(), src->id.c_str());
        }
        if (!chip.availability.available.date.empty()) ++dated;
        QVERIFY2(checkDatedEvent(chip.availability.announced).empty(), chip.id.c_str());
        QVERIFY2(checkDatedEvent(chip.availability.available).empty(), chip.id.c_str());
    }
    QVERIFY(withMemory >= int(c.chips.size()) - 4);
    QVERIFY(dated >= int(c.chips.size()) / 2);
    QVERIFY(c.chip("h100-sxm")->availability.status == "shipping");
    QVERIFY(c.chip("vr200")->availability.status != "shipping");
}

// Form factor is a field of its own: every shipped system stores it with a source and a kind.
// Where a source states it, the kind is the source's (vendor or reported) and the note quotes
// it; elsewhere it is marked derived and says from which counts. Either way it agrees with what
// the system's counts give, and a value that is not a form factor is refused.
void TestShippedCatalog::everySystemStoresItsFormFactorCited() {
    const Catalog& c = test::shippedCatalog();
    int stated = 0;
    for (const System& s : c.systems) {
        const auto stored = parseFormFactor(s.form_factor);
        QVERIFY2(stored, s.id.c_str());
        QVERIFY2(stored == derivedFormFactorOf(s), s.id.c_str());
        const auto it = s.fields.find("form_factor");
        QVERIFY2(it != s.fields.end(), s.id.c_str());
        const Provenance& p = it->second;
        QVERIFY2(c.source(p.source_id), (s.id + ": " + p.source_id).c_str());
        if (p.kind == ValueKind::Derived) {
            QVERIFY2(p.note.starts_with("derived: a scale-up domain of"), s.id.c_str());
        } else {
            QVERIFY2(p.kind == ValueKind::VendorSpec || p.kind == ValueKind::Reported,
                     s.id.c_str());
            QVERIFY2(p.note.find('\'') != std::string::npos, s.id.c_str()); // quotes the source
            ++stated;
        }
    }
    QVERIFY(stated >= 15);
    QCOMPARE(c.system("gb200-nvl72")->form_factor, std::string("rack-scale"));
    QCOMPARE(c.system("mi355x-rack128")->form_factor, std::string("server"));
    QCOMPARE(c.system("tpu-v7-pod")->form_factor, std::string("pod"));
    QVERIFY(checkFormFactor("rack-scale").empty());
    QVERIFY(checkFormFactor("").empty());
    QVERIFY(!checkFormFactor("rack").empty());
    // Exports carry it with its kind and source, so a derived one reads as derived.
    const std::string csv = exportEvidenceCsv(c, EntityKind::System);
    QVERIFY(csv.find("form_factor,form_factor_kind,form_factor_source") != std::string::npos);
    QVERIFY(csv.find("rack-scale,reported,S0") != std::string::npos);
    QVERIFY(csv.find("server,derived,") != std::string::npos);
    // A system without the field (an import) has it from its counts.
    System imported = *c.system("gb200-nvl72");
    imported.form_factor.clear();
    QCOMPARE(formFactorOf(imported), std::optional<FormFactor>(FormFactor::RackScale));
}

// Die details where a source publishes them: every value cites its own source with the source's
// words, compute dies are whole dies, and a package's transistors are at least a billion per die.
void TestShippedCatalog::dieDetailsAreCitedWholeCounts() {
    const Catalog& c = test::shippedCatalog();
    int withDies = 0, withTransistors = 0;
    for (const Chip& chip : c.chips) {
        for (const char* field : {"transistors_billion", "compute_dies"}) {
            const FieldValue v = findField<Chip>(field)->get(chip);
            if (isUnknown(v)) continue;
            const auto it = chip.fields.find(field);
            QVERIFY2(it != chip.fields.end(), (chip.id + "." + field).c_str());
            QVERIFY2(c.source(it->second.source_id), (chip.id + "." + field).c_str());
            QVERIFY2(it->second.note.find('\'') != std::string::npos,
                     (chip.id + "." + field).c_str()); // quotes the source
        }
        if (chip.compute_dies) {
            ++withDies;
            QVERIFY2(*chip.compute_dies == std::floor(*chip.compute_dies), chip.id.c_str());
            if (chip.transistors_billion)
                QVERIFY2(*chip.transistors_billion >= *chip.compute_dies, chip.id.c_str());
        }
        if (chip.transistors_billion) ++withTransistors;
    }
    QVERIFY(withDies >= 20);
    QVERIFY(withTransistors >= 12);
    const Chip& b200 = *c.chip("b200");
    QCOMPARE(b200.compute_dies, std::optional<double>(2));
    QCOMPARE(b200.transistors_billion, std::optional<double>(208));
    QCOMPARE(b200.provenanceOf("compute_dies").source_id, std::string("aiwiki-nvidia-b200"));
    QCOMPARE(b200.provenanceOf("compute_dies").kind, ValueKind::Reported);
    QCOMPARE(c.chip("mi300x")->compute_dies, std::optional<double>(8)); // XCDs, not I/O dies
    QCOMPARE(c.chip("h100-sxm")->compute_dies, std::optional<double>(1));
    // Where sources disagree the range says so.
    const Provenance& c910 = c.chip("ascend-910c")->provenanceOf("compute_dies");
    QCOMPARE(c910.low, std::optional<double>(1));
    QCOMPARE(c910.high, std::optional<double>(2));
}

// The scale-up link is a value of the vocabulary or empty, cites its own source, and names the
// fabric the system's free-text description names.
void TestShippedCatalog::everyScaleupLinkIsInTheVocabularyAndCited() {
    const Catalog& c = test::shippedCatalog();
    const std::pair<std::string_view, std::string_view> familyWords[] = {
        {"nvlink-", "NVLink"},
        {"infinity-fabric-", "Infinity Fabric|xGMI"},
        {"ici-", "ICI"},
        {"neuronlink-", "NeuronLink"},
        {"pcie-4", "PCIe Gen4"},
        {"pcie-5", "PCIe Gen5"},
        {"ethernet-200g", "200GbE"},
        {"ethernet-400g", "400GbE"},
        {"unified-bus", "Unified Bus"},
        {"hccs", "HCCS"},
        {"groq-c2c", "C2C"}};
    int linked = 0;
    for (const System& s : c.systems) {
        if (s.scaleup_link.empty()) continue;
        ++linked;
        QVERIFY2(findScaleupLink(s.scaleup_link), (s.id + ": " + s.scaleup_link).c_str());
        const auto it = s.fields.find("scaleup_link");
        QVERIFY2(it != s.fields.end(), s.id.c_str());
        QVERIFY2(c.source(it->second.source_id), s.id.c_str());
        // Stated by a source, or derived from a sibling's stated link (the note says which).
        const bool derived =
            it->second.kind == ValueKind::Derived && it->second.note.starts_with("derived: ");
        QVERIFY2(it->second.kind == ValueKind::VendorSpec ||
                     it->second.kind == ValueKind::Reported || derived,
                 s.id.c_str());
        QVERIFY2(it->second.note.find('\'') != std::string::npos, s.id.c_str());
        bool named = false;
        for (const auto& [prefix, words] : familyWords) {
            if (!s.scaleup_link.starts_with(prefix)) continue;
            for (const QString& w :
                 QString::fromUtf8(words.data(), qsizetype(words.size())).split(QLatin1Char('|')))
                named = named || QString::fromStdString(s.scaleup_fabric).contains(w);
        }
        QVERIFY2(named, (s.id + ": " + s.scaleup_link + " vs " + s.scaleup_fabric).c_str());
    }
    QVERIFY(linked >= 30);
    QCOMPARE(c.system("hgx-h100")->scaleup_link, std::string("nvlink-4"));
    QCOMPARE(c.system("gb200-nvl72")->scaleup_link, std::string("nvlink-5"));
    QCOMPARE(c.system("mi300x-ubb8")->scaleup_link, std::string("infinity-fabric-4"));
    QCOMPARE(c.system("trn2-16")->scaleup_link, std::string("neuronlink-v3"));
    QVERIFY(c.system("cs-3")->scaleup_link.empty()); // one wafer: no scale-up link
    // Exports carry it with its kind and source.
    const std::string csv = exportEvidenceCsv(c, EntityKind::System);
    QVERIFY(csv.find("scaleup_link,scaleup_link_kind,scaleup_link_source") != std::string::npos);
    QVERIFY(csv.find("nvlink-5,vendor_spec,nvidia-dgx-b200-userguide") != std::string::npos);
}

void TestShippedCatalog::memoryThatIsNotHbmSaysSo() {
    const Catalog& c = test::shippedCatalog();
    QCOMPARE(c.chip("wse-3")->memory_type, std::string("SRAM"));
    QCOMPARE(c.chip("groq-lpu")->memory_type, std::string("SRAM"));
    QVERIFY(c.chip("l40s")->memory_type.starts_with("GDDR"));
    QVERIFY(c.chip("h200")->memory_type.starts_with("HBM"));
}

// A value's kind agrees with its note: a value assumed equal to another system's is an
// estimate, not a measurement (scripts/catalog-review.py checks the same).
void TestShippedCatalog::measuredValuesAreNotAssumed() {
    const Catalog& c = test::shippedCatalog();
    for (const auto& s : c.systems)
        for (const auto& [field, p] : s.fields)
            if (p.kind == ValueKind::Measured)
                QVERIFY2(p.note.find("assumed") == std::string::npos,
                         (s.id + "." + field + ": " + p.note).c_str());
    QCOMPARE(c.system("mi355x-ubb8")->provenanceOf("scaleup_efficiency").kind,
             ValueKind::AnalystEstimate);
    QCOMPARE(c.system("hgx-b300")->provenanceOf("scaleup_efficiency").kind,
             ValueKind::AnalystEstimate);
}

void TestShippedCatalog::hasEverySystem_data() {
    QTest::addColumn<QString>("id");
    for (const char* id :
         {"hgx-h100", "hgx-h200", "hgx-b200", "hgx-b300", "gb200-nvl72", "gb300-nvl72",
          "mi300x-ubb8", "mi325x-ubb8", "mi350x-ubb8", "mi355x-ubb8", "mi355x-rack128",
          "mi450x-ifoe64", "mi450x-ifoe128", "mi400-ualoe72", "vr200-nvl144"})
        QTest::newRow(id) << QString::fromLatin1(id);
}

void TestShippedCatalog::hasEverySystem() {
    QFETCH(QString, id);
    const Catalog& c = test::shippedCatalog();
    const System* s = c.system(id.toStdString());
    QVERIFY(s);
    QVERIFY(c.chip(s->chip_id));
    QVERIFY(s->scaleup_domain_gpus);
    QVERIFY(!s->row.source_id.empty());
}

void TestShippedCatalog::everyValueCitesAKnownSource() {
    const Catalog& c = test::shippedCatalog();
    QCOMPARE(checkReferences(c), std::string());
    for (const char* id : {"S0", "S1", "S2", "S3", "S4"})
        QVERIFY(c.source(id));
    auto check = [&](const auto& entities) {
        for (const auto& e : entities) {
            using T = std::decay_t<decltype(e)>;
            for (const auto& f : fieldsOf<T>()) {
                if (isUnknown(f.get(e))) continue;
                const Provenance& p = e.provenanceOf(f.name);
                QVERIFY2(c.source(p.source_id),
                         qPrintable(QStringLiteral("%1.%2 cites \"%3\"")
                                        .arg(QString::fromStdString(e.id),
                                             QString::fromStdString(f.name),
                                             QString::fromStdString(p.source_id))));
            }
        }
    };
    check(c.chips);
    check(c.systems);
    check(c.quotes);
    QVERIFY(c.quotes.size() >= 40);
}

void TestShippedCatalog::factsSpotChecks_data() {
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("field");
    QTest::addColumn<double>("value");
    // From reference/facts.md, normalised to the catalog's units.
    QTest::newRow("B300 FP4") << "b300"
                              << "dense_fp4_tflops" << 13500.0;
    QTest::newRow("MI355X FP6") << "mi355x"
                                << "dense_fp6_tflops" << 10000.0;
    QTest::newRow("H100 BF16 dense") << "h100-sxm"
                                     << "dense_bf16_tflops" << 989.5;
    QTest::newRow("H100 FP8 sparse") << "h100-sxm"
                                     << "sparse_fp8_tflops" << 3958.0;
    QTest::newRow("MI300X HBM TB/s -> GB/s") << "mi300x"
                                             << "memory_bandwidth_gbps" << 5300.0;
    QTest::newRow("MI325X TDP") << "mi325x"
                                << "tdp_w" << 1000.0;
    QTest::newRow("GB200 NVL72 scale-out Gbit/s") << "gb200-nvl72"
                                                  << "scaleout_gbit" << 400.0;
    QTest::newRow("MI355X link GB/s") << "mi355x-ubb8"
                                      << "mesh_link_gbps" << 76.8;
    QTest::newRow("VR200 NVLink 6 uni-di") << "vr200-nvl144"
                                           << "scaleup_gbps" << 1800.0;
    QTest::newRow("H200 all-in W") << "hgx-h200"
                                   << "it_power_per_gpu_w" << 1366.25;
}

void TestShippedCatalog::factsSpotChecks() {
    QFETCH(QString, id);
    QFETCH(QString, field);
    QFETCH(double, value);
    const Catalog& c = test::shippedCatalog();
    FieldValue v;
    if (const Chip* chip = c.chip(id.toStdString()))
        v = findField<Chip>(field.toStdString())->get(*chip);
    else
        v = findField<System>(field.toStdString())->get(*c.system(id.toStdString()));
    QVERIFY(asNumber(v));
    QCOMPARE(*asNumber(v), value);
}

void TestShippedCatalog::sparseFiguresAreNotMixedWithDense() {
    for (const auto& chip : test::shippedCatalog().chips)
        for (Dtype d : kAllDtypes)
            if (chip.dense_tflops[index(d)] && chip.sparse_tflops[index(d)])
                QVERIFY(*chip.sparse_tflops[index(d)] > *chip.dense_tflops[index(d)]);
    // Rubin's FP4 figure is announced two ways (35 PF training, 50 PF inference): the catalog
    // keeps the central value with the range and both sources, not one number silently.
    const Chip& vr = *test::shippedCatalog().chip("vr200");
    const Provenance& p = vr.provenanceOf("dense_fp4_tflops");
    QVERIFY(p.low && p.high && *p.low < *p.high);
    QVERIFY(*p.low <= *vr.dense_tflops[index(Dtype::FP4)] &&
            *vr.dense_tflops[index(Dtype::FP4)] <= *p.high);
}

QTEST_GUILESS_MAIN(TestShippedCatalog)
#include "TestShippedCatalog.moc"
