#include "pfctext.h"

#include "plans/evidence/evidencetext.h"

#include <QCoreApplication>

namespace hvnet::PfcText {

namespace {

struct PfcTr {
    Q_DECLARE_TR_FUNCTIONS(hvnet::PfcText)
};

} // namespace

std::optional<bool> onOff(const QString &word)
{
    const QString w = word.trimmed().toLower();
    static const QStringList yes{QStringLiteral("on"), QStringLiteral("enabled"), QStringLiteral("enable"),
        QStringLiteral("true"), QStringLiteral("yes"), QStringLiteral("active"), QStringLiteral("up"), QStringLiteral("1")};
    static const QStringList no{QStringLiteral("off"), QStringLiteral("disabled"), QStringLiteral("disable"),
        QStringLiteral("false"), QStringLiteral("no"), QStringLiteral("inactive"), QStringLiteral("down"),
        QStringLiteral("0"), QStringLiteral("none")};
    if (yes.contains(w))
        return true;
    if (no.contains(w))
        return false;
    return std::nullopt;
}

PfcPortStatus::Mode mode(const QString &word)
{
    const QString w = word.trimmed().toLower();
    if (w == QLatin1String("auto") || w == QLatin1String("negotiated"))
        return PfcPortStatus::Mode::Auto;
    if (const auto b = onOff(w))
        return *b ? PfcPortStatus::Mode::On : PfcPortStatus::Mode::Off;
    return PfcPortStatus::Mode::Unknown;
}

std::optional<EvidenceJson::Value> json(const EvidenceText &text, SwitchState &state)
{
    // The cleaned text keeps the file's lines, so JSON lines are the file's.
    const QByteArray utf8 = text.text().toUtf8();
    EvidenceJson::Error error;
    auto doc = EvidenceJson::parse(std::string_view(utf8.constData(), std::size_t(utf8.size())), &error,
                                   EvidenceJson::DuplicateKeys::Keep);
    if (!doc)
        state.addProblem(error.line, PfcTr::tr("not valid JSON: %1").arg(error.message), true);
    return doc;
}

const EvidenceJson::Value *find(const EvidenceJson::Value &in, std::string_view name)
{
    // Iterative, so a deeply nested hostile document costs no stack.
    std::vector<const EvidenceJson::Value *> todo{&in};
    while (!todo.empty()) {
        const EvidenceJson::Value *v = todo.back();
        todo.pop_back();
        if (const EvidenceJson::Value *m = v->member(name))
            return m;
        for (auto it = v->items.rbegin(); it != v->items.rend(); ++it)
            todo.push_back(&*it);
        for (auto it = v->members.rbegin(); it != v->members.rend(); ++it)
            todo.push_back(&it->value);
    }
    return nullptr;
}

void noJsonForm(const EvidenceText &text, const QString &command, SwitchState &state)
{
    state.addProblem(text.firstContentLine(),
        PfcTr::tr("this is JSON, and the platform prints none for '%1': save the command's text output").arg(command),
        true);
}

void nothingFound(const EvidenceText &text, const QString &command, SwitchState &state)
{
    if (text.firstContentLine() > 0)
        state.addProblem(text.firstContentLine(),
            PfcTr::tr("no port's PFC state of the form '%1' prints was found").arg(command), true);
}

} // namespace hvnet::PfcText
