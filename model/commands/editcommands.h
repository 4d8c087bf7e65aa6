#pragma once

#include "model/design.h"
#include "model/designchange.h"

#include <QUndoCommand>

#include <optional>
#include <utility>
#include <vector>

namespace hvnet {

class DesignDocument;

// Replaces one node by an edited copy of it (same id). Redo and undo swap the
// two versions, so the command holds exactly one node whatever the design's size.
class SetNode : public QUndoCommand
{
public:
    SetNode(DesignDocument *document, Node node, const QString &text, QUndoCommand *parent = nullptr);
    void redo() override { swap(); }
    void undo() override { swap(); }

private:
    void swap();
    DesignDocument *m_document;
    Node m_node;
};

// Replaces one switch by an edited copy of it (same id).
class SetSwitch : public QUndoCommand
{
public:
    SetSwitch(DesignDocument *document, Switch sw, const QString &text, QUndoCommand *parent = nullptr);
    void redo() override { swap(); }
    void undo() override { swap(); }

private:
    void swap();
    DesignDocument *m_document;
    Switch m_switch;
};

class AddSwitch : public QUndoCommand
{
public:
    AddSwitch(DesignDocument *document, Switch sw, std::optional<Point> position = std::nullopt,
        QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    DesignDocument *m_document;
    Switch m_switch;
    std::optional<Point> m_position;
};

// Removes a switch with its cables and its canvas position; undo puts all of
// it back where it was.
class RemoveSwitch : public QUndoCommand
{
public:
    RemoveSwitch(DesignDocument *document, const QString &switchId, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    DesignDocument *m_document;
    QString m_switchId;
    std::optional<Switch> m_switch;
    std::size_t m_index = 0;
    std::vector<std::pair<std::size_t, Link>> m_links;
    std::optional<Point> m_position;
};

class AddLink : public QUndoCommand
{
public:
    // Named after its ends unless a text is given (inside a macro, whose
    // own text is what the history shows).
    AddLink(DesignDocument *document, Link link, const QString &text = {}, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    DesignDocument *m_document;
    Link m_link;
};

class RemoveLink : public QUndoCommand
{
public:
    RemoveLink(DesignDocument *document, const QString &linkId, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;

private:
    DesignDocument *m_document;
    QString m_linkId;
    std::optional<Link> m_link;
    std::size_t m_index = 0;
};

// Puts a cable with the same id but other ends in its place (a dragged cable
// end, NewCable::movingEnd): it goes and comes back for the views, so the
// canvas draws it anew between its new ends.
class ReplaceLink : public QUndoCommand
{
public:
    ReplaceLink(DesignDocument *document, Link link, const QString &text, QUndoCommand *parent = nullptr);
    void redo() override { swap(); }
    void undo() override { swap(); }

private:
    void swap();
    DesignDocument *m_document;
    Link m_link;
};

// Replaces a whole part of the design that has no id of its own: the meta data,
// the platform, the QoS policy, the subnets, the clusters, the suppressions or
// the layout. The command keeps the other version and swaps.
template <typename T> class SetDesignPart : public QUndoCommand
{
public:
    using Member = T Design::*;
    SetDesignPart(DesignDocument *document, Member member, T value, DesignPart part, const QString &text,
        QUndoCommand *parent = nullptr)
        : QUndoCommand(text, parent), m_document(document), m_member(member), m_value(std::move(value)), m_part(part)
    { }
    void redo() override { swap(); }
    void undo() override { swap(); }

private:
    void swap();
    DesignDocument *m_document;
    Member m_member;
    T m_value;
    DesignPart m_part;
};

// Replaces one entry of a list of the design (a subnet, a cluster) by an
// edited copy of it with the same id, and announces that entry alone: an
// edit of one subnet is not a change of all of them.
template <typename T> class SetDesignEntry : public QUndoCommand
{
public:
    using Member = std::vector<T> Design::*;
    SetDesignEntry(DesignDocument *document, Member member, T value, DesignPart part, const QString &text,
        QUndoCommand *parent = nullptr)
        : QUndoCommand(text, parent), m_document(document), m_member(member), m_value(std::move(value)), m_part(part)
    { }
    void redo() override { swap(); }
    void undo() override { swap(); }

private:
    void swap();
    DesignDocument *m_document;
    Member m_member;
    T m_value;
    DesignPart m_part;
};

using SetSubnet = SetDesignEntry<Subnet>;
using SetCluster = SetDesignEntry<Cluster>;
using SetNote = SetDesignEntry<Note>;

// Pushes what turns the design's list (subnets, clusters) into `to`: one
// SetDesignEntry per edited entry while the same entries stay in the same
// order, else the whole list as one SetDesignPart. Nothing when equal.
template <typename T> void pushEntryChanges(DesignDocument *document, std::vector<T> Design::*member,
    const std::vector<T> &to, DesignPart part, const QString &text);

using SetMeta = SetDesignPart<DesignMeta>;
using SetPlatform = SetDesignPart<Platform>;
using SetQos = SetDesignPart<QosPolicy>;
using SetSubnets = SetDesignPart<std::vector<Subnet>>;
using SetClusters = SetDesignPart<std::vector<Cluster>>;
using SetSuppressions = SetDesignPart<std::vector<Suppression>>;
using SetNotes = SetDesignPart<std::vector<Note>>;
using SetLayout = SetDesignPart<std::map<QString, Point>>;

} // namespace hvnet
