#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

#include <memory>

namespace hvnet {

// What was said with one target, one file per step:
//   <folder>/<target>/<nn>-<step>.txt
// Each line is marked by who said it: "> " what hvnet sent, "< " what the
// device printed, "! " its error stream, "# " hvnet's notes (the exit code,
// a timeout). Written as it happens, so a cancelled or failed run keeps
// what was said up to then. Secrets never reach it: passwords and
// passphrases go to libssh alone (secretprompt.h).
class Transcript
{
public:
    // folder empty: nothing is written.
    Transcript(const QString &folder, const QString &target);
    ~Transcript();

    void begin(const QString &step);
    void sent(const QByteArray &text);
    void received(const QByteArray &text);
    void receivedError(const QByteArray &text);
    void note(const QString &text);
    // The file of the current step, relative to the transcripts' folder.
    QString currentFile() const { return m_current; }

private:
    void write(char mark, const QByteArray &text);

    QString m_folder;
    QString m_target;
    QString m_current;
    int m_steps = 0;
    std::unique_ptr<QFile> m_file;
};

} // namespace hvnet
