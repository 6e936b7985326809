#include "cli_common.h"

#include <QSaveFile>

namespace ts::cli {

std::string toStd(const QString& s) { return s.toStdString(); }

std::uint64_t parseUnsigned(const QString& value, const char* option)
{
    bool ok = false;
    const qulonglong v = value.toULongLong(&ok);
    if (!ok)
        throw UsageError(std::string(option) + " expects a non-negative integer, got \"" + toStd(value) + "\"");
    return v;
}

void writeFileAtomically(const QString& path, const std::string& text)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        throw IoFailure(toStd(path) + ": cannot write: " + toStd(f.errorString()));
    if (f.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size()) || !f.commit())
        throw IoFailure(toStd(path) + ": cannot write: " + toStd(f.errorString()));
}

}  // namespace ts::cli
