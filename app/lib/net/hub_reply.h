#pragma once
// One GET of the Hub client (app/lib/net/hub_client.h has the contracts): the cache and its
// revalidation, the size caps, redirects, the fetch's deadline, the 429 retry, and the
// translated one-sentence message of every outcome.
#include "app/lib/net/hub_status.h"

#include <QByteArray>
#include <QDeadlineTimer>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>

#include <optional>

class QNetworkReply;
class QTimer;

namespace wattgpu::net {

class HubClient;

// Owned by the client (parent); callers may deleteLater() it after finished().
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
    QString redacted(const QString& message) const; // redactUrls with this fetch's URLs

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

// For a job that runs one reply at a time (model fetch, catalog refresh), on that reply's
// finished(): its response, once; `current` is cleared and the reply deleted later. Nothing when
// there is no current reply or the job has already finished.
std::optional<HubResponse> takeResponse(QPointer<HubReply>& current, bool jobFinished);

} // namespace wattgpu::net
