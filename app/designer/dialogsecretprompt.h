#pragma once

#include "remote/secretprompt.h"

#include <QByteArray>
#include <QString>

#include <atomic>
#include <functional>
#include <optional>

class QWidget;

namespace hvnet {

// A password or passphrase asked in a dialog of the window (Probe Over SSH,
// Deploy): the run's worker threads ask through it, one question at a time,
// and wait while the asker runs on the window's thread. Once the run is
// cancelled nothing more is asked. The answer goes to libssh, which wipes it
// (secretprompt.h).
class DialogSecretPrompt : public SecretPrompt
{
public:
    using Asker = std::function<std::optional<QByteArray>(const QString &question)>;

    // window: whose thread asks; asker: set and replaced by the dialog (the
    // tests answer instead of a person).
    DialogSecretPrompt(QWidget *window, const std::atomic<bool> &cancel, const Asker &asker)
        : m_window(window), m_cancel(cancel), m_asker(asker)
    {
    }

    std::optional<QByteArray> ask(const QString &question) override;

    // The asker a dialog starts with: a password line titled `title`.
    static Asker passwordLine(QWidget *parent, const QString &title);

private:
    QWidget *m_window;
    const std::atomic<bool> &m_cancel;
    const Asker &m_asker;
};

} // namespace hvnet
