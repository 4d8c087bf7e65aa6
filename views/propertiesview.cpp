#include "propertiesview.h"

#include "checkedspinbox.h"
#include "commands/editcommands.h"
#include "designactions.h"
#include "designdocument.h"
#include "edit/designedits.h"
#include "edit/newobjects.h"
#include "hostaddress.h"
#include "ipv4.h"
#include "labels.h"
#include "objectnames.h"
#include "renumberquestion.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSpinBox>
#include <QTableWidget>
#include <QTimer>
#include <QToolButton>
#include <QToolTip>
#include <QUndoStack>
#include <QVBoxLayout>

#include <functional>

namespace hvnet {

namespace {

// ---- Editors -----------------------------------------------------------

enum class Kind { ReadOnly, Text, Ipv4, Host, Cidr, IntList, Int, Double, Choice, Refs };

struct Choice {
    QString label;
    QVariant value;
};

struct Spec {
    Kind kind = Kind::Text;
    int min = 0;
    int max = 0;
    QString unset; // for Int: the text of "not set" (the value below min)
    QList<Choice> choices;
    static Spec readOnly() { return {Kind::ReadOnly}; }
    static Spec text() { return {Kind::Text}; }
    static Spec ipv4() { return {Kind::Ipv4}; }
    // An IPv4 or IPv6 address or a DNS host name (management endpoints).
    static Spec host() { return {Kind::Host}; }
    static Spec cidr() { return {Kind::Cidr}; }
    // Whole numbers from min to max, separated by commas or spaces.
    static Spec intList(int min, int max) { return {Kind::IntList, min, max}; }
    static Spec integer(int min, int max, const QString &unset = {}) { return {Kind::Int, min, max, unset}; }
    static Spec number(int min, int max) { return {Kind::Double, min, max}; }
    static Spec choice(QList<Choice> choices) { return {Kind::Choice, 0, 0, {}, std::move(choices)}; }
    static Spec refs(QList<Choice> choices) { return {Kind::Refs, 0, 0, {}, std::move(choices)}; }
};

using Commit = std::function<void(const QVariant &)>;

// What the edit under way changes ("Computer name", "Adapters: RDMA"), for
// its name in the undo history; set while an editor commits.
QString editWhat;

struct EditingField {
    explicit EditingField(const QString &what) { editWhat = what; }
    ~EditingField() { editWhat.clear(); }
};

// "Edit HV01" becomes "Edit HV01: Computer name".
QString withWhat(const QString &text)
{
    return editWhat.isEmpty() ? text : QStringLiteral("%1: %2").arg(text, editWhat);
}

template <typename E>
QList<Choice> enumChoices(QString (*label)(E), bool withDefault = false, const QString &unset = {})
{
    QList<Choice> out;
    if (withDefault)
        out << Choice{
            unset.isEmpty() ? QCoreApplication::translate("hvnet::PropertiesView", "(default)") : unset, QVariant()};
    for (const auto &entry : EnumNames<E>::entries)
        out << Choice{label ? label(entry.first) : enumString(entry.first), int(entry.first)};
    return out;
}

QList<Choice> optionalBool()
{
    return {{QCoreApplication::translate("hvnet::PropertiesView", "(default)"), QVariant()},
        {QCoreApplication::translate("hvnet::PropertiesView", "Yes"), true},
        {QCoreApplication::translate("hvnet::PropertiesView", "No"), false}};
}

// Marks a line edit as invalid (red frame, tooltip) or valid.
void markInvalid(QLineEdit *edit, const QString &why)
{
    edit->setStyleSheet(why.isEmpty() ? QString() : QStringLiteral("QLineEdit { border: 2px solid #d0322b; }"));
    edit->setToolTip(why);
    if (!why.isEmpty() && edit->isVisible())
        QToolTip::showText(edit->mapToGlobal(QPoint(0, edit->height())), why, edit);
}

QWidget *makeEditor(const Spec &spec, const QVariant &value, bool mixed, const Commit &commit, const QString &name)
{
    QWidget *editor = nullptr;
    switch (spec.kind) {
    case Kind::ReadOnly: {
        auto *label = new QLabel(
            mixed ? QCoreApplication::translate("hvnet::PropertiesView", "(several values)") : value.toString());
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        editor = label;
        break;
    }
    case Kind::Text:
    case Kind::Ipv4:
    case Kind::Host:
    case Kind::IntList:
    case Kind::Cidr: {
        auto *edit = new QLineEdit(mixed ? QString() : value.toString());
        if (mixed)
            edit->setPlaceholderText(QCoreApplication::translate("hvnet::PropertiesView", "(several values)"));
        // No character filter: a keystroke silently dropped is input lost.
        // What is typed stays visible and is judged when the field is left.
        const QString initial = edit->text();
        const Kind kind = spec.kind;
        const int min = spec.min;
        const int max = spec.max;
        QObject::connect(edit, &QLineEdit::editingFinished, edit, [edit, initial, kind, commit, mixed, min, max] {
            const QString text = edit->text().trimmed();
            if (text == initial && !(mixed && !text.isEmpty()))
                return;
            if (!text.isEmpty() && kind == Kind::Ipv4 && !Ipv4Address::parse(text)) {
                markInvalid(edit,
                    QCoreApplication::translate("hvnet::PropertiesView", "%1 is not an IPv4 address (a.b.c.d).")
                        .arg(text));
                return;
            }
            if (!text.isEmpty() && kind == Kind::Host)
                if (const QString problem = hostAddressProblem(text); !problem.isEmpty()) {
                    markInvalid(
                        edit, QCoreApplication::translate("hvnet::PropertiesView", "Not changed: %1.").arg(problem));
                    return;
                }
            if (kind == Kind::IntList)
                for (const QString &part :
                    text.split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts)) {
                    bool number = false;
                    const int value = part.toInt(&number);
                    if (!number || value < min || value > max) {
                        markInvalid(edit,
                            QCoreApplication::translate("hvnet::PropertiesView", "%1 is not between %2 and %3.")
                                .arg(part)
                                .arg(min)
                                .arg(max));
                        return;
                    }
                }
            if (!text.isEmpty() && kind == Kind::Cidr) {
                Ipv4Prefix::ParseError error = Ipv4Prefix::ParseError::None;
                if (!Ipv4Prefix::parse(text, &error)) {
                    markInvalid(edit,
                        error == Ipv4Prefix::ParseError::HostBitsSet
                            ? QCoreApplication::translate(
                                "hvnet::PropertiesView", "%1 has host bits set; the network address is expected.")
                                  .arg(text)
                            : QCoreApplication::translate(
                                "hvnet::PropertiesView", "%1 is not an IPv4 prefix (a.b.c.d/n).")
                                  .arg(text));
                    return;
                }
            }
            markInvalid(edit, {});
            commit(text);
        });
        editor = edit;
        break;
    }
    case Kind::Int: {
        auto *spin = new CheckedSpinBox;
        const bool optional = !spec.unset.isEmpty();
        spin->setRange(optional ? spec.min - 1 : spec.min, spec.max);
        if (optional)
            spin->setSpecialValueText(spec.unset);
        spin->setKeyboardTracking(false);
        spin->setValue(value.isValid() && !mixed ? value.toInt() : spin->minimum());
        QObject::connect(spin, &QSpinBox::valueChanged, spin,
            [spin, optional, commit](int v) { commit(optional && v == spin->minimum() ? QVariant() : QVariant(v)); });
        editor = spin;
        break;
    }
    case Kind::Double: {
        auto *spin = new CheckedDoubleSpinBox;
        spin->setRange(spec.min, spec.max);
        spin->setDecimals(1);
        spin->setKeyboardTracking(false);
        spin->setValue(value.toDouble());
        QObject::connect(spin, &QDoubleSpinBox::valueChanged, spin, [commit](double v) { commit(v); });
        editor = spin;
        break;
    }
    case Kind::Choice: {
        auto *combo = new QComboBox;
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
        QObject::connect(
            combo, &QComboBox::activated, combo, [combo, commit](int index) { commit(combo->itemData(index)); });
        editor = combo;
        break;
    }
    case Kind::Refs: {
        auto *button = new QToolButton;
        button->setPopupMode(QToolButton::InstantPopup);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        auto *menu = new QMenu(button);
        const QStringList chosen = value.toStringList();
        QStringList labels;
        for (const Choice &c : spec.choices) {
            QAction *action = menu->addAction(c.label);
            action->setCheckable(true);
            action->setChecked(chosen.contains(c.value.toString()));
            action->setData(c.value);
            if (action->isChecked())
                labels << c.label;
        }
        if (spec.choices.isEmpty())
            menu->addAction(QCoreApplication::translate("hvnet::PropertiesView", "(nothing to choose)"))
                ->setEnabled(false);
        button->setText(mixed      ? QCoreApplication::translate("hvnet::PropertiesView", "(several values)")
                : labels.isEmpty() ? QCoreApplication::translate("hvnet::PropertiesView", "(none)")
                                   : labels.join(QStringLiteral(", ")));
        button->setMenu(menu);
        QObject::connect(menu, &QMenu::triggered, button, [menu, commit](QAction *) {
            QStringList ids;
            for (QAction *a : menu->actions())
                if (a->isChecked())
                    ids << a->data().toString();
            commit(ids);
        });
        editor = button;
        break;
    }
    }
    editor->setObjectName(name);
    return editor;
}

// ---- Forms and tables ---------------------------------------------------

template <typename T> struct Field {
    QString label;
    QString key;
    Spec spec;
    std::function<QVariant(const T &)> get;
    std::function<void(T &, const QVariant &)> set;
    bool singleOnly = false; // names and ids: not for several objects at once
};

// A form over several objects of one kind: edit(mutate) applies a change to
// each of them as one undo step.
template <typename T> void addForm(QVBoxLayout *layout, const QString &prefix, const std::vector<const T *> &objects,
    const QList<Field<T>> &fields, const std::function<void(const std::function<void(T &)> &)> &edit)
{
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    for (const Field<T> &field : fields) {
        if (objects.size() > 1 && field.singleOnly)
            continue;
        const QVariant value = field.get(*objects.front());
        bool mixed = false;
        for (const T *o : objects)
            mixed |= field.get(*o) != value;
        const auto set = field.set;
        QWidget *editor = makeEditor(
            field.spec, value, mixed,
            [edit, set, label = field.label](const QVariant &v) {
                const EditingField what(label);
                edit([&](T &o) { set(o, v); });
            },
            prefix + field.key);
        form->addRow(field.label, editor);
    }
    layout->addLayout(form);
}

template <typename Row> struct Column {
    QString header;
    QString key;
    std::function<Spec(const Row &)> spec;
    std::function<QVariant(const Row &)> get;
    std::function<void(Row &, const QVariant &)> set;
};

// A table of a node's or switch's parts (adapters, ports, ...), one editor
// per cell, with add and remove.
template <typename Row> void addTable(QVBoxLayout *layout, const QString &title, const QString &key,
    const std::vector<Row> &rows, const QList<Column<Row>> &columns,
    const std::function<void(int, const std::function<void(Row &)> &)> &edit, const std::function<void()> &add,
    const std::function<void(int)> &remove)
{
    auto *header = new QHBoxLayout;
    auto *label = new QLabel(QStringLiteral("<b>%1</b> (%2)").arg(title.toHtmlEscaped()).arg(rows.size()));
    header->addWidget(label);
    header->addStretch();
    if (add) {
        auto *button = new QPushButton(QCoreApplication::translate("hvnet::PropertiesView", "Add"));
        button->setObjectName(key + QStringLiteral(".add"));
        QObject::connect(button, &QPushButton::clicked, button, [add] { QTimer::singleShot(0, add); });
        header->addWidget(button);
    }
    layout->addSpacing(8);
    layout->addLayout(header);
    if (rows.empty())
        return;
    auto *table = new QTableWidget(int(rows.size()), int(columns.size()) + (remove ? 1 : 0));
    table->setObjectName(key);
    QStringList headers;
    for (const auto &c : columns)
        headers << c.header;
    if (remove)
        headers << QString();
    table->setHorizontalHeaderLabels(headers);
    table->verticalHeader()->hide();
    table->setSelectionMode(QAbstractItemView::NoSelection);
    table->setFocusPolicy(Qt::NoFocus);
    table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    for (int r = 0; r < int(rows.size()); ++r) {
        for (int c = 0; c < int(columns.size()); ++c) {
            const Column<Row> &column = columns[c];
            const auto set = column.set;
            QWidget *editor = makeEditor(
                column.spec(rows[std::size_t(r)]), column.get(rows[std::size_t(r)]), false,
                [edit, set, r, label = QStringLiteral("%1: %2").arg(title, column.header)](const QVariant &v) {
                    const EditingField what(label);
                    edit(r, [&](Row &row) { set(row, v); });
                },
                QStringLiteral("%1.%2.%3").arg(key).arg(r).arg(column.key));
            table->setCellWidget(r, c, editor);
        }
        if (remove) {
            auto *button = new QToolButton;
            button->setText(QStringLiteral("\u2715"));
            button->setToolTip(QCoreApplication::translate("hvnet::PropertiesView", "Remove"));
            button->setObjectName(QStringLiteral("%1.%2.remove").arg(key).arg(r));
            QObject::connect(
                button, &QToolButton::clicked, button, [remove, r] { QTimer::singleShot(0, [=] { remove(r); }); });
            table->setCellWidget(r, int(columns.size()), button);
        }
    }
    table->resizeColumnsToContents();
    table->resizeRowsToContents();
    table->horizontalHeader()->setStretchLastSection(!remove);
    int height = table->horizontalHeader()->height() + 4;
    for (int r = 0; r < table->rowCount(); ++r)
        height += table->rowHeight(r);
    table->setFixedHeight(height + table->horizontalScrollBar()->sizeHint().height());
    layout->addWidget(table);
}

template <typename T> QVariant opt(const std::optional<T> &v)
{
    return v ? QVariant::fromValue(*v) : QVariant();
}

template <typename E> QVariant optEnum(const std::optional<E> &v)
{
    return v ? QVariant(int(*v)) : QVariant();
}

template <typename E> std::optional<E> toOptEnum(const QVariant &v)
{
    return v.isValid() ? std::optional<E>(E(v.toInt())) : std::nullopt;
}

std::optional<bool> toOptBool(const QVariant &v)
{
    return v.isValid() ? std::optional<bool>(v.toBool()) : std::nullopt;
}

QString joinInts(const std::vector<int> &values)
{
    QStringList parts;
    for (int v : values)
        parts << QString::number(v);
    return parts.join(QStringLiteral(", "));
}

// "a, b c" -> {"a", "b", "c"}: lists typed into one field.
QStringList splitList(const QString &text)
{
    return text.split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts);
}

