// Anchors the resource library; the icons come in through Qt's resource system.
namespace hvnet {
int resourcesAnchor = 0;
}
