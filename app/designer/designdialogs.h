#pragma once

#include <QObject>
#include <QStringList>

class QWidget;

namespace hvnet {

class DesignActions;
class DesignDocument;
class DesignScene;
class LiveEvidence;
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
    // The live check the port map shows beside the plan, when one is shown.
    void setLiveEvidence(const LiveEvidence *live) { m_live = live; }

    void addHostsLike();
    // A note on the canvas at a scene position, its text asked for; and its text edited.
    void addNote(const QPointF &at);
    void editNote(const QString &noteId);
    // Apply Host Profile: the first selected host's profile to the others.
    void applyProfile();
    void addToNewCluster(const QStringList &nodeIds);
    void allocateAddresses();
    // The IP plan as CSV (IpPlan), out to a file and back in one undo step.
    void exportIpPlan();
    void importIpPlan();
    void editSubnets();
    void editQos();
    void showRuleCatalogue(const QString &rule = {});
    void showPortMap();
    // Connect...: a cable chosen in the Connect dialog, from start (an end or
    // object id; empty: the selected object) on.
    void connectCable(const QString &start = {}, QWidget *parent = nullptr);
    void suppressFinding(const Finding &finding);

Q_SIGNALS:
    void statusMessage(const QString &text, int timeout);
    // A dialog asks to show these objects on the canvas.
    void objectsActivated(const QStringList &objectIds);

private:
    QWidget *m_window;
    DesignDocument *m_document;
    DesignActions *m_actions;
    DesignScene *m_scene;
    const LiveEvidence *m_live = nullptr;
};

} // namespace hvnet
