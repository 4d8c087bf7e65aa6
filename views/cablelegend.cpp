#include "cablelegend.h"

#include <QGridLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace hvnet {

namespace {

QIcon swatch(const DiagramStyle::KeyEntry &entry)
{
    QPixmap pixmap(22, 10);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    QPen pen(entry.colour, entry.peerLink ? 4 : 3);
    if (entry.peerLink)
        pen.setStyle(Qt::DashLine);
    painter.setPen(pen);
    painter.drawLine(QLineF(1, 5, 21, 5));
    return QIcon(pixmap);
}

} // namespace

CableLegend::CableLegend(QWidget *parent)
    : QFrame(parent), m_title(new QLabel(this)), m_fold(new QToolButton(this)), m_body(new QWidget(this)),
      m_grid(new QGridLayout(m_body))
{
    setObjectName(QStringLiteral("canvasLegend"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Base);
    setCursor(Qt::OpenHandCursor);
    setToolTip(tr("Drag to move; click a network to show only its cables"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 6);
    layout->setSpacing(2);
    auto *header = new QHBoxLayout;
    header->setSpacing(4);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setText(DiagramStyle::keyTitle());
    m_fold->setObjectName(QStringLiteral("canvasLegendFold"));
    m_fold->setAutoRaise(true);
    m_fold->setArrowType(Qt::DownArrow);
    m_fold->setToolTip(tr("Fold or unfold the key"));
    m_fold->setCursor(Qt::ArrowCursor);
    connect(m_fold, &QToolButton::clicked, this, [this] {
        m_foldChosen = true;
        setFolded(!m_folded);
    });
    header->addWidget(m_title);
    header->addStretch();
    header->addWidget(m_fold);
    layout->addLayout(header);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setHorizontalSpacing(10);
    m_grid->setVerticalSpacing(0);
    layout->addWidget(m_body);
}

void CableLegend::setEntries(const std::vector<DiagramStyle::KeyEntry> &entries, const QStringList &subnetIds)
{
    const bool same = entries.size() == m_entries.size() && subnetIds == m_ids
        && std::equal(entries.begin(), entries.end(), m_entries.begin(), [](const auto &l, const auto &r) {
               return l.label == r.label && l.colour == r.colour && l.peerLink == r.peerLink;
           });
    if (same)
        return;
    m_entries = entries;
    m_ids = subnetIds;
    rebuild();
}

void CableLegend::setChosen(const QString &subnetId)
{
    if (m_chosen == subnetId)
        return;
    m_chosen = subnetId;
    for (QToolButton *b : m_body->findChildren<QToolButton *>())
        b->setChecked(!m_chosen.isEmpty() && b->property("subnet").toString() == m_chosen);
}

void CableLegend::setMaximumRows(int rows)
{
    rows = std::max(4, rows);
    if (rows == m_maximumRows)
        return;
    m_maximumRows = rows;
    rebuild();
}

void CableLegend::setFolded(bool folded)
{
    m_folded = folded;
    m_body->setVisible(!folded);
    m_fold->setArrowType(folded ? Qt::RightArrow : Qt::DownArrow);
    adjustSize();
    Q_EMIT moved();
}

QSize CableLegend::unfoldedSizeHint() const
{
    const QSize whole = sizeHint();
    if (!m_folded)
        return whole;
    const QSize body = m_body->sizeHint(); // its grid's, hidden or not
    const QLayout *frame = layout();
    const QMargins margins = frame ? frame->contentsMargins() : QMargins();
    const int spacing = frame ? std::max(0, frame->spacing()) : 0;
    return {std::max(whole.width(), body.width() + margins.left() + margins.right()),
        whole.height() + spacing + body.height()};
}

void CableLegend::rebuild()
{
    for (QWidget *w : m_body->findChildren<QWidget *>(Qt::FindDirectChildrenOnly))
        delete w;
    const int count = int(m_entries.size());
    const int columns = std::max(1, (count + m_maximumRows - 1) / m_maximumRows);
    const int rows = std::max(1, (count + columns - 1) / columns);
    for (int i = 0; i < count; ++i) {
        const DiagramStyle::KeyEntry &e = m_entries[std::size_t(i)];
        auto *b = new QToolButton(m_body);
        b->setObjectName(QStringLiteral("canvasLegendEntry%1").arg(i));
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        b->setAutoRaise(true);
        b->setCheckable(true);
        b->setIcon(swatch(e));
        b->setIconSize(QSize(22, 10));
        b->setText(e.label);
        b->setCursor(Qt::PointingHandCursor);
        const QString id = m_ids.value(i);
        b->setProperty("subnet", id);
        b->setChecked(!m_chosen.isEmpty() && id == m_chosen);
        connect(b, &QToolButton::clicked, this, [this, id] { Q_EMIT networkClicked(id); });
        m_grid->addWidget(b, i % rows, i / rows);
    }
    adjustSize();
    Q_EMIT moved();
}

void CableLegend::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QFrame::mousePressEvent(event);
        return;
    }
    m_dragging = true;
    m_grab = event->position().toPoint();
    setCursor(Qt::ClosedHandCursor);
    event->accept();
}

void CableLegend::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_dragging || !parentWidget()) {
        QFrame::mouseMoveEvent(event);
        return;
    }
    const QRect area = parentWidget()->rect();
    QPoint to = mapToParent(event->position().toPoint()) - m_grab;
    to.setX(std::clamp(to.x(), area.left(), std::max(area.left(), area.right() - width())));
    to.setY(std::clamp(to.y(), area.top(), std::max(area.top(), area.bottom() - height())));
    move(to);
    m_moved = true;
    event->accept();
}

void CableLegend::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_dragging) {
        m_dragging = false;
        setCursor(Qt::OpenHandCursor);
        Q_EMIT moved();
        event->accept();
        return;
    }
    QFrame::mouseReleaseEvent(event);
}

} // namespace hvnet
