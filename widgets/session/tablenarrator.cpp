#include "session/tablenarrator.h"

#include <QCoreApplication>

namespace ts::gui {

TableNarrator::TableNarrator(const char* context, std::initializer_list<std::span<const NarrationTemplate>> templates,
                             std::initializer_list<std::span<const char* const>> phrases)
    : context_(context)
{
    for (std::span<const NarrationTemplate> part : templates)
        templates_.insert(templates_.end(), part.begin(), part.end());
    for (std::span<const char* const> part : phrases)
        phrases_.insert(phrases_.end(), part.begin(), part.end());
}

QStringList TableNarrator::narratedKinds() const
{
    QStringList kinds;
    for (const NarrationTemplate& t : templates_)
        kinds << QString::fromUtf8(t.kind.data(), static_cast<qsizetype>(t.kind.size()));
    return kinds;
}

std::vector<Narrator::SourceText> TableNarrator::sourceTexts() const
{
    std::vector<SourceText> texts;
    for (const NarrationTemplate& t : templates_)
        for (const char* text : t.texts)
            if (text)
                texts.emplace_back(context_, text);
    for (const char* phrase : phrases_)
        texts.emplace_back(context_, phrase);
    return texts;
}

QString TableNarrator::sentence(const NarrationInput& in) const
{
    for (const NarrationTemplate& t : templates_) {
        if (t.kind != in.kindName || !t.pick)
            continue;
        const NarrationPick pick = t.pick(in);
        // A pick outside the variants is a template's bug; the first variant still reads.
        const bool valid = pick.text >= 0 && pick.text < static_cast<int>(t.texts.size()) && t.texts[pick.text];
        const char* text = valid ? t.texts[pick.text] : t.texts[0];
        return fill(QCoreApplication::translate(context_, text), pick.args);
    }
    return {};
}

QString TableNarrator::fill(const QString& pattern, const QStringList& args)
{
    QString out;
    out.reserve(pattern.size() + 16 * args.size());
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern[i];
        if (c == QLatin1Char('%') && i + 1 < pattern.size() && pattern[i + 1] >= QLatin1Char('1') &&
            pattern[i + 1] <= QLatin1Char('9')) {
            const qsizetype n = pattern[i + 1].unicode() - '1';
            if (n < args.size()) {
                out += args[n];
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

}  // namespace ts::gui
