#!/usr/bin/env python3
"""Writes tests/data/evidence/bad/<case>/: one damaged evidence file per case,
laid over the base s2d-converged-set (tests/data/evidence/README.md).

Each case is what reaches hvnet from a real site when something went wrong
on the way: a copy cut short, PowerShell 5.1 redirecting in UTF-16, its
error stream (CLIXML) caught in the file, the file of another host, a switch
output pasted from another platform. The case's case.json (the format of the
drift cases, plus "message" and an "import" list) says what `hvnet check`
and `hvnet import` must report for it; this script writes a new case.json
only where none is, with no expectations, and never touches one that is
there: the expectations are written and reviewed by hand.

Run: python3 tools/make-bad-evidence.py
"""
import collections, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, '..')
DATA = os.path.join(ROOT, 'tests', 'data', 'evidence')
OUT = os.path.join(DATA, 'bad')
BASE = 's2d-converged-set'
O = collections.OrderedDict


def raw(path):
    with open(os.path.join(DATA, BASE, path), 'rb') as f:
        return f.read()


def platform_sample(platform, name):
    with open(os.path.join(ROOT, 'platforms', platform, 'tests', name), 'rb') as f:
        return f.read()


HOST = 'hosts/S2D01.json'
PATHS = 'paths/S2D01.json'
GOOD = raw(HOST)
TEXT = GOOD.decode('utf-8')


def replaced(old, new, count=1):
    assert old in TEXT, old
    return TEXT.replace(old, new, count).encode('utf-8')


def cut(fraction):
    return GOOD[:int(len(GOOD) * fraction)]


CLIXML = ('#< CLIXML\r\n<Objs Version="1.1.0.1" xmlns="http://schemas.microsoft.com/powershell/2004/04">'
          '<S S="Error">Get-NetAdapterQos : Access is denied._x000D__x000A_</S>'
          '<S S="Error">+ CategoryInfo          : PermissionDenied_x000D__x000A_</S></Objs>\r\n').encode('utf-8')

CASES = O()
# --- a host's file: bytes and syntax -----------------------------------------
CASES['host-empty'] = {HOST: b''}
CASES['host-whitespace'] = {HOST: b'\r\n\r\n'}
CASES['host-truncated-half'] = {HOST: cut(0.5)}
CASES['host-truncated-first-line'] = {HOST: b'{\r\n'}
CASES['host-utf8-bom'] = {HOST: b'\xef\xbb\xbf' + GOOD}
CASES['host-utf16le-bom'] = {HOST: b'\xff\xfe' + TEXT.encode('utf-16-le')}
CASES['host-utf16be-bom'] = {HOST: b'\xfe\xff' + TEXT.encode('utf-16-be')}
CASES['host-invalid-utf8'] = {HOST: replaced('"NVIDIA ConnectX-6 Lx"', '"NVIDIA ConnectX-6 XFFX"').replace(b'XFFX', b'\xff')}
CASES['host-nul-byte'] = {HOST: replaced('"NVIDIA ConnectX-6 Lx"', '"NVIDIA XNULX"').replace(b'XNULX', b'\x00')}
CASES['host-clixml-only'] = {HOST: CLIXML}
CASES['host-clixml-appended'] = {HOST: GOOD + CLIXML}
CASES['host-two-documents'] = {HOST: GOOD + GOOD}
CASES['host-trailing-comma'] = {HOST: replaced('"buildNumber":  20348,', '"buildNumber":  20348,,')}
CASES['host-comment'] = {HOST: replaced('    "sections":  {', '    // edited by hand\r\n    "sections":  {')}
CASES['host-nan'] = {HOST: replaced('"buildNumber":  20348', '"buildNumber":  NaN')}
CASES['host-top-level-array'] = {HOST: b'[\r\n' + GOOD + b'\r\n]'}
# --- a host's file: the document ---------------------------------------------
CASES['host-wrong-format'] = {HOST: replaced('"hvnet-host-evidence"', '"hvnet-evidence"')}
CASES['host-newer-version'] = {HOST: replaced('"formatVersion":  1', '"formatVersion":  7')}
CASES['host-version-string'] = {HOST: replaced('"formatVersion":  1', '"formatVersion":  "1"')}
CASES['host-no-computer-name'] = {HOST: replaced('    "computerName":  "S2D01",\r\n', '')}
CASES['host-wrong-host'] = {HOST: raw('hosts/S2D02.json')}
CASES['host-hostile-name'] = {HOST: replaced('"computerName":  "S2D01",\r\n    "dnsHostName":  "S2D01"',
                                            '"computerName":  "S2D\\u202e10\\r\\nOK",\r\n    "dnsHostName":  "<b>S2D01</b>"')}
