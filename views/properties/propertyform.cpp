#include "propertyform.h"

#include <QCoreApplication>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollBar>
#include <QTableWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace hvnet {

namespace {

// What a button of the form does; replaced on every refresh like a field's commit.
class ButtonAction : public QObject
{
public:
    ButtonAction(QAbstractButton *button, std::function<void()> action) : QObject(button), m_action(std::move(action))
    {
        // Later, never inside the click of a button that the change removes.
        connect(button, &QAbstractButton::clicked, this, [this] { QTimer::singleShot(0, m_action); });
    }
    static ButtonAction *of(QWidget *button)
    {
        for (QObject *child : button->children())
            if (auto *action = dynamic_cast<ButtonAction *>(child))
                return action;
        return nullptr;
    }
    void setAction(std::function<void()> action) { m_action = std::move(action); }

private:
    std::function<void()> m_action;
};

} // namespace

PropertyForm::PropertyForm(QVBoxLayout *layout) : m_layout(layout)
{ }

PropertyForm::PropertyForm(const QList<QPointer<QWidget>> &built) : m_widgets(built)
{ }

template <typename W> W *PropertyForm::next(const QString &name)
{
    if (!m_fits || m_next >= m_widgets.size()) {
        m_fits = false;
        return nullptr;
    }
    W *widget = qobject_cast<W *>(m_widgets[m_next++].data());
    if (!widget || (!name.isEmpty() && widget->objectName() != name)) {
        m_fits = false;
        return nullptr;
    }
    return widget;
}

QString PropertyForm::valueText(const FieldSpec &spec, const QVariant &value)
{
    const auto label = [&spec](const QVariant &v) {
        for (const FieldChoice &c : spec.choices)
            if (c.value == v)
                return c.label;
        return v.toString();
    };
    QString text;
    if (spec.kind == FieldSpec::Kind::Choice) {
        text = label(value);
    } else if (spec.kind == FieldSpec::Kind::Refs) {
        QStringList labels;
        for (const QVariant &v : value.toList())
            labels << label(v);
        if (labels.isEmpty())
            for (const QString &id : value.toStringList())
                labels << label(id);
        text = labels.join(QStringLiteral(", "));
    } else if (spec.kind == FieldSpec::Kind::Int && !value.isValid()) {
        text = spec.unset;
    } else if (spec.kind == FieldSpec::Kind::Double) {
        text = QLocale().toString(value.toDouble());
    } else {
        text = value.toString();
    }
    // Long text (a note, a list of addresses) is cut: the history is a list of one-liners.
    text = text.simplified();
    if (text.size() > 40)
        text = text.left(39) + QChar(0x2026);
    return text.isEmpty() ? QCoreApplication::translate("hvnet::PropertiesView", "(not set)") : text;
}

QString PropertyForm::changeText(
    const QString &what, const FieldSpec &spec, const QVariant &before, const QVariant &after, bool mixed)
{
    if (mixed)
        return QCoreApplication::translate("hvnet::PropertiesView", "%1 -> %2").arg(what, valueText(spec, after));
    return QCoreApplication::translate("hvnet::PropertiesView", "%1 %2 -> %3")
        .arg(what, valueText(spec, before), valueText(spec, after));
}

QWidget *PropertyForm::editor(
    const FieldSpec &spec, const QVariant &value, bool mixed, const FieldEditor::Commit &commit, const QString &name)
{
    if (!isRefreshing()) {
        QWidget *made = FieldEditor::create(spec, value, mixed, commit, name);
        m_widgets << made;
        return made;
    }
    QWidget *widget = next<QWidget>(name);
    FieldEditor *editor = FieldEditor::of(widget);
    if (!editor || editor->spec().kind != spec.kind) {
        m_fits = false;
        return nullptr;
    }
    editor->show(spec, value, mixed);
    editor->setCommit(commit);
    return widget;
}

void PropertyForm::label(const QString &html, const QString &name, bool wrap, bool grey)
{
    if (isRefreshing()) {
        if (QLabel *shown = next<QLabel>(name); shown && shown->text() != html)
            shown->setText(html);
        return;
    }
    auto *made = new QLabel(html);
    made->setObjectName(name);
    made->setWordWrap(wrap);
    if (grey)
        made->setStyleSheet(QStringLiteral("color: #5a6370"));
    m_widgets << made;
    m_layout->addWidget(made);
}

