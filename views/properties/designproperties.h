#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace hvnet {

class PropertyForm;
struct PropertyContext;

// Nothing selected: the design's own properties (name, customer, author,
// revision, description; Windows Server version and Network ATC) and what it holds.
class DesignProperties
{
    Q_DECLARE_TR_FUNCTIONS(hvnet::PropertiesView)

public:
    static void build(PropertyForm &form, const PropertyContext &context, const QStringList &ids);
};

} // namespace hvnet
