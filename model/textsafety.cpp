#include "textsafety.h"

namespace hvnet {

qsizetype controlCharacterAt(const QString &text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        if (c < 0x20 || c == 0x7F || (c >= 0x80 && c < 0xA0) || c == 0x2028 || c == 0x2029)
            return i;
    }
    return -1;
}

} // namespace hvnet
