#pragma once
// The inline TeX of the seeds' passages ("$\forall s\in \Phi$", "$E_{S(e)}$") as HTML a
// QTextDocument shows: the symbols as their Unicode characters (\mathcal{S} as 𝒮), _x and
// ^x as sub- and superscripts, in italics. Only what the seeds write: an unknown command
// stays as it is written, so nothing is lost.
#include <QString>

namespace ts::gui {

class TexMath {
public:
    // `tex` is the text between the dollars.
    static QString toHtml(const QString& tex);
    // `text` with every $…$ span converted and the rest passed through `plain` (which must
    // escape it); a lone "$" stays a dollar.
    template <class Plain>
    static QString replaceSpans(const QString& text, Plain plain)
    {
        QString out;
        qsizetype from = 0;
        while (true) {
            const qsizetype open = text.indexOf(QLatin1Char('$'), from);
            const qsizetype close = open < 0 ? -1 : text.indexOf(QLatin1Char('$'), open + 1);
            if (close < 0)
                return out + plain(text.mid(from));
            out += plain(text.mid(from, open - from)) + toHtml(text.mid(open + 1, close - open - 1));
            from = close + 1;
        }
    }
};

}  // namespace ts::gui
