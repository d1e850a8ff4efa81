#pragma once
// Hugging Face Hub client (Qt Network, no widgets): config.json and model metadata by model id,
// the popular text-generation model list, and a catalog refresh that merges new models into the
// bundled LLM catalog.
//
// Contracts:
// - Base URL: HF_ENDPOINT, else https://huggingface.co (setEndpoint overrides both).
// - Token: HF_TOKEN, or setToken(). It lives in this object's memory only and goes out solely as
//   "Authorization: Bearer" to the endpoint's host (dropped on a redirect to another host). It is
//   never written to settings, the cache, logs, messages, plans or reports.
// - Cache: <QStandardPaths::CacheLocation>/hub, one body + one metadata file per URL (no request
//   headers), written with QSaveFile. A cached ETag is revalidated with If-None-Match; 304 serves
//   the cached body. Network failure, timeout or a 5xx serve the cached body as stale; with no
//   cache the model fetch falls back to the bundled catalog entry.
// - Limits: bodies above the per-kind cap (config 2 MiB, model info 2 MiB, list 20 MiB) are
//   aborted as soon as Content-Length or the bytes received exceed it; a transfer that stalls
//   longer than the timeout is aborted. Redirects are followed (at most 5) only when the scheme
//   stays the same.
// - Deadline (fetchDeadlineMs, 120 s; WATTGPU_HUB_DEADLINE_S may only shorten it): one clock per
//   user-visible fetch, whatever number of HTTP requests it takes. fetchModel() (what the CLI's
//   --model org/name and the window's Hub dialog call) is one fetch: its model info request,
//   its config.json request, their redirects and the 429 retry all share it, so the whole model
//   fetch ends within the deadline even when a server trickles one byte every few seconds into
//   each request (what is cached, or the bundled entry, is served then). fetchConfig(),
//   fetchModelInfo() and fetchModelList() on their own are one fetch each; a catalog refresh
//   gives the list and each model's config.json a deadline of their own.
// - Settings: a token or endpoint holding CR, LF, spaces or other control characters is never
//   sent; every fetch fails with BadSetting and a message that says which variable (never its
//   value). URLs in messages never carry their userinfo ("user:password@" is dropped).
// - Headers are read as RFC 9110 defines them: names case-insensitive, Retry-After as
//   delay-seconds or an HTTP-date (IMF-fixdate, RFC 850, asctime), ETag weak or strong and only
//   when well formed (an invalid one is neither stored nor sent back), Content-Length a list of
//   identical digit strings (else Malformed).
// - 429: Retry-After is reported; a wait up to maxRetryWaitS() is retried once automatically.
// - Every operation is asynchronous, cancellable, reports progress, and emits finished() exactly
//   once. Messages are translated, one sentence, and name the model.
//
// The pieces: hub_status.h (outcomes), hub_reply.h (one GET), hub_cache.h (the on-disk cache),
// hub_parsers.h (ids and Hub bodies), hub_headers.h (HTTP header values), hub_model_fetch.h and
// hub_catalog_refresh.h (the two composite jobs). Including this header gives all of them.
#include "app/lib/net/hub_cache.h"
#include "app/lib/net/hub_catalog_refresh.h"
#include "app/lib/net/hub_headers.h"
#include "app/lib/net/hub_model_fetch.h"
#include "app/lib/net/hub_parsers.h"
#include "app/lib/net/hub_reply.h"
#include "app/lib/net/hub_status.h"
#include "core/catalog/catalog.h"
#include "core/catalog/llm.h"

#include <QByteArray>
#include <QDeadlineTimer>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

class QDateTime;
class QNetworkAccessManager;

namespace wattgpu::net {

class HubClient : public QObject {
    Q_OBJECT
public:
    explicit HubClient(QObject* parent = nullptr);
    ~HubClient() override;

