#pragma once

#include "hostevidencereader.h"

#include <QByteArray>
#include <QString>

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
    struct Entry {
        QString from, source, peer, target;
        long long mtu = 0;
        long long pingSize = 0, sent = 0, received = 0;
        QString pingError;
        int pingLine = 0;
        std::vector<Tcp> tcp;
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
