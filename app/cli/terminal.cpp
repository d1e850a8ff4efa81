#include "app/cli/terminal.h"

#include <cstdio>
#include <ostream>
#include <streambuf>
#include <string>

namespace wattgpu::cli {

class TerminalFilter::Buf : public std::streambuf {
public:
    explicit Buf(std::streambuf* out) : m_out(out) {}

protected:
    int_type overflow(int_type c) override
    {
        if (traits_type::eq_int_type(c, traits_type::eof()))
            return traits_type::not_eof(c);
        put(static_cast<unsigned char>(c));
        return c;
    }
    std::streamsize xsputn(const char* s, std::streamsize n) override
    {
        for (std::streamsize i = 0; i < n; ++i)
            put(static_cast<unsigned char>(s[i]));
        return n;
    }
    int sync() override
    {
        flushPending();
        drain();
        const bool failed = m_failed;
        m_failed = false;
        return m_out->pubsync() == 0 && !failed ? 0 : -1;
    }

private:
    void put(unsigned char b)
    {
        if (m_pendingC2) {
            m_pendingC2 = false;
            if (b >= 0x80 && b <= 0x9F) { // a C1 control in UTF-8
                escape("\\u00", b);
                return;
            }
            m_buffer += '\xC2';
        }
        if (b == 0xC2) {
            m_pendingC2 = true;
            return;
        }
        if ((b < 0x20 && b != '\n' && b != '\t') || b == 0x7F) {
            // DEL as \u007f: nlohmann writes it raw inside JSON strings, where this escape is the
            // same character and keeps `--format json` valid.
            if (b == '\r')
                m_buffer += "\\r";
            else if (b == 0x7F)
                escape("\\u00", b);
            else
                escape("\\x", b);
        } else {
            m_buffer += static_cast<char>(b);
        }
        if (m_buffer.size() >= 8192)
            drain();
    }
    void escape(const char* prefix, unsigned char b)
    {
        char buf[8];
        std::snprintf(buf, sizeof buf, "%02x", b);
        m_buffer += prefix;
        m_buffer += buf;
    }
    void flushPending()
    {
        if (m_pendingC2) {
            m_buffer += '\xC2';
            m_pendingC2 = false;
        }
    }
    void drain()
    {
        const auto n = static_cast<std::streamsize>(m_buffer.size());
        if (n > 0 && m_out->sputn(m_buffer.data(), n) != n)
            m_failed = true;
        m_buffer.clear();
    }

    std::streambuf* m_out;
    std::string m_buffer;
    bool m_pendingC2 = false;
    bool m_failed = false;
};

TerminalFilter::TerminalFilter(std::ostream& os) : m_os(os), m_buf(std::make_unique<Buf>(os.rdbuf()))
{
    m_old = os.rdbuf(m_buf.get());
}

TerminalFilter::~TerminalFilter()
{
    m_os.flush();
    m_os.rdbuf(m_old);
}

} // namespace wattgpu::cli
