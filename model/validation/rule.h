#pragma once

#include "finding.h"

#include <QString>

#include <vector>

namespace hvnet {

class ValidationContext;

// What a rule is, beside what it checks. The texts are source strings marked
// for translation (context "hvnet::rules") and translated when read.
struct RuleInfo {
    const char *id;
    Severity severity;
    const char *title;
    const char *rationale;
    const char *source;
};

// Collects one rule's findings, filling in the rule id and, unless a finding
// says otherwise, the rule's default severity.
class FindingSink
{
public:
    FindingSink(const RuleInfo &info, std::vector<Finding> &out) : m_info(info), m_out(out) { }

    void raise(const QString &message, const QStringList &objects) { raise(m_info.severity, message, objects); }
    void raise(Severity severity, const QString &message, const QStringList &objects);

private:
    const RuleInfo &m_info;
    std::vector<Finding> &m_out;
};

// A design rule of the catalogue (docs/rules.md). A rule is a small class: its
// info and one check over the context. Adding a rule is a class and one line in
// its section's registration function.
class Rule
{
public:
    explicit Rule(const RuleInfo &info) : m_info(info) { }
    virtual ~Rule() = default;

    QString id() const { return QString::fromLatin1(m_info.id); }
    Severity defaultSeverity() const { return m_info.severity; }
    QString title() const;
    QString rationale() const;
    QString source() const;
    const RuleInfo &info() const { return m_info; }

    virtual void check(const ValidationContext &context, FindingSink &sink) const = 0;

private:
    RuleInfo m_info;
};

} // namespace hvnet
