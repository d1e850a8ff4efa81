#include "app/lib/net/hub_client.h"

// Rooted includes: this file also compiles where only QtCore's include path is set.
#include <QtCore/QStandardPaths>
#include <QtCore/QTimer>
#include <QtCore/QUrlQuery>
#include <QtNetwork/QNetworkAccessManager>
#include <QtNetwork/QNetworkRequest>

#include <algorithm>

namespace wattgpu::net {

namespace {

// Visible ASCII only (RFC 6750 b64token is a subset): no space, CR, LF or other control.
bool visibleAscii(const QString& s)
{
    return std::all_of(s.begin(), s.end(), [](QChar c) { return c.unicode() > 0x20 && c.unicode() < 0x7f; });
}

} // namespace

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
    m_cache.setDir(QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/hub"));
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

} // namespace wattgpu::net

#include "moc_hub_client.cpp"
