#pragma once
// Result type used by every parser and loader in core: a value, or an Error that names the
// file, line and field at fault. Core never formats user-facing prose beyond `detail`;
// the UI maps ErrorCode to translated text.
#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace wattgpu {

enum class ErrorCode {
    Io,           // file missing / unreadable / unwritable
    Parse,        // malformed syntax (JSON, CSV quoting)
    MissingField, // required column or key absent
    BadValue,     // NaN, infinite, negative, out of plausible range, wrong type
    TooLarge,     // input exceeds a reader limit (bytes, rows, nesting)
    NotFound,     // unknown GPU / model id
    Model,        // model file corrupt or incompatible; XGBoost error
    Unsupported,  // valid input we cannot handle (e.g. precision not supported by GPU)
    Cancelled,
};

const char* errorCodeName(ErrorCode code);

struct Error {
    ErrorCode code = ErrorCode::Parse;
    std::string file;   // path or logical source ("gpu_specs.csv"); empty if none
    int line = 0;       // 1-based line number; 0 = not applicable
    std::string field;  // column / JSON key / CLI flag; empty if none
    std::string detail; // English, one sentence, no trailing period required

    // "file:line: field: detail" with the empty parts left out.
    std::string message() const;
};

template <typename T>
class Result {
public:
    Result(T value) : m_v(std::move(value)) {}
    Result(Error error) : m_v(std::move(error)) {}

    bool ok() const { return m_v.index() == 0; }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return std::get<0>(m_v); }
    T& value() & { return std::get<0>(m_v); }
    T&& value() && { return std::get<0>(std::move(m_v)); }
    const T& operator*() const { return value(); }
    const T* operator->() const { return &value(); }
    T* operator->() { return &value(); }
    const Error& error() const { return std::get<1>(m_v); }

private:
    std::variant<T, Error> m_v;
};

struct Ok {};
using Status = Result<Ok>;

// In a function that returns a Result or an Error: `var` holds the Result of `expr`, and its
// error is returned at once when there is one.
#define WG_TRY(var, expr)                                                                                              \
    auto var = (expr);                                                                                                 \
    if (!var)                                                                                                          \
        return var.error();

inline Error makeError(ErrorCode code, std::string file, int line, std::string field, std::string detail)
{
    return Error{code, std::move(file), line, std::move(field), std::move(detail)};
}

} // namespace wattgpu
