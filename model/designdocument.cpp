#include "designdocument.h"

#include "designfile.h"
#include "designselection.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QUndoStack>

namespace hvnet {

DesignDocument::DesignDocument(QObject *parent)
    : QObject(parent), m_undoStack(new QUndoStack(this)), m_selection(new DesignSelection(this))
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
}

DesignDocument::~DesignDocument() = default;

QString DesignDocument::displayName() const
{
    if (!m_design.meta.name.isEmpty())
        return m_design.meta.name;
    if (!m_fileName.isEmpty())
        return QFileInfo(m_fileName).fileName();
    return QCoreApplication::translate("hvnet::DesignDocument", "untitled");
}

bool DesignDocument::isModified() const
{
    return !m_undoStack->isClean();
}

void DesignDocument::reset(const Design &design, const QString &fileName)
{
    const bool wasModified = isModified();
    m_undoStack->clear();
    m_design = design;
    setFileName(fileName);
    m_selection->clear();
    Q_EMIT designReset();
    if (wasModified)
        Q_EMIT modifiedChanged(false);
}

void DesignDocument::resetRecovered(const Design &design, const QString &fileName)
{
    reset(design, fileName);
    m_undoStack->resetClean();
}

DesignError DesignDocument::load(const QString &fileName)
{
    DesignFile::LoadResult result = DesignFile::load(fileName);
    if (!result.design)
        return result.error;
    reset(*result.design, fileName);
    return {};
}

DesignError DesignDocument::saveAs(const QString &fileName)
{
    const DesignError error = DesignFile::save(m_design, fileName);
    if (!error.isNull())
        return error;
    setFileName(fileName);
    m_undoStack->setClean();
    return {};
}

void DesignDocument::setFileName(const QString &fileName)
{
    if (m_fileName == fileName)
        return;
    m_fileName = fileName;
    Q_EMIT fileNameChanged(fileName);
}

} // namespace hvnet
