#include "PngEncoder.h"

#include <QCoreApplication>
#include <QImage>
#include <QRect>
#include <algorithm>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <thread>
#include <vector>
#include <zlib.h>

namespace sil::ui {

namespace {

void appendBigEndian(QByteArray& out, std::uint32_t v) {
    const char b[4] = {char(v >> 24), char(v >> 16), char(v >> 8), char(v)};
    out.append(b, 4);
}

// A chunk is length, type, data and the CRC of type and data.
void appendChunk(QByteArray& out, const char (&type)[5], const QByteArray& data) {
    appendBigEndian(out, std::uint32_t(data.size()));
    const qsizetype typeAt = out.size();
    out.append(type, 4);
    out.append(data);
    const auto* crcFrom = reinterpret_cast<const Bytef*>(out.constData() + typeAt);
    appendBigEndian(out, std::uint32_t(crc32(0, crcFrom, uInt(4 + data.size()))));
}

// Rows [firstRow, endRow) as a raw deflate stream: ended with a sync flush (byte-aligned, so
// the next band's stream can follow it) or, for the last band, as the final block.
struct Band {
    int firstRow = 0;
    int endRow = 0;
    bool last = false;
    QByteArray deflated;
    uLong adler = 0;
    std::size_t rawBytes = 0;
    bool ok = false;
};

void deflateBand(const QImage& image, Band& band) {
    const int width = image.width();
    z_stream z{};
    // Level 1: charts are flat colours, which the fastest level already compresses ~20:1.
    if (deflateInit2(&z, 1, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY) != Z_OK) return;
    QByteArray& out = band.deflated;
    out.resize(qsizetype(width) * (band.endRow - band.firstRow) * 3 / 8 + 1024);
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = uInt(out.size());
    auto room = [&] {
        if (z.avail_out > 0) return;
        const qsizetype used = out.size();
        out.resize(out.size() * 2);
        z.next_out = reinterpret_cast<Bytef*>(out.data() + used);
        z.avail_out = uInt(out.size() - used);
    };
    auto feed = [&] {
        while (z.avail_in > 0) {
            room();
            if (deflate(&z, Z_NO_FLUSH) == Z_STREAM_ERROR) return false;
        }
        return true;
    };
    // A flush is complete when deflate returns with output space left (zlib's manual).
    auto end = [&](int flush) {
        for (;;) {
            room();
            const int rc = deflate(&z, flush);
            if (rc == Z_STREAM_ERROR) return false;
            if (flush == Z_FINISH ? rc == Z_STREAM_END : z.avail_out > 0) return true;
        }
    };
    // Each row: filter type 0 (none), then R, G, B per pixel.
    std::vector<unsigned char> row(1 + 3 * std::size_t(width));
    uLong adler = adler32(0, nullptr, 0);
    bool ok = true;
    for (int y = band.firstRow; y < band.endRow && ok; ++y) {
        const auto* px = reinterpret_cast<const QRgb*>(image.constScanLine(y));
        unsigned char* rgb = row.data() + 1;
        for (int x = 0; x < width; ++x) {
            rgb[3 * x] = static_cast<unsigned char>(qRed(px[x]));
            rgb[3 * x + 1] = static_cast<unsigned char>(qGreen(px[x]));
            rgb[3 * x + 2] = static_cast<unsigned char>(qBlue(px[x]));
        }
        adler = adler32(adler, row.data(), uInt(row.size()));
        band.rawBytes += row.size();
        z.next_in = row.data();
        z.avail_in = uInt(row.size());
        ok = feed();
    }
    ok = ok && end(band.last ? Z_FINISH : Z_SYNC_FLUSH);
    out.resize(qsizetype(z.total_out));
    deflateEnd(&z);
    band.adler = adler;
    band.ok = ok;
}

QString failure(const char* what) {
    return QCoreApplication::translate("sil::ui::ChartExport", "PNG encoding failed: %1")
        .arg(QLatin1String(what));
}

// The rows of `image` as `bandCount` bands, deflated by this thread and `helpers` more, each
// band once `painted` has passed it (without a painter, every band is ready from the start).
// The painter, if any, paints the bands in order on this thread and then joins the encoders.
bool deflateBands(const QImage& image, int bandCount, int helpers, const StripPainter* painter,
                  std::vector<Band>& parts) {
    const int height = image.height();
    parts.assign(std::size_t(bandCount), Band{});
    for (int b = 0; b < bandCount; ++b) {
        parts[std::size_t(b)].firstRow = height * b / bandCount;
        parts[std::size_t(b)].endRow = height * (b + 1) / bandCount;
        parts[std::size_t(b)].last = b == bandCount - 1;
    }
    std::mutex mutex;
    std::condition_variable bandPainted;
    int painted = painter ? 0 : bandCount;
    int next = 0;
    bool abandoned = false;
    auto encodeWhatIsPainted = [&] {
        for (;;) {
            std::unique_lock lock(mutex);
            bandPainted.wait(lock,
                             [&] { return next < painted || next == bandCount || abandoned; });
            if (next == bandCount || abandoned) return;
            Band& band = parts[std::size_t(next++)];
            lock.unlock();
            deflateBand(image, band);
        }
    };
    std::vector<std::jthread> workers;
    for (int h = 0; h < helpers; ++h)
        workers.emplace_back(encodeWhatIsPainted);
    if (painter) {
        // Should painting throw, the encoders are told to stop before they are joined.
        struct Release {
            std::mutex& mutex;
            std::condition_variable& cv;
            bool& abandoned;
            bool done = false;
            ~Release() {
                if (done) return;
                {
                    const std::lock_guard lock(mutex);
                    abandoned = true;
                }
                cv.notify_all();
            }
        } release{mutex, bandPainted, abandoned};
        for (int b = 0; b < bandCount; ++b) {
            const Band& band = parts[std::size_t(b)];
            (*painter)(QRect(0, band.firstRow, image.width(), band.endRow - band.firstRow));
            {
                const std::lock_guard lock(mutex);
                painted = b + 1;
            }
            bandPainted.notify_all();
        }
        release.done = true;
    }
    encodeWhatIsPainted();
    workers.clear(); // joins
    return std::all_of(parts.begin(), parts.end(), [](const Band& b) { return b.ok; });
}

int bandsFor(const QSize& size, int atMost) {
    const std::size_t pixels = std::size_t(size.width()) * std::size_t(size.height());
    return pixels < 250000 ? 1 : std::min(atMost, size.height());
}

int cores() {
    return int(std::clamp(std::thread::hardware_concurrency(), 1u, 4u));
}

bool assemble(const QImage& image, const std::vector<Band>& parts, QByteArray& out);

} // namespace

bool encodeOpaquePng(const QImage& source, QByteArray& out, QString* error) {
    if (source.isNull() || source.width() <= 0 || source.height() <= 0) {
        if (error) *error = failure("empty image");
        return false;
    }
    const QImage image =
        source.format() == QImage::Format_RGB32 || source.format() == QImage::Format_ARGB32
            ? source
            : source.convertToFormat(QImage::Format_RGB32);
    // Bands of rows deflated on their own threads and joined into one zlib stream (as pigz
    // does): each band a raw deflate stream ended on a byte boundary, the checksums combined.
    const int bands = bandsFor(image.size(), cores());
    std::vector<Band> parts;
    if (!deflateBands(image, bands, bands - 1, nullptr, parts)) {
        if (error) *error = failure("deflate");
        return false;
    }
    return assemble(image, parts, out);
}

bool paintAndEncodeOpaquePng(QImage& image, const StripPainter& paintStrip, QByteArray& out,
                             QString* error) {
    if (image.isNull() || image.width() <= 0 || image.height() <= 0) {
        if (error) *error = failure("empty image");
        return false;
    }
    if (image.format() != QImage::Format_RGB32 && image.format() != QImage::Format_ARGB32) {
        if (error) *error = failure("the image to paint must be RGB32 or ARGB32");
        return false;
    }
    // Strips small enough that the encoder starts early and the last one finishes soon after
    // the painting; one encoder beside the painter, which encodes too once it is done.
    const int bands = bandsFor(image.size(), 8);
    std::vector<Band> parts;
    if (!deflateBands(image, bands, bands > 1 ? 1 : 0, &paintStrip, parts)) {
        if (error) *error = failure("deflate");
        return false;
    }
    return assemble(image, parts, out);
}

namespace {

// The PNG: signature, header, resolution, the bands joined into one zlib stream, end.
bool assemble(const QImage& image, const std::vector<Band>& parts, QByteArray& out) {
    const int width = image.width();
    const int height = image.height();
    QByteArray idat;
    idat.append(char(0x78)); // zlib header: deflate, 32 KiB window
    idat.append(char(0x01)); // fastest level, no dictionary (0x7801 is a multiple of 31)
    uLong adler = adler32(0, nullptr, 0);
    for (const Band& part : parts) {
        idat.append(part.deflated);
        adler = adler32_combine(adler, part.adler, z_off_t(part.rawBytes));
    }
    appendBigEndian(idat, std::uint32_t(adler));

    out.clear();
    out.reserve(idat.size() + 128);
    out.append("\x89PNG\r\n\x1a\n", 8);
    QByteArray header;
    appendBigEndian(header, std::uint32_t(width));
    appendBigEndian(header, std::uint32_t(height));
    header.append(char(8));    // bits per sample
    header.append(char(2));    // colour type: RGB
    header.append(3, char(0)); // deflate, adaptive filtering (type per row), no interlace
    appendChunk(out, "IHDR", header);
    if (image.dotsPerMeterX() > 0 && image.dotsPerMeterY() > 0) {
        QByteArray phys;
        appendBigEndian(phys, std::uint32_t(image.dotsPerMeterX()));
        appendBigEndian(phys, std::uint32_t(image.dotsPerMeterY()));
        phys.append(char(1)); // unit: metre
        appendChunk(out, "pHYs", phys);
    }
    appendChunk(out, "IDAT", idat);
    appendChunk(out, "IEND", QByteArray());
    return true;
}

} // namespace

} // namespace sil::ui
