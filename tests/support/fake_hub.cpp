#include "tests/support/fake_hub.h"

#include <QTcpSocket>
#include <QTimer>

#include <memory>

namespace wattgpu::testing {

HubAnswer ok(const QByteArray& body, const QByteArray& etag)
{
    HubAnswer a;
    a.body = body;
    if (!etag.isEmpty())
        a.headers << qMakePair(QByteArray("ETag"), etag);
    return a;
}

HubAnswer status(int code, const QByteArray& body)
{
    HubAnswer a;
    a.status = code;
    a.body = body;
    return a;
}

FakeHub::FakeHub()
{
    if (!m_server.listen(QHostAddress::LocalHost, 0))
        qFatal("cannot listen on 127.0.0.1");
    connect(&m_server, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket* s = m_server.nextPendingConnection()) {
            s->setParent(this);
            connect(s, &QTcpSocket::readyRead, this, [this, s] { onData(s); });
        }
    });
}

QString FakeHub::base() const { return QStringLiteral("http://127.0.0.1:%1").arg(m_server.serverPort()); }

QList<QByteArray> FakeHub::targets() const
{
    QList<QByteArray> out;
    for (const HubRequest& r : requests)
        out << r.target;
    return out;
}

void FakeHub::onData(QTcpSocket* s)
{
    QByteArray& buf = m_buffers[s];
    buf += s->readAll();
    const int end = buf.indexOf("\r\n\r\n");
    if (end < 0)
        return;
    const QList<QByteArray> lines = buf.left(end).split('\n');
    buf.clear();
    HubRequest req;
    const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
    req.method = first.value(0);
    req.target = first.value(1);
    for (int i = 1; i < lines.size(); ++i) {
        const int colon = lines[i].indexOf(':');
        if (colon > 0)
            req.headers[lines[i].left(colon).trimmed().toLower()] = lines[i].mid(colon + 1).trimmed();
    }
    requests << req;
    const HubAnswer a = handler ? handler(req) : status(404, "{}");
    if (a.stall)
        return;
    QByteArray head = "HTTP/1.1 " + QByteArray::number(a.status) + " X\r\nConnection: close\r\n";
    if (!a.omitLength)
        head += "Content-Length: " + QByteArray::number(a.declaredLength >= 0 ? a.declaredLength : a.body.size())
            + "\r\n";
    for (const auto& h : a.headers)
        head += h.first + ": " + h.second + "\r\n";
    s->write(head + "\r\n");
    if (a.trickleMs > 0) {
        auto* timer = new QTimer(s);
        auto sent = std::make_shared<qsizetype>(0);
        connect(timer, &QTimer::timeout, s, [s, timer, sent, body = a.body] {
            if (*sent >= body.size()) {
                timer->stop();
                s->disconnectFromHost();
                return;
            }
            s->write(body.mid((*sent)++, 1));
        });
        timer->start(a.trickleMs);
        return;
    }
    s->write(a.body);
    s->disconnectFromHost();
}

} // namespace wattgpu::testing
