#pragma once
// nlohmann_json helpers: bounded parsing (size and nesting depth) and typed field access whose
// errors name the file and the JSON path of the field.
#include "core/util/result.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace wattgpu {

struct JsonLimits {
    std::size_t maxBytes = 64u << 20;
    int maxDepth = 64;
};

Result<nlohmann::json> parseJsonBounded(std::string_view text, const std::string& file, const JsonLimits& limits = {});
// The same with nlohmann's parser callback after the depth check: returning false drops the
// value (at object_start/array_start its content is never built), so a reader can handle one
// element of a large array at a time instead of holding the whole DOM.
using JsonFilter = std::function<bool(int depth, nlohmann::json::parse_event_t event, nlohmann::json& parsed)>;
Result<nlohmann::json> parseJsonBounded(std::string_view text, const std::string& file, const JsonLimits& limits,
                                        const JsonFilter& filter);

// A filter for parseJsonBounded that notes the first key written twice in one object (nlohmann
// keeps the last value silently): `twice` is set to it; every value is kept.
JsonFilter noteDuplicateKeys(std::optional<std::string>& twice);
// The first key written twice in one object of `text` (nullopt: none, or the text is no JSON).
std::optional<std::string> firstDuplicateKey(std::string_view text);

class JsonReader {
public:
    JsonReader(const nlohmann::json& obj, std::string file, std::string path)
        : m_obj(obj), m_file(std::move(file)), m_path(std::move(path))
    {}

    bool has(const char* key) const; // present and not null
    // Absent/null -> nullopt. Wrong type, NaN, outside [lo, hi] -> error naming the key.
    Result<std::optional<double>> optNumber(const char* key, double lo, double hi) const;
    Result<std::optional<int>> optInt(const char* key, long long lo, long long hi) const;
    Result<std::optional<std::string>> optString(const char* key, std::size_t maxLen = 4096) const;
    Result<std::optional<bool>> optBool(const char* key) const;
    Result<std::vector<std::string>> stringList(const char* key, std::size_t maxItems = 1024) const;

    Error error(ErrorCode code, std::string_view key, std::string detail) const;
    std::string fieldPath(std::string_view key) const;

    const nlohmann::json& object() const { return m_obj; }
    const std::string& file() const { return m_file; }

private:
    const nlohmann::json& m_obj;
    std::string m_file;
    std::string m_path;
};

} // namespace wattgpu
