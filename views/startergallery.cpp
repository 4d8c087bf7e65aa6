#include "startergallery.h"

#include "exporters/diagram/diagramdrawing.h"
#include "exporters/diagram/diagramstyle.h"
#include "exporters/labels.h"
#include "model/design.h"
#include "model/designreader.h"
#include "model/validation/validator.h"
#include "templates/startercatalogue.h"

#include <QDialogButtonBox>
#include <QHash>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace hvnet {

namespace {

const QSize pictureSize(280, 170);

struct Words {
    const char *title;
    const char *summary;
};

// The gallery's words for the starters hvnet ships, by id; the designs keep
// their own (English) names, which the command line prints.
const QHash<QString, Words> &knownStarters()
{
    static const QHash<QString, Words> words{
        {QStringLiteral("s2d-2node-switchless"),
            {QT_TRANSLATE_NOOP("hvnet::StarterGallery", "Two-node switchless S2D"),
                QT_TRANSLATE_NOOP("hvnet::StarterGallery",
                    "Two Storage Spaces Direct nodes with their RoCEv2 storage ports cabled to each other, one "
                    "subnet per cable and no storage switch; management and VMs on a SET vSwitch to a switch pair.")}},
        {QStringLiteral("s2d-3node-switchless"),
            {QT_TRANSLATE_NOOP("hvnet::StarterGallery", "Three-node switchless S2D"),
                QT_TRANSLATE_NOOP("hvnet::StarterGallery",
                    "Three Storage Spaces Direct nodes in a full mesh: one RoCEv2 cable between each two nodes, one "
                    "storage subnet per cable; management and VMs on a SET vSwitch to an MLAG pair.")}},
        {QStringLiteral("s2d-converged-set"),
            {QT_TRANSLATE_NOOP("hvnet::StarterGallery", "Hyperconverged S2D with SET"),
                QT_TRANSLATE_NOOP("hvnet::StarterGallery",
                    "Four Storage Spaces Direct nodes converged on a SET vSwitch over two RoCEv2 ports: management "
                    "and two storage vNICs, one storage VLAN per ToR, DCB on both switches.")}},
        {QStringLiteral("hyperv-on-s2d-sofs"),
            {QT_TRANSLATE_NOOP("hvnet::StarterGallery", "Disaggregated: Hyper-V on an S2D file server"),
                QT_TRANSLATE_NOOP("hvnet::StarterGallery",
                    "A Hyper-V compute cluster whose VMs live on a Scale-Out File Server built on Storage Spaces "
                    "Direct, SMB Direct over RoCEv2 through one switch pair, SMB Multichannel constrained to the "
                    "storage vNICs.")}},
        {QStringLiteral("azurelocal-networkatc"),
            {QT_TRANSLATE_NOOP("hvnet::StarterGallery", "Azure Local with Network ATC"),
                QT_TRANSLATE_NOOP("hvnet::StarterGallery",
                    "Azure Local nodes whose host networking Network ATC deploys from two intents: management and "
                    "compute on a SET vSwitch, storage on two RoCEv2 ports with one VLAN per ToR.")}},
        {QStringLiteral("sofs-hyperv-2012r2"),
            {QT_TRANSLATE_NOOP("hvnet::StarterGallery", "Hyper-V on a Scale-Out File Server (2012 R2)"),
                QT_TRANSLATE_NOOP("hvnet::StarterGallery",
                    "A Hyper-V cluster on a Scale-Out File Server over iWARP: two isolated storage subnets on two "
                    "storage switches, unteamed rNICs, management on LBFO teams.")}},
    };
    return words;
}

// Pictures are drawn once per run: the starters are compiled in.
QHash<QString, QImage> &pictureCache()
{
    static QHash<QString, QImage> cache;
    return cache;
}

} // namespace

