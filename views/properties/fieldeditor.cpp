#include "fieldeditor.h"

#include "model/hostaddress.h"
#include "model/ipv4.h"
#include "views/checkedspinbox.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QLabel>
#include <QLineEdit>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QToolButton>
#include <QToolTip>

namespace hvnet {

namespace {

// Marks a line edit as invalid (red frame, tooltip) or valid.
void markInvalid(QLineEdit *edit, const QString &why)
{
    edit->setStyleSheet(why.isEmpty() ? QString() : QStringLiteral("QLineEdit { border: 2px solid #d0322b; }"));
    edit->setToolTip(why);
    if (!why.isEmpty() && edit->isVisible())
        QToolTip::showText(edit->mapToGlobal(QPoint(0, edit->height())), why, edit);
}

// Why typed text does not fit a field of this kind, or nothing.
QString problemWith(const QString &text, const FieldSpec &spec)
{
    using Kind = FieldSpec::Kind;
    if (!text.isEmpty() && spec.kind == Kind::Ipv4 && !Ipv4Address::parse(text))
        return QCoreApplication::translate("hvnet::PropertiesView", "%1 is not an IPv4 address (a.b.c.d).").arg(text);
    if (!text.isEmpty() && spec.kind == Kind::Host)
        if (const QString problem = hostAddressProblem(text); !problem.isEmpty())
            return QCoreApplication::translate("hvnet::PropertiesView", "Not changed: %1.").arg(problem);
    if (spec.kind == Kind::IntList)
        for (const QString &part : text.split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts)) {
            bool number = false;
            const int value = part.toInt(&number);
            if (!number || value < spec.min || value > spec.max)
                return QCoreApplication::translate("hvnet::PropertiesView", "%1 is not between %2 and %3.")
                    .arg(part)
                    .arg(spec.min)
                    .arg(spec.max);
        }
    if (!text.isEmpty() && spec.kind == Kind::Cidr) {
        Ipv4Prefix::ParseError error = Ipv4Prefix::ParseError::None;
        if (!Ipv4Prefix::parse(text, &error))
            return error == Ipv4Prefix::ParseError::HostBitsSet
                ? QCoreApplication::translate(
                    "hvnet::PropertiesView", "%1 has host bits set; the network address is expected.")
                      .arg(text)
                : QCoreApplication::translate("hvnet::PropertiesView", "%1 is not an IPv4 prefix (a.b.c.d/n).")
                      .arg(text);
    }
    return {};
}

void fillCombo(QComboBox *combo, const FieldSpec &spec, const QVariant &value, bool mixed)
{
    const QSignalBlocker block(combo);
    combo->clear();
    int current = -1;
    for (int i = 0; i < spec.choices.size(); ++i) {
        combo->addItem(spec.choices[i].label, spec.choices[i].value);
        if (!mixed && spec.choices[i].value == value)
            current = i;
    }
    // A value that is not among the choices (a dangling reference) shows as it is.
    if (current < 0 && !mixed && value.isValid() && !value.toString().isEmpty()) {
        combo->addItem(
            QCoreApplication::translate("hvnet::PropertiesView", "%1 (missing)").arg(value.toString()), value);
        current = combo->count() - 1;
    }
    combo->setPlaceholderText(
        mixed ? QCoreApplication::translate("hvnet::PropertiesView", "(several values)") : QString());
    combo->setCurrentIndex(current);
}

// A picker's menu stays open while entries are ticked (a click, Space or
// Enter toggles one); Escape or a click outside closes it. Ticking three
// uplinks is three ticks, not three trips through the button.
class PickerMenu : public QMenu
{
public:
    using QMenu::QMenu;

protected:
    void mouseReleaseEvent(QMouseEvent *event) override
    {
        if (toggle(actionAt(event->position().toPoint())))
            return;
        QMenu::mouseReleaseEvent(event);
    }
    void keyPressEvent(QKeyEvent *event) override
    {
        const int key = event->key();
        if ((key == Qt::Key_Space || key == Qt::Key_Return || key == Qt::Key_Enter) && toggle(activeAction()))
            return;
        QMenu::keyPressEvent(event);
    }

private:
    bool toggle(QAction *action)
    {
        if (!action || !action->isCheckable() || !action->isEnabled())
            return false;
        action->trigger();
        return true;
    }
};

void fillPicker(QToolButton *button, const FieldSpec &spec, const QVariant &value, bool mixed)
{
    QMenu *menu = button->menu();
    const QStringList chosen = value.toStringList();
    QStringList labels;
    // The same choices as shown: only the ticks change, so that an open
    // menu stays open on the entry just ticked.
    const QList<QAction *> shown = menu->actions();
    bool same = !spec.choices.isEmpty() && shown.size() == spec.choices.size();
    for (int i = 0; same && i < shown.size(); ++i)
        same = shown[i]->data() == spec.choices[i].value && shown[i]->text() == spec.choices[i].label;
    if (same) {
        for (int i = 0; i < shown.size(); ++i) {
            const QSignalBlocker quiet(shown[i]);
            shown[i]->setChecked(chosen.contains(spec.choices[i].value.toString()));
            if (shown[i]->isChecked())
                labels << spec.choices[i].label;
        }
    } else {
        menu->clear();
    }
    for (const FieldChoice &c : same ? QList<FieldChoice>() : spec.choices) {
        QAction *action = menu->addAction(c.label);
        action->setCheckable(true);
        action->setChecked(chosen.contains(c.value.toString()));
        action->setData(c.value);
        if (action->isChecked())
            labels << c.label;
    }
    if (spec.choices.isEmpty())
        menu->addAction(QCoreApplication::translate("hvnet::PropertiesView", "(nothing to choose)"))->setEnabled(false);
    button->setText(mixed      ? QCoreApplication::translate("hvnet::PropertiesView", "(several values)")
            : labels.isEmpty() ? QCoreApplication::translate("hvnet::PropertiesView", "(none)")
                               : labels.join(QStringLiteral(", ")));
    button->setToolTip(button->text());
}

bool isLineEdit(FieldSpec::Kind kind)
{
    using Kind = FieldSpec::Kind;
    return kind == Kind::Text || kind == Kind::Ipv4 || kind == Kind::Host || kind == Kind::IntList
        || kind == Kind::Cidr;
}

} // namespace

