#include "switchevidencefile.h"

namespace hvnet::SwitchEvidenceFiles {

QString name(SwitchEvidenceFile file)
{
    switch (file) {
    case SwitchEvidenceFile::RunningConfig: return QStringLiteral("running-config.txt");
    case SwitchEvidenceFile::Lldp: return QStringLiteral("lldp.txt");
    case SwitchEvidenceFile::Pfc: return QStringLiteral("pfc.txt");
    }
    return QString();
}

} // namespace hvnet::SwitchEvidenceFiles
