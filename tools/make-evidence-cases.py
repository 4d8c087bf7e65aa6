#!/usr/bin/env python3
"""Writes tests/data/evidence/drift/<case>/: one drift per case, on a base.

Each base is a starter's evidence as its hosts report it once deployed
(tests/data/evidence/<starter>/, written by tst_live's writeFixtures from the
documented cmdlet output shapes, then reviewed). A case copies one or two of
the base's files, changes exactly what its README says, and lists the
findings hvnet check must give (case.json): rule, design objects, and the
evidence file and line, found here by where the changed value is written,
not by running hvnet. tst_live overlays each case on its base and compares.

Cases can also be written by hand: the tests read the folders, not this
script. Run: python3 tools/make-evidence-cases.py
"""
import collections, json, os, shutil

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, '..', 'tests', 'data', 'evidence')
O = collections.OrderedDict


def load(base, path):
    with open(os.path.join(DATA, base, path), encoding='utf-8') as f:
        return json.load(f, object_pairs_hook=O)


def write_ps(value):
    """The layout of Windows PowerShell 5.1's ConvertTo-Json, as the
    fixtures have it; returns the text and the line of every value's path."""
    out, lines = [], {}
    line = [1]

    def emit(text):
        out.append(text)
        line[0] += text.count('\n')

    def value_at(v, col, path):
        lines[path] = line[0]
        pad = ' ' * col
        if isinstance(v, dict):
            emit('{')
            if not v:
                emit('\r\n\r\n' + pad + '}')
                return
            for i, (k, child) in enumerate(v.items()):
                emit('\r\n' if i == 0 else ',\r\n')
                key = json.dumps(k, ensure_ascii=False) + ':  '
                emit(' ' * (col + 4) + key)
                value_at(child, col + 4 + len(key), path + (k,))
            emit('\r\n' + pad + '}')
        elif isinstance(v, list):
            emit('[')
            if not v:
                emit('\r\n\r\n' + pad + ']')
                return
            for i, child in enumerate(v):
                emit('\r\n' if i == 0 else ',\r\n')
                emit(' ' * (col + 4))
                value_at(child, col + 4, path + (i,))
            emit('\r\n' + pad + ']')
        else:
            emit(json.dumps(v, ensure_ascii=False))

    value_at(value, 0, ())
    return ''.join(out), lines


def item(doc, section, **match):
    """The index of the item of a section whose fields have these values."""
    for i, it in enumerate(doc['sections'][section]['items']):
        if all(it.get(k) == v for k, v in match.items()):
            return i
    raise KeyError((section, match))


def path_test(doc, target):
    """The index and entry of the path test to this target address."""
    for i, p in enumerate(doc['paths']):
        if p['target'] == target:
            return i, p
    raise KeyError(target)


class Case:
    def __init__(self, name, base, design, readme):
        self.name, self.base, self.design, self.readme = name, base, design, readme
        self.files, self.expected, self.remove, self.raw = {}, [], [], {}

    def doc(self, path):
        if path not in self.files:
            self.files[path] = load(self.base, path)
        return self.files[path]

    def expect(self, rule, objects, path, where):
        self.expected.append((rule, objects, path, where))

    def write(self):
        folder = os.path.join(DATA, 'drift', self.name)
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
        lines = {}
        for path, doc in self.files.items():
            text, lines[path] = write_ps(doc)
            self.put(folder, path, text.encode('utf-8'))
        for path, data in self.raw.items():
            self.put(folder, path, data)
        expected = []
        for rule, objects, path, where in self.expected:
            e = O(rule=rule, objects=objects)
            if path:
                line = where if isinstance(where, int) else lines[path][where]
                e['evidence'] = O(file=path, line=line)
            expected.append(e)
        case = O(base=self.base, design=self.design, remove=self.remove, expected=expected)
        with open(os.path.join(folder, 'case.json'), 'w', encoding='utf-8') as f:
            json.dump(case, f, indent=2)
            f.write('\n')
        with open(os.path.join(folder, 'README.md'), 'w', encoding='utf-8') as f:
            f.write('# %s\n\n%s\n\nBase: `tests/data/evidence/%s/` (the design `%s` as deployed), with the '
                    'files here in place of the base\'s%s. Written by `tools/make-evidence-cases.py`.\n'
                    % (self.name, self.readme, self.base, self.design,
                       ' and without ' + ', '.join('`%s`' % r for r in self.remove) if self.remove else ''))

    @staticmethod
    def put(folder, path, data):
        target = os.path.join(folder, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, 'wb') as f:
            f.write(data)


S2D, SOFS, ATC = 's2d-converged-set', 'sofs-hyperv-2012r2', 'azurelocal-atc'


