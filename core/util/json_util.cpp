#include "core/util/json_util.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <vector>

namespace wattgpu {

JsonFilter noteDuplicateKeys(std::optional<std::string>& twice)
{
    auto open = std::make_shared<std::vector<std::vector<std::string>>>();
    return [open, &twice](int, nlohmann::json::parse_event_t event, nlohmann::json& parsed) {
        using E = nlohmann::json::parse_event_t;
        if (event == E::object_start)
            open->emplace_back();
        else if (event == E::object_end && !open->empty())
            open->pop_back();
        else if (event == E::key && !open->empty() && parsed.is_string()) {
            std::vector<std::string>& keys = open->back();
            const std::string& k = parsed.get_ref<const std::string&>();
            if (!twice && std::find(keys.begin(), keys.end(), k) != keys.end())
                twice = k;
            keys.push_back(k);
        }
        return true;
    };
}

std::optional<std::string> firstDuplicateKey(std::string_view text)
{
    std::optional<std::string> twice;
    (void)parseJsonBounded(text, {}, JsonLimits{}, noteDuplicateKeys(twice));
    return twice;
}

Result<nlohmann::json> parseJsonBounded(std::string_view text, const std::string& file, const JsonLimits& limits)
{
    return parseJsonBounded(text, file, limits, {});
}

Result<nlohmann::json> parseJsonBounded(std::string_view text, const std::string& file, const JsonLimits& limits,
                                        const JsonFilter& filter)
{
    if (text.size() > limits.maxBytes)
        return makeError(ErrorCode::TooLarge, file, 0, {},
                         "JSON exceeds " + std::to_string(limits.maxBytes) + " bytes");
    bool tooDeep = false;
    const int maxDepth = limits.maxDepth;
    auto cb = [&tooDeep, maxDepth, &filter](int depth, nlohmann::json::parse_event_t event, nlohmann::json& parsed) {
        if (depth > maxDepth)
            tooDeep = true;
        if (tooDeep)
            return false;
        return !filter || filter(depth, event, parsed);
    };
    try {
        auto doc = nlohmann::json::parse(text.begin(), text.end(), cb, /*allow_exceptions=*/true);
        if (tooDeep)
            return makeError(ErrorCode::TooLarge, file, 0, {}, "JSON nesting deeper than " + std::to_string(maxDepth));
        return doc;
    } catch (const nlohmann::json::parse_error& e) {
        if (tooDeep)
            return makeError(ErrorCode::TooLarge, file, 0, {}, "JSON nesting deeper than " + std::to_string(maxDepth));
        // Translate the byte offset into a line number for the message.
        int line = 1;
        const auto upto = std::min<std::size_t>(e.byte, text.size());
        for (std::size_t i = 0; i < upto; ++i)
            if (text[i] == '\n')
                ++line;
        std::string what = e.what();
        const auto pos = what.find("parse error");
        return makeError(ErrorCode::Parse, file, line, {}, pos == std::string::npos ? what : what.substr(pos));
    } catch (const nlohmann::json::exception& e) {
        // out_of_range for a number such as 1e999: the message quotes the token; find it to name
        // the line and the key it belongs to.
        const std::string what = e.what();
        int line = 0;
        std::string key;
        const auto open = what.find('\'');
        const auto close = what.rfind('\'');
        if (open != std::string::npos && close > open) {
            const auto at = text.find(std::string_view(what).substr(open + 1, close - open - 1));
            if (at != std::string_view::npos) {
                line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n'));
                // The key is the last quoted string before the ':' that precedes the token.
                const auto colon = text.rfind(':', at);
                const auto q2 = colon == std::string_view::npos ? colon : text.rfind('"', colon);
                const auto q1 = q2 == std::string_view::npos || q2 == 0 ? std::string_view::npos
                                                                        : text.rfind('"', q2 - 1);
                if (q1 != std::string_view::npos)
                    key = std::string(text.substr(q1 + 1, q2 - q1 - 1));
            }
        }
        const auto pos = what.find("] ");
        return makeError(ErrorCode::BadValue, file, line, key, pos == std::string::npos ? what : what.substr(pos + 2));
    }
}

bool JsonReader::has(const char* key) const
{
    return m_obj.is_object() && m_obj.contains(key) && !m_obj.at(key).is_null();
}

std::string JsonReader::fieldPath(std::string_view key) const
{
    return m_path.empty() ? std::string(key) : m_path + "." + std::string(key);
}

Error JsonReader::error(ErrorCode code, std::string_view key, std::string detail) const
{
    return makeError(code, m_file, 0, fieldPath(key), std::move(detail));
}

Result<std::optional<double>> JsonReader::optNumber(const char* key, double lo, double hi) const
{
    if (!m_obj.is_object())
        return error(ErrorCode::Parse, "", "expected a JSON object");
    if (!has(key))
        return std::optional<double>{};
    const auto& v = m_obj.at(key);
    if (!v.is_number())
        return error(ErrorCode::BadValue, key, "expected a number, found " + std::string(v.type_name()));
    const double d = v.get<double>();
    if (!std::isfinite(d))
        return error(ErrorCode::BadValue, key, "not a finite number");
    if (d < lo || d > hi)
        return error(ErrorCode::BadValue, key,
                     "value " + std::to_string(d) + " outside plausible range [" + std::to_string(lo) + ", "
                         + std::to_string(hi) + "]");
    return std::optional<double>{d};
}

Result<std::optional<int>> JsonReader::optInt(const char* key, long long lo, long long hi) const
{
    // The result is an int: a wider range would overflow the conversion below.
    lo = std::max<long long>(lo, std::numeric_limits<int>::min());
    hi = std::min<long long>(hi, std::numeric_limits<int>::max());
    auto d = optNumber(key, static_cast<double>(lo), static_cast<double>(hi));
    if (!d)
        return d.error();
    if (!*d)
        return std::optional<int>{};
    if (std::floor(**d) != **d)
        return error(ErrorCode::BadValue, key, "expected a whole number");
    return std::optional<int>{static_cast<int>(**d)};
}

Result<std::optional<std::string>> JsonReader::optString(const char* key, std::size_t maxLen) const
{
    if (!m_obj.is_object())
        return error(ErrorCode::Parse, "", "expected a JSON object");
    if (!has(key))
        return std::optional<std::string>{};
    const auto& v = m_obj.at(key);
    if (!v.is_string())
        return error(ErrorCode::BadValue, key, "expected a string, found " + std::string(v.type_name()));
    auto s = v.get<std::string>();
    if (s.size() > maxLen)
        return error(ErrorCode::TooLarge, key, "string longer than " + std::to_string(maxLen) + " bytes");
    return std::optional<std::string>{std::move(s)};
}

Result<std::optional<bool>> JsonReader::optBool(const char* key) const
{
    if (!has(key))
        return std::optional<bool>{};
    const auto& v = m_obj.at(key);
    if (!v.is_boolean())
        return error(ErrorCode::BadValue, key, "expected true or false");
    return std::optional<bool>{v.get<bool>()};
}

Result<std::vector<std::string>> JsonReader::stringList(const char* key, std::size_t maxItems) const
{
    std::vector<std::string> out;
    if (!has(key))
        return out;
    const auto& v = m_obj.at(key);
    if (!v.is_array())
        return error(ErrorCode::BadValue, key, "expected an array of strings");
    if (v.size() > maxItems)
        return error(ErrorCode::TooLarge, key, "more than " + std::to_string(maxItems) + " items");
    for (const auto& item : v) {
        if (!item.is_string())
            return error(ErrorCode::BadValue, key, "expected an array of strings");
        out.push_back(item.get<std::string>());
    }
    return out;
}

} // namespace wattgpu
