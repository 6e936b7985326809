#pragma once
// Writing a JSON document over an older one of the same shape: values are overwritten where
// they stand, so a state of a thousand units costs no allocation once its document exists.
// Built afresh it was tens of thousands of map nodes and strings, allocated and freed again
// on every step of the inspector. What the new content lacks is removed and what the old
// lacked is added, so the result always equals a document built from nothing.
#include <nlohmann/json.hpp>

#include <cstddef>
#include <string>
#include <string_view>

namespace ts::json_in_place {

using Json = nlohmann::json;

// Numbers and booleans: no allocation whatever the slot held.
template <class T>
void set(Json& slot, const T& value)
{
    slot = value;
}
// A string reuses the buffer of the string the slot holds.
inline void set(Json& slot, std::string_view value)
{
    if (slot.is_string())
        slot.get_ref<std::string&>().assign(value.data(), value.size());
    else
        slot = std::string(value);
}
inline void set(Json& slot, const char* value) { set(slot, std::string_view(value)); }
inline void set(Json& slot, const std::string& value) { set(slot, std::string_view(value)); }

// The members of an object, written in increasing key order (std::map's, which the object
// keeps): each key meets the old member it replaces in passing, the members between are
// ones the new content does not have. Any order gives the same document, only slower.
class ObjectWriter {
public:
    explicit ObjectWriter(Json& object)
    {
        if (!object.is_object())
            object = Json::object();
        members_ = &object.get_ref<Json::object_t&>();
        next_ = members_->begin();
    }
    ObjectWriter(const ObjectWriter&) = delete;
    ObjectWriter& operator=(const ObjectWriter&) = delete;
    // Members not written are gone.
    ~ObjectWriter() { members_->erase(next_, members_->end()); }

    Json& operator[](std::string_view key)
    {
        while (next_ != members_->end() && next_->first < key)
            next_ = members_->erase(next_);
        if (next_ != members_->end() && next_->first == key)
            return (next_++)->second;
        return members_->emplace_hint(next_, std::string(key), nullptr)->second;
    }
    template <class T>
    void put(std::string_view key, const T& value)
    {
        set((*this)[key], value);
    }

private:
    Json::object_t* members_ = nullptr;
    Json::object_t::iterator next_;
};

// `slot` as an array of `size` elements; the first ones keep what they held.
inline Json::array_t& resizeArray(Json& slot, std::size_t size)
{
    if (!slot.is_array())
        slot = Json::array();
    auto& elements = slot.get_ref<Json::array_t&>();
    elements.resize(size);
    return elements;
}

}  // namespace ts::json_in_place
