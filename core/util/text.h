#pragma once
// Text from inputs on its way to a terminal, a message or a spreadsheet: one sanitizer for
// everything echoed (control characters escaped, long values cut) and the CSV formula guard.
#include <cstddef>
#include <string>
#include <string_view>

namespace wattgpu {

// Default cut of an echoed value: enough for any id, path or name the planner knows.
inline constexpr std::size_t kEchoMaxBytes = 200;

// `s` made safe to print: C0 controls, DEL and C1 controls (ESC/CSI/OSC sequences, CR, LF, TAB,
// BEL) become "\n", "\t", "\x1b", "\u009b"; bytes that are not UTF-8 become "\xNN"; a value
// longer than `maxBytes` is cut at a character boundary and ends in "…(N bytes)", N being the
// size of the whole value.
std::string printable(std::string_view s, std::size_t maxBytes = kEchoMaxBytes);

// printable() for a whole message that may hold several lines of its own: the same escapes,
// except that '\n' stays a line break; no cut unless `maxBytes` is given.
std::string printableLines(std::string_view s, std::size_t maxBytes = std::string::npos);

// `s` without leading and trailing ASCII whitespace.
std::string trimmed(std::string_view s);

// One number through a printf format ("%.1f", "%.3g"): the English detail texts core writes.
std::string printfNumber(const char* format, double v);

// True when `s` holds a C0 control, DEL or a C1 control (U+0080-U+009F).
bool hasControlChars(std::string_view s);

// CSV injection guard (OWASP): a text cell that a spreadsheet would run as a formula, one
// starting with '=', '+', '-', '@', TAB or CR, gets a leading single quote. A cell that starts
// with a quote followed by one of those (or by another quote) gets one too, so that
// csvUnguard(csvGuard(s)) == s for every s. Numbers are never passed through it.
std::string csvGuard(std::string_view s);
// The inverse, for cells of the planner's own CSV read back.
std::string csvUnguard(std::string_view s);

} // namespace wattgpu
