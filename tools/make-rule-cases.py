#!/usr/bin/env python3
"""Writes tests/data/rules/<rule-id>/ for every rule from one base design.

The base (two Hyper-V hosts on a two-node SOFS over RoCEv2, a ToR pair with a
peer-link) is clean under the whole catalogue. Each case is the base with one
change that raises the rule (raises.hvnet), the corrected twin (clean.hvnet)
and the findings expected (expected.json). Cases can also be written by hand:
the tests read the folders, not this script. Run: python3 tools/make-rule-cases.py
"""
import json, copy, os, shutil, collections
O = collections.OrderedDict

def base():
    d = O([("format", "hvnet-design"), ("formatVersion", 1), ("meta", O(name="Rule case")),
           ("platform", O(os="ws2022")),
           ("qos", O(dcbxWilling=False, classes=[
               O(name="SMB", traffic="smb-direct", priority=3, bandwidthPercent=50, pfc=True),
               O(name="Cluster", traffic="cluster", priority=7, bandwidthPercent=1, pfc=False)])),
           ("subnets", [
               O(id="mgmt", name="Management", purpose="management", prefix="10.0.0.0/24", vlan=0, gateway="10.0.0.1"),
               O(id="st1", name="Storage 1", purpose="storage", prefix="172.16.1.0/24", vlan=711),
               O(id="st2", name="Storage 2", purpose="storage", prefix="172.16.2.0/24", vlan=712)]),
           ("clusters", [
               O(id="hvc", name="HVC01", kind="hyper-v", members=["hv1", "hv2"], addresses=["10.0.0.50"]),
               O(id="fsc", name="FSC01", kind="sofs", members=["fs1", "fs2"], accessPoint="SOFS01", addresses=["10.0.0.51"])]),
           ("nodes", []), ("switches", []), ("links", [])])
    # hostNativeVlan: the untagged management leaves VLAN 1 (rule switch.native-vlan-1).
    tor = {s: O(id=f"tor-{s}", name=f"TOR-{s.upper()}", platform="cisco-nxos", dcb=True, mtu=9216, ports=[],
                hostNativeVlan=7) for s in "ab"}
    d["switches"] = [tor["a"], tor["b"]]
    def cable(adapter, side, speed):
        sw = tor[side]
        pid = f"tor-{side}-{len(sw['ports']) + 1}"
        sw["ports"].append(O(id=pid, name=f"Ethernet1/{len(sw['ports']) + 1}", speedGbps=speed))
        d["links"].append(O(id=f"l{len(d['links']) + 1}", a=adapter, b=pid))
    for nid, name, role, octet in (("hv1", "HV01", "hyper-v-host", 11), ("hv2", "HV02", "hyper-v-host", 12),
                                   ("fs1", "FS01", "sofs-node", 21), ("fs2", "FS02", "sofs-node", 22)):
        n = O(id=nid, name=name, role=role)
        n["adapters"] = [O(id=f"{nid}-n1", name="NIC1", model="Intel X710", speedGbps=10, rdma="none", card="lom"),
                         O(id=f"{nid}-n2", name="NIC2", model="Intel X710", speedGbps=10, rdma="none", card="lom"),
                         O(id=f"{nid}-r1", name="SLOT 3 Port 1", model="ConnectX-6 Dx", speedGbps=25, rdma="rocev2", card="slot3", jumboPacket=9014),
                         O(id=f"{nid}-r2", name="SLOT 4 Port 1", model="ConnectX-6 Dx", speedGbps=25, rdma="rocev2", card="slot4", jumboPacket=9014)]
        n["vswitches"] = [O(id=f"{nid}-vs", name="VS", uplinks=[f"{nid}-n1", f"{nid}-n2"], embeddedTeaming=True,
                            loadBalancing="hyper-v-port", allowManagementOS=True)]
        n["interfaces"] = [
            O(id=f"{nid}-mgmt", name="Management", attach=O(vswitch=f"{nid}-vs"), subnet="mgmt", address=f"10.0.0.{octet}", rdma=False),
            O(id=f"{nid}-s1", name="SLOT 3 Port 1", attach=O(adapter=f"{nid}-r1"), subnet="st1", address=f"172.16.1.{octet}", rdma=True),
            O(id=f"{nid}-s2", name="SLOT 4 Port 1", attach=O(adapter=f"{nid}-r2"), subnet="st2", address=f"172.16.2.{octet}", rdma=True)]
        if role == "hyper-v-host":
            n["smbConstraints"] = [O(server="SOFS01", interfaces=[f"{nid}-s1", f"{nid}-s2"])]
            n["liveMigration"] = O(transport="smb", smbLimitMBps=750)
        d["nodes"].append(n)
        cable(f"{nid}-n1", "a", 10); cable(f"{nid}-n2", "b", 10)
        cable(f"{nid}-r1", "a", 25); cable(f"{nid}-r2", "b", 25)
    tor["a"]["ports"].append(O(id="tor-a-peer", name="Ethernet1/49", speedGbps=100))
    tor["b"]["ports"].append(O(id="tor-b-peer", name="Ethernet1/49", speedGbps=100))
    d["links"].append(O(id="peer", a="tor-a-peer", b="tor-b-peer", kind="peer-link"))
    return d

# ---- helpers
def node(d, id): return next(n for n in d["nodes"] if n["id"] == id)
def owner(d, id):
    for n in d["nodes"]:
        for k in ("adapters", "interfaces", "teams", "vswitches"):
            for x in n.get(k, []):
                if x["id"] == id: return x
    raise KeyError(id)
def sub(d, id): return next(s for s in d["subnets"] if s["id"] == id)
def sw(d, id): return next(s for s in d["switches"] if s["id"] == id)
def cluster(d, id): return next(c for c in d["clusters"] if c["id"] == id)
def port(d, id):
    for s in d["switches"]:
        for p in s["ports"]:
            if p["id"] == id: return p
def link_of(d, end): return next(l for l in d["links"] if end in (l["a"], l["b"]))
def port_of(d, adapter):
    l = link_of(d, adapter); return l["b"] if l["a"] == adapter else l["a"]
