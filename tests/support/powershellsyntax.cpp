#include "powershellsyntax.h"

#include <QMutex>
#include <QRegularExpression>

#include <memory>

#ifdef HVNET_PS_GRAMMAR
#include <tree_sitter/api.h>
extern "C" const TSLanguage *tree_sitter_powershell(void);
#endif

namespace hvnet {

bool PowerShellSyntax::available(QString *why)
{
#ifdef HVNET_PS_GRAMMAR
    Q_UNUSED(why);
    return true;
#else
    *why = QStringLiteral(HVNET_PS_GRAMMAR_MISSING);
    return false;
#endif
}

QStringList PowerShellSyntax::splatKeys(const QString &function, const QString &variable) const
{
    return m_splatKeys.value(function + QLatin1Char('|') + variable.toLower());
}

#ifdef HVNET_PS_GRAMMAR

namespace {

struct Walker {
    const QByteArray &source;
    QStringList &errors;
    std::vector<PowerShellSyntax::Command> &commands;
    std::vector<PowerShellSyntax::Flow> &flows;
    QHash<QString, QStringList> &functions;
    QHash<QString, QStringList> &splatKeys;

    QString text(TSNode node) const
    {
        const uint32_t start = ts_node_start_byte(node);
        const uint32_t end = ts_node_end_byte(node);
        return QString::fromUtf8(source.mid(start, end - start));
    }

    static QString type(TSNode node) { return QString::fromLatin1(ts_node_type(node)); }
    static int line(TSNode node) { return int(ts_node_start_point(node).row) + 1; }

    // Every node of a type under node, not descending into nested functions.
    void collect(TSNode node, const char *wanted, std::vector<TSNode> &out) const
    {
        for (uint32_t i = 0; i < ts_node_child_count(node); ++i) {
            const TSNode child = ts_node_child(node, i);
            if (type(child) == QLatin1String(wanted))
                out.push_back(child);
            else if (type(child) != QLatin1String("function_statement"))
                collect(child, wanted, out);
        }
    }

    void reportErrors(TSNode node)
    {
        if (ts_node_is_missing(node)) {
            const TSPoint p = ts_node_start_point(node);
            errors << QStringLiteral("line %1, column %2: missing %3").arg(p.row + 1).arg(p.column + 1).arg(type(node));
            return;
        }
        if (type(node) == QLatin1String("ERROR")) {
            const TSPoint p = ts_node_start_point(node);
            errors << QStringLiteral("line %1, column %2: cannot parse \"%3\"")
                          .arg(p.row + 1)
                          .arg(p.column + 1)
                          .arg(text(node).left(60).simplified());
            return;
        }
        if (!ts_node_has_error(node))
            return;
        for (uint32_t i = 0; i < ts_node_child_count(node); ++i)
            reportErrors(ts_node_child(node, i));
    }

    void addKey(const QString &function, const QString &variable, const QString &key)
    {
        QStringList &keys = splatKeys[function + QLatin1Char('|') + variable.toLower()];
        if (!keys.contains(key))
            keys << key;
    }

    void assignment(TSNode node, const QString &function)
    {
        const TSNode left = ts_node_named_child(node, 0);
        static const QRegularExpression whole(QStringLiteral("^\\$(\\w+)$"));
        static const QRegularExpression member(QStringLiteral("^\\$(\\w+)\\.(\\w+)$"));
        const QString target = text(left).trimmed();
        if (const auto m = member.match(target); m.hasMatch()) {
            addKey(function, m.captured(1), m.captured(2));
            return;
        }
        const auto m = whole.match(target);
        const TSNode value = ts_node_child_by_field_name(node, "value", 5);
        if (!m.hasMatch() || ts_node_is_null(value))
            return;
        std::vector<TSNode> tables;
        collect(value, "hash_literal_expression", tables);
        if (tables.empty())
            return;
        // Only the outermost table's own entries.
        const TSNode table = tables.front();
        std::vector<TSNode> entries;
        collect(table, "hash_entry", entries);
        for (const TSNode &entry : entries) {
            TSNode parent = ts_node_parent(entry);
            while (!ts_node_is_null(parent) && type(parent) != QLatin1String("hash_literal_expression"))
                parent = ts_node_parent(parent);
            if (!ts_node_eq(parent, table))
                continue;
            addKey(function, m.captured(1), text(ts_node_named_child(entry, 0)).trimmed());
        }
    }

    void flow(TSNode node, const QString &function, const QStringList &scopes)
    {
        if (ts_node_child_count(node) == 0)
            return;
        PowerShellSyntax::Flow f;
        const TSNode keyword = ts_node_child(node, 0);
        f.keyword = text(keyword).trimmed().toLower();
        const uint32_t after = ts_node_end_byte(keyword);
        f.value = QString::fromUtf8(source.mid(after, ts_node_end_byte(node) - after)).trimmed();
        f.function = function;
        f.scopes = scopes;
        f.line = line(node);
        flows.push_back(f);
    }

