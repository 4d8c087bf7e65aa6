#include "textsafety.h"

namespace hvnet {

qsizetype controlCharacterAt(const QString &text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        if (c < 0x20 || c == 0x7F || (c >= 0x80 && c < 0xA0) || c == 0x2028 || c == 0x2029 || c == 0x061C
            || c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069))
            return i;
    }
    return -1;
}

QString withoutControlCharacters(const QString &text)
{
    QString out = text;
    for (qsizetype at = controlCharacterAt(out); at >= 0; at = controlCharacterAt(out))
        out[at] = QLatin1Char('?');
    return out;
}

QString printableText(const QString &text)
{
    if (controlCharacterAt(text) < 0)
        return text;
    QString out = text;
    for (QChar &c : out)
        if (c != QLatin1Char('\n') && c != QLatin1Char('\t') && controlCharacterAt(QString(c)) == 0)
            c = QChar(QChar::ReplacementCharacter);
    return out;
}

} // namespace hvnet