def new_port(d, swid, speed):
    s = sw(d, swid); pid = f"{swid}-x{len(s['ports']) + 1}"
    s["ports"].append(O(id=pid, name=f"Ethernet1/{len(s['ports']) + 10}", speedGbps=speed)); return pid
def recable(d, adapter, swid):
    l = link_of(d, adapter); p = new_port(d, swid, owner(d, adapter)["speedGbps"])
    if l["a"] == adapter: l["b"] = p
    else: l["a"] = p
def add_adapters(d, nid, names, **kw):
    n = node(d, nid)
    for x in names:
        a = O(id=f"{nid}-{x}", name=x.upper(), model="Intel X710", speedGbps=10, rdma="none", card="lom"); a.update(kw)
        n["adapters"].append(a)
def drop_iface(d, nid, iid):
    n = node(d, nid); n["interfaces"] = [i for i in n["interfaces"] if i["id"] != iid]
    for c in n.get("smbConstraints", []): c["interfaces"] = [x for x in c["interfaces"] if x != iid]

def lbfo_host(d, nid, os):
    n = node(d, nid); n["os"] = os
    n["teams"] = [O(id=f"{nid}-t", name="Team", members=[f"{nid}-n1", f"{nid}-n2"], mode="switch-independent", loadBalancing="dynamic")]
    n["vswitches"][0].update(uplinks=[f"{nid}-t"], embeddedTeaming=False); n["vswitches"][0].pop("loadBalancing")
def smb_switch(d, nid, mapping, tag):
    n = node(d, nid)
    n["vswitches"].append(O(id=f"{nid}-smb", name="SMB", uplinks=[f"{nid}-r1", f"{nid}-r2"], embeddedTeaming=True,
                            loadBalancing="hyper-v-port", allowManagementOS=False))
    for k, r in (("s1", "r1"), ("s2", "r2")):
        i = owner(d, f"{nid}-{k}")
        i["attach"] = O(vswitch=f"{nid}-smb", teamMapping=f"{nid}-{r}") if mapping else O(vswitch=f"{nid}-smb")
        if tag: i["ieeePriorityTag"] = True
def f(sev, objects): return O(severity=sev, objects=objects)
cases = O()
def case(rule, bad, expected, good=None, mentions=None):
    b = base(); bad(b)
    g = base()
    if good: good(g)
    exp = []
    for i, e in enumerate(expected):
        if mentions and i < len(mentions) and mentions[i]: e["mentions"] = mentions[i]
        exp.append(e)
    cases[rule] = (b, g, exp)

# ---- Addressing
def m(d):
    sub(d, "st1")["prefix"] = "172.16.1.5/24"
    d["subnets"].append(O(id="odd", name="Odd", purpose="other", prefix="10.300.0.0/16", vlan=0))
case("subnet.prefix-invalid", m, [f("error", ["odd"]), f("error", ["st1"])],
     lambda d: d["subnets"].append(O(id="odd", name="Odd", purpose="other", prefix="10.30.0.0/16", vlan=0)),
     [["Odd", "10.300.0.0/16"], ["Storage 1", "172.16.1.0/24"]])
case("subnet.overlap", lambda d: d["subnets"].append(O(id="big", name="Big", purpose="other", prefix="172.16.0.0/16", vlan=0)),
     [f("error", ["st1", "big"]), f("error", ["st2", "big"])],
     lambda d: d["subnets"].append(O(id="big", name="Big", purpose="other", prefix="172.17.0.0/16", vlan=0)),
     [["Storage 1", "Big"], ["Storage 2", "Big"]])
def m(d):
    d["subnets"].append(O(id="big", name="Big", purpose="other", prefix="10.4.0.0/24", vlan=4095))
    d["subnets"].append(O(id="neg", name="Negative", purpose="other", prefix="10.5.0.0/24", vlan=-1))
def g(d):
    d["subnets"].append(O(id="big", name="Big", purpose="other", prefix="10.4.0.0/24", vlan=4094))
    d["subnets"].append(O(id="neg", name="Negative", purpose="other", prefix="10.5.0.0/24", vlan=5))
case("subnet.vlan-invalid", m, [f("error", ["big"]), f("error", ["neg"])], g, [["Big", "4095"], ["Negative", "-1"]])
def m(d):
    sub(d, "mgmt")["gateway"] = "10.0.1.1"
    d["subnets"].append(O(id="lab", name="Lab", purpose="other", prefix="10.9.0.0/24", vlan=9, gateway="10.9.0"))
    d["subnets"].append(O(id="lab2", name="Lab 2", purpose="other", prefix="10.8.0.0/24", vlan=8, gateway="10.8.0.255"))
def g(d):
    d["subnets"].append(O(id="lab", name="Lab", purpose="other", prefix="10.9.0.0/24", vlan=9, gateway="10.9.0.1"))
    d["subnets"].append(O(id="lab2", name="Lab 2", purpose="other", prefix="10.8.0.0/24", vlan=8, gateway="10.8.0.254"))
case("subnet.gateway-invalid", m, [f("error", ["lab"]), f("error", ["lab2"]), f("error", ["mgmt"])], g,
     [["Lab", "10.9.0"], ["Lab 2", "10.8.0.255"], ["Management", "10.0.1.1"]])
def m(d):
    owner(d, "hv1-s1")["address"] = "172.16.3.11"
    owner(d, "hv2-s1")["address"] = "172.16.1.255"
    owner(d, "hv2-mgmt")["address"] = "10.0.0.x"
    cluster(d, "hvc")["addresses"] = ["192.168.5.5"]
case("address.invalid", m, [f("error", ["hv1-s1", "st1"]), f("error", ["hv2-mgmt"]), f("error", ["hv2-s1", "st1"]), f("error", ["hvc"])],
     None, [["HV01", "outside"], ["HV02", "10.0.0.x"], ["HV02", "broadcast"], ["HVC01", "192.168.5.5"]])
def m(d):
    owner(d, "hv2-mgmt")["address"] = "10.0.0.11"
    cluster(d, "hvc")["addresses"] = ["10.0.0.1"]
case("address.duplicate", m, [f("error", ["hv1-mgmt", "hv2-mgmt"]), f("error", ["mgmt", "hvc"])], None,
     [["10.0.0.11", "HV01", "HV02"], ["10.0.0.1", "Management", "HVC01"]])