StarterGallery::StarterGallery(QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("starterGallery"));
    setWindowTitle(tr("New from Template"));
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("starters"));
    m_list->setViewMode(QListView::IconMode);
    m_list->setIconSize(pictureSize);
    m_list->setGridSize(pictureSize + QSize(24, 56));
    m_list->setResizeMode(QListView::Adjust);
    m_list->setMovement(QListView::Static);
    m_list->setWordWrap(true);
    m_list->setUniformItemSizes(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    // Three pictures a row, two rows: the six starters without scrolling.
    m_list->setMinimumSize(3 * (pictureSize.width() + 24) + 2 * m_list->frameWidth() + 24,
        2 * (pictureSize.height() + 56) + 2 * m_list->frameWidth() + 8);
    m_list->setAccessibleName(tr("Starter designs"));

    for (const StarterTemplate &t : StarterCatalogue::all()) {
        const auto read = DesignReader::read(*StarterCatalogue::content(t.id));
        if (!read.design)
            continue;
        QImage &image = pictureCache()[t.id];
        if (image.isNull())
            image = picture(*read.design, pictureSize);
        auto *item = new QListWidgetItem(QIcon(QPixmap::fromImage(image)), title(t.id, *read.design), m_list);
        item->setData(Qt::UserRole, t.id);
        const Design &d = *read.design;
        const QString facts = tr("%1 · %n server(s)", nullptr, int(d.nodes.size())).arg(Labels::os(d.platform.os))
            + (d.switches.empty() ? QString() : tr(" · %n switch(es)", nullptr, int(d.switches.size())));
        item->setData(Qt::UserRole + 1, summary(t.id, d) + QStringLiteral("\n") + facts);
        item->setToolTip(summary(t.id, d));
        item->setTextAlignment(Qt::AlignHCenter | Qt::AlignTop);
    }

    m_description = new QLabel(this);
    m_description->setObjectName(QStringLiteral("description"));
    m_description->setWordWrap(true);
    m_description->setMinimumHeight(m_description->fontMetrics().lineSpacing() * 4);
    m_description->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("C&reate"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::itemActivated, this, &QDialog::accept);
    connect(m_list, &QListWidget::currentItemChanged, this, &StarterGallery::selectionChanged);

    auto *label = new QLabel(tr("&Starter design:"), this);
    label->setBuddy(m_list);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(label);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_description);
    layout->addWidget(m_buttons);

    if (m_list->count() > 0)
        m_list->setCurrentRow(0);
    selectionChanged();
    m_list->setFocus();
}

QString StarterGallery::chosenId() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}

bool StarterGallery::choose(const QString &id)
{
    for (int row = 0; row < m_list->count(); ++row)
        if (m_list->item(row)->data(Qt::UserRole).toString() == id) {
            m_list->setCurrentRow(row);
            return true;
        }
    return false;
}

void StarterGallery::selectionChanged()
{
    const QListWidgetItem *item = m_list->currentItem();
    m_description->setText(item ? item->data(Qt::UserRole + 1).toString() : QString());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(item != nullptr);
}

QString StarterGallery::title(const QString &id, const Design &design)
{
    const auto found = knownStarters().constFind(id);
    return found == knownStarters().constEnd() ? design.meta.name : tr(found->title);
}

QString StarterGallery::summary(const QString &id, const Design &design)
{
    const auto found = knownStarters().constFind(id);
    return found == knownStarters().constEnd() ? design.meta.description : tr(found->summary);
}

QImage StarterGallery::picture(const Design &design, const QSize &size)
{
    const DiagramDrawing drawing(design, ValidationResult{});
    const QSize fitted = drawing.bounds().size().toSize().scaled(size, Qt::KeepAspectRatio).expandedTo(QSize(1, 1));
    QImage result(size, QImage::Format_ARGB32_Premultiplied);
    result.fill(DiagramStyle::background());
    QPainter painter(&result);
    painter.drawImage(QPoint((size.width() - fitted.width()) / 2, (size.height() - fitted.height()) / 2),
        drawing.image(fitted));
    painter.setPen(QColor(0, 0, 0, 40));
    painter.drawRect(QRect(QPoint(0, 0), size).adjusted(0, 0, -1, -1));
    return result;
}

} // namespace hvnet
