#include "switchconfigdelta.h"

#include "switchstatecheck.h"

#include "model/switchplatformspec.h"
#include "plans/evidence/switchstate.h"
#include "plans/numberlist.h"
#include "plans/switchplan.h"
#include "platforms/configtree.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <set>

namespace hvnet {

namespace {

struct DeltaText {
    Q_DECLARE_TR_FUNCTIONS(hvnet::SwitchChangeText)
};

// A configuration line and the lines of its block, editable.
struct Stanza {
    QString text;
    std::vector<Stanza> children;
};

QString norm(const QString &text)
{
    return text.simplified().toLower();
}

QStringList wordsOf(const QString &text)
{
    return text.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

// Blocks with the same first line merge into one (Comware's template writes
// an interface in more than one place; the switch prints it once).
void mergeSame(std::vector<Stanza> &nodes)
{
    std::map<QString, std::size_t> seen;
    std::vector<Stanza> merged;
    merged.reserve(nodes.size());
    for (Stanza &n : nodes) {
        const QString key = norm(n.text);
        const auto found = seen.find(key);
        if (found == seen.end()) {
            seen.emplace(key, merged.size());
            merged.push_back(std::move(n));
            continue;
        }
        Stanza &into = merged[found->second];
        for (Stanza &c : n.children)
            into.children.push_back(std::move(c));
    }
    for (Stanza &n : merged)
        if (!n.children.empty())
            mergeSame(n.children);
    nodes = std::move(merged);
}

std::vector<Stanza> nodesOf(const std::vector<ConfigTree::Node> &tree)
{
    std::vector<Stanza> out;
    out.reserve(tree.size());
    for (const ConfigTree::Node &n : tree)
        out.push_back({n.text.simplified(), nodesOf(n.children)});
    return out;
}

std::vector<Stanza> blocksOf(const QString &text)
{
    std::vector<Stanza> nodes = nodesOf(ConfigTree::parse(text).roots());
    mergeSame(nodes);
    return nodes;
}

// The flat lines of a Lines platform, without their `set` word.
QStringList bodiesOf(const ConfigEditing &e, const QString &text)
{
    QStringList out;
    std::set<QString> seen;
    const QString set = e.set.trimmed();
    for (const QString &raw : text.split(QLatin1Char('\n'))) {
        const QString line = raw.simplified();
        if (!line.startsWith(set + QLatin1Char(' ')))
            continue;
        const QString body = line.mid(set.size() + 1);
        if (seen.insert(norm(body)).second)
            out << body;
    }
    return out;
}

bool hasDigit(const QString &word)
{
    return std::any_of(word.begin(), word.end(), [](QChar c) { return c.isDigit(); });
}

// A word that is the value of a setting: a number, an address, a name with
// a number, or a state.
bool isValueWord(const QString &word)
{
    static const std::set<QString> states{QStringLiteral("on"), QStringLiteral("off"), QStringLiteral("auto"),
        QStringLiteral("enable"), QStringLiteral("disable"), QStringLiteral("enabled"), QStringLiteral("disabled"),
        QStringLiteral("true"), QStringLiteral("false"), QStringLiteral("yes"), QStringLiteral("no"),
        QStringLiteral("primary"), QStringLiteral("secondary")};
    return hasDigit(word) || states.count(word.toLower());
}

// The setting a line sets, without its value: two lines of one setting
// replace each other ("mtu 1500", "mtu 9216"). Empty for a line that is its
// own setting ("feature lldp", "no shutdown").
QString settingOf(const ConfigEditing &e, const QString &line)
{
    QStringList w = wordsOf(line);
    const QString negation = e.negation.trimmed();
    if (e.form == ConfigEditing::Form::Blocks && !w.isEmpty() && w.front().compare(negation, Qt::CaseInsensitive) == 0)
        w.removeFirst();
    if (w.size() >= 2
        && (w.front() == QLatin1String("description") || w.front() == QLatin1String("name")
            || w.front() == QLatin1String("alias")))
        return w.front();
    if (w.size() >= 2 && isValueWord(w.back())) {
        w.removeLast();
        return w.join(QLatin1Char(' ')).toLower();
    }
    return {};
}

// A line of a list the platform adds to: its setting and its items.
struct ListLine {
    QString key; // as written
    std::vector<QString> items;
    bool numeric = false;
};

// The additive patterns compiled, with the word each ends in (a line's
// setting is only matched against them when it ends in one of those).
struct Additive {
    QStringList source;
    std::vector<QRegularExpression> patterns;
    std::vector<bool> singly; // per pattern: one item per line
    std::set<QString> lastWords;
};

const Additive &additiveOf(const ConfigEditing &e)
{
    // One editing's patterns at a time: the push and the tests each use one platform per call.
    thread_local Additive additive;
    const QStringList source = e.additive + QStringList{QStringLiteral("\n")} + e.additiveSingly;
    if (additive.source != source) {
        additive = {source, {}, {}, {}};
        static const QRegularExpression lastWord(QStringLiteral("([A-Za-z][A-Za-z0-9_-]*)\\$$"));
        for (const QStringList *list : {&e.additive, &e.additiveSingly})
            for (const QString &p : *list) {
                additive.patterns.emplace_back(p);
                additive.singly.push_back(list == &e.additiveSingly);
                additive.lastWords.insert(lastWord.match(p).captured(1));
            }
    }
    return additive;
}

std::optional<ListLine> listOf(const ConfigEditing &e, const QString &line)
{
    const Additive &additive = additiveOf(e);
    const auto &patterns = additive.patterns;
    if (patterns.empty())
        return std::nullopt;
    const QStringList w = wordsOf(line);
    for (qsizetype k = w.size() - 1; k >= 1; --k) {
        if (!additive.lastWords.count(w[k - 1]))
            continue;
        const QString key = w.mid(0, k).join(QLatin1Char(' '));
        const auto matched = std::find_if(patterns.begin(), patterns.end(),
            [&key](const QRegularExpression &p) { return p.match(key).hasMatch(); });
        if (matched == patterns.end())
            continue;
        const bool singly = additive.singly[std::size_t(matched - patterns.begin())];
        ListLine list;
        list.key = key;
        const QString value = w.mid(k).join(QLatin1Char(' '));
        static const QRegularExpression numeric(QStringLiteral("^[0-9]+((\\s*(,|-|\\s|\\sto\\s)\\s*)[0-9]+)*$"));
        if (!singly && numeric.match(value).hasMatch()) {
            list.numeric = true;
            for (int n : ConfigTree::numbers(value))
                list.items.push_back(QString::number(n));
        } else {
            for (QString item : w.mid(k)) {
                item.remove(QLatin1Char('[')).remove(QLatin1Char(']'));
                if (!item.isEmpty())
                    list.items.push_back(item);
            }
        }
        return list;
    }
    return std::nullopt;
}

// Items as the platform lists them: numbers in ranges ("1,711-713" or
// Comware's "1 711 to 713"), names one per line.
QStringList listTexts(const ConfigEditing &e, const std::vector<QString> &items, bool numeric)
{
    if (items.empty())
        return {};
    if (!numeric)
        return QStringList(items.begin(), items.end());
    std::vector<int> numbers;
    for (const QString &i : items)
        numbers.push_back(i.toInt());
    std::sort(numbers.begin(), numbers.end());
    QStringList parts;
    for (std::size_t i = 0; i < numbers.size();) {
        std::size_t j = i;
        while (j + 1 < numbers.size() && numbers[j + 1] == numbers[j] + 1)
            ++j;
        parts << (j == i ? QString::number(numbers[i])
                         : QString::number(numbers[i]) + e.rangeSeparator + QString::number(numbers[j]));
        i = j + 1;
    }
    return {parts.join(e.listSeparator)};
}

// The shape of a line: its words with every number a '#', so a port's line
// matches the same line of another port ("priority-flow-control mode on"
// under "interface ethernet#/#").
QString shapeOf(const QString &text)
{
    const QString s = norm(text);
    QString out;
    out.reserve(s.size());
    for (qsizetype i = 0; i < s.size(); ++i) {
        if (!s[i].isDigit()) {
            out += s[i];
            continue;
        }
        out += QLatin1Char('#');
        while (i + 1 < s.size() && s[i + 1].isDigit())
            ++i;
    }
    return out;
}

QString negated(const ConfigEditing &e, const QString &line)
{
    const QString negation = e.negation.trimmed() + QLatin1Char(' ');
    if (line.startsWith(negation, Qt::CaseInsensitive))
        return line.mid(negation.size());
    return negation + line;
}

// The items of every list line, per list.
struct ListSets {
    QString key;
    bool numeric = false;
    std::vector<QString> planned; // in order, once each
    std::set<QString> plannedSet;
    std::set<QString> running;
    bool emitted = false;
};

using ListMap = std::map<QString, ListSets>;

void addList(ListMap &lists, const ListLine &l, bool planned)
{
    ListSets &s = lists[norm(l.key)];
    if (s.key.isEmpty()) {
        s.key = l.key;
        s.numeric = l.numeric;
    }
    for (const QString &item : l.items) {
        if (!planned)
            s.running.insert(item);
        else if (s.plannedSet.insert(item).second)
            s.planned.push_back(item);
    }
}

std::vector<QString> removedItems(const ListSets &s)
{
    std::vector<QString> out;
    for (const QString &i : s.running)
        if (!s.plannedSet.count(i))
            out.push_back(i);
    return out;
}

std::vector<QString> addedItems(const ListSets &s)
{
    std::vector<QString> out;
    for (const QString &i : s.planned)
        if (!s.running.count(i))
            out.push_back(i);
    return out;
}

// The change of the indented block form.
class BlockDelta
{
public:
    BlockDelta(const ConfigEditing &e, const std::vector<Stanza> &plan) : m_e(e)
    {
        collect(plan, QString(), 0);
    }

    QStringList children(const std::vector<Stanza> &plan, const std::vector<Stanza> *run, int depth, const QString &path)
    {
        QStringList negs, sets;
        ListMap lists;
        std::set<QString> plannedLines, plannedSettings;
        for (const Stanza &p : plan) {
            plannedLines.insert(norm(p.text));
            if (!p.children.empty())
                continue;
            if (const auto l = listOf(m_e, p.text))
                addList(lists, *l, true);
            else if (const QString s = settingOf(m_e, p.text); !s.isEmpty())
                plannedSettings.insert(s);
        }
        std::map<QString, const Stanza *> running;
        if (run)
            for (const Stanza &r : *run) {
                running.emplace(norm(r.text), &r);
                if (!r.children.empty())
                    continue;
                if (const auto l = listOf(m_e, r.text)) {
                    if (lists.count(norm(l->key)))
                        addList(lists, *l, false);
                    continue;
                }
                // A line the plan has no counterpart of: taken back when it
                // is one of the kind hvnet writes in such a block (never at
                // the top, where the switch's other blocks are).
                if (depth == 0 || plannedLines.count(norm(r.text)))
                    continue;
                if (const QString s = settingOf(m_e, r.text); !s.isEmpty() && plannedSettings.count(s))
                    continue;
                if (m_vocabulary.count(path + shapeOf(r.text)))
                    negs << indented(depth, negated(m_e, r.text));
            }
        // At the top, a block of which the switch has one and the plan has
        // another (a redundancy domain of another number) goes first: the
        // switch takes one of them.
        if (run && depth == 0) {
            std::map<QString, int> plannedBlocks, runningBlocks;
            for (const Stanza &p : plan)
                if (!p.children.empty())
                    ++plannedBlocks[settingOf(m_e, p.text)];
            for (const Stanza &r : *run)
                if (!r.children.empty())
                    ++runningBlocks[settingOf(m_e, r.text)];
            for (const Stanza &r : *run) {
                const QString s = settingOf(m_e, r.text);
                if (r.children.empty() || !s.contains(QLatin1String("domain")) || plannedBlocks[s] != 1 || runningBlocks[s] != 1
                    || plannedLines.count(norm(r.text)))
                    continue;
                negs << indented(depth, negated(m_e, r.text));
            }
        }
        for (auto &[key, list] : lists)
            if (const auto removed = removedItems(list); !removed.empty())
                for (const QString &t : listTexts(m_e, removed, list.numeric))
                    negs << indented(depth, m_e.negation + list.key + QLatin1Char(' ') + t);
        for (const Stanza &p : plan) {
            if (p.children.empty()) {
                if (const auto l = listOf(m_e, p.text)) {
                    ListSets &list = lists[norm(l->key)];
                    if (!list.emitted)
                        for (const QString &t : listTexts(m_e, addedItems(list), list.numeric))
                            sets << indented(depth, list.key + QLatin1Char(' ') + t);
                    list.emitted = true;
                } else if (!running.count(norm(p.text))) {
                    sets << indented(depth, p.text);
                }
                continue;
            }
            const auto found = running.find(norm(p.text));
            const QStringList inner = children(p.children, found == running.end() ? nullptr : &found->second->children,
                depth + 1, path + shapeOf(p.text) + QLatin1String(" > "));
            if (!inner.isEmpty() || found == running.end())
                sets << indented(depth, p.text) << inner << indented(depth + 1, m_e.leave);
        }
        return negs + sets;
    }

private:
    void collect(const std::vector<Stanza> &nodes, const QString &path, int depth)
    {
        for (const Stanza &n : nodes) {
            if (depth > 0)
                m_vocabulary.insert(path + shapeOf(n.text));
            collect(n.children, path + shapeOf(n.text) + QLatin1String(" > "), depth + 1);
        }
    }

    static QString indented(int depth, const QString &text) { return QString(depth * 2, QLatin1Char(' ')) + text; }

    const ConfigEditing &m_e;
    std::set<QString> m_vocabulary;
};

QString ownerOf(const QString &line)
{
    const QStringList w = wordsOf(line.toLower());
    qsizetype owner = 0;
    while (owner < w.size() && !hasDigit(w[owner]))
        ++owner;
    return w.mid(0, std::min(owner + 1, w.size())).join(QLatin1Char(' '));
}

// The change of the flat form: set lines and their negation.
QStringList lineChange(const ConfigEditing &e, const QString &planned, const QString &runningText)
{
    const QStringList plan = bodiesOf(e, planned), running = bodiesOf(e, runningText);
    std::set<QString> plannedLines, runningLines, plannedSettings, vocabulary, owners;
    ListMap lists;
    for (const QString &p : plan) {
        plannedLines.insert(norm(p));
        vocabulary.insert(shapeOf(p));
        // What a line belongs to: its words up to the first with a number
        // (its port, class, VLAN). A running line belongs to something the
        // plan writes when a planned line belongs to the same.
        owners.insert(ownerOf(p));
        if (const auto l = listOf(e, p))
            addList(lists, *l, true);
        else if (const QString s = settingOf(e, p); !s.isEmpty())
            plannedSettings.insert(s);
    }
    QStringList negs, sets;
    for (const QString &r : running) {
        runningLines.insert(norm(r));
        if (const auto l = listOf(e, r)) {
            if (lists.count(norm(l->key)))
                addList(lists, *l, false);
            continue;
        }
        if (plannedLines.count(norm(r)))
            continue;
        if (const QString s = settingOf(e, r); !s.isEmpty() && plannedSettings.count(s))
            continue;
        if (owners.count(ownerOf(r)) && vocabulary.count(shapeOf(r)))
            negs << e.negation + r;
    }
    for (auto &[key, list] : lists)
        if (const auto removed = removedItems(list); !removed.empty())
            for (const QString &t : listTexts(e, removed, list.numeric))
                negs << e.negation + list.key + QLatin1Char(' ') + t;
    for (const QString &p : plan) {
        if (const auto l = listOf(e, p)) {
            ListSets &list = lists[norm(l->key)];
            if (!list.emitted)
                for (const QString &t : listTexts(e, addedItems(list), list.numeric))
                    sets << e.set + list.key + QLatin1Char(' ') + t;
            list.emitted = true;
        } else if (!runningLines.count(norm(p))) {
            sets << e.set + p;
        }
    }
    return negs + sets;
}

// Applying: a list line's items into or out of the list lines of its key.
// Numbered lists stay one line; named ones are a line per item.
// Returns false when a removed item was not in the list: the platform's
// default (Comware's VLAN 1 on a trunk), which the switch then shows removed.
bool applyList(const ConfigEditing &e, std::vector<QString> &lines, const ListLine &l, bool remove)
{
    bool present = true;
    std::set<QString> items;
    bool numeric = l.numeric;
    std::optional<std::size_t> at;
    for (std::size_t i = 0; i < lines.size();) {
        const auto existing = listOf(e, lines[i]);
        if (existing && norm(existing->key) == norm(l.key)) {
            items.insert(existing->items.begin(), existing->items.end());
            numeric = numeric && existing->numeric;
            if (!at)
                at = i;
            lines.erase(lines.begin() + qsizetype(i));
            continue;
        }
        ++i;
    }
    for (const QString &item : l.items) {
        if (remove)
            present = items.erase(item) > 0 && present;
        else
            items.insert(item);
    }
    std::vector<QString> sorted(items.begin(), items.end());
    if (numeric)
        std::sort(sorted.begin(), sorted.end(), [](const QString &a, const QString &b) { return a.toInt() < b.toInt(); });
    QStringList texts = sorted.empty() ? QStringList() : listTexts(e, sorted, numeric);
    std::size_t pos = at.value_or(lines.size());
    for (const QString &t : texts)
        lines.insert(lines.begin() + qsizetype(pos++), l.key + QLatin1Char(' ') + t);
    return present;
}

// Applying to the flat form.
QString applyLines(const ConfigEditing &e, const QString &running, const QStringList &change)
{
    std::vector<QString> lines;
    for (const QString &b : bodiesOf(e, running))
        lines.push_back(b);
    const QString set = e.set.trimmed() + QLatin1Char(' '), negation = e.negation.trimmed() + QLatin1Char(' ');
    for (const QString &raw : change) {
        const QString line = raw.simplified();
        if (line.startsWith(negation)) {
            const QString body = line.mid(negation.size());
            if (const auto l = listOf(e, body)) {
                applyList(e, lines, *l, true);
                continue;
            }
            const QString n = norm(body);
            lines.erase(std::remove_if(lines.begin(), lines.end(),
                            [&n](const QString &x) { return norm(x) == n || norm(x).startsWith(n + QLatin1Char(' ')); }),
                lines.end());
            continue;
        }
        if (!line.startsWith(set))
            continue;
        const QString body = line.mid(set.size());
        if (std::any_of(lines.begin(), lines.end(), [&body](const QString &x) { return norm(x) == norm(body); }))
            continue;
        if (const auto l = listOf(e, body)) {
            applyList(e, lines, *l, false);
            continue;
        }
        const QString s = settingOf(e, body);
        const auto same = s.isEmpty() ? lines.end()
                                      : std::find_if(lines.begin(), lines.end(), [&](const QString &x) {
                                            return settingOf(e, x) == s && !listOf(e, x);
                                        });
        if (same != lines.end())
            *same = body;
        else
            lines.push_back(body);
    }
    QString out;
    for (const QString &l : lines)
        out += set + l + QLatin1Char('\n');
    return out;
}

// Applying to the block form, one change block into its running block.
void applyBlock(const ConfigEditing &e, std::vector<Stanza> &run, const std::vector<Stanza> &change, int depth)
{
    const QString negation = e.negation.trimmed() + QLatin1Char(' ');
    for (const Stanza &c : change) {
        const QString t = c.text.simplified();
        if (norm(t) == norm(e.leave) || norm(t) == QLatin1String("end"))
            continue;
        if (!c.children.empty()) {
            auto found = std::find_if(run.begin(), run.end(), [&t](const Stanza &r) { return norm(r.text) == norm(t); });
            if (found == run.end()) {
                run.push_back({t, {}});
                found = run.end() - 1;
            }
            applyBlock(e, found->children, c.children, depth + 1);
            continue;
        }
        // The leaves of this block as lines, for the list and setting look-ups.
        const auto leafLines = [&run]() {
            std::vector<QString> lines;
            for (const Stanza &r : run)
                if (r.children.empty())
                    lines.push_back(r.text);
            return lines;
        };
        const auto replaceLeaves = [&run](const std::vector<QString> &lines) {
            std::vector<Stanza> kept;
            std::size_t firstLeaf = run.size();
            for (std::size_t i = 0; i < run.size(); ++i) {
                if (run[i].children.empty()) {
                    firstLeaf = std::min(firstLeaf, kept.size());
                    continue;
                }
                kept.push_back(std::move(run[i]));
            }
            std::vector<Stanza> leaves;
            for (const QString &l : lines)
                leaves.push_back({l, {}});
            kept.insert(kept.begin() + qsizetype(std::min(firstLeaf, kept.size())), leaves.begin(), leaves.end());
            run = std::move(kept);
        };
        const bool negative = t.startsWith(negation, Qt::CaseInsensitive);
        const QString body = negative ? t.mid(negation.size()) : t;
        if (const auto l = listOf(e, body)) {
            std::vector<QString> lines = leafLines();
            if (!applyList(e, lines, *l, negative) && negative && depth > 0)
                lines.push_back(t);
            replaceLeaves(lines);
            continue;
        }
        const QString setting = settingOf(e, body);
        const bool replaces = !setting.isEmpty() && (depth > 0 || setting.contains(QLatin1Char(' ')));
        if (negative) {
            const auto before = run.size();
            run.erase(std::remove_if(run.begin(), run.end(),
                          [&](const Stanza &r) {
                              return norm(r.text) == norm(body) || (replaces && r.children.empty() && settingOf(e, r.text) == setting);
                          }),
                run.end());
            // A switch prints a flag it was told to switch off ("no
            // shutdown", "no switchport"), or one that was not on before.
            if ((run.size() == before || !body.contains(QLatin1Char(' ')))
                && std::none_of(run.begin(), run.end(), [&t](const Stanza &r) { return norm(r.text) == norm(t); }))
                run.push_back({t, {}});
            continue;
        }
        run.erase(std::remove_if(run.begin(), run.end(),
                      [&](const Stanza &r) { return norm(r.text) == norm(negation + body); }),
            run.end());
        if (std::any_of(run.begin(), run.end(), [&t](const Stanza &r) { return norm(r.text) == norm(t); }))
            continue;
        const auto same = replaces ? std::find_if(run.begin(), run.end(),
                                         [&](const Stanza &r) {
                                             return r.children.empty() && settingOf(e, r.text) == setting && !listOf(e, r.text);
                                         })
                                   : run.end();
        if (same != run.end())
            same->text = t;
        else
            run.push_back({t, {}});
    }
}

void write(const std::vector<Stanza> &nodes, int depth, QString &out)
{
    for (const Stanza &n : nodes) {
        out += QString(depth, QLatin1Char(' ')) + n.text + QLatin1Char('\n');
        write(n.children, depth + 1, out);
    }
}

// Whether a block's lines take back one of its earlier lines.
bool takesBack(const ConfigEditing &e, const std::vector<Stanza> &lines)
{
    const QString negation = e.negation.trimmed() + QLatin1Char(' ');
    std::set<QString> seen;
    for (const Stanza &l : lines) {
        if (!l.children.empty())
            continue;
        const QString t = l.text.simplified();
        if (t.startsWith(negation, Qt::CaseInsensitive) && seen.count(norm(t.mid(negation.size()))))
            return true;
        seen.insert(norm(t));
    }
    return false;
}

// Each such block as it ends up (only those: applying costs more than reading).
void settle(const ConfigEditing &e, std::vector<Stanza> &nodes, int depth)
{
    for (Stanza &n : nodes) {
        if (n.children.empty())
            continue;
        settle(e, n.children, depth + 1);
        if (takesBack(e, n.children)) {
            std::vector<Stanza> end;
            applyBlock(e, end, n.children, depth + 1);
            n.children = std::move(end);
        }
    }
}

} // namespace

QStringList SwitchConfigDelta::change(const ConfigEditing &editing, const QString &planned, const QString &running)
{
    if (editing.isEmpty())
        return {};
    if (editing.form == ConfigEditing::Form::Lines)
        return lineChange(editing, planned, running);
    std::vector<Stanza> plan = blocksOf(planned);
    const std::vector<Stanza> run = blocksOf(running);
    // The plan as it ends up on the switch: a block that takes back a line
    // it wrote (Comware's IRF port: shut down, bound, brought up again) is
    // compared as the switch keeps it, so a second push never sends the
    // procedure's "shutdown" to a bound port.
    settle(editing, plan, 0);
    BlockDelta delta(editing, plan);
    return delta.children(plan, &run, 0, QString());
}

QString SwitchConfigDelta::apply(const ConfigEditing &editing, const QString &running, const QStringList &change)
{
    if (editing.form == ConfigEditing::Form::Lines)
        return applyLines(editing, running, change);
    std::vector<Stanza> run = blocksOf(running);
    applyBlock(editing, run, blocksOf(change.join(QLatin1Char('\n'))), 0);
    QString out;
    write(run, 0, out);
    return out;
}

QByteArray SwitchConfigDelta::text(const QStringList &change)
{
    QByteArray out;
    for (const QString &line : change)
        out += line.toUtf8() + '\n';
    return out;
}

namespace {

template <typename Numbers> QString listText(const Numbers &values)
{
    return numberList(values, QStringLiteral(","), DeltaText::tr("none"));
}

QString vlanWords(const VlanSet &set, bool added)
{
    if (set.empty())
        return {};
    const QString list = listText(set);
    if (set.size() == 1)
        return added ? DeltaText::tr("VLAN %1 added").arg(list) : DeltaText::tr("VLAN %1 removed").arg(list);
    return added ? DeltaText::tr("VLANs %1 added").arg(list) : DeltaText::tr("VLANs %1 removed").arg(list);
}

QString portChanges(const SwitchPlan &plan, const SwitchPlan::Port &p, const SwitchState &state, const std::set<int> &lossless)
{
    const SwitchState::Port *port = state.port(p.name);
    if (!port)
        return DeltaText::tr("added (the port is not configured)");
    QStringList out;
    if (!port->mode.isEmpty() && port->mode != p.mode)
        out << DeltaText::tr("becomes a %1 port (is %2)").arg(p.mode, port->mode);
    VlanSet wanted(p.vlans.begin(), p.vlans.end());
    VlanSet carried = port->vlans;
    if (p.nativeVlan && p.untagged)
        wanted.insert(*p.nativeVlan);
    else if (p.nativeVlan && !p.vlans.contains(*p.nativeVlan))
        carried.erase(*p.nativeVlan);
    if (carried != wanted) {
        VlanSet added = wanted, removed = carried;
        added.erase(carried);
        removed.erase(wanted);
        for (const QString &w : {vlanWords(added, true), vlanWords(removed, false)})
            if (!w.isEmpty())
                out << w;
    }
    if (p.nativeVlan && port->nativeVlan != p.nativeVlan)
        out << DeltaText::tr("native VLAN %1 -> %2")
                   .arg(port->nativeVlan ? QString::number(*port->nativeVlan) : DeltaText::tr("none"))
                   .arg(*p.nativeVlan);
    if (p.jumbo && port->mtu != plan.mtu)
        out << DeltaText::tr("MTU %1 -> %2")
                   .arg(port->mtu ? QString::number(*port->mtu) : DeltaText::tr("default"))
                   .arg(plan.mtu);
    const std::set<int> pfc = p.pfc && plan.qos ? lossless : std::set<int>{};
    if (!state.interfacesOnly) {
        if (port->pfcPriorities != pfc) {
            if (pfc.empty())
                out << DeltaText::tr("PFC off (is on priority %1)").arg(listText(port->pfcPriorities));
            else if (port->pfcPriorities.empty())
                out << DeltaText::tr("PFC on priority %1").arg(listText(pfc));
            else
                out << DeltaText::tr("PFC moves from priority %1 to %2").arg(listText(port->pfcPriorities), listText(pfc));
        } else if (!pfc.empty() && port->pfcNegotiated) {
            out << DeltaText::tr("PFC forced on instead of negotiated through DCBX");
        }
    }
    if (plan.qos && p.pfc && port->lldp == false)
        out << DeltaText::tr("LLDP on");
    return out.join(QStringLiteral("; "));
}

} // namespace

QStringList SwitchChangeText::describe(const SwitchPlan &plan, const SwitchState &state)
{
    QStringList out;
    const auto global = [&out, &plan](const QString &what) { out << DeltaText::tr("%1: %2").arg(plan.name, what); };
    if (!state.interfacesOnly)
        for (const SwitchPlan::Vlan &v : plan.vlans)
            if (!state.vlans.count(v.id))
                global(DeltaText::tr("VLAN %1 (%2) added").arg(v.id).arg(v.name));
    const std::set<int> lossless(plan.lossless.begin(), plan.lossless.end());
    for (const SwitchPlan::Port &p : plan.ports)
        if (const QString changes = portChanges(plan, p, state, lossless); !changes.isEmpty())
            out << DeltaText::tr("%1 %2: %3").arg(plan.name, p.name, changes);
    if (!plan.qos || state.interfacesOnly)
        return out;
    if (state.lldpEnabled == false)
        global(DeltaText::tr("LLDP on"));
    const bool pfcPlanned = std::any_of(plan.ports.begin(), plan.ports.end(), [](const SwitchPlan::Port &p) { return p.pfc; });
    if (pfcPlanned && state.policyPfcPriorities != lossless)
        global(DeltaText::tr("lossless priorities of the QoS policy move from %1 to %2")
                   .arg(listText(state.policyPfcPriorities), listText(lossless)));
    for (int p = 0; p < 8; ++p) {
        const int queue = state.queueOf.count(p) ? state.queueOf.at(p) : -1;
        if (queue != plan.queueOf[std::size_t(p)])
            global(DeltaText::tr("priority %1 moves from queue %2 to queue %3").arg(p).arg(queue).arg(plan.queueOf[std::size_t(p)]));
        else if (state.strictQueues.count(queue))
            global(DeltaText::tr("priority %1 leaves strict-priority queue %2").arg(p).arg(queue));
    }
    const SwitchPlatformSpec &spec = SwitchPlatformSpec::of(plan.platform);
    std::map<int, double> shares = state.shares;
    for (int reserved : spec.reservedQueues())
        if (shares.count(reserved)) {
            shares[0] += shares.at(reserved);
            shares.erase(reserved);
        }
    bool sharesDiffer = false;
    for (const SwitchPlan::Queue &q : plan.queues) {
        const double actual = shares.count(q.queue) ? shares.at(q.queue) : 0;
        if (std::abs(actual - q.bandwidth) > 0.5) {
            sharesDiffer = true;
            global(DeltaText::tr("queue %1 bandwidth %2% -> %3%").arg(q.queue).arg(actual, 0, 'f', 0).arg(q.bandwidth));
        }
        if (q.lossless && spec.ecnOnLossless() && !state.ecnQueues.count(q.queue))
            global(DeltaText::tr("queue %1 marks ECN").arg(q.queue));
    }
    double sum = 0;
    for (const auto &[queue, percent] : shares)
        sum += percent;
    if (!sharesDiffer && std::abs(sum - 100) > 0.5)
        global(DeltaText::tr("the ETS shares add up to 100% (now %1%)").arg(sum, 0, 'f', 0));
    if (!lossless.empty() && spec.hasPfcWatchdog() && !state.pfcWatchdog)
        global(DeltaText::tr("PFC watchdog on"));
    for (const SwitchDifference &d : SwitchStateCheck::compare(plan, state))
        if (d.kind == SwitchDifference::Kind::Domain)
            global(d.message);
    return out;
}

} // namespace hvnet
