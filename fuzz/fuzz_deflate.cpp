// libFuzzer: the chart PNG exporter's deflater (ui/export/RunDeflate) on any picture cut into any
// bands: the bands joined inflate (zlib) to exactly the picture's scanlines, and the Adler-32 is
// zlib's. The input's first bytes choose the width and the bands; the rest are pixels drawn
// from a palette it also chooses, so that runs of every kind occur as well as noise.
#include "ui/export/RunDeflate.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <vector>
#include <zlib.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 4) return 0;
    const int width = 1 + (data[0] | (data[1] & 0x3f) << 8) % 700; // up to 700: several rows fit
    const int bands = 1 + data[2] % 9;
    const int colours = 1 + data[3] % 16; // few colours: runs; 16: mostly literals
    data += 4;
    size -= 4;
    const int height = int(std::min<std::size_t>(size / std::size_t(width) + 1, 400));
    std::vector<std::uint32_t> pixels(std::size_t(width) * std::size_t(height));
    for (std::size_t i = 0; i < pixels.size(); ++i) {
        const std::uint8_t b = size ? data[i % size] : 0;
        const std::uint32_t c = std::uint32_t(b % colours) * 0x9e3779b1u;
        pixels[i] = 0xff000000u | (c >> 8); // alpha ignored by the encoder
    }
    std::vector<unsigned char> stream;
    std::vector<unsigned char> expected;
    uLong adler = adler32(0, nullptr, 0);
    for (int b = 0; b < bands; ++b) {
        const int first = height * b / bands, end = height * (b + 1) / bands;
        const sil::ui::DeflatedRows d =
            sil::ui::deflateRows(pixels.data(), width, width, first, end, b == bands - 1);
        if (d.rawBytes != std::size_t(end - first) * (1 + 3 * std::size_t(width))) std::abort();
        stream.insert(stream.end(), d.bytes.begin(), d.bytes.end());
        adler = adler32_combine(adler, d.adler, z_off_t(d.rawBytes));
    }
    for (int y = 0; y < height; ++y) {
        expected.push_back(0);
        for (int x = 0; x < width; ++x) {
            const std::uint32_t p = pixels[std::size_t(y) * std::size_t(width) + std::size_t(x)];
            expected.push_back(static_cast<unsigned char>(p >> 16));
            expected.push_back(static_cast<unsigned char>(p >> 8));
            expected.push_back(static_cast<unsigned char>(p));
        }
    }
    if (adler != adler32(adler32(0, nullptr, 0), expected.data(), uInt(expected.size())))
        std::abort();
    std::vector<unsigned char> got(expected.size() + 64);
    z_stream z{};
    if (inflateInit2(&z, -15) != Z_OK) std::abort();
    z.next_in = stream.data();
    z.avail_in = uInt(stream.size());
    z.next_out = got.data();
    z.avail_out = uInt(got.size());
    const int rc = inflate(&z, Z_FINISH);
    got.resize(z.total_out);
    inflateEnd(&z);
    if (rc != Z_STREAM_END || got != expected) std::abort();
    return 0;
}
