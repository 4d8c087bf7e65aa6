#include "paletteview.h"

#include "designscene.h"
#include "exporters/labels.h"
#include "model/switchplatformspec.h"

#include <QIcon>
#include <QMimeData>
#include <QPainter>
#include <QPixmap>

namespace hvnet {

namespace {
// A small picture of the canvas item: a card for servers, a bar for switches.
QIcon paletteIcon(bool isSwitch, const QColor &accent)
{
    QPixmap pixmap(40, 28);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(0x5a, 0x63, 0x70), 1.2));
    p.setBrush(isSwitch ? QColor(0xe8, 0xee, 0xf4) : QColor(0xf7, 0xf9, 0xfc));
    if (isSwitch) {
        p.drawRoundedRect(QRectF(2, 8, 36, 14), 2, 2);
        p.setBrush(QColor(0x2c, 0x3e, 0x50));
        for (int i = 0; i < 5; ++i)
            p.drawRect(QRectF(6 + i * 6.5, 6, 4, 4));
    } else {
        p.drawRoundedRect(QRectF(4, 3, 32, 20), 3, 3);
        p.setBrush(accent);
        p.drawEllipse(QPointF(14, 23), 3, 3);
        p.drawEllipse(QPointF(26, 23), 3, 3);
    }
    return QIcon(pixmap);
}
} // namespace

PaletteView::PaletteView(QWidget *parent) : QListWidget(parent)
{
    setObjectName(QStringLiteral("paletteView"));
    setDragEnabled(true);
    setDragDropMode(QAbstractItemView::DragOnly);
    setIconSize(QSize(40, 28));
    setSpacing(2);
    const auto add
        = [this](const QString &label, const QString &entry, bool isSwitch, const QColor &accent, const QString &tip) {
              auto *item = new QListWidgetItem(paletteIcon(isSwitch, accent), label, this);
              item->setData(Qt::UserRole, entry);
              item->setToolTip(tip);
          };
    const auto header = [this](const QString &text) {
        auto *item = new QListWidgetItem(text, this);
        QFont font = item->font();
        font.setBold(true);
        item->setFont(font);
        item->setFlags(Qt::NoItemFlags);
    };
    header(tr("Servers"));
    for (NodeRole role : {NodeRole::HyperVHost, NodeRole::SofsNode, NodeRole::S2dNode, NodeRole::Other}) {
        const bool storage = role == NodeRole::SofsNode || role == NodeRole::S2dNode;
        add(Labels::role(role), QStringLiteral("node:") + enumString(role), false,
            storage ? QColor(0xe0, 0x8a, 0x1e) : QColor(0x8a, 0x94, 0xa0),
            tr("Drag onto the canvas: %1 with two adapters.").arg(Labels::role(role)));
    }
    header(tr("Switches"));
    for (const auto &entry : EnumNames<SwitchPlatform>::entries) {
        // The switch is the platform's default model, ports named as it names them.
        const QString model = SwitchPlatformSpec::of(entry.first).defaultModel().name;
        add(Labels::platform(entry.first), QStringLiteral("switch:") + enumString(entry.first), true, {},
            model.isEmpty()
                ? tr("Drag onto the canvas: %1 with 16 ports and 2 uplinks, DCB on.").arg(Labels::platform(entry.first))
                : tr("Drag onto the canvas: %1 %2 with 16 host ports and 2 uplinks named as it names them, DCB on.")
                      .arg(Labels::platform(entry.first), model));
    }
    connect(this, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) {
        const QString entry = item->data(Qt::UserRole).toString();
        if (!entry.isEmpty())
            Q_EMIT entryActivated(entry);
    });
}

QString PaletteView::entryAt(int row) const
{
    return item(row) ? item(row)->data(Qt::UserRole).toString() : QString();
}

int PaletteView::rowOf(const QString &entry) const
{
    for (int row = 0; row < count(); ++row)
        if (entryAt(row) == entry)
            return row;
    return -1;
}

QStringList PaletteView::mimeTypes() const
{
    return {QLatin1String(DesignScene::paletteMimeType)};
}

QMimeData *PaletteView::mimeData(const QList<QListWidgetItem *> &items) const
{
    if (items.isEmpty())
        return nullptr;
    auto *mime = new QMimeData;
    mime->setData(QLatin1String(DesignScene::paletteMimeType), items.front()->data(Qt::UserRole).toString().toUtf8());
    return mime;
}

} // namespace hvnet
