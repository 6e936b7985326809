#include "panels/rule/texmath.h"

#include <QHash>

namespace ts::gui {
namespace {

const QHash<QString, QString>& symbols()
{
    static const QHash<QString, QString> map = {
        {QStringLiteral("forall"), QStringLiteral("∀")},     {QStringLiteral("exist"), QStringLiteral("∃")},
        {QStringLiteral("exists"), QStringLiteral("∃")},     {QStringLiteral("in"), QStringLiteral("∈")},
        {QStringLiteral("notin"), QStringLiteral("∉")},      {QStringLiteral("times"), QStringLiteral("×")},
        {QStringLiteral("rightarrow"), QStringLiteral("→")}, {QStringLiteral("to"), QStringLiteral("→")},
        {QStringLiteral("leftarrow"), QStringLiteral("←")},  {QStringLiteral("cdot"), QStringLiteral("·")},
        {QStringLiteral("leq"), QStringLiteral("≤")},        {QStringLiteral("geq"), QStringLiteral("≥")},
        {QStringLiteral("neq"), QStringLiteral("≠")},        {QStringLiteral("subset"), QStringLiteral("⊂")},
        {QStringLiteral("cup"), QStringLiteral("∪")},        {QStringLiteral("cap"), QStringLiteral("∩")},
        {QStringLiteral("emptyset"), QStringLiteral("∅")},   {QStringLiteral("ldots"), QStringLiteral("…")},
        {QStringLiteral("varepsilon"), QStringLiteral("ε")}, {QStringLiteral("epsilon"), QStringLiteral("ϵ")},
        {QStringLiteral("alpha"), QStringLiteral("α")},      {QStringLiteral("beta"), QStringLiteral("β")},
        {QStringLiteral("gamma"), QStringLiteral("γ")},      {QStringLiteral("delta"), QStringLiteral("δ")},
        {QStringLiteral("lambda"), QStringLiteral("λ")},     {QStringLiteral("mu"), QStringLiteral("μ")},
        {QStringLiteral("pi"), QStringLiteral("π")},         {QStringLiteral("sigma"), QStringLiteral("σ")},
        {QStringLiteral("phi"), QStringLiteral("φ")},        {QStringLiteral("Phi"), QStringLiteral("Φ")},
        {QStringLiteral("Sigma"), QStringLiteral("Σ")},      {QStringLiteral("Delta"), QStringLiteral("Δ")},
        {QStringLiteral("Gamma"), QStringLiteral("Γ")},      {QStringLiteral("Lambda"), QStringLiteral("Λ")},
        {QStringLiteral("Omega"), QStringLiteral("Ω")},      {QStringLiteral("omega"), QStringLiteral("ω")},
    };
    return map;
}

// Unicode's script capitals: most in Mathematical Alphanumeric Symbols, eleven of them
// older, in Letterlike Symbols (ℬ ℰ ℱ ℋ ℐ ℒ ℳ ℛ).
QString scriptCapital(QChar c)
{
    static const QHash<QChar, char32_t> letterlike = {
        {QLatin1Char('B'), 0x212C}, {QLatin1Char('E'), 0x2130}, {QLatin1Char('F'), 0x2131}, {QLatin1Char('H'), 0x210B},
        {QLatin1Char('I'), 0x2110}, {QLatin1Char('L'), 0x2112}, {QLatin1Char('M'), 0x2133}, {QLatin1Char('R'), 0x211B},
    };
    if (c < QLatin1Char('A') || c > QLatin1Char('Z'))
        return QString(c);
    const char32_t code = letterlike.value(c, 0x1D49C + (c.unicode() - u'A'));
    return QString::fromUcs4(&code, 1);
}

// The argument after position `i`: a {group} or one character; `i` moves past it.
QString argument(const QString& tex, qsizetype& i)
{
    if (i >= tex.size())
        return {};
    if (tex[i] != QLatin1Char('{'))
        return QString(tex[i++]);
    int depth = 0;
    const qsizetype start = i + 1;
    for (; i < tex.size(); ++i) {
        if (tex[i] == QLatin1Char('{'))
            ++depth;
        else if (tex[i] == QLatin1Char('}') && --depth == 0)
            break;
    }
    const QString group = tex.mid(start, i - start);
    ++i;
    return group;
}

QString convert(const QString& tex);

QString command(const QString& tex, qsizetype& i)
{
    // At a backslash: "\{", "\}", "\,", "\ " or a named command.
    ++i;
    if (i >= tex.size())
        return QStringLiteral("\\");
    if (!tex[i].isLetter()) {
        const QChar c = tex[i++];
        return c == QLatin1Char(',') || c == QLatin1Char(' ') ? QStringLiteral("&#8201;") : QString(c).toHtmlEscaped();
    }
    const qsizetype start = i;
    while (i < tex.size() && tex[i].isLetter())
        ++i;
    const QString name = tex.mid(start, i - start);
    if (name == QLatin1String("mathcal")) {
        QString out;
        for (const QChar c : argument(tex, i))
            out += scriptCapital(c);
        return out;
    }
    if (const auto it = symbols().constFind(name); it != symbols().constEnd())
        return *it;
    return (QLatin1Char('\\') + name).toHtmlEscaped();  // not one the seeds use: as written
}

QString convert(const QString& tex)
{
    QString out;
    for (qsizetype i = 0; i < tex.size();) {
        const QChar c = tex[i];
        if (c == QLatin1Char('\\')) {
            out += command(tex, i);
        } else if (c == QLatin1Char('_') || c == QLatin1Char('^')) {
            ++i;
            const QString tag = c == QLatin1Char('_') ? QStringLiteral("sub") : QStringLiteral("sup");
            out += QStringLiteral("<%1>%2</%1>").arg(tag, convert(argument(tex, i)));
        } else if (c == QLatin1Char('{') || c == QLatin1Char('}')) {
            ++i;  // grouping only
        } else {
            out += QString(c).toHtmlEscaped();
            ++i;
        }
    }
    return out;
}

}  // namespace

QString TexMath::toHtml(const QString& tex) { return QStringLiteral("<i>") + convert(tex) + QStringLiteral("</i>"); }

}  // namespace ts::gui