    QUrl endpoint() const { return m_endpoint; }
    // The endpoint for messages: without userinfo.
    QString endpointText() const { return m_endpoint.toString(QUrl::RemoveUserInfo); }
    // Why HF_TOKEN / HF_ENDPOINT (or setToken / setEndpoint) cannot be used; empty when they can.
    QString settingError() const;
    void setEndpoint(const QUrl& url);
    // Kept in memory only. An empty token clears it.
    void setToken(const QString& token);
    bool hasToken() const { return !m_token.isEmpty(); }
    QString cacheDir() const { return m_cache.dir(); }
    void setCacheDir(const QString& dir) { m_cache.setDir(dir); }
    int transferTimeoutMs() const { return m_timeoutMs; }
    void setTransferTimeoutMs(int ms) { m_timeoutMs = ms; }
    // The most one fetch may take, all its requests together (see Deadline above).
    int fetchDeadlineMs() const { return m_deadlineMs; }
    void setFetchDeadlineMs(int ms) { m_deadlineMs = ms; }
    int maxRetryWaitS() const { return m_maxRetryWaitS; }
    void setMaxRetryWaitS(int s) { m_maxRetryWaitS = s; }
    qint64 maxBytes(HubKind kind) const;
    void setMaxBytes(HubKind kind, qint64 bytes);
    bool isOffline() const { return m_offline; }
    void setOffline(bool offline) { m_offline = offline; }

    // `until`: the deadline of the fetch this request is part of (fetchModel passes its own);
    // unset, the request is a fetch of its own with fetchDeadlineMs from its start.
    HubReply* fetchConfig(const QString& modelId, std::optional<QDeadlineTimer> until = std::nullopt);
    HubReply* fetchModelInfo(const QString& modelId, std::optional<QDeadlineTimer> until = std::nullopt);
    HubReply* fetchModelList(int limit);
    // Info (parameter count, gated) then config.json; on failure the bundled entry (if any).
    HubModelFetch* fetchModel(const QString& modelId, const LlmCatalog* bundled = nullptr);
    // Lists the `limit` most downloaded text-generation models, fetches the configs of those not
    // in `bundled` one at a time, and merges them.
    HubCatalogRefresh* refreshCatalog(const LlmCatalog& bundled, int limit = 50);

    // The readers of hub_parsers.h and hub_headers.h, as the client's own (callers and tests use
    // these names).
    static bool isValidModelId(const QString& id) { return net::isValidModelId(id); }
    static std::optional<double> parseParameterCount(const QByteArray& infoJson)
    {
        return net::parseParameterCount(infoJson);
    }
    static std::optional<bool> parseGated(const QByteArray& infoJson) { return net::parseGated(infoJson); }
    static std::optional<QStringList> parseModelList(const QByteArray& json, int limit, QString* error = nullptr)
    {
        return net::parseModelList(json, limit, error);
    }
    static std::optional<int> parseRetryAfter(const QByteArray& value, const QDateTime& now)
    {
        return net::parseRetryAfter(value, now);
    }
    static bool isValidEtag(const QByteArray& etag) { return net::isValidEtag(etag); }
    static QByteArray cacheableEtag(const QByteArray& etag) { return net::cacheableEtag(etag); }
    static QString redactUrls(const QString& text, const QList<QUrl>& known = {})
    {
        return net::redactUrls(text, known);
    }

    QUrl configUrl(const QString& modelId) const;
    QUrl modelInfoUrl(const QString& modelId) const;
    QUrl modelListUrl(int limit) const;

private:
    friend class HubReply;
    HubReply* get(HubKind kind, const QUrl& url, const QString& subject,
                  std::optional<QDeadlineTimer> until = std::nullopt);
    const HubCache& cache() const { return m_cache; }
    QByteArray authorization() const; // "Bearer <token>" or empty

    QNetworkAccessManager* m_nam;
    QUrl m_endpoint;
    QString m_token;
    HubCache m_cache;
    int m_timeoutMs = 20000;
    int m_deadlineMs = 120000;
    QString m_tokenError;
    QString m_endpointError;
    int m_maxRetryWaitS = 10;
    qint64 m_maxConfig = 2ll << 20;
    qint64 m_maxInfo = 2ll << 20;
    qint64 m_maxList = 20ll << 20;
    bool m_offline = false;
};

} // namespace wattgpu::net
