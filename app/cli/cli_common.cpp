#include "cli_common.h"

#include "kernel/io/file_io.h"

#include <cstdio>
#include <string>

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

bool parseArguments(QCommandLineParser& p, const QStringList& args)
{
    if (!p.parse(args))
        throw UsageError(toStd(p.errorText()));
    if (p.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(p.helpText()), stdout);
        return false;
    }
    return true;
}

void expectFileArguments(const QCommandLineParser& p, int count)
{
    if (p.positionalArguments().size() != count)
        throw UsageError("expects " + std::to_string(count) + " file argument(s)");
}

std::string traceArgument(const QCommandLineParser& p)
{
    expectFileArguments(p, 1);
    return toStd(p.positionalArguments().first());
}

void writeFileAtomically(const QString& path, const std::string& text) { ts::writeFileAtomically(toStd(path), text); }

}  // namespace ts::cli
