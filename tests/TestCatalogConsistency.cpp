// The shipped catalog, checked rather than typed: the usual errors of this field (dense vs
// sparse, bidirectional vs per-direction bandwidth, per-die vs per-package, a TDP above the
// system's power) caught by physics and by the units, and every value cited.
#include "TestSupport.h"

#include "core/catalog/fields.h"

#include <QObject>
#include <regex>

using namespace sil;

class TestCatalogConsistency : public QObject {
    Q_OBJECT
private slots:
    void everyValueHasASource();
    void sparseIsTwiceDenseWhereTheVendorSaysSo();
    void narrowerFormatsAreNotSlower();
    void flopsPerWattWithinPhysicalBounds();
    void memoryBandwidthInHbmRange();
    void systemPowerCoversTheChips();
    void fabricBandwidthsArePerDirection();
    void rangesHoldTheirValue();
    void pricesAndCapexAreDated();
    void coversTheMarket();
    void reviewPageListsEveryChip();
};

namespace {

const Catalog& cat() {
    return test::shippedCatalog();
}

// Chips whose vendor documents a sparsity other than 2:4, with what the source says.
bool documentedOtherSparsity(const Chip& c) {
    for (Dtype d : kAllDtypes) {
        const std::string note =
            c.provenanceOf("sparse_" + std::string(dtypeKey(d)) + "_tflops").note;
        if (note.find("structured sparsity") != std::string::npos ||
            note.find("not NVIDIA 2:4") != std::string::npos)
            return true;
    }
    return false;
}

// On-chip SRAM designs store their SRAM in the HBM fields, and say so.
bool isSramDesign(const Chip& c) {
    return c.row.note.find("SRAM") != std::string::npos;
}

template <typename T> void checkCited(const T& e, const char* kind) {
    for (const auto& f : fieldsOf<T>()) {
        if (isUnknown(f.get(e)) || f.type == FieldType::Text) continue;
        const Provenance& p = e.provenanceOf(f.name);
        QVERIFY2(!p.source_id.empty(), qPrintable(QStringLiteral("%1 %2.%3 has no source")
                                                      .arg(kind, QString::fromStdString(e.id),
                                                           QString::fromStdString(f.name))));
        QVERIFY2(cat().source(p.source_id), p.source_id.c_str());
    }
}

} // namespace

void TestCatalogConsistency::everyValueHasASource() {
    for (const auto& c : cat().chips)
        checkCited(c, "chip");
    for (const auto& s : cat().systems)
        checkCited(s, "system");
    for (const auto& q : cat().quotes)
        checkCited(q, "price");
    for (const auto& m : cat().models)
        checkCited(m, "model");
}

void TestCatalogConsistency::sparseIsTwiceDenseWhereTheVendorSaysSo() {
    int checked = 0;
    for (const auto& c : cat().chips)
        for (Dtype d : kAllDtypes) {
            const auto dense = c.dense_tflops[index(d)], sparse = c.sparse_tflops[index(d)];
            if (!dense || !sparse) continue;
            ++checked;
            const double ratio = *sparse / *dense;
            if (documentedOtherSparsity(c)) {
                QVERIFY2(ratio >= 1.9 && ratio <= 4.1, c.id.c_str());
                continue;
            }
            // 2:4 structured sparsity doubles the peak: a ratio of 1 means a sparse figure was
            // typed as dense, 4 that it was halved twice.
            QVERIFY2(ratio >= 1.95 && ratio <= 2.05,
                     qPrintable(QStringLiteral("%1 %2: sparse / dense = %3")
                                    .arg(QString::fromStdString(c.id),
                                         QString::fromUtf8(dtypeKey(d).data()))
                                    .arg(ratio)));
        }
    QVERIFY(checked >= 50);
}

void TestCatalogConsistency::narrowerFormatsAreNotSlower() {
    for (const auto& c : cat().chips) {
        const auto bf16 = c.dense_tflops[index(Dtype::BF16)],
                   fp8 = c.dense_tflops[index(Dtype::FP8)], fp4 = c.dense_tflops[index(Dtype::FP4)],
                   fp64 = c.dense_tflops[index(Dtype::FP64)];
        if (bf16 && fp8) QVERIFY2(*fp8 >= *bf16 * 0.99, c.id.c_str());
        if (fp8 && fp4) QVERIFY2(*fp4 >= *fp8 * 0.99, c.id.c_str());
        if (fp64 && bf16) QVERIFY2(*fp64 <= *bf16 * 1.01, c.id.c_str());
    }
}

