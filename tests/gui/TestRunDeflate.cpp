// The chart deflater against zlib's inflate: every stream inflates to exactly the PNG
// scanlines of its rows with the Adler-32 zlib computes, bands joined make one stream, and the
// edges of the format hold: matches longer than 258 bytes, rows too long for deflate's window,
// noise (no runs at all), a band whose first row repeats the band above, a band of no rows.
#include "ui/export/RunDeflate.h"

#include <QTest>
#include <array>
#include <cstdint>
#include <vector>
#include <zlib.h>

using namespace sil;

class TestRunDeflate : public QObject {
    Q_OBJECT
private slots:
    void inflatesToTheScanlines_data();
    void inflatesToTheScanlines();
    void runsMakeItSmall();
};

namespace {

struct Picture {
    int width = 0;
    int height = 0;
    std::vector<std::uint32_t> pixels;
};

// Kinds of rows a chart has, and one it has not.
Picture make(const QString& kind, int width, int height) {
    Picture p{width, height, std::vector<std::uint32_t>(std::size_t(width) * height)};
    std::uint32_t state = 2463534242u;
    auto noise = [&] {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        return state;
    };
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            std::uint32_t& px = p.pixels[std::size_t(y) * width + x];
            if (kind == QLatin1String("noise")) {
                px = noise();
            } else if (kind == QLatin1String("four colours")) { // short runs of every kind
                px = std::array<std::uint32_t, 4>{0xffffffffu, 0xff000000u, 0xff1f77b4u,
                                                  0xffff7f0eu}[noise() % 4];
            } else if (kind == QLatin1String("checkerboard")) {
                px = (x + y) % 2 ? 0xff000000u : 0xffffffffu;
            } else if (kind == QLatin1String("flat")) {
                px = 0xffffffffu;
            } else if (kind == QLatin1String("stripes")) { // every row repeats the one above
                px = (x / 7) % 2 ? 0xff3366ccu : 0xffffffffu;
            } else { // "chart": fills, a bar that starts lower down, antialiased-looking specks
                px = 0xffffffffu;
                if (y > height / 3 && x > width / 4 && x < width / 2) px = 0xff1f77b4u;
                if ((x * 31 + y * 17) % 97 == 0) px = 0xff000000u | (noise() & 0xffffffu);
            }
            if (kind == QLatin1String("alpha differs")) // same colours, alpha varies: ignored
                px = (px & 0xffffffu) | (std::uint32_t(x % 3) << 24);
        }
    return p;
}

std::vector<unsigned char> scanlines(const Picture& p, int firstRow, int endRow) {
    std::vector<unsigned char> out;
    for (int y = firstRow; y < endRow; ++y) {
        out.push_back(0);
        for (int x = 0; x < p.width; ++x) {
            const std::uint32_t px = p.pixels[std::size_t(y) * p.width + x];
            out.push_back(static_cast<unsigned char>(px >> 16));
            out.push_back(static_cast<unsigned char>(px >> 8));
            out.push_back(static_cast<unsigned char>(px));
        }
    }
    return out;
}

// Inflates a raw deflate stream that the rows above `firstRow` precede (as a preset dictionary:
// the bytes a decoder of the whole stream would already have).
bool inflateAfter(const std::vector<unsigned char>& before, const std::vector<unsigned char>& in,
                  std::vector<unsigned char>& out, std::size_t expected) {
    z_stream z{};
    if (inflateInit2(&z, -15) != Z_OK) return false;
    if (!before.empty()) {
        const std::size_t keep = std::min<std::size_t>(before.size(), 32768);
        inflateSetDictionary(&z, before.data() + before.size() - keep, uInt(keep));
    }
    out.assign(expected + 16, 0);
    z.next_in = const_cast<Bytef*>(in.data());
    z.avail_in = uInt(in.size());
    z.next_out = out.data();
    z.avail_out = uInt(out.size());
    const int rc = inflate(&z, Z_SYNC_FLUSH);
    out.resize(z.total_out);
    const bool ended = z.avail_in == 0 && (rc == Z_STREAM_END || rc == Z_OK);
    inflateEnd(&z);
    return ended;
}

} // namespace

