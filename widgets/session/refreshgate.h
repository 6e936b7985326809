#pragma once
// Work a panel does when the cursor moves, held back while the panel cannot be seen (hidden,
// or tabbed away behind another panel): the requests made meanwhile are remembered and
// carried out once, when the panel is shown again. Models own one; their dock (PanelDock)
// suspends and resumes it.
#include <functional>

namespace ts::gui {

class RefreshGate {
public:
    explicit RefreshGate(std::function<void()> refresh) : refresh_(std::move(refresh)) {}

    // Refreshes now, or when resumed if suspended.
    void request()
    {
        if (suspended_) {
            missed_ = true;
            return;
        }
        ++count_;
        refresh_();
    }
    void setSuspended(bool suspended)
    {
        suspended_ = suspended;
        if (!suspended_ && missed_) {
            missed_ = false;
            request();
        }
    }
    bool suspended() const { return suspended_; }
    bool missed() const { return missed_; }
    int count() const { return count_; }  // refreshes carried out (tests count them)

private:
    std::function<void()> refresh_;
    bool suspended_ = false;
    bool missed_ = false;
    int count_ = 0;
};

}  // namespace ts::gui