    void command(TSNode node, const QString &function, const QStringList &scopes)
    {
        const TSNode name = ts_node_child_by_field_name(node, "command_name", 12);
        if (ts_node_is_null(name))
            return;
        PowerShellSyntax::Command c;
        c.name = text(name).trimmed();
        c.function = function;
        c.scopes = scopes;
        c.line = line(node);
        const uint32_t after = ts_node_end_byte(name);
        c.arguments = QString::fromUtf8(source.mid(after, ts_node_end_byte(node) - after)).trimmed();
        const TSNode elements = ts_node_child_by_field_name(node, "command_elements", 16);
        if (!ts_node_is_null(elements)) {
            static const QRegularExpression splat(QStringLiteral("^@(\\w+)$"));
            for (uint32_t i = 0; i < ts_node_child_count(elements); ++i) {
                const TSNode element = ts_node_child(elements, i);
                const QString t = text(element).trimmed();
                if (type(element) == QLatin1String("command_parameter")) {
                    QString p = t.mid(1);
                    if (p.endsWith(QLatin1Char(':')))
                        p.chop(1);
                    c.parameters << p;
                } else if (const auto m = splat.match(t); m.hasMatch()) {
                    c.splatted << m.captured(1);
                }
            }
        }
        commands.push_back(c);
    }

    void walk(TSNode node, const QString &function, const QStringList &scopes)
    {
        const QString t = type(node);
        QString inside = function;
        QStringList here = scopes;
        if (t == QLatin1String("catch_clause") || t == QLatin1String("finally_clause") || t == QLatin1String("trap_statement")
            || t == QLatin1String("else_clause"))
            here << t.section(QLatin1Char('_'), 0, 0);
        else if (t == QLatin1String("foreach_statement") || t == QLatin1String("for_statement")
            || t == QLatin1String("while_statement") || t == QLatin1String("do_statement"))
            here << QStringLiteral("loop");
        else if (t == QLatin1String("script_block_expression"))
            here << QStringLiteral("block");
        if (t == QLatin1String("function_statement")) {
            here.clear();
            for (uint32_t i = 0; i < ts_node_named_child_count(node); ++i) {
                const TSNode child = ts_node_named_child(node, i);
                if (type(child) == QLatin1String("function_name"))
                    inside = text(child).trimmed();
            }
            std::vector<TSNode> parameters;
            collect(node, "script_parameter", parameters);
            QStringList names;
            for (const TSNode &p : parameters) {
                std::vector<TSNode> variables;
                collect(p, "variable", variables);
                if (!variables.empty())
                    names << text(variables.front()).mid(1);
            }
            functions.insert(inside, names);
        } else if (t == QLatin1String("assignment_expression")) {
            assignment(node, function);
        } else if (t == QLatin1String("command")) {
            command(node, function, scopes);
        } else if (t == QLatin1String("flow_control_statement")) {
            flow(node, function, scopes);
        }
        QString condition;
        if (t == QLatin1String("if_statement") || t == QLatin1String("elseif_clause")) {
            const TSNode c = ts_node_child_by_field_name(node, "condition", 9);
            condition = t.section(QLatin1Char('_'), 0, 0) + QLatin1Char(' ') + (ts_node_is_null(c) ? QString() : text(c).simplified());
        } else if (t == QLatin1String("try_statement")) {
            condition = QStringLiteral("try");
        }
        for (uint32_t i = 0; i < ts_node_child_count(node); ++i) {
            const TSNode child = ts_node_child(node, i);
            if (!condition.isEmpty() && type(child) == QLatin1String("statement_block"))
                walk(child, inside, here + QStringList{condition});
            else
                walk(child, inside, here);
        }
    }
};

} // namespace

PowerShellSyntax::PowerShellSyntax(const QString &script)
{
#ifndef HVNET_FUZZ_PS_GRAMMAR
    // The tests ask many questions of the same scripts (a design's scripts,
    // one test function after another); the parse of a text is always the
    // same, so each distinct text is parsed once per process. The fuzz build
    // parses every time: there each input is new, and memory stays flat.
    static QMutex mutex;
    static QHash<QString, std::shared_ptr<const PowerShellSyntax>> parsed;
    static qsizetype parsedChars = 0;
    {
        const QMutexLocker locker(&mutex);
        if (const auto found = parsed.constFind(script); found != parsed.cend()) {
            *this = **found;
            return;
        }
    }
    parse(script);
    const QMutexLocker locker(&mutex);
    if (parsedChars + script.size() > 64 * 1024 * 1024) { // a bound, should a test make many distinct scripts
        parsed.clear();
        parsedChars = 0;
    }
    parsed.insert(script, std::make_shared<const PowerShellSyntax>(*this));
    parsedChars += script.size();
#else
    parse(script);
#endif
}

void PowerShellSyntax::parse(const QString &script)
{
    const QByteArray source = script.toUtf8();
    TSParser *parser = ts_parser_new();
    if (!ts_parser_set_language(parser, tree_sitter_powershell())) {
        m_errors << QStringLiteral("the PowerShell grammar does not fit this tree-sitter library's ABI");
        ts_parser_delete(parser);
        return;
    }
    TSTree *tree = ts_parser_parse_string(parser, nullptr, source.constData(), uint32_t(source.size()));
    const TSNode root = ts_tree_root_node(tree);
    Walker walker{source, m_errors, m_commands, m_flows, m_functions, m_splatKeys};
    walker.reportErrors(root);
    walker.walk(root, QString(), QStringList());
    ts_tree_delete(tree);
    ts_parser_delete(parser);
}

#else

PowerShellSyntax::PowerShellSyntax(const QString &)
{
    m_errors << QStringLiteral(HVNET_PS_GRAMMAR_MISSING);
}

void PowerShellSyntax::parse(const QString &)
{
}

#endif

} // namespace hvnet
