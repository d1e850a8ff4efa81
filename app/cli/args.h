#pragma once
// Command-line parsing for wattgpu-cli: options per command, typed and range-checked values,
// and the two error kinds the tool exits with (usage = 2, runtime = 1).
#include "core/util/result.h"

#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace wattgpu::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitRuntime = 1;
inline constexpr int kExitUsage = 2;

// Thrown by commands; main() prints `what()` as one line on stderr and exits with `exitCode`.
class CliError : public std::runtime_error {
public:
    CliError(int exitCode, const std::string& message) : std::runtime_error(message), m_exitCode(exitCode) {}
    int exitCode() const { return m_exitCode; }

private:
    int m_exitCode;
};

[[noreturn]] void usageError(const std::string& message);
[[noreturn]] void runtimeError(const std::string& message);
// The value of a Result, or a runtime error (exit 1) that says what failed: predictions that cannot
// be made are errors, never numbers.
template <typename T>
T valueOrFail(Result<T> r, const std::string& what)
{
    if (!r)
        runtimeError(what + ": " + r.error().message());
    return std::move(r).value();
}

struct OptionSpec {
    std::string name;      // "--batch"
    std::string valueName; // "N"; empty for a switch
    std::string help;
    bool multi = false; // takes one or more values: "--data a.csv b.csv"
};

struct CommandSpec {
    std::string name;        // "predict", "catalog gpus"
    std::string synopsis;    // one line
    std::string description; // a paragraph, may be empty
    std::vector<OptionSpec> options;
};

// Options every command accepts.
const std::vector<OptionSpec>& globalOptions();

class Args {
public:
    // Splits argv (without the program name) into positionals and options. Options are looked
    // up in `specs` (keyed by option name); unknown ones are usage errors naming `context`.
    static Args parse(const std::vector<std::string>& argv, const std::vector<OptionSpec>& specs,
                      const std::string& context);

    const std::vector<std::string>& positionals() const { return m_positionals; }
    bool has(const std::string& name) const { return m_values.count(name) > 0; }
    // Last value given for an option (a repeated option overrides), or nullopt.
    std::optional<std::string> value(const std::string& name) const;
    // Every value of a multi option, in order.
    std::vector<std::string> values(const std::string& name) const;
    // Comma-separated list ("a,b" or repeated), empty items rejected.
    std::vector<std::string> list(const std::string& name) const;

    // Typed access. Non-numbers, NaN/inf, non-integers and values outside [lo, hi] are usage
    // errors naming the option.
    std::optional<int> intValue(const std::string& name, long long lo, long long hi) const;
    std::optional<double> doubleValue(const std::string& name, double lo, double hi, bool loExclusive = false) const;

private:
    std::vector<std::string> m_positionals;
    std::map<std::string, std::vector<std::string>> m_values;
};

// Parses one option value as an integer in [lo, hi]; `what` names the source in errors.
// Returns an error message instead of throwing so CSV cells can reuse the rules.
std::optional<std::string> checkInt(const std::string& text, long long lo, long long hi, long long& out);
std::optional<std::string> checkDouble(const std::string& text, double lo, double hi, bool loExclusive, double& out);

} // namespace wattgpu::cli
