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
#include "core/catalog/catalog.h"
#include "core/catalog/llm.h"

#include <QByteArray>
#include <QDeadlineTimer>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

class QDateTime;
class QNetworkAccessManager;
class QNetworkReply;
class QTimer;

namespace wattgpu::net {

enum class HubStatus {
    Ok,
    Unauthorized,    // 401: gated or private and no (valid) token
    Forbidden,       // 403: token valid but access not granted (gated model)
    NotFound,        // 404
    RateLimited,     // 429 (after the one automatic retry, or a wait too long to retry)
    Timeout,         // transfer stalled longer than the timeout
    Malformed,       // body is not the JSON expected
    TooLarge,        // body exceeds the cap
    RedirectRefused, // redirect changing scheme (or too many redirects)
    NetworkError,    // connection refused, DNS, TLS, ... and no cached copy
    HttpError,       // any other HTTP status
    Offline,         // offline mode and no cached copy
    Cancelled,
    InvalidId,  // model id is not "org/name" made of safe characters
    BadSetting, // HF_TOKEN or HF_ENDPOINT unusable (control characters, not an http(s) URL)
};
const char* hubStatusName(HubStatus s);

struct HubResponse {
    HubStatus status = HubStatus::Ok;
    QString message; // empty for a fresh Ok; says "cached" / "stale" otherwise
    int httpStatus = 0;
    QUrl url;                       // final URL (after redirects)
    QByteArray body;                // JSON text when status == Ok
    bool fromCache = false;         // body served from the cache (304 or fallback)
    bool stale = false;             // fallback without revalidation (network failed / offline)
    std::optional<int> retryAfterS; // from a 429's Retry-After
};

enum class HubKind { Config, ModelInfo, ModelList };

class HubClient;

// One GET with cache, limits, redirects and the 429 retry. Owned by the client (parent);
// callers may deleteLater() it after finished().
class HubReply : public QObject {
    Q_OBJECT
public:
    const HubResponse& response() const { return m_response; }
    bool isFinished() const { return m_finished; }
    HubKind kind() const { return m_kind; }
    void cancel();

signals:
    void progress(qint64 received, qint64 total); // total -1 when unknown
    void finished();

private:
    friend class HubClient;
    HubReply(HubClient* client, HubKind kind, const QUrl& url, const QString& subject, qint64 maxBytes);
    void start();
    void send(const QUrl& url);
    void onMetaData();
    void onReadyRead();
    void onFinished();
    void onDeadline();
    void finish(HubStatus status, const QString& message);
    bool serveCache(HubStatus reason, const QString& why);
    void retryLater(int seconds);
    QString redacted(const QString& message) const; // HubClient::redactUrls with this fetch's URLs

    QPointer<HubClient> m_client;
    HubKind m_kind;
    std::optional<QDeadlineTimer> m_until; // the fetch's deadline; unset: fetchDeadlineMs from start()
    QUrl m_originalUrl;
    QString m_subject;
    qint64 m_maxBytes;
    QNetworkReply* m_reply = nullptr;
    QTimer* m_retryTimer = nullptr;
    QTimer* m_deadline = nullptr;
    QByteArray m_buffer;
    HubResponse m_response;
    std::optional<HubStatus> m_abortReason;
    int m_redirects = 0;
    bool m_retried = false;
    bool m_finished = false;
};

// config.json + model info combined into an LlmSpec.
struct HubModelResult {
    enum class Source { Hub, Cache, Bundled, None };
    HubStatus status = HubStatus::Ok; // of the Hub fetch; a bundled fallback keeps the Hub error here
    QString message;
    Source source = Source::None;
    std::optional<LlmSpec> spec;
    std::optional<double> safetensorsParams; // parameter count reported by the Hub (count, not billions)
};

class HubModelFetch : public QObject {
    Q_OBJECT
public:
    const HubModelResult& result() const { return m_result; }
    bool isFinished() const { return m_finished; }
    void cancel();

signals:
    void progress(int step, int steps);
    void finished();

private:
    friend class HubClient;
    HubModelFetch(HubClient* client, const QString& modelId, const LlmCatalog* bundled);
    void start();
    void onInfo();
    void onConfig();
    void done();

