// Anchors the translations library; the .qm files come in as Qt resources.
namespace hvnet {
int translationsAnchor = 0;
}
