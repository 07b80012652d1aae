#include "ChartLook.h"

#include <iterator>

namespace sil::ui {

namespace {
ChartLook& look() {
    static ChartLook l;
    return l;
}
// Tableau 20, darker shades first: distinguishable, and print well on white.
constexpr QRgb kStandard[] = {0x1f77b4, 0xff7f0e, 0x2ca02c, 0xd62728, 0x9467bd, 0x8c564b,
                              0xe377c2, 0x7f7f7f, 0xbcbd22, 0x17becf, 0x393b79, 0xad494a,
                              0x637939, 0x843c39, 0x7b4173, 0x3182bd, 0xe6550d, 0x31a354};
// Okabe & Ito (2008), "Color Universal Design": told apart with any common colour-vision
// deficiency; black is left out (it is the ink), grey added for the eighth.
constexpr QRgb kColourBlindSafe[] = {0x0072b2, 0xe69f00, 0x009e73, 0xcc79a7,
                                     0x56b4e9, 0xd55e00, 0xf0e442, 0x999999};
} // namespace

ChartLook currentChartLook() {
    return look();
}

void setCurrentChartLook(const ChartLook& l) {
    look() = l;
}

QColor seriesColor(int i) {
    if (i < 0) i = -i;
    if (look().colourBlindSafe)
        return QColor(kColourBlindSafe[std::size_t(i) % std::size(kColourBlindSafe)]);
    return QColor(kStandard[std::size_t(i) % std::size(kStandard)]);
}

QColor inkColor() {
    return look().dark ? QColor(0xf0f0f0) : QColor(0x111111);
}

QColor rangeColor() {
    return look().colourBlindSafe ? QColor(0xd55e00) : QColor(0xd62728);
}

} // namespace sil::ui
