#pragma once
// The CLI's last line of defence against terminal injection: stdout and stderr go through a
// filter that escapes every control character except line breaks and tabs (ESC, CSI/OSC
// introducers, CR, BEL, DEL and the C1 controls U+0080-U+009F), with the escapes of
// core/util/text.h's printable(). Whatever a command echoes from its inputs, a terminal shows
// "\x1b]0;..." instead of running it. JSON output is unchanged by it (its strings already hold
// escapes only), CSV and tables differ only where a cell held such a character.
#include <iosfwd>
#include <memory>

namespace wattgpu::cli {

// Installs the filter on `os` until the returned guard is destroyed (restores the old buffer).
class TerminalFilter {
public:
    explicit TerminalFilter(std::ostream& os);
    ~TerminalFilter();
    TerminalFilter(const TerminalFilter&) = delete;
    TerminalFilter& operator=(const TerminalFilter&) = delete;

private:
    class Buf;
    std::ostream& m_os;
    std::unique_ptr<Buf> m_buf;
    std::streambuf* m_old = nullptr;
};

} // namespace wattgpu::cli