std::optional<std::vector<int>> parseInts(const QString &text)
{
    if (text.trimmed().isEmpty())
        return std::nullopt;
    std::vector<int> out;
    for (const QString &part : splitList(text)) {
        bool ok = false;
        const int v = part.toInt(&ok);
        if (ok)
            out.push_back(v);
    }
    return out;
}

void addSubheading(QVBoxLayout *layout, const QString &text)
{
    layout->addSpacing(6);
    layout->addWidget(new QLabel(QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped())));
}

void addHeading(QVBoxLayout *layout, const QString &text, const QString &detail = {})
{
    auto *label = new QLabel(
        QStringLiteral("<span style='font-size:large; font-weight:600'>%1</span>%2")
            .arg(text.toHtmlEscaped(),
                detail.isEmpty()
                    ? QString()
                    : QStringLiteral("<br><span style='color:#5a6370'>%1</span>").arg(detail.toHtmlEscaped())));
    label->setObjectName(QStringLiteral("propertiesHeading"));
    label->setWordWrap(true);
    layout->addWidget(label);
}

// An edit of one or more nodes or switches: each selected object is copied,
// changed, checked, and pushed as its Set command; several are one macro.
// problem() names why an edited object must not become a command (or "").
template <typename T, typename Command>
std::function<void(const std::function<void(T &)> &)> editEach(DesignDocument *doc, const QStringList &ids,
    const QString &text, const std::function<const T *(const QString &)> &find,
    const std::function<QString(const T &)> &problem, const std::function<void(const QString &)> &refuse)
{
    return [=](const std::function<void(T &)> &change) {
        std::vector<T> changed;
        for (const QString &id : ids) {
            T object = *find(id);
            change(object);
            if (object == *find(id))
                continue;
            if (const QString why = problem ? problem(object) : QString(); !why.isEmpty()) {
                refuse(why);
                return;
            }
            changed.push_back(std::move(object));
        }
        if (changed.empty())
            return;
        QUndoStack *stack = doc->undoStack();
        if (changed.size() > 1)
            stack->beginMacro(withWhat(text));
        for (T &object : changed)
            stack->push(new Command(doc, object,
                withWhat(changed.size() > 1
                        ? text
                        : QCoreApplication::translate("hvnet::PropertiesView", "Edit %1").arg(object.name))));
        if (changed.size() > 1)
            stack->endMacro();
    };
}

