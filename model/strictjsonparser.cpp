#include "strictjsonparser.h"

#include <nlohmann/json.hpp>

#include <string>
#include <type_traits>
#include <vector>

namespace hvnet {

namespace {

using nlohmann::json;

// nlohmann's own document builder (json_sax_dom_parser) does the same but
// inserts keys with operator[], which cannot tell a new key from a repeated
// one; this one inserts with try_emplace and notes the repeat. The later
// value wins, as in nlohmann, so the document is the same either way.
class DocumentBuilder
{
public:
    DocumentBuilder(json &root, bool &duplicate) : m_root(root), m_duplicate(duplicate) { }

    bool null() { return put(nullptr); }
    bool boolean(bool value) { return put(value); }
    bool number_integer(json::number_integer_t value) { return put(value); }
    bool number_unsigned(json::number_unsigned_t value) { return put(value); }
    bool number_float(json::number_float_t value, const json::string_t &) { return put(value); }
    bool string(json::string_t &value) { return put(std::move(value)); }
    bool binary(json::binary_t &value) { return put(std::move(value)); }

    bool start_object(std::size_t)
    {
        put(json::value_t::object);
        m_stack.push_back(m_last);
        return true;
    }

    bool key(json::string_t &key)
    {
        auto &object = *m_stack.back()->get_ptr<json::object_t *>();
        const auto [it, inserted] = object.try_emplace(std::move(key));
        if (!inserted) {
            m_duplicate = true;
            it->second = nullptr;
        }
        m_element = &it->second;
        return true;
    }

    bool end_object()
    {
        m_stack.pop_back();
        return true;
    }

    bool start_array(std::size_t)
    {
        put(json::value_t::array);
        m_stack.push_back(m_last);
        return true;
    }

    bool end_array()
    {
        m_stack.pop_back();
        return true;
    }

    template <typename Exception> bool parse_error(std::size_t position, const std::string &, const Exception &exception)
    {
        // A number too large for a double (1e999) comes as out_of_range,
        // which no reader of a file expects: it is a syntax error at the
        // number, like any other (it ended hvnet, found by fuzz_design_reader).
        if constexpr (std::is_same_v<Exception, nlohmann::detail::out_of_range>) {
            const std::string what = exception.what();
            const auto text = what.find("] ");
            throw json::parse_error::create(exception.id, position, text == std::string::npos ? what : what.substr(text + 2), nullptr);
        } else {
            throw exception;
        }
    }

private:
    template <typename Value> bool put(Value &&value)
    {
        if (m_stack.empty()) {
            m_root = json(std::forward<Value>(value));
            m_last = &m_root;
        } else if (json *top = m_stack.back(); top->is_array()) {
            auto &array = *top->get_ptr<json::array_t *>();
            array.emplace_back(std::forward<Value>(value));
            m_last = &array.back();
        } else {
            *m_element = json(std::forward<Value>(value));
            m_last = m_element;
        }
        return true;
    }

    json &m_root;
    std::vector<json *> m_stack;
    json *m_element = nullptr;
    json *m_last = nullptr;
    bool &m_duplicate;
};

} // namespace

json StrictJsonParser::parse(std::string_view text, bool *duplicateKey)
{
    json root;
    bool duplicate = false;
    DocumentBuilder builder(root, duplicate);
    json::sax_parse(text, &builder);
    if (duplicateKey)
        *duplicateKey = duplicate;
    return root;
}

} // namespace hvnet
