#include "core/util/result.h"

namespace wattgpu {

const char* errorCodeName(ErrorCode code)
{
    switch (code) {
    case ErrorCode::Io: return "io";
    case ErrorCode::Parse: return "parse";
    case ErrorCode::MissingField: return "missing_field";
    case ErrorCode::BadValue: return "bad_value";
    case ErrorCode::TooLarge: return "too_large";
    case ErrorCode::NotFound: return "not_found";
    case ErrorCode::Model: return "model";
    case ErrorCode::Unsupported: return "unsupported";
    case ErrorCode::Cancelled: return "cancelled";
    }
    return "unknown";
}

std::string Error::message() const
{
    std::string out;
    if (!file.empty()) {
        out += file;
        if (line > 0)
            out += ":" + std::to_string(line);
        out += ": ";
    }
    if (!field.empty())
        out += field + ": ";
    out += detail;
    return out;
}

} // namespace wattgpu
