#pragma once

#include "enums.h"

#include <QCoreApplication>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <array>
#include <initializer_list>
#include <optional>
#include <string>

namespace hvnet {

// The reading of one JSON object of a design file, for DesignReader only
// (nlohmann stays inside the model): it refuses keys it does not know and
// offers typed getters that name the exact JSON pointer when a value is
// missing or of the wrong type. A failure throws JsonReadFailure, which the
// reader turns into a DesignError with the line and column.
//
// Reading is on the path of every open, so the object is indexed once when it
// is read (each allowed key to its value) and the getters never search the
// object's map again.
struct JsonReadFailure {
    std::string pointer;
    QString message;
};

// The translation context of everything reading says.
struct ReaderText {
    Q_DECLARE_TR_FUNCTIONS(hvnet::DesignReader)
};

class JsonObjectReader
{
public:
    using json = nlohmann::json;
    static constexpr std::size_t maxKeys = 16;

    JsonObjectReader(const json &value, std::string pointer, std::initializer_list<const char *> allowedKeys);

    const std::string &pointer() const { return m_pointer; }
    // The pointer of a member; allowed keys need no escaping (RFC 6901).
    std::string at(const char *key) const { return m_pointer + '/' + key; }
    bool has(const char *key) const { return find(key) != nullptr; }
    const json &require(const char *key) const;

    QString string(const char *key, bool required) const;
    std::optional<bool> optionalBool(const char *key) const;
    bool boolean(const char *key) const;
    std::optional<long long> optionalInteger(const char *key, long long min, long long max) const;
    long long integer(const char *key, long long min, long long max) const;
    double number(const char *key) const;
    QStringList strings(const char *key, bool required) const;

    template <typename E> E enumeration(const char *key) const { return enumValue<E>(require(key), at(key)); }
    template <typename E> std::optional<E> optionalEnumeration(const char *key) const
    {
        const json *v = find(key);
        return v ? std::optional<E>(enumValue<E>(*v, at(key))) : std::nullopt;
    }

    // Calls read(element, pointer) for every element of an array.
    template <typename F> void array(const char *key, bool required, F read) const
    {
        if (!required && !has(key))
            return;
        const json &v = require(key);
        if (!v.is_array())
            failType(at(key), v, ReaderText::tr("an array"));
        const std::string base = at(key) + '/';
        for (std::size_t i = 0; i < v.size(); ++i)
            read(v[i], base + std::to_string(i));
    }

    static long long integerValue(const json &v, const std::string &pointer, long long min, long long max);
    template <typename E> static E enumValue(const json &v, const std::string &pointer)
    {
        if (!v.is_string())
            failType(pointer, v, ReaderText::tr("a string"));
        const std::string &name = v.get_ref<const std::string &>();
        const auto value = enumFromName<E>(name);
        if (!value)
            fail(pointer,
                ReaderText::tr("\"%1\" is not one of: %2")
                    .arg(QString::fromStdString(name), enumNames<E>().join(QStringLiteral(", "))));
        return *value;
    }

    [[noreturn]] static void fail(const std::string &pointer, const QString &message);
    [[noreturn]] static void failType(const std::string &pointer, const json &value, const QString &expected);

private:
    const json *find(const char *key) const;

    std::string m_pointer;
    std::array<const char *, maxKeys> m_keys{};
    std::array<const json *, maxKeys> m_values{};
    std::size_t m_count = 0;
};

} // namespace hvnet
