#include "pathevidence.h"

#include "livetext.h"
#include "plans/evidence/collectschema.h"
#include "plans/evidence/evidencejson.h"

namespace hvnet {

namespace {

using Value = EvidenceJson::Value;
using JsonType = EvidenceJson::Type;

QString text(const Value *v)
{
    return v && v->type == JsonType::String ? v->text() : QString();
}

// A whole number, or why not; absent and null are 0 and allowed.
bool number(const Value &object, const char *key, long long &out, QString *why)
{
    const Value *v = object.member(key);
    if (!v || v->isNull())
        return true;
    if (v->type != JsonType::Integer) {
        *why = LiveText::tr("\"%1\": expected %2, found %3")
                   .arg(QLatin1String(key), EvidenceJson::typeName(JsonType::Integer), EvidenceJson::typeName(v->type));
        return false;
    }
    out = v->integer;
    return true;
}

// The shared start of a document: parsed, an object of this format and a
// version this build reads.
std::optional<Value> document(const QByteArray &bytes, const QString &file, const char *format, qsizetype limit,
    std::vector<EvidenceProblem> &problems)
{
    auto refuse = [&](int line, const QString &why) {
        problems.push_back({file, line, why});
        return std::nullopt;
    };
    if (bytes.size() > limit)
        return refuse(0, LiveText::tr("the file has %1 bytes, more than the %2 hvnet reads from such a file")
                             .arg(bytes.size())
                             .arg(limit));
    EvidenceJson::Error error;
    auto root = EvidenceJson::parse(std::string_view(bytes.constData(), std::size_t(bytes.size())), &error);
    if (!root)
        return refuse(error.line, LiveText::tr("not readable as JSON: %1 (line %2, column %3)")
                                      .arg(error.message)
                                      .arg(error.line)
                                      .arg(error.column));
    if (root->type != JsonType::Object || text(root->member("format")) != QLatin1String(format))
        return refuse(root->line, LiveText::tr("its \"format\" is not \"%1\"").arg(QLatin1String(format)));
    const Value *version = root->member("formatVersion");
    if (!version || version->type != JsonType::Integer || version->integer < 1)
        return refuse(root->line, LiveText::tr("\"formatVersion\" is missing or not a positive whole number"));
    if (version->integer > CollectSchema::formatVersion)
        return refuse(version->line,
            LiveText::tr("written in format version %1 by a newer hvnet; this one reads version %2: update hvnet")
                .arg(version->integer)
                .arg(CollectSchema::formatVersion));
    return root;
}

} // namespace

PathEvidenceReader::Result PathEvidenceReader::read(const QByteArray &bytes, const QString &file, const QString &expectedNode)
{
    Result result;
    const auto root = document(bytes, file, CollectSchema::pathFormat, HostEvidenceReader::maxSize, result.problems);
    if (!root)
        return result;
    PathEvidence evidence;
    evidence.file = file;
    const Value *computer = root->member("computerName");
    evidence.computerName = text(computer);
    if (!HostEvidenceReader::isNode(expectedNode, evidence.computerName, QString())) {
        result.problems.push_back({file, computer ? computer->line : root->line,
            LiveText::tr("the path tests were run on \"%1\", not on %2")
                .arg(quotedEvidence(evidence.computerName), expectedNode)});
        return result;
    }
    // A list of paths; one path alone is an object (unrolled by PowerShell).
    const Value *paths = root->member("paths");
    std::vector<Value> one;
    const std::vector<Value> *entries = nullptr;
    if (paths && paths->type == JsonType::Array) {
        entries = &paths->items;
    } else if (paths && paths->type == JsonType::Object) {
        one.push_back(*paths);
        entries = &one;
    } else if (paths && !paths->isNull()) {
        result.problems.push_back({file, paths->line, LiveText::tr("\"paths\" is not a list")});
        return result;
    }
    if (entries) {
        for (const Value &item : *entries) {
            QString why;
            auto bad = [&](int line) {
                result.problems.push_back({file, line, LiveText::tr("a path test cannot be read: %1").arg(why)});
            };
            if (item.type != JsonType::Object) {
                why = LiveText::tr("it is %1, not an object").arg(EvidenceJson::typeName(item.type));
                bad(item.line);
                continue;
            }
            PathEvidence::Entry entry;
            entry.line = item.line;
            entry.from = text(item.member("from"));
            entry.source = text(item.member("source"));
            entry.peer = text(item.member("peer"));
            entry.target = text(item.member("target"));
            if (!number(item, "mtu", entry.mtu, &why)) {
                bad(item.line);
                continue;
            }
            if (const Value *ping = item.member("ping"); ping && ping->type == JsonType::Object) {
                entry.pingLine = ping->line;
                entry.pingError = text(ping->member("error"));
                if (!number(*ping, "size", entry.pingSize, &why) || !number(*ping, "sent", entry.sent, &why)
                    || !number(*ping, "received", entry.received, &why)) {
                    bad(ping->line);
                    continue;
                }
            }
            bool readable = true;
            if (const Value *tcp = item.member("tcp"); tcp && !tcp->isNull()) {
                const std::vector<Value> one = tcp->type == JsonType::Object ? std::vector<Value>{*tcp} : std::vector<Value>{};
                const std::vector<Value> &list = tcp->type == JsonType::Array ? tcp->items : one;
                for (const Value &t : list) {
                    PathEvidence::Tcp test;
                    test.line = t.line;
                    if (t.type != JsonType::Object || !number(t, "port", test.port, &why)) {
                        if (why.isEmpty())
                            why = LiveText::tr("a TCP test is not an object");
                        readable = false;
                        break;
                    }
                    if (const Value *open = t.member("open"); open && open->type == JsonType::Boolean)
                        test.open = open->boolean;
                    test.error = text(t.member("error"));
                    entry.tcp.push_back(test);
                }
            }
            if (!readable) {
                bad(item.line);
                continue;
            }
            evidence.paths.push_back(std::move(entry));
        }
    }
    result.evidence = std::move(evidence);
    return result;
}

EvidenceManifest EvidenceManifest::read(const QByteArray &bytes, const QString &file)
{
    EvidenceManifest manifest;
    const auto root = document(bytes, file, "hvnet-evidence", 64 * 1024, manifest.problems);
    if (!root)
        return manifest;
    manifest.collected = text(root->member("collected"));
    manifest.design = text(root->member("design"));
    manifest.by = text(root->member("by"));
    return manifest;
}

} // namespace hvnet
