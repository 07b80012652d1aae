// The chart exporter's own PNG writer: what it writes reads back pixel for pixel through Qt's
// reader (libpng, which checks every chunk's CRC and zlib's Adler-32), whether deflated in one
// band or in several on two threads, at odd sizes and with the resolution kept; bad input is
// refused with a message instead of writing a broken file. Painted strip by strip, each strip
// is encoded only once it is painted, and the strips tile the image top to bottom. The image
// data (the strips' deflate streams joined, each with the rows above it as its dictionary)
// inflates with zlib to exactly the image's scanlines, its Adler-32 checked.
#include "ui/export/PngEncoder.h"

#include <QPainter>
#include <QRect>
#include <QTest>
#include <QThread>
#include <QtEndian>
#include <zlib.h>

using namespace sil;

class TestPngEncoder : public QObject {
    Q_OBJECT
private slots:
    void roundTrips_data();
    void roundTrips();
    void imageDataInflatesToTheScanlines_data();
    void imageDataInflatesToTheScanlines();
    void keepsResolution();
    void incompressibleImageStillEncodes();
    void refusesEmptyImage();
    void encodesEachStripOnceItIsPainted_data();
    void encodesEachStripOnceItIsPainted();
    void paintedStripsRefuseAnUnsupportedImage();
};

namespace {

// A small chart-like picture: flat background, bars, antialiased text and a diagonal line.
QImage chartLike(const QSize& size, QImage::Format format) {
    QImage image(size, format);
    image.fill(Qt::white);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    for (int i = 0; i < 6; ++i)
        p.fillRect(QRect(10 + i * size.width() / 7, size.height() / 3, size.width() / 10,
                         size.height() / 2),
                   QColor::fromHsv(i * 50, 200, 220));
    p.setPen(QPen(Qt::black, 1.5));
    p.drawLine(0, 0, size.width(), size.height());
    p.drawText(QRect(QPoint(0, 0), size), Qt::AlignCenter, QStringLiteral("TCO, USD/GPU-hour"));
    return image;
}

// An image painted beforehand: the strip painter has nothing left to do.
bool encode(const QImage& image, QByteArray& png, QString* error) {
    QImage copy = image;
    return ui::paintAndEncodeOpaquePng(
        copy, [](const QRect&) {}, png, error);
}

QImage decode(const QByteArray& png) {
    QImage back;
    back.loadFromData(png, "PNG");
    return back;
}

// The concatenated IDAT data of a PNG (empty if a chunk runs past the end).
QByteArray imageData(const QByteArray& png) {
    QByteArray idat;
    for (qsizetype at = 8; at + 12 <= png.size();) {
        const auto length = qsizetype(qFromBigEndian<quint32>(png.constData() + at));
        if (at + 12 + length > png.size()) return {};
        if (png.mid(at + 4, 4) == "IDAT") idat += png.mid(at + 8, length);
        at += 12 + length;
    }
    return idat;
}

// The PNG scanlines of an opaque image: filter type 0, then R, G, B per pixel.
QByteArray scanlines(const QImage& image) {
    const QImage rgb = image.convertToFormat(QImage::Format_RGB888);
    QByteArray out;
    for (int y = 0; y < rgb.height(); ++y) {
        out.append(char(0));
        out.append(reinterpret_cast<const char*>(rgb.constScanLine(y)), 3 * rgb.width());
    }
    return out;
}

// A zlib stream inflated in one call (which checks the Adler-32 trailer); empty on error.
QByteArray inflated(const QByteArray& stream, qsizetype expectedSize) {
    QByteArray out(expectedSize + 64, char(0));
    z_stream z{};
    if (inflateInit(&z) != Z_OK) return {};
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(stream.constData()));
    z.avail_in = uInt(stream.size());
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = uInt(out.size());
    const int rc = inflate(&z, Z_FINISH);
    out.truncate(qsizetype(z.total_out));
    inflateEnd(&z);
    return rc == Z_STREAM_END ? out : QByteArray();
}

} // namespace

void TestPngEncoder::roundTrips_data() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("format");
    QTest::newRow("export size") << QSize(1600, 1000) << int(QImage::Format_RGB32);
    QTest::newRow("bands of unequal rows") << QSize(1001, 257) << int(QImage::Format_RGB32);
    QTest::newRow("odd width and height") << QSize(333, 77) << int(QImage::Format_RGB32);
    QTest::newRow("one pixel") << QSize(1, 1) << int(QImage::Format_RGB32);
    QTest::newRow("one row") << QSize(513, 1) << int(QImage::Format_RGB32);
    QTest::newRow("opaque ARGB32") << QSize(200, 120) << int(QImage::Format_ARGB32);
    QTest::newRow("rows past deflate's window") << QSize(11000, 40) << int(QImage::Format_RGB32);
}

void TestPngEncoder::roundTrips() {
    QFETCH(QSize, size);
    QFETCH(int, format);
    const QImage image = chartLike(size, QImage::Format(format));
    QByteArray png;
    QString error;
    QVERIFY2(encode(image, png, &error), qPrintable(error));
    QVERIFY(png.startsWith("\x89PNG\r\n\x1a\n"));
    const QImage back = decode(png);
    QCOMPARE(back.size(), size);
    QCOMPARE(back.convertToFormat(QImage::Format_RGB32),
             image.convertToFormat(QImage::Format_RGB32));
}

