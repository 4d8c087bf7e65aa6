#include "designscene.h"

#include "commands/moveobject.h"
#include "designdocument.h"
#include "linkitem.h"
#include "nodeitem.h"
#include "switchitem.h"
#include "validation/validator.h"

#include <QCoreApplication>
#include <QGraphicsSceneMouseEvent>
#include <QUndoStack>

#include <cmath>

namespace hvnet {

namespace {
constexpr qreal columnWidth = 260;
constexpr qreal tierHeight = 320;

// Subnet colours for cables; storage networks get the strong ones.
const QColor subnetPalette[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28), QColor(0x2c, 0xa0, 0x2c),
    QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b), QColor(0x17, 0xbe, 0xcf)};
} // namespace

DesignScene::DesignScene(DesignDocument *document, QObject *parent) : QGraphicsScene(parent), m_document(document)
{
    setBackgroundBrush(QColor(0xfd, 0xfd, 0xfe));
    connect(document, &DesignDocument::designReset, this, &DesignScene::rebuild);
    connect(document, &DesignDocument::nodeAdded, this, &DesignScene::rebuild);
    connect(document, &DesignDocument::nodeRemoved, this, &DesignScene::rebuild);
    connect(document, &DesignDocument::objectChanged, this, &DesignScene::rebuild);
    connect(document, &DesignDocument::positionChanged, this, [this](const QString &id) {
        const auto &layout = m_document->design().layout;
        const auto it = layout.find(id);
        QGraphicsItem *item = itemForId(id);
        if (item && it != layout.end() && item->pos() != QPointF(it->second.x, it->second.y)) {
            m_syncing = true;
            item->setPos(it->second.x, it->second.y);
            m_syncing = false;
        }
        updateLinks();
    });
    rebuild();
}

QGraphicsItem *DesignScene::itemForId(const QString &id) const
{
    if (NodeItem *n = m_nodes.value(id))
        return n;
    return m_switches.value(id);
}

void DesignScene::placeItems(const std::array<std::vector<std::pair<QGraphicsItem *, QString>>, 3> &tiers)
{
    // Items with a stored position keep it. The others get the tiered default:
    // compute nodes on top, switches in the middle, file servers below, each
    // tier in rows of about 1.5 x its square root (at least 8) columns, so
    // that large designs stay legible and keep a printable shape.
    constexpr qreal rowGap = 120;
    const auto &layout = m_document->design().layout;
    qreal top = 0;
    for (std::size_t tier = 0; tier < tiers.size(); ++tier) {
        top = std::max(top, qreal(tier) * tierHeight);
        const qreal columns = std::max(8.0, std::ceil(1.5 * std::sqrt(qreal(tiers[tier].size()))));
        const qreal rowWidth = columns * columnWidth;
        qreal x = 0;
        qreal rowHeight = 0;
        bool placedAny = false;
        for (const auto &[item, id] : tiers[tier]) {
            if (const auto it = layout.find(id); it != layout.end()) {
                item->setPos(it->second.x, it->second.y);
                continue;
            }
            const QRectF bounds = item->boundingRect();
            const qreal advance = std::max(columnWidth, bounds.width() + 40);
            if (x > 0 && x + advance > rowWidth) {
                top += rowHeight + rowGap;
                x = 0;
                rowHeight = 0;
            }
            item->setPos(x, top);
            x += advance;
            rowHeight = std::max(rowHeight, bounds.height());
            placedAny = true;
        }
        if (placedAny)
            top += tierHeight; // from the last row's top
    }
}

void DesignScene::rebuild()
{
    m_syncing = true;
    clear();
    m_nodes.clear();
    m_switches.clear();
    m_links.clear();
    m_adapterNode.clear();
    m_portSwitch.clear();
    const Design &design = m_document->design();
    std::array<std::vector<std::pair<QGraphicsItem *, QString>>, 3> tiers;
    for (const Node &node : design.nodes) {
        auto *item = new NodeItem(node);
        addItem(item);
        const int tier = node.role == NodeRole::HyperVHost ? 0 : 2;
        tiers[std::size_t(tier)].push_back({item, node.id});
        m_nodes.insert(node.id, item);
        for (const Adapter &a : node.adapters)
            m_adapterNode.insert(a.id, node.id);
        connect(item, &NodeItem::moved, this, &DesignScene::updateLinks);
    }
    for (const Switch &sw : design.switches) {
        auto *item = new SwitchItem(sw);
        addItem(item);
        tiers[1].push_back({item, sw.id});
        m_switches.insert(sw.id, item);
        for (const SwitchPort &p : sw.ports)
            m_portSwitch.insert(p.id, sw.id);
        connect(item, &SwitchItem::moved, this, &DesignScene::updateLinks);
    }
    placeItems(tiers);

    // A cable takes the colour of the first subnet its adapter carries.
    QHash<QString, QColor> adapterColour;
    QHash<QString, QColor> subnetColour;
    int next = 0;
    for (const Subnet &s : design.subnets)
        subnetColour.insert(s.id,
            s.purpose == SubnetPurpose::Management ? QColor(0x60, 0x6c, 0x7a)
                                                   : subnetPalette[next++ % std::size(subnetPalette)]);
    for (const Node &node : design.nodes)
        for (const Interface &i : node.interfaces)
            for (const QString &adapter : adaptersUnder(node, i))
                if (!adapterColour.contains(adapter))
                    adapterColour.insert(adapter, subnetColour.value(i.subnet, QColor(0x60, 0x6c, 0x7a)));
    for (const Link &link : design.links) {
        const QColor colour = adapterColour.value(link.a, adapterColour.value(link.b, QColor(0x60, 0x6c, 0x7a)));
        auto *item = new LinkItem(link.id, link.kind == LinkKind::PeerLink,
            link.kind == LinkKind::PeerLink ? QColor(0x2c, 0x3e, 0x50) : colour);
        addItem(item);
        m_links.push_back(item);
    }
    m_syncing = false;
    updateLinks();
}

