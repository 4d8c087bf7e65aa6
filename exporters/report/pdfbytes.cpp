#include "pdfbytes.h"

#include <QHash>

#include <algorithm>
#include <cstring>
#include <map>
#include <optional>
#include <vector>

namespace hvnet {

namespace {

bool isWhite(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == '\0';
}

bool isDelimiter(char c)
{
    return std::strchr("()<>[]{}/%", c) != nullptr;
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// One indirect reference ("12 0 R") in the text of an object.
struct Reference {
    qsizetype at = 0; // where the object number starts
    qsizetype length = 0; // up to and including the R
    int number = 0;
};

// The references in the part of an object that is PDF syntax: its
// dictionary or value, not the data of its stream (which may hold any bytes),
// and not strings (a title may read "3 0 R"). `syntaxEnd` becomes where the
// stream keyword starts, or the text's size when there is none.
std::vector<Reference> referencesIn(const QByteArray &text, qsizetype &syntaxEnd)
{
    std::vector<Reference> out;
    const qsizetype size = text.size();
    const auto boundary = [&](qsizetype i) { return i >= size || isWhite(text[i]) || isDelimiter(text[i]); };
    const auto readNumber = [&](qsizetype &i) -> std::optional<int> {
        const qsizetype start = i;
        qint64 value = 0;
        while (i < size && isDigit(text[i]) && value < 100000000)
            value = value * 10 + (text[i++] - '0');
        if (i == start || !boundary(i))
            return std::nullopt;
        return int(value);
    };
    const auto skipWhite = [&](qsizetype &i) {
        const qsizetype start = i;
        while (i < size && isWhite(text[i]))
            ++i;
        return i > start;
    };
    qsizetype i = 0;
    while (i < size) {
        const char c = text[i];
        if (c == '(') { // a literal string: balanced parentheses, backslash escapes
            int depth = 1;
            for (++i; i < size && depth > 0; ++i) {
                if (text[i] == '\\')
                    ++i;
                else if (text[i] == '(')
                    ++depth;
                else if (text[i] == ')')
                    --depth;
            }
        } else if (c == '<' && i + 1 < size && text[i + 1] == '<') { // a dictionary opens
            i += 2;
        } else if (c == '<') { // a hex string
            while (i < size && text[i] != '>')
                ++i;
            ++i;
        } else if (c == '%') { // a comment, to the end of the line
            while (i < size && text[i] != '\n' && text[i] != '\r')
                ++i;
        } else if (isDigit(c) && (i == 0 || isWhite(text[i - 1]) || isDelimiter(text[i - 1]))) {
            const qsizetype start = i;
            const std::optional<int> number = readNumber(i);
            qsizetype j = i;
            if (number && skipWhite(j) && readNumber(j) && skipWhite(j) && j < size && text[j] == 'R'
                && boundary(j + 1)) {
                out.push_back({start, j + 1 - start, *number});
                i = j + 1;
            } else {
                i = std::max(i, start + 1);
            }
        } else if (c == 's' && text.mid(i, 6) == "stream" && (i == 0 || isWhite(text[i - 1]) || text[i - 1] == '>')
            && boundary(i + 6)) {
            syntaxEnd = i;
            return out;
        } else {
            ++i;
        }
    }
    syntaxEnd = size;
    return out;
}

// The text with its references renumbered.
QByteArray renumbered(const QByteArray &text, const std::vector<Reference> &references, const QHash<int, int> &numbers)
{
    QByteArray out;
    out.reserve(text.size());
    qsizetype from = 0;
    for (const Reference &r : references) {
        out += text.mid(from, r.at - from);
        out += QByteArray::number(numbers.value(r.number, r.number)) + " 0 R";
        from = r.at + r.length;
    }
    out += text.mid(from);
    return out;
}

// Qt names a font subset after the object number of its descriptor ("Q" and
// five letters, PDF 1.4, 5.5.3): a subset renumbered takes the name of its
// new number, as Qt would have written it.
QByteArray subsetTag(int descriptor)
{
    QByteArray tag = "Q";
    for (int i = 0; i < 5; ++i) {
        tag += char('A' + descriptor % 26);
        descriptor /= 26;
    }
    return tag;
}

struct Parsed {
    QByteArray header; // "%PDF-1.4" and the binary comment line
    std::map<int, QByteArray> objects; // the text after "N 0 obj", through "endobj"
    QByteArray trailer; // the trailer dictionary, "<< ... >>"
};

// Reads the file as Qt's writer lays it out: objects, one classic
// cross-reference table, a trailer. Anything else is left alone.
std::optional<Parsed> parse(const QByteArray &pdf)
{
    const qsizetype startxref = pdf.lastIndexOf("startxref");
    if (startxref < 0)
        return std::nullopt;
    qsizetype i = startxref + 9;
    while (i < pdf.size() && isWhite(pdf[i]))
        ++i;
    bool ok = false;
    const qsizetype xref = pdf.mid(i, pdf.indexOf('\n', i) - i).trimmed().toLongLong(&ok);
    if (!ok || xref <= 0 || xref >= startxref || !pdf.mid(xref).startsWith("xref"))
        return std::nullopt;
    const qsizetype trailerAt = pdf.indexOf("trailer", xref);
    if (trailerAt < 0)
        return std::nullopt;
    // Subsections "first count" and 20-byte entries "offset generation n|f".
    const QList<QByteArray> lines = pdf.mid(xref + 4, trailerAt - xref - 4).split('\n');
    std::map<qsizetype, int> byOffset;
    int next = 0;
    int remaining = 0;
    for (const QByteArray &raw : lines) {
        const QList<QByteArray> fields = raw.simplified().split(' ');
        if (raw.trimmed().isEmpty())
            continue;
        if (remaining == 0) {
            if (fields.size() != 2)
                return std::nullopt;
            next = fields[0].toInt();
            remaining = fields[1].toInt();
            continue;
        }
        if (fields.size() != 3)
            return std::nullopt;
        if (fields[2] == "n") {
            const qsizetype offset = fields[0].toLongLong(&ok);
            if (!ok || offset <= 0 || offset >= xref)
                return std::nullopt;
            byOffset.emplace(offset, next);
        }
        ++next;
        --remaining;
    }
    if (byOffset.empty())
        return std::nullopt;
    Parsed parsed;
    parsed.header = pdf.left(byOffset.begin()->first);
    for (auto it = byOffset.begin(); it != byOffset.end(); ++it) {
        const auto following = std::next(it);
        const qsizetype end = following == byOffset.end() ? xref : following->first;
        const QByteArray text = pdf.mid(it->first, end - it->first);
        const QByteArray opening = QByteArray::number(it->second) + " 0 obj";
        if (!text.startsWith(opening) || !text.trimmed().endsWith("endobj"))
            return std::nullopt;
        parsed.objects.emplace(it->second, text.mid(opening.size()));
    }
    const qsizetype open = pdf.indexOf("<<", trailerAt);
    const qsizetype close = pdf.lastIndexOf(">>", startxref);
    if (open < 0 || close < open)
        return std::nullopt;
    parsed.trailer = pdf.mid(open, close + 2 - open);
    return parsed;
}

} // namespace

QByteArray PdfBytes::withFixedCreationDate(const QByteArray &original)
{
    QByteArray pdf = original;
    const QByteArray key = "/CreationDate (D:";
    const qsizetype at = pdf.indexOf(key);
    if (at < 0)
        return pdf;
    const qsizetype digits = at + key.size();
    const QByteArray epoch = "19700101000000"; // yyyyMMddHHmmss (PDF 1.4, 3.8.3)
    if (digits + epoch.size() > pdf.size())
        return pdf;
    for (qsizetype i = 0; i < epoch.size(); ++i)
        if (pdf[digits + i] < '0' || pdf[digits + i] > '9')
            return pdf;
    pdf.replace(digits, epoch.size(), epoch);
    return pdf;
}

QByteArray PdfBytes::inCanonicalOrder(const QByteArray &pdf)
{
    const std::optional<Parsed> parsed = parse(pdf);
    if (!parsed)
        return pdf;
    struct Object {
        QByteArray text;
        std::vector<Reference> references;
        qsizetype syntaxEnd = 0;
    };
    QHash<int, Object> objects;
    for (const auto &[number, text] : parsed->objects) {
        Object &o = objects[number];
        o.text = text;
        o.references = referencesIn(text, o.syntaxEnd);
    }
    qsizetype trailerEnd = 0;
    const std::vector<Reference> trailerReferences = referencesIn(parsed->trailer, trailerEnd);

    // Numbered in the order a reader meets them: depth first from the
    // trailer, each object's references in the order they are written. That
    // order is the content's, whatever numbers the writer handed out.
    QHash<int, int> numbers;
    std::vector<int> order;
    std::vector<int> stack;
    for (auto r = trailerReferences.rbegin(); r != trailerReferences.rend(); ++r)
        stack.push_back(r->number);
    while (!stack.empty()) {
        const int number = stack.back();
        stack.pop_back();
        if (numbers.contains(number) || !objects.contains(number))
            continue;
        order.push_back(number);
        numbers.insert(number, int(order.size()));
        const std::vector<Reference> &references = objects.constFind(number)->references;
        for (auto r = references.rbegin(); r != references.rend(); ++r)
            stack.push_back(r->number);
    }
    // An object nothing refers to would have no place of its own: such a
    // file is left as it is.
    if (order.size() != std::size_t(objects.size()))
        return pdf;

    // The subsets' names follow their descriptors' new numbers.
    std::vector<std::pair<QByteArray, QByteArray>> tags;
    for (const int number : order) {
        const Object &o = *objects.constFind(number);
        const QByteArray syntax = o.text.left(o.syntaxEnd);
        if (!syntax.contains("/Type /FontDescriptor"))
            continue;
        const QByteArray old = "/" + subsetTag(number) + "+";
        if (syntax.contains(old))
            tags.emplace_back(old, "/" + subsetTag(numbers.value(number)) + "+");
    }
    const auto withTags = [&tags](QByteArray syntax) {
        for (const auto &[from, to] : tags)
            syntax.replace(from, to);
        return syntax;
    };

    QByteArray out = parsed->header;
    std::vector<qsizetype> offsets;
    offsets.reserve(order.size());
    for (const int number : order) {
        const Object &o = *objects.constFind(number);
        offsets.push_back(out.size());
        out += QByteArray::number(numbers.value(number)) + " 0 obj";
        out += withTags(renumbered(o.text.left(o.syntaxEnd), o.references, numbers));
        out += o.text.mid(o.syntaxEnd);
    }
    const qsizetype xref = out.size();
    out += "xref\n0 " + QByteArray::number(qsizetype(order.size()) + 1) + "\n0000000000 65535 f \n";
    for (const qsizetype offset : offsets)
        out += QByteArray::number(offset).rightJustified(10, '0') + " 00000 n \n";
    QByteArray trailer = renumbered(parsed->trailer, trailerReferences, numbers);
    const qsizetype size = trailer.indexOf("/Size ");
    if (size >= 0) {
        qsizetype end = size + 6;
        while (end < trailer.size() && isDigit(trailer[end]))
            ++end;
        trailer.replace(size + 6, end - size - 6, QByteArray::number(qsizetype(order.size()) + 1));
    }
    out += "trailer\n" + trailer + "\nstartxref\n" + QByteArray::number(xref) + "\n%%EOF\n";
    return out;
}

QByteArray PdfBytes::reproducible(const QByteArray &pdf)
{
    return inCanonicalOrder(withFixedCreationDate(pdf));
}

} // namespace hvnet
