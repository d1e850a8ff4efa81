#include "app/cli/args.h"

#include "core/util/csv.h"
#include "core/util/text.h"

#include <cmath>
#include <sstream>

namespace wattgpu::cli {

void usageError(const std::string& message) { throw CliError(kExitUsage, message); }
void runtimeError(const std::string& message) { throw CliError(kExitRuntime, message); }

const std::vector<OptionSpec>& globalOptions()
{
    static const std::vector<OptionSpec> opts = {
        {"--format", "table|json|csv", "output format (default: table)"},
        {"--data-dir", "DIR", "bundled data folder (catalogs + models); default: $WATTGPU_DATA_DIR or the install"},
        {"--custom-gpus", "FILE",
         "user-defined GPUs (wattgpu-custom-gpus JSON, as the window's Custom GPUs editor saves it; e.g. "
         "resources/examples/announced_gpus_2026.json) added to the catalog for this command"},
        {"--help", "", "show help for the command and exit"},
    };
    return opts;
}

namespace {

// Keep messages one line and bounded whatever the user typed.
std::string shown(const std::string& text) { return "'" + printable(text, 60) + "'"; }

std::string plain(double v)
{
    std::ostringstream os;
    if (v == std::floor(v) && std::fabs(v) < 1e15)
        os << static_cast<long long>(v);
    else
        os << v;
    return os.str();
}

std::string rangeText(double lo, double hi, bool loExclusive)
{
    return (loExclusive ? "greater than " : "from ") + plain(lo) + (loExclusive ? " and at most " : " to ") + plain(hi);
}

} // namespace

std::optional<std::string> checkDouble(const std::string& text, double lo, double hi, bool loExclusive, double& out)
{
    const auto v = parseFiniteDouble(text);
    if (!v)
        return shown(text) + " is not a finite number";
    if ((loExclusive ? *v <= lo : *v < lo) || *v > hi)
        return shown(text) + " is out of range (must be " + rangeText(lo, hi, loExclusive) + ")";
    out = *v;
    return std::nullopt;
}

std::optional<std::string> checkInt(const std::string& text, long long lo, long long hi, long long& out)
{
    const auto v = parseFiniteDouble(text);
    if (!v)
        return shown(text) + " is not a number";
    std::ostringstream range;
    range << "must be an integer from " << lo << " to " << hi;
    if (*v < double(lo) || *v > double(hi))
        return shown(text) + " is out of range (" + range.str() + ")";
    if (std::floor(*v) != *v)
        return shown(text) + " is not a whole number (" + range.str() + ")";
    out = static_cast<long long>(*v);
    return std::nullopt;
}

Args Args::parse(const std::vector<std::string>& argv, const std::vector<OptionSpec>& specs, const std::string& context)
{
    Args a;
    auto findSpec = [&](const std::string& name) -> const OptionSpec* {
        for (const auto& s : specs)
            if (s.name == name)
                return &s;
        return nullptr;
    };
    for (std::size_t i = 0; i < argv.size(); ++i) {
        const std::string& tok = argv[i];
        if (tok == "--") {
            for (++i; i < argv.size(); ++i)
                a.m_positionals.push_back(argv[i]);
            break;
        }
        const bool looksLikeOption = tok.size() > 1 && tok[0] == '-'
            && !std::isdigit(static_cast<unsigned char>(tok[1])) && tok[1] != '.';
        if (!looksLikeOption) {
            a.m_positionals.push_back(tok);
            continue;
        }
        std::string name = tok;
        std::optional<std::string> inlineValue;
        if (const auto eq = tok.find('='); eq != std::string::npos && tok.rfind("--", 0) == 0) {
            name = tok.substr(0, eq);
            inlineValue = tok.substr(eq + 1);
        }
        if (name == "-h")
            name = "--help";
        const OptionSpec* spec = findSpec(name);
        if (!spec)
            usageError("unknown option " + shown(name) + " for " + context + " (see: wattgpu-cli " + context
                       + " --help)");
        auto& slot = a.m_values[name];
        if (spec->valueName.empty()) {
            if (inlineValue)
                usageError(name + ": takes no value");
            slot.emplace_back();
            continue;
        }
        if (inlineValue) {
            slot.push_back(*inlineValue);
        } else {
            // The next token is the value even when it starts with '-' ("--batch -3" must reach the
            // range check, not be read as an unknown option).
            if (i + 1 >= argv.size())
                usageError(name + ": missing value " + spec->valueName);
            slot.push_back(argv[++i]);
        }
        if (spec->multi) {
            while (i + 1 < argv.size() && argv[i + 1].rfind("-", 0) != 0)
                slot.push_back(argv[++i]);
        }
        if (slot.back().empty())
            usageError(name + ": empty value (expected " + spec->valueName + ")");
    }
    return a;
}

std::optional<std::string> Args::value(const std::string& name) const
{
    const auto it = m_values.find(name);
    if (it == m_values.end() || it->second.empty())
        return std::nullopt;
    return it->second.back();
}

std::vector<std::string> Args::values(const std::string& name) const
{
    const auto it = m_values.find(name);
    return it == m_values.end() ? std::vector<std::string>{} : it->second;
}

std::vector<std::string> Args::list(const std::string& name) const
{
    std::vector<std::string> out;
    for (const auto& v : values(name)) {
        std::size_t start = 0;
        while (true) {
            const auto comma = v.find(',', start);
            std::string item = v.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
            while (!item.empty() && item.front() == ' ')
                item.erase(item.begin());
            while (!item.empty() && item.back() == ' ')
                item.pop_back();
            if (item.empty())
                usageError(name + ": empty item in list " + shown(v));
            out.push_back(item);
            if (comma == std::string::npos)
                break;
            start = comma + 1;
        }
    }
    return out;
}

std::optional<int> Args::intValue(const std::string& name, long long lo, long long hi) const
{
    const auto v = value(name);
    if (!v)
        return std::nullopt;
    long long out = 0;
    if (const auto err = checkInt(*v, lo, hi, out))
        usageError(name + ": " + *err);
    return static_cast<int>(out);
}

std::optional<double> Args::doubleValue(const std::string& name, double lo, double hi, bool loExclusive) const
{
    const auto v = value(name);
    if (!v)
        return std::nullopt;
    double out = 0;
    if (const auto err = checkDouble(*v, lo, hi, loExclusive, out))
        usageError(name + ": " + *err);
    return out;
}

} // namespace wattgpu::cli
