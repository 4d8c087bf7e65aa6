#pragma once

#include "model/design.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QListWidget;

namespace hvnet {

// Apply Host Profile: which host's profile (HostProfile), what it holds,
// and the hosts it goes to, before anything changes.
class HostProfileDialog : public QDialog
{
    Q_OBJECT

public:
    // Opens on `sourceId`'s profile with `targetIds` ticked.
    HostProfileDialog(const Design &design, const QString &sourceId, const QStringList &targetIds,
        QWidget *parent = nullptr);

    QString sourceId() const;
    QStringList targetIds() const; // in the design's order

private:
    void sourceChanged();
    void updateButtons();

    const Design &m_design;
    QComboBox *m_source = nullptr;
    QLabel *m_summary = nullptr;
    QListWidget *m_targets = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace hvnet
