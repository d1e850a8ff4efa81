#pragma once
// The Hub client's on-disk cache: one body file (<key>.json) and one metadata file
// (<key>.meta.json: the URL without userinfo, the ETag, the time saved) per URL, the key the
// SHA-256 of the URL. Both are written with QSaveFile; no request header (the token) is ever
// stored. Reads are bounded and refuse special files (a FIFO there is never waited on).
#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QUrl>

#include <optional>

namespace wattgpu::net {

class HubCache {
public:
    QString dir() const { return m_dir; }
    void setDir(const QString& dir) { m_dir = dir; }

    // <dir>/<first 40 hex digits of SHA-256(url)>, without the file suffix.
    QString basePath(const QUrl& url) const;

    struct Entry {
        QByteArray body;   // parses as JSON
        QDateTime savedAt; // the body file's modification time
    };
    // The cached body of `url` when it is at most `maxBytes` and JSON.
    std::optional<Entry> read(const QUrl& url, qint64 maxBytes) const;
    // The ETag to revalidate `url` with (If-None-Match): empty unless a body of at most
    // `maxBytes` is cached and its metadata holds a well-formed entity-tag.
    QByteArray revalidationEtag(const QUrl& url, qint64 maxBytes) const;
    // Stores `body` for `url`, with the ETag header when it is cacheable (cacheableEtag).
    // Failures leave the cache as it was; the fetch does not depend on them.
    void store(const QUrl& url, const QByteArray& body, const QByteArray& etagHeader) const;

private:
    QString m_dir;
};

} // namespace wattgpu::net