void TestCatalogConsistency::flopsPerWattWithinPhysicalBounds() {
    // Dense tensor throughput per TDP watt: the best 2026 parts reach about 2.4 TFLOP/s per W in
    // BF16. A figure far above is a sparse or per-die confusion; the bounds leave room for
    // one more generation.
    const std::pair<Dtype, double> bounds[] = {{Dtype::BF16, 4.0},
                                               {Dtype::FP16, 4.0},
                                               {Dtype::FP8, 8.0},
                                               {Dtype::INT8, 8.0},
                                               {Dtype::FP4, 16.0}};
    int checked = 0;
    for (const auto& c : cat().chips) {
        if (!c.tdp_w) continue;
        for (const auto& [d, limit] : bounds)
            if (auto v = c.dense_tflops[index(d)]) {
                ++checked;
                QVERIFY2(*v / *c.tdp_w <= limit && *v / *c.tdp_w >= 0.01,
                         qPrintable(QStringLiteral("%1: %2 TFLOP/s per W")
                                        .arg(QString::fromStdString(c.id))
                                        .arg(*v / *c.tdp_w)));
            }
    }
    QVERIFY(checked >= 60);
}

void TestCatalogConsistency::memoryBandwidthInHbmRange() {
    for (const auto& c : cat().chips) {
        if (!c.memory_bandwidth_gbps || isSramDesign(c)) continue;
        // GDDR6 cards (~0.8 TB/s) up to HBM4 stacks (~22 TB/s per package); 1,000x off is a
        // GB/s vs TB/s slip, 2x a bidirectional figure.
        QVERIFY2(*c.memory_bandwidth_gbps >= 100 && *c.memory_bandwidth_gbps <= 30000,
                 c.id.c_str());
        if (c.memory_gb) {
            // Reading the whole memory takes 3 ms (HBM4) to 100 ms (GDDR): outside means a unit
            // slip.
            const double ms = *c.memory_gb / *c.memory_bandwidth_gbps * 1e3;
            QVERIFY2(
                ms > 3 && ms < 100,
                qPrintable(QStringLiteral("%1: %2 ms").arg(QString::fromStdString(c.id)).arg(ms)));
        }
    }
}

void TestCatalogConsistency::systemPowerCoversTheChips() {
    for (const auto& s : cat().systems) {
        const Chip* c = cat().chip(s.chip_id);
        QVERIFY2(c, s.id.c_str());
        if (!c->tdp_w) continue;
        if (s.it_power_per_gpu_w) QVERIFY2(*s.it_power_per_gpu_w >= *c->tdp_w, s.id.c_str());
        if (s.rack_power_kw && s.gpus_per_rack)
            QVERIFY2(*s.rack_power_kw * 1000 >= *s.gpus_per_rack * *c->tdp_w * 0.9, s.id.c_str());
    }
}

void TestCatalogConsistency::fabricBandwidthsArePerDirection() {
    for (const auto& s : cat().systems) {
        const Chip* c = cat().chip(s.chip_id);
        // NVLink 6 is 1.8 TB/s per direction (3.6 TB/s both ways): above 2.5 TB/s is a
        // bidirectional total typed as per-direction.
        if (s.scaleup_gbps) QVERIFY2(*s.scaleup_gbps <= 2600, s.id.c_str());
        if (s.mesh_link_gbps) QVERIFY2(*s.mesh_link_gbps <= 500, s.id.c_str());
        if (s.torus_link_gbps) QVERIFY2(*s.torus_link_gbps <= 500, s.id.c_str());
        if (s.scaleout_gbit)
            QVERIFY2(*s.scaleout_gbit >= 10 && *s.scaleout_gbit <= 6400, s.id.c_str());
        // A GPU's scale-up port cannot outrun its own memory.
        if (s.scaleup_gbps && c && c->memory_bandwidth_gbps && !isSramDesign(*c))
            QVERIFY2(*s.scaleup_gbps < *c->memory_bandwidth_gbps, s.id.c_str());
        if (isTorus(s.scaleup_topology)) {
            QVERIFY2(!s.torus_dims.empty() && s.torus_links_per_chip, s.id.c_str());
            const double dims = s.scaleup_topology == Topology::Torus2D ? 2 : 3;
            QVERIFY2(*s.torus_links_per_chip <= 2 * dims, s.id.c_str());
        }
    }
}

