// The Hub client's header readers (app/lib/net/hub_headers.cpp, QtCore only): Retry-After,
// entity-tags and the URL redaction of messages. The input is the header value / message text,
// optionally after a first line "@<seconds since 1970>" that sets "now" (UTC).
// Invariants: Retry-After is nullopt or 0..INT_MAX s, delay-seconds read exactly (saturating),
// an accepted HTTP-date reads back the same delay in each of the three forms; an accepted ETag
// matches the RFC 9110 grammar and survives the cache's metadata JSON byte for byte; redacted
// text holds no URL with userinfo, and a URL built with a user and password keeps neither.
#include "app/lib/net/hub_client.h"
#include "tests/fuzz/fuzz_common.h"

#include <QByteArray>
#include <QDateTime>
#include <QRegularExpression>
#include <QString>
#include <QTimeZone>
#include <QUrl>
#include <QtGlobal>

#include <nlohmann/json.hpp>

#include <limits>

using namespace wattgpu;
using wattgpu::net::HubClient;

namespace {

constexpr int kCap = std::numeric_limits<int>::max();

const char* const kDays[] = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
const char* const kLongDays[] = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"};
const char* const kMonths[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};

QByteArray imfFixdate(const QDateTime& t)
{
    const QDate d = t.date();
    const QTime c = t.time();
    return QString::asprintf("%s, %02d %s %04d %02d:%02d:%02d GMT", kDays[d.dayOfWeek() - 1], d.day(),
                             kMonths[d.month() - 1], d.year(), c.hour(), c.minute(), c.second())
        .toLatin1();
}

QByteArray rfc850(const QDateTime& t)
{
    const QDate d = t.date();
    const QTime c = t.time();
    return QString::asprintf("%s, %02d-%s-%02d %02d:%02d:%02d GMT", kLongDays[d.dayOfWeek() - 1], d.day(),
                             kMonths[d.month() - 1], d.year() % 100, c.hour(), c.minute(), c.second())
        .toLatin1();
}

QByteArray asctime(const QDateTime& t)
{
    const QDate d = t.date();
    const QTime c = t.time();
    return QString::asprintf("%s %s %2d %02d:%02d:%02d %04d", kDays[d.dayOfWeek() - 1], kMonths[d.month() - 1], d.day(),
                             c.hour(), c.minute(), c.second(), d.year())
        .toLatin1();
}

void checkRetryAfter(const QByteArray& value, const QDateTime& now)
{
    const auto r = HubClient::parseRetryAfter(value, now);
    if (!r)
        return;
    WATTGPU_FUZZ_CHECK(*r >= 0 && *r <= kCap, std::to_string(*r));
    // Optional whitespace around the field value does not change it.
    WATTGPU_FUZZ_CHECK(HubClient::parseRetryAfter(" \t" + value + "\t ", now) == r, "surrounding whitespace");
    const QByteArray v = value.trimmed();
    if (!v.isEmpty() && std::all_of(v.begin(), v.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        // delay-seconds: the decimal value, saturating at the cap.
        qsizetype i = 0;
        while (i + 1 < v.size() && v[i] == '0')
            ++i;
        const QByteArray digits = v.mid(i);
        const int expected = digits.size() > 10 || digits.toLongLong() > kCap ? kCap : int(digits.toLongLong());
        WATTGPU_FUZZ_CHECK(*r == expected, v.toStdString() + " read as " + std::to_string(*r));
        return;
    }
    if (*r == 0 || *r == kCap)
        return; // a date in the past, or saturated: the exact date is not recoverable
    // An HTTP-date `r` seconds ahead: each of the three forms of that instant reads back as r.
    const QDateTime when = now.addSecs(*r);
    WATTGPU_FUZZ_CHECK(HubClient::parseRetryAfter(imfFixdate(when), now) == r, imfFixdate(when).toStdString());
    if (when.date().year() <= 9999)
        WATTGPU_FUZZ_CHECK(HubClient::parseRetryAfter(asctime(when), now) == r, asctime(when).toStdString());
    // RFC 850's two-digit year means the past century when more than 50 years ahead.
    if (when.date().year() >= 2000 && when.date().year() <= std::min(2099, now.date().year() + 50))
        WATTGPU_FUZZ_CHECK(HubClient::parseRetryAfter(rfc850(when), now) == r, rfc850(when).toStdString());
}

// entity-tag = [ "W/" ] DQUOTE *etagc DQUOTE; etagc = %x21 / %x23-7E / obs-text (RFC 9110 8.8.3).
bool etagGrammar(const QByteArray& e)
{
    const QByteArray v = e.startsWith("W/") ? e.mid(2) : e;
    if (v.size() < 2 || v.front() != '"' || v.back() != '"')
        return false;
    for (qsizetype i = 1; i + 1 < v.size(); ++i) {
        const auto b = static_cast<unsigned char>(v[i]);
        if (!(b == 0x21 || (b >= 0x23 && b <= 0x7e) || b >= 0x80))
            return false;
    }
    return true;
}

void checkEtag(const QByteArray& value)
{
    const bool valid = HubClient::isValidEtag(value);
    WATTGPU_FUZZ_CHECK(valid == etagGrammar(value), value.toStdString());
    if (!valid)
        return;
    for (const char c : value)
        WATTGPU_FUZZ_CHECK(c != '\r' && c != '\n' && c != '\0' && c != ' ', "control character in an accepted ETag");
    // The client stores an accepted ETag in <cache>/<url>.meta.json and sends it back from there:
    // it must read back unchanged (or not be stored at all).
    const QByteArray stored = HubClient::cacheableEtag(value);
    if (stored.isEmpty())
        return;
    WATTGPU_FUZZ_CHECK(stored == value, "the cached ETag differs from the header");
    const std::string text = nlohmann::json{{"etag", stored.toStdString()}}.dump();
    const auto back = nlohmann::json::parse(text);
    const QByteArray again = QByteArray::fromStdString(back.at("etag").get<std::string>());
    WATTGPU_FUZZ_CHECK(again == value && HubClient::isValidEtag(again), "ETag changed through the cache");
}

void checkRedaction(const QString& text)
{
    static const QRegularExpression withUserinfo(QStringLiteral("[A-Za-z][A-Za-z0-9+.\\-]*://[^/?#\\s]*@"));
    const QString out = HubClient::redactUrls(text);
    WATTGPU_FUZZ_CHECK(!out.contains(withUserinfo), out.toStdString());
    WATTGPU_FUZZ_CHECK(HubClient::redactUrls(out) == out, "redaction is not idempotent");
    WATTGPU_FUZZ_CHECK(out.size() <= text.size(), "redaction grew the text");
}

// user \x01 password \x01 text: a URL carrying that userinfo, written the ways Qt writes URLs into
// messages, between two copies of the text, must come out as the URL without its userinfo when
// the URL is known to the redaction (as the client passes the URLs of each fetch).
void checkUrlInMessage(const QByteArray& rest)
{
    const QList<QByteArray> parts = rest.split('\x01');
    if (parts.size() != 3)
        return;
    QUrl url(QStringLiteral("https://hub.example:8443/api/models/org/name?x=1#f"));
    url.setUserName(QString::fromUtf8(parts[0]), QUrl::DecodedMode);
    url.setPassword(QString::fromUtf8(parts[1]), QUrl::DecodedMode);
    if (!url.isValid() || url.userInfo().isEmpty())
        return;
    const QString text = QString::fromUtf8(parts[2]);
    const QString redacted = HubClient::redactUrls(text, {url});
    for (const auto format : {QUrl::PrettyDecoded, QUrl::FullyEncoded}) {
        const QString written = url.toString(format);
        const QString clean = url.toString(format | QUrl::RemoveUserInfo);
        const QString out = HubClient::redactUrls(text + QLatin1Char(' ') + written + QLatin1Char(' ') + text, {url});
        WATTGPU_FUZZ_CHECK(out == redacted + QLatin1Char(' ') + clean + QLatin1Char(' ') + redacted,
                           written.toStdString() + " -> " + out.toStdString());
    }
}

} // namespace

// A Qt warning from these functions is a misuse of Qt (an option a function does not take, a bad
// pattern): treat it as a finding instead of a line in the log.
extern "C" int LLVMFuzzerInitialize(int*, char***)
{
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext&, const QString& msg) {
        if (type != QtDebugMsg && type != QtInfoMsg)
            fuzz::fail("Qt warning", msg.toStdString());
    });
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    QByteArray value(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    // 30 s before RFC 9110's example date (Sun, 06 Nov 1994 08:49:37 GMT), unless the input starts
    // with "@<seconds since 1970>\n" (at most 2100-01-01).
    qint64 epoch = 784111747;
    if (value.startsWith('@')) {
        const qsizetype nl = value.indexOf('\n');
        bool ok = false;
        const qint64 s = nl > 1 && nl <= 11 ? value.mid(1, nl - 1).toLongLong(&ok) : 0;
        if (ok && s >= 0 && s <= 4102444800) {
            epoch = s;
            value = value.mid(nl + 1);
        }
    }
    const QDateTime now = QDateTime::fromSecsSinceEpoch(epoch, QTimeZone::utc());
    checkRetryAfter(value, now);
    checkEtag(value);
    checkRedaction(QString::fromUtf8(value));
    checkRedaction(QString::fromLatin1(value));
    checkUrlInMessage(value);
    return 0;
}
