#pragma once
// The texts behind the clause ids: the English statement of CLAUSES.md and the original
// passage of the seed it comes from, loaded from the JSON files bundled as resources
// (resources/clauses/seed-NNN.json, prefix ":/clauses"). The rule-text panel shows them.
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <vector>

namespace ts::gui {

// One place of the seed that a clause quotes.
struct ClausePassage {
    enum class Format { Markdown, Code };
    int firstLine = 0;  // 1-based lines of the seed file
    int lastLine = 0;
    Format format = Format::Markdown;
    QString text;  // verbatim
};

struct ClauseText {
    QString id;  // the id asked for, e.g. "000:run/major#attack"
    QString textId;  // the id whose text this is ("000:run/major" for a refinement without its own)
    QString statement;  // English, from CLAUSES.md
    QString original;  // the seed's passages verbatim, separated by kPassageSeparator lines
    QString section;  // the seed's heading(s) above the passages
    QString note;  // e.g. "the seed is silent": the project's own rule
    QString seed;  // "000"
    QString seedFile;  // "000_cd2f612f3526139c.txt"
    QString seedTitle;  // the seed's title
    QList<ClausePassage> passages;

    bool isKnown() const { return !textId.isEmpty(); }
    // The id has a '#' suffix: a finer step that counts for the clause before the '#'.
    bool isRefinement() const { return id.contains(QLatin1Char('#')); }
    // The refinement has no text of its own; this is its clause's text.
    bool isInherited() const { return isKnown() && textId != id; }
};

class ClauseTexts {
public:
    // A line holding only this separates passages taken from different places of a seed.
    static constexpr QChar kPassageSeparator = QChar(0x22EF);  // ⋯

    // Loads every *.json of `directory` (by default the bundled resources).
    explicit ClauseTexts(const QString& directory = QStringLiteral(":/clauses"));

    // The bundled texts, loaded once.
    static const ClauseTexts& bundled();

    // The text of `id`; "X#y" without a text of its own falls back to "X". Unknown ids
    // give a ClauseText with isKnown() false.
    ClauseText find(const QString& id) const;
    QStringList ids() const;  // in file order
    QStringList errors() const { return errors_; }  // files that could not be read, and why

private:
    void load(const QString& path);

    std::vector<ClauseText> texts_;
    QHash<QString, std::size_t> index_;  // id -> texts_ index
    QStringList errors_;
};

}  // namespace ts::gui
