#pragma once

namespace hvnet {

class HostCheckContext;

// The comparisons of one node with its evidence, one function per area and
// finding family (docs/live.md lists what each compares). Each reads the
// node's plan (HostPlan) for what is expected and raises findings with the
// line of the value it compared.
void checkHostOs(HostCheckContext &c); // live.host-os
void checkAdapters(HostCheckContext &c); // live.host-adapter, live.host-mtu
void checkRdma(HostCheckContext &c); // live.host-rdma
void checkQos(HostCheckContext &c); // live.host-qos, live.host-dcbx
void checkSwitching(HostCheckContext &c); // live.host-vswitch: teams, vSwitches, host vNICs, VLANs
void checkAddresses(HostCheckContext &c); // live.host-address, live.host-dns
void checkSmb(HostCheckContext &c); // live.smb, live.live-migration
void checkIntents(HostCheckContext &c); // live.intent

} // namespace hvnet
