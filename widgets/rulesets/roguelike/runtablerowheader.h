#pragma once
// The Run table's row header (unit names) with a width fixed by its dock. QHeaderView
// measures up to 200 of its sections again for its size hint whenever the model announces
// a header change, which the Run table does on every step (the acting row's label turns
// bold); with a thousand units that was a tenth of a step's work in this panel.
#include <QHeaderView>

namespace ts::gui {

class RunTableRowHeader : public QHeaderView {
    Q_OBJECT
public:
    explicit RunTableRowHeader(QWidget* parent = nullptr);

    // The width the header asks for; 0: measure as QHeaderView does.
    void setHintWidth(int width);
    QSize sizeHint() const override;

private:
    int hintWidth_ = 0;
};

}  // namespace ts::gui