void TestCatalogConsistency::rangesHoldTheirValue() {
    int ranges = 0;
    auto check = [&](const auto& e, const auto& fields) {
        for (const auto& [name, p] : e.fields) {
            if (!p.low && !p.high) continue;
            ++ranges;
            for (const auto& f : fields)
                if (f.name == name)
                    if (auto v = asNumber(f.get(e))) {
                        QVERIFY2(!p.low || *p.low <= *v * (1 + 1e-9), (e.id + "." + name).c_str());
                        QVERIFY2(!p.high || *v <= *p.high * (1 + 1e-9),
                                 (e.id + "." + name).c_str());
                    }
        }
    };
    for (const auto& c : cat().chips)
        check(c, chipFields());
    for (const auto& s : cat().systems)
        check(s, systemFields());
    for (const auto& m : cat().models)
        check(m, modelFields());
    QVERIFY(ranges >= 20);
}

void TestCatalogConsistency::pricesAndCapexAreDated() {
    const std::regex year("(19|20)[0-9][0-9]");
    for (const auto& q : cat().quotes) {
        QVERIFY2(std::regex_search(q.date, year), q.id.c_str());
        QVERIFY2(q.usd_per_gpu_hour && *q.usd_per_gpu_hour >= 0.05 && *q.usd_per_gpu_hour <= 50,
                 q.id.c_str());
    }
    for (const auto& s : cat().systems) {
        if (!s.capex_per_gpu_usd) continue;
        const Provenance& p = s.provenanceOf("capex_per_gpu_usd");
        const Source* src = cat().source(p.source_id);
        QVERIFY2(std::regex_search(p.note, year) || (src && std::regex_search(src->date, year)),
                 (s.id + ": capex without the date it refers to").c_str());
        QVERIFY2(*s.capex_per_gpu_usd >= 1000 && *s.capex_per_gpu_usd <= 500000, s.id.c_str());
    }
}

void TestCatalogConsistency::coversTheMarket() {
    QVERIFY(cat().chips.size() >= 40);
    QVERIFY(cat().systems.size() >= 35);
    QVERIFY(cat().models.size() >= 8);
    for (const char* id :
         {"a100-40gb",   "h100-pcie", "h100-nvl",         "h800-sxm",    "h20",
          "gh200-144gb", "l40s",      "rtx-pro-6000-bse", "mi250x",      "mi308x",
          "tpu-v5e",     "tpu-v5p",   "tpu-v6e",          "tpu-v7",      "trainium2",
          "trainium3",   "gaudi3",    "ascend-910b",      "ascend-910c", "wse-3",
          "groq-lpu"})
        QVERIFY2(cat().chip(id), id);
    // Every seed system has what its charts need: chip figures, power and capex.
    for (const char* id :
         {"vr200-nvl144", "mi350x-ubb8", "mi450x-ifoe64", "mi450x-ifoe128", "mi400-ualoe72"}) {
        const System* s = cat().system(id);
        QVERIFY2(s && s->capex_per_gpu_usd, id);
        const Chip* c = cat().chip(s->chip_id);
        QVERIFY2(c && c->tdp_w && c->memory_gb && c->memory_bandwidth_gbps, id);
    }
}

void TestCatalogConsistency::reviewPageListsEveryChip() {
    // docs/catalog-review.md is generated (scripts/catalog-review.py): stale means a chip is
    // missing.
    const QString page =
        QString::fromUtf8(test::readFile(QStringLiteral(SIL_SOURCE_DIR "/docs/catalog-review.md")));
    for (const auto& c : cat().chips)
        QVERIFY2(
            page.contains(QStringLiteral("(`%1`)").arg(QString::fromStdString(c.id))),
            qPrintable(
                QStringLiteral("%1 is not in docs/catalog-review.md: run scripts/catalog-review.py")
                    .arg(QString::fromStdString(c.id))));
}

QTEST_GUILESS_MAIN(TestCatalogConsistency)
#include "TestCatalogConsistency.moc"