// An edit of a part of the design without an id of its own (the meta data,
// the platform): the part is copied, changed and swapped in as one step.
template <typename P> std::function<void(const std::function<void(P &)> &)> editPart(
    DesignDocument *doc, P Design::*member, const char *part, const QString &text)
{
    return [=](const std::function<void(P &)> &change) {
        P value = doc->design().*member;
        change(value);
        if (!(value == doc->design().*member))
            doc->undoStack()->push(new SetDesignPart<P>(doc, member, std::move(value), part, withWhat(text)));
    };
}

// The same for one entry of such a list (a cluster, a subnet).
template <typename T> std::function<void(const std::function<void(T &)> &)> editInList(
    DesignDocument *doc, std::vector<T> Design::*member, const char *part, const QString &id, const QString &text)
{
    const auto edit = editPart(doc, member, part, text);
    return [=](const std::function<void(T &)> &change) {
        edit([&](std::vector<T> &list) {
            for (T &entry : list)
                if (entry.id == id)
                    change(entry);
        });
    };
}

// The management endpoint's fields, the same for nodes and switches.
template <typename T> QList<Field<T>> managementFields()
{
    return {
        Field<T>{QCoreApplication::translate("hvnet::PropertiesView", "Management address"),
            QStringLiteral("mgmtAddress"), Spec::host(),
            [](const T &o) { return QVariant(o.management ? o.management->address : QString()); },
            [](T &o, const QVariant &v) {
                if (v.toString().isEmpty()) {
                    o.management.reset();
                    return;
                }
                if (!o.management)
                    o.management = ManagementEndpoint{};
                o.management->address = v.toString();
            },
            true},
        Field<T>{QCoreApplication::translate("hvnet::PropertiesView", "Management user"), QStringLiteral("mgmtUser"),
            Spec::text(), [](const T &o) { return QVariant(o.management ? o.management->user : QString()); },
            [](T &o, const QVariant &v) {
                if (o.management)
                    o.management->user = v.toString();
            }},
        Field<T>{QCoreApplication::translate("hvnet::PropertiesView", "SSH port"), QStringLiteral("mgmtPort"),
            Spec::integer(1, 65535, QCoreApplication::translate("hvnet::PropertiesView", "22 (default)")),
            [](const T &o) { return o.management ? opt(o.management->port) : QVariant(); },
            [](T &o, const QVariant &v) {
                if (o.management)
                    o.management->port = v.isValid() ? std::optional<int>(v.toInt()) : std::nullopt;
            }},
        Field<T>{QCoreApplication::translate("hvnet::PropertiesView", "SSH host key"), QStringLiteral("mgmtHostKey"),
            Spec::text(), [](const T &o) { return QVariant(o.management ? o.management->hostKey : QString()); },
            [](T &o, const QVariant &v) {
                if (o.management)
                    o.management->hostKey = v.toString();
            },
            true},
    };
}
} // namespace

PropertiesView::PropertiesView(DesignDocument *document, DesignActions *actions, QWidget *parent)
    : QScrollArea(parent), m_document(document), m_actions(actions)
{
    setWidgetResizable(true);
    setObjectName(QStringLiteral("propertiesView"));
    // The form is rebuilt when what it shows changed, not for every edit
    // of a large design.
    connect(document, &DesignDocument::objectChanged, this, [this](const QString &id) {
        if (m_ids.contains(id) || (id.startsWith(QLatin1Char('#')) && id != QLatin1String(DesignPart::layout)))
            scheduleRebuild();
    });
    for (auto signal : {&DesignDocument::objectAdded, &DesignDocument::objectRemoved, &DesignDocument::nodeAdded,
             &DesignDocument::nodeRemoved})
        connect(document, signal, this, [this](const QString &id) {
            if (m_ids.isEmpty() || m_ids.contains(id))
                scheduleRebuild();
        });
    connect(document, &DesignDocument::designReset, this, [this] {
        m_ids.clear();
        scheduleRebuild();
    });
    rebuild();
}

void PropertiesView::setSelection(const QStringList &ids)
{
    if (ids == m_ids)
        return;
    m_ids = ids;
    scheduleRebuild();
}

void PropertiesView::scheduleRebuild()
{
    // Later, never inside the signal of the editor that made the change.
    if (m_pending)
        return;
    m_pending = true;
    QTimer::singleShot(0, this, &PropertiesView::rebuild);
}

