#include "app/lib/net/hub_client.h"

#include "core/catalog/hf_config.h"
#include "core/util/fileio.h"
#include "core/util/json_util.h"

// Rooted includes: this file also compiles where only QtCore's include path is set.
#include <QtCore/QCryptographicHash>
#include <QtCore/QDateTime>
#include <QtCore/QDir>
#include <QtCore/QFile>
#include <QtCore/QFileInfo>
#include <QtCore/QRegularExpression>
#include <QtCore/QSaveFile>
#include <QtCore/QStandardPaths>
#include <QtCore/QTimer>
#include <QtCore/QUrlQuery>
#include <QtNetwork/QNetworkAccessManager>
#include <QtNetwork/QNetworkReply>
#include <QtNetwork/QNetworkRequest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <limits>

namespace wattgpu::net {

namespace {

constexpr int kMaxRedirects = 5;

// Visible ASCII only (RFC 6750 b64token is a subset): no space, CR, LF or other control.
bool visibleAscii(const QString& s)
{
    return std::all_of(s.begin(), s.end(), [](QChar c) { return c.unicode() > 0x20 && c.unicode() < 0x7f; });
}

QString sizeText(qint64 bytes)
{
    return bytes >= (1 << 20) ? QStringLiteral("%1 MiB").arg(double(bytes) / (1 << 20), 0, 'f', 1)
                              : QStringLiteral("%1 KiB").arg(double(bytes) / 1024, 0, 'f', 0);
}

std::optional<nlohmann::json> parseBody(const QByteArray& body)
{
    auto doc = parseJsonBounded(std::string_view(body.constData(), std::size_t(body.size())), "hub",
                                JsonLimits{std::size_t(body.size()) + 1, 64});
    if (!doc)
        return std::nullopt;
    return std::move(doc.value());
}

} // namespace

const char* hubStatusName(HubStatus s)
{
    switch (s) {
    case HubStatus::Ok: return "ok";
    case HubStatus::Unauthorized: return "unauthorized";
    case HubStatus::Forbidden: return "forbidden";
    case HubStatus::NotFound: return "not_found";
    case HubStatus::RateLimited: return "rate_limited";
    case HubStatus::Timeout: return "timeout";
    case HubStatus::Malformed: return "malformed";
    case HubStatus::TooLarge: return "too_large";
    case HubStatus::RedirectRefused: return "redirect_refused";
    case HubStatus::NetworkError: return "network_error";
    case HubStatus::HttpError: return "http_error";
    case HubStatus::Offline: return "offline";
    case HubStatus::Cancelled: return "cancelled";
    case HubStatus::InvalidId: return "invalid_id";
    case HubStatus::BadSetting: return "bad_setting";
    }
    return "unknown";
}

// ---------------------------------------------------------------------------------------------
// HubClient

HubClient::HubClient(QObject* parent) : QObject(parent), m_nam(new QNetworkAccessManager(this))
{
    m_nam->setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
    const QByteArray endpoint = qgetenv("HF_ENDPOINT").trimmed();
    setEndpoint(endpoint.isEmpty() ? QUrl(QStringLiteral("https://huggingface.co"))
                                   : QUrl(QString::fromUtf8(endpoint), QUrl::StrictMode));
    if (!visibleAscii(QString::fromLatin1(endpoint)))
        m_endpointError = tr("HF_ENDPOINT holds a space, line break or control character; nothing was sent. Set "
                             "it to the URL alone, e.g. https://huggingface.co.");
    setToken(QString::fromUtf8(qgetenv("HF_TOKEN")));
    // WATTGPU_HUB_DEADLINE_S (seconds) shortens the per-fetch deadline, for tests and impatient
    // scripts; it never lengthens it, and anything but a positive number is ignored.
    bool ok = false;
    const double deadlineS = qEnvironmentVariable("WATTGPU_HUB_DEADLINE_S").trimmed().toDouble(&ok);
    if (ok && deadlineS > 0 && deadlineS * 1000 < m_deadlineMs)
        m_deadlineMs = std::max(1, int(deadlineS * 1000));
    m_cacheDir = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/hub");
}

HubClient::~HubClient() { m_token.fill(QLatin1Char('\0')); }

void HubClient::setEndpoint(const QUrl& url)
{
    m_endpoint = url;
    const QString scheme = url.scheme().toLower();
    const bool usable = url.isValid() && (scheme == QLatin1String("http") || scheme == QLatin1String("https"))
        && !url.host().isEmpty() && visibleAscii(url.toString(QUrl::FullyEncoded));
    m_endpointError = usable ? QString()
                             : tr("HF_ENDPOINT is not the http(s) URL of a server; nothing was sent. Set it to e.g. "
                                  "https://huggingface.co.");
}

void HubClient::setToken(const QString& token)
{
    m_token.fill(QLatin1Char('\0'));
    m_token = token.trimmed();
    // A token with CR/LF would forge request headers: never sent, and never shown.
    m_tokenError = visibleAscii(m_token) ? QString()
                                         : tr("HF_TOKEN holds a space, line break or control character (a token "
                                              "has none); it was not sent. Set it to the token alone.");
}

void HubClient::setCacheDir(const QString& dir) { m_cacheDir = dir; }

qint64 HubClient::maxBytes(HubKind kind) const
{
    switch (kind) {
    case HubKind::Config: return m_maxConfig;
    case HubKind::ModelInfo: return m_maxInfo;
    case HubKind::ModelList: return m_maxList;
    }
    return m_maxConfig;
}

void HubClient::setMaxBytes(HubKind kind, qint64 bytes)
{
    switch (kind) {
    case HubKind::Config: m_maxConfig = bytes; break;
    case HubKind::ModelInfo: m_maxInfo = bytes; break;
    case HubKind::ModelList: m_maxList = bytes; break;
    }
}

bool HubClient::isValidModelId(const QString& id)
{
    static const QRegularExpression re(
        QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._-]{0,95}(/[A-Za-z0-9][A-Za-z0-9._-]{0,95})?$"));
    return id.size() <= 200 && !id.contains(QStringLiteral("..")) && re.match(id).hasMatch();
}

QString HubClient::settingError() const { return !m_tokenError.isEmpty() ? m_tokenError : m_endpointError; }

namespace {
QUrl withPath(QUrl base, const QString& suffix)
{
    QString p = base.path();
    while (p.endsWith(QLatin1Char('/')))
        p.chop(1);
    base.setPath(p + suffix);
    base.setQuery(QString());
    base.setFragment(QString());
    return base;
}
} // namespace

QUrl HubClient::configUrl(const QString& modelId) const
{
    return withPath(m_endpoint, QLatin1Char('/') + modelId + QStringLiteral("/resolve/main/config.json"));
}

QUrl HubClient::modelInfoUrl(const QString& modelId) const
{
    return withPath(m_endpoint, QStringLiteral("/api/models/") + modelId);
}

QUrl HubClient::modelListUrl(int limit) const
{
    QUrl u = withPath(m_endpoint, QStringLiteral("/api/models"));
    QUrlQuery q;
    q.addQueryItem(QStringLiteral("pipeline_tag"), QStringLiteral("text-generation"));
    q.addQueryItem(QStringLiteral("sort"), QStringLiteral("downloads"));
    q.addQueryItem(QStringLiteral("limit"), QString::number(limit));
    u.setQuery(q);
    return u;
}

QString HubClient::cacheBase(const QUrl& url) const
{
    const QByteArray key = QCryptographicHash::hash(url.toEncoded(), QCryptographicHash::Sha256).toHex();
    return m_cacheDir + QLatin1Char('/') + QString::fromLatin1(key.left(40));
}

QByteArray HubClient::authorization() const
{
    return m_token.isEmpty() ? QByteArray() : QByteArray("Bearer ") + m_token.toUtf8();
}

HubReply* HubClient::get(HubKind kind, const QUrl& url, const QString& subject, std::optional<QDeadlineTimer> until)
{
    auto* reply = new HubReply(this, kind, url, subject, maxBytes(kind));
    reply->m_until = until;
    // Started from the event loop so callers can connect to finished() first.
    QTimer::singleShot(0, reply, &HubReply::start);
    return reply;
}

HubReply* HubClient::fetchConfig(const QString& modelId, std::optional<QDeadlineTimer> until)
{
    return get(HubKind::Config, isValidModelId(modelId) ? configUrl(modelId) : QUrl(), modelId, until);
}

HubReply* HubClient::fetchModelInfo(const QString& modelId, std::optional<QDeadlineTimer> until)
{
    return get(HubKind::ModelInfo, isValidModelId(modelId) ? modelInfoUrl(modelId) : QUrl(), modelId, until);
}

HubReply* HubClient::fetchModelList(int limit)
{
    return get(HubKind::ModelList, modelListUrl(std::clamp(limit, 1, 1000)), tr("the model list"));
}

HubModelFetch* HubClient::fetchModel(const QString& modelId, const LlmCatalog* bundled)
{
    auto* f = new HubModelFetch(this, modelId, bundled);
    QTimer::singleShot(0, f, &HubModelFetch::start);
    return f;
}

HubCatalogRefresh* HubClient::refreshCatalog(const LlmCatalog& bundled, int limit)
{
    auto* r = new HubCatalogRefresh(this, bundled, std::clamp(limit, 1, 1000));
    QTimer::singleShot(0, r, &HubCatalogRefresh::start);
    return r;
}

std::optional<double> HubClient::parseParameterCount(const QByteArray& infoJson)
{
    const auto doc = parseBody(infoJson);
    if (!doc || !doc->is_object() || !doc->contains("safetensors"))
        return std::nullopt;
    const auto& st = doc->at("safetensors");
    if (!st.is_object() || !st.contains("total") || !st.at("total").is_number())
        return std::nullopt;
    const double total = st.at("total").get<double>();
    if (!(total > 0 && total < 1e14))
        return std::nullopt;
    return total;
}

std::optional<bool> HubClient::parseGated(const QByteArray& infoJson)
{
    const auto doc = parseBody(infoJson);
    if (!doc || !doc->is_object() || !doc->contains("gated"))
        return std::nullopt;
    const auto& g = doc->at("gated");
    if (g.is_boolean())
        return g.get<bool>();
    if (g.is_string())
        return true; // "auto" or "manual"
    return std::nullopt;
}

std::optional<QStringList> HubClient::parseModelList(const QByteArray& json, int limit, QString* error)
{
    const auto doc = parseBody(json);
    if (!doc || !doc->is_array()) {
        if (error)
            *error = tr("expected a JSON array of models");
        return std::nullopt;
    }
    QStringList ids;
    for (const auto& m : *doc) {
        if (ids.size() >= limit)
            break;
        if (!m.is_object())
            continue;
        const char* key = m.contains("id") ? "id" : "modelId";
        if (!m.contains(key) || !m.at(key).is_string())
            continue;
        const QString id = QString::fromStdString(m.at(key).get<std::string>());
        if (isValidModelId(id) && !ids.contains(id))
            ids << id;
    }
    return ids;
}

// ---------------------------------------------------------------------------------------------
// HubReply

HubReply::HubReply(HubClient* client, HubKind kind, const QUrl& url, const QString& subject, qint64 maxBytes)
    : QObject(client), m_client(client), m_kind(kind), m_originalUrl(url), m_subject(subject), m_maxBytes(maxBytes)
{
    m_response.url = url;
}

void HubReply::start()
{
    if (m_finished)
        return;
    if (!m_client) {
        finish(HubStatus::Cancelled, tr("Cancelled."));
        return;
    }
    if (const QString bad = m_client->settingError(); !bad.isEmpty()) {
        finish(HubStatus::BadSetting, bad);
        return;
    }
    if (!m_originalUrl.isValid()) {
        finish(HubStatus::InvalidId,
               tr("“%1” is not a Hugging Face model id (expected organisation/name).").arg(m_subject.left(120)));
        return;
    }
    if (m_client->isOffline()) {
        const QString why = tr("Offline");
        if (!serveCache(HubStatus::Offline, why))
            finish(HubStatus::Offline, tr("Offline, and %1 is not in the cache.").arg(m_subject));
        return;
    }
    // One deadline for the whole fetch: redirects, the 429 retry, a server trickling bytes slower
    // than the per-read timeout, and the requests before this one of the same fetch all end here.
    if (!m_until)
        m_until = QDeadlineTimer(m_client->fetchDeadlineMs());
    if (m_until->hasExpired()) { // an earlier request of the fetch used it up: the cache, or Timeout
        onDeadline();
        return;
    }
    m_deadline = new QTimer(this);
    m_deadline->setSingleShot(true);
    m_deadline->setTimerType(Qt::PreciseTimer); // a coarse timer may fire 5 % early, before the deadline
    connect(m_deadline, &QTimer::timeout, this, &HubReply::onDeadline);
    m_deadline->start(std::chrono::milliseconds(std::max<qint64>(0, m_until->remainingTime())));
    send(m_originalUrl);
}

void HubReply::onDeadline()
{
    if (m_finished)
        return;
    if (m_reply) {
        m_abortReason = HubStatus::Timeout;
        m_reply->abort(); // onFinished reports it
        return;
    }
    if (m_retryTimer)
        m_retryTimer->stop();
    const QString why = tr("No complete answer from %1 within the %2 s deadline")
                            .arg(m_response.url.host())
                            .arg(m_client ? m_client->fetchDeadlineMs() / 1000.0 : 0);
    if (!serveCache(HubStatus::Timeout, why))
        finish(HubStatus::Timeout, why + tr(", and %1 is not in the cache.").arg(m_subject));
}

void HubReply::send(const QUrl& url)
{
    m_buffer.clear();
    m_response.url = url;
    QNetworkRequest req(url);
    req.setTransferTimeout(m_client->transferTimeoutMs());
    req.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    req.setAttribute(QNetworkRequest::CacheSaveControlAttribute, false);
    req.setRawHeader("Accept", "application/json");
    req.setRawHeader("User-Agent", "WattGPU-Planner");
    // The token goes only to the configured Hub host, never to a host a redirect names.
    const QUrl ep = m_client->endpoint();
    if (url.host().compare(ep.host(), Qt::CaseInsensitive) == 0 && url.scheme() == ep.scheme()
        && url.port(url.scheme() == QLatin1String("https") ? 443 : 80)
            == ep.port(ep.scheme() == QLatin1String("https") ? 443 : 80)) {
        const QByteArray auth = m_client->authorization();
        if (!auth.isEmpty())
            req.setRawHeader("Authorization", auth);
    }
    // The cached ETag, read like any file (a FIFO there is refused, not waited on) and sent back
    // only when it is a well-formed entity-tag: a CR/LF in the cache never reaches a header.
    const std::string base = QFile::encodeName(m_client->cacheBase(m_originalUrl)).toStdString();
    const auto cached = readFileBounded(base + ".json", std::size_t(m_maxBytes));
    const auto meta = cached ? readFileBounded(base + ".meta.json", 64 * 1024) : Result<std::string>(cached.error());
    if (meta) {
        const auto doc = parseBody(QByteArray::fromStdString(meta.value()));
        if (doc && doc->is_object() && doc->contains("etag") && doc->at("etag").is_string()) {
            const QByteArray etag = QByteArray::fromStdString(doc->at("etag").get<std::string>());
            if (HubClient::isValidEtag(etag))
                req.setRawHeader("If-None-Match", etag);
        }
    }
    m_reply = m_client->m_nam->get(req);
    connect(m_reply, &QNetworkReply::metaDataChanged, this, &HubReply::onMetaData);
    connect(m_reply, &QNetworkReply::readyRead, this, &HubReply::onReadyRead);
    connect(m_reply, &QNetworkReply::downloadProgress, this,
            [this](qint64 received, qint64 total) { emit progress(received, total); });
    connect(m_reply, &QNetworkReply::finished, this, &HubReply::onFinished);
}

void HubReply::onMetaData()
{
    if (!m_reply || m_abortReason)
        return;
    // RFC 9110 8.6: digits, or a list of identical digit strings; anything else is not a length.
    const QByteArray raw = m_reply->rawHeader("Content-Length");
    if (!raw.isEmpty()) {
        const QList<QByteArray> parts = raw.split(',');
        const QByteArray first = parts.front().trimmed();
        const bool valid = !first.isEmpty() && first.size() <= 18
            && std::all_of(first.begin(), first.end(), [](char c) { return c >= '0' && c <= '9'; })
            && std::all_of(parts.begin(), parts.end(), [&](const QByteArray& p) { return p.trimmed() == first; });
        if (!valid) {
            m_abortReason = HubStatus::Malformed;
            m_reply->abort();
            return;
        }
    }
    const QVariant len = m_reply->header(QNetworkRequest::ContentLengthHeader);
    if (len.isValid() && len.toLongLong() > m_maxBytes) {
        m_abortReason = HubStatus::TooLarge;
        m_reply->abort();
    }
}

void HubReply::onReadyRead()
{
    if (!m_reply || m_abortReason)
        return;
    m_buffer += m_reply->read(m_maxBytes + 1 - m_buffer.size());
    if (m_buffer.size() > m_maxBytes) {
        m_abortReason = HubStatus::TooLarge;
        m_buffer.clear();
        m_reply->abort();
    }
}

void HubReply::cancel()
{
    if (m_finished)
        return;
    if (m_reply) {
        m_abortReason = HubStatus::Cancelled;
        m_reply->abort();
        return;
    }
    if (m_retryTimer)
        m_retryTimer->stop();
    finish(HubStatus::Cancelled, tr("Cancelled."));
}

void HubReply::retryLater(int seconds)
{
    if (!m_retryTimer) {
        m_retryTimer = new QTimer(this);
        m_retryTimer->setSingleShot(true);
        connect(m_retryTimer, &QTimer::timeout, this, [this] {
            m_redirects = 0;
            send(m_originalUrl);
        });
    }
    m_retryTimer->start(seconds * 1000);
}

bool HubReply::serveCache(HubStatus reason, const QString& why)
{
    if (!m_client)
        return false;
    const QString base = m_client->cacheBase(m_originalUrl);
    const QString bodyPath = base + QStringLiteral(".json");
    const auto text = readFileBounded(QFile::encodeName(bodyPath).toStdString(), std::size_t(m_maxBytes));
    if (!text)
        return false;
    const QByteArray data = QByteArray::fromStdString(text.value());
    if (!parseBody(data))
        return false;
    const QFileInfo body(bodyPath);
    m_response.body = data;
    m_response.fromCache = true;
    m_response.stale = reason != HubStatus::Ok;
    QString message;
    if (m_response.stale) {
        const QString when = QFileInfo(body).lastModified().toUTC().toString(Qt::ISODate);
        message = tr("%1; using the copy of %2 cached on %3.").arg(why, m_subject, when);
    }
    m_finished = true;
    if (m_deadline)
        m_deadline->stop();
    m_response.status = HubStatus::Ok;
    m_response.message = redacted(message);
    emit finished();
    return true;
}

QString HubReply::redacted(const QString& message) const
{
    // The URLs this fetch went to (the last one after redirects), whose userinfo Qt may have
    // written decoded into `message`.
    QList<QUrl> known{m_originalUrl, m_response.url};
    if (m_client)
        known << m_client->endpoint();
    return HubClient::redactUrls(message, known);
}

void HubReply::finish(HubStatus status, const QString& message)
{
    if (m_finished)
        return;
    m_finished = true;
    if (m_deadline)
        m_deadline->stop();
    m_response.status = status;
    // Every message passes here: no URL in it keeps a "user:password@" (Qt's error strings name
    // the full URL).
    m_response.message = redacted(message);
    if (status != HubStatus::Ok)
        m_response.body.clear();
    emit finished();
}

void HubReply::onFinished()
{
    QNetworkReply* r = m_reply;
    m_reply = nullptr;
    if (!r)
        return;
    r->deleteLater();
    if (m_finished)
        return;
    const QString host = m_response.url.host();
    if (m_abortReason == HubStatus::Cancelled) {
        finish(HubStatus::Cancelled, tr("Cancelled."));
        return;
    }
    if (m_abortReason == HubStatus::Timeout) {
        const QString why = tr("No complete answer from %1 within the %2 s deadline")
                                .arg(host)
                                .arg(m_client ? m_client->fetchDeadlineMs() / 1000.0 : 0);
        if (!serveCache(HubStatus::Timeout, why))
            finish(HubStatus::Timeout, why + tr(", and %1 is not in the cache.").arg(m_subject));
        return;
    }
    if (m_abortReason == HubStatus::Malformed) {
        finish(HubStatus::Malformed,
               tr("%1 sent an invalid Content-Length for %2; the download was stopped.").arg(host, m_subject));
        return;
    }
    if (m_abortReason == HubStatus::TooLarge) {
        finish(HubStatus::TooLarge,
               tr("The response for %1 is larger than the %2 limit; the download was stopped.")
                   .arg(m_subject, sizeText(m_maxBytes)));
        return;
    }
    if (r->isOpen() && m_buffer.size() <= m_maxBytes)
        m_buffer += r->read(m_maxBytes + 1 - m_buffer.size());
    if (m_buffer.size() > m_maxBytes) {
        finish(HubStatus::TooLarge,
               tr("The response for %1 is larger than the %2 limit; the download was stopped.")
                   .arg(m_subject, sizeText(m_maxBytes)));
        return;
    }
    const int http = r->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    m_response.httpStatus = http;

    if (http == 0) {
        // No HTTP answer. setTransferTimeout() aborts with OperationCanceledError; we did not.
        const bool timeout = r->error() == QNetworkReply::OperationCanceledError
            || r->error() == QNetworkReply::TimeoutError;
        const HubStatus st = timeout ? HubStatus::Timeout : HubStatus::NetworkError;
        const QString why = timeout
            ? tr("No answer from %1 within %2 s").arg(host).arg(m_client ? m_client->transferTimeoutMs() / 1000.0 : 0)
            : tr("Cannot reach %1 (%2)").arg(host, r->errorString());
        if (!serveCache(st, why))
            finish(st, why + tr(", and %1 is not in the cache.").arg(m_subject));
        return;
    }
    if (http == 304) {
        if (!serveCache(HubStatus::Ok, {}))
            finish(
                HubStatus::HttpError,
                tr("%1 answered 304 Not Modified for %2 but the cached copy is gone; try again.").arg(host, m_subject));
        return;
    }
    if (http == 301 || http == 302 || http == 303 || http == 307 || http == 308) {
        const QUrl from = r->url();
        const QUrl to = from.resolved(r->attribute(QNetworkRequest::RedirectionTargetAttribute).toUrl());
        if (!to.isValid() || to.scheme() != from.scheme()) {
            finish(HubStatus::RedirectRefused,
                   tr("Refused a redirect for %1 from %2 to %3: it changes the scheme.")
                       .arg(m_subject, from.scheme(), to.scheme().isEmpty() ? tr("an invalid URL") : to.scheme()));
            return;
        }
        if (++m_redirects > kMaxRedirects) {
            finish(HubStatus::RedirectRefused, tr("Too many redirects for %1.").arg(m_subject));
            return;
        }
        send(to);
        return;
    }
    if (http == 200) {
        if (!parseBody(m_buffer)) {
            finish(HubStatus::Malformed, tr("%1 sent malformed JSON for %2.").arg(host, m_subject));
            return;
        }
        m_response.body = m_buffer;
        // Cache the body and its ETag. No request header (the token) is ever stored.
        if (m_client && QDir().mkpath(m_client->cacheDir())) {
            const QString base = m_client->cacheBase(m_originalUrl);
            QSaveFile body(base + QStringLiteral(".json"));
            if (body.open(QIODevice::WriteOnly) && body.write(m_buffer) == m_buffer.size() && body.commit()) {
                nlohmann::json meta{{"url", m_originalUrl.toString(QUrl::RemoveUserInfo).toStdString()},
                                    {"etag", HubClient::cacheableEtag(r->rawHeader("ETag")).toStdString()},
                                    {"saved_utc", QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString()}};
                QSaveFile metaFile(base + QStringLiteral(".meta.json"));
                const QByteArray metaText = QByteArray::fromStdString(meta.dump());
                if (metaFile.open(QIODevice::WriteOnly) && metaFile.write(metaText) == metaText.size())
                    metaFile.commit();
            }
        }
        finish(HubStatus::Ok, {});
        return;
    }
    if (http == 401) {
        finish(HubStatus::Unauthorized,
               m_client && m_client->hasToken()
                   ? tr("The Hugging Face token was not accepted for %1 (401): check HF_TOKEN, and request access on "
                        "the model page if it is gated.")
                         .arg(m_subject)
                   : tr("%1 is gated or private (401): request access on the model page, then set HF_TOKEN.")
                         .arg(m_subject));
        return;
    }
    if (http == 403) {
        finish(HubStatus::Forbidden,
               tr("Access to %1 is not granted (403): request access on the model page, then set HF_TOKEN.")
                   .arg(m_subject));
        return;
    }
    if (http == 404) {
        finish(HubStatus::NotFound, tr("%1 was not found on %2 (404): check the model id.").arg(m_subject, host));
        return;
    }
    if (http == 429) {
        m_response.retryAfterS = HubClient::parseRetryAfter(r->rawHeader("Retry-After"),
                                                            QDateTime::currentDateTimeUtc());
        const int maxWait = m_client ? m_client->maxRetryWaitS() : 0;
        if (!m_retried && m_response.retryAfterS && *m_response.retryAfterS <= maxWait) {
            m_retried = true;
            retryLater(*m_response.retryAfterS);
            return;
        }
        finish(HubStatus::RateLimited,
               m_response.retryAfterS ? tr("The Hub is rate-limiting requests (429); retry %1 in %2 s.")
                                            .arg(m_subject)
                                            .arg(*m_response.retryAfterS)
                                      : tr("The Hub is rate-limiting requests (429); retry %1 later.").arg(m_subject));
        return;
    }
    const QString why = tr("%1 answered HTTP %2 for %3").arg(host).arg(http).arg(m_subject);
    if (http >= 500 && serveCache(HubStatus::HttpError, why))
        return;
    finish(HubStatus::HttpError, why + QLatin1Char('.'));
}

} // namespace wattgpu::net

#include "moc_hub_client.cpp"