case("address.missing", lambda d: owner(d, "hv1-s1").pop("address"), [f("warning", ["hv1-s1"])], None,
     [["HV01", "SLOT 3 Port 1", "Storage 1"]])
case("node.multiple-gateways", lambda d: sub(d, "st1").__setitem__("gateway", "172.16.1.1"),
     [f("error", [n, "mgmt", "st1"]) for n in ("fs1", "fs2", "hv1", "hv2")], None, [["FS01", "Management", "Storage 1"]])
def m(d):
    d["suppressions"] = [O(rule="address.missing", objects=["hv1-s1"], reason="addresses come from the customer"),
                         O(rule="no.such-rule", objects=[], reason="typo")]
def g(d):
    owner(d, "hv1-s1").pop("address")
    d["suppressions"] = [O(rule="address.missing", objects=["hv1-s1"], reason="addresses come from the customer")]
case("suppression.unused", m, [f("info", []), f("info", ["hv1-s1"])], g, [["no.such-rule"], ["address.missing"]])

# ---- Storage networks
def m(d):
    owner(d, "hv1-s2").update(subnet="st1", address="172.16.1.31")
    node(d, "fs1")["os"] = "ws2012r2"
    owner(d, "fs1-s2").update(subnet="st1", address="172.16.1.32")
case("storage.shared-subnet", m, [f("error", ["fs1", "st1", "fs1-s1", "fs1-s2"]), f("warning", ["hv1", "st1", "hv1-s1", "hv1-s2"])],
     None, [["FS01", "Storage 1"], ["HV01", "Storage 1"]])
case("storage.routed", lambda d: sub(d, "st1").__setitem__("gateway", "172.16.1.1"), [f("warning", ["st1"])], None,
     [["Storage 1", "172.16.1.1"]])
case("storage.dns-registration", lambda d: owner(d, "hv1-s1").__setitem__("registerDns", True), [f("warning", ["hv1-s1"])],
     None, [["HV01", "SLOT 3 Port 1", "Storage 1"]])
case("storage.single-network", lambda d: drop_iface(d, "hv1", "hv1-s2"), [f("warning", ["hv1", "st1"])], None, [["HV01", "Storage 1"]])
def all_r2_on_a(d):
    for n in ("hv1", "hv2", "fs1", "fs2"): recable(d, f"{n}-r2", "tor-a")
case("storage.single-switch", all_r2_on_a, [f("warning", ["fsc", "tor-a"]), f("warning", ["hvc", "tor-a"])], None,
     [["FSC01", "TOR-A"], ["HVC01", "TOR-A"]])
case("storage.crosses-switches", lambda d: recable(d, "hv1-r1", "tor-b"), [f("warning", ["st1", "tor-a", "tor-b"])], None,
     [["Storage 1", "TOR-A", "TOR-B"]])
def g(d):  # fully converged: storage vNICs on SET fail over to the other ToR, both VLANs on both ToRs and the peer-link
    for n in ("hv1", "hv2", "fs1", "fs2"): smb_switch(d, n, True, True)
    for s in d["switches"]:
        for p in s["ports"]:
            if p["id"].endswith("-peer") or p["speedGbps"] == 25: p["vlans"] = [711, 712]
case("storage.vlan-on-peer-link", lambda d: port(d, "tor-a-peer").__setitem__("vlans", [711]), [f("warning", ["tor-a-peer", "st1"])], g,
     [["TOR-A", "VLAN 711", "Storage 1"]])
case("storage.shared-vlan", lambda d: sub(d, "st1").__setitem__("vlan", 712), [f("warning", ["st1", "st2"])], None,
     [["Storage 1", "Storage 2", "VLAN 712"]])
case("storage.management-vlan", lambda d: sub(d, "mgmt").__setitem__("vlan", 711), [f("warning", ["st1", "mgmt"])],
     lambda d: sub(d, "mgmt").__setitem__("vlan", 710), [["Storage 1", "711", "Management"]])
def speed(d, adapter, gbps):
    owner(d, adapter)["speedGbps"] = gbps; port(d, port_of(d, adapter))["speedGbps"] = gbps
def m(d):
    node(d, "hv1")["role"] = "s2d-node"
    for a in ("hv1-r1", "hv1-r2"): speed(d, a, 1)
    speed(d, "fs1-r1", 1)
def g(d):  # 10 Gbps is the minimum, and enough
    node(d, "hv1")["role"] = "s2d-node"
    for a in ("hv1-r1", "hv1-r2"): speed(d, a, 10)
case("storage.adapter-speed", m, [f("error", ["hv1", "hv1-r1", "hv1-r2"]), f("warning", ["fs1", "fs1-r1"])], g,
     [["HV01", "1 Gbps", "Storage Spaces Direct"], ["FS01", "1 Gbps"]])
def m(d):
    for a in ("hv2-r1", "hv2-r2"): speed(d, a, 10)
def g(d):  # each cluster uniform, the two clusters at different speeds
    for a in ("hv1-r1", "hv1-r2", "hv2-r1", "hv2-r2"): speed(d, a, 10)
case("cluster.storage-speed", m, [f("warning", ["hvc", "hv2"])], g, [["HVC01", "HV01", "25 Gbps", "HV02", "10 Gbps"]])
def m(d):
    recable(d, "fs2-r1", "tor-b")
    port(d, "tor-a-peer")["vlans"] = [712]
def g(d):
    recable(d, "fs2-r1", "tor-b")
    port(d, "tor-a-peer")["vlans"] = [711, 712]
case("subnet.partitioned", m, [f("error", ["st1", "hv1-s1", "hv2-s1", "fs1-s1", "fs2-s1"])], g,
     [["Storage 1", "HV01 / SLOT 3 Port 1", "FS02 / SLOT 3 Port 1", "VLAN 711"]])

# ---- RDMA and teaming
def m(d):
    node(d, "hv1")["teams"] = [O(id="hv1-rt", name="RTeam", members=["hv1-r1", "hv1-r2"], mode="switch-independent", loadBalancing="dynamic")]
    owner(d, "hv1-s1")["attach"] = O(team="hv1-rt")
    drop_iface(d, "hv1", "hv1-s2")