void PropertiesView::rebuild()
{
    m_pending = false;
    QWidget *focused = widget() ? widget()->focusWidget() : nullptr;
    const QString focusName = focused ? focused->objectName() : QString();
    const Design &design = m_document->design();
    // What is still there of the selection, grouped by kind.
    QStringList nodes, switches, clusters, links, subnets;
    for (const QString &id : m_ids) {
        if (design.node(id))
            nodes << id;
        else if (design.switchById(id))
            switches << id;
        else if (design.cluster(id))
            clusters << id;
        else if (design.link(id))
            links << id;
        else if (design.subnet(id))
            subnets << id;
    }
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    const int kinds = int(!nodes.isEmpty()) + int(!switches.isEmpty()) + int(!clusters.isEmpty())
        + int(!links.isEmpty()) + int(!subnets.isEmpty());
    if (kinds == 0) {
        buildDesign(layout);
    } else if (kinds > 1) {
        addHeading(layout,
            tr("%n object(s) selected", nullptr,
                int(nodes.size() + switches.size() + clusters.size() + links.size() + subnets.size())),
            tr("Select objects of one kind to edit what they share."));
    } else if (!nodes.isEmpty()) {
        buildNodes(layout, nodes);
    } else if (!switches.isEmpty()) {
        buildSwitches(layout, switches);
    } else if (!clusters.isEmpty()) {
        buildCluster(layout, clusters.front());
    } else if (!links.isEmpty()) {
        buildLinks(layout, links);
    } else {
        buildSubnet(layout, subnets.front());
    }
    layout->addStretch();
    const int scroll = verticalScrollBar()->value();
    setWidget(page);
    verticalScrollBar()->setValue(scroll);
    if (!focusName.isEmpty())
        if (auto *again = page->findChild<QWidget *>(focusName))
            again->setFocus();
}

void PropertiesView::buildDesign(QVBoxLayout *layout)
{
    const Design &design = m_document->design();
    addHeading(layout, tr("Design"), tr("Nothing selected: the design's own properties."));
    DesignDocument *doc = m_document;
    const std::vector<const DesignMeta *> meta = {&design.meta};
    addForm<DesignMeta>(layout, QStringLiteral("design."), meta,
        {
            {tr("Name"), QStringLiteral("name"), Spec::text(), [](const DesignMeta &m) { return QVariant(m.name); },
                [](DesignMeta &m, const QVariant &v) { m.name = v.toString(); }},
            {tr("Customer"), QStringLiteral("customer"), Spec::text(),
                [](const DesignMeta &m) { return QVariant(m.customer); },
                [](DesignMeta &m, const QVariant &v) { m.customer = v.toString(); }},
            {tr("Author"), QStringLiteral("author"), Spec::text(),
                [](const DesignMeta &m) { return QVariant(m.author); },
                [](DesignMeta &m, const QVariant &v) { m.author = v.toString(); }},
            {tr("Revision"), QStringLiteral("revision"), Spec::text(),
                [](const DesignMeta &m) { return QVariant(m.revision); },
                [](DesignMeta &m, const QVariant &v) { m.revision = v.toString(); }},
            {tr("Description"), QStringLiteral("description"), Spec::text(),
                [](const DesignMeta &m) { return QVariant(m.description); },
                [](DesignMeta &m, const QVariant &v) { m.description = v.toString(); }},
        },
        editPart(doc, &Design::meta, DesignPart::meta, tr("Edit design properties")));
    const std::vector<const Platform *> platform = {&design.platform};
    addForm<Platform>(layout, QStringLiteral("platform."), platform,
        {
            {tr("Windows Server"), QStringLiteral("os"), Spec::choice(enumChoices<OsVersion>(&Labels::os)),
                [](const Platform &p) { return QVariant(int(p.os)); },
                [](Platform &p, const QVariant &v) { p.os = OsVersion(v.toInt()); }},
            {tr("Network ATC"), QStringLiteral("networkAtc"), Spec::choice({{tr("No"), false}, {tr("Yes"), true}}),
                [](const Platform &p) { return QVariant(p.networkAtc); },
                [](Platform &p, const QVariant &v) { p.networkAtc = v.toBool(); }},
        },
        editPart(doc, &Design::platform, DesignPart::platform, tr("Edit platform")));
    auto *summary = new QLabel(tr("%1 nodes, %2 switches, %3 cables, %4 subnets, %5 clusters")
                                   .arg(design.nodes.size())
                                   .arg(design.switches.size())
                                   .arg(design.links.size())
                                   .arg(design.subnets.size())
                                   .arg(design.clusters.size()));
    summary->setWordWrap(true);
    layout->addWidget(summary);
}

