#pragma once

#include <QStringList>

#include <memory>
#include <vector>

namespace hvnet {

class Exporter;

// Every exporter hvnet has, in the order people read them (`--what`'s list,
// the Export dialog). The command line, the Export dialog, the designer's
// headless run and the report's appendix all take them from here; adding an
// exporter is one class and one line in exporterregistry.cpp.
class ExporterRegistry
{
public:
    static const std::vector<std::unique_ptr<Exporter>> &all();
    static const Exporter *find(const QString &name);
    static QStringList names();
    // Those an export that names none runs (Exporter::inDefaultExport).
    static QStringList defaultNames();
};

} // namespace hvnet
