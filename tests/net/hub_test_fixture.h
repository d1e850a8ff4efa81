#pragma once
// What the Hub client suites share (test_hub_client, test_hub_cache, test_hub_headers): the
// fixtures of tests/data/net, the canned HTTP server on 127.0.0.1 (tests/support/fake_hub.h),
// waiting for a reply, and a fresh client on a temporary cache for every test.
#include "app/lib/net/hub_client.h"
#include "tests/support/fake_hub.h"
#include "tests/support/fixtures.h"

#include <QFile>
#include <QNetworkProxy>
#include <QObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

namespace wattgpu::net::hubtest {

inline QByteArray fixture(const char* name)
{
    QFile f(QStringLiteral(WATTGPU_TEST_DATA_DIR "/net/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", name);
    return f.readAll();
}

// The fake Hub and its canned answers (tests/support/fake_hub.h).
using Request = testing::HubRequest;
using Canned = testing::HubAnswer;
using testing::FakeHub;
using testing::ok;
using testing::status;

template <typename T>
bool waitFor(T* obj, const char* what)
{
    if (obj->isFinished())
        return true;
    QSignalSpy spy(obj, &T::finished);
    const bool ok = spy.wait(15000);
    if (!ok)
        qWarning("%s did not finish", what);
    return ok;
}

inline HubResponse run(HubReply* r)
{
    if (!r->isFinished()) {
        QSignalSpy spy(r, &HubReply::finished);
        if (!spy.wait(15000))
            qFatal("HubReply did not finish");
    }
    return r->response();
}

inline const LlmCatalog& bundled() { return testing::bundledLlms(); }

inline const QString kModel = QStringLiteral("test-org/tiny-llama");
inline const QByteArray kConfigPath = "/test-org/tiny-llama/resolve/main/config.json";
inline const QByteArray kSecret = "hf_TESTSECRET_7f3a9c_do_not_persist";

// The suites derive from this and call setUpSuite() from initTestCase() and tearDown() from
// cleanup(); the tests use m_hub, m_cache, m_client and fresh().
class HubTestCase : public QObject {
protected:
    std::unique_ptr<FakeHub> m_hub;
    std::unique_ptr<QTemporaryDir> m_cache;
    std::unique_ptr<HubClient> m_client;

    void fresh(int timeoutMs = 5000)
    {
        m_hub = std::make_unique<FakeHub>();
        m_cache = std::make_unique<QTemporaryDir>();
        m_client = std::make_unique<HubClient>();
        m_client->setEndpoint(QUrl(m_hub->base()));
        m_client->setCacheDir(m_cache->path() + QStringLiteral("/hub"));
        m_client->setTransferTimeoutMs(timeoutMs);
        m_client->setToken({});
    }

    static void setUpSuite()
    {
        QStandardPaths::setTestModeEnabled(true);
        QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
        qunsetenv("HF_TOKEN");
        qunsetenv("HF_ENDPOINT");
    }

    void tearDown()
    {
        m_client.reset();
        m_hub.reset();
        m_cache.reset();
    }
};

} // namespace wattgpu::net::hubtest