case("rdma.on-lbfo-team", m, [f("error", ["hv1-s1", "hv1-rt"])], None, [["HV01", "RTeam"]])
def m(d):
    node(d, "hv1")["teams"] = [O(id="hv1-rt", name="RTeam", members=["hv1-r1", "hv1-r2"], mode="switch-independent", loadBalancing="dynamic")]
def g(d):
    add_adapters(d, "hv1", ["x1", "x2"]); node(d, "hv1")["os"] = "ws2019"
    node(d, "hv1")["teams"] = [O(id="hv1-rt", name="RTeam", members=["hv1-x1", "hv1-x2"], mode="switch-independent", loadBalancing="dynamic")]
case("teaming.rnic-in-lbfo", m, [f("warning", ["hv1-r1", "hv1-rt"]), f("warning", ["hv1-r2", "hv1-rt"])], g, [["HV01", "RTeam"]])
def m(d):
    n = node(d, "hv1"); n["os"] = "ws2012r2"
    owner(d, "hv1-s1")["attach"] = O(vswitch="hv1-vs")
    n["vswitches"].append(O(id="hv1-vs2", name="VS2", uplinks=["hv1-r2"], embeddedTeaming=False, allowManagementOS=False))
case("rdma.vswitch-before-2016", m, [f("error", ["hv1-s1", "hv1-vs"]), f("error", ["hv1-s2", "hv1-r2"])],
     lambda d: lbfo_host(d, "hv1", "ws2012r2"), [["HV01"], ["HV01", "SLOT 4 Port 1"]])
case("teaming.set-before-2016", lambda d: node(d, "hv1").__setitem__("os", "ws2012r2"), [f("error", ["hv1-vs"])],
     lambda d: lbfo_host(d, "hv1", "ws2012r2"), [["HV01", "VS"]])
def m(d):
    owner(d, "hv1-n2").update(model="Broadcom 57414", speedGbps=25); port(d, port_of(d, "hv1-n2"))["speedGbps"] = 25
case("teaming.set-asymmetric", m, [f("error", ["hv1-vs", "hv1-n1", "hv1-n2"])], None, [["HV01", "VS", "Broadcom 57414"]])
def m(d):
    add_adapters(d, "hv1", [f"x{i}" for i in range(1, 8)])
    node(d, "hv1")["vswitches"][0]["uplinks"] += [f"hv1-x{i}" for i in range(1, 8)]
    for i in range(1, 8): recable_new = d["links"].append(O(id=f"lx{i}", a=f"hv1-x{i}", b=new_port(d, "tor-a", 10)))
def g(d):
    add_adapters(d, "hv1", [f"x{i}" for i in range(1, 7)])
    node(d, "hv1")["vswitches"][0]["uplinks"] += [f"hv1-x{i}" for i in range(1, 7)]
    for i in range(1, 7): d["links"].append(O(id=f"lx{i}", a=f"hv1-x{i}", b=new_port(d, "tor-a", 10)))
case("teaming.set-too-many", m, [f("error", ["hv1-vs"])], g, [["HV01", "VS", "9"]])
def m(d):
    n = node(d, "hv1")
    n["teams"] = [O(id="hv1-t", name="Team", members=["hv1-n1", "hv1-n2"], mode="switch-independent", loadBalancing="dynamic")]
    n["vswitches"][0]["uplinks"] = ["hv1-t"]
def g(d):
    m(d); v = node(d, "hv1")["vswitches"][0]; v["embeddedTeaming"] = False; v.pop("loadBalancing"); node(d, "hv1")["os"] = "ws2019"
case("teaming.set-on-team", m, [f("error", ["hv1-vs", "hv1-t"])], g, [["HV01", "VS", "Team"]])
case("rdma.not-capable", lambda d: owner(d, "hv1-r1").__setitem__("rdma", "none"), [f("error", ["hv1-s1"])], None, [["HV01", "SLOT 3 Port 1"]])
case("rdma.disabled", lambda d: owner(d, "hv1-s1").__setitem__("rdma", False), [f("warning", ["hv1-s1"])], None, [["HV01", "SLOT 3 Port 1"]])
case("rdma.mixed-transport", lambda d: owner(d, "fs1-r1").__setitem__("rdma", "iwarp"),
     [f("error", ["fsc", "fs1"]), f("error", ["st1", "hv1-s1", "fs1-s1"])], None,
     [["FSC01", "iWARP", "RoCEv2"], ["Storage 1", "iWARP", "RoCEv2"]])
case("rdma.vnic-unmapped", lambda d: smb_switch(d, "hv1", False, True), [f("warning", ["hv1-s1"]), f("warning", ["hv1-s2"])],
     lambda d: smb_switch(d, "hv1", True, True), [["HV01", "SLOT 3 Port 1"]])
case("rdma.vnic-priority-tag", lambda d: smb_switch(d, "hv1", True, False), [f("warning", ["hv1-s1"]), f("warning", ["hv1-s2"])],
     lambda d: smb_switch(d, "hv1", True, True), [["HV01", "SLOT 3 Port 1"]])
def m(d):
    owner(d, "hv1-r2")["speedGbps"] = 10; port(d, port_of(d, "hv1-r2"))["speedGbps"] = 10
case("multichannel.speed-mix", m, [f("warning", ["hv1"])], None, [["HV01", "10 Gbps", "25 Gbps"]])

# ---- QoS
def cls(d, name): return next(c for c in d["qos"]["classes"] if c["name"] == name)
case("qos.bandwidth-over", lambda d: cls(d, "SMB").__setitem__("bandwidthPercent", 99), [f("error", [])], None, [["100"]])
case("qos.priority-duplicate", lambda d: cls(d, "Cluster").__setitem__("priority", 3), [f("error", [])], None, [["SMB", "Cluster"]])
case("qos.roce-needs-pfc", lambda d: cls(d, "SMB").__setitem__("pfc", False), [f("error", [])])
def iwarp(d):
    for n in d["nodes"]:
        for a in n["adapters"]:
            if a["rdma"] != "none": a["rdma"] = "iwarp"
def m(d):
    iwarp(d); d["qos"]["classes"] = [c for c in d["qos"]["classes"] if c["name"] != "SMB"]