FieldEditor::FieldEditor(QWidget *widget, const FieldSpec &spec, const Commit &commit)
    : QObject(widget), m_widget(widget), m_spec(spec), m_commit(commit)
{ }

QWidget *FieldEditor::create(
    const FieldSpec &spec, const QVariant &value, bool mixed, const Commit &commit, const QString &name)
{
    using Kind = FieldSpec::Kind;
    QWidget *widget = nullptr;
    if (spec.kind == Kind::ReadOnly) {
        auto *label = new QLabel;
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        widget = label;
    } else if (isLineEdit(spec.kind)) {
        widget = new QLineEdit;
    } else if (spec.kind == Kind::Int) {
        auto *spin = new CheckedSpinBox;
        spin->setKeyboardTracking(false);
        widget = spin;
    } else if (spec.kind == Kind::Double) {
        auto *spin = new CheckedDoubleSpinBox;
        spin->setDecimals(1);
        spin->setKeyboardTracking(false);
        widget = spin;
    } else if (spec.kind == Kind::Choice) {
        auto *combo = new QComboBox;
        // As narrow as the dock: long choices do not widen the page (the list shows them whole).
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(8);
        widget = combo;
    } else {
        auto *button = new QToolButton;
        button->setPopupMode(QToolButton::InstantPopup);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        button->setMenu(new PickerMenu(button));
        // Narrow docks: the button shrinks (its full text is its tooltip) rather than widen the page.
        button->setMinimumWidth(60);
        widget = button;
    }
    widget->setObjectName(name);
    auto *editor = new FieldEditor(widget, spec, commit);
    editor->show(spec, value, mixed);
    editor->connectEditor(mixed);
    return widget;
}

