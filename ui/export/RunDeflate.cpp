#include "RunDeflate.h"

#include <array>
#include <cstring>
#include <zlib.h>

namespace sil::ui {

namespace {

constexpr int kMaxMatch = 258;
constexpr std::size_t kWindow = 32768;

// The fixed Huffman codes of RFC 1951 (3.2.6), bit-reversed: deflate packs bits from the least
// significant end but Huffman codes from their most significant bit.
constexpr std::uint32_t reversed(std::uint32_t code, int bits) {
    std::uint32_t r = 0;
    for (int i = 0; i < bits; ++i, code >>= 1)
        r = (r << 1) | (code & 1u);
    return r;
}

struct Code {
    std::uint32_t bits = 0;
    int count = 0;
};

constexpr Code literalCode(int symbol) {
    if (symbol < 144) return {reversed(0x30u + std::uint32_t(symbol), 8), 8};
    if (symbol < 256) return {reversed(0x190u + std::uint32_t(symbol - 144), 9), 9};
    if (symbol < 280) return {reversed(std::uint32_t(symbol - 256), 7), 7};
    return {reversed(0xc0u + std::uint32_t(symbol - 280), 8), 8};
}

constexpr std::array<int, 29> kLengthBase = {3,  4,  5,  6,   7,   8,   9,   10,  11, 13,
                                             15, 17, 19, 23,  27,  31,  35,  43,  51, 59,
                                             67, 83, 99, 115, 131, 163, 195, 227, 258};
constexpr std::array<int, 29> kLengthExtra = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                              2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
constexpr std::array<int, 30> kDistanceBase = {
    1,   2,   3,   4,   5,   7,    9,    13,   17,   25,   33,   49,   65,    97,    129,
    193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
constexpr std::array<int, 30> kDistanceExtra = {0, 0, 0,  0,  1,  1,  2,  2,  3,  3,
                                                4, 4, 5,  5,  6,  6,  7,  7,  8,  8,
                                                9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

struct Tables {
    std::array<Code, 256> literal{};
    Code endOfBlock{};
    std::array<Code, kMaxMatch + 1> length{}; // length symbol and its extra bits, per length
};

constexpr Tables makeTables() {
    Tables t;
    for (int s = 0; s < 256; ++s)
        t.literal[std::size_t(s)] = literalCode(s);
    t.endOfBlock = literalCode(256);
    for (int len = 3; len <= kMaxMatch; ++len) {
        std::size_t i = kLengthBase.size() - 1;
        while (kLengthBase[i] > len)
            --i;
        const Code symbol = literalCode(257 + int(i));
        t.length[std::size_t(len)] = {symbol.bits |
                                          (std::uint32_t(len - kLengthBase[i]) << symbol.count),
                                      symbol.count + kLengthExtra[i]};
    }
    return t;
}

constexpr Tables kTables = makeTables();

// Distance codes are five bits; with their extra bits at most 18.
Code distanceCode(std::size_t distance) {
    std::size_t i = kDistanceBase.size() - 1;
    while (std::size_t(kDistanceBase[i]) > distance)
        --i;
    return {reversed(std::uint32_t(i), 5) |
                (std::uint32_t(distance - std::size_t(kDistanceBase[i])) << 5),
            5 + kDistanceExtra[i]};
}

class BitWriter {
public:
    explicit BitWriter(unsigned char* out) : out_(out) {}
    void put(std::uint32_t bits, int count) { // count <= 32
        pending_ |= std::uint64_t(bits) << used_;
        used_ += count;
        if (used_ >= 32) {
            for (int i = 0; i < 4; ++i)
                out_[size_++] = static_cast<unsigned char>(pending_ >> (8 * i));
            pending_ >>= 32;
            used_ -= 32;
        }
    }
    void put(const Code& c) { put(c.bits, c.count); }
    void alignToByte() {
        if (used_ % 8) put(0, 8 - used_ % 8);
    }
    std::size_t finish() { // after alignToByte
        for (; used_ > 0; used_ -= 8, pending_ >>= 8)
            out_[size_++] = static_cast<unsigned char>(pending_);
        return size_;
    }

private:
    unsigned char* out_;
    std::size_t size_ = 0;
    std::uint64_t pending_ = 0;
    int used_ = 0;
};

bool sameColour(std::uint32_t a, std::uint32_t b) {
    return ((a ^ b) & 0xffffffu) == 0;
}

class RowEncoder {
public:
    RowEncoder(BitWriter& out, std::size_t rowBytes)
        : out_(out), rowBytes_(rowBytes), up_(distanceCode(std::min(rowBytes, kWindow))),
          left_(distanceCode(3)) {}

    // `length` bytes repeated from `distance` back, in matches of at most 258 bytes; no piece
    // shorter than 3 (the shortest match deflate has).
    void match(std::size_t length, const Code& distance) {
        while (length > 0) {
            std::size_t piece = std::min<std::size_t>(length, kMaxMatch);
            if (length - piece > 0 && length - piece < 3) piece = length - 3;
            out_.put(kTables.length[piece]);
            out_.put(distance);
            length -= piece;
        }
    }
    void repeatRowAbove() { match(rowBytes_, up_); }

    void row(const std::uint32_t* cur, const std::uint32_t* above, int width) {
        out_.put(kTables.literal[0]); // filter type: none
        int x = 0;
        while (x < width) {
            int upRun = 0;
            if (above)
                while (x + upRun < width && sameColour(cur[x + upRun], above[x + upRun]))
                    ++upRun;
            int leftRun = 0;
            if (x > 0)
                while (x + leftRun < width && sameColour(cur[x + leftRun], cur[x - 1]))
                    ++leftRun;
            if (upRun == 0 && leftRun == 0) {
                const std::uint32_t p = cur[x++];
                out_.put(kTables.literal[(p >> 16) & 0xffu]);
                out_.put(kTables.literal[(p >> 8) & 0xffu]);
                out_.put(kTables.literal[p & 0xffu]);
            } else if (upRun >= leftRun) {
                match(3 * std::size_t(upRun), up_);
                x += upRun;
            } else {
                match(3 * std::size_t(leftRun), left_);
                x += leftRun;
            }
        }
    }

private:
    BitWriter& out_;
    std::size_t rowBytes_;
    Code up_;
    Code left_;
};

// The row as its scanline bytes, for the checksum.
void scanline(const std::uint32_t* px, int width, unsigned char* out) {
    *out++ = 0;
    for (int x = 0; x < width; ++x) {
        *out++ = static_cast<unsigned char>(px[x] >> 16);
        *out++ = static_cast<unsigned char>(px[x] >> 8);
        *out++ = static_cast<unsigned char>(px[x]);
    }
}

} // namespace

DeflatedRows deflateRows(const std::uint32_t* rows, std::ptrdiff_t stride, int width, int firstRow,
                         int endRow, bool last) {
    DeflatedRows result;
    const std::size_t rowBytes = 1 + 3 * std::size_t(width);
    const std::size_t count = std::size_t(std::max(0, endRow - firstRow));
    result.rawBytes = rowBytes * count;
    // Nothing costs more than 9 bits a byte (a literal; a match of n >= 3 bytes takes at most
    // 31 bits), plus the block's header, end and flush.
    result.bytes.resize(result.rawBytes * 9 / 8 + 64);
    BitWriter out(result.bytes.data());
    out.put(last ? 1u : 0u, 1); // BFINAL
    out.put(1u, 2);             // BTYPE 01: fixed Huffman codes
    RowEncoder encode(out, rowBytes);
    // The row above is matched only when it is inside deflate's 32 KiB window.
    const bool aboveReachable = rowBytes <= kWindow;
    std::vector<unsigned char> line(rowBytes);
    uLong adler = adler32(0, nullptr, 0);
    uLong lineAdler = 0;
    bool lineAdlerKnown = false;
    for (int y = firstRow; y < endRow; ++y) {
        const std::uint32_t* cur = rows + std::ptrdiff_t(y) * stride;
        const std::uint32_t* above = y > 0 && aboveReachable ? cur - stride : nullptr;
        if (above && std::memcmp(cur, above, 4 * std::size_t(width)) == 0) {
            encode.repeatRowAbove();
            if (!lineAdlerKnown) {
                scanline(above, width, line.data());
                lineAdler = adler32(adler32(0, nullptr, 0), line.data(), uInt(rowBytes));
                lineAdlerKnown = true;
            }
            adler = adler32_combine(adler, lineAdler, z_off_t(rowBytes));
            continue;
        }
        scanline(cur, width, line.data());
        lineAdler = adler32(adler32(0, nullptr, 0), line.data(), uInt(rowBytes));
        lineAdlerKnown = true;
        adler = adler32_combine(adler, lineAdler, z_off_t(rowBytes));
        encode.row(cur, above, width);
    }
    out.put(kTables.endOfBlock);
    if (!last) {
        // An empty stored block (as Z_SYNC_FLUSH writes): ends the stream on a byte boundary.
        out.put(0u, 3);
        out.alignToByte();
        out.put(0xffff0000u, 32); // LEN 0, NLEN ~0
    }
    out.alignToByte();
    result.bytes.resize(out.finish());
    result.adler = std::uint32_t(adler);
    return result;
}

} // namespace sil::ui