def g(d):  # iWARP needs no PFC: an SMB class without it is supported
    iwarp(d); cls(d, "SMB")["pfc"] = False
case("qos.iwarp-without-dcb", m, [f("info", [])], g)
case("qos.pfc-on-default", lambda d: d["qos"]["classes"].append(O(name="Backup", traffic="custom", port=5000, priority=0, bandwidthPercent=5, pfc=True)),
     [f("error", [])], None, [["Backup"]])
def m(d):
    d["qos"]["classes"] += [O(name="Backup", traffic="custom", port=5000, priority=4, bandwidthPercent=5, pfc=True),
                            O(name="Replica", traffic="custom", port=5001, priority=5, bandwidthPercent=5, pfc=True)]
def g(d):
    d["qos"]["classes"] += [O(name="Backup", traffic="custom", port=5000, priority=4, bandwidthPercent=5, pfc=True)]
case("qos.too-many-lossless", m, [f("warning", [])], g, [["SMB", "Backup", "Replica"]])
# Network ATC gives the cluster 2% on adapters of 10 GbE or less: the near-miss.
case("qos.cluster-class", lambda d: cls(d, "Cluster").__setitem__("bandwidthPercent", 5), [f("warning", [])],
     lambda d: cls(d, "Cluster").__setitem__("bandwidthPercent", 2), [["Cluster", "5%"]])
case("qos.smb-share", lambda d: cls(d, "SMB").__setitem__("bandwidthPercent", 10), [f("warning", [])], None, [["SMB", "10%"]])
case("qos.dcbx-willing", lambda d: d["qos"].__setitem__("dcbxWilling", True), [f("error", [])])

# ---- Fabric
case("fabric.switch-no-dcb", lambda d: sw(d, "tor-a").__setitem__("dcb", False), [f("error", ["tor-a", "st1"])], None, [["TOR-A", "Storage 1"]])
def m(d):
    sw(d, "tor-a")["qos"] = O(pfcPriorities=[4])
    sw(d, "tor-b")["qos"] = O(pfcPriorities=[3, 4])
    port(d, port_of(d, "hv1-r1"))["pfc"] = False
def g(d):
    sw(d, "tor-a")["qos"] = O(pfcPriorities=[3])
    sw(d, "tor-b")["qos"] = O(pfcPriorities=[3])
    port(d, port_of(d, "hv1-r1"))["pfc"] = True
case("fabric.pfc-mismatch", m, [f("error", ["tor-a"]), f("error", ["tor-a-2"]), f("warning", ["tor-b"])], g,
     [["TOR-A", "3"], ["TOR-A Ethernet1/2", "Storage 1"], ["TOR-B", "4"]])
case("fabric.ets-mismatch", lambda d: sw(d, "tor-a").__setitem__("qos", O(bandwidth=O([("0", 59), ("3", 40), ("7", 1)]))),
     [f("warning", ["tor-a"])], lambda d: sw(d, "tor-a").__setitem__("qos", O(bandwidth=O([("0", 49), ("3", 50), ("7", 1)]))),
     [["TOR-A", "40%", "50%"]])
case("fabric.dcbx-willing", lambda d: sw(d, "tor-a").__setitem__("qos", O(dcbxWilling=True)), [f("warning", ["tor-a"])],
     lambda d: sw(d, "tor-a").__setitem__("qos", O(dcbxWilling=False)), [["TOR-A"]])
case("fabric.roce-untagged", lambda d: sub(d, "st1").__setitem__("vlan", 0), [f("error", ["st1"])], None, [["Storage 1"]])
def m(d):
    sw(d, "tor-a")["mtu"] = 1500
    owner(d, "hv2-r1").pop("jumboPacket")
case("fabric.mtu-mismatch", m, [f("error", ["fs1-r1", "tor-a"]), f("error", ["fs2-r1", "tor-a"]), f("error", ["hv1-r1", "tor-a"]),
                                f("warning", ["st1"])], None,
     [["FS01 / SLOT 3 Port 1", "9000", "TOR-A", "1500"], None, None, ["Storage 1", "1514", "9014"]])
case("fabric.vlan-not-allowed", lambda d: port(d, port_of(d, "hv1-r1")).__setitem__("vlans", [712]),
     [f("error", ["tor-a-2", "hv1-r1"])], lambda d: port(d, port_of(d, "hv1-r1")).__setitem__("vlans", [711]),
     [["TOR-A Ethernet1/2", "HV01 / SLOT 3 Port 1", "711"]])

# ---- Switches
def m(d):
    a = sw(d, "tor-a"); a["model"] = "Nexus 93180YC-FX3"
    a["ports"][0]["name"] = "swp1"            # a Cumulus name on NX-OS
    a["ports"][1]["name"] = "Ethernet1/60"    # NX-OS, but not on this model's front panel
    sw(d, "tor-b")["platform"] = "dell-os10"  # keeps NX-OS names on an OS10 switch
def g(d):
    sw(d, "tor-a")["model"] = "Nexus 93180YC-FX3"
    b = sw(d, "tor-b"); b["platform"] = "dell-os10"; b["model"] = "S5248F-ON"
    for i, p in enumerate(b["ports"]):
        p["name"] = "ethernet1/1/49" if p["id"] == "tor-b-peer" else f"ethernet1/1/{i + 1}"
case("switch.port-name", m,
     [f("warning", ["tor-a-1"]), f("warning", ["tor-a-2"])] + [f("warning", [p]) for p in
         ["tor-b-1", "tor-b-2", "tor-b-3", "tor-b-4", "tor-b-5", "tor-b-6", "tor-b-7", "tor-b-8", "tor-b-peer"]],
     g, [["swp1", "TOR-A", "Cisco NX-OS", "Ethernet1/1"], ["TOR-A", "Nexus 93180YC-FX3", "Ethernet1/60", "Ethernet1/54"],
         ["Ethernet1/1", "TOR-B", "Dell SmartFabric OS10", "ethernet1/1/1"]])

def domain(d, a, b):
    sw(d, "tor-a")["redundancy"] = a; sw(d, "tor-b")["redundancy"] = b
def m(d):
    domain(d, O(domain=1, priority=100, keepalive="10.0.0.252", systemMac="02:00:00:00:00:01"),
              O(domain=2, priority=200, keepalive="10.0.0.253", systemMac="02:00:00:00:00:02"))
