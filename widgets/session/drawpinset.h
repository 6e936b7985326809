#pragma once
// The window's pins (kernel draw_pins.h): draws whose results a re-run with another seed
// keeps. They belong to the window, not to one game: a re-run keeps them so they can be
// compared across seeds; opening another file clears them (its draws are other draws).
#include "kernel/draw/draw_ledger.h"
#include "kernel/draw/draw_pins.h"

#include <QObject>
#include <QString>

#include <optional>

namespace ts::gui {

class DrawPinSet : public QObject {
    Q_OBJECT
public:
    explicit DrawPinSet(QObject* parent = nullptr) : QObject(parent) {}

    const DrawPins& pins() const { return pins_; }
    bool isEmpty() const { return pins_.empty(); }

    // Pins the ledger's draw `d` of `trace` with the value it yielded; a pin of the same
    // draw (clause and occurrence) with another value is replaced.
    void pinDraw(const DrawEntry& d, const Trace& trace);
    // The pin naming `d`'s draw (its clause and occurrence), if any.
    std::optional<DrawPin> pinOf(const DrawEntry& d, const Trace& trace) const;
    void unpin(const DrawPin& pin);
    void clear();

signals:
    void changed();

private:
    DrawPins pins_;
};

}  // namespace ts::gui