def cases():
    out = []

    c = Case('live.host-os', S2D, S2D, 'S2D02 runs Windows Server 2019 (build 17763) where the design plans 2022.')
    d = c.doc('hosts/S2D02.json')
    d['os'].update(caption='Microsoft Windows Server 2019 Datacenter', version='10.0.17763', buildNumber=17763,
                   powerShell='5.1.17763.1')
    c.expect('live.host-os', ['n2'], 'hosts/S2D02.json', ('os',))
    out.append(c)

    c = Case('live.host-adapter', S2D, S2D, "S2D03's SLOT 4 Port 1 negotiated 10 Gbps; the design plans 25 Gbps.")
    d = c.doc('hosts/S2D03.json')
    i = item(d, 'netAdapter', Name='SLOT 4 Port 1')
    d['sections']['netAdapter']['items'][i].update(LinkSpeed='10 Gbps', ReceiveLinkSpeed=10000000000,
                                                   TransmitLinkSpeed=10000000000)
    c.expect('live.host-adapter', ['n3-p2'], 'hosts/S2D03.json', ('sections', 'netAdapter', 'items', i, 'ReceiveLinkSpeed'))
    out.append(c)

    c = Case('live.host-mtu', S2D, S2D,
             "S2D01's host vNIC SMB2 has *JumboPacket 1514 (jumbo frames off) and an IP MTU of 1500; the design plans 9014.")
    d = c.doc('hosts/S2D01.json')
    i = item(d, 'netAdapterAdvancedProperty', Name='vEthernet (SMB2)', RegistryKeyword='*JumboPacket')
    d['sections']['netAdapterAdvancedProperty']['items'][i].update(RegistryValue=['1514'], DisplayValue='Disabled')
    j = item(d, 'netIPInterface', InterfaceAlias='vEthernet (SMB2)')
    d['sections']['netIPInterface']['items'][j]['NlMtu'] = 1500
    c.expect('live.host-mtu', ['n1-smb2'], 'hosts/S2D01.json',
             ('sections', 'netAdapterAdvancedProperty', 'items', i, 'RegistryValue'))
    out.append(c)

    c = Case('live.host-rdma', S2D, S2D, "RDMA is disabled on S2D04's host vNIC SMB1.")
    d = c.doc('hosts/S2D04.json')
    i = item(d, 'netAdapterRdma', Name='vEthernet (SMB1)')
    d['sections']['netAdapterRdma']['items'][i].update(Enabled=False, Operational=False)
    c.expect('live.host-rdma', ['n4-smb1'], 'hosts/S2D04.json', ('sections', 'netAdapterRdma', 'items', i, 'Enabled'))
    out.append(c)

    c = Case('live.host-qos', S2D, S2D,
             'S2D02 has PFC on priority 4 as well as 3 in its global policy (the adapters still run 3 only).')
    d = c.doc('hosts/S2D02.json')
    i = item(d, 'netQosFlowControl', Priority=4)
    d['sections']['netQosFlowControl']['items'][i]['Enabled'] = True
    c.expect('live.host-qos', ['n2'], 'hosts/S2D02.json', ('sections', 'netQosFlowControl', 'items', i, 'Enabled'))
    out.append(c)

    c = Case('live.host-dcbx', S2D, S2D, 'DCBX willing is on in S2D03\'s global DCB setting.')
    d = c.doc('hosts/S2D03.json')
    d['sections']['netQosDcbxSetting']['items'][0]['Willing'] = True
    c.expect('live.host-dcbx', ['n3'], 'hosts/S2D03.json', ('sections', 'netQosDcbxSetting', 'items', 0, 'Willing'))
    out.append(c)

    c = Case('live.host-vswitch', S2D, S2D,
             "S2D01's host vNIC SMB2 is mapped to SLOT 3 Port 1, the port SMB1 uses; the design maps it to SLOT 4 Port 1.")
    d = c.doc('hosts/S2D01.json')
    i = item(d, 'vmNetworkAdapterTeamMapping', VMNetworkAdapterName='SMB2')
    d['sections']['vmNetworkAdapterTeamMapping']['items'][i]['NetAdapterName'] = 'SLOT 3 Port 1'
    c.expect('live.host-vswitch', ['n1-smb2'], 'hosts/S2D01.json',
             ('sections', 'vmNetworkAdapterTeamMapping', 'items', i, 'NetAdapterName'))
    out.append(c)

    c = Case('live.host-address', S2D, S2D,
             'S2D02 has a second default gateway, 10.71.1.1 on its storage vNIC SMB1: two gateways, and one on a '
             'network the design gives none.')
    d = c.doc('hosts/S2D02.json')
    routes = d['sections']['netRoute']['items']
    index = d['sections']['netAdapter']['items'][item(d, 'netAdapter', Name='vEthernet (SMB1)')]['ifIndex']
    routes.append(O(InterfaceAlias='vEthernet (SMB1)', InterfaceIndex=index, NextHop='10.71.1.1', RouteMetric=0))
    n = len(routes) - 1
    c.expect('live.host-address', ['n2'], 'hosts/S2D02.json', ('sections', 'netRoute', 'items', n))
    c.expect('live.host-address', ['n2-smb1'], 'hosts/S2D02.json', ('sections', 'netRoute', 'items', n))
    out.append(c)

    c = Case('live.host-dns', S2D, S2D, "S2D04's storage vNIC SMB1 registers its address in DNS.")
    d = c.doc('hosts/S2D04.json')
    i = item(d, 'dnsClient', InterfaceAlias='vEthernet (SMB1)')
    d['sections']['dnsClient']['items'][i]['RegisterThisConnectionsAddress'] = True
    c.expect('live.host-dns', ['n4-smb1'], 'hosts/S2D04.json',
             ('sections', 'dnsClient', 'items', i, 'RegisterThisConnectionsAddress'))
    out.append(c)

    c = Case('live.smb', S2D, S2D, "SMB does not see S2D01's storage vNIC SMB1 as RDMA-capable.")
    d = c.doc('hosts/S2D01.json')
    i = item(d, 'smbClientNetworkInterface', FriendlyName='vEthernet (SMB1)')
    d['sections']['smbClientNetworkInterface']['items'][i]['RdmaCapable'] = False
    c.expect('live.smb', ['n1-smb1'], 'hosts/S2D01.json',
             ('sections', 'smbClientNetworkInterface', 'items', i, 'RdmaCapable'))
    out.append(c)

    c = Case('live.cluster-network', S2D, S2D,
             'The cluster has merged the storage subnets 10.71.1.0/24 and 10.71.2.0/24 into one cluster network, as '
             'every member reports.')
    for host in ('S2D01', 'S2D02', 'S2D03', 'S2D04'):
        d = c.doc('hosts/%s.json' % host)
        nets = d['sections']['clusterNetwork']['items']
        first = item(d, 'clusterNetwork', Name='Storage 1')
        nets[first]['Ipv4Addresses'] = ['10.71.1.0', '10.71.2.0']
        del nets[item(d, 'clusterNetwork', Name='Storage 2')]
    c.expect('live.cluster-network', ['s2dc', 'st1', 'st2'], 'hosts/S2D01.json',
             ('sections', 'clusterNetwork', 'items', item(c.doc('hosts/S2D01.json'), 'clusterNetwork', Name='Storage 1')))
    out.append(c)

    c = Case('live.live-migration', SOFS, SOFS, 'HV02 migrates with Compression; the design plans SMB.')
    d = c.doc('hosts/HV02.json')
    d['sections']['vmHost']['items'][0]['VirtualMachineMigrationPerformanceOption'] = 'Compression'
    c.expect('live.live-migration', ['hv2'], 'hosts/HV02.json',
             ('sections', 'vmHost', 'items', 0, 'VirtualMachineMigrationPerformanceOption'))
    out.append(c)

    c = Case('live.intent', ATC, ATC,
             "Network ATC reports S2D-N02's storage intent as failed (RDMA not operational).")
    d = c.doc('hosts/S2D-N02.json')
    i = item(d, 'netIntentStatus', IntentName='Storage')
    d['sections']['netIntentStatus']['items'][i].update(
        ConfigurationStatus='Failed', Error='RDMANotOperational: RDMA is not operational on SLOT 3 Port 1')
    c.expect('live.intent', ['n2-s1', 'n2-smb1', 'n2-s2', 'n2-smb2'], 'hosts/S2D-N02.json',
             ('sections', 'netIntentStatus', 'items', i))
    out.append(c)

    c = Case('live.not-checked', S2D, S2D, 'There is no evidence for S2D03: its collect script did not run.')
    c.remove = ['hosts/S2D03.json']
    c.expect('live.not-checked', ['n3'], None, None)
    out.append(c)

    c = Case('live.evidence-unreadable', S2D, S2D,
             "S2D02's evidence ends in the middle (a copy cut short), S2D03's has \"yes\" where RDMA's Enabled is "
             "true or false, and in S2D02's path tests the counters of the path to S2D03 on Storage 1 say \"64 MiB\" "
             "where a number of bytes belongs.")
    text, _ = write_ps(load(S2D, 'hosts/S2D02.json'))
    cut = '\r\n'.join(text.split('\r\n')[:400]) + '\r\n'
    c.raw['hosts/S2D02.json'] = cut.encode('utf-8')
    c.expect('live.evidence-unreadable', ['n2'], 'hosts/S2D02.json', cut.count('\n') + 1)
    d = c.doc('hosts/S2D03.json')
    i = item(d, 'netAdapterRdma', Name='SLOT 3 Port 1')
    d['sections']['netAdapterRdma']['items'][i]['Enabled'] = 'yes'
    c.expect('live.evidence-unreadable', ['n3'], 'hosts/S2D03.json', ('sections', 'netAdapterRdma', 'items', i, 'Enabled'))
    # A path test in another shape: refused with the line of the value, and
    # that path has no result.
    i, p = path_test(c.doc('paths/S2D02.json'), '10.71.1.13')
    p['counters']['bytes'] = '64 MiB'
    where = ('paths', i, 'counters', 'bytes')
    c.expect('live.evidence-unreadable', ['n2'], 'paths/S2D02.json', where)
    c.expect('live.not-checked', ['n2-smb1', 'n3-smb1', 'st1'], 'paths/S2D02.json', 0)
    out.append(c)

    c = Case('live.path', S2D, S2D,
             'From S2D01, pings of the planned 9000-byte MTU to S2D02 on Storage 2 do not come back (a hop that '
             'takes no jumbo frames). The script stops that path there (its later stages are null); to S2D03 on '
             'Storage 2 the ping fails too, and a later stage that says SMB runs over TCP (a file edited by hand) '
             'is not reported: only the first failed stage counts.')
    i, p = path_test(c.doc('paths/S2D01.json'), '10.71.2.12')
    p['ping'].update(received=0, error='PacketTooBig')
    p.update(tcp=None, smb=None, counters=None, active=None)
    where = ('paths', i, 'ping')
    i, p = path_test(c.doc('paths/S2D01.json'), '10.71.2.13')
    p['ping'].update(received=2, error='TimedOut')
    p['smb'][0]['connections'][0]['ClientRdmaCapable'] = False
    p['counters'].update(rdmaBytes=0, smbDirectBytes=0)
    where3 = ('paths', i, 'ping')
    c.expect('live.path', ['n1-smb2', 'n2-smb2', 'st2'], 'paths/S2D01.json', where)
    c.expect('live.path', ['n1-smb2', 'n3-smb2', 'st2'], 'paths/S2D01.json', where3)
    out.append(c)

    c = Case('live.path-smb-tcp', S2D, S2D,
             'From S2D01, SMB falls back to TCP twice: to S2D02 on Storage 1 the storage bus (SBL instance) '
             'connection is not RDMA-capable at the client, so the script stops there; to S2D03 on Storage 1 every '
             'connection says RDMA, but the read from the peer moved the network stack\'s bytes and no RDMA bytes.')
    i, p = path_test(c.doc('paths/S2D01.json'), '10.71.1.12')
    k = [x['instance'] for x in p['smb']].index('SBL')
    p['smb'][k]['connections'][0]['ClientRdmaCapable'] = False
    p.update(counters=None, active=None)
    where = ('paths', i, 'smb', k, 'connections', 0)
    i, p = path_test(c.doc('paths/S2D01.json'), '10.71.1.13')
    p['counters'].update(rdmaBytes=0, smbDirectBytes=0, stackBytes=67403776)
    where3 = ('paths', i, 'counters')
    c.expect('live.path-smb-tcp', ['n1-smb1', 'n2-smb1', 'st1'], 'paths/S2D01.json', where)
    c.expect('live.path-smb-tcp', ['n1-smb1', 'n3-smb1', 'st1'], 'paths/S2D01.json', where3)
    out.append(c)

    c = Case('live.path-rdma-counters', S2D, S2D,
             'From S2D04 to S2D01 on Storage 2, the read from the peer moved neither the RDMA Activity bytes of '
             'the source adapter nor the SMB Direct Connection bytes, and the network stack carried nothing either '
             '(SMB used the other interfaces).')
    i, p = path_test(c.doc('paths/S2D04.json'), '10.71.2.11')
    p['counters'].update(rdmaBytes=0, smbDirectBytes=0)
    where = ('paths', i, 'counters')
    c.expect('live.path-rdma-counters', ['n4-smb2', 'n1-smb2', 'st2'], 'paths/S2D04.json', where)
    out.append(c)

    return out


if __name__ == '__main__':
    shutil.rmtree(os.path.join(DATA, 'drift'), ignore_errors=True)
    for case in cases():
        case.write()
        print('wrote drift/%s' % case.name)
