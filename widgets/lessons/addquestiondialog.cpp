#include "lessons/addquestiondialog.h"

#include "lessons/lessonfiles.h"
#include "session/sessioncontroller.h"

#include "kernel/io/json_parse.h"
#include "kernel/lesson/lesson_play.h"
#include "kernel/lesson/lesson_write.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>

#include <fstream>
#include <sstream>

namespace ts::gui {

namespace {

std::vector<std::string> splitChoices(const QString& text)
{
    std::vector<std::string> out;
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!part.trimmed().isEmpty())
            out.push_back(part.trimmed().toStdString());
    return out;
}

std::string readWholeFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

}  // namespace

AddQuestionDialog::AddQuestionDialog(SessionController* controller, Seq seq, QWidget* parent)
    : QDialog(parent), controller_(controller), seq_(seq)
{
    setWindowTitle(tr("Add a Question Here"));
    auto* form = new QFormLayout(this);
    placeLabel_ = new QLabel(this);
    placeLabel_->setWordWrap(true);
    form->addRow(placeLabel_);
    auto* fileRow = new QHBoxLayout;
    file_ = new QLineEdit(this);
    auto* browse = new QPushButton(tr("&Browse…"), this);
    connect(browse, &QPushButton::clicked, this, &AddQuestionDialog::browse);
    fileRow->addWidget(file_, 1);
    fileRow->addWidget(browse);
    form->addRow(tr("Lesson &file:"), fileRow);
    title_ = new QLineEdit(this);
    form->addRow(tr("&Title (a new file):"), title_);
    type_ = new QComboBox(this);
    type_->addItem(tr("Who is the subject of the next event of a kind?"), int(QuestionKind::Subject));
    type_->addItem(tr("What does a field become at its next write?"), int(QuestionKind::Value));
    type_->addItem(tr("Which of these kinds comes first?"), int(QuestionKind::NextKind));
    form->addRow(tr("&Question:"), type_);
    kind_ = new QLineEdit(this);
    form->addRow(tr("Event &kind:"), kind_);
    subject_ = new QSpinBox(this);
    subject_->setRange(0, 1);
    form->addRow(tr("&Subject (0 or 1):"), subject_);
    entity_ = new QLineEdit(this);
    form->addRow(tr("&Entity:"), entity_);
    field_ = new QLineEdit(this);
    form->addRow(tr("F&ield:"), field_);
    choices_ = new QLineEdit(this);
    choices_->setPlaceholderText(tr("comma-separated; empty: every entity that could be"));
    form->addRow(tr("&Choices:"), choices_);
    prompt_ = new QLineEdit(this);
    form->addRow(tr("&Prompt:"), prompt_);
    explanation_ = new QPlainTextEdit(this);
    explanation_->setMaximumHeight(80);
    form->addRow(tr("E&xplanation:"), explanation_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &AddQuestionDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &AddQuestionDialog::reject);
    form->addRow(buttons);
    connect(type_, &QComboBox::currentIndexChanged, this, &AddQuestionDialog::updateFields);
    prefill();
    updateFields();
}

// Everything from the event the stop goes before: its place, kind and first subject, the
// next write after it, and the first two different kinds from it.
void AddQuestionDialog::prefill()
{
    const Session& s = *controller_->session();
    const Trace& t = s.trace();
    place_ = placeOfEvent(s, seq_);
    placeLabel_->setText(tr("The stop goes before event %1: event number %2 of kind %3.")
                             .arg(seq_)
                             .arg(place_.nth)
                             .arg(QString::fromStdString(place_.kind)));
    kind_->setText(QString::fromStdString(place_.kind));
    title_->setText(QString::fromStdString(s.scenario().name));
    QStringList kinds;
    for (Seq i = seq_; i < t.size(); ++i) {
        const Event e = t.at(i);
        const QString k = QString::fromStdString(t.kindName(e.kind));
        if (kinds.size() < 2 && !kinds.contains(k) && k != QStringLiteral("write"))
            kinds << k;
        if (entity_->text().isEmpty() && k == QStringLiteral("write")) {
            entity_->setText(QString::fromStdString(t.entityName(e.subject[0])));
            field_->setText(QString::fromStdString(s.ruleset().fieldName(static_cast<FieldId>(e.arg[0]))));
        }
        if (kinds.size() == 2 && !entity_->text().isEmpty())
            break;
    }
    choices_->setProperty("kinds", kinds.join(QStringLiteral(", ")));
}

