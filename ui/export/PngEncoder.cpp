#include "PngEncoder.h"

#include <QCoreApplication>
#include <QImage>
#include <algorithm>
#include <cstdint>
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
    const int width = image.width();
    const int height = image.height();

    // Bands of rows deflated on their own threads and joined into one zlib stream (as pigz
    // does): each band a raw deflate stream ended on a byte boundary, the checksums combined.
    const std::size_t pixels = std::size_t(width) * std::size_t(height);
    const int bands =
        pixels < 250000 ? 1 : int(std::clamp(std::thread::hardware_concurrency(), 1u, 4u));
    std::vector<Band> parts(std::size_t(bands), Band{});
    for (int b = 0; b < bands; ++b) {
        parts[std::size_t(b)].firstRow = height * b / bands;
        parts[std::size_t(b)].endRow = height * (b + 1) / bands;
        parts[std::size_t(b)].last = b == bands - 1;
    }
    {
        std::vector<std::jthread> workers;
        for (std::size_t b = 1; b < parts.size(); ++b)
            workers.emplace_back([&image, &part = parts[b]] { deflateBand(image, part); });
        deflateBand(image, parts[0]);
    }
    QByteArray idat;
    idat.append(char(0x78)); // zlib header: deflate, 32 KiB window
    idat.append(char(0x01)); // fastest level, no dictionary (0x7801 is a multiple of 31)
    uLong adler = adler32(0, nullptr, 0);
    for (const Band& part : parts) {
        if (!part.ok) {
            if (error) *error = failure("deflate");
            return false;
        }
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

} // namespace sil::ui
