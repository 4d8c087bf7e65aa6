#pragma once

#include <QByteArray>

namespace hvnet {

// Qt's PDF writer stamps the current time as the document's creation date,
// so the same report gave other bytes every second (and another checksum in
// the export's manifest). The date becomes 1970-01-01 00:00:00, the
// reproducible-builds convention of SOURCE_DATE_EPOCH=0; a report asked to
// carry a date prints it on its title page. The digits are replaced in
// place, so no offset in the file's cross-reference table moves.
//
// The other thing that varies, the order in which Qt writes the embedded
// fonts, comes from a QHash and so from Qt's hash seed: the programs fix the
// seed (prepareQtEnvironment()), and then the whole PDF is the same bytes.
class PdfBytes
{
public:
    static QByteArray withFixedCreationDate(const QByteArray &pdf);
};

} // namespace hvnet
