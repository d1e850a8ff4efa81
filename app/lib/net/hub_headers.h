#pragma once
// The Hub client's reading of HTTP header values as RFC 9110 defines them (QtCore only): Retry-After
// as delay-seconds or any of the three HTTP-date forms, entity-tags, and URLs shown in messages
// without their userinfo. HubClient offers the same functions as static members.
#include <QByteArray>
#include <QList>
#include <QString>
#include <QUrl>

#include <optional>

class QDateTime;

namespace wattgpu::net {

// Retry-After (RFC 9110 10.2.3): seconds to wait, from delay-seconds or an HTTP-date relative
// to `now`; nullopt when malformed. Huge values saturate.
std::optional<int> parseRetryAfter(const QByteArray& value, const QDateTime& now);
// An entity-tag (RFC 9110 8.8.3): optional W/, then a quoted string of visible characters.
bool isValidEtag(const QByteArray& etag);
// The ETag header as the cache stores it for If-None-Match: `etag` when it is valid and UTF-8
// (the metadata file is JSON), else empty (not stored).
QByteArray cacheableEtag(const QByteArray& etag);
// "user:password@" removed from every URL in `text` (up to the authority's last "@"), and the
// userinfo of each `known` URL however Qt wrote it (decoded, it may hold spaces).
QString redactUrls(const QString& text, const QList<QUrl>& known = {});

} // namespace wattgpu::net