def g(d):  # the near miss: the same domain and MAC, everything else per switch
    domain(d, O(domain=1, priority=100, keepalive="10.0.0.252", systemMac="02:00:00:00:00:01"),
              O(domain=1, priority=200, keepalive="10.0.0.253", systemMac="02:00:00:00:00:01"))
case("switch.domain-mismatch", m, [f("error", ["tor-a", "tor-b"]), f("error", ["tor-a", "tor-b"])], g,
     [["TOR-A", "TOR-B", "1", "2"], ["02:00:00:00:00:01", "02:00:00:00:00:02"]])
def m(d):  # one address for both, and that outside the management subnet
    domain(d, O(domain=1, priority=100, keepalive="172.16.1.250"), O(domain=1, priority=200, keepalive="172.16.1.250"))
def g(d):
    domain(d, O(domain=1, priority=100, keepalive="10.0.0.252"), O(domain=1, priority=200, keepalive="10.0.0.253"))
case("switch.keepalive", m, [f("error", ["tor-a"]), f("error", ["tor-a", "tor-b"]), f("error", ["tor-b"])], g,
     [["172.16.1.250", "TOR-A"], ["TOR-A", "TOR-B", "172.16.1.250"], ["TOR-B"]])
def m(d):
    domain(d, O(domain=1, priority=100, keepalive="10.0.0.252"), O(domain=1, priority=100, keepalive="10.0.0.253"))
case("switch.domain-priority", m, [f("warning", ["tor-a", "tor-b"])], g, [["TOR-A", "TOR-B", "100"]])

def m(d):  # the management subnet untagged on the hosts' trunks: VLAN 1 on the switch
    for s in d["switches"]: del s["hostNativeVlan"]
def g(d):  # the near miss: one port states its own native VLAN, the switch none
    m(d)
    for s in d["switches"]:
        for p in s["ports"]: p["nativeVlan"] = 7
case("switch.native-vlan-1", m, [f("warning", [p, "mgmt"]) for p in
     ["tor-a-1", "tor-a-3", "tor-a-5", "tor-a-7", "tor-b-1", "tor-b-3", "tor-b-5", "tor-b-7"]], g,
     [["Management", "TOR-A", "Ethernet1/1", "VLAN 1"]])

# ---- Topology
case("teaming.set-one-switch", lambda d: recable(d, "hv1-n2", "tor-a"), [f("warning", ["hv1-vs", "tor-a"])], None,
     [["HV01", "VS", "TOR-A"]])
def m(d): d["links"] = [l for l in d["links"] if "hv1-r1" not in (l["a"], l["b"])]
case("topology.unlinked-adapter", m, [f("warning", ["hv1-r1"])], None, [["HV01", "SLOT 3 Port 1"]])
def m(d): d["links"].append(O(id="lextra", a="hv1-r1", b=new_port(d, "tor-a", 25)))
case("topology.port-reused", m, [f("error", ["hv1-r1", "l3", "lextra"])], None, [["HV01 / SLOT 3 Port 1", "2"]])
case("topology.speed-mismatch", lambda d: port(d, port_of(d, "hv1-r1")).__setitem__("speedGbps", 10),
     [f("warning", ["l3", "hv1-r1", "tor-a-2"])], None, [["HV01 / SLOT 3 Port 1", "25", "TOR-A Ethernet1/2", "10"]])
case("topology.single-point-of-failure", all_r2_on_a, [f("warning", ["fsc", "tor-a"]), f("warning", ["hvc", "tor-a"])], None,
     [["TOR-A", "FS01", "FS02", "FSC01"], ["TOR-A", "HV01", "HV02", "HVC01"]])
# Both storage ports on one dual-port card: Microsoft's host network requirements accept it, so a note only.
case("topology.same-card", lambda d: owner(d, "hv1-r2").__setitem__("card", "slot3"), [f("info", ["hv1"])], None, [["HV01", "slot3"]])
def m(d):
    node(d, "hv1")["rack"] = "R1"; node(d, "hv2")["rack"] = "R1"
def g(d):
    node(d, "hv1")["rack"] = "R1"; node(d, "hv2")["rack"] = "R2"
case("topology.one-rack", m, [f("info", ["hvc"])], g, [["HVC01", "R1"]])

# ---- Clusters and nodes
def m(d):
    node(d, "hv1")["name"] = "HV01.contoso"
    node(d, "hv2")["name"] = "HYPERVHOST-0002X"
    node(d, "fs1")["name"] = "1234"
case("node.name-invalid", m, [f("error", ["fs1"]), f("error", ["hv1"]), f("error", ["hv2"])], None,
     [["1234", "digits"], ["HV01.contoso", "\".\""], ["HYPERVHOST-0002X", "16"]])
def m(d):
    node(d, "fs2")["name"] = "hv01"
    cluster(d, "hvc")["name"] = "sofs01"
case("node.name-duplicate", m, [f("error", ["hv1", "fs2"]), f("error", ["hvc", "fsc"])], None, [["node HV01", "node hv01"], ["cluster sofs01", "access point of cluster FSC01"]])
def g(d):  # Azure Local supports a single-node cluster
    node(d, "hv1")["os"] = "azurelocal"
    d["clusters"].append(O(id="solo", name="SOLO", kind="hyper-v", members=["hv1"]))
case("cluster.size", lambda d: d["clusters"].append(O(id="solo", name="SOLO", kind="hyper-v", members=["hv1"])),
     [f("error", ["solo"])], g, [["SOLO", "1"]])
case("cluster.member-role", lambda d: node(d, "fs2").__setitem__("role", "other"), [f("warning", ["fsc", "fs2"])], None,
     [["FS02", "FSC01"]])
def m(d):
    drop_iface(d, "hv2", "hv2-s1"); drop_iface(d, "hv2", "hv2-s2")
case("cluster.heartbeat-networks", m, [f("warning", ["hvc", "hv1", "hv2"])], None, [["HV01", "HV02", "HVC01"]])
def m(d):
    owner(d, "fs2-r1")["name"] = "Storage A"
case("cluster.adapter-names", m, [f("info", ["fsc", "fs1", "fs2"])], None, [["FSC01", "Storage A"]])

