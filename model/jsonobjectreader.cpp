#include "jsonobjectreader.h"

#include "jsonsourcemap.h"

#include <cstring>

namespace hvnet {

namespace {

QString typeName(const nlohmann::json &value)
{
    using nlohmann::json;
    switch (value.type()) {
    case json::value_t::null: return ReaderText::tr("null");
    case json::value_t::boolean: return ReaderText::tr("a boolean");
    case json::value_t::number_integer:
    case json::value_t::number_unsigned: return ReaderText::tr("an integer");
    case json::value_t::number_float: return ReaderText::tr("a number");
    case json::value_t::string: return ReaderText::tr("a string");
    case json::value_t::array: return ReaderText::tr("an array");
    case json::value_t::object: return ReaderText::tr("an object");
    default: return ReaderText::tr("a value");
    }
}

} // namespace

void JsonObjectReader::fail(const std::string &pointer, const QString &message)
{
    throw JsonReadFailure{pointer, message};
}

void JsonObjectReader::failType(const std::string &pointer, const json &value, const QString &expected)
{
    fail(pointer, ReaderText::tr("expected %1, found %2").arg(expected, typeName(value)));
}

JsonObjectReader::JsonObjectReader(
    const json &value, std::string pointer, std::initializer_list<const char *> allowedKeys)
    : m_pointer(std::move(pointer))
{
    if (!value.is_object())
        failType(m_pointer, value, ReaderText::tr("an object"));
    Q_ASSERT(allowedKeys.size() <= maxKeys);
    for (const char *key : allowedKeys)
        m_keys[m_count++] = key;
    std::array<std::size_t, maxKeys> lengths{};
    for (std::size_t i = 0; i < m_count; ++i)
        lengths[i] = std::strlen(m_keys[i]);
    // In the order of the object's keys, as nlohmann keeps them: the first
    // unknown key is the one named.
    for (const auto &[key, member] : value.get_ref<const json::object_t &>()) {
        std::size_t i = 0;
        while (i < m_count && !(lengths[i] == key.size() && std::memcmp(m_keys[i], key.data(), key.size()) == 0))
            ++i;
        if (i == m_count) {
            QStringList allowed;
            for (const char *k : allowedKeys)
                allowed << QString::fromLatin1(k);
            fail(m_pointer + '/' + JsonSourceMap::escapeToken(key),
                ReaderText::tr("unknown key \"%1\" (expected one of: %2)")
                    .arg(QString::fromStdString(key), allowed.join(QStringLiteral(", "))));
        }
        m_values[i] = &member;
    }
}

const nlohmann::json *JsonObjectReader::find(const char *key) const
{
    // The getters name the same literals the constructor was given, so the
    // addresses match; the comparison of contents is for a caller that does not.
    for (std::size_t i = 0; i < m_count; ++i)
        if (m_keys[i] == key)
            return m_values[i];
    for (std::size_t i = 0; i < m_count; ++i)
        if (std::strcmp(m_keys[i], key) == 0)
            return m_values[i];
    return nullptr;
}

const nlohmann::json &JsonObjectReader::require(const char *key) const
{
    const json *v = find(key);
    if (!v)
        fail(m_pointer, ReaderText::tr("missing required key \"%1\"").arg(QString::fromLatin1(key)));
    return *v;
}

QString JsonObjectReader::string(const char *key, bool required) const
{
    if (!required && !has(key))
        return {};
    const json &v = require(key);
    if (!v.is_string())
        failType(at(key), v, ReaderText::tr("a string"));
    const std::string &text = v.get_ref<const std::string &>();
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

std::optional<bool> JsonObjectReader::optionalBool(const char *key) const
{
    const json *v = find(key);
    if (!v)
        return std::nullopt;
    if (!v->is_boolean())
        failType(at(key), *v, ReaderText::tr("a boolean (true or false)"));
    return v->get<bool>();
}

bool JsonObjectReader::boolean(const char *key) const
{
    require(key);
    return *optionalBool(key);
}

std::optional<long long> JsonObjectReader::optionalInteger(const char *key, long long min, long long max) const
{
    const json *v = find(key);
    if (!v)
        return std::nullopt;
    return integerValue(*v, at(key), min, max);
}

long long JsonObjectReader::integer(const char *key, long long min, long long max) const
{
    require(key);
    return *optionalInteger(key, min, max);
}

double JsonObjectReader::number(const char *key) const
{
    const json &v = require(key);
    if (!v.is_number())
        failType(at(key), v, ReaderText::tr("a number"));
    return v.get<double>();
}

QStringList JsonObjectReader::strings(const char *key, bool required) const
{
    QStringList out;
    if (!required && !has(key))
        return out;
    const json &v = require(key);
    if (!v.is_array())
        failType(at(key), v, ReaderText::tr("an array of strings"));
    out.reserve(qsizetype(v.size()));
    for (std::size_t i = 0; i < v.size(); ++i) {
        if (!v[i].is_string())
            failType(at(key) + '/' + std::to_string(i), v[i], ReaderText::tr("a string"));
        const std::string &text = v[i].get_ref<const std::string &>();
        out << QString::fromUtf8(text.data(), qsizetype(text.size()));
    }
    return out;
}

long long JsonObjectReader::integerValue(const json &v, const std::string &pointer, long long min, long long max)
{
    if (!v.is_number_integer())
        failType(pointer, v, ReaderText::tr("an integer"));
    // An unsigned value above max is out of range whatever its size; the
    // message names the value as the file has it, not a stand-in.
    const bool above = v.is_number_unsigned() && v.get<unsigned long long>() > (unsigned long long)max;
    const long long value = above ? max : v.get<long long>();
    if (above || value < min || value > max)
        fail(pointer,
            ReaderText::tr("%1 is out of range (%2 to %3)").arg(QString::fromStdString(v.dump())).arg(min).arg(max));
    return value;
}

} // namespace hvnet
