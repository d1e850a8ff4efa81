#pragma once
// A tiny HTTP/1.1 server on 127.0.0.1 standing in for the Hugging Face Hub (HF_ENDPOINT or
// HubClient::setEndpoint): each request is answered from `handler`, then the connection closes.
// Used by the Hub client's, the Data menu's and the CLI's tests; nothing reaches the internet.
#include <QByteArray>
#include <QHash>
#include <QList>
#include <QMap>
#include <QObject>
#include <QPair>
#include <QString>
#include <QTcpServer>
#include <QUrl>

#include <functional>

class QTcpSocket;

namespace wattgpu::testing {

struct HubRequest {
    QByteArray method;
    QByteArray target;                    // path + query
    QMap<QByteArray, QByteArray> headers; // lowercase names
    QByteArray authorization() const { return headers.value("authorization"); }
};

struct HubAnswer {
    int status = 200;
    QByteArray body;
    QList<QPair<QByteArray, QByteArray>> headers;
    bool stall = false;         // accept the request, never answer
    bool omitLength = false;    // no Content-Length: the body ends when the connection closes
    qint64 declaredLength = -1; // Content-Length to claim instead of the body size
    int trickleMs = 0;          // > 0: the body one byte every trickleMs (a slow-drip server)
};

// 200 with `body` (and an ETag when given); `code` with a JSON error body.
HubAnswer ok(const QByteArray& body, const QByteArray& etag = {});
HubAnswer status(int code, const QByteArray& body = "{\"error\": \"canned\"}");

class FakeHub : public QObject {
public:
    std::function<HubAnswer(const HubRequest&)> handler; // unset: 404
    QList<HubRequest> requests;                          // every request, in order

    FakeHub();
    QString base() const; // "http://127.0.0.1:<port>"
    QUrl url() const { return QUrl(base()); }
    quint16 port() const { return m_server.serverPort(); }
    QList<QByteArray> targets() const;

private:
    void onData(QTcpSocket* s);

    QTcpServer m_server;
    QHash<QTcpSocket*, QByteArray> m_buffers;
};

} // namespace wattgpu::testing
