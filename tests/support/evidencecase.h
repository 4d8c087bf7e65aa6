#pragma once

#include <QByteArray>
#include <QString>

#include <map>

#include <nlohmann/json.hpp>

namespace hvnet {

class Design;

// The evidence fixtures under tests/data/evidence/ (their README says what
// they are built from): a base folder as it is, or a drift case's files laid
// over its base, with the design each was made for.
class EvidenceCase
{
public:
    // folder: a base ("s2d-converged-set") or a case ("drift/live.host-qos").
    explicit EvidenceCase(const QString &folder);

    // The design's name: a starter id, or "azurelocal-atc".
    QString designName() const { return m_designName; }
    Design design() const;
    // The evidence files by relative path, as hvnet check reads them.
    const std::map<QString, QByteArray> &files() const { return m_files; }
    // A case's expected findings (case.json), empty for a base.
    const nlohmann::json &expected() const { return m_expected; }
    // Writes the files under directory; false when one cannot be written.
    bool writeTo(const QString &directory) const;

    // The fixture root, tests/data/evidence.
    static QString root();

private:
    QString m_designName;
    std::map<QString, QByteArray> m_files;
    nlohmann::json m_expected = nlohmann::json::array();
};

} // namespace hvnet
