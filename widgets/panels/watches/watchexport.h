#pragma once
// A watch's track written out (issue 39): as CSV, a row per point (`event`, then the value;
// an empty value where a gap starts, with its reason in `note`), or as a picture of the
// whole trace (PNG, or SVG by the file's suffix). Files are written atomically (QSaveFile):
// a failed export leaves an existing file as it was.
#include "kernel/watch/track.h"

#include <QPalette>
#include <QSize>
#include <QString>

namespace ts::gui {

bool exportTrackCsv(const ts::Track& track, const QString& title, const QString& path, QString* error);
// Events [0, events) across `size` pixels; `.svg` is a vector picture, anything else PNG.
bool exportTrackImage(const ts::Track& track, const QString& title, ts::Seq events, const QString& path,
                      const QSize& size, const QPalette& palette, QString* error);

}  // namespace ts::gui
