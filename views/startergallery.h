#pragma once

#include <QDialog>
#include <QImage>

class QDialogButtonBox;
class QLabel;
class QListWidget;

namespace hvnet {

class Design;

// File > New from Template: the starter designs as a gallery, each with a
// picture of its diagram, a translated title and what it holds, so that a
// consultant picks the pattern by sight in front of a customer. Arrow keys
// move, Enter creates, Escape cancels; the list has the focus on opening.
class StarterGallery : public QDialog
{
    Q_OBJECT

public:
    explicit StarterGallery(QWidget *parent = nullptr);

    // The starter chosen (its catalogue id), or empty.
    QString chosenId() const;
    // Selects a starter by id (false when there is none of that id).
    bool choose(const QString &id);

    // The user's name of a starter and what it is for, translated; for a
    // starter this table does not know, the design's own name and description.
    static QString title(const QString &id, const Design &design);
    static QString summary(const QString &id, const Design &design);
    // The picture of a design's diagram fitted into `size` (white margins
    // where the shapes differ), as the gallery shows it.
    static QImage picture(const Design &design, const QSize &size);

private:
    void selectionChanged();

    QListWidget *m_list = nullptr;
    QLabel *m_description = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace hvnet