def m(d):
    owner(d, "hv1-n1")["name"] = "NIC1\nRestart-Computer"
    sub(d, "st1")["name"] = "Storage\t1"
case("text.control-characters", m, [f("error", ["hv1-n1"]), f("error", ["st1"])], None,
     [["NIC1 Restart-Computer", "U+000a"], ["Storage 1", "U+0009"]])

# ---- SMB Multichannel
case("multichannel.unknown-interface", lambda d: node(d, "hv1")["smbConstraints"][0]["interfaces"].append("hv2-s1"),
     [f("error", ["hv1", "hv2-s1"])], None, [["HV01", "HV02 / SLOT 3 Port 1"]])
case("multichannel.unknown-server", lambda d: node(d, "hv1")["smbConstraints"][0].__setitem__("server", "SOFS99"),
     [f("warning", ["hv1"])], None, [["HV01", "SOFS99"]])
def m(d):
    d["subnets"].append(O(id="lm", name="Migration", purpose="live-migration", prefix="10.5.0.0/24", vlan=50))
    node(d, "hv1")["interfaces"].append(O(id="hv1-lm", name="LM", attach=O(vswitch="hv1-vs"), subnet="lm", address="10.5.0.11", rdma=False))
    node(d, "hv1")["smbConstraints"][0]["interfaces"] = ["hv1-lm"]
case("multichannel.no-common-subnet", m, [f("error", ["hv1", "hv1-lm"])], None, [["HV01", "SOFS01", "HV01 / LM"]])
case("multichannel.non-rdma", lambda d: node(d, "hv1")["smbConstraints"][0].__setitem__("interfaces", ["hv1-mgmt"]),
     [f("warning", ["hv1", "hv1-mgmt"])], None, [["HV01", "SOFS01", "HV01 / Management"]])
case("multichannel.missing", lambda d: node(d, "hv1").pop("smbConstraints"), [f("warning", ["hv1", "fsc"])], None, [["HV01", "SOFS01"]])

# ---- Live migration and platform
def m(d):
    for i in ("hv1-s1", "hv1-s2"): owner(d, i)["rdma"] = False
case("livemigration.smb-without-rdma", m, [f("warning", ["hv1"])], None, [["HV01"]])
case("livemigration.smb-unsupported", lambda d: node(d, "hv1").__setitem__("os", "ws2012"), [f("error", ["hv1"])],
     lambda d: (lbfo_host(d, "hv1", "ws2012"), node(d, "hv1").update(liveMigration=O(transport="compression"))), [["HV01"]])
case("livemigration.no-limit", lambda d: node(d, "hv1")["liveMigration"].pop("smbLimitMBps"), [f("warning", ["hv1"])], None, [["HV01"]])
def m(d):
    node(d, "hv1")["liveMigration"] = O(transport="compression"); node(d, "hv2").pop("liveMigration")
case("livemigration.not-smb", m, [f("info", ["hv1"]), f("info", ["hv2"])], None, [["HV01", "2"], ["HV02"]])
case("platform.network-atc-unsupported", lambda d: d["platform"].__setitem__("networkAtc", True), [f("error", [])],
     lambda d: d["platform"].update(os="ws2025", networkAtc=True), [["ws2022"]])
def m(d):
    for nid in ("hv1", "fs1"):
        add_adapters(d, nid, ["x1", "x2"])
        node(d, nid)["teams"] = [O(id=f"{nid}-t", name="Team", members=[f"{nid}-x1", f"{nid}-x2"], mode="lacp", loadBalancing="dynamic")]
    node(d, "fs1")["os"] = "azurelocal"
case("platform.lbfo-unsupported", m, [f("error", ["fs1-t"]), f("warning", ["hv1-t"])], None, [["FS01", "Team", "Azure Local"], ["HV01", "Team", "ws2022"]])

# ---- Completeness
def m(d):
    i = owner(d, "hv1-s1"); i.pop("subnet"); i.pop("address")
case("interface.no-subnet", m, [f("error", ["hv1-s1"])], None, [["HV01", "SLOT 3 Port 1"]])
case("node.no-management", lambda d: drop_iface(d, "hv2", "hv2-mgmt"), [f("warning", ["hv2"])], None, [["HV02"]])
case("rdma.adapter-unused", lambda d: drop_iface(d, "fs1", "fs1-s2"), [f("warning", ["fs1-r2"])], None,
     [["FS01", "SLOT 4 Port 1"]])
def m(d):
    node(d, "fs2")["role"] = "s2d-node"
    cluster(d, "fsc")["members"] = []
    cluster(d, "hvc")["members"] = ["hv1"]
case("node.not-clustered", m, [f("error", ["fs1"]), f("error", ["fs2"]), f("warning", ["hv2"])], None,
     [["FS01", "Scale-Out File Server"], ["FS02", "Storage Spaces Direct"], ["HV02", "Management", "HV01"]])
def m(d):
    node(d, "hv1")["management"] = O(address="999.1.1.1")
    node(d, "fs1")["management"] = O(address="my host; rm -rf")
    sw(d, "tor-a")["management"] = O(address="tor-a..mgmt", user="admin")
def g(d):
    node(d, "hv1")["management"] = O(address="10.0.0.11")
    node(d, "fs1")["management"] = O(address="fs01.contoso.local")
    sw(d, "tor-a")["management"] = O(address="fd00:10::a", user="admin")
case("management.endpoint-invalid", m, [f("error", ["fs1"]), f("error", ["hv1"]), f("error", ["tor-a"])], g,
     [["FS01", "my host; rm -rf"], ["HV01", "999.1.1.1"], ["TOR-A", "tor-a..mgmt"]])

# ---- Supported patterns (issue 32): designs Microsoft documents as supported,
# each one edit or one build away from the base. tst_rules requires every one
# of them to validate without an error or a warning.
patterns = O()
def pattern(name, build):
    d = base(); build(d); patterns[name] = d
def m(d):
    for n in ("hv1", "hv2", "fs1", "fs2"): smb_switch(d, n, True, True)
    for s in d["switches"]:
        for p in s["ports"]:
            if p["id"].endswith("-peer") or p["speedGbps"] == 25: p["vlans"] = [711, 712]
