#pragma once
// The answer to a "Why not?" question: the events nearest to the cursor, before and after
// it, where a rule (a clause and its "#" steps) or an entity was considered — applied or
// not, with the event's line saying what happened or why not (kernel why_not.h). Marked out
// of date when the trace changes (ask again); cleared with a new game.
#include "kernel/session/why_not.h"

#include <QAbstractTableModel>

namespace ts::gui {

class SessionController;

class ConsiderationModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Where, Event, Outcome, Clause, Line, ColumnCount };
    static constexpr std::size_t kPerSide = 5;

    explicit ConsiderationModel(SessionController* controller, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Asks about `clause` (empty: any) and the entity named `entity` (empty: any) around the
    // cursor. False, with the reason in `error`, when the entity is not one of the game's or
    // both are empty.
    bool ask(const QString& clause, const QString& entity, QString* error);
    void clear();
    bool asked() const { return asked_; }
    bool stale() const { return stale_; }  // the trace changed since the question
    QString clause() const { return clause_; }
    QString entity() const { return entity_; }

    const Consideration* considerationAt(int row) const;
    bool isBefore(int row) const { return row >= 0 && static_cast<std::size_t>(row) < before_; }
    Seq askedAt() const { return askedAt_; }

signals:
    void answered();  // rows replaced (asked, asked again, cleared)

private:
    void run();

    SessionController* controller_;
    bool asked_ = false;
    bool stale_ = false;
    QString clause_, entity_;
    RuleQuery query_;
    Seq askedAt_ = 0;
    std::vector<Consideration> rows_;  // before (farthest first), then at or after (nearest first)
    std::size_t before_ = 0;
};

}  // namespace ts::gui