FieldEditor *FieldEditor::of(QWidget *widget)
{
    return widget ? widget->findChild<FieldEditor *>(QString(), Qt::FindDirectChildrenOnly) : nullptr;
}

void FieldEditor::show(const FieldSpec &spec, const QVariant &value, bool mixed)
{
    using Kind = FieldSpec::Kind;
    m_spec = spec;
    m_mixed = mixed;
    if (auto *label = qobject_cast<QLabel *>(m_widget)) {
        label->setText(
            mixed ? QCoreApplication::translate("hvnet::PropertiesView", "(several values)") : value.toString());
    } else if (auto *edit = qobject_cast<QLineEdit *>(m_widget)) {
        // What is being typed and not yet committed stays; a committed or
        // untouched field follows the design (an undo right after a commit).
        const QString text = mixed ? QString() : value.toString();
        if (!(edit->hasFocus() && edit->isModified()) && edit->text() != text)
            edit->setText(text);
        m_initial = text;
        edit->setPlaceholderText(
            mixed ? QCoreApplication::translate("hvnet::PropertiesView", "(several values)") : QString());
    } else if (auto *spin = qobject_cast<QSpinBox *>(m_widget)) {
        const QSignalBlocker block(spin);
        const bool optional = !spec.unset.isEmpty();
        spin->setRange(optional ? spec.min - 1 : spec.min, spec.max);
        spin->setSpecialValueText(optional ? spec.unset : QString());
        spin->setValue(value.isValid() && !mixed ? value.toInt() : spin->minimum());
    } else if (auto *spin = qobject_cast<QDoubleSpinBox *>(m_widget)) {
        const QSignalBlocker block(spin);
        spin->setRange(spec.min, spec.max);
        spin->setValue(value.toDouble());
    } else if (auto *combo = qobject_cast<QComboBox *>(m_widget)) {
        fillCombo(combo, spec, value, mixed);
    } else if (auto *button = qobject_cast<QToolButton *>(m_widget); button && spec.kind == Kind::Refs) {
        fillPicker(button, spec, value, mixed);
    }
}

void FieldEditor::connectEditor(bool mixed)
{
    m_mixed = mixed;
    if (auto *edit = qobject_cast<QLineEdit *>(m_widget)) {
        // No character filter: a keystroke silently dropped is input lost.
        // What is typed stays visible and is judged when the field is left.
        connect(edit, &QLineEdit::editingFinished, this, &FieldEditor::commitText);
    } else if (auto *spin = qobject_cast<QSpinBox *>(m_widget)) {
        connect(spin, &QSpinBox::valueChanged, this, [this, spin](int v) {
            const bool optional = !m_spec.unset.isEmpty();
            commit(optional && v == spin->minimum() ? QVariant() : QVariant(v));
        });
    } else if (auto *spin = qobject_cast<QDoubleSpinBox *>(m_widget)) {
        connect(spin, &QDoubleSpinBox::valueChanged, this, [this](double v) { commit(v); });
    } else if (auto *combo = qobject_cast<QComboBox *>(m_widget)) {
        connect(combo, &QComboBox::activated, this, [this, combo](int index) { commit(combo->itemData(index)); });
    } else if (auto *button = qobject_cast<QToolButton *>(m_widget)) {
        connect(button->menu(), &QMenu::triggered, this, [this, button](QAction *) {
            QStringList ids;
            for (QAction *a : button->menu()->actions())
                if (a->isChecked())
                    ids << a->data().toString();
            commit(ids);
        });
    }
}

void FieldEditor::commitText()
{
    auto *edit = qobject_cast<QLineEdit *>(m_widget);
    const QString text = edit->text().trimmed();
    if (text == m_initial && !(m_mixed && !text.isEmpty()))
        return;
    if (const QString why = problemWith(text, m_spec); !why.isEmpty()) {
        markInvalid(edit, why);
        return;
    }
    markInvalid(edit, {});
    edit->setModified(false); // committed: from now on the field shows the design
    commit(text);
}

} // namespace hvnet
