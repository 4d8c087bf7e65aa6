#include "scriptchecks.h"

#include "powershellsyntax.h"

#include <QFile>
#include <QRegularExpression>

namespace hvnet {

namespace {

bool allows(const QStringList &allowed, const QString &parameter)
{
    static const QStringList common{QStringLiteral("ErrorAction"), QStringLiteral("Confirm"), QStringLiteral("WhatIf")};
    return allowed.contains(parameter, Qt::CaseInsensitive) || common.contains(parameter, Qt::CaseInsensitive);
}

} // namespace

const QHash<QString, QStringList> &knownCmdlets()
{
    static const QHash<QString, QStringList> table = [] {
        QHash<QString, QStringList> t;
        QFile file(QStringLiteral(HVNET_TEST_DATA "/powershell/cmdlets.txt"));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("cannot read cmdlets.txt");
        for (const QByteArray &raw : file.readAll().split('\n')) {
            const QString line = QString::fromUtf8(raw).trimmed();
            if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
                continue;
            QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            const QString cmdlet = words.takeFirst();
            t.insert(cmdlet, words);
        }
        return t;
    }();
    return table;
}

QStringList structuralProblems(const QByteArray &bytes)
{
    QStringList problems;
    if (!bytes.startsWith("\xEF\xBB\xBF"))
        problems << QStringLiteral("no UTF-8 byte order mark");
    if (bytes.contains('\n') && bytes.count("\r\n") != bytes.count('\n'))
        problems << QStringLiteral("a line not ending in CRLF");
    const QString script = QString::fromUtf8(bytes.startsWith("\xEF\xBB\xBF") ? bytes.mid(3) : bytes);
    // A marker left by the template, not "{{" a name holds: comment lines and single-quoted
    // literals (data, whatever they hold; PowerShell's four single quotes,
    // doubled inside) are left out of the search.
    static const QRegularExpression literal(
        QStringLiteral("['\u2018\u2019\u201A\u201B](?:[^'\u2018\u2019\u201A\u201B\r\n]|['\u2018\u2019\u201A\u201B]{2})*['\u2018\u2019\u201A\u201B]"));
    // Whole-line comments (the header names the node) are data too.
    static const QRegularExpression commentLine(QStringLiteral("^[ \\t]*#[^\\r\\n]*"), QRegularExpression::MultilineOption);
    if (QString(script).remove(literal).remove(commentLine).contains(QStringLiteral("{{")))
        problems << QStringLiteral("an unexpanded template marker");
    if (!script.startsWith(QStringLiteral("#Requires -RunAsAdministrator\r\n")))
        problems << QStringLiteral("does not start with #Requires -RunAsAdministrator");
    if (!script.contains(QStringLiteral("$ErrorActionPreference = 'Stop'")))
        problems << QStringLiteral("no $ErrorActionPreference = 'Stop'");

    const PowerShellSyntax syntax(script);
    problems << syntax.errors();
    static const QRegularExpression verbNoun(QStringLiteral("^[A-Z][a-z]+-[A-Za-z]+$"));
    for (const PowerShellSyntax::Command &c : syntax.commands()) {
        QStringList allowed;
        if (syntax.functions().contains(c.name))
            allowed = syntax.functions().value(c.name);
        else if (knownCmdlets().contains(c.name))
            allowed = knownCmdlets().value(c.name);
        else {
            if (verbNoun.match(c.name).hasMatch())
                problems << QStringLiteral("line %1: unknown command %2").arg(c.line).arg(c.name);
            continue;
        }
        for (const QString &p : c.parameters)
            if (!allows(allowed, p))
                problems << QStringLiteral("line %1: %2 has no parameter -%3").arg(c.line).arg(c.name, p);
        // A splatted hashtable's keys are parameters too.
        for (const QString &variable : c.splatted)
            for (const QString &key : syntax.splatKeys(c.function, variable))
                if (!allows(allowed, key))
                    problems << QStringLiteral("line %1: %2 has no parameter %3 (splatted @%4)")
                                    .arg(c.line)
                                    .arg(c.name, key, variable);
    }
    return problems;
}

} // namespace hvnet
