#include "editcommands.h"

#include "model/designdocument.h"
#include "model/objectnames.h"

#include <QCoreApplication>
#include <QUndoStack>

#include <algorithm>

namespace hvnet {

SetNode::SetNode(DesignDocument *document, Node node, const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent), m_document(document), m_node(std::move(node))
{ }

void SetNode::swap()
{
    if (Node *node = m_document->edit().node(m_node.id)) {
        std::swap(*node, m_node);
        m_document->notifyChanged(DesignPart::Nodes, node->id);
    }
}

SetSwitch::SetSwitch(DesignDocument *document, Switch sw, const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent), m_document(document), m_switch(std::move(sw))
{ }

void SetSwitch::swap()
{
    for (Switch &sw : m_document->edit().switches) {
        if (sw.id == m_switch.id) {
            std::swap(sw, m_switch);
            m_document->notifyChanged(DesignPart::Switches, sw.id);
            return;
        }
    }
}

AddSwitch::AddSwitch(DesignDocument *document, Switch sw, std::optional<Point> position, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_switch(std::move(sw)), m_position(position)
{
    setText(QCoreApplication::translate("hvnet::commands", "Add %1").arg(m_switch.name));
}

void AddSwitch::redo()
{
    Design &design = m_document->edit();
    design.switches.push_back(m_switch);
    if (m_position)
        design.layout[m_switch.id] = *m_position;
    m_document->notifyAdded(DesignPart::Switches, m_switch.id);
}

void AddSwitch::undo()
{
    Design &design = m_document->edit();
    design.switches.pop_back();
    design.layout.erase(m_switch.id);
    m_document->notifyRemoved(DesignPart::Switches, m_switch.id);
}

RemoveSwitch::RemoveSwitch(DesignDocument *document, const QString &switchId, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_switchId(switchId)
{
    const Switch *sw = document->design().switchById(switchId);
    setText(QCoreApplication::translate("hvnet::commands", "Remove %1").arg(sw ? sw->name : switchId));
}

void RemoveSwitch::redo()
{
    Design &design = m_document->edit();
    const auto it = std::find_if(
        design.switches.begin(), design.switches.end(), [this](const Switch &s) { return s.id == m_switchId; });
    if (it == design.switches.end())
        return;
    m_index = std::size_t(it - design.switches.begin());
    m_switch = std::move(*it);
    design.switches.erase(it);
    QSet<QString> ports;
    for (const SwitchPort &p : m_switch->ports)
        ports.insert(p.id);
    m_links.clear();
    std::vector<Link> kept;
    for (std::size_t i = 0; i < design.links.size(); ++i) {
        const Link &l = design.links[i];
        if (ports.contains(l.a) || ports.contains(l.b))
            m_links.emplace_back(i, l);
        else
            kept.push_back(l);
    }
    design.links = std::move(kept);
    m_position.reset();
    if (const auto pos = design.layout.find(m_switchId); pos != design.layout.end()) {
        m_position = pos->second;
        design.layout.erase(pos);
    }
    m_document->notifyRemoved(DesignPart::Switches, m_switchId);
}

void RemoveSwitch::undo()
{
    if (!m_switch)
        return;
    Design &design = m_document->edit();
    design.switches.insert(design.switches.begin() + std::ptrdiff_t(m_index), *m_switch);
    for (const auto &[index, link] : m_links)
        design.links.insert(design.links.begin() + std::ptrdiff_t(index), link);
    if (m_position)
        design.layout[m_switchId] = *m_position;
    m_switch.reset();
    m_document->notifyAdded(DesignPart::Switches, m_switchId);
}

AddLink::AddLink(DesignDocument *document, Link link, const QString &text, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_link(std::move(link))
{
    const Design &d = document->design();
    setText(!text.isEmpty() ? text
                            : QCoreApplication::translate("hvnet::commands", "Connect %1 to %2")
                                  .arg(ObjectNames::of(d, m_link.a), ObjectNames::of(d, m_link.b)));
}

void AddLink::redo()
{
    m_document->edit().links.push_back(m_link);
    m_document->notifyAdded(DesignPart::Links, m_link.id);
}

void AddLink::undo()
{
    m_document->edit().links.pop_back();
    m_document->notifyRemoved(DesignPart::Links, m_link.id);
}

RemoveLink::RemoveLink(DesignDocument *document, const QString &linkId, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_linkId(linkId)
{
    const Design &d = document->design();
    const Link *link = d.link(linkId);
    setText(link ? QCoreApplication::translate("hvnet::commands", "Disconnect %1 from %2")
                       .arg(ObjectNames::of(d, link->a), ObjectNames::of(d, link->b))
                 : QCoreApplication::translate("hvnet::commands", "Disconnect a cable"));
}

void RemoveLink::redo()
{
    auto &links = m_document->edit().links;
    const auto it = std::find_if(links.begin(), links.end(), [this](const Link &l) { return l.id == m_linkId; });
    if (it == links.end())
        return;
    m_index = std::size_t(it - links.begin());
    m_link = *it;
    links.erase(it);
    m_document->notifyRemoved(DesignPart::Links, m_linkId);
}

void RemoveLink::undo()
{
    if (!m_link)
        return;
    auto &links = m_document->edit().links;
    links.insert(links.begin() + std::ptrdiff_t(m_index), *m_link);
    m_link.reset();
    m_document->notifyAdded(DesignPart::Links, m_linkId);
}

ReplaceLink::ReplaceLink(DesignDocument *document, Link link, const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent), m_document(document), m_link(std::move(link))
{ }

void ReplaceLink::swap()
{
    auto &links = m_document->edit().links;
    const auto it = std::find_if(links.begin(), links.end(), [this](const Link &l) { return l.id == m_link.id; });
    if (it == links.end())
        return;
    const std::ptrdiff_t index = it - links.begin();
    Link was = *it;
    links.erase(it);
    m_document->notifyRemoved(DesignPart::Links, m_link.id);
    links.insert(links.begin() + index, m_link);
    m_document->notifyAdded(DesignPart::Links, m_link.id);
    m_link = std::move(was);
}

template <typename T> void SetDesignPart<T>::swap()
{
    std::swap(m_document->edit().*m_member, m_value);
    m_document->notifyChanged(m_part);
}

template <typename T> void SetDesignEntry<T>::swap()
{
    for (T &entry : m_document->edit().*m_member)
        if (entry.id == m_value.id) {
            std::swap(entry, m_value);
            m_document->notifyChanged(m_part, entry.id);
            return;
        }
}

template class SetDesignEntry<Subnet>;
template class SetDesignEntry<Cluster>;
template class SetDesignEntry<Note>;

template <typename T> void pushEntryChanges(DesignDocument *document, std::vector<T> Design::*member,
    const std::vector<T> &to, DesignPart part, const QString &text)
{
    const std::vector<T> &from = document->design().*member;
    if (from == to)
        return;
    QUndoStack *stack = document->undoStack();
    const bool sameEntries = from.size() == to.size()
        && std::equal(from.begin(), from.end(), to.begin(), [](const T &a, const T &b) { return a.id == b.id; });
    if (!sameEntries) {
        stack->push(new SetDesignPart<std::vector<T>>(document, member, to, part, text));
        return;
    }
    for (std::size_t i = 0; i < to.size(); ++i)
        if (!(from[i] == to[i]))
            stack->push(new SetDesignEntry<T>(document, member, to[i], part, text));
}

template void pushEntryChanges<Subnet>(
    DesignDocument *, std::vector<Subnet> Design::*, const std::vector<Subnet> &, DesignPart, const QString &);
template void pushEntryChanges<Cluster>(
    DesignDocument *, std::vector<Cluster> Design::*, const std::vector<Cluster> &, DesignPart, const QString &);

template class SetDesignPart<DesignMeta>;
template class SetDesignPart<Platform>;
template class SetDesignPart<QosPolicy>;
template class SetDesignPart<std::vector<Subnet>>;
template class SetDesignPart<std::vector<Cluster>>;
template class SetDesignPart<std::vector<Suppression>>;
template class SetDesignPart<std::vector<Note>>;
template class SetDesignPart<std::map<QString, Point>>;

} // namespace hvnet