    QPointer<HubClient> m_client;
    QString m_id;
    QDeadlineTimer m_until; // one deadline for the info and the config requests
    std::optional<LlmSpec> m_bundled;
    QPointer<HubReply> m_current;
    QByteArray m_info;
    HubModelResult m_result;
    bool m_finished = false;
};

struct HubCatalogEntry {
    QString id;
    HubStatus status = HubStatus::Ok;
    QString message;
    bool inBundled = false;      // already in the bundled catalog (not fetched)
    bool isNew = false;          // fetched and added to the merged catalog
    std::optional<LlmSpec> spec; // new models only
};

class HubCatalogRefresh : public QObject {
    Q_OBJECT
public:
    HubStatus status() const { return m_status; } // Ok unless the list itself failed, or cancelled/rate-limited
    const QString& message() const { return m_message; }
    const QList<HubCatalogEntry>& entries() const { return m_entries; }
    // Bundled catalog plus the new models (source "Hugging Face Hub").
    const LlmCatalog& merged() const { return m_merged; }
    QStringList newIds() const;
    bool isFinished() const { return m_finished; }
    void cancel();

signals:
    void progress(int done, int total);
    void finished();

private:
    friend class HubClient;
    HubCatalogRefresh(HubClient* client, const LlmCatalog& bundled, int limit);
    void start();
    void onList();
    void next();
    void onConfig();
    void done(HubStatus status, const QString& message);

    QPointer<HubClient> m_client;
    LlmCatalog m_merged;
    int m_limit;
    QPointer<HubReply> m_current;
    QList<HubCatalogEntry> m_entries;
    int m_index = -1;
    HubStatus m_status = HubStatus::Ok;
    QString m_message;
    bool m_finished = false;
};

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
    QString cacheDir() const { return m_cacheDir; }
    void setCacheDir(const QString& dir);
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

    // "org/name" (or "name") of [A-Za-z0-9._-], no "..", at most 200 characters.
    static bool isValidModelId(const QString& id);
    // safetensors.total of an /api/models/<id> body.
    static std::optional<double> parseParameterCount(const QByteArray& infoJson);
    // "gated" of an /api/models/<id> body: false, or "auto"/"manual" -> true.
    static std::optional<bool> parseGated(const QByteArray& infoJson);
    // Model ids of an /api/models list body (at most `limit`); nullopt + error when malformed.
    // Retry-After (RFC 9110 10.2.3): seconds to wait, from delay-seconds or an HTTP-date relative
    // to `now`; nullopt when malformed. Huge values saturate.
    static std::optional<int> parseRetryAfter(const QByteArray& value, const QDateTime& now);
    // An entity-tag (RFC 9110 8.8.3): optional W/, then a quoted string of visible characters.
    static bool isValidEtag(const QByteArray& etag);
    // The ETag header as the cache stores it for If-None-Match: `etag` when it is valid and UTF-8
    // (the metadata file is JSON), else empty (not stored).
    static QByteArray cacheableEtag(const QByteArray& etag);
    // "user:password@" removed from every URL in `text` (up to the authority's last "@"), and the
    // userinfo of each `known` URL however Qt wrote it (decoded, it may hold spaces).
    static QString redactUrls(const QString& text, const QList<QUrl>& known = {});
    static std::optional<QStringList> parseModelList(const QByteArray& json, int limit, QString* error = nullptr);

    QUrl configUrl(const QString& modelId) const;
    QUrl modelInfoUrl(const QString& modelId) const;
    QUrl modelListUrl(int limit) const;

private:
    friend class HubReply;
    HubReply* get(HubKind kind, const QUrl& url, const QString& subject,
                  std::optional<QDeadlineTimer> until = std::nullopt);
    QString cacheBase(const QUrl& url) const;
    QByteArray authorization() const; // "Bearer <token>" or empty

    QNetworkAccessManager* m_nam;
    QUrl m_endpoint;
    QString m_token;
    QString m_cacheDir;
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
