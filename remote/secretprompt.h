#pragma once

#include <QByteArray>
#include <QString>

#include <functional>
#include <map>
#include <mutex>
#include <optional>

namespace hvnet {

// Asks the person at the keyboard for a password or a key's passphrase.
// The answer lives in memory only: the transport hands it to libssh and
// wipes it; it is never written to a transcript, log, design or setting.
// The command line asks on its terminal (TerminalSecretPrompt); the
// designer implements the same interface with a dialog.
class SecretPrompt
{
public:
    virtual ~SecretPrompt() = default;
    // question: translated, names the target ("Passphrase for key ... :").
    // Empty optional: no one can be asked, or the person declined.
    virtual std::optional<QByteArray> ask(const QString &question) = 0;
};

// Asks on the controlling terminal (/dev/tty) with echo off, one question
// at a time however many sessions run; without a terminal it runs the
// program SSH_ASKPASS names when one is set (as OpenSSH does, and always
// with SSH_ASKPASS_REQUIRE=force), else it cannot ask. A key's passphrase is
// asked once a run, however many targets the key opens: the answer is kept
// in this object's memory and wiped when it goes.
class TerminalSecretPrompt : public SecretPrompt
{
public:
    ~TerminalSecretPrompt() override;
    std::optional<QByteArray> ask(const QString &question) override;
    // Called around a question so a progress display can stand aside.
    std::function<void(bool asking)> onAsking;

private:
    std::optional<QByteArray> askPerson(const QString &question);

    std::mutex m_mutex;
    std::map<QString, QByteArray> m_passphrases; // by question, which names the key file
};

// Overwrites a secret's bytes before it is released.
void wipeSecret(QByteArray &secret);

} // namespace hvnet
