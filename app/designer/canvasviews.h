#pragma once

#include <QObject>

namespace hvnet {

class ActionRegistry;
class DesignDocument;
class DesignView;

// The View menu's ways through a large design: zoom to the selection, the
// map of the whole design, only one network's cables or only storage, only
// one cluster. Registered in the window's ActionRegistry as
// "viewZoomSelection", "viewMinimap", "viewNetworksMenu" (with
// "viewNetworksAll", "viewNetworksStorage" and one "viewNetwork_<subnet id>"
// each) and "viewClustersMenu" ("viewClustersAll", "viewCluster_<id>").
class CanvasViews : public QObject
{
    Q_OBJECT

public:
    CanvasViews(ActionRegistry *registry, DesignView *view, DesignDocument *document, QObject *parent);
    // Every storage subnet's id, in the design's order.
    QStringList storageSubnets() const;

private:
    void fillNetworks();
    void fillClusters();

    ActionRegistry *m_registry;
    DesignView *m_view;
    DesignDocument *m_document;
};

} // namespace hvnet
