#pragma once

#include "model/design.h"

#include <QString>

#include <optional>

namespace hvnet {

// What a new node, adapter or interface starts as, coherent with itself and
// with the design (DesignEdits::newNode, newAdapter and newInterface are made
// here): adapters at the speed the design uses (its adapters of the kind, else
// its switches' host ports) and the design's RDMA transport, redundant ones on
// cards of their own; an interface on an adapter that carries nothing yet (else
// a host vNIC), in a subnet the node does not use yet, with RDMA on when an
// RDMA adapter carries it into a storage subnet, and a fresh name.
namespace NewObjects {

// "25 GbE adapter", "25 GbE RDMA adapter": the model a new adapter gets until
// someone names the real one; it follows the adapter's speed and RDMA.
QString genericModel(double speedGbps, bool rdma);
bool isGenericModel(const QString &model);
// The adapter with a generic model renamed after its speed and RDMA now.
void keepModelCoherent(Adapter &adapter);

// The speed new adapters get (RDMA-capable ones or not).
double commonSpeed(const Design &design, bool rdma);

// The node with the adapter taking the speed of the switch port it is being
// cabled to (its generic model following), when the speeds differ; nothing
// otherwise. For adapters whose speed is still a default nobody chose.
std::optional<Node> adaptedToPort(const Node &node, const QString &adapterId, const SwitchPort &port);

} // namespace NewObjects
} // namespace hvnet