void PropertiesView::buildNodes(QVBoxLayout *layout, const QStringList &ids)
{
    const Design &design = m_document->design();
    DesignDocument *doc = m_document;
    std::vector<const Node *> nodes;
    for (const QString &id : ids)
        nodes.push_back(design.node(id));
    const Node &first = *nodes.front();
    if (nodes.size() == 1)
        addHeading(layout, first.name, Labels::role(first.role));
    else
        addHeading(layout, tr("%n node(s)", nullptr, int(nodes.size())), tr("Changes apply to every selected node."));

    PropertiesView *self = this;
    // An edit that would leave a reference to nothing is refused, with the
    // reason; the form shows the old values again.
    const auto editNodes = [doc, ids, self](const QString &text) {
        return editEach<Node, SetNode>(
            doc, ids, text, [doc](const QString &id) { return doc->design().node(id); },
            [doc](const Node &node) { return DesignEdits::nodeProblem(doc->design(), node); },
            [self](const QString &why) {
                Q_EMIT self->m_actions->statusMessage(tr("Not changed: %1.").arg(why));
                self->scheduleRebuild();
            });
    };
    using F = Field<Node>;
    addForm<Node>(layout, QStringLiteral("node."), nodes,
        {
            F{tr("Id"), QStringLiteral("id"), Spec::readOnly(), [](const Node &n) { return QVariant(n.id); }, {}, true},
            F{tr("Computer name"), QStringLiteral("name"), Spec::text(), [](const Node &n) { return QVariant(n.name); },
                [](Node &n, const QVariant &v) { n.name = v.toString(); }, true},
            F{tr("Role"), QStringLiteral("role"), Spec::choice(enumChoices<NodeRole>(&Labels::role)),
                [](const Node &n) { return QVariant(int(n.role)); },
                [](Node &n, const QVariant &v) { n.role = NodeRole(v.toInt()); }},
            F{tr("Windows Server"), QStringLiteral("os"),
                Spec::choice(enumChoices<OsVersion>(&Labels::os, true, tr("(as the design)"))),
                [](const Node &n) { return optEnum(n.os); },
                [](Node &n, const QVariant &v) { n.os = toOptEnum<OsVersion>(v); }},
            F{tr("Rack"), QStringLiteral("rack"), Spec::text(), [](const Node &n) { return QVariant(n.rack); },
                [](Node &n, const QVariant &v) { n.rack = v.toString(); }},
            F{tr("Live migration"), QStringLiteral("lmTransport"),
                Spec::choice(enumChoices<LiveMigrationTransport>(&Labels::liveMigration, true, tr("(not set)"))),
                [](const Node &n) { return n.liveMigration ? QVariant(int(n.liveMigration->transport)) : QVariant(); },
                [](Node &n, const QVariant &v) {
                    if (!v.isValid()) {
                        n.liveMigration.reset();
                        return;
                    }
                    if (!n.liveMigration)
                        n.liveMigration = LiveMigration{};
                    n.liveMigration->transport = LiveMigrationTransport(v.toInt());
                }},
            F{tr("SMB limit (MB/s)"), QStringLiteral("lmLimit"), Spec::integer(1, 100000, tr("(none)")),
                [](const Node &n) { return n.liveMigration ? opt(n.liveMigration->smbLimitMBps) : QVariant(); },
                [](Node &n, const QVariant &v) {
                    if (n.liveMigration)
                        n.liveMigration->smbLimitMBps = v.isValid() ? std::optional<int>(v.toInt()) : std::nullopt;
                }},
        },
        editNodes(tr("Edit %n node(s)", nullptr, int(ids.size()))));
    addSubheading(layout, tr("Management (SSH)"));
    addForm<Node>(layout, QStringLiteral("node."), nodes, managementFields<Node>(),
        editNodes(tr("Edit %n node(s)", nullptr, int(ids.size()))));
    if (nodes.size() > 1)
        return;

    const Node &node = first;
    const QString nodeId = node.id;
    const auto edit = editNodes(tr("Edit %1").arg(node.name));
    QList<Choice> adapterChoices, uplinkChoices, interfaceChoices, subnetChoices;
    for (const Adapter &a : node.adapters)
        adapterChoices << Choice{a.name, a.id};
    uplinkChoices = adapterChoices;
    for (const Team &t : node.teams)
        uplinkChoices << Choice{tr("%1 (team)").arg(t.name), t.id};
    for (const Interface &i : node.interfaces)
        interfaceChoices << Choice{i.name, i.id};
    subnetChoices << Choice{tr("(no subnet)"), QString()};
    for (const Subnet &s : design.subnets)
        subnetChoices << Choice{QStringLiteral("%1 (%2)").arg(s.name.isEmpty() ? s.id : s.name, s.prefix), s.id};
    DesignActions *actions = m_actions;

    // Adapters.
    using A = Column<Adapter>;
    addTable<Adapter>(
        layout, tr("Adapters"), QStringLiteral("adapters"), node.adapters,
        {
            A{tr("Name"), QStringLiteral("name"), [](const Adapter &) { return Spec::text(); },
                [](const Adapter &a) { return QVariant(a.name); },
                [](Adapter &a, const QVariant &v) { a.name = v.toString(); }},
            A{tr("Model"), QStringLiteral("model"), [](const Adapter &) { return Spec::text(); },
                [](const Adapter &a) { return QVariant(a.model); },
                [](Adapter &a, const QVariant &v) { a.model = v.toString(); }},
            A{tr("Gbps"), QStringLiteral("speed"), [](const Adapter &) { return Spec::number(1, 800); },
                [](const Adapter &a) { return QVariant(a.speedGbps); },
                [](Adapter &a, const QVariant &v) {
                    a.speedGbps = v.toDouble();
                    NewObjects::keepModelCoherent(a); // "10 GbE adapter" does not stay at 25 Gb/s
                }},
            A{tr("RDMA"), QStringLiteral("rdma"),
                [](const Adapter &) { return Spec::choice(enumChoices<RdmaTransport>(&Labels::rdma)); },
                [](const Adapter &a) { return QVariant(int(a.rdma)); },
                [](Adapter &a, const QVariant &v) {
                    a.rdma = RdmaTransport(v.toInt());
                    NewObjects::keepModelCoherent(a);
                }},
            A{tr("Jumbo packet"), QStringLiteral("jumbo"),
                [](const Adapter &) { return Spec::integer(1514, 16128, tr("1514 (default)")); },
                [](const Adapter &a) { return opt(a.jumboPacket); },
                [](Adapter &a, const QVariant &v) {
                    a.jumboPacket = v.isValid() ? std::optional<int>(v.toInt()) : std::nullopt;
                }},
            A{tr("Card"), QStringLiteral("card"), [](const Adapter &) { return Spec::text(); },
                [](const Adapter &a) { return QVariant(a.card); },
                [](Adapter &a, const QVariant &v) { a.card = v.toString(); }},
        },
        [edit](int row, const std::function<void(Adapter &)> &change) {
            edit([&](Node &n) { change(n.adapters[std::size_t(row)]); });
        },
        [actions, nodeId] { actions->addAdapter(nodeId); },
        [actions, nodeId, node](int row) { actions->removeAdapter(nodeId, node.adapters[std::size_t(row)].id); });

    // Teams (LBFO).
    using T = Column<Team>;
    addTable<Team>(
        layout, tr("Teams (LBFO)"), QStringLiteral("teams"), node.teams,
        {
            T{tr("Name"), QStringLiteral("name"), [](const Team &) { return Spec::text(); },
                [](const Team &t) { return QVariant(t.name); },
                [](Team &t, const QVariant &v) { t.name = v.toString(); }},
            T{tr("Members"), QStringLiteral("members"),
                [adapterChoices](const Team &) { return Spec::refs(adapterChoices); },
                [](const Team &t) { return QVariant(t.members); },
                [](Team &t, const QVariant &v) { t.members = v.toStringList(); }},
            T{tr("Mode"), QStringLiteral("mode"),
                [](const Team &) { return Spec::choice(enumChoices<TeamMode>(&Labels::teamMode)); },
                [](const Team &t) { return QVariant(int(t.mode)); },
                [](Team &t, const QVariant &v) { t.mode = TeamMode(v.toInt()); }},
            T{tr("Load balancing"), QStringLiteral("lb"),
                [](const Team &) { return Spec::choice(enumChoices<TeamLoadBalancing>(&Labels::teamLoadBalancing)); },
                [](const Team &t) { return QVariant(int(t.loadBalancing)); },
                [](Team &t, const QVariant &v) { t.loadBalancing = TeamLoadBalancing(v.toInt()); }},
        },
        [edit](int row, const std::function<void(Team &)> &change) {
            edit([&](Node &n) { change(n.teams[std::size_t(row)]); });
        },
        [doc, nodeId, edit] {
            QSet<QString> ids = DesignEdits::usedIds(doc->design());
            edit([&](Node &n) {
                Team t;
                t.id = DesignEdits::freshId(ids, nodeId + QStringLiteral("-team"));
                t.name = QStringLiteral("Team%1").arg(n.teams.size() + 1);
                n.teams.push_back(t);
            });
        },
        [edit](int row) { edit([&](Node &n) { n.teams.erase(n.teams.begin() + row); }); });

    // vSwitches.
    using V = Column<VSwitch>;
    addTable<VSwitch>(
        layout, tr("vSwitches"), QStringLiteral("vswitches"), node.vswitches,
        {
            V{tr("Name"), QStringLiteral("name"), [](const VSwitch &) { return Spec::text(); },
                [](const VSwitch &s) { return QVariant(s.name); },
                [](VSwitch &s, const QVariant &v) { s.name = v.toString(); }},
            V{tr("Uplinks"), QStringLiteral("uplinks"),
                [uplinkChoices](const VSwitch &) { return Spec::refs(uplinkChoices); },
                [](const VSwitch &s) { return QVariant(s.uplinks); },
                [](VSwitch &s, const QVariant &v) { s.uplinks = v.toStringList(); }},
            V{tr("SET"), QStringLiteral("set"),
                [](const VSwitch &) {
                    return Spec::choice({{tr("No"), false}, {tr("Yes"), true}});
                },
                [](const VSwitch &s) { return QVariant(s.embeddedTeaming); },
                [](VSwitch &s, const QVariant &v) { s.embeddedTeaming = v.toBool(); }},
            V{tr("Load balancing"), QStringLiteral("lb"),
                [](const VSwitch &) {
                    return Spec::choice(enumChoices<VSwitchLoadBalancing>(&Labels::vswitchLoadBalancing, true));
                },
                [](const VSwitch &s) { return optEnum(s.loadBalancing); },
                [](VSwitch &s, const QVariant &v) { s.loadBalancing = toOptEnum<VSwitchLoadBalancing>(v); }},
            V{tr("Management OS"), QStringLiteral("mgmtOs"),
                [](const VSwitch &) {
                    return Spec::choice({{tr("No"), false}, {tr("Yes"), true}});
                },
                [](const VSwitch &s) { return QVariant(s.allowManagementOS); },
                [](VSwitch &s, const QVariant &v) { s.allowManagementOS = v.toBool(); }},
            V{tr("Minimum bandwidth"), QStringLiteral("minbw"),
                [](const VSwitch &) {
                    return Spec::choice(enumChoices<MinimumBandwidthMode>(&Labels::minimumBandwidth, true));
                },
                [](const VSwitch &s) { return optEnum(s.minimumBandwidthMode); },
                [](VSwitch &s, const QVariant &v) { s.minimumBandwidthMode = toOptEnum<MinimumBandwidthMode>(v); }},
        },
        [edit](int row, const std::function<void(VSwitch &)> &change) {
            edit([&](Node &n) { change(n.vswitches[std::size_t(row)]); });
        },
        [doc, nodeId, edit] {
            QSet<QString> ids = DesignEdits::usedIds(doc->design());
            edit([&](Node &n) {
                VSwitch s;
                s.id = DesignEdits::freshId(ids, nodeId + QStringLiteral("-vs"));
                s.name = QStringLiteral("vSwitch%1").arg(n.vswitches.size() + 1);
                s.embeddedTeaming = true;
                n.vswitches.push_back(s);
            });
        },
        [edit](int row) { edit([&](Node &n) { n.vswitches.erase(n.vswitches.begin() + row); }); });

    // Interfaces.
    using I = Column<Interface>;
    QList<Choice> attachKinds = {{tr("Adapter"), int(AttachKind::Adapter)}, {tr("Team"), int(AttachKind::Team)},
        {tr("vSwitch (host vNIC)"), int(AttachKind::VSwitch)}};
    const auto targets = [node](const Interface &i) {
        QList<Choice> out;
        if (i.attach.kind == AttachKind::Adapter)
            for (const Adapter &a : node.adapters)
                out << Choice{a.name, a.id};
        else if (i.attach.kind == AttachKind::Team)
            for (const Team &t : node.teams)
                out << Choice{t.name, t.id};
        else
            for (const VSwitch &s : node.vswitches)
                out << Choice{s.name, s.id};
        return Spec::choice(out);
    };
    QList<Choice> mappingChoices = {{tr("(none)"), QString()}};
    mappingChoices += adapterChoices;
    addTable<Interface>(
        layout, tr("Interfaces"), QStringLiteral("interfaces"), node.interfaces,
        {
            I{tr("Name"), QStringLiteral("name"), [](const Interface &) { return Spec::text(); },
                [](const Interface &i) { return QVariant(i.name); },
                [](Interface &i, const QVariant &v) { i.name = v.toString(); }},
            I{tr("Attachment"), QStringLiteral("kind"),
                [attachKinds](const Interface &) { return Spec::choice(attachKinds); },
                [](const Interface &i) { return QVariant(int(i.attach.kind)); },
                [node](Interface &i, const QVariant &v) {
                    i.attach.kind = AttachKind(v.toInt());
                    i.attach.target.clear();
                    i.attach.teamMapping.clear();
                    if (i.attach.kind == AttachKind::Adapter && !node.adapters.empty())
                        i.attach.target = node.adapters.front().id;
                    else if (i.attach.kind == AttachKind::Team && !node.teams.empty())
                        i.attach.target = node.teams.front().id;
                    else if (i.attach.kind == AttachKind::VSwitch && !node.vswitches.empty())
                        i.attach.target = node.vswitches.front().id;
                }},
            I{tr("Target"), QStringLiteral("target"), targets,
                [](const Interface &i) { return QVariant(i.attach.target); },
                [](Interface &i, const QVariant &v) { i.attach.target = v.toString(); }},
            I{tr("Subnet"), QStringLiteral("subnet"),
                [subnetChoices](const Interface &) { return Spec::choice(subnetChoices); },
                [](const Interface &i) { return QVariant(i.subnet); },
                [](Interface &i, const QVariant &v) { i.subnet = v.toString(); }},
            I{tr("Address"), QStringLiteral("address"), [](const Interface &) { return Spec::ipv4(); },
                [](const Interface &i) { return QVariant(i.address); },
                [](Interface &i, const QVariant &v) { i.address = v.toString(); }},
            I{tr("RDMA"), QStringLiteral("rdma"),
                [](const Interface &) {
                    return Spec::choice({{tr("No"), false}, {tr("Yes"), true}});
                },
                [](const Interface &i) { return QVariant(i.rdma); },
                [](Interface &i, const QVariant &v) { i.rdma = v.toBool(); }},
            I{tr("Team mapping"), QStringLiteral("mapping"),
                [mappingChoices](const Interface &i) {
                    return i.attach.kind == AttachKind::VSwitch ? Spec::choice(mappingChoices) : Spec::readOnly();
                },
                [](const Interface &i) { return QVariant(i.attach.teamMapping); },
                [](Interface &i, const QVariant &v) { i.attach.teamMapping = v.toString(); }},
            I{tr("DNS"), QStringLiteral("dns"), [](const Interface &) { return Spec::choice(optionalBool()); },
                [](const Interface &i) { return opt(i.registerDns); },
                [](Interface &i, const QVariant &v) { i.registerDns = toOptBool(v); }},
            I{tr("802.1p tag"), QStringLiteral("tag"), [](const Interface &) { return Spec::choice(optionalBool()); },
                [](const Interface &i) { return opt(i.ieeePriorityTag); },
                [](Interface &i, const QVariant &v) { i.ieeePriorityTag = toOptBool(v); }},
        },
        [edit](int row, const std::function<void(Interface &)> &change) {
            edit([&](Node &n) { change(n.interfaces[std::size_t(row)]); });
        },
        [actions, nodeId] { actions->addInterface(nodeId); },
        [actions, nodeId, node](int row) { actions->removeInterface(nodeId, node.interfaces[std::size_t(row)].id); });

    // SMB Multichannel constraints.
    using S = Column<SmbConstraint>;
    addTable<SmbConstraint>(
        layout, tr("SMB Multichannel constraints"), QStringLiteral("smb"), node.smbConstraints,
        {
            S{tr("Server"), QStringLiteral("server"), [](const SmbConstraint &) { return Spec::text(); },
                [](const SmbConstraint &c) { return QVariant(c.server); },
                [](SmbConstraint &c, const QVariant &v) { c.server = v.toString(); }},
            S{tr("Interfaces"), QStringLiteral("interfaces"),
                [interfaceChoices](const SmbConstraint &) { return Spec::refs(interfaceChoices); },
                [](const SmbConstraint &c) { return QVariant(c.interfaces); },
                [](SmbConstraint &c, const QVariant &v) { c.interfaces = v.toStringList(); }},
        },
        [edit](int row, const std::function<void(SmbConstraint &)> &change) {
            edit([&](Node &n) { change(n.smbConstraints[std::size_t(row)]); });
        },
        [edit] {
            edit([&](Node &n) {
                SmbConstraint c;
                c.server = QStringLiteral("fileserver");
                n.smbConstraints.push_back(c);
            });
        },
        [edit](int row) { edit([&](Node &n) { n.smbConstraints.erase(n.smbConstraints.begin() + row); }); });
}

