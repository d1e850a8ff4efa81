#include "app/lib/net/hub_reply.h"

#include "app/lib/net/hub_cache.h"
#include "app/lib/net/hub_client.h"
#include "app/lib/net/hub_headers.h"
#include "app/lib/net/hub_parsers.h"

// Rooted includes, as in the rest of the client.
#include <QtCore/QDateTime>
#include <QtCore/QTimer>
#include <QtNetwork/QNetworkAccessManager>
#include <QtNetwork/QNetworkReply>
#include <QtNetwork/QNetworkRequest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>

namespace wattgpu::net {

namespace {

constexpr int kMaxRedirects = 5;

QString sizeText(qint64 bytes)
{
    return bytes >= (1 << 20) ? QStringLiteral("%1 MiB").arg(double(bytes) / (1 << 20), 0, 'f', 1)
                              : QStringLiteral("%1 KiB").arg(double(bytes) / 1024, 0, 'f', 0);
}

} // namespace

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
    // The cached ETag, only when it is a well-formed entity-tag (HubCache::revalidationEtag).
    if (const QByteArray etag = m_client->cache().revalidationEtag(m_originalUrl, m_maxBytes); !etag.isEmpty())
        req.setRawHeader("If-None-Match", etag);
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
    const auto cached = m_client->cache().read(m_originalUrl, m_maxBytes);
    if (!cached)
        return false;
    m_response.body = cached->body;
    m_response.fromCache = true;
    m_response.stale = reason != HubStatus::Ok;
    QString message;
    if (m_response.stale) {
        const QString when = cached->savedAt.toUTC().toString(Qt::ISODate);
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
    return redactUrls(message, known);
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
        if (!parseHubJson(m_buffer)) {
            finish(HubStatus::Malformed, tr("%1 sent malformed JSON for %2.").arg(host, m_subject));
            return;
        }
        m_response.body = m_buffer;
        // Cache the body and its ETag. No request header (the token) is ever stored.
        if (m_client)
            m_client->cache().store(m_originalUrl, m_buffer, r->rawHeader("ETag"));
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
        m_response.retryAfterS = parseRetryAfter(r->rawHeader("Retry-After"), QDateTime::currentDateTimeUtc());
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

std::optional<HubResponse> takeResponse(QPointer<HubReply>& current, bool jobFinished)
{
    HubReply* reply = current;
    if (!reply || jobFinished)
        return std::nullopt;
    HubResponse resp = reply->response();
    reply->deleteLater();
    current = nullptr;
    return resp;
}

} // namespace wattgpu::net

#include "moc_hub_reply.cpp"
