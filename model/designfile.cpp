#include "designfile.h"

#include "atomicfile.h"
#include "designreader.h"
#include "designwriter.h"

#include <QCoreApplication>
#include <QFile>

namespace hvnet {

namespace {
// One translation context for this file, as lupdate sees it too.
struct FileText {
    Q_DECLARE_TR_FUNCTIONS(hvnet::DesignFile)
};
} // namespace

DesignFile::LoadResult DesignFile::load(const QString &fileName)
{
    LoadResult result;
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = {fileName, 0, 0, {}, FileText::tr("cannot open the file: %1").arg(file.errorString())};
        return result;
    }
    // Not read at all when the reader would refuse it for its size.
    if (file.size() > DesignReader::maxFileSize) {
        result.error = {fileName, 0, 0, {},
            FileText::tr("the file is %1 MiB; hvnet reads designs of up to %2 MiB")
                .arg(double(file.size()) / (1024 * 1024), 0, 'f', 1)
                .arg(DesignReader::maxFileSize / (1024 * 1024))};
        return result;
    }
    const DesignReader::Result read = DesignReader::read(file.readAll());
    result.design = read.design;
    result.error = read.error;
    if (!result.error.isNull())
        result.error.file = fileName;
    return result;
}

DesignError DesignFile::save(const Design &design, const QString &fileName)
{
    const QByteArray content = DesignWriter::write(design);
    // A file hvnet could not open again is not saved: the old one stays, and
    // the reader's complaint says what to fix.
    if (const auto check = DesignReader::read(content); !check.design) {
        DesignError error = check.error;
        error.file = fileName;
        error.message = FileText::tr("not saved, the design would not open again: %1").arg(error.message);
        return error;
    }
    // Atomic and durable: a save killed at any moment leaves the old file or
    // the new one, never a mix (tst_crashsafe kills saves to prove it).
    if (const QString failed = writeFileAtomically(fileName, content); !failed.isEmpty())
        return {fileName, 0, 0, {}, FileText::tr("cannot write the file: %1").arg(failed)};
    return {};
}

} // namespace hvnet
