#include "RunDeflate.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <functional>
#include <queue>
#include <utility>
#include <zlib.h>

namespace sil::ui {

namespace {

constexpr int kMaxMatch = 258;
constexpr std::size_t kWindow = 32768;
constexpr int kEndOfBlock = 256;
constexpr int kLiteralLengthSymbols = 286; // bytes, end of block, 29 length codes
constexpr int kDistanceSymbols = 30;
constexpr int kCodeLengthSymbols = 19;

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
// The order in which the code-length code's lengths are sent (RFC 1951, 3.2.7).
constexpr std::array<int, kCodeLengthSymbols> kCodeLengthOrder = {
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

// A symbol with the extra bits that follow its code.
struct Coded {
    int symbol = 0;
    int extraBits = 0;
    std::uint32_t extra = 0;
};

constexpr std::array<Coded, kMaxMatch + 1> makeLengthCodes() {
    std::array<Coded, kMaxMatch + 1> out{};
    for (int len = 3; len <= kMaxMatch; ++len) {
        std::size_t i = kLengthBase.size() - 1;
        while (kLengthBase[i] > len)
            --i;
        out[std::size_t(len)] = {257 + int(i), kLengthExtra[i],
                                 std::uint32_t(len - kLengthBase[i])};
    }
    return out;
}
constexpr std::array<Coded, kMaxMatch + 1> kLengthCodes = makeLengthCodes();

Coded distanceCode(std::size_t distance) {
    std::size_t i = kDistanceBase.size() - 1;
    while (std::size_t(kDistanceBase[i]) > distance)
        --i;
    return {int(i), kDistanceExtra[i], std::uint32_t(distance - std::size_t(kDistanceBase[i]))};
}

// What a band says before it is coded, one 16-bit token each: a literal byte (0-255) or a match,
// its length (3-258) with bit 15 set and bit 14 when it repeats the row above (else the pixel
// to the left).
constexpr std::uint16_t kMatch = 0x8000;
constexpr std::uint16_t kFromAbove = 0x4000;

bool sameColour(std::uint32_t a, std::uint32_t b) {
    return ((a ^ b) & 0xffffffu) == 0;
}

class Tokens {
public:
    explicit Tokens(std::size_t rowBytes) : rowBytes_(rowBytes) {}

    // `length` bytes repeated, in matches of at most 258 bytes; no piece shorter than 3 (the
    // shortest match deflate has).
    void match(std::size_t length, bool fromAbove) {
        while (length > 0) {
            std::size_t piece = std::min<std::size_t>(length, kMaxMatch);
            if (length - piece > 0 && length - piece < 3) piece = length - 3;
            tokens_.push_back(std::uint16_t(kMatch | (fromAbove ? kFromAbove : 0) | piece));
            length -= piece;
        }
    }
    void repeatRowAbove() { match(rowBytes_, true); }

    void row(const std::uint32_t* cur, const std::uint32_t* above, int width) {
        tokens_.push_back(0); // filter type: none
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
                tokens_.push_back(std::uint16_t((p >> 16) & 0xffu));
                tokens_.push_back(std::uint16_t((p >> 8) & 0xffu));
                tokens_.push_back(std::uint16_t(p & 0xffu));
            } else if (upRun >= leftRun) {
                match(3 * std::size_t(upRun), true);
                x += upRun;
            } else {
                match(3 * std::size_t(leftRun), false);
                x += leftRun;
            }
        }
    }
    const std::vector<std::uint16_t>& list() const { return tokens_; }

private:
    std::size_t rowBytes_;
    std::vector<std::uint16_t> tokens_;
};

// Code lengths of a Huffman code for `counts` (0 for an unused symbol), none longer than
// `limit`: when the tree is too deep, the counts are halved (rounding up) and it is built again,
// which flattens it. The code is always complete, as every inflater accepts: one used symbol
// (or none) gets a 1-bit code beside an unused one.
std::vector<int> codeLengths(std::vector<std::uint64_t> counts, int limit) {
    std::vector<int> lengths(counts.size(), 0);
    std::vector<std::size_t> used;
    for (std::size_t s = 0; s < counts.size(); ++s)
        if (counts[s] > 0) used.push_back(s);
    if (used.size() < 2) {
        const std::size_t one = used.empty() ? 0 : used[0];
        lengths[one] = 1;
        lengths[one == 0 ? 1 : 0] = 1;
        return lengths;
    }
    const std::size_t leaves = used.size();
    for (;;) {
        using Entry = std::pair<std::uint64_t, std::size_t>; // weight, node
        std::priority_queue<Entry, std::vector<Entry>, std::greater<>> heap;
        for (std::size_t k = 0; k < leaves; ++k)
            heap.push({counts[used[k]], k});
        std::vector<std::size_t> parent(2 * leaves - 1, 0);
        std::size_t next = leaves;
        while (heap.size() > 1) {
            const Entry a = heap.top();
            heap.pop();
            const Entry b = heap.top();
            heap.pop();
            parent[a.second] = parent[b.second] = next;
            heap.push({a.first + b.first, next++});
        }
        // Parents are made after their children: depths follow from the root down.
        std::vector<int> depth(2 * leaves - 1, 0);
        for (std::size_t v = next - 1; v-- > 0;)
            depth[v] = depth[parent[v]] + 1;
        if (*std::max_element(depth.begin(), depth.begin() + std::ptrdiff_t(leaves)) <= limit) {
            for (std::size_t k = 0; k < leaves; ++k)
                lengths[used[k]] = depth[k];
            return lengths;
        }
        for (std::size_t s : used)
            counts[s] = (counts[s] + 1) / 2;
    }
}

// The canonical codes of RFC 1951 (3.2.2) for `lengths`, bit-reversed: deflate packs bits from
// the least significant end but Huffman codes from their most significant bit.
std::vector<std::uint32_t> canonicalCodes(const std::vector<int>& lengths) {
    std::array<std::uint32_t, 16> count{}, next{};
    for (int len : lengths)
        if (len > 0) ++count[std::size_t(len)];
    std::uint32_t code = 0;
    for (std::size_t bits = 1; bits < 16; ++bits) {
        code = (code + count[bits - 1]) << 1;
        next[bits] = code;
    }
    std::vector<std::uint32_t> codes(lengths.size(), 0);
    for (std::size_t s = 0; s < lengths.size(); ++s) {
        const int len = lengths[s];
        if (len == 0) continue;
        std::uint32_t c = next[std::size_t(len)]++, r = 0;
        for (int i = 0; i < len; ++i, c >>= 1)
            r = (r << 1) | (c & 1u);
        codes[s] = r;
    }
    return codes;
}

class BitWriter {
public:
    explicit BitWriter(std::vector<unsigned char>& out) : out_(out) {}
    void put(std::uint32_t bits, int count) { // count <= 32
        pending_ |= std::uint64_t(bits) << used_;
        used_ += count;
        if (used_ >= 32) {
            for (int i = 0; i < 4; ++i)
                out_.push_back(static_cast<unsigned char>(pending_ >> (8 * i)));
            pending_ >>= 32;
            used_ -= 32;
        }
    }
    void alignToByte() {
        if (used_ % 8) put(0, 8 - used_ % 8);
        for (; used_ > 0; used_ -= 8, pending_ >>= 8)
            out_.push_back(static_cast<unsigned char>(pending_));
    }

private:
    std::vector<unsigned char>& out_;
    std::uint64_t pending_ = 0;
    int used_ = 0;
};

// One Huffman code: each symbol's bits and length.
struct HuffmanCode {
    std::vector<int> lengths;
    std::vector<std::uint32_t> codes;
    void put(BitWriter& out, int symbol) const {
        out.put(codes[std::size_t(symbol)], lengths[std::size_t(symbol)]);
    }
};

HuffmanCode huffmanCode(const std::vector<std::uint64_t>& counts, int limit) {
    HuffmanCode h;
    h.lengths = codeLengths(counts, limit);
    h.codes = canonicalCodes(h.lengths);
    return h;
}

// The tokens as one deflate block with Huffman codes made for them (BTYPE 10): the header
// sends the codes' lengths, run-length coded and Huffman coded themselves (RFC 1951, 3.2.7).
void writeBlock(BitWriter& out, const std::vector<std::uint16_t>& tokens, std::size_t rowBytes,
                bool last) {
    const Coded up = distanceCode(std::min(rowBytes, kWindow));
    const Coded left = distanceCode(3);
    std::vector<std::uint64_t> literalCounts(kLiteralLengthSymbols, 0);
    std::vector<std::uint64_t> distanceCounts(kDistanceSymbols, 0);
    for (const std::uint16_t t : tokens) {
        if (!(t & kMatch)) {
            ++literalCounts[t];
            continue;
        }
        ++literalCounts[std::size_t(kLengthCodes[t & 0x1ffu].symbol)];
        ++distanceCounts[std::size_t((t & kFromAbove) ? up.symbol : left.symbol)];
    }
    ++literalCounts[kEndOfBlock];
    const HuffmanCode literals = huffmanCode(literalCounts, 15);
    const HuffmanCode distances = huffmanCode(distanceCounts, 15); // all literals: two unused

    auto sent = [](const std::vector<int>& lengths, int atLeast) {
        int n = int(lengths.size());
        while (n > atLeast && lengths[std::size_t(n - 1)] == 0)
            --n;
        return n;
    };
    const int literalCount = sent(literals.lengths, 257);
    const int distanceCount = sent(distances.lengths, 1);
    std::vector<int> all(literals.lengths.begin(), literals.lengths.begin() + literalCount);
    all.insert(all.end(), distances.lengths.begin(), distances.lengths.begin() + distanceCount);
    // Runs in the lengths: 16 repeats the previous length 3-6 times, 17 and 18 send 3-10 and
    // 11-138 zeros.
    std::vector<Coded> lengthSymbols;
    for (std::size_t i = 0; i < all.size();) {
        const int len = all[i];
        std::size_t run = 1;
        while (i + run < all.size() && all[i + run] == len)
            ++run;
        i += run;
        if (len == 0) {
            while (run >= 11) {
                const std::size_t n = std::min<std::size_t>(run, 138);
                lengthSymbols.push_back({18, 7, std::uint32_t(n - 11)});
                run -= n;
            }
            if (run >= 3) {
                lengthSymbols.push_back({17, 3, std::uint32_t(run - 3)});
                run = 0;
            }
        } else {
            lengthSymbols.push_back({len, 0, 0});
            --run;
            while (run >= 3) {
                const std::size_t n = std::min<std::size_t>(run, 6);
                lengthSymbols.push_back({16, 2, std::uint32_t(n - 3)});
                run -= n;
            }
        }
        for (; run > 0; --run)
            lengthSymbols.push_back({len, 0, 0});
    }
    std::vector<std::uint64_t> lengthCounts(kCodeLengthSymbols, 0);
    for (const Coded& c : lengthSymbols)
        ++lengthCounts[std::size_t(c.symbol)];
    const HuffmanCode lengthCode = huffmanCode(lengthCounts, 7);
    int lengthCodeCount = kCodeLengthSymbols;
    while (lengthCodeCount > 4 &&
           lengthCode.lengths[std::size_t(kCodeLengthOrder[std::size_t(lengthCodeCount - 1)])] == 0)
        --lengthCodeCount;

    out.put(last ? 1u : 0u, 1); // BFINAL
    out.put(2u, 2);             // BTYPE 10: dynamic Huffman codes
    out.put(std::uint32_t(literalCount - 257), 5);
    out.put(std::uint32_t(distanceCount - 1), 5);
    out.put(std::uint32_t(lengthCodeCount - 4), 4);
    for (int i = 0; i < lengthCodeCount; ++i)
        out.put(std::uint32_t(lengthCode.lengths[std::size_t(kCodeLengthOrder[std::size_t(i)])]),
                3);
    for (const Coded& c : lengthSymbols) {
        lengthCode.put(out, c.symbol);
        if (c.extraBits) out.put(c.extra, c.extraBits);
    }

    const std::uint32_t upCode = distances.codes[std::size_t(up.symbol)];
    const int upBits = distances.lengths[std::size_t(up.symbol)];
    const std::uint32_t leftCode = distances.codes[std::size_t(left.symbol)];
    const int leftBits = distances.lengths[std::size_t(left.symbol)];
    for (const std::uint16_t t : tokens) {
        if (!(t & kMatch)) {
            literals.put(out, t);
            continue;
        }
        const Coded& len = kLengthCodes[t & 0x1ffu];
        literals.put(out, len.symbol);
        if (len.extraBits) out.put(len.extra, len.extraBits);
        if (t & kFromAbove) {
            out.put(upCode, upBits);
            if (up.extraBits) out.put(up.extra, up.extraBits);
        } else {
            out.put(leftCode, leftBits); // distance 3: no extra bits
        }
    }
    literals.put(out, kEndOfBlock);
}

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
    result.rawBytes = rowBytes * std::size_t(std::max(0, endRow - firstRow));
    Tokens tokens(rowBytes);
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
            tokens.repeatRowAbove();
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
        tokens.row(cur, above, width);
    }
    result.bytes.reserve(tokens.list().size() + 256);
    BitWriter out(result.bytes);
    writeBlock(out, tokens.list(), rowBytes, last);
    if (!last) {
        // An empty stored block (as Z_SYNC_FLUSH writes): ends the stream on a byte boundary.
        out.put(0u, 3);
        out.alignToByte();
        out.put(0xffff0000u, 32); // LEN 0, NLEN ~0
    }
    out.alignToByte();
    result.adler = std::uint32_t(adler);
    return result;
}

} // namespace sil::ui
