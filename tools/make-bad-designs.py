#!/usr/bin/env python3
"""Writes tests/data/bad/designs/<case>.hvnet: one flaw per file, on the
starter s2d-converged-set (templates/starters/).

Each case is a design file a consultant could plausibly hand hvnet: cut
short, saved by the wrong editor, edited by hand with a typo, merged badly
in git. The error hvnet must give for it is in <case>.expected, written and
reviewed by hand, not by this script (tests/data/bad/README.md says the
format). tst_badinput runs each through `hvnet validate` and the designer's
open path. The script only makes the inputs reproducible; it never
overwrites an .expected file.

Run: python3 tools/make-bad-designs.py
"""
import collections, copy, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, '..')
OUT = os.path.join(ROOT, 'tests', 'data', 'bad', 'designs')
O = collections.OrderedDict

with open(os.path.join(ROOT, 'templates', 'starters', 's2d-converged-set.hvnet'), encoding='utf-8') as f:
    BASE = json.load(f, object_pairs_hook=O)


def text(d):
    return json.dumps(d, indent=2, ensure_ascii=False) + '\n'


def good():
    return text(BASE).encode('utf-8')


def edit(change):
    d = copy.deepcopy(BASE)
    change(d)
    return text(d).encode('utf-8')


def replace_once(old, new):
    t = text(BASE)
    assert t.count(old) >= 1, old
    return t.replace(old, new, 1).encode('utf-8')


def node(d, i=0):
    return d['nodes'][i]


def port(d, s=0, p=0):
    return d['switches'][s]['ports'][p]


def set_(path, value):
    def change(d):
        target = d
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return change


def delete(path):
    def change(d):
        target = d
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]
    return change


def insert_after(path, key, value):
    """Adds key: value to the object at path, after its last member."""
    def change(d):
        target = d
        for k in path:
            target = target[k]
        target[key] = value
    return change


def first_line_with(t, needle):
    return t.index(needle)


CASES = O()

