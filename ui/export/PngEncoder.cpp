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

// PNG scanlines of rows [firstRow, endRow) into `out`: filter type 0 (none), then R, G, B per
// pixel; returns the end of what was written.
unsigned char* scanlines(const QImage& image, int firstRow, int endRow, unsigned char* out) {
    const int width = image.width();
    for (int y = firstRow; y < endRow; ++y) {
        const auto* px = reinterpret_cast<const std::uint32_t*>(image.constScanLine(y));
        *out++ = 0;
        for (int x = 0; x < width; ++x, out += 3) {
            const std::uint32_t p = px[x];
            out[0] = static_cast<unsigned char>(p >> 16);
            out[1] = static_cast<unsigned char>(p >> 8);
            out[2] = static_cast<unsigned char>(p);
        }
    }
    return out;
}

// zlib's fastest level with memLevel 8: on chart pictures about as fast as level 2 and the
// libdeflate levels tried, 20 % faster than memLevel 9, and the files smaller than the
// hand-written run deflater's that it replaced.
constexpr int kLevel = 1;
constexpr int kMemLevel = 8;
constexpr std::size_t kWindow = 32768; // deflate's window: how far back a match may reach

// Rows [firstRow, endRow) as a raw deflate stream (zlib, no header): ended on a byte boundary
// (Z_SYNC_FLUSH) so that the next band's stream can follow it, or, for the last band, with the
// final block. The rows above the band, up to deflate's window, are its preset dictionary, so
// that matches reach across the join as in one stream (as pigz does).
struct Band {
    int firstRow = 0;
    int endRow = 0;
    bool last = false;
    std::vector<unsigned char> bytes;
    std::uint32_t adler = 1;  // Adler-32 of the band's scanlines, for the zlib trailer
    std::size_t rawBytes = 0; // length of the band's scanlines
    const char* error = nullptr;
};

void deflateBand(const QImage& image, Band& band) {
    // The scanlines go to zlib a few rows at a time from a small buffer that stays in cache
    // (converting the whole band into one buffer first cost as much as a third of the deflate).
    const std::size_t rowBytes = 1 + 3 * std::size_t(image.width());
    const int rowsPerChunk = int(std::max<std::size_t>(1, kWindow / rowBytes));
    const int dictionaryRows = std::min(band.firstRow, int((kWindow + rowBytes - 1) / rowBytes));
    std::vector<unsigned char> chunk(rowBytes *
                                     std::size_t(std::max(rowsPerChunk, dictionaryRows)));
    band.rawBytes = rowBytes * std::size_t(band.endRow - band.firstRow);

    z_stream z{};
    if (deflateInit2(&z, kLevel, Z_DEFLATED, -15, kMemLevel, Z_DEFAULT_STRATEGY) != Z_OK) {
        band.error = "deflateInit2";
        return;
    }
    if (dictionaryRows > 0) {
        const unsigned char* end =
            scanlines(image, band.firstRow - dictionaryRows, band.firstRow, chunk.data());
        const std::size_t dictionaryBytes = std::min(kWindow, std::size_t(end - chunk.data()));
        if (deflateSetDictionary(&z, end - dictionaryBytes, uInt(dictionaryBytes)) != Z_OK) {
            deflateEnd(&z);
            band.error = "deflateSetDictionary";
            return;
        }
    }
    // deflateBound does not count the flush's empty stored block (5 bytes) and bit padding.
    band.bytes.resize(deflateBound(&z, uLong(band.rawBytes)) + 16);
    z.next_out = band.bytes.data();
    z.avail_out = uInt(band.bytes.size());
    uLong adler = adler32(0, nullptr, 0);
    bool done = false;
    for (int y = band.firstRow; y < band.endRow && !band.error; y += rowsPerChunk) {
        const int end = std::min(band.endRow, y + rowsPerChunk);
        const unsigned char* filled = scanlines(image, y, end, chunk.data());
        const auto length = std::size_t(filled - chunk.data());
        adler = adler32_z(adler, chunk.data(), length);
        z.next_in = chunk.data();
        z.avail_in = uInt(length);
        const bool lastChunk = end == band.endRow;
        const int flush = !lastChunk ? Z_NO_FLUSH : band.last ? Z_FINISH : Z_SYNC_FLUSH;
        const int rc = deflate(&z, flush);
        if (z.avail_in != 0 || z.avail_out == 0 || (rc != Z_OK && rc != Z_STREAM_END))
            band.error = "deflate";
        else if (lastChunk)
            done = band.last ? rc == Z_STREAM_END : rc == Z_OK;
    }
    band.adler = std::uint32_t(adler);
    band.bytes.resize(z.total_out);
    deflateEnd(&z);
    if (!done && !band.error) band.error = "deflate";
}

