#include "evidencejson.h"

#include <QCoreApplication>

namespace hvnet {

namespace {

struct JsonTr {
    Q_DECLARE_TR_FUNCTIONS(hvnet::EvidenceJson)
};

class Parser
{
public:
    explicit Parser(const QString &text) : m_text(text) {}

    bool parseDocument(EvidenceJson::Value &out)
    {
        skipSpace();
        if (!parseValue(out, 0))
            return false;
        skipSpace();
        if (m_at < m_text.size())
            return fail(JsonTr::tr("text after the end of the JSON document"));
        return true;
    }

    QString error;
    int errorLine = 0;

private:
    bool fail(const QString &why)
    {
        if (error.isEmpty()) {
            error = why;
            errorLine = m_line;
        }
        return false;
    }

    void skipSpace()
    {
        while (m_at < m_text.size()) {
            const QChar c = m_text.at(m_at);
            if (c == QLatin1Char('\n'))
                ++m_line;
            else if (c != QLatin1Char(' ') && c != QLatin1Char('\t') && c != QLatin1Char('\r'))
                return;
            ++m_at;
        }
    }

    bool literal(const char *word, EvidenceJson::Value &out, EvidenceJson::Kind kind)
    {
        const QLatin1String w(word);
        if (m_text.mid(m_at, w.size()) != w)
            return fail(JsonTr::tr("unexpected character '%1'").arg(m_text.at(m_at)));
        m_at += w.size();
        out.kind = kind;
        out.text = w;
        return true;
    }

    bool parseString(QString &out)
    {
        ++m_at; // the opening quote
        while (m_at < m_text.size()) {
            const QChar c = m_text.at(m_at++);
            if (c == QLatin1Char('"'))
                return true;
            if (c == QLatin1Char('\n'))
                return fail(JsonTr::tr("a string runs past the end of its line"));
            if (c != QLatin1Char('\\')) {
                out += c;
                continue;
            }
            if (m_at >= m_text.size())
                break;
            const QChar e = m_text.at(m_at++);
            switch (e.unicode()) {
            case '"': out += QLatin1Char('"'); break;
            case '\\': out += QLatin1Char('\\'); break;
            case '/': out += QLatin1Char('/'); break;
            case 'b': out += QLatin1Char('\b'); break;
            case 'f': out += QLatin1Char('\f'); break;
            case 'n': out += QLatin1Char('\n'); break;
            case 'r': out += QLatin1Char('\r'); break;
            case 't': out += QLatin1Char('\t'); break;
            case 'u': {
                bool ok = false;
                const uint code = m_text.mid(m_at, 4).toUInt(&ok, 16);
                if (!ok || m_text.mid(m_at, 4).size() != 4)
                    return fail(JsonTr::tr("a \\u escape needs four hexadecimal digits"));
                m_at += 4;
                out += QChar(char16_t(code));
                break;
            }
            default: return fail(JsonTr::tr("unknown escape \\%1 in a string").arg(e));
            }
        }
        return fail(JsonTr::tr("a string is not closed"));
    }

    bool parseNumber(EvidenceJson::Value &out)
    {
        const qsizetype start = m_at;
        while (m_at < m_text.size()) {
            const QChar c = m_text.at(m_at);
            if (!c.isDigit() && c != QLatin1Char('-') && c != QLatin1Char('+') && c != QLatin1Char('.')
                && c != QLatin1Char('e') && c != QLatin1Char('E'))
                break;
            ++m_at;
        }
        out.kind = EvidenceJson::Kind::Number;
        out.text = m_text.mid(start, m_at - start);
        bool ok = false;
        out.text.toDouble(&ok);
        return ok || fail(JsonTr::tr("'%1' is not a number").arg(out.text.left(40)));
    }

