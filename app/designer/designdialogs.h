#pragma once

#include <QObject>
#include <QStringList>

class QWidget;

namespace hvnet {

class DesignActions;
class DesignDocument;
class DesignScene;
struct Finding;

// The designer's edits that ask first: hosts like this one, a new cluster,
// subnets and VLANs, the QoS policy, accepting a finding; and what only
// shows (the rule catalogue, the port map, what allocating addresses did).
// Each asks in the window and becomes one undoable step.
class DesignDialogs : public QObject
{
    Q_OBJECT

public:
    DesignDialogs(QWidget *window, DesignDocument *document, DesignActions *actions, DesignScene *scene);

    void addHostsLike();
    void addToNewCluster(const QStringList &nodeIds);
    void allocateAddresses();
    void editSubnets();
    void editQos();
    void showRuleCatalogue(const QString &rule = {});
    void showPortMap();
    void suppressFinding(const Finding &finding);

Q_SIGNALS:
    void statusMessage(const QString &text, int timeout);

private:
    QWidget *m_window;
    DesignDocument *m_document;
    DesignActions *m_actions;
    DesignScene *m_scene;
};

} // namespace hvnet
