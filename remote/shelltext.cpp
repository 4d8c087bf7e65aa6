#include "shelltext.h"

#include "platforms/switchsession.h"

#include <QRegularExpression>
#include <QStringList>

#include <vector>

namespace hvnet::ShellText {

QString lastLine(const QByteArray &buffer)
{
    const qsizetype newline = buffer.lastIndexOf('\n');
    QString line = QString::fromUtf8(buffer.mid(newline + 1));
    line.remove(QLatin1Char('\r'));
    return line;
}

bool isPager(const QString &line)
{
    static const QRegularExpression more(QStringLiteral("^\\s*-+ ?\\(?more\\b.*-*\\s*$"), QRegularExpression::CaseInsensitiveOption);
    return more.match(line).hasMatch();
}

QByteArray commandOutput(QByteArray printed)
{
    printed.replace("\r\n", "\n");
    printed.replace('\r', "");
    qsizetype begin = printed.indexOf('\n');
    begin = begin < 0 ? printed.size() : begin + 1;
    const qsizetype end = printed.lastIndexOf('\n');
    return end >= begin ? printed.mid(begin, end - begin + 1) : QByteArray();
}

QString refusal(const SwitchSession &platform, const QByteArray &output)
{
    std::vector<QRegularExpression> patterns;
    for (const QString &p : platform.errorLines)
        patterns.emplace_back(p);
    const QStringList lines = QString::fromUtf8(output).split(QLatin1Char('\n'));
    for (QString line : lines) {
        line.remove(QLatin1Char('\r'));
        for (const QRegularExpression &pattern : patterns)
            if (pattern.match(line).hasMatch())
                return line.trimmed();
    }
    return {};
}

} // namespace hvnet::ShellText
