#pragma once

#include <QByteArray>

namespace hvnet {

// The same report as the same bytes, in every process. Qt's PDF writer
// leaves two things to chance:
// - the creation date, the current time: it becomes 1970-01-01 00:00:00,
//   the reproducible-builds convention of SOURCE_DATE_EPOCH=0 (a report
//   asked to carry a date prints it on its title page). The digits are
//   replaced in place, so no offset in the cross-reference table moves;
// - the order of the objects of the embedded fonts: Qt writes the fonts
//   from a QHash when the document ends, so their objects' numbers, places
//   and subset names follow Qt's hash seed, which is random per process.
//   The file is rewritten with its objects numbered in the order a reader
//   meets them from the trailer, which is the content's own order, and the
//   cross-reference table made anew. Pages, text and pictures are the same
//   bytes; only numbers and places of objects change.
class PdfBytes
{
public:
    // Both of the below: what the report exporter writes.
    static QByteArray reproducible(const QByteArray &pdf);
    static QByteArray withFixedCreationDate(const QByteArray &pdf);
    // A file this cannot read as Qt writes PDF (one cross-reference table,
    // every object reachable from the trailer) comes back unchanged.
    static QByteArray inCanonicalOrder(const QByteArray &pdf);
};

} // namespace hvnet
