#pragma once

#include <QByteArray>
#include <QString>

#include <map>

#include <nlohmann/json.hpp>

namespace hvnet {

class Design;
struct Node;

// Stands in for Windows hosts that a tester cannot have here: what the
// collect script of each node writes once the node's deployment script has
// run, in the shapes the cmdlets document (learn.microsoft.com cmdlet pages
// and CIM classes; tests/data/evidence/README.md lists them) and with the
// quirks of each Windows version (2012 R2: no SET, no vNIC RDMA or
// isolation, no per-adapter DCB, no Operational column; cluster roles as
// numbers). It models Windows, not hvnet's check: it never reads the check's
// code, only the plan the deployment script applies and the design.
//
// Used to write the committed fixtures of the starters (which are then
// edited and reviewed as data), by the property test "a host deployed as
// planned checks clean" over generated designs, and by the benchmark.
class EvidenceSimulator
{
public:
    static nlohmann::ordered_json host(const Design &design, const Node &node);
    // The node's path tests, every planned path passing.
    static nlohmann::ordered_json pathTests(const Design &design, const Node &node);
    // The layout Windows PowerShell 5.1's ConvertTo-Json writes (members
    // indented under their key, "key":  value, CRLF), so fixtures have its
    // line structure.
    static QByteArray powerShellJson(const nlohmann::ordered_json &value);
    // A whole evidence folder: hosts/, and paths/ when asked.
    static std::map<QString, QByteArray> folder(const Design &design, bool pathTests = false);
};

} // namespace hvnet
