#pragma once
// Deflate for chart pictures, about three times as fast as zlib's fastest level on them, the
// files 1.2-1.6x as large. A chart is runs: flat fills (a pixel repeats the one to its left),
// whatever continues down the picture (a pixel repeats the one above it) and whole rows that
// repeat the row above. Finding those is a comparison of 32-bit pixels, where zlib hashes every
// byte and slides its tables along the window (and finds repeats anywhere in it, hence its
// smaller files); each band is then one block with Huffman codes made for it.
#include <cstddef>
#include <cstdint>
#include <vector>

namespace sil::ui {

struct DeflatedRows {
    std::vector<unsigned char> bytes; // raw deflate (RFC 1951), no zlib header
    std::uint32_t adler = 1;          // Adler-32 of the scanlines, for the zlib trailer
    std::size_t rawBytes = 0;         // length of the scanlines
};

// Rows [firstRow, endRow) of an image of 0xAARRGGBB pixels (alpha ignored) as PNG scanlines:
// filter type 0, then R, G, B per pixel. `rows` points at row 0, `stride` pixels apart; rows
// above firstRow are read (matched against) but not encoded: the stream may follow the one that
// encoded them. The stream ends byte-aligned: with the final block when `last`, else with an
// empty stored block, so the next band's stream can be appended (as zlib's Z_SYNC_FLUSH).
DeflatedRows deflateRows(const std::uint32_t* rows, std::ptrdiff_t stride, int width, int firstRow,
                         int endRow, bool last);

} // namespace sil::ui
