#include "app/lib/net/hub_cache.h"

#include "app/lib/net/hub_headers.h"
#include "app/lib/net/hub_parsers.h"
#include "core/util/fileio.h"

// Rooted includes, as in the rest of the client.
#include <QtCore/QCryptographicHash>
#include <QtCore/QDir>
#include <QtCore/QFile>
#include <QtCore/QFileInfo>
#include <QtCore/QSaveFile>

#include <nlohmann/json.hpp>

namespace wattgpu::net {

QString HubCache::basePath(const QUrl& url) const
{
    const QByteArray key = QCryptographicHash::hash(url.toEncoded(), QCryptographicHash::Sha256).toHex();
    return m_dir + QLatin1Char('/') + QString::fromLatin1(key.left(40));
}

std::optional<HubCache::Entry> HubCache::read(const QUrl& url, qint64 maxBytes) const
{
    const QString bodyPath = basePath(url) + QStringLiteral(".json");
    const auto text = readFileBounded(QFile::encodeName(bodyPath).toStdString(), std::size_t(maxBytes));
    if (!text)
        return std::nullopt;
    const QByteArray data = QByteArray::fromStdString(text.value());
    if (!parseHubJson(data))
        return std::nullopt;
    return Entry{data, QFileInfo(bodyPath).lastModified()};
}

QByteArray HubCache::revalidationEtag(const QUrl& url, qint64 maxBytes) const
{
    // Read like any file (a FIFO there is refused, not waited on) and sent back only when it is
    // a well-formed entity-tag: a CR/LF in the cache never reaches a header.
    const std::string base = QFile::encodeName(basePath(url)).toStdString();
    const auto cached = readFileBounded(base + ".json", std::size_t(maxBytes));
    const auto meta = cached ? readFileBounded(base + ".meta.json", 64 * 1024) : Result<std::string>(cached.error());
    if (!meta)
        return {};
    const auto doc = parseHubJson(QByteArray::fromStdString(meta.value()));
    if (doc && doc->is_object() && doc->contains("etag") && doc->at("etag").is_string()) {
        const QByteArray etag = QByteArray::fromStdString(doc->at("etag").get<std::string>());
        if (isValidEtag(etag))
            return etag;
    }
    return {};
}

void HubCache::store(const QUrl& url, const QByteArray& body, const QByteArray& etagHeader) const
{
    if (!QDir().mkpath(m_dir))
        return;
    const QString base = basePath(url);
    QSaveFile bodyFile(base + QStringLiteral(".json"));
    if (bodyFile.open(QIODevice::WriteOnly) && bodyFile.write(body) == body.size() && bodyFile.commit()) {
        nlohmann::json meta{{"url", url.toString(QUrl::RemoveUserInfo).toStdString()},
                            {"etag", cacheableEtag(etagHeader).toStdString()},
                            {"saved_utc", QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString()}};
        QSaveFile metaFile(base + QStringLiteral(".meta.json"));
        const QByteArray metaText = QByteArray::fromStdString(meta.dump());
        if (metaFile.open(QIODevice::WriteOnly) && metaFile.write(metaText) == metaText.size())
            metaFile.commit();
    }
}

} // namespace wattgpu::net
