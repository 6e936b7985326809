#include "kernel/io/json_parse.h"

#include "kernel/io/json_read.h"

#include <cstddef>
#include <iterator>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

namespace ts {

namespace {

using nlohmann::json;

// A char iterator that records how far nlohmann's lexer has read: SAX events carry no
// position, and the places of a repeated key or of a too deep bracket are needed.
struct TrackingIterator {
    using iterator_category = std::forward_iterator_tag;
    using value_type = char;
    using difference_type = std::ptrdiff_t;
    using pointer = const char*;
    using reference = const char&;

    const char* p = nullptr;
    const char** reached = nullptr;

    reference operator*() const { return *p; }
    TrackingIterator& operator++()
    {
        ++p;
        if (reached)
            *reached = p;
        return *this;
    }
    TrackingIterator operator++(int)
    {
        TrackingIterator old = *this;
        ++*this;
        return old;
    }
    bool operator==(const TrackingIterator& o) const { return p == o.p; }
};

// Builds the DOM iteratively (the open containers are a stack, never the C++ call stack).
class DomBuilder {
public:
    DomBuilder(std::string_view text, const char* const& reached, const std::string& file, std::size_t maxDepth)
        : text_(text), reached_(reached), file_(file), maxDepth_(maxDepth)
    {}

    bool null() { return add(json(nullptr)) != nullptr; }
    bool boolean(bool v) { return add(json(v)) != nullptr; }
    bool number_integer(json::number_integer_t v) { return add(json(v)) != nullptr; }
    bool number_unsigned(json::number_unsigned_t v) { return add(json(v)) != nullptr; }
    bool number_float(json::number_float_t v, const json::string_t&) { return add(json(v)) != nullptr; }
    bool string(json::string_t& v) { return add(json(std::move(v))) != nullptr; }
    bool binary(json::binary_t& v) { return add(json::binary(std::move(v))) != nullptr; }
    bool start_object(std::size_t) { return open(json::value_t::object); }
    bool start_array(std::size_t) { return open(json::value_t::array); }
    bool end_object() { return close(); }
    bool end_array() { return close(); }

    bool key(json::string_t& k)
    {
        Open& top = stack_.back();
        // The lexer stops right after the key's closing quote; its opening quote is the first
        // quote before that which no backslash escapes.
        const std::size_t end = offset();
        std::size_t start = end >= 2 ? end - 2 : 0;
        while (start > 0 && !(text_[start] == '"' && escapedBy(start) % 2 == 0))
            --start;
        const auto [it, inserted] = top.keys.emplace(k, start);
        if (!inserted) {
            error_.emplace(file_, jsonPathChild(path(), k),
                           "duplicate key " + jsonQuoted(k) + " at " + jsonLineColumn(text_, start) +
                               "; it is already at " + jsonLineColumn(text_, it->second) +
                               " (a key may appear only once in an object)");
            return false;
        }
        top.key = std::move(k);
        return true;
    }

    bool parse_error(std::size_t position, const std::string& lastToken, const nlohmann::detail::exception& ex)
    {
        const std::size_t pos = std::min(position, text_.size());
        if (ex.id == 406) {  // out_of_range.406: a number that does not fit a double (1e999)
            const std::size_t start = pos >= lastToken.size() ? pos - lastToken.size() : 0;
            error_.emplace(file_, jsonLineColumn(text_, start),
                           "the number " + lastToken.substr(0, 40) + " is out of range");
            return false;
        }
        // nlohmann's message starts with "[json.exception.parse_error.101] parse error at line ..."
        const std::string what = ex.what();
        const auto at = what.find("parse error");
        error_.emplace(file_, jsonLineColumn(text_, pos == 0 ? 0 : pos - 1),
                       "JSON syntax error: " + (at == std::string::npos ? what : what.substr(at)));
        return false;
    }

    json& result() { return root_; }
    const std::optional<ScenarioError>& error() const { return error_; }

private:
    struct Open {
        json* value = nullptr;
        std::string key;  // objects: the key being read
        std::unordered_map<std::string, std::size_t> keys;  // objects: each key's offset
    };

    std::size_t offset() const { return static_cast<std::size_t>(reached_ - text_.data()); }

    std::size_t escapedBy(std::size_t quote) const
    {
        std::size_t n = 0;
        while (quote > n && text_[quote - n - 1] == '\\')
            ++n;
        return n;
    }

    json* add(json&& v)
    {
        if (stack_.empty()) {
            root_ = std::move(v);
            return &root_;
        }
        Open& top = stack_.back();
        if (top.value->is_array()) {
            auto& array = top.value->get_ref<json::array_t&>();
            array.push_back(std::move(v));
            return &array.back();
        }
        json& slot = (*top.value)[top.key];
        slot = std::move(v);
        return &slot;
    }

    bool open(json::value_t type)
    {
        json* value = add(json(type));
        stack_.push_back(Open{value, {}, {}});
        if (stack_.size() <= maxDepth_)
            return true;
        // The bracket just read is the one too many.
        error_.emplace(file_, jsonLineColumn(text_, offset() == 0 ? 0 : offset() - 1),
                       "the JSON nests deeper than " + std::to_string(maxDepth_) + " levels (at " + path() + ")");
        return false;
    }

    bool close()
    {
        stack_.pop_back();
        return true;
    }

    // The JSON path of the innermost open container.
    std::string path() const
    {
        std::string p = "$";
        for (std::size_t i = 0; i + 1 < stack_.size(); ++i) {
            const json& v = *stack_[i].value;
            p = v.is_array() ? jsonPathIndex(p, v.size() - 1) : jsonPathChild(p, stack_[i].key);
        }
        return p;
    }

    std::string_view text_;
    const char* const& reached_;
    const std::string& file_;
    std::size_t maxDepth_;
    json root_;
    std::vector<Open> stack_;
    std::optional<ScenarioError> error_;
};

}  // namespace

std::string jsonLineColumn(std::string_view text, std::size_t offset)
{
    std::size_t line = 1, col = 1;
    for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            col = 1;
        } else {
            ++col;
        }
    }
    return std::to_string(line) + ":" + std::to_string(col);
}

json parseJsonText(std::string_view text, const std::string& file, std::size_t maxDepth)
{
    const char* reached = text.data();
    DomBuilder builder(text, reached, file, maxDepth);
    const TrackingIterator first{text.data(), &reached};
    const TrackingIterator last{text.data() + text.size(), nullptr};
    const bool ok = json::sax_parse(first, last, &builder, json::input_format_t::json, true, false);
    if (builder.error())
        throw *builder.error();
    if (!ok)  // every failure records an error; this is a guard against a silent one
        throw ScenarioError(file, "", "the JSON could not be read");
    return std::move(builder.result());
}

}  // namespace ts
