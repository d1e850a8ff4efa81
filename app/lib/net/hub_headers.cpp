// The Hub client's reading of HTTP header values as RFC 9110 defines them (declared in
// hub_headers.h; QtCore only, also built alone by tests/fuzz).
#include "app/lib/net/hub_headers.h"

#include <QtCore/QDateTime>
#include <QtCore/QRegularExpression>
#include <QtCore/QStringList>
#include <QtCore/QUrl>

#include <algorithm>
#include <limits>

namespace wattgpu::net {

namespace {

constexpr int kMaxRetryAfterS = std::numeric_limits<int>::max();

int monthOf(const QString& name)
{
    static const QStringList months{QStringLiteral("Jan"), QStringLiteral("Feb"), QStringLiteral("Mar"),
                                    QStringLiteral("Apr"), QStringLiteral("May"), QStringLiteral("Jun"),
                                    QStringLiteral("Jul"), QStringLiteral("Aug"), QStringLiteral("Sep"),
                                    QStringLiteral("Oct"), QStringLiteral("Nov"), QStringLiteral("Dec")};
    return int(months.indexOf(name)) + 1;
}

// RFC 9110 5.6.7: IMF-fixdate, the obsolete RFC 850 form and asctime(); always UTC.
std::optional<QDateTime> parseHttpDate(const QString& text, const QDateTime& now)
{
    static const QRegularExpression imf(QStringLiteral(
        "^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\\d{2}) ([A-Z][a-z]{2}) (\\d{4}) (\\d{2}):(\\d{2}):(\\d{2}) GMT$"));
    static const QRegularExpression rfc850(QStringLiteral(
        "^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (\\d{2})-([A-Z][a-z]{2})-(\\d{2}) "
        "(\\d{2}):(\\d{2}):(\\d{2}) GMT$"));
    static const QRegularExpression asctime(QStringLiteral(
        "^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) ([A-Z][a-z]{2}) ([ \\d]\\d) (\\d{2}):(\\d{2}):(\\d{2}) (\\d{4})$"));
    int y = 0, mo = 0, d = 0, h = 0, mi = 0, sec = 0;
    if (const auto m = imf.match(text); m.hasMatch()) {
        d = m.captured(1).toInt();
        mo = monthOf(m.captured(2));
        y = m.captured(3).toInt();
        h = m.captured(4).toInt();
        mi = m.captured(5).toInt();
        sec = m.captured(6).toInt();
    } else if (const auto m2 = rfc850.match(text); m2.hasMatch()) {
        d = m2.captured(1).toInt();
        mo = monthOf(m2.captured(2));
        // Two-digit years: more than 50 years ahead means the past century (RFC 9110 5.6.7).
        y = 2000 + m2.captured(3).toInt();
        if (y > now.date().year() + 50)
            y -= 100;
        h = m2.captured(4).toInt();
        mi = m2.captured(5).toInt();
        sec = m2.captured(6).toInt();
    } else if (const auto m3 = asctime.match(text); m3.hasMatch()) {
        mo = monthOf(m3.captured(1));
        d = m3.captured(2).trimmed().toInt();
        h = m3.captured(3).toInt();
        mi = m3.captured(4).toInt();
        sec = m3.captured(5).toInt();
        y = m3.captured(6).toInt();
    } else {
        return std::nullopt;
    }
    const QDate date(y, mo, d);
    const QTime time(h, mi, sec == 60 ? 59 : sec);
    if (mo < 1 || !date.isValid() || !time.isValid())
        return std::nullopt;
    return QDateTime(date, time, Qt::UTC);
}

} // namespace

std::optional<int> parseRetryAfter(const QByteArray& value, const QDateTime& now)
{
    const QByteArray v = value.trimmed();
    if (v.isEmpty())
        return std::nullopt;
    if (std::all_of(v.begin(), v.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        qint64 n = 0;
        for (const char c : v) {
            n = n * 10 + (c - '0');
            if (n > kMaxRetryAfterS)
                return kMaxRetryAfterS;
        }
        return int(n);
    }
    if (const auto when = parseHttpDate(QString::fromLatin1(v), now))
        return int(std::clamp<qint64>(now.secsTo(*when), 0, kMaxRetryAfterS));
    // The same field on several lines arrives joined by ", ": identical delay-seconds are one.
    const QList<QByteArray> parts = v.split(',');
    if (parts.size() > 1 && std::all_of(parts.begin(), parts.end(), [&](const QByteArray& p) {
            return p.trimmed() == parts.front().trimmed();
        }))
        return parseRetryAfter(parts.front(), now);
    return std::nullopt;
}

bool isValidEtag(const QByteArray& etag)
{
    QByteArray v = etag;
    if (v.startsWith("W/"))
        v = v.mid(2);
    if (v.size() < 2 || !v.startsWith('"') || !v.endsWith('"'))
        return false;
    // etagc = %x21 / %x23-7E / obs-text (%x80-FF)
    return std::all_of(v.begin() + 1, v.end() - 1, [](char c) {
        const auto b = static_cast<unsigned char>(c);
        return b == 0x21 || (b >= 0x23 && b <= 0x7e) || b >= 0x80;
    });
}

QByteArray cacheableEtag(const QByteArray& etag)
{
    // The metadata file is JSON, which holds UTF-8 text only: an entity-tag with other obs-text
    // bytes could not be written back byte for byte, so it is not kept (the next fetch is a full
    // one instead of a revalidation).
    return isValidEtag(etag) && etag.isValidUtf8() ? etag : QByteArray();
}

QString redactUrls(const QString& text, const QList<QUrl>& known)
{
    QString out = text;
    // Qt writes a known URL's userinfo decoded (a space in a password stays a space), so it is
    // removed as written, in each form, before the scan below, which ends a URL at whitespace.
    // The whole URL and its userinfo component encode differently (a "/" in a password), so the
    // userinfo is taken from the written URL itself.
    for (const QUrl& url : known) {
        if (url.userInfo().isEmpty())
            continue;
        QStringList forms;
        for (const auto format : {QUrl::PrettyDecoded, QUrl::FullyEncoded}) {
            const QString full = url.toString(format);
            const QString clean = url.toString(format | QUrl::RemoveUserInfo);
            const qsizetype start = clean.indexOf(QLatin1String("://")) + 3;
            const qsizetype length = full.size() - clean.size() - 1;
            if (start >= 3 && length > 0 && full.mid(start + length, 1) == QLatin1String("@"))
                forms << full.mid(start, length);
            forms << url.userInfo(format);
        }
        for (const QString& info : std::as_const(forms))
            if (!info.isEmpty())
                out.replace(QStringLiteral("//") + info + QLatin1Char('@'), QStringLiteral("//"));
    }
    // Up to the last "@" of the authority, as the WHATWG URL standard splits it (RFC 3986 allows
    // no raw "@" in userinfo): in "user:p@ss@host" all of "user:p@ss" goes, not only "user:p".
    static const QRegularExpression userinfo(QStringLiteral("([A-Za-z][A-Za-z0-9+.\\-]*://)[^/?#\\s]*@"));
    return out.replace(userinfo, QStringLiteral("\\1"));
}

} // namespace wattgpu::net
