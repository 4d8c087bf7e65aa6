#pragma once

#include <QScrollArea>
#include <QStringList>

class QVBoxLayout;

namespace hvnet {

class DesignActions;
class DesignDocument;

// The properties dock: every field of the selected object with a fitting
// editor (checked addresses and prefixes, VLAN spin boxes, combo boxes for
// enumerations, pickers for adapters, uplinks, team mapping and SMB
// constraints). Several selected objects of one kind share one form: a field
// shows its value when they agree, and an edit applies to all of them. Every
// edit is one undo step. Without a selection it edits the design itself.
class PropertiesView : public QScrollArea
{
    Q_OBJECT

public:
    PropertiesView(DesignDocument *document, DesignActions *actions, QWidget *parent = nullptr);

    void setSelection(const QStringList &ids);
    QStringList selection() const { return m_ids; }

private:
    void scheduleRebuild();
    void rebuild();
    void buildDesign(QVBoxLayout *layout);
    void buildNodes(QVBoxLayout *layout, const QStringList &ids);
    void buildSwitches(QVBoxLayout *layout, const QStringList &ids);
    void buildCluster(QVBoxLayout *layout, const QString &id);
    void buildLinks(QVBoxLayout *layout, const QStringList &ids);
    void buildSubnet(QVBoxLayout *layout, const QString &id);

    DesignDocument *m_document;
    DesignActions *m_actions;
    QStringList m_ids;
    bool m_pending = false;
};

} // namespace hvnet