void TestPngEncoder::imageDataInflatesToTheScanlines_data() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("noise");
    QTest::newRow("export size, eight strips") << QSize(1600, 1000) << false;
    QTest::newRow("small: one strip") << QSize(333, 77) << false;
    QTest::newRow("rows past deflate's window") << QSize(11000, 40) << false;
    QTest::newRow("noise, in strips") << QSize(700, 400) << true;
}

void TestPngEncoder::imageDataInflatesToTheScanlines() {
    QFETCH(QSize, size);
    QFETCH(bool, noise);
    QImage image = chartLike(size, QImage::Format_RGB32);
    if (noise) {
        quint32 state = 7;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                state = state * 1664525u + 1013904223u;
                image.setPixel(x, y, 0xff000000u | (state >> 8));
            }
    }
    QByteArray png;
    QString error;
    QVERIFY2(encode(image, png, &error), qPrintable(error));
    const QByteArray expected = scanlines(image);
    const QByteArray idat = imageData(png);
    QVERIFY(!idat.isEmpty());
    QCOMPARE(inflated(idat, expected.size()), expected);
    // The chart-like pictures compress; noise does not (zlib stores it).
    if (!noise) QVERIFY(idat.size() < expected.size() / 4);
}

void TestPngEncoder::keepsResolution() {
    QImage image = chartLike(QSize(64, 64), QImage::Format_RGB32);
    image.setDotsPerMeterX(11811); // 300 dpi
    image.setDotsPerMeterY(5906);
    QByteArray png;
    QVERIFY(encode(image, png, nullptr));
    const QImage back = decode(png);
    QCOMPARE(back.dotsPerMeterX(), 11811);
    QCOMPARE(back.dotsPerMeterY(), 5906);
}

void TestPngEncoder::incompressibleImageStillEncodes() {
    // Noise does not compress: the output buffer has to grow past its first guess.
    QImage image(300, 200, QImage::Format_RGB32);
    quint32 state = 12345;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            state = state * 1664525u + 1013904223u;
            image.setPixel(x, y, 0xff000000u | (state >> 8));
        }
    QByteArray png;
    QVERIFY(encode(image, png, nullptr));
    QVERIFY(png.size() > 300 * 200 * 3);
    QCOMPARE(decode(png), image);
}

void TestPngEncoder::refusesEmptyImage() {
    QByteArray png("left as it was");
    QString error;
    QVERIFY(!encode(QImage(), png, &error));
    QVERIFY2(error.contains(QStringLiteral("empty image")), qPrintable(error));
    QCOMPARE(png, QByteArray("left as it was"));
}

void TestPngEncoder::encodesEachStripOnceItIsPainted_data() {
    QTest::addColumn<QSize>("size");
    QTest::newRow("export size, in strips") << QSize(1600, 1000);
    QTest::newRow("strips of unequal rows") << QSize(1001, 601);
    QTest::newRow("small: one strip") << QSize(300, 200);
}

void TestPngEncoder::encodesEachStripOnceItIsPainted() {
    QFETCH(QSize, size);
    // Black until painted: a strip read before its painter finished would come back black.
    QImage image(size, QImage::Format_RGB32);
    image.fill(Qt::black);
    const QImage picture = chartLike(size, QImage::Format_RGB32);
    QPainter painter(&image);
    QList<QRect> strips;
    const ui::StripPainter paintStrip = [&](const QRect& strip) {
        strips << strip;
        // Slow enough that an encoder not waiting for its strip would overtake the painter.
        QThread::msleep(5);
        painter.drawImage(strip, picture, strip);
    };
    QByteArray png;
    QString error;
    QVERIFY2(ui::paintAndEncodeOpaquePng(image, paintStrip, png, &error), qPrintable(error));
    painter.end();
    QCOMPARE(decode(png), picture);
    // Full-width strips, top to bottom, every row once.
    int next = 0;
    for (const QRect& strip : strips) {
        QCOMPARE(strip.left(), 0);
        QCOMPARE(strip.width(), size.width());
        QCOMPARE(strip.top(), next);
        next = strip.bottom() + 1;
    }
    QCOMPARE(next, size.height());
    QVERIFY(size.width() * size.height() < 250000 ? strips.size() == 1 : strips.size() > 1);
}

void TestPngEncoder::paintedStripsRefuseAnUnsupportedImage() {
    QByteArray png("left as it was");
    QString error;
    bool painted = false;
    QImage image(64, 64, QImage::Format_RGB888);
    QVERIFY(!ui::paintAndEncodeOpaquePng(
        image, [&](const QRect&) { painted = true; }, png, &error));
    QVERIFY(!painted);
    QVERIFY2(error.contains(QStringLiteral("RGB32 or ARGB32")), qPrintable(error));
    QCOMPARE(png, QByteArray("left as it was"));
}

QTEST_MAIN(TestPngEncoder)
#include "TestPngEncoder.moc"
