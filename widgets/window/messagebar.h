#pragma once
// A message that must not interrupt (a live scenario reloaded, or refused): a coloured strip
// across the top of the window with the text, an optional action button and a close
// button. Whoever holds it shows and hides it on visibilityRequested. Non-modal: the debugger goes on working while it shows (unlike a message box).
#include <QFrame>

class QLabel;
class QPushButton;
class QToolButton;

namespace ts::gui {

class MessageBar : public QFrame {
    Q_OBJECT
public:
    enum class Kind { Information, Error };
    explicit MessageBar(QWidget* parent = nullptr);

    // Shows `text`; `action` names the button (empty: no button).
    void showMessage(Kind kind, const QString& text, const QString& action = QString());
    void dismiss();
    bool isShown() const { return shown_; }  // a message is up (whatever holds the bar)
    Kind kind() const { return kind_; }
    QString text() const;
    QPushButton* actionButton() const { return action_; }
    // As tall as the text needs at the width of the window: a toolbar sizes the bar by its
    // hint, and a wrapped label's own hint is a guess several lines tall.
    QSize sizeHint() const override;

signals:
    void actionTriggered();
    // Shown or dismissed: the window shows or hides what holds the bar.
    void visibilityRequested(bool visible);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    int neededHeight(int width) const;
    Kind kind_ = Kind::Information;
    bool shown_ = false;
    QLabel* label_;
    QPushButton* action_;
    QToolButton* close_;
};

}  // namespace ts::gui
