#include "ipplan.h"

#include "model/ipv4.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <QStringDecoder>

#include <array>
#include <map>
#include <optional>

namespace hvnet {
namespace {

class IpPlanTr
{
    Q_DECLARE_TR_FUNCTIONS(hvnet::IpPlan)
};

const QStringList columns = {QStringLiteral("node"), QStringLiteral("interface"), QStringLiteral("subnet"),
    QStringLiteral("prefix"), QStringLiteral("vlan"), QStringLiteral("address")};

// A spreadsheet takes a cell that begins with one of these for a formula.
bool formulaStart(QChar c)
{
    return c == u'=' || c == u'+' || c == u'-' || c == u'@' || c == u'\t' || c == u'\r';
}

// Apostrophes, then a formula's first character: such a cell gets one more
// apostrophe when written and loses one when read, so every text survives.
bool guarded(const QString &text)
{
    qsizetype i = 0;
    while (i < text.size() && text[i] == u'\'')
        ++i;
    return i < text.size() && formulaStart(text[i]);
}

QString cell(const QString &raw)
{
    const QString text = guarded(raw) ? QLatin1Char('\'') + raw : raw;
    static const QRegularExpression needsQuotes(QStringLiteral("[,;\"\r\n]|^\\s|\\s$"));
    if (!needsQuotes.match(text).hasMatch())
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

// Windows-1252's characters at 0x80-0x9f (Latin-1 above); 0 where it has none.
constexpr std::array<char16_t, 32> cp1252High = {0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6,
    0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc,
    0x2122, 0x0161, 0x203a, 0x0153, 0, 0x017e, 0x0178};

struct Cell {
    QString text;
    int line = 0;
    int column = 0;
};
using Record = std::vector<Cell>;

QString at(int line, int column)
{
    return column > 0 ? IpPlanTr::tr("line %1, column %2: ").arg(line).arg(column) : IpPlanTr::tr("line %1: ").arg(line);
}

// The text of the file: UTF-8 (with or without a byte order mark), else what
// a spreadsheet on Windows saves as "CSV", Windows-1252.
std::optional<QString> decoded(const QByteArray &bytes, QStringList *problems)
{
    QByteArray body = bytes;
    if (body.startsWith("\xef\xbb\xbf"))
        body.remove(0, 3);
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = utf8.decode(body);
    if (!utf8.hasError())
        return text;
    text.clear();
    int line = 1;
    for (const char byte : body) {
        const auto b = static_cast<unsigned char>(byte);
        if (b >= 0x80 && b < 0xa0) {
            if (cp1252High[b - 0x80] == 0) {
                *problems << at(line, 0)
                        + IpPlanTr::tr("the file is neither UTF-8 nor Windows-1252 text (byte 0x%1)")
                              .arg(int(b), 2, 16, QLatin1Char('0'));
                return std::nullopt;
            }
            text += QChar(cp1252High[b - 0x80]);
        } else {
            text += QChar(char16_t(b));
        }
        if (b == '\n')
            ++line;
    }
    return text;
}

// RFC 4180 records, each cell with where it starts. Lines end in CRLF, LF or
// CR; a quoted cell may hold any of them.
std::vector<Record> records(const QString &text, QChar separator, QStringList *problems)
{
    std::vector<Record> out;
    Record record;
    int line = 1, column = 1;
    qsizetype i = 0;
    const auto newline = [&](qsizetype &k) { // steps over one line end at k
        if (text[k] == u'\r' && k + 1 < text.size() && text[k + 1] == u'\n')
            ++k;
        ++k;
        ++line;
        column = 1;
    };
    while (i <= text.size()) {
        Cell c{QString(), line, column};
        if (i < text.size() && text[i] == u'"') {
            ++i;
            ++column;
            bool closed = false;
            while (i < text.size()) {
                if (text[i] == u'"') {
                    if (i + 1 < text.size() && text[i + 1] == u'"') {
                        c.text += u'"';
                        i += 2;
                        column += 2;
                        continue;
                    }
                    ++i;
                    ++column;
                    closed = true;
                    break;
                }
                if (text[i] == u'\r' || text[i] == u'\n') {
                    c.text += text[i] == u'\r' ? QStringLiteral("\r") : QStringLiteral("\n");
                    if (text[i] == u'\r' && i + 1 < text.size() && text[i + 1] == u'\n')
                        c.text += u'\n';
                    newline(i);
                    continue;
                }
                c.text += text[i++];
                ++column;
            }
            if (!closed) {
                *problems << at(c.line, c.column) + IpPlanTr::tr("a quoted cell is not closed");
                return {};
            }
            if (i < text.size() && text[i] != separator && text[i] != u'\r' && text[i] != u'\n') {
                *problems << at(line, column)
                        + IpPlanTr::tr("a quoted cell goes on after its closing quote (a quote inside a cell is written twice)");
                return {};
            }
        } else {
            while (i < text.size() && text[i] != separator && text[i] != u'\r' && text[i] != u'\n') {
                c.text += text[i++];
                ++column;
            }
        }
        record.push_back(std::move(c));
        if (i < text.size() && text[i] == separator) {
            ++i;
            ++column;
            continue;
        }
        // The end of a record: kept unless it is an empty line.
        if (!(record.size() == 1 && record.front().text.isEmpty()))
            out.push_back(std::move(record));
        record.clear();
        if (i >= text.size())
            break;
        newline(i);
    }
    return out;
}

QString unguarded(const QString &text)
{
    return text.startsWith(QLatin1Char('\'')) && guarded(text.mid(1)) ? text.mid(1) : text;
}

// The one entry named `name`: the exact name, else the only one that differs
// in case or surrounding blanks.
template <typename T> const T *named(const std::vector<T> &items, const QString &name)
{
    for (const T &item : items)
        if (item.name == name)
            return &item;
    const T *found = nullptr;
    for (const T &item : items)
        if (item.name.trimmed().compare(name.trimmed(), Qt::CaseInsensitive) == 0) {
            if (found)
                return nullptr;
            found = &item;
        }
    return found;
}

} // namespace

QByteArray IpPlan::toCsv(const Design &design)
{
    QString out = columns.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    for (const Node &node : design.nodes)
        for (const Interface &i : node.interfaces) {
            const Subnet *subnet = design.subnet(i.subnet);
            const QStringList row = {cell(node.name), cell(i.name), cell(subnet ? subnet->name : QString()),
                cell(subnet ? subnet->prefix : QString()), subnet ? QString::number(subnet->vlan) : QString(),
                cell(i.address)};
            out += row.join(QLatin1Char(',')) + QStringLiteral("\r\n");
        }
    return QByteArray("\xef\xbb\xbf") + out.toUtf8();
}

IpPlan::Import IpPlan::fromCsv(const Design &design, const QByteArray &csv)
{
    Import result;
    result.design = design;
    const std::optional<QString> text = decoded(csv, &result.problems);
    if (!text)
        return result;
    const QString firstLine = text->section(QRegularExpression(QStringLiteral("[\r\n]")), 0, 0);
    const QChar separator = firstLine.contains(u';') && !firstLine.contains(u',') ? u';' : u',';
    const std::vector<Record> rows = records(*text, separator, &result.problems);
    if (!result.problems.isEmpty())
        return result;
    if (rows.empty()) {
        result.problems << IpPlanTr::tr("the file is empty: an IP plan starts with the header %1")
                               .arg(columns.join(QLatin1Char(',')));
        return result;
    }

    // The header: where each known column is; other columns are left alone.
    std::map<QString, std::size_t> where;
    for (std::size_t c = 0; c < rows.front().size(); ++c) {
        const Cell &h = rows.front()[c];
        const QString name = h.text.trimmed().toLower();
        if (!columns.contains(name))
            continue;
        if (where.count(name)) {
            result.problems << at(h.line, h.column) + IpPlanTr::tr("the column %1 is there twice").arg(name);
            return result;
        }
        where[name] = c;
    }
    for (const char *required : {"node", "interface", "address"})
        if (!where.count(QLatin1String(required))) {
            result.problems << at(rows.front().front().line, 0)
                    + IpPlanTr::tr("the header has no column %1 (an IP plan needs node, interface and address; "
                             "subnet, prefix and vlan may follow)")
                          .arg(QLatin1String(required));
            return result;
        }
    const auto value = [&where](const Record &row, const char *column) -> std::optional<Cell> {
        const auto it = where.find(QLatin1String(column));
        if (it == where.end())
            return std::nullopt;
        if (it->second >= row.size())
            return Cell{QString(), row.back().line, 0};
        Cell c = row[it->second];
        c.text = unguarded(c.text);
        return c;
    };

    QHash<QString, int> seen; // "node id/interface id" -> line
    struct Planned {
        QString node, interface;
        int line = 0;
    };
    std::vector<Planned> planned; // the interfaces the plan gives an address
    for (std::size_t r = 1; r < rows.size(); ++r) {
        const Record &row = rows[r];
        const int line = row.front().line;
        const Cell nodeCell = *value(row, "node");
        const Cell interfaceCell = *value(row, "interface");
        const Cell addressCell = *value(row, "address");
        const Node *node = named(design.nodes, nodeCell.text);
        if (!node) {
            result.problems << at(nodeCell.line, nodeCell.column)
                    + IpPlanTr::tr("the design has no node named \"%1\"").arg(nodeCell.text);
            continue;
        }
        const Interface *interface = named(node->interfaces, interfaceCell.text);
        if (!interface) {
            result.problems << at(interfaceCell.line, interfaceCell.column)
                    + IpPlanTr::tr("%1 has no interface named \"%2\"").arg(node->name, interfaceCell.text);
            continue;
        }
        const QString key = node->id + QLatin1Char('/') + interface->id;
        if (seen.contains(key)) {
            result.problems << at(line, 0)
                    + IpPlanTr::tr("%1 %2 is already on line %3").arg(node->name, interface->name).arg(seen.value(key));
            continue;
        }
        seen.insert(key, line);

        // The subnet: the row's when it has the column, else the interface's.
        const Subnet *subnet = design.subnet(interface->subnet);
        if (const std::optional<Cell> s = value(row, "subnet")) {
            subnet = s->text.trimmed().isEmpty() ? nullptr : named(design.subnets, s->text);
            if (!subnet && !s->text.trimmed().isEmpty()) {
                result.problems << at(s->line, s->column)
                        + IpPlanTr::tr("the design has no subnet named \"%1\"").arg(s->text);
                continue;
            }
        }
        bool rowOk = true;
        if (const std::optional<Cell> p = value(row, "prefix"); p && !p->text.trimmed().isEmpty()) {
            if (!subnet || p->text.trimmed() != subnet->prefix) {
                result.problems << at(p->line, p->column)
                        + (subnet ? IpPlanTr::tr("%1 is not the prefix of %2 (%3): a subnet's prefix is changed in "
                                           "Subnets and VLANs")
                                        .arg(p->text.trimmed(), subnet->name, subnet->prefix)
                                  : IpPlanTr::tr("a prefix without a subnet"));
                rowOk = false;
            }
        }
        if (const std::optional<Cell> v = value(row, "vlan"); v && !v->text.trimmed().isEmpty()) {
            bool number = false;
            const int vlan = v->text.trimmed().toInt(&number);
            if (!subnet || !number || vlan != subnet->vlan) {
                result.problems << at(v->line, v->column)
                        + (subnet ? IpPlanTr::tr("VLAN %1 is not the VLAN of %2 (%3): a subnet's VLAN is changed in "
                                           "Subnets and VLANs")
                                        .arg(v->text.trimmed(), subnet->name)
                                        .arg(subnet->vlan)
                                  : IpPlanTr::tr("a VLAN without a subnet"));
                rowOk = false;
            }
        }
        const QString address = addressCell.text.trimmed();
        if (!address.isEmpty()) {
            const std::optional<Ipv4Address> parsed = Ipv4Address::parse(address);
            const std::optional<Ipv4Prefix> prefix = subnet ? Ipv4Prefix::parse(subnet->prefix) : std::nullopt;
            if (!parsed) {
                result.problems << at(addressCell.line, addressCell.column)
                        + IpPlanTr::tr("\"%1\" is not an IPv4 address (four numbers 0-255 with dots, no prefix length)")
                              .arg(address);
                rowOk = false;
            } else if (prefix && !prefix->isUsableHost(*parsed)) {
                result.problems << at(addressCell.line, addressCell.column)
                        + IpPlanTr::tr("%1 is not a host address of %2 (%3)").arg(address, subnet->name, subnet->prefix);
                rowOk = false;
            }
        }
        if (!rowOk)
            continue;
        Node &target = result.design.nodes[std::size_t(node - design.nodes.data())];
        Interface *edited = target.interface(interface->id);
        const QString subnetId = subnet ? subnet->id : QString();
        if (edited->subnet != subnetId || edited->address != address) {
            edited->subnet = subnetId;
            edited->address = address;
            ++result.changed;
        }
        if (!address.isEmpty())
            planned.push_back({node->id, interface->id, line});
    }

    // An address twice in the design the plan makes.
    QMultiHash<QString, std::pair<const Node *, const Interface *>> holders;
    for (const Node &n : result.design.nodes)
        for (const Interface &i : n.interfaces)
            if (!i.address.isEmpty())
                holders.insert(i.address, {&n, &i});
    for (const Planned &p : planned) {
        const Node *n = result.design.node(p.node);
        const Interface *i = n->interface(p.interface);
        for (const auto &[otherNode, other] : holders.values(i->address))
            if (other != i) {
                result.problems << at(p.line, 0)
                        + IpPlanTr::tr("%1 is also the address of %2 %3").arg(i->address, otherNode->name, other->name);
                break;
            }
    }
    if (!result.problems.isEmpty()) {
        result.design = design;
        result.changed = 0;
    }
    return result;
}

} // namespace hvnet
