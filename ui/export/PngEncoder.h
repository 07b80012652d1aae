#pragma once
// PNG encoding for chart exports. QImage's PNG writer (libpng) tries five row filters on
// every row and keeps the best; on a 1600x1000 chart that search and deflate took 35-50 ms,
// most of a cold `export-chart`. Charts are flat colours with antialiased edges: unfiltered
// rows deflated at level 1 come out smaller than Qt's output and about four times faster.
#include <QByteArray>
#include <QString>
#include <functional>

class QImage;
class QRect;

namespace sil::ui {

// An 8-bit RGB PNG (colour type 2; the image must be opaque) with its resolution (pHYs).
// Returns false with `error` set if the image is null or zlib fails.
bool encodeOpaquePng(const QImage& image, QByteArray& out, QString* error);

// Paints the rows of a strip of the image (the strip's rectangle, full width).
using StripPainter = std::function<void(const QRect& strip)>;

// The same PNG for an image painted strip by strip, top to bottom, by `paintStrip` on this
// thread: each strip is deflated on a second thread while the next is painted, so encoding
// mostly overlaps painting instead of following it. `paintStrip` must touch only its strip's
// rows. The image must be RGB32 or ARGB32 (opaque).
bool paintAndEncodeOpaquePng(QImage& image, const StripPainter& paintStrip, QByteArray& out,
                             QString* error);

} // namespace sil::ui
