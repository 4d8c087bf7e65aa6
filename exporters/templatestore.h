#pragma once

#include <QString>

#include <optional>

namespace hvnet {

// The text templates the exporters fill. A user's folder (`--templates DIR`,
// or the designer's setting) is searched first, so a consultant can adapt a
// template without rebuilding; the copies built into hvnet are the fallback.
class TemplateStore
{
public:
    explicit TemplateStore(const QString &overrideDir = {}) : m_overrideDir(overrideDir) { }

    // relativePath like "powershell/node.ps1.mustache". Sets *error when the
    // template cannot be found or read.
    std::optional<QString> load(const QString &relativePath, QString *error) const;

private:
    QString m_overrideDir;
};

} // namespace hvnet
