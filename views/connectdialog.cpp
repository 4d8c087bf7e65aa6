#include "connectdialog.h"

#include "model/edit/newcable.h"
#include "model/objectnames.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSet>
#include <QVBoxLayout>

#include <algorithm>

namespace hvnet {

namespace {

QSet<QString> cabledEnds(const Design &design)
{
    QSet<QString> out;
    for (const Link &l : design.links)
        out << l.a << l.b;
    return out;
}

} // namespace

QStringList ConnectDialog::endsOf(const Design &design, const QString &objectId)
{
    QStringList out;
    if (const Node *n = design.node(objectId))
        for (const Adapter &a : n->adapters)
            out << a.id;
    if (const Switch *s = design.switchById(objectId))
        for (const SwitchPort &p : s->ports)
            out << p.id;
    return out;
}

QStringList ConnectDialog::nextFreeEnds(const Design &design, const QString &end)
{
    const QString owner = NewCable::ownerOfEnd(design, end);
    if (owner.isEmpty())
        return {};
    const QSet<QString> cabled = cabledEnds(design);
    QStringList out;
    const auto take = [&](const QString &object, bool last) {
        QStringList ends = endsOf(design, object);
        if (last)
            std::reverse(ends.begin(), ends.end());
        for (const QString &e : ends)
            if (!cabled.contains(e)) {
                out << e;
                return;
            }
    };
    const bool fromSwitch = design.switchById(owner) != nullptr;
    if (fromSwitch)
        for (const Node &n : design.nodes)
            take(n.id, false);
    for (const Switch &s : design.switches)
        if (s.id != owner)
            take(s.id, fromSwitch);
    return out;
}

QString ConnectDialog::farEnd(const Design &design, const QString &endId)
{
    for (const Link &l : design.links) {
        if (l.a == endId)
            return l.b;
        if (l.b == endId)
            return l.a;
    }
    return {};
}

QString ConnectDialog::endText(const Design &design, const QString &endId)
{
    QString name = endId;
    const QString owner = NewCable::ownerOfEnd(design, endId);
    if (const Node *n = design.node(owner))
        if (const Adapter *a = n->adapter(endId))
            name = a->name;
    if (const Switch *s = design.switchById(owner))
        if (const SwitchPort *p = s->port(endId))
            name = p->name;
    const QString far = farEnd(design, endId);
    return far.isEmpty() ? tr("%1: free").arg(name) : tr("%1: to %2").arg(name, ObjectNames::of(design, far));
}

ConnectDialog::ConnectDialog(const Design &design, const QString &hint, QWidget *parent)
    : QDialog(parent), m_design(design), m_fromObject(new QComboBox(this)), m_fromEnd(new QComboBox(this)),
      m_toObject(new QComboBox(this)), m_toEnd(new QComboBox(this)), m_why(new QLabel(this))
{
    setObjectName(QStringLiteral("connectDialog"));
    setWindowTitle(tr("Connect"));
    m_fromObject->setObjectName(QStringLiteral("connectFromObject"));
    m_fromEnd->setObjectName(QStringLiteral("connectFromEnd"));
    m_toObject->setObjectName(QStringLiteral("connectToObject"));
    m_toEnd->setObjectName(QStringLiteral("connectToEnd"));
    m_why->setObjectName(QStringLiteral("connectWhyNot"));
    m_why->setWordWrap(true);
    m_why->setStyleSheet(QStringLiteral("color: #d0322b"));
    for (QComboBox *objects : {m_fromObject, m_toObject}) {
        for (const Node &n : design.nodes)
            objects->addItem(n.name, n.id);
        for (const Switch &s : design.switches)
            objects->addItem(s.name, s.id);
    }

    // Where to start: the hinted end, the selected object's first free end,
    // else the first host with a free adapter, else the first switch with a free port.
    const QSet<QString> cabled = cabledEnds(design);
    const auto firstFree = [&](const QString &object) {
        for (const QString &end : endsOf(design, object))
            if (!cabled.contains(end))
                return end;
        return QString();
    };
    // A selected switch is where the last card was added, not where a cable
    // starts: hosts with a free adapter come first.
    QString from;
    const QString hintOwner = NewCable::ownerOfEnd(design, hint);
    if (!hintOwner.isEmpty())
        from = hint;
    else if (design.node(hint))
        from = firstFree(hint);
    for (const Node &n : design.nodes)
        if (from.isEmpty())
            from = firstFree(n.id);
    if (from.isEmpty() && design.switchById(hint))
        from = firstFree(hint);
    for (const Switch &s : design.switches)
        if (from.isEmpty())
            from = firstFree(s.id);
    QString fromObject = from.isEmpty() ? hint : NewCable::ownerOfEnd(design, from);
    if (fromObject.isEmpty() && m_fromObject->count() > 0)
        fromObject = m_fromObject->itemData(0).toString();
    m_fromObject->setCurrentIndex(std::max(0, m_fromObject->findData(fromObject)));
    fillEnds(m_fromObject, m_fromEnd, from);
    proposeFromHere(hintOwner.isEmpty());

    connect(m_fromObject, &QComboBox::currentIndexChanged, this, [this] {
        fillEnds(m_fromObject, m_fromEnd, {});
        proposeFromHere(true);
        check();
    });
    connect(m_toObject, &QComboBox::currentIndexChanged, this, [this] {
        fillEnds(m_toObject, m_toEnd, {});
        check();
    });
    connect(m_fromEnd, &QComboBox::currentIndexChanged, this, &ConnectDialog::check);
    connect(m_toEnd, &QComboBox::currentIndexChanged, this, &ConnectDialog::check);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_connect = buttons->button(QDialogButtonBox::Ok);
    m_connect->setText(tr("&Connect"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *form = new QFormLayout;
    form->addRow(tr("&From:"), m_fromObject);
    form->addRow(tr("Adapter or &port:"), m_fromEnd);
    form->addRow(tr("&To:"), m_toObject);
    form->addRow(tr("Adapter or p&ort:"), m_toEnd);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_why);
    layout->addStretch();
    layout->addWidget(buttons);
    check();
}

void ConnectDialog::proposeFromHere(bool mayMoveFrom)
{
    const auto [toObject, to] = proposeTo(from());
    {
        const QSignalBlocker quiet(m_toObject);
        m_toObject->setCurrentIndex(std::max(0, m_toObject->findData(toObject)));
    }
    fillEnds(m_toObject, m_toEnd, to);
    // Switch to switch: from the last free port too, beside the other's.
    const QString owner = m_fromObject->currentData().toString();
    if (mayMoveFrom && m_design.switchById(owner) && m_design.switchById(toObject)) {
        const QSet<QString> cabled = cabledEnds(m_design);
        QStringList ends = endsOf(m_design, owner);
        std::reverse(ends.begin(), ends.end());
        for (const QString &end : ends)
            if (!cabled.contains(end)) {
                const QSignalBlocker quiet(m_fromEnd);
                m_fromEnd->setCurrentIndex(m_fromEnd->findData(end));
                break;
            }
    }
}

QString ConnectDialog::from() const
{
    return m_fromEnd->currentData().toString();
}

QString ConnectDialog::to() const
{
    return m_toEnd->currentData().toString();
}

void ConnectDialog::fillEnds(QComboBox *objects, QComboBox *ends, const QString &preferred)
{
    const QSignalBlocker quiet(ends);
    ends->clear();
    const QString object = objects->currentData().toString();
    const QSet<QString> cabled = cabledEnds(m_design);
    int first = -1;
    for (const QString &end : endsOf(m_design, object)) {
        ends->addItem(endText(m_design, end), end);
        if (end == preferred || (preferred.isEmpty() && first < 0 && !cabled.contains(end)))
            first = ends->count() - 1;
    }
    ends->setCurrentIndex(std::max(0, first));
}

std::pair<QString, QString> ConnectDialog::proposeTo(const QString &from) const
{
    const QString owner = NewCable::ownerOfEnd(m_design, from);
    const QSet<QString> cabled = cabledEnds(m_design);
    // The objects owner is already cabled to.
    QSet<QString> reached;
    for (const QString &end : endsOf(m_design, owner))
        if (const QString far = farEnd(m_design, end); !far.isEmpty())
            reached << NewCable::ownerOfEnd(m_design, far);
    const auto freeEnd = [&](const QString &object, bool last) {
        QStringList ends = endsOf(m_design, object);
        if (last)
            std::reverse(ends.begin(), ends.end());
        for (const QString &end : ends)
            if (!cabled.contains(end))
                return end;
        return QString();
    };
    QStringList candidates; // in the order to try: not reached yet, then the rest
    const auto consider = [&](const QString &object) {
        if (object != owner)
            candidates << object;
    };
    if (m_design.node(owner)) {
        for (const Switch &s : m_design.switches)
            consider(s.id);
    } else {
        for (const Node &n : m_design.nodes)
            consider(n.id);
        for (const Switch &s : m_design.switches)
            consider(s.id);
    }
    std::stable_partition(candidates.begin(), candidates.end(), [&](const QString &c) { return !reached.contains(c); });
    for (const QString &object : candidates) {
        // Between two switches the last free ports: the uplinks, where peer-links go.
        const bool switchToSwitch = m_design.switchById(owner) && m_design.switchById(object);
        if (const QString end = freeEnd(object, switchToSwitch); !end.isEmpty())
            return {object, end};
    }
    return {candidates.value(0), {}};
}

void ConnectDialog::check()
{
    const QString a = from(), b = to();
    QString why;
    if (a.isEmpty() || b.isEmpty())
        why = tr("Choose an adapter or port at both ends.");
    else
        why = NewCable::between(m_design, a, b).refusal;
    m_why->setText(why);
    m_why->setVisible(!why.isEmpty());
    m_connect->setEnabled(why.isEmpty());
}

} // namespace hvnet
