#include "pfcblocks.h"

#include "lldptext.h"
#include "pfctext.h"
#include "plans/evidence/evidencetext.h"

namespace hvnet {

void PfcBlocks::read(const EvidenceText &text, const QRegularExpression &heading, SwitchState &state)
{
    static const QRegularExpression flagRow(QStringLiteral("^(\\d)\\s+(True|False|Enabled|Disabled|Yes|No)$"),
        QRegularExpression::CaseInsensitiveOption);
    PfcPortStatus *current = nullptr;
    bool localTable = true; // AOS-CX prints the local advertisement first, then the peer's
    const QStringList &lines = text.lines();
    for (int i = 0; i < lines.size(); ++i) {
        const QString command = text.commandAt(i + 1);
        const QString line = command.isEmpty() ? lines.at(i).trimmed() : command;
        if (line.isEmpty())
            continue;
        if (const auto m = heading.match(line); m.hasMatch()) {
            PfcPortStatus &s = state.pfcStatus[m.captured(1)];
            s.port = m.captured(1);
            s.line = i + 1;
            current = &s;
            localTable = true;
            continue;
        }
        if (!current)
            continue;
        const QString lower = line.toLower();
        if (lower.startsWith(QLatin1String("remote advertisement")) || lower.startsWith(QLatin1String("enhanced transmission")))
            localTable = false;
        else if (lower.startsWith(QLatin1String("local advertisement")))
            localTable = true;
        if (const auto f = flagRow.match(line); f.hasMatch()) {
            if (localTable && PfcText::onOff(f.captured(2)).value_or(false))
                current->priorities.insert(f.captured(1).toInt());
            continue;
        }
        const qsizetype colon = line.indexOf(QLatin1Char(':'));
        if (colon <= 0)
            continue;
        const QString key = lower.left(colon);
        const QString value = line.mid(colon + 1).trimmed();
        const QString firstWord = value.section(QLatin1Char(' '), 0, 0);
        if (key.contains(QLatin1String("oper")) && !key.contains(QLatin1String("dcbx"))) {
            current->operational = PfcText::onOff(firstWord);
        } else if (key.contains(QLatin1String("admin")) || key.contains(QLatin1String("mode"))) {
            if (!key.contains(QLatin1String("dcbx")))
                current->mode = PfcText::mode(firstWord);
        } else if (key.contains(QLatin1String("priorit")) || key.contains(QLatin1String("cos"))) {
            current->priorities = LldpText::priorities(value);
        } else if (key.contains(QLatin1String("rx")) && key.contains(QLatin1String("pfc"))) {
            current->rxPause = firstWord.toLongLong();
        } else if (key.contains(QLatin1String("tx")) && key.contains(QLatin1String("pfc"))) {
            current->txPause = firstWord.toLongLong();
        } else if (key.contains(QLatin1String("flow-control")) || key.contains(QLatin1String("flow control"))) {
            // "Flow-control : priority rxtx 3": PFC on those priorities.
            const QStringList words = value.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (words.value(0).compare(QLatin1String("priority"), Qt::CaseInsensitive) == 0) {
                current->mode = PfcPortStatus::Mode::On;
                current->priorities = LldpText::priorities(words.mid(2).join(QLatin1Char(' ')));
            } else if (const auto on = PfcText::onOff(firstWord); on && !*on) {
                current->mode = PfcPortStatus::Mode::Off;
            }
        }
    }
}

} // namespace hvnet
