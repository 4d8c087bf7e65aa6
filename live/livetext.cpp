#include "livetext.h"

#include <algorithm>

namespace hvnet {

QString quotedEvidence(const QString &text, int most)
{
    QString out;
    out.reserve(std::min<qsizetype>(text.size(), most + 1));
    for (const QChar c : text) {
        if (out.size() >= most || (c.isHighSurrogate() && out.size() + 1 >= most)) {
            out += QChar(0x2026); // …
            break;
        }
        const char16_t u = c.unicode();
        const bool unsafe = u < 0x20 || (u >= 0x7F && u < 0xA0) || u == 0x2028 || u == 0x2029
            || (u >= 0x202A && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069) || u == 0x200E || u == 0x200F
            || u == 0x061C || u == 0xFEFF;
        out += unsafe ? QChar(u'?') : c;
    }
    return out;
}

} // namespace hvnet