    bool parseValue(EvidenceJson::Value &out, int depth)
    {
        if (depth > EvidenceJson::maxDepth)
            return fail(JsonTr::tr("nested deeper than %1 levels").arg(EvidenceJson::maxDepth));
        if (m_at >= m_text.size())
            return fail(JsonTr::tr("the JSON document ends early"));
        out.line = m_line;
        const QChar c = m_text.at(m_at);
        if (c == QLatin1Char('{')) {
            out.kind = EvidenceJson::Kind::Object;
            ++m_at;
            skipSpace();
            if (m_at < m_text.size() && m_text.at(m_at) == QLatin1Char('}')) {
                ++m_at;
                return true;
            }
            while (true) {
                skipSpace();
                if (m_at >= m_text.size() || m_text.at(m_at) != QLatin1Char('"'))
                    return fail(JsonTr::tr("expected the name of a member in quotes"));
                QString name;
                if (!parseString(name))
                    return false;
                skipSpace();
                if (m_at >= m_text.size() || m_text.at(m_at) != QLatin1Char(':'))
                    return fail(JsonTr::tr("expected ':' after \"%1\"").arg(name.left(60)));
                ++m_at;
                skipSpace();
                EvidenceJson::Value v;
                if (!parseValue(v, depth + 1))
                    return false;
                out.members.push_back(EvidenceJson::Member{std::move(name), std::move(v)});
                skipSpace();
                if (m_at < m_text.size() && m_text.at(m_at) == QLatin1Char(',')) {
                    ++m_at;
                    continue;
                }
                if (m_at < m_text.size() && m_text.at(m_at) == QLatin1Char('}')) {
                    ++m_at;
                    return true;
                }
                return fail(JsonTr::tr("expected ',' or '}' in an object"));
            }
        }
        if (c == QLatin1Char('[')) {
            out.kind = EvidenceJson::Kind::Array;
            ++m_at;
            skipSpace();
            if (m_at < m_text.size() && m_text.at(m_at) == QLatin1Char(']')) {
                ++m_at;
                return true;
            }
            while (true) {
                skipSpace();
                EvidenceJson::Value v;
                if (!parseValue(v, depth + 1))
                    return false;
                out.items.push_back(std::move(v));
                skipSpace();
                if (m_at < m_text.size() && m_text.at(m_at) == QLatin1Char(',')) {
                    ++m_at;
                    continue;
                }
                if (m_at < m_text.size() && m_text.at(m_at) == QLatin1Char(']')) {
                    ++m_at;
                    return true;
                }
                return fail(JsonTr::tr("expected ',' or ']' in an array"));
            }
        }
        if (c == QLatin1Char('"')) {
            out.kind = EvidenceJson::Kind::String;
            return parseString(out.text);
        }
        if (c == QLatin1Char('t'))
            return literal("true", out, EvidenceJson::Kind::Bool);
        if (c == QLatin1Char('f'))
            return literal("false", out, EvidenceJson::Kind::Bool);
        if (c == QLatin1Char('n'))
            return literal("null", out, EvidenceJson::Kind::Null);
        if (c == QLatin1Char('-') || c.isDigit())
            return parseNumber(out);
        return fail(JsonTr::tr("unexpected character '%1'").arg(c));
    }

    const QString &m_text;
    qsizetype m_at = 0;
    int m_line = 1;
};

} // namespace

const EvidenceJson::Value *EvidenceJson::Value::member(const QString &name) const
{
    for (const auto &[key, value] : members)
        if (key == name)
            return &value;
    return nullptr;
}

QString EvidenceJson::Value::textOf(const QString &name) const
{
    const Value *v = member(name);
    return v && !v->isObject() && !v->isArray() && v->kind != Kind::Null ? v->text : QString();
}

std::vector<const EvidenceJson::Value *> EvidenceJson::Value::rows() const
{
    std::vector<const Value *> out;
    if (isArray())
        for (const Value &v : items)
            out.push_back(&v);
    else if (isObject())
        out.push_back(this);
    return out;
}

EvidenceJson EvidenceJson::parse(const QString &text)
{
    EvidenceJson out;
    Parser parser(text);
    if (!parser.parseDocument(out.m_root)) {
        out.m_error = parser.error;
        out.m_errorLine = parser.errorLine;
        out.m_root = Value{};
    }
    return out;
}

} // namespace hvnet