std::optional<QPointF> DesignScene::endPosition(const QString &id) const
{
    if (const auto node = m_adapterNode.constFind(id); node != m_adapterNode.constEnd())
        return m_nodes.value(*node)->portScenePosition(id);
    if (const auto sw = m_portSwitch.constFind(id); sw != m_portSwitch.constEnd())
        return m_switches.value(*sw)->portScenePosition(id);
    return std::nullopt;
}

void DesignScene::updateLinks()
{
    if (m_syncing)
        return;
    const Design &design = m_document->design();
    // Handles face the other end of their cable, so cables do not cross the
    // cards: a node below its switches gets its ports on top, and a switch
    // port whose peer is below it moves to the bottom edge.
    QHash<QString, std::pair<qreal, int>> switchSide; // node id -> sum of switch y, count
    for (const Link &link : design.links) {
        for (const auto &[end, other] : {std::pair(link.a, link.b), std::pair(link.b, link.a)}) {
            const QString node = m_adapterNode.value(end);
            const QString sw = m_portSwitch.value(other);
            if (node.isEmpty() || sw.isEmpty())
                continue;
            auto &[sum, count] = switchSide[node];
            sum += m_switches.value(sw)->y();
            ++count;
            const qreal nodeY = m_nodes.value(node)->y();
            m_switches.value(sw)->setPortOnBottom(other, nodeY > m_switches.value(sw)->y());
        }
    }
    for (auto it = switchSide.cbegin(); it != switchSide.cend(); ++it)
        m_nodes.value(it.key())->setPortsOnTop(m_nodes.value(it.key())->y() > it.value().first / it.value().second);

    for (LinkItem *item : m_links) {
        const Link *link = design.link(item->linkId());
        if (!link)
            continue;
        const auto a = endPosition(link->a);
        const auto b = endPosition(link->b);
        if (a && b)
            item->setLine(QLineF(*a, *b));
    }
}

void DesignScene::setFindings(const ValidationResult &result)
{
    struct Count {
        int errors = 0;
        int warnings = 0;
        QStringList messages;
    };
    QHash<QString, Count> counts;
    for (const Finding &f : result.findings) {
        if (f.suppressed || f.severity == Severity::Info)
            continue;
        for (const QString &id : f.objects) {
            // A finding about an adapter or interface shows on its node's card.
            QString owner = id;
            if (m_adapterNode.contains(id))
                owner = m_adapterNode.value(id);
            for (const Node &n : m_document->design().nodes)
                if (n.interface(id))
                    owner = n.id;
            if (m_portSwitch.contains(id))
                owner = m_portSwitch.value(id);
            Count &c = counts[owner];
            (f.severity == Severity::Error ? c.errors : c.warnings)++;
            c.messages << QStringLiteral("%1: %2").arg(f.rule, f.message);
        }
    }
    for (auto it = m_nodes.cbegin(); it != m_nodes.cend(); ++it) {
        const Count c = counts.value(it.key());
        it.value()->setFindings(c.errors, c.warnings, c.messages.join(QLatin1Char('\n')));
    }
    for (auto it = m_switches.cbegin(); it != m_switches.cend(); ++it) {
        const Count c = counts.value(it.key());
        it.value()->setFindings(c.errors, c.warnings, c.messages.join(QLatin1Char('\n')));
    }
}

void DesignScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    QGraphicsScene::mouseReleaseEvent(event);
    const auto &layout = m_document->design().layout;
    std::vector<std::pair<QString, QPointF>> moved;
    for (QGraphicsItem *item : selectedItems()) {
        const QString id = item->data(0).toString();
        if (!m_nodes.contains(id) && !m_switches.contains(id))
            continue;
        const auto it = layout.find(id);
        if (it == layout.end() || QPointF(it->second.x, it->second.y) != item->pos())
            moved.emplace_back(id, item->pos());
    }
    if (moved.empty())
        return;
    QUndoStack *stack = m_document->undoStack();
    if (moved.size() > 1)
        stack->beginMacro(
            QCoreApplication::translate("hvnet::DesignScene", "Move %n object(s)", nullptr, int(moved.size())));
    for (const auto &[id, pos] : moved)
        stack->push(new MoveObject(m_document, id, Point{pos.x(), pos.y()}));
    if (moved.size() > 1)
        stack->endMacro();
}

} // namespace hvnet