# --- bytes and syntax -------------------------------------------------------
CASES['empty'] = b''
CASES['whitespace-only'] = b'\n  \n'
CASES['truncated-middle'] = good()[:len(good()) * 2 // 5]
CASES['truncated-last-brace'] = good().rstrip()[:-1]
CASES['trailing-comma'] = replace_once('"revision": "1"', '"revision": "1",')
CASES['single-quotes'] = replace_once('"author": "hvnet starter"', "'author': 'hvnet starter'")
CASES['comment-line'] = replace_once('  "platform": {', '  // the platform\n  "platform": {')
CASES['unquoted-key'] = replace_once('"customer": ', 'customer: ')
CASES['missing-comma'] = replace_once('"customer": "Example Customer",', '"customer": "Example Customer"')
CASES['bom-utf8'] = b'\xef\xbb\xbf' + good()
CASES['utf16le-bom'] = b'\xff\xfe' + good().decode('utf-8').encode('utf-16-le')
CASES['utf16be-bom'] = b'\xfe\xff' + good().decode('utf-8').encode('utf-16-be')
CASES['utf16le-no-bom'] = good().decode('utf-8').encode('utf-16-le')
CASES['invalid-utf8'] = replace_once('"customer": "Example Customer"', '"customer": "Example \udcffCustomer"'.replace(
    '\udcff', 'XFFX')).replace(b'XFFX', b'\xff')
CASES['latin1-text'] = replace_once('"customer": "Example Customer"', '"customer": "M\u00fcller AG"').replace(
    'ü'.encode('utf-8'), b'\xfc')
CASES['nul-byte'] = replace_once('"author": "hvnet starter"', '"author": "hvnet XNULX starter"').replace(
    b'XNULX', b'\x00')
CASES['top-level-array'] = b'[\n' + good().rstrip() + b'\n]\n'
CASES['two-documents'] = good() + good()
CASES['raw-newline-in-string'] = replace_once('"author": "hvnet starter"', '"author": "hvnet\nstarter"')
CASES['bad-escape'] = replace_once('"author": "hvnet starter"', '"author": "hvnet\\xstarter"')
CASES['lone-surrogate'] = replace_once('"author": "hvnet starter"', '"author": "hvnet \\ud800 starter"')
CASES['leading-zero'] = replace_once('"formatVersion": 1', '"formatVersion": 01')
CASES['nan'] = replace_once('"speedGbps": 25', '"speedGbps": NaN')
CASES['merge-conflict'] = replace_once('    "revision": "1",\n',
                                       '<<<<<<< HEAD\n    "revision": "1",\n=======\n    "revision": "2",\n>>>>>>> branch\n')

# --- the document -----------------------------------------------------------
CASES['wrong-format'] = edit(set_(['format'], 'hvnet-template'))
CASES['newer-format-version'] = edit(set_(['formatVersion'], 99))
CASES['format-version-string'] = edit(set_(['formatVersion'], '1'))
CASES['format-version-zero'] = edit(set_(['formatVersion'], 0))
CASES['missing-format'] = edit(delete(['format']))
CASES['unknown-top-key'] = replace_once('"switches": [', '"switchs": [')
CASES['unknown-node-key'] = edit(insert_after(['nodes', 0], 'hostname', 'S2D01'))
CASES['missing-meta-name'] = edit(delete(['meta', 'name']))
CASES['missing-nodes'] = edit(delete(['nodes']))
CASES['duplicate-key'] = replace_once('"customer": "Example Customer",', '"customer": "Example Customer",\n    "customer": "Other",')

# --- types and enumerations -------------------------------------------------
CASES['speed-as-string'] = edit(lambda d: node(d)['adapters'][0].__setitem__('speedGbps', '25'))
CASES['members-not-array'] = edit(lambda d: d['clusters'][0].__setitem__('members', 'n1'))
CASES['rdma-unknown'] = edit(lambda d: node(d)['adapters'][0].__setitem__('rdma', 'roce-v2'))
CASES['os-unknown'] = edit(set_(['platform', 'os'], 'ws2019x'))
CASES['priority-fraction'] = edit(lambda d: d['qos']['classes'][0].__setitem__('priority', 3.5))
CASES['dcb-as-string'] = edit(lambda d: d['switches'][0].__setitem__('dcb', 'true'))
CASES['meta-null'] = edit(set_(['meta'], None))

# --- ids and references -----------------------------------------------------
CASES['duplicate-node-id'] = edit(lambda d: node(d, 1).__setitem__('id', 'n1'))
CASES['duplicate-id-across-kinds'] = edit(lambda d: d['subnets'][1].__setitem__('id', 'n2'))
CASES['id-with-space'] = edit(lambda d: node(d)['adapters'][0].__setitem__('id', 'n1 p1'))
CASES['dangling-link'] = edit(lambda d: d['links'][0].__setitem__('b', 'tor-a-ethernet1-9'))
CASES['dangling-subnet'] = edit(lambda d: node(d)['interfaces'][1].__setitem__('subnet', 'st9'))
CASES['uplink-wrong-kind'] = edit(lambda d: node(d)['vswitches'][0]['uplinks'].__setitem__(0, 'n1-mgmt'))
CASES['team-mapping-other-node'] = edit(
    lambda d: node(d)['interfaces'][1]['attach'].__setitem__('teamMapping', 'n2-p1'))
CASES['link-to-itself'] = edit(lambda d: d['links'][0].__setitem__('b', d['links'][0]['a']))
CASES['attach-two-targets'] = edit(lambda d: node(d)['interfaces'][1]['attach'].__setitem__('adapter', 'n1-p1'))
def with_notes(notes):
    def change(d):
        items = list(d.items())
        at = [k for k, _ in items].index('layout')
        d.clear()
        for k, v in items[:at] + [('notes', notes)] + items[at:]:
            d[k] = v
    return change


CASES['note-without-text'] = edit(with_notes([O([('id', 'note1')])]))
CASES['note-id-taken'] = edit(with_notes([O([('id', 'n1'), ('text', 'Uplinks to the core: customer')])]))
CASES['layout-unknown-id'] = edit(lambda d: d['layout'].__setitem__('n9', O([('x', 0), ('y', 0)])))

# --- ranges -----------------------------------------------------------------
CASES['port-vlan-4095'] = edit(lambda d: port(d).__setitem__('vlans', [711, 4095]))
CASES['port-vlan-0'] = edit(lambda d: port(d).__setitem__('vlans', [0, 711]))
CASES['native-vlan-4095'] = edit(lambda d: port(d).__setitem__('nativeVlan', 4095))
CASES['qos-priority-8'] = edit(lambda d: d['qos']['classes'][0].__setitem__('priority', 8))
CASES['bandwidth-zero'] = edit(lambda d: d['qos']['classes'][0].__setitem__('bandwidthPercent', 0))
CASES['pfc-priority-9'] = edit(lambda d: d['switches'][0].__setitem__('qos', O([('pfcPriorities', [3, 9])])))
CASES['interface-mtu-huge'] = edit(lambda d: node(d)['interfaces'][1].__setitem__('mtu', 100000))
CASES['switch-mtu-small'] = edit(lambda d: d['switches'][0].__setitem__('mtu', 100))
CASES['jumbo-too-small'] = edit(lambda d: node(d)['adapters'][0].__setitem__('jumboPacket', 1000))
CASES['speed-negative'] = edit(lambda d: node(d)['adapters'][0].__setitem__('speedGbps', -25))
CASES['ssh-port-70000'] = edit(lambda d: d['switches'][0].__setitem__(
    'management', O([('address', '10.20.0.2'), ('port', 70000)])))
CASES['redundancy-domain-0'] = edit(lambda d: d['switches'][0]['redundancy'].__setitem__('domain', 0))

# --- addresses and formats the reader checks --------------------------------
CASES['keepalive-not-ipv4'] = edit(lambda d: d['switches'][0]['redundancy'].__setitem__('keepalive', '10.20.0.256'))
CASES['system-mac-bad'] = edit(lambda d: d['switches'][0]['redundancy'].__setitem__('systemMac', '00:11:22:33:44'))
CASES['host-key-not-pinned'] = edit(lambda d: d['switches'][0].__setitem__(
    'management', O([('address', '10.20.0.2'), ('hostKey', 'ssh-ed25519 AAAAC3Nza')])))
CASES['teaming-mode-without-set'] = edit(lambda d: node(d)['vswitches'][0].__setitem__(
    'embeddedTeaming', False) or node(d)['vswitches'][0].__setitem__('teamingMode', 'lacp'))
CASES['suppression-no-reason'] = edit(set_(['suppressions'], [O([('rule', 'subnet.vlan-invalid'), ('reason', '  ')])]))

# --- values the rules refuse (the file reads; validate reports) -------------
CASES['subnet-vlan-4095'] = edit(lambda d: d['subnets'][1].__setitem__('vlan', 4095))
CASES['subnet-prefix-33'] = edit(lambda d: d['subnets'][1].__setitem__('prefix', '10.71.1.0/33'))
CASES['address-octet-300'] = edit(lambda d: node(d)['interfaces'][1].__setitem__('address', '10.71.1.300'))
CASES['address-outside-subnet'] = edit(lambda d: node(d)['interfaces'][1].__setitem__('address', '10.72.1.11'))
CASES['gateway-outside-subnet'] = edit(lambda d: d['subnets'][0].__setitem__('gateway', '10.99.0.1'))


def main():
    os.makedirs(OUT, exist_ok=True)
    for name, content in CASES.items():
        with open(os.path.join(OUT, name + '.hvnet'), 'wb') as f:
            f.write(content)
    print(len(CASES), 'cases in', os.path.relpath(OUT, ROOT))


if __name__ == '__main__':
    main()