void TestRunDeflate::inflatesToTheScanlines_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("bands");
    QTest::newRow("chart, one band") << QStringLiteral("chart") << 400 << 120 << 1;
    QTest::newRow("chart, 7 bands") << QStringLiteral("chart") << 1600 << 1000 << 7;
    QTest::newRow("noise") << QStringLiteral("noise") << 333 << 77 << 3;
    QTest::newRow("four colours") << QStringLiteral("four colours") << 640 << 200 << 4;
    QTest::newRow("checkerboard") << QStringLiteral("checkerboard") << 101 << 99 << 3;
    QTest::newRow("an empty band") << QStringLiteral("chart") << 64 << 3 << 5;
    QTest::newRow("flat: rows of 259 bytes, 258 + 1 left")
        << QStringLiteral("flat") << 86 << 9 << 2;
    QTest::newRow("flat: rows of 517 bytes, 2 x 258 + 1")
        << QStringLiteral("flat") << 172 << 5 << 1;
    QTest::newRow("stripes: bands open on a repeated row")
        << QStringLiteral("stripes") << 1001 << 64 << 8;
    QTest::newRow("rows past the 32 KiB window") << QStringLiteral("chart") << 11000 << 6 << 2;
    QTest::newRow("alpha ignored") << QStringLiteral("alpha differs") << 200 << 50 << 2;
    QTest::newRow("one pixel") << QStringLiteral("chart") << 1 << 1 << 1;
}

void TestRunDeflate::inflatesToTheScanlines() {
    QFETCH(QString, kind);
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(int, bands);
    const Picture p = make(kind, width, height);
    std::vector<unsigned char> joined;
    uLong adler = adler32(0, nullptr, 0);
    for (int b = 0; b < bands; ++b) {
        const int first = height * b / bands;
        const int end = height * (b + 1) / bands;
        const ui::DeflatedRows d =
            ui::deflateRows(p.pixels.data(), width, width, first, end, b == bands - 1);
        const std::vector<unsigned char> expected = scanlines(p, first, end);
        QCOMPARE(d.rawBytes, expected.size());
        QCOMPARE(uLong(d.adler),
                 adler32(adler32(0, nullptr, 0), expected.data(), uInt(expected.size())));
        std::vector<unsigned char> got;
        QVERIFY2(inflateAfter(scanlines(p, 0, first), d.bytes, got, expected.size()),
                 qPrintable(QStringLiteral("band %1 does not inflate").arg(b)));
        QVERIFY2(got == expected, qPrintable(QStringLiteral("band %1 inflates wrong").arg(b)));
        joined.insert(joined.end(), d.bytes.begin(), d.bytes.end());
        adler = adler32_combine(adler, d.adler, z_off_t(d.rawBytes));
    }
    // The bands one after another: one stream, the whole picture, ended by the last band.
    const std::vector<unsigned char> all = scanlines(p, 0, height);
    std::vector<unsigned char> got(all.size() + 16);
    z_stream z{};
    QCOMPARE(inflateInit2(&z, -15), Z_OK);
    z.next_in = joined.data();
    z.avail_in = uInt(joined.size());
    z.next_out = got.data();
    z.avail_out = uInt(got.size());
    const int rc = inflate(&z, Z_FINISH);
    got.resize(z.total_out);
    inflateEnd(&z);
    QCOMPARE(rc, Z_STREAM_END);
    QVERIFY(got == all);
    QCOMPARE(adler, adler32(adler32(0, nullptr, 0), all.data(), uInt(all.size())));
}

void TestRunDeflate::runsMakeItSmall() {
    // A chart compresses far below its scanlines; rows that repeat cost a few bytes each.
    const Picture chart = make(QStringLiteral("chart"), 1600, 1000);
    const auto c = ui::deflateRows(chart.pixels.data(), 1600, 1600, 0, 1000, true);
    QVERIFY2(c.bytes.size() < c.rawBytes / 10, qPrintable(QString::number(c.bytes.size())));
    const Picture stripes = make(QStringLiteral("stripes"), 1600, 1000);
    const auto s = ui::deflateRows(stripes.pixels.data(), 1600, 1600, 0, 1000, true);
    QVERIFY2(s.bytes.size() < 1000 * 60, qPrintable(QString::number(s.bytes.size())));
}

QTEST_MAIN(TestRunDeflate)
#include "TestRunDeflate.moc"