void PropertyForm::heading(const QString &text, const QString &detail)
{
    label(QStringLiteral("<span style='font-size:large; font-weight:600'>%1</span>%2")
              .arg(text.toHtmlEscaped(),
                  detail.isEmpty()
                      ? QString()
                      : QStringLiteral("<br><span style='color:#5a6370'>%1</span>").arg(detail.toHtmlEscaped())),
        QStringLiteral("propertiesHeading"), true);
}

void PropertyForm::subheading(const QString &text)
{
    if (!isRefreshing())
        m_layout->addSpacing(6);
    label(QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped()), {}, false);
}

void PropertyForm::note(const QString &text)
{
    label(text, {}, true);
}

void PropertyForm::hint(const QString &text)
{
    label(text, {}, true, true);
}

QFormLayout *PropertyForm::beginForm()
{
    if (isRefreshing())
        return nullptr;
    auto *rows = new QFormLayout;
    rows->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // A narrow dock puts a field under its label rather than scroll sideways.
    rows->setRowWrapPolicy(QFormLayout::WrapLongRows);
    return rows;
}

void PropertyForm::addRow(QFormLayout *rows, const QString &label, QWidget *editor)
{
    if (rows)
        rows->addRow(label, editor);
}

void PropertyForm::endForm(QFormLayout *rows)
{
    if (rows)
        m_layout->addLayout(rows);
}

void PropertyForm::tableHeading(const QString &title, const QString &key, int count, const std::function<void()> &add)
{
    const QString text = QStringLiteral("<b>%1</b> (%2)").arg(title.toHtmlEscaped()).arg(count);
    if (isRefreshing()) {
        label(text, {}, false);
        if (add)
            button(nullptr, key + QStringLiteral(".add"), add);
        return;
    }
    auto *header = new QHBoxLayout;
    auto *titleLabel = new QLabel(text);
    m_widgets << titleLabel;
    header->addWidget(titleLabel);
    header->addStretch();
    if (add)
        header->addWidget(button(new QPushButton(QCoreApplication::translate("hvnet::PropertiesView", "Add")),
            key + QStringLiteral(".add"), add));
    m_layout->addSpacing(8);
    m_layout->addLayout(header);
}

QTableWidget *PropertyForm::beginTable(const QString &key, int rows, QStringList headers, bool removable)
{
    if (isRefreshing()) {
        QTableWidget *table = next<QTableWidget>(key);
        if (table && table->rowCount() != rows)
            m_fits = false;
        return nullptr;
    }
    auto *table = new QTableWidget(rows, int(headers.size()) + (removable ? 1 : 0));
    table->setObjectName(key);
    if (removable)
        headers << QString();
    table->setHorizontalHeaderLabels(headers);
    table->verticalHeader()->hide();
    table->setSelectionMode(QAbstractItemView::NoSelection);
    table->setFocusPolicy(Qt::NoFocus);
    table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_widgets << table;
    return table;
}

void PropertyForm::setCell(QTableWidget *table, int row, int column, QWidget *widget)
{
    if (table)
        table->setCellWidget(row, column, widget);
}

void PropertyForm::endTable(QTableWidget *table, bool removable)
{
    if (!table)
        return;
    table->resizeColumnsToContents();
    table->resizeRowsToContents();
    table->horizontalHeader()->setStretchLastSection(!removable);
    int height = table->horizontalHeader()->height() + 4;
    for (int r = 0; r < table->rowCount(); ++r)
        height += table->rowHeight(r);
    table->setFixedHeight(height + table->horizontalScrollBar()->sizeHint().height());
    m_layout->addWidget(table);
}

QWidget *PropertyForm::removeButton(const QString &key, int row, const std::function<void()> &action)
{
    QToolButton *made = nullptr;
    if (!isRefreshing()) {
        made = new QToolButton;
        made->setText(QStringLiteral("\u2715"));
        made->setToolTip(QCoreApplication::translate("hvnet::PropertiesView", "Remove"));
    }
    return button(made, QStringLiteral("%1.%2.remove").arg(key).arg(row), action);
}

QWidget *PropertyForm::button(QWidget *made, const QString &name, const std::function<void()> &action)
{
    if (isRefreshing()) {
        QAbstractButton *shown = next<QAbstractButton>(name);
        if (ButtonAction *held = shown ? ButtonAction::of(shown) : nullptr)
            held->setAction(action);
        else
            m_fits = false;
        return shown;
    }
    auto *pressable = qobject_cast<QAbstractButton *>(made);
    pressable->setObjectName(name);
    new ButtonAction(pressable, action);
    m_widgets << pressable;
    return pressable;
}

} // namespace hvnet