void PropertiesView::buildSwitches(QVBoxLayout *layout, const QStringList &ids)
{
    const Design &design = m_document->design();
    DesignDocument *doc = m_document;
    std::vector<const Switch *> switches;
    for (const QString &id : ids)
        switches.push_back(design.switchById(id));
    const Switch &first = *switches.front();
    if (switches.size() == 1)
        addHeading(layout, first.name, Labels::platform(first.platform));
    else
        addHeading(
            layout, tr("%n switch(es)", nullptr, int(switches.size())), tr("Changes apply to every selected switch."));
    PropertiesView *self = this;
    const auto editSwitches = [doc, ids, self](const QString &text) {
        return editEach<Switch, SetSwitch>(
            doc, ids, text, [doc](const QString &id) { return doc->design().switchById(id); },
            [](const Switch &sw) { return DesignEdits::switchProblem(sw); },
            [self](const QString &why) {
                Q_EMIT self->m_actions->statusMessage(tr("Not changed: %1.").arg(why));
                self->scheduleRebuild();
            });
    };
    using F = Field<Switch>;
    const auto qos = [](Switch &s) -> SwitchQos & {
        if (!s.qos)
            s.qos = SwitchQos{};
        return *s.qos;
    };
    const auto tidy = [](Switch &s) {
        if (s.qos && !s.qos->pfcPriorities && !s.qos->bandwidth && !s.qos->dcbxWilling)
            s.qos.reset();
    };
    addForm<Switch>(layout, QStringLiteral("switch."), switches,
        {
            F{tr("Id"), QStringLiteral("id"), Spec::readOnly(), [](const Switch &s) { return QVariant(s.id); }, {},
                true},
            F{tr("Name"), QStringLiteral("name"), Spec::text(), [](const Switch &s) { return QVariant(s.name); },
                [](Switch &s, const QVariant &v) { s.name = v.toString(); }, true},
            F{tr("Platform"), QStringLiteral("platform"), Spec::choice(enumChoices<SwitchPlatform>(&Labels::platform)),
                [](const Switch &s) { return QVariant(int(s.platform)); },
                [](Switch &s, const QVariant &v) { s.platform = SwitchPlatform(v.toInt()); }},
            F{tr("Model"), QStringLiteral("model"), Spec::text(), [](const Switch &s) { return QVariant(s.model); },
                [](Switch &s, const QVariant &v) { s.model = v.toString(); }},
            F{tr("DCB (PFC, ETS)"), QStringLiteral("dcb"), Spec::choice({{tr("Off"), false}, {tr("On"), true}}),
                [](const Switch &s) { return QVariant(s.dcb); },
                [](Switch &s, const QVariant &v) { s.dcb = v.toBool(); }},
            F{tr("MTU"), QStringLiteral("mtu"), Spec::integer(576, 16383),
                [](const Switch &s) { return QVariant(s.mtu); },
                [](Switch &s, const QVariant &v) { s.mtu = v.toInt(); }},
            // All ports at once: the usual fix when the cards and the switch disagree.
            F{tr("Port speed (Gbps)"), QStringLiteral("portSpeed"), Spec::integer(1, 800, tr("(mixed)")),
                [](const Switch &s) {
                    if (s.ports.empty())
                        return QVariant();
                    for (const SwitchPort &p : s.ports)
                        if (p.speedGbps != s.ports.front().speedGbps)
                            return QVariant();
                    return QVariant(qRound(s.ports.front().speedGbps));
                },
                [](Switch &s, const QVariant &v) {
                    if (v.isValid())
                        for (SwitchPort &p : s.ports)
                            p.speedGbps = v.toInt();
                }},
            F{tr("PFC priorities"), QStringLiteral("pfc"), Spec::intList(0, 7),
                [](const Switch &s) {
                    return QVariant(s.qos && s.qos->pfcPriorities ? joinInts(*s.qos->pfcPriorities) : QString());
                },
                [qos, tidy](Switch &s, const QVariant &v) {
                    qos(s).pfcPriorities = parseInts(v.toString());
                    tidy(s);
                }},
            F{tr("DCBX willing"), QStringLiteral("dcbx"), Spec::choice(optionalBool()),
                [](const Switch &s) { return s.qos ? opt(s.qos->dcbxWilling) : QVariant(); },
                [qos, tidy](Switch &s, const QVariant &v) {
                    qos(s).dcbxWilling = toOptBool(v);
                    tidy(s);
                }},
        },
        editSwitches(tr("Edit %n switch(es)", nullptr, int(ids.size()))));
    addSubheading(layout, tr("Management (SSH)"));
    addForm<Switch>(layout, QStringLiteral("switch."), switches, managementFields<Switch>(),
        editSwitches(tr("Edit %n switch(es)", nullptr, int(ids.size()))));
    if (switches.size() > 1)
        return;
    auto *hint = new QLabel(tr("PFC priorities: empty follows the design's QoS policy."));
    hint->setWordWrap(true);
    hint->setStyleSheet(QStringLiteral("color: #5a6370"));
    layout->addWidget(hint);

    const QString switchId = first.id;
    DesignActions *actions = m_actions;
    const auto edit = editSwitches(tr("Edit %1").arg(first.name));
    using P = Column<SwitchPort>;
    addTable<SwitchPort>(
        layout, tr("Ports"), QStringLiteral("ports"), first.ports,
        {
            P{tr("Name"), QStringLiteral("name"), [](const SwitchPort &) { return Spec::text(); },
                [](const SwitchPort &p) { return QVariant(p.name); },
                [](SwitchPort &p, const QVariant &v) { p.name = v.toString(); }},
            P{tr("Gbps"), QStringLiteral("speed"), [](const SwitchPort &) { return Spec::number(1, 800); },
                [](const SwitchPort &p) { return QVariant(p.speedGbps); },
                [](SwitchPort &p, const QVariant &v) { p.speedGbps = v.toDouble(); }},
            P{tr("VLANs"), QStringLiteral("vlans"), [](const SwitchPort &) { return Spec::intList(1, 4094); },
                [](const SwitchPort &p) { return QVariant(p.vlans ? joinInts(*p.vlans) : QString()); },
                [](SwitchPort &p, const QVariant &v) { p.vlans = parseInts(v.toString()); }},
            P{tr("Native VLAN"), QStringLiteral("native"),
                [](const SwitchPort &) { return Spec::integer(1, 4094, tr("(none)")); },
                [](const SwitchPort &p) { return opt(p.nativeVlan); },
                [](SwitchPort &p, const QVariant &v) {
                    p.nativeVlan = v.isValid() ? std::optional<int>(v.toInt()) : std::nullopt;
                }},
            P{tr("PFC"), QStringLiteral("pfc"), [](const SwitchPort &) { return Spec::choice(optionalBool()); },
                [](const SwitchPort &p) { return opt(p.pfc); },
                [](SwitchPort &p, const QVariant &v) { p.pfc = toOptBool(v); }},
        },
        [edit](int row, const std::function<void(SwitchPort &)> &change) {
            edit([&](Switch &s) { change(s.ports[std::size_t(row)]); });
        },
        [actions, switchId] { actions->addPorts(switchId, 1); },
        [actions, switchId, first](int row) { actions->removePort(switchId, first.ports[std::size_t(row)].id); });
}

