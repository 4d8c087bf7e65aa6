#include "pathevidence.h"

#include "livetext.h"
#include "plans/evidence/collectschema.h"
#include "plans/evidence/evidencejson.h"

namespace hvnet {

namespace {

using Value = EvidenceJson::Value;
using JsonType = EvidenceJson::Type;

// Why a value of a path test cannot be read, and the line of that value.
struct Refusal {
    QString why;
    int line = 0;
};

bool refuse(Refusal *r, const Value &v, const char *key, JsonType expected)
{
    r->why = LiveText::tr("\"%1\": expected %2, found %3")
                 .arg(QLatin1String(key), EvidenceJson::typeName(expected), EvidenceJson::typeName(v.type));
    r->line = v.line;
    return false;
}

// The member if it has this type; null when absent or null; false (and why)
// when it has another type.
bool typed(const Value &object, const char *key, JsonType type, const Value *&out, Refusal *r)
{
    out = object.member(key);
    if (out && out->isNull())
        out = nullptr;
    if (out && out->type != type)
        return refuse(r, *out, key, type);
    return true;
}

// A whole number; absent and null leave it as it is (0, or unknown).
template <typename Number>
bool number(const Value &object, const char *key, Number &out, Refusal *r)
{
    const Value *v = nullptr;
    if (!typed(object, key, JsonType::Integer, v, r))
        return false;
    if (v)
        out = v->integer;
    return true;
}

bool flag(const Value &object, const char *key, std::optional<bool> &out, Refusal *r)
{
    const Value *v = nullptr;
    if (!typed(object, key, JsonType::Boolean, v, r))
        return false;
    if (v)
        out = v->boolean;
    return true;
}

bool string(const Value &object, const char *key, QString &out, Refusal *r)
{
    const Value *v = nullptr;
    if (!typed(object, key, JsonType::String, v, r))
        return false;
    if (v)
        out = v->text();
    return true;
}

// A stage's object; null and absent are a stage that did not run.
bool object(const Value &parent, const char *key, const Value *&out, Refusal *r)
{
    return typed(parent, key, JsonType::Object, out, r);
}

// A list of objects; one object alone is the list of it (PowerShell unrolls
// a list of one).
bool objects(const Value &parent, const char *key, std::vector<const Value *> &out, bool &present, Refusal *r)
{
    const Value *v = parent.member(key);
    present = v && !v->isNull();
    if (!present)
        return true;
    if (v->type == JsonType::Object) {
        out.push_back(v);
        return true;
    }
    if (v->type != JsonType::Array)
        return refuse(r, *v, key, JsonType::Array);
    for (const Value &item : v->items) {
        if (item.type != JsonType::Object)
            return refuse(r, item, key, JsonType::Object);
        out.push_back(&item);
    }
    return true;
}

bool readSmb(const Value &item, PathEvidence::Entry &entry, Refusal *r)
{
    std::vector<const Value *> instances;
    bool present = false;
    if (!objects(item, "smb", instances, present, r))
        return false;
    if (!present)
        return true;
    entry.smb.emplace();
    for (const Value *i : instances) {
        PathEvidence::SmbInstance instance;
        instance.line = i->line;
        std::vector<const Value *> connections;
        bool any = false;
        if (!string(*i, "instance", instance.instance, r) || !string(*i, "error", instance.error, r)
            || !objects(*i, "connections", connections, any, r))
            return false;
        for (const Value *c : connections) {
            PathEvidence::SmbConnection connection;
            connection.line = c->line;
            if (!string(*c, "ServerName", connection.serverName, r) || !flag(*c, "Selected", connection.selected, r)
                || !flag(*c, "ClientRdmaCapable", connection.clientRdmaCapable, r)
                || !flag(*c, "ServerRdmaCapable", connection.serverRdmaCapable, r))
                return false;
            instance.connections.push_back(connection);
        }
        entry.smb->push_back(std::move(instance));
    }
    return true;
}

bool readCounters(const Value &item, PathEvidence::Entry &entry, Refusal *r)
{
    const Value *c = nullptr;
    if (!object(item, "counters", c, r))
        return false;
    if (!c)
        return true;
    PathEvidence::Counters counters;
    counters.line = c->line;
    if (!string(*c, "file", counters.file, r) || !string(*c, "rdmaActivity", counters.rdmaActivity, r)
        || !string(*c, "error", counters.error, r) || !number(*c, "bytes", counters.bytes, r)
        || !number(*c, "milliseconds", counters.milliseconds, r) || !number(*c, "rdmaBytes", counters.rdmaBytes, r)
        || !number(*c, "smbDirectBytes", counters.smbDirectBytes, r) || !number(*c, "stackBytes", counters.stackBytes, r))
        return false;
    entry.counters = counters;
    return true;
}

bool readActive(const Value &item, PathEvidence::Entry &entry, Refusal *r)
{
    const Value *a = nullptr;
    if (!object(item, "active", a, r))
        return false;
    if (!a)
        return true;
    PathEvidence::Active active;
    active.line = a->line;
    if (!string(*a, "tool", active.tool, r) || !string(*a, "error", active.error, r)
        || !number(*a, "bytes", active.bytes, r) || !number(*a, "milliseconds", active.milliseconds, r)
        || !number(*a, "bitsPerSecond", active.bitsPerSecond, r)
        || !number(*a, "latencyMicroseconds", active.latencyMicroseconds, r)
        || !number(*a, "linkSpeed", active.linkSpeed, r) || !number(*a, "rdmaBytes", active.rdmaBytes, r))
        return false;
    entry.active = active;
    return true;
}

// One path test, or why not and where.
bool readEntry(const Value &item, PathEvidence::Entry &entry, Refusal *r)
{
    entry.line = item.line;
    if (!string(item, "from", entry.from, r) || !string(item, "source", entry.source, r)
        || !string(item, "peer", entry.peer, r) || !string(item, "target", entry.target, r)
        || !number(item, "mtu", entry.mtu, r))
        return false;
    const Value *ping = nullptr;
    if (!object(item, "ping", ping, r))
        return false;
    if (ping) {
        entry.pingLine = ping->line;
        if (!string(*ping, "error", entry.pingError, r) || !number(*ping, "size", entry.pingSize, r)
            || !number(*ping, "sent", entry.sent, r) || !number(*ping, "received", entry.received, r))
            return false;
    }
    std::vector<const Value *> tcp;
    bool present = false;
    if (!objects(item, "tcp", tcp, present, r))
        return false;
    for (const Value *t : tcp) {
        PathEvidence::Tcp test;
        test.line = t->line;
        if (!number(*t, "port", test.port, r) || !flag(*t, "open", test.open, r) || !string(*t, "error", test.error, r))
            return false;
        entry.tcp.push_back(test);
    }
    return readSmb(item, entry, r) && readCounters(item, entry, r) && readActive(item, entry, r);
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
    if (root->type != JsonType::Object || Value::stringOf(root->member("format")) != QLatin1String(format))
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
    evidence.computerName = Value::stringOf(computer);
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
            if (item.type != JsonType::Object) {
                result.problems.push_back({file, item.line,
                    LiveText::tr("a path test cannot be read: it is %1, not an object")
                        .arg(EvidenceJson::typeName(item.type))});
                continue;
            }
            PathEvidence::Entry entry;
            Refusal refusal;
            if (!readEntry(item, entry, &refusal)) {
                result.problems.push_back({file, refusal.line ? refusal.line : item.line,
                    LiveText::tr("a path test cannot be read: %1").arg(refusal.why)});
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
    manifest.collected = Value::stringOf(root->member("collected"));
    manifest.design = Value::stringOf(root->member("design"));
    manifest.by = Value::stringOf(root->member("by"));
    return manifest;
}

} // namespace hvnet
