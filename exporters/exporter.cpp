#include "exporter.h"

#include "diagramdrawing.h"

namespace hvnet {

const QByteArray &ExportContext::diagramSvg()
{
    if (!m_diagramSvg)
        m_diagramSvg = DiagramDrawing(design, validation).svg();
    return *m_diagramSvg;
}

} // namespace hvnet