QString failure(const char* what) {
    return QCoreApplication::translate("sil::ui::ChartExport", "PNG encoding failed: %1")
        .arg(QLatin1String(what));
}

// The rows of `image` in `bandCount` bands, painted by `painter` in order on this thread while
// the bands painted so far are deflated on a second one; this thread joins in once it is done.
// Each band is its own deflate stream ended on a byte boundary; joined, they make one zlib
// stream (as pigz does), their checksums combined.
std::vector<Band> paintAndDeflate(const QImage& image, int bandCount, const StripPainter& painter) {
    const int height = image.height();
    std::vector<Band> parts(std::size_t(bandCount), Band{});
    for (int b = 0; b < bandCount; ++b) {
        parts[std::size_t(b)].firstRow = height * b / bandCount;
        parts[std::size_t(b)].endRow = height * (b + 1) / bandCount;
        parts[std::size_t(b)].last = b == bandCount - 1;
    }
    std::mutex mutex;
    std::condition_variable bandPainted;
    int painted = 0;
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
    std::vector<std::jthread> encoder;
    if (bandCount > 1) encoder.emplace_back(encodeWhatIsPainted);
    // Should painting throw, the encoder is told to stop before it is joined.
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
        painter(QRect(0, band.firstRow, image.width(), band.endRow - band.firstRow));
        {
            const std::lock_guard lock(mutex);
            painted = b + 1;
        }
        bandPainted.notify_all();
    }
    release.done = true;
    encodeWhatIsPainted();
    encoder.clear(); // joins
    return parts;
}

// The PNG: signature, header, resolution, the bands joined into one zlib stream, end.
QByteArray assemble(const QImage& image, const std::vector<Band>& parts) {
    const int width = image.width();
    const int height = image.height();
    QByteArray idat;
    idat.append(char(0x78)); // zlib header: deflate, 32 KiB window
    idat.append(char(0x01)); // "fastest" level, no dictionary (0x7801 is a multiple of 31)
    uLong adler = adler32(0, nullptr, 0);
    for (const Band& part : parts) {
        idat.append(reinterpret_cast<const char*>(part.bytes.data()), qsizetype(part.bytes.size()));
        adler = adler32_combine(adler, part.adler, z_off_t(part.rawBytes));
    }
    appendBigEndian(idat, std::uint32_t(adler));

    QByteArray out;
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
    return out;
}

} // namespace

bool paintAndEncodeOpaquePng(QImage& image, const StripPainter& paintStrip, QByteArray& out,
                             QString* error) {
    if (image.isNull() || image.width() <= 0 || image.height() <= 0) {
        if (error) *error = failure("empty image");
        return false;
    }
    if (image.format() != QImage::Format_RGB32 && image.format() != QImage::Format_ARGB32) {
        if (error) *error = failure("the image must be RGB32 or ARGB32");
        return false;
    }
    // Strips small enough that the encoder starts early and the last one is done soon after
    // the painting; a small picture is one strip.
    const std::size_t pixels = std::size_t(image.width()) * std::size_t(image.height());
    const int bands = pixels < 250000 ? 1 : std::min(8, image.height());
    const std::vector<Band> parts = paintAndDeflate(image, bands, paintStrip);
    for (const Band& part : parts)
        if (part.error) {
            if (error) *error = failure(part.error);
            return false;
        }
    out = assemble(image, parts);
    return true;
}

} // namespace sil::ui
