#include "dialogsecretprompt.h"

#include <QInputDialog>
#include <QLineEdit>
#include <QMetaObject>
#include <QWidget>

namespace hvnet {

std::optional<QByteArray> DialogSecretPrompt::ask(const QString &question)
{
    std::optional<QByteArray> answer;
    if (m_cancel.load())
        return answer;
    QMetaObject::invokeMethod(m_window, [&] { answer = m_asker(question); }, Qt::BlockingQueuedConnection);
    return answer;
}

DialogSecretPrompt::Asker DialogSecretPrompt::passwordLine(QWidget *parent, const QString &title)
{
    return [parent, title](const QString &question) -> std::optional<QByteArray> {
        bool ok = false;
        QString text = QInputDialog::getText(parent, title, question, QLineEdit::Password, {}, &ok);
        if (!ok)
            return std::nullopt;
        QByteArray secret = text.toUtf8();
        text.fill(QLatin1Char(' '));
        return secret;
    };
}

} // namespace hvnet