void PropertiesView::buildCluster(QVBoxLayout *layout, const QString &id)
{
    const Design &design = m_document->design();
    DesignDocument *doc = m_document;
    const Cluster &cluster = *design.cluster(id);
    addHeading(layout, cluster.name, Labels::clusterKind(cluster.kind));
    QList<Choice> nodes;
    for (const Node &n : design.nodes)
        nodes << Choice{n.name, n.id};
    using F = Field<Cluster>;
    const std::vector<const Cluster *> clusters = {&cluster};
    addForm<Cluster>(layout, QStringLiteral("cluster."), clusters,
        {
            F{tr("Id"), QStringLiteral("id"), Spec::readOnly(), [](const Cluster &c) { return QVariant(c.id); }, {},
                true},
            F{tr("Name"), QStringLiteral("name"), Spec::text(), [](const Cluster &c) { return QVariant(c.name); },
                [](Cluster &c, const QVariant &v) { c.name = v.toString(); }},
            F{tr("Kind"), QStringLiteral("kind"), Spec::choice(enumChoices<ClusterKind>(&Labels::clusterKind)),
                [](const Cluster &c) { return QVariant(int(c.kind)); },
                [](Cluster &c, const QVariant &v) { c.kind = ClusterKind(v.toInt()); }},
            F{tr("Members"), QStringLiteral("members"), Spec::refs(nodes),
                [](const Cluster &c) { return QVariant(c.members); },
                [](Cluster &c, const QVariant &v) { c.members = v.toStringList(); }},
            F{tr("Access point"), QStringLiteral("accessPoint"), Spec::text(),
                [](const Cluster &c) { return QVariant(c.accessPoint); },
                [](Cluster &c, const QVariant &v) { c.accessPoint = v.toString(); }},
            F{tr("Addresses"), QStringLiteral("addresses"), Spec::text(),
                [](const Cluster &c) { return QVariant(c.addresses.join(QStringLiteral(", "))); },
                [](Cluster &c, const QVariant &v) { c.addresses = splitList(v.toString()); }},
        },
        editInList<Cluster>(doc, &Design::clusters, DesignPart::clusters, id, tr("Edit cluster")));
}

