#include "transcript.h"

#include "plans/filenames.h"

#include <QDir>

namespace hvnet {

Transcript::Transcript(const QString &folder, const QString &target) : m_folder(folder), m_target(safeFileName(target)) { }

Transcript::~Transcript() = default;

void Transcript::begin(const QString &step)
{
    m_file.reset();
    ++m_steps;
    m_current = QStringLiteral("%1/%2-%3.txt").arg(m_target).arg(m_steps, 2, 10, QLatin1Char('0')).arg(step);
    if (m_folder.isEmpty())
        return;
    QDir(m_folder).mkpath(m_target);
    m_file = std::make_unique<QFile>(QDir(m_folder).filePath(m_current));
    if (!m_file->open(QIODevice::WriteOnly | QIODevice::Truncate))
        m_file.reset();
}

void Transcript::write(char mark, const QByteArray &text)
{
    if (!m_file)
        return;
    QByteArray out;
    QByteArray body = text;
    body.replace("\r\n", "\n");
    if (body.endsWith('\n'))
        body.chop(1);
    const QList<QByteArray> lines = body.split('\n');
    for (const QByteArray &line : lines) {
        out += mark;
        out += ' ';
        out += line;
        out += '\n';
    }
    m_file->write(out);
    m_file->flush();
}

void Transcript::sent(const QByteArray &text) { write('>', text); }
void Transcript::received(const QByteArray &text) { write('<', text); }
void Transcript::receivedError(const QByteArray &text) { write('!', text); }
void Transcript::note(const QString &text) { write('#', text.toUtf8()); }

} // namespace hvnet
