#include "powershellremote.h"

#include <QRegularExpression>
#include <QXmlStreamReader>

namespace hvnet::PowerShellRemote {

QByteArray invocation()
{
    return QByteArrayLiteral("powershell.exe -NoLogo -NoProfile -NonInteractive -ExecutionPolicy Bypass");
}

std::optional<QByteArray> encodedCommand(const QString &script)
{
    QByteArray utf16;
    utf16.reserve(script.size() * 2);
    for (const QChar c : script) {
        const char16_t unit = c.unicode();
        utf16.append(char(unit & 0xff));
        utf16.append(char(unit >> 8));
    }
    const QByteArray command = invocation() + " -EncodedCommand " + utf16.toBase64();
    if (command.size() > commandLineLimit)
        return std::nullopt;
    return command;
}

QByteArray fileCommand(const QString &windowsPath, const QStringList &arguments)
{
    QByteArray command = invocation() + " -File \"" + windowsPath.toUtf8() + '"';
    for (const QString &argument : arguments)
        command += ' ' + argument.toUtf8();
    return command;
}

std::optional<QByteArray> markedFileCommand(const QString &windowsPath, const QStringList &arguments)
{
    // about_Automatic_Variables: $LASTEXITCODE holds the exit code of the
    // last script or native program that ran; set to 0 first so that a script
    // that ends without `exit` reports 0, as -File does. $? is false after
    // an error that ended the call without an exit code (the file not found,
    // a parameter the script does not take): that is 1, never 0.
    QString line = QStringLiteral("$global:LASTEXITCODE = 0; & ") + quoted(windowsPath);
    for (const QString &argument : arguments)
        line += QLatin1Char(' ') + argument;
    line += QStringLiteral("; if (-not $? -and $LASTEXITCODE -eq 0) { $global:LASTEXITCODE = 1 }; '%1' + $LASTEXITCODE; "
                           "exit $LASTEXITCODE")
                .arg(QLatin1String(exitMarker));
    return encodedCommand(line);
}

std::optional<int> takeExitCode(QByteArray &out)
{
    const QByteArray marker(exitMarker);
    qsizetype start = out.lastIndexOf('\n' + marker);
    start = start >= 0 ? start + 1 : (out.startsWith(marker) ? 0 : -1);
    if (start < 0)
        return std::nullopt;
    qsizetype end = out.indexOf('\n', start);
    if (end < 0)
        end = out.size();
    bool ok = false;
    const int code = out.mid(start + marker.size(), end - start - marker.size()).trimmed().toInt(&ok);
    if (!ok || !out.mid(end).trimmed().isEmpty())
        return std::nullopt; // not the last line: the script's own text
    out.truncate(start);
    return code;
}

std::optional<QString> decodeCommand(const QByteArray &base64)
{
    const auto decoded = QByteArray::fromBase64Encoding(base64, QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.size() % 2)
        return std::nullopt;
    QString script;
    for (qsizetype i = 0; i + 1 < decoded.decoded.size(); i += 2)
        script.append(QChar(char16_t(uchar(decoded.decoded[i]) | (uchar(decoded.decoded[i + 1]) << 8))));
    return script;
}

QString quoted(const QString &text)
{
    QString q = text;
    q.replace(QLatin1Char('\''), QLatin1String("''"));
    return QLatin1Char('\'') + q + QLatin1Char('\'');
}

namespace {

// PowerShell's serializer writes characters XML cannot carry as _xHHHH_.
QString unescapeClixml(const QString &text)
{
    static const QRegularExpression escape(QStringLiteral("_x([0-9A-Fa-f]{4})_"));
    QString out;
    qsizetype last = 0;
    auto it = escape.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        out += text.mid(last, m.capturedStart() - last);
        out += QChar(char16_t(m.captured(1).toUInt(nullptr, 16)));
        last = m.capturedEnd();
    }
    out += text.mid(last);
    return out;
}

} // namespace

QString readableErrors(const QByteArray &stderrBytes)
{
    QByteArray bytes = stderrBytes;
    const qsizetype marker = bytes.indexOf("#< CLIXML");
    if (marker < 0)
        return QString::fromUtf8(bytes).trimmed();
    const QString before = QString::fromUtf8(bytes.left(marker)).trimmed();
    bytes = bytes.mid(marker + 9);
    QXmlStreamReader xml(bytes);
    QString text;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement || xml.name() != QLatin1String("S"))
            continue;
        const QString stream = xml.attributes().value(QLatin1String("S")).toString();
        const QString value = unescapeClixml(xml.readElementText());
        if (stream == QLatin1String("Error"))
            text += value;
        else if (stream == QLatin1String("warning"))
            text += QStringLiteral("WARNING: ") + value + QLatin1Char('\n');
    }
    text.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    text = text.trimmed();
    if (text.isEmpty() && xml.hasError())
        text = QString::fromUtf8(stderrBytes).trimmed();
    // What came before the document (a login shell's noise) after it: the
    // error records are what the script said.
    if (!before.isEmpty())
        text = text + QLatin1Char('\n') + before;
    return text.trimmed();
}

QString windowsPath(const QString &sftpPath)
{
    static const QRegularExpression drive(QStringLiteral("^/([A-Za-z]:)(/.*)?$"));
    const auto m = drive.match(sftpPath);
    if (!m.hasMatch())
        return sftpPath;
    QString rest = m.captured(2);
    rest.replace(QLatin1Char('/'), QLatin1Char('\\'));
    return m.captured(1) + (rest.isEmpty() ? QStringLiteral("\\") : rest);
}

} // namespace hvnet::PowerShellRemote