void PropertiesView::buildLinks(QVBoxLayout *layout, const QStringList &ids)
{
    const Design &design = m_document->design();
    DesignDocument *doc = m_document;
    std::vector<const Link *> links;
    for (const QString &id : ids)
        links.push_back(design.link(id));
    addHeading(layout,
        ids.size() == 1 ? tr("Cable %1").arg(ObjectNames::of(design, ids.front()))
                        : tr("%n cable(s)", nullptr, int(ids.size())));
    const auto endName = [&design](const QString &end) { return ObjectNames::of(design, end); };
    // A peer-link joins two switch ports; a cable to a server is a cable.
    QList<Choice> kinds = {{tr("Cable"), int(LinkKind::Cable)}};
    const auto isPort = [&design](const QString &end) {
        for (const Switch &sw : design.switches)
            if (sw.port(end))
                return true;
        return false;
    };
    if (std::all_of(links.begin(), links.end(), [&](const Link *l) { return isPort(l->a) && isPort(l->b); }))
        kinds << Choice{tr("Peer-link"), int(LinkKind::PeerLink)};
    using F = Field<Link>;
    addForm<Link>(layout, QStringLiteral("link."), links,
        {
            F{tr("End A"), QStringLiteral("a"), Spec::readOnly(),
                [endName](const Link &l) { return QVariant(endName(l.a)); }, {}, true},
            F{tr("End B"), QStringLiteral("b"), Spec::readOnly(),
                [endName](const Link &l) { return QVariant(endName(l.b)); }, {}, true},
            F{tr("Kind"), QStringLiteral("kind"), Spec::choice(kinds),
                [](const Link &l) { return QVariant(int(l.kind)); },
                [](Link &l, const QVariant &v) { l.kind = LinkKind(v.toInt()); }},
        },
        [doc, ids](const std::function<void(Link &)> &change) {
            // A cable changes by being replaced: remove and add in one step.
            std::vector<Link> changed;
            for (const QString &id : ids) {
                Link link = *doc->design().link(id);
                change(link);
                if (!(link == *doc->design().link(id)))
                    changed.push_back(link);
            }
            if (changed.empty())
                return;
            QUndoStack *stack = doc->undoStack();
            stack->beginMacro(withWhat(tr("Edit %n cable(s)", nullptr, int(changed.size()))));
            for (const Link &link : changed) {
                stack->push(new RemoveLink(doc, link.id));
                stack->push(new AddLink(doc, link));
            }
            stack->endMacro();
        });
}

void PropertiesView::buildSubnet(QVBoxLayout *layout, const QString &id)
{
    const Design &design = m_document->design();
    DesignDocument *doc = m_document;
    const Subnet &subnet = *design.subnet(id);
    addHeading(layout, subnet.name, Labels::purpose(subnet.purpose));
    using F = Field<Subnet>;
    const std::vector<const Subnet *> subnets = {&subnet};
    addForm<Subnet>(layout, QStringLiteral("subnet."), subnets,
        {
            F{tr("Id"), QStringLiteral("id"), Spec::readOnly(), [](const Subnet &s) { return QVariant(s.id); }, {},
                true},
            F{tr("Name"), QStringLiteral("name"), Spec::text(), [](const Subnet &s) { return QVariant(s.name); },
                [](Subnet &s, const QVariant &v) { s.name = v.toString(); }},
            F{tr("Purpose"), QStringLiteral("purpose"), Spec::choice(enumChoices<SubnetPurpose>(&Labels::purpose)),
                [](const Subnet &s) { return QVariant(int(s.purpose)); },
                [](Subnet &s, const QVariant &v) { s.purpose = SubnetPurpose(v.toInt()); }},
            F{tr("Prefix"), QStringLiteral("prefix"), Spec::cidr(), [](const Subnet &s) { return QVariant(s.prefix); },
                [](Subnet &s, const QVariant &v) { s.prefix = v.toString(); }},
            F{tr("VLAN"), QStringLiteral("vlan"), Spec::integer(1, 4094, tr("untagged")),
                [](const Subnet &s) { return s.vlan ? QVariant(s.vlan) : QVariant(); },
                [](Subnet &s, const QVariant &v) { s.vlan = v.isValid() ? v.toInt() : 0; }},
            F{tr("Gateway"), QStringLiteral("gateway"), Spec::ipv4(),
                [](const Subnet &s) { return QVariant(s.gateway); },
                [](Subnet &s, const QVariant &v) { s.gateway = v.toString(); }},
            F{tr("DNS servers"), QStringLiteral("dns"), Spec::text(),
                [](const Subnet &s) { return QVariant(s.dns.join(QStringLiteral(", "))); },
                [](Subnet &s, const QVariant &v) { s.dns = splitList(v.toString()); }},
        },
        [doc, id, self = this](const std::function<void(Subnet &)> &change) {
            // A new prefix under addresses: they may move with it, in the
            // same step. The question takes the focus from the field, which
            // would commit it again: one question at a time.
            static bool asking = false;
            if (asking)
                return;
            std::vector<Subnet> subnets = doc->design().subnets;
            for (Subnet &s : subnets)
                if (s.id == id)
                    change(s);
            if (subnets == doc->design().subnets)
                return;
            asking = true;
            const auto renumber = askRenumbering(self, self->m_actions->renumberingFor(subnets));
            asking = false;
            if (!renumber) {
                self->scheduleRebuild(); // cancelled: the form shows the old values again
                return;
            }
            self->m_actions->setSubnets(std::move(subnets), *renumber, withWhat(tr("Edit subnet")));
        });
}

} // namespace hvnet