pattern("fully-converged-both-vlans", m)
pattern("dual-port-storage-card", lambda d: [owner(d, f"{n}-r2").__setitem__("card", "slot3") for n in ("hv1", "hv2", "fs1", "fs2")])
pattern("cluster-share-2", lambda d: cls(d, "Cluster").__setitem__("bandwidthPercent", 2))
def m(d):
    iwarp(d); cls(d, "SMB")["pfc"] = False
    for s in d["switches"]: s["dcb"] = False
pattern("iwarp-without-pfc", m)
def single(d):
    # One Azure Local machine: management and compute on SET over two ports to the switch pair, storage on its own drives.
    d["platform"] = O(os="azurelocal")
    d["subnets"] = [sub(d, "mgmt")]
    n = node(d, "hv1"); n["role"] = "s2d-node"
    n["adapters"] = [a for a in n["adapters"] if a["id"] in ("hv1-n1", "hv1-n2")]
    n["interfaces"] = [i for i in n["interfaces"] if i["id"] == "hv1-mgmt"]
    for k in ("smbConstraints", "liveMigration"): n.pop(k, None)
    d["nodes"] = [n]
    d["clusters"] = [O(id="one", name="AZL01", kind="s2d", members=["hv1"], addresses=["10.0.0.50"])]
    d["links"] = [l for l in d["links"] if l["a"] in ("hv1-n1", "hv1-n2") or l.get("kind") == "peer-link"]
    used = {l["b"] for l in d["links"]} | {l["a"] for l in d["links"]}
    for s in d["switches"]: s["ports"] = [p for p in s["ports"] if p["id"] in used]
pattern("single-node-azure-local", single)
def switchless3(d):
    # Three S2D nodes, two direct cables between every two of them (one per card), a storage subnet and VLAN per cable.
    single(d)
    d["platform"] = O(os="ws2022")
    d["qos"] = base()["qos"]
    nodes = []
    for k, nid in enumerate(("n1", "n2", "n3")):
        n = copy.deepcopy(node(d, "hv1")); octet = 11 + k
        n["id"] = nid; n["name"] = f"S2D-N0{k + 1}"
        for a in n["adapters"]: a["id"] = a["id"].replace("hv1", nid)
        v = n["vswitches"][0]; v["id"] = f"{nid}-vs"; v["uplinks"] = [f"{nid}-n1", f"{nid}-n2"]
        m = n["interfaces"][0]; m.update(id=f"{nid}-mgmt", attach=O(vswitch=f"{nid}-vs"), address=f"10.0.0.{octet}")
        for slot in (3, 4):
            for port in (1, 2):
                n["adapters"].append(O(id=f"{nid}-s{slot}p{port}", name=f"SLOT {slot} Port {port}", model="ConnectX-6 Dx",
                                       speedGbps=25, rdma="rocev2", card=f"slot{slot}", jumboPacket=9014))
        n["liveMigration"] = O(transport="smb", smbLimitMBps=750)
        nodes.append(n)
    d["nodes"] = nodes
    d["clusters"] = [O(id="s2dc", name="S2DC03", kind="s2d", members=["n1", "n2", "n3"], addresses=["10.0.0.50"])]
    d["links"] = [l for l in d["links"] if l.get("kind") == "peer-link"]
    for s in d["switches"]: s["ports"] = [p for p in s["ports"] if p["id"].endswith("-peer")]
    for k, n in enumerate(nodes):
        for side, a in (("a", f"{n['id']}-n1"), ("b", f"{n['id']}-n2")):
            sw = d["switches"][0 if side == "a" else 1]; pid = f"tor-{side}-{k + 1}"
            sw["ports"].append(O(id=pid, name=f"Ethernet1/{k + 1}", speedGbps=10))
            d["links"].append(O(id=f"m{k}{side}", a=a, b=pid))
    # Each node's first peer uses port 1 of each card, its second peer port 2.
    vlan = 711
    for i, j in ((0, 1), (0, 2), (1, 2)):
        pi = 1 if j == min(x for x in (0, 1, 2) if x != i) else 2
        pj = 1 if i == min(x for x in (0, 1, 2) if x != j) else 2
        for slot in (3, 4):
            sid = f"st{vlan - 710}"
            d["subnets"].append(O(id=sid, name=f"Storage {vlan - 710}", purpose="storage", prefix=f"172.16.{vlan - 710}.0/24", vlan=vlan))
            for n, p in ((nodes[i], pi), (nodes[j], pj)):
                n["interfaces"].append(O(id=f"{n['id']}-{sid}", name=f"SLOT {slot} Port {p}", attach=O(adapter=f"{n['id']}-s{slot}p{p}"),
                                         subnet=sid, address=f"172.16.{vlan - 710}.{11 + nodes.index(n)}", rdma=True))
            d["links"].append(O(id=f"x{vlan}", a=f"{nodes[i]['id']}-s{slot}p{pi}", b=f"{nodes[j]['id']}-s{slot}p{pj}"))
            vlan += 1
pattern("switchless-three-node", switchless3)

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "data", "rules")
# Each case written here replaces its folder; folders of cases written by
# hand (not in this script) are left as they are.
for rule, (b, g, exp) in cases.items():
    shutil.rmtree(f"{root}/{rule}", ignore_errors=True)
    os.makedirs(f"{root}/{rule}")
    b["meta"]["name"] = f"{rule}: raises"; g["meta"]["name"] = f"{rule}: clean"
    for name, d in (("raises.hvnet", b), ("clean.hvnet", g)):
        with open(f"{root}/{rule}/{name}", "w") as fh: fh.write(json.dumps(d, indent=2) + "\n")
    with open(f"{root}/{rule}/expected.json", "w") as fh: fh.write(json.dumps(O(findings=exp), indent=2) + "\n")
proot = os.path.join(root, "..", "patterns")
shutil.rmtree(proot, ignore_errors=True); os.makedirs(proot)
for name, d in patterns.items():
    d["meta"]["name"] = f"Supported pattern: {name}"
    with open(f"{proot}/{name}.hvnet", "w") as fh: fh.write(json.dumps(d, indent=2) + "\n")
print(len(cases), "cases,", len(patterns), "supported patterns")
