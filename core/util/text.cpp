#include "core/util/text.h"

#include <cstdio>

namespace wattgpu {

namespace {

bool formulaStart(char c) { return c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r'; }

// Length of the UTF-8 sequence at s[i], or 0 when the bytes there are not valid UTF-8.
std::size_t utf8Length(std::string_view s, std::size_t i)
{
    const auto b = static_cast<unsigned char>(s[i]);
    std::size_t n = 0;
    unsigned cp = 0;
    if (b < 0x80)
        return 1;
    if ((b & 0xE0) == 0xC0) {
        n = 2;
        cp = b & 0x1F;
    } else if ((b & 0xF0) == 0xE0) {
        n = 3;
        cp = b & 0x0F;
    } else if ((b & 0xF8) == 0xF0) {
        n = 4;
        cp = b & 0x07;
    } else {
        return 0;
    }
    if (i + n > s.size())
        return 0;
    for (std::size_t k = 1; k < n; ++k) {
        const auto c = static_cast<unsigned char>(s[i + k]);
        if ((c & 0xC0) != 0x80)
            return 0;
        cp = (cp << 6) | (c & 0x3F);
    }
    // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
    if ((n == 2 && cp < 0x80) || (n == 3 && cp < 0x800) || (n == 4 && (cp < 0x10000 || cp > 0x10FFFF))
        || (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return n;
}

bool isC1(std::string_view s, std::size_t i, std::size_t n)
{
    return n == 2 && static_cast<unsigned char>(s[i]) == 0xC2 && static_cast<unsigned char>(s[i + 1]) <= 0x9F;
}

std::string escaped(std::string_view s, std::size_t maxBytes, bool keepNewlines)
{
    std::string out;
    out.reserve(std::min(s.size(), maxBytes) + 16);
    std::size_t i = 0;
    char buf[16];
    for (; i < s.size();) {
        if (out.size() >= maxBytes)
            break;
        const auto b = static_cast<unsigned char>(s[i]);
        const std::size_t n = utf8Length(s, i);
        if (n == 0) {
            std::snprintf(buf, sizeof buf, "\\x%02x", b);
            out += buf;
            ++i;
            continue;
        }
        if (n == 1 && (b < 0x20 || b == 0x7F)) {
            if (b == '\n' && keepNewlines)
                out += '\n';
            else if (b == '\n')
                out += "\\n";
            else if (b == '\r')
                out += "\\r";
            else if (b == '\t')
                out += "\\t";
            else {
                std::snprintf(buf, sizeof buf, "\\x%02x", b);
                out += buf;
            }
            ++i;
            continue;
        }
        if (isC1(s, i, n)) {
            std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned char>(s[i + 1]));
            out += buf;
            i += n;
            continue;
        }
        out.append(s.substr(i, n));
        i += n;
    }
    if (i < s.size())
        out += "\u2026(" + std::to_string(s.size()) + " bytes)";
    return out;
}

} // namespace

std::string printable(std::string_view s, std::size_t maxBytes) { return escaped(s, maxBytes, false); }

std::string printableLines(std::string_view s, std::size_t maxBytes) { return escaped(s, maxBytes, true); }

bool hasControlChars(std::string_view s)
{
    for (std::size_t i = 0; i < s.size(); ++i) {
        const auto b = static_cast<unsigned char>(s[i]);
        if (b < 0x20 || b == 0x7F)
            return true;
        if (b == 0xC2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) >= 0x80
            && static_cast<unsigned char>(s[i + 1]) <= 0x9F)
            return true;
    }
    return false;
}

std::string csvGuard(std::string_view s)
{
    const bool guard = !s.empty()
        && (formulaStart(s[0]) || (s[0] == '\'' && s.size() > 1 && (formulaStart(s[1]) || s[1] == '\'')));
    return guard ? "'" + std::string(s) : std::string(s);
}

std::string csvUnguard(std::string_view s)
{
    if (s.size() > 1 && s[0] == '\'' && (formulaStart(s[1]) || s[1] == '\''))
        s.remove_prefix(1);
    return std::string(s);
}

std::string trimmed(std::string_view s)
{
    const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; };
    while (!s.empty() && space(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && space(s.back()))
        s.remove_suffix(1);
    return std::string(s);
}

std::string printfNumber(const char* format, double v)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, format, v);
    return buf;
}

} // namespace wattgpu
