#pragma once
// PNG encoding for chart exports. QImage's PNG writer (libpng) tries five row filters on
// every row and keeps the best; on a 1600x1000 chart that search and deflate took 35-50 ms,
// most of a cold `export-chart`. Here the picture is painted in strips, and each painted strip
// is deflated (zlib's fastest level, no row filters) on the second core while the next one is
// painted; once the painting is done this thread deflates strips too.
#include <QByteArray>
#include <QString>
#include <functional>

class QImage;
class QRect;

namespace sil::ui {

// Paints the rows of a strip of the image (the strip's rectangle, full width).
using StripPainter = std::function<void(const QRect& strip)>;

// An 8-bit RGB PNG (colour type 2) with the image's resolution (pHYs) of `image` as
// `paintStrip` paints it, strip by strip, top to bottom, on this thread: each strip is deflated
// on a second thread while the next is painted. `paintStrip` must touch only its strip's rows
// (a painter clipped to it); it may paint nothing if the image is already painted. The image
// must be RGB32 or ARGB32 and opaque (alpha is not written). Returns false with `error` set,
// and `out` as it was, if the image is null or of another format.
bool paintAndEncodeOpaquePng(QImage& image, const StripPainter& paintStrip, QByteArray& out,
                             QString* error);

} // namespace sil::ui
