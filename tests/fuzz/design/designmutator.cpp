#include "designmutator.h"

#include <nlohmann/json.hpp>

#include <cstring>
#include <limits>
#include <map>
#include <random>
#include <string>
#include <vector>

extern "C" size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t maxSize);

namespace hvnet::fuzzdesign {

namespace {

using nlohmann::json;

// Deep enough for every design; a deeper document is not walked further.
constexpr int maxWalkDepth = 32;

struct Place {
    json *value;
    json *parent; // null for the root
    std::string key; // in an object parent
};

struct Document {
    std::vector<Place> places;
    std::vector<std::string> strings;
    std::vector<json> numbers;
    std::map<std::string, std::vector<const json *>> byKey; // every value a key has anywhere
};

void walk(json &value, json *parent, const std::string &key, Document &doc, int depth)
{
    doc.places.push_back({&value, parent, key});
    if (value.is_string())
        doc.strings.push_back(value.get<std::string>());
    else if (value.is_number())
        doc.numbers.push_back(value);
    if (depth >= maxWalkDepth)
        return;
    if (value.is_object()) {
        for (auto it = value.begin(); it != value.end(); ++it) {
            doc.byKey[it.key()].push_back(&it.value());
            walk(it.value(), &value, it.key(), doc, depth + 1);
        }
    } else if (value.is_array()) {
        for (json &item : value)
            walk(item, &value, {}, doc, depth + 1);
    }
}

// Values where designs and networks have their edges.
const std::vector<long long> interestingNumbers = {0, 1, -1, 2, 7, 8, 9, 10, 24, 25, 31, 32, 33, 64, 99, 100, 101,
    255, 256, 1000, 1500, 1514, 1518, 4094, 4095, 4096, 9000, 9014, 9216, 9217, 65535, 65536, 100000, 1000000,
    std::numeric_limits<int>::max(), std::numeric_limits<int>::min(), std::numeric_limits<long long>::max()};
const std::vector<std::string> interestingStrings = {"", " ", "a", "A-1", "10.0.0.1", "10.0.0.0/24", "0.0.0.0/0",
    "255.255.255.255/32", "fe80::1", "Ethernet 1", "SLOT 3 Port 1", "Ethernet1/1", "swp1", "1/1/1", "ge-0/0/1",
    "x\"y", "a'b", "$(x)", "`n", "{{x}}", "<b>", "]]>", "!", "#", "}", "\xe2\x80\xae", "\xc3\xa4", "CON", "../x",
    std::string(300, 'n')};

class Mutator
{
public:
    Mutator(json &root, unsigned seed) : m_rng(seed) { walk(root, nullptr, {}, m_doc, 0); }

    void mutate()
    {
        Place &place = m_doc.places[pick(m_doc.places.size())];
        json &v = *place.value;
        switch (pick(10)) {
        case 0:
        case 1:
            // The value the same key has elsewhere: another object's id,
            // another adapter's speed, an enumeration's other values.
            if (!place.key.empty()) {
                const auto &others = m_doc.byKey[place.key];
                v = *others[pick(others.size())];
                return;
            }
            break;
        case 2:
            if (place.parent && place.parent->is_array()) {
                auto &items = *place.parent->get_ptr<json::array_t *>();
                const std::size_t i = indexOf(items, &v);
                switch (pick(3)) {
                case 0: items.erase(items.begin() + std::ptrdiff_t(i)); return;
                case 1: items.insert(items.begin() + std::ptrdiff_t(pick(items.size() + 1)), json(v)); return;
                default: std::swap(items[i], items[pick(items.size())]); return;
                }
            }
            break;
        case 3:
            if (place.parent && place.parent->is_object()) {
                place.parent->erase(place.key);
                return;
            }
            break;
        case 4:
            // A key another object has, with a value it has there.
            if (v.is_object() && !m_doc.byKey.empty()) {
                auto it = m_doc.byKey.begin();
                std::advance(it, std::ptrdiff_t(pick(m_doc.byKey.size())));
                v[it->first] = *it->second[pick(it->second.size())];
                return;
            }
            break;
        default:
            break;
        }
        setScalar(v);
    }

private:
    std::size_t pick(std::size_t n) { return n ? std::uniform_int_distribution<std::size_t>(0, n - 1)(m_rng) : 0; }

    static std::size_t indexOf(const json::array_t &items, const json *v)
    {
        for (std::size_t i = 0; i < items.size(); ++i)
            if (&items[i] == v)
                return i;
        return 0;
    }

    void setScalar(json &v)
    {
        if (v.is_boolean()) {
            v = !v.get<bool>();
        } else if (v.is_number()) {
            switch (pick(4)) {
            case 0: v = interestingNumbers[pick(interestingNumbers.size())]; break;
            case 1: v = m_doc.numbers.empty() ? json(0) : m_doc.numbers[pick(m_doc.numbers.size())]; break;
            case 2:
                // Near the value; through unsigned arithmetic, which wraps
                // where a signed sum at the edge would be undefined.
                if (v.is_number_float())
                    v = v.get<double>() * 2 + 0.5;
                else
                    v = static_cast<long long>(static_cast<unsigned long long>(v.get<long long>()) + pick(9) - 4);
                break;
            default: v = double(pick(1000)) / 7; break;
            }
        } else if (v.is_string()) {
            std::string s = v.get<std::string>();
            switch (pick(4)) {
            case 0: v = interestingStrings[pick(interestingStrings.size())]; break;
            case 1: v = m_doc.strings.empty() ? std::string() : m_doc.strings[pick(m_doc.strings.size())]; break;
            case 2: v = s + interestingStrings[pick(interestingStrings.size())]; break;
            default: {
                s.resize(s.size() + 16);
                s.resize(LLVMFuzzerMutate(reinterpret_cast<uint8_t *>(s.data()), s.size() - 16, s.size()));
                v = s;
                break;
            }
            }
        } else if (v.is_null()) {
            v = interestingNumbers[pick(interestingNumbers.size())];
        } else if (pick(8) == 0) {
            // Now and then a value of another type, which the reader refuses.
            v = pick(2) ? json(interestingNumbers[pick(interestingNumbers.size())]) : json(interestingStrings[pick(interestingStrings.size())]);
        }
    }

    std::minstd_rand m_rng;
    Document m_doc;
};

} // namespace

std::size_t mutateDesign(uint8_t *data, std::size_t size, std::size_t maxSize, unsigned seed)
{
    json root = json::parse(data, data + size, nullptr, false);
    if (root.is_discarded() || seed % 50 == 0)
        return LLVMFuzzerMutate(data, size, maxSize);
    const int edits = 1 + int(seed / 50 % 3);
    for (int i = 0; i < edits; ++i)
        Mutator(root, seed * 31 + unsigned(i)).mutate();
    // Invalid UTF-8 a byte mutation left in a string is written as U+FFFD.
    const std::string text = root.dump(-1, ' ', false, json::error_handler_t::replace);
    if (text.size() > maxSize)
        return LLVMFuzzerMutate(data, size, maxSize);
    std::memcpy(data, text.data(), text.size());
    return text.size();
}

} // namespace hvnet::fuzzdesign
