#pragma once

#include "hostevidencereader.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace hvnet {

// What paths/<computer name>.json says: the path tests the collect script ran
// with -PathTests from one node (docs/live.md).
struct PathEvidence {
    QString file;
    QString computerName;
    struct Tcp {
        long long port = 0;
        std::optional<bool> open;
        QString error;
        int line = 0;
    };
    // One SMB Multichannel connection from the path's source to its target.
    struct SmbConnection {
        QString serverName;
        std::optional<bool> selected, clientRdmaCapable, serverRdmaCapable;
        int line = 0;
    };
    // The connections of one SMB instance (Default, CSV, SBL), or why they
    // could not be listed.
    struct SmbInstance {
        QString instance, error;
        std::vector<SmbConnection> connections;
        int line = 0;
    };
    // The counters around the short read from the peer: bytes over RDMA on
    // the source adapter, of SMB Direct, and through the network stack
    // (null: not read).
    struct Counters {
        QString file, rdmaActivity, error;
        long long bytes = 0, milliseconds = 0;
        std::optional<long long> rdmaBytes, smbDirectBytes, stackBytes;
        int line = 0;
    };
    // The timed transfer of -Active.
    struct Active {
        QString tool, error;
        long long bytes = 0, milliseconds = 0, bitsPerSecond = 0;
        std::optional<long long> latencyMicroseconds, linkSpeed, rdmaBytes;
        int line = 0;
    };
    struct Entry {
        QString from, source, peer, target;
        long long mtu = 0;
        long long pingSize = 0, sent = 0, received = 0;
        QString pingError;
        int pingLine = 0;
        std::vector<Tcp> tcp;
        // A stage the script did not reach (the one before failed) is absent.
        std::optional<std::vector<SmbInstance>> smb;
        std::optional<Counters> counters;
        std::optional<Active> active;
        int line = 0;
    };
    std::vector<Entry> paths;
};

// Reads paths/<computer name>.json; refuses what is not a path test document
// of the expected node, and an entry in another shape, saying where.
class PathEvidenceReader
{
public:
    struct Result {
        std::optional<PathEvidence> evidence;
        std::vector<EvidenceProblem> problems;
    };
    static Result read(const QByteArray &bytes, const QString &file, const QString &expectedNode);
};

// The optional manifest evidence.json: what it says, or why it cannot be read.
struct EvidenceManifest {
    QString collected, design, by;
    std::vector<EvidenceProblem> problems;

    static EvidenceManifest read(const QByteArray &bytes, const QString &file);
};

} // namespace hvnet
