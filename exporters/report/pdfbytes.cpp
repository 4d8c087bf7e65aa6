#include "pdfbytes.h"

namespace hvnet {

QByteArray PdfBytes::withFixedCreationDate(const QByteArray &original)
{
    QByteArray pdf = original;
    const QByteArray key = "/CreationDate (D:";
    const qsizetype at = pdf.indexOf(key);
    if (at < 0)
        return pdf;
    const qsizetype digits = at + key.size();
    const QByteArray epoch = "19700101000000"; // yyyyMMddHHmmss (PDF 1.4, 3.8.3)
    if (digits + epoch.size() > pdf.size())
        return pdf;
    for (qsizetype i = 0; i < epoch.size(); ++i)
        if (pdf[digits + i] < '0' || pdf[digits + i] > '9')
            return pdf;
    pdf.replace(digits, epoch.size(), epoch);
    return pdf;
}

} // namespace hvnet
