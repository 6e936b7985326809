#include "panels/inspector/setvaluedialog.h"

#include "session/sessioncontroller.h"
#include "session/writeindexer.h"

#include "kernel/game.h"
#include "kernel/ruleset.h"
#include "kernel/session/session.h"
#include "kernel/session/session_files.h"
#include "kernel/session/state_fields.h"
#include "kernel/trace/trace.h"

#include <nlohmann/json.hpp>

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QVBoxLayout>

#include <algorithm>

namespace ts::gui {

std::optional<EditTarget> SetValueDialog::targetAt(SessionController& controller, const QString& statePath,
                                                   QString* why)
{
    const Game* state = controller.hasSession() ? controller.stateAtCursor() : nullptr;
    if (!state) {
        *why = tr("Open a game first");
        return std::nullopt;
    }
    const Session& s = *controller.session();
    // The field behind the value is found through the writes (as "Who changed this?");
    // the shared index is completed here when no panel has asked for it yet.
    if (!controller.writeIndexer()->isComplete())
        controller.writeIndexer()->completeNow();
    const StateFieldLookup lookup(s.trace(), controller.writeIndexer()->index(), s.ruleset());
    const nlohmann::json json = state->toJson();
    const auto ref = s.ruleset().fieldAtStatePath(json, statePath.toStdString(), lookup);
    if (!ref) {
        *why = tr("This value is not a traced field of the game (a derived value or a constant): it cannot be set");
        return std::nullopt;
    }
    const auto fields = s.ruleset().editableFields(s.scenario());
    const auto it =
        std::find_if(fields.begin(), fields.end(), [&](const EditableField& f) { return f.field == ref->field; });
    const QString name =
        QString::fromStdString(s.trace().entityName(ref->entity) + "." + s.ruleset().fieldName(ref->field));
    if (it == fields.end()) {
        *why = tr("%1 cannot be set: the ruleset does not let the user change this field").arg(name);
        return std::nullopt;
    }
    const nlohmann::json::json_pointer pointer(statePath.toStdString());
    const nlohmann::json& v = json.at(pointer);
    EditTarget target;
    target.edit.entity = ref->entity;
    target.edit.field = ref->field;
    target.name = name;
    target.current = v.is_string() ? QString::fromStdString(v.get<std::string>()) : QString::fromStdString(v.dump());
    target.field = *it;
    return target;
}

bool SetValueDialog::apply(SessionController& controller, const Edit& edit, QTemporaryDir& aside, QString* error)
{
    if (!controller.hasSession() || !aside.isValid()) {
        *error = tr("There is no game to change");
        return false;
    }
    static int count = 0;
    const QString before = aside.filePath(QStringLiteral("before-edit-%1.tstrace").arg(++count));
    try {
        saveSession(before.toStdString(), *controller.session());
    } catch (const std::exception& e) {
        *error = tr("The game as it was could not be kept for the comparison: %1").arg(QString::fromUtf8(e.what()));
        return false;
    }
    if (!controller.forkWithEdits(controller.cursor(), {edit}, error))
        return false;
    controller.requestCompare(before);
    return true;
}

SetValueDialog::SetValueDialog(SessionController* controller, EditTarget target, QWidget* parent)
    : QDialog(parent), controller_(controller), target_(std::move(target))
{
    setWindowTitle(tr("Set Value"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Set <b>%1</b> at event #%2 and play on from there. The game forks at the end of "
                                "this rule step; the change is traced as yours; the game as it was opens beside it.")
                                 .arg(target_.name.toHtmlEscaped())
                                 .arg(controller_->cursor()),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    form->addRow(tr("Now:"), new QLabel(target_.current, this));
    value_ = new QLineEdit(target_.current, this);
    value_->selectAll();
    form->addRow(tr("New value:"), value_);
    QString allowed = tr("from %1 to %2").arg(target_.field.min).arg(target_.field.max);
    if (!target_.field.valueNames.empty()) {
        QStringList names;
        for (const std::string& n : target_.field.valueNames)
            names << QString::fromStdString(n);
        allowed = names.join(QStringLiteral(", "));
    }
    form->addRow(tr("Allowed:"), new QLabel(allowed, this));
    layout->addLayout(form);
    problem_ = new QLabel(this);
    problem_->setWordWrap(true);
    problem_->setStyleSheet(QStringLiteral("color: palette(link-visited);"));
    layout->addWidget(problem_);
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("Fork and Play On"));
    layout->addWidget(buttons_);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(value_, &QLineEdit::textChanged, this, &SetValueDialog::check);
    check();
}

// The value as the ruleset reads a scenario's: the kernel's parser gives the reason.
void SetValueDialog::check()
{
    const Session& s = *controller_->session();
    std::string error;
    const std::string text = target_.name.toStdString() + "=" + value_->text().trimmed().toStdString();
    edit_ = value_->text().trimmed().isEmpty()
        ? std::nullopt
        : parseEdit(text, s.ruleset(), s.scenario(), s.trace().entityNames, error);
    if (edit_ && (edit_->entity != target_.edit.entity || edit_->field != target_.edit.field)) {
        edit_.reset();
        error = tr("The value names another field").toStdString();
    }
    problem_->setText(edit_ || value_->text().trimmed().isEmpty() ? QString() : QString::fromStdString(error));
    problem_->setVisible(!problem_->text().isEmpty());
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(edit_.has_value());
}

}  // namespace ts::gui
