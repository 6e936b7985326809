#include "session/headless/clausetexts.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace ts::gui {

ClauseTexts::ClauseTexts(const QString& directory)
{
    const QDir dir(directory);
    const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    if (files.isEmpty())
        errors_.append(QStringLiteral("%1: no clause texts (*.json) found").arg(directory));
    for (const QString& name : files)
        load(dir.filePath(name));
}

const ClauseTexts& ClauseTexts::bundled()
{
    static const ClauseTexts texts;
    return texts;
}

void ClauseTexts::load(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        errors_.append(QStringLiteral("%1: %2").arg(path, file.errorString()));
        return;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        errors_.append(
            QStringLiteral("%1: offset %2: %3").arg(path).arg(parseError.offset).arg(parseError.errorString()));
        return;
    }
    if (!doc.isObject()) {
        errors_.append(QStringLiteral("%1: the document is not an object").arg(path));
        return;
    }
    const QJsonObject root = doc.object();
    const QString seed = root.value(QLatin1String("seed")).toString();
    const QString seedFile = root.value(QLatin1String("file")).toString();
    const QString seedTitle = root.value(QLatin1String("title")).toString();
    const QJsonArray clauses = root.value(QLatin1String("clauses")).toArray();
    const QString separator = QLatin1Char('\n') + kPassageSeparator + QLatin1Char('\n');
    for (qsizetype i = 0; i < clauses.size(); ++i) {
        const QJsonObject c = clauses.at(i).toObject();
        ClauseText t;
        t.id = t.textId = c.value(QLatin1String("id")).toString();
        if (t.id.isEmpty()) {
            errors_.append(QStringLiteral("%1: $.clauses[%2].id is missing").arg(path).arg(i));
            continue;
        }
        t.statement = c.value(QLatin1String("statement")).toString();
        t.original = c.value(QLatin1String("original")).toString();
        t.section = c.value(QLatin1String("section")).toString();
        t.note = c.value(QLatin1String("note")).toString();
        t.seed = seed;
        t.seedFile = seedFile;
        t.seedTitle = seedTitle;
        const QJsonArray passages = c.value(QLatin1String("passages")).toArray();
        const QStringList pieces = t.original.isEmpty() ? QStringList() : t.original.split(separator);
        if (pieces.size() != passages.size()) {
            errors_.append(QStringLiteral("%1: %2: %3 passages described, %4 in the original")
                               .arg(path, t.id)
                               .arg(passages.size())
                               .arg(pieces.size()));
            continue;
        }
        for (qsizetype p = 0; p < passages.size(); ++p) {
            const QJsonObject meta = passages.at(p).toObject();
            const QJsonArray lines = meta.value(QLatin1String("lines")).toArray();
            ClausePassage passage;
            passage.firstLine = lines.at(0).toInt();
            passage.lastLine = lines.at(1).toInt();
            passage.format = meta.value(QLatin1String("format")).toString() == QLatin1String("code")
                ? ClausePassage::Format::Code
                : ClausePassage::Format::Markdown;
            passage.text = pieces.at(p);
            t.passages.append(passage);
        }
        if (index_.contains(t.id)) {
            errors_.append(QStringLiteral("%1: %2 is defined twice").arg(path, t.id));
            continue;
        }
        index_.insert(t.id, texts_.size());
        texts_.push_back(std::move(t));
    }
}

ClauseText ClauseTexts::find(const QString& id) const
{
    if (const auto it = index_.constFind(id); it != index_.constEnd())
        return texts_[*it];
    const qsizetype hash = id.indexOf(QLatin1Char('#'));
    if (hash > 0) {
        if (const auto it = index_.constFind(id.left(hash)); it != index_.constEnd()) {
            ClauseText t = texts_[*it];
            t.id = id;
            return t;
        }
    }
    ClauseText unknown;
    unknown.id = id;
    return unknown;
}

QStringList ClauseTexts::ids() const
{
    QStringList out;
    out.reserve(static_cast<qsizetype>(texts_.size()));
    for (const ClauseText& t : texts_)
        out.append(t.id);
    return out;
}

}  // namespace ts::gui
