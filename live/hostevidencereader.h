#pragma once

#include "hostevidence.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace hvnet {

// Something in an evidence file hvnet cannot read, with where it is.
struct EvidenceProblem {
    QString file; // relative to the evidence folder
    int line = 0; // 0: the file as a whole
    QString message; // translated; quotes from the file made safe
};

// Reads hosts/<computer name>.json as the collect script writes it
// (docs/live.md). Hostile input is expected: a file that is not JSON, not a
// host evidence document, from a newer hvnet, or about another computer is
// refused as a whole; a section in a shape hvnet does not read (a wrong type,
// an item that is not an object) is left out with a problem naming its line,
// and the rest is read. Nothing in the file can make the reader crash, loop
// or allocate without bound (tests/fuzz/live/).
class HostEvidenceReader
{
public:
    static constexpr qsizetype maxSize = 16 * 1024 * 1024;

    struct Result {
        std::optional<HostEvidence> evidence; // empty: refused as a whole
        std::vector<EvidenceProblem> problems;
    };

    // expectedNode is the design's computer name the file must be about.
    static Result read(const QByteArray &bytes, const QString &file, const QString &expectedNode);

    // Whether a host that calls itself computerName (NetBIOS, at most 15
    // characters) and dnsHostName is the design's node: equal ignoring case,
    // the DNS domain and NetBIOS' cut at 15 characters.
    static bool isNode(const QString &node, const QString &computerName, const QString &dnsHostName);

    // The reader's bindings against the collect script's table, both ways:
    // every field it reads is one the script writes with that type, and every
    // field the script writes is read. Empty when they agree; the reader
    // refuses every file otherwise, so a drift cannot pass unnoticed.
    static QStringList bindingProblems();
};

} // namespace hvnet
