#pragma once
// A row of colour swatches with their meanings, under an events panel.
#include <QColor>
#include <QString>
#include <QWidget>

#include <utility>
#include <vector>

namespace ts::gui {

class Legend : public QWidget {
    Q_OBJECT
public:
    enum class Mark { Fill, Text, StruckText, Dot, Ring };
    struct Entry {
        Mark mark = Mark::Fill;
        QColor color;
        QString text;
    };
    // Entries in rows of `perRow`, so a narrow panel keeps its width.
    Legend(const std::vector<Entry>& entries, int perRow, QWidget* parent = nullptr);
};

}  // namespace ts::gui
