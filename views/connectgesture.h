#pragma once

#include <QHash>
#include <QPointF>
#include <QStringList>
#include <QString>

#include <utility>

class QGraphicsLineItem;

namespace hvnet {
struct Design;
}
class QGraphicsScene;

namespace hvnet {

class SceneIndex;

// Drawing a cable on the canvas: a press on an adapter's or switch port's
// handle starts a dashed line that follows the mouse and highlights the
// handle under it (of another card); the release names the two ends. A press
// on a handle that has a cable takes that cable's end instead: the line is
// drawn from the cable's far end, and the release names where the end goes. Whether
// they can be joined, and the command that joins them, are the scene's
// (DesignScene::connectPorts). The scene offers every mouse event here first
// and handles it itself when the gesture does not take it.
class ConnectGesture
{
public:
    ConnectGesture(QGraphicsScene *scene, const SceneIndex &index);
    ~ConnectGesture();
    ConnectGesture(const ConnectGesture &) = delete;
    ConnectGesture &operator=(const ConnectGesture &) = delete;

    // The handle under a scene position: (owner id, end id), or empty ones.
    static std::pair<QString, QString> portAt(const QGraphicsScene &scene, const QPointF &scenePos);

    // True when the press was on a handle: a cable is being drawn, or the
    // end of the design's cable at that handle is being moved.
    bool press(const QPointF &scenePos, const Design &design);
    // True while a cable is being drawn.
    bool move(const QPointF &scenePos);
    struct Release {
        bool handled = false; // the release ended a drawing
        QString from, to; // the ends to join; empty when released elsewhere
        QString movedLink; // a cable whose end moves from `grabbed` to `to`
        QString grabbed;
    };
    Release release(const QPointF &scenePos);
    // The scene removed every item itself (a rebuild).
    void forget();
    // The end the drawing started from (empty when none is drawn).
    QString from() const { return m_from; }
    // Marks these ends (the next free port of each card) while the cable is
    // drawn; the handle under the mouse is marked instead on its own card.
    void suggest(const QStringList &ends);

private:
    void setHighlight(const QString &endId);
    // What a card marks: the handle under the mouse, else its suggestion.
    QString markedOn(const QString &ownerId) const;
    void clearSuggestions();

    QGraphicsScene *m_scene;
    const SceneIndex &m_index;
    QString m_from;
    QString m_movedLink, m_grabbed;
    QGraphicsLineItem *m_rubberCable = nullptr;
    QString m_highlighted;
    QHash<QString, QString> m_suggested; // owner id -> end id
};

} // namespace hvnet