void AddQuestionDialog::updateFields()
{
    const auto kind = static_cast<QuestionKind>(type_->currentData().toInt());
    auto* form = static_cast<QFormLayout*>(layout());
    form->setRowVisible(kind_, kind == QuestionKind::Subject);
    form->setRowVisible(subject_, kind == QuestionKind::Subject);
    form->setRowVisible(entity_, kind == QuestionKind::Value);
    form->setRowVisible(field_, kind == QuestionKind::Value);
    form->setRowVisible(choices_, kind != QuestionKind::Value);
    if (kind == QuestionKind::NextKind && choices_->text().isEmpty())
        choices_->setText(choices_->property("kinds").toString());
}

void AddQuestionDialog::browse()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Lesson File"), file_->text(), tr("Lessons (*.json)"),
                                                      nullptr, QFileDialog::DontConfirmOverwrite);
    if (!path.isEmpty())
        file_->setText(path);
}

LessonQuestion AddQuestionDialog::question() const
{
    LessonQuestion q;
    q.kind = static_cast<QuestionKind>(type_->currentData().toInt());
    if (q.kind == QuestionKind::Subject) {
        q.eventKind = kind_->text().trimmed().toStdString();
        q.subject = subject_->value();
    }
    if (q.kind == QuestionKind::Value) {
        q.entity = entity_->text().trimmed().toStdString();
        q.field = field_->text().trimmed().toStdString();
    }
    if (q.kind != QuestionKind::Value)
        q.choices = splitChoices(choices_->text());
    return q;
}

bool AddQuestionDialog::write(QString* error)
{
    const std::string path = QFileInfo(file_->text().trimmed()).absoluteFilePath().toStdString();
    try {
        if (file_->text().trimmed().isEmpty() || prompt_->text().trimmed().isEmpty())
            throw std::invalid_argument(tr("A lesson file and a prompt are needed.").toStdString());
        const Session& s = *controller_->session();
        nlohmann::json doc;
        if (QFileInfo::exists(QString::fromStdString(path))) {
            const std::string text = readWholeFile(path);
            readLesson(QString::fromStdString(path));  // a bad file is reported, not overwritten
            doc = parseJsonText(text, path);
        } else {
            // A scenario file on disk is named; a bundled sample or a trace's scenario goes inline.
            const QString scenario = controller_->filePath();
            const bool named = scenario.endsWith(QStringLiteral(".json")) && !scenario.startsWith(QLatin1Char(':'));
            doc = newLessonJson(s, title_->text().trimmed().toStdString(), path,
                                named ? QFileInfo(scenario).absoluteFilePath().toStdString() : std::string());
        }
        const LessonText prompt{prompt_->text().trimmed().toStdString(), {}, {}};
        const LessonText explanation{explanation_->toPlainText().trimmed().toStdString(), {}, {}};
        addLessonStop(doc, lessonStopJson(place_, question(), prompt, explanation), s);
        playLesson(parseLesson(doc.dump(2), path));
        saveLessonFile(path, doc);
    } catch (const std::exception& e) {
        if (error)
            *error = QString::fromStdString(e.what());
        return false;
    }
    return true;
}

void AddQuestionDialog::accept()
{
    QString error;
    if (!write(&error)) {
        QMessageBox::warning(this, tr("Add a Question Here"), error);
        return;
    }
    QDialog::accept();
}

}  // namespace ts::gui