# A node of the design without its file (the collect script never ran there).
CASES['host-missing'] = {}
REMOVE = {'host-missing': [HOST, PATHS]}
CASES['host-sections-missing'] = {HOST: GOOD[:GOOD.index(b'    "sections":')].rstrip().rstrip(b',') + b'\r\n}'}
CASES['host-sections-array'] = {HOST: replaced('"sections":  {', '"sections":  [', 1)}
# --- a host's file: sections -------------------------------------------------
CASES['host-items-object'] = {HOST: replaced('"items":  [', '"items":  {', 1)}
CASES['host-section-failed'] = {HOST: replaced('"status":  "ok"', '"status":  "failed"', 1)}
CASES['host-item-depth-cut'] = {HOST: (lambda t: t[:t.index('{', t.index('"items":  ['))] + '"@{Name=SLOT 3 Port 1; Status=Up}"'
                                       + t[t.index('}', t.index('"items":  [')) + 1:])(TEXT).encode('utf-8')}
CASES['host-rdma-enabled-text'] = {HOST: replaced('"Enabled":  true', '"Enabled":  "True"')}
CASES['host-speed-text'] = {HOST: replaced('"ReceiveLinkSpeed":  25000000000', '"ReceiveLinkSpeed":  "25 Gbps"')}
CASES['host-os-array'] = {HOST: replaced('"os":  {', '"os":  [').replace(b'           },\r\n    "sections"', b'           ],\r\n    "sections"')}
# --- path tests --------------------------------------------------------------
CASES['paths-truncated'] = {PATHS: raw(PATHS)[:len(raw(PATHS)) // 3]}
CASES['paths-wrong-format'] = {PATHS: raw(PATHS).replace(b'"hvnet-path-evidence"', b'"hvnet-host-evidence"', 1)}
CASES['paths-utf16'] = {PATHS: b'\xff\xfe' + raw(PATHS).decode('utf-8').encode('utf-16-le')}
CASES['paths-empty'] = {PATHS: b''}
# --- the manifest ------------------------------------------------------------
MANIFEST = b'{\r\n  "format": "hvnet-evidence",\r\n  "formatVersion": 1,\r\n  "collected": "",\r\n  "design": "Hyperconverged S2D with SET (2022)",\r\n  "by": "hvnet 0.1.0"\r\n}\r\n'
CASES['manifest-truncated'] = {'evidence.json': MANIFEST[:40]}
CASES['manifest-wrong-format'] = {'evidence.json': MANIFEST.replace(b'"hvnet-evidence"', b'"hvnet-design"')}
CASES['manifest-too-large'] = {'evidence.json': MANIFEST[:-3] + b',\r\n  "padding": "' + b'x' * 70000 + b'"\r\n}\r\n'}
CASES['manifest-newer'] = {'evidence.json': MANIFEST.replace(b'"formatVersion": 1', b'"formatVersion": 3')}
# --- switches: TOR-A's outputs from other platforms than the design's ------
# (chosen from the platforms' own samples, not named here: a platform is named
# only in its folder, tst_platforms)
SW = 'switches/TOR-A/'
with open(os.path.join(ROOT, 'templates', 'starters', BASE + '.hvnet'), encoding='utf-8') as f:
    OWN = json.load(f)['switches'][0]['platform']


def others_with(sample):
    folder = os.path.join(ROOT, 'platforms')
    return sorted(d for d in os.listdir(folder) if d != OWN and os.path.exists(os.path.join(folder, d, 'tests', sample)))


CASES['switch-config-junos'] = {SW + 'running-config.txt': platform_sample(others_with('running-config.txt')[0], 'running-config.txt')}
CASES['switch-lldp-cumulus-json'] = {SW + 'lldp.txt': platform_sample(others_with('lldp.json')[-1], 'lldp.json')}
CASES['switch-lldp-arista'] = {SW + 'lldp.txt': platform_sample(others_with('lldp.txt')[0], 'lldp.txt')}
CASES['switch-config-empty'] = {SW + 'running-config.txt': b''}
CASES['switch-config-utf16'] = {SW + 'running-config.txt': b'\xff\xfe' + platform_sample(OWN, 'running-config.txt').decode('utf-8').encode('utf-16-le')}
CASES['switch-config-binary'] = {SW + 'running-config.txt': bytes(range(256)) * 4}
CASES['switch-pfc-error'] = {SW + 'pfc.txt': b'% Invalid command at \'^\' marker.\r\n'}
CASES['switch-lldp-json-truncated'] = {SW + 'lldp.txt': platform_sample(OWN, 'lldp.json')[:200]}


def main():
    os.makedirs(OUT, exist_ok=True)
    for name, files in CASES.items():
        folder = os.path.join(OUT, name)
        os.makedirs(folder, exist_ok=True)
        for relative, content in files.items():
            path = os.path.join(folder, relative)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, 'wb') as f:
                f.write(content)
        case = os.path.join(folder, 'case.json')
        if not os.path.exists(case):
            with open(case, 'w', encoding='utf-8') as f:
                json.dump(O([('base', BASE), ('design', BASE), ('remove', REMOVE.get(name, [])), ('expected', []),
                             ('import', [])]), f,
                          indent=2)
                f.write('\n')
    print(len(CASES), 'cases in', os.path.relpath(OUT, ROOT))


if __name__ == '__main__':
    main()
