#include "designchecks.h"

#include "exporters/exportrun.h"
#include "live/switchstatecheck.h"
#include "model/design.h"
#include "model/designreader.h"
#include "model/designwriter.h"
#include "model/validation/validator.h"
#include "plans/filenames.h"
#include "plans/switchplan.h"
#include "platforms/switchevidence.h"
#include "platforms/switchplatformdriver.h"
#include "platforms/switchplatforms.h"

#ifdef HVNET_FUZZ_PS_GRAMMAR
#include "tests/support/powershellsyntax.h"
#endif

#include <QGuiApplication>
#include <QSet>
#include <QXmlStreamReader>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

// LeakSanitizer at exit: fontconfig keeps its configuration for the life of
// the process (the diagram and the report measure text with it) and never
// frees it; that is no leak of hvnet's.
extern "C" const char *__lsan_default_suppressions()
{
    return "leak:libfontconfig.so\n";
}

namespace hvnet::fuzzdesign {

void initialize(int *argc, char ***argv)
{
    // Never destroyed: at exit Qt's own statics may be gone before it.
    static QGuiApplication *app = nullptr;
    if (app)
        return;
    qputenv("QT_QPA_PLATFORM", "offscreen");
    // Qt's warnings about fonts and the like are no findings.
    qputenv("QT_LOGGING_RULES", "*.debug=false;*.warning=false");
    app = new QGuiApplication(*argc, *argv);
#ifndef HVNET_FUZZ_PS_GRAMMAR
    std::fprintf(stderr, "fuzz: built without the PowerShell grammar (configure the main build first); scripts are not parsed\n");
#endif
}

void fail(const char *what, const QString &detail)
{
    std::fprintf(stderr, "fuzz check failed: %s\n%s\n", what, detail.toUtf8().constData());
    std::abort();
}

bool readDesign(const QByteArray &bytes, Design &design)
{
    const DesignReader::Result read = DesignReader::read(bytes);
    if (!read.design) {
        const int lines = int(bytes.count('\n')) + 1;
        if (read.error.message.isEmpty())
            fail("a refused design without a message", {});
        if (read.error.line < 1 || read.error.line > lines || read.error.column < 1)
            fail("a refusal outside the text",
                QStringLiteral("%1:%2 of %3 lines: %4").arg(read.error.line).arg(read.error.column).arg(lines).arg(read.error.message));
        return false;
    }
    design = *read.design;
    const QByteArray written = DesignWriter::write(design);
    const DesignReader::Result again = DesignReader::read(written);
    if (!again.design)
        fail("a design the reader accepted writes a file it refuses",
            QStringLiteral("%1:%2 %3: %4\n").arg(again.error.line).arg(again.error.column).arg(again.error.pointer, again.error.message)
                + QString::fromUtf8(written));
    const QByteArray rewritten = DesignWriter::write(*again.design);
    if (rewritten != written)
        fail("writing, reading and writing again changed the file", QString::fromUtf8(written) + QStringLiteral("\n---\n") + QString::fromUtf8(rewritten));
    return true;
}

void validate(const Design &design, bool *hasErrors)
{
    const ValidationResult result = Validator::run(design);
    for (const Finding &f : result.findings)
        if (f.rule.isEmpty() || f.message.isEmpty())
            fail("a finding without a rule or a message", f.rule + QStringLiteral(": ") + f.message);
    if (!std::is_sorted(result.findings.begin(), result.findings.end(), findingLess))
        fail("the findings are not in their stable order", {});
    // The same design, the same findings: nothing depends on addresses,
    // hashing or memory that was never set.
    if (Validator::run(design).findings != result.findings)
        fail("two validations of one design differ", {});
    *hasErrors = result.hasErrors();
}

namespace {

// A configuration as the evidence kit would have collected it: the platform's reader takes the text alone too.
void readBack(const Design &design, const Switch &sw, const QByteArray &text)
{
    const SwitchPlatformDriver &driver = SwitchPlatforms::driver(sw.platform);
    bool readable = false;
    for (const SwitchPlatformDriver *d : SwitchPlatforms::readable())
        readable = readable || d == &driver;
    if (!readable)
        return;
    SwitchState state;
    SwitchEvidence::read(sw.platform, SwitchEvidence::File::RunningConfig, text, state);
    state.index();
    const QStringList problems = state.problemTexts();
    if (!problems.isEmpty())
        fail("a generated configuration does not read back", problems.join(QLatin1Char('\n')) + QStringLiteral("\n---\n") + QString::fromUtf8(text));
    const QStringList differences = SwitchStateCheck::differences(SwitchPlan::forSwitch(design, sw), state);
    if (!differences.isEmpty())
        fail("a generated configuration reads back other than planned",
            differences.join(QLatin1Char('\n')) + QStringLiteral("\n---\n") + QString::fromUtf8(text));
}

} // namespace

void exportAll(const Design &design)
{
    const ValidationResult validation = Validator::run(design);
    const ExportRun::Result result = ExportRun::run(design, validation, {});
    if (!result.ok()) {
        if (result.error.isEmpty())
            fail("an export that stopped without saying why", {});
        return;
    }
    QSet<QString> paths;
    for (const ExportedFile &file : result.files) {
        if (paths.contains(file.path))
            fail("two files of one export at one path", file.path);
        paths.insert(file.path);
#ifdef HVNET_FUZZ_PS_GRAMMAR
        if (file.path.endsWith(QLatin1String(".ps1")) || file.path.endsWith(QLatin1String(".psm1"))) {
            const PowerShellSyntax syntax(QString::fromUtf8(file.content));
            if (!syntax.errors().isEmpty())
                fail("a generated script does not parse with the PowerShell grammar",
                    file.path + QStringLiteral(": ") + syntax.errors().join(QLatin1Char('\n')));
        }
#endif
        if (file.path.endsWith(QLatin1String(".svg"))) {
            QXmlStreamReader xml(file.content);
            while (!xml.atEnd())
                xml.readNext();
            if (xml.hasError())
                fail("the diagram is no well-formed SVG", xml.errorString());
        }
    }
    for (const Switch &sw : design.switches) {
        const QString path = QStringLiteral("switches/") + safeFileName(sw.name) + QStringLiteral(".cfg");
        for (const ExportedFile &file : result.files)
            if (file.path == path)
                readBack(design, sw, file.content);
    }
}

} // namespace hvnet::fuzzdesign
