// Hugging Face Hub client, its on-disk cache against the canned HTTP server on 127.0.0.1 (no
// internet): ETag revalidation, the offline and stale copies, what is never cached, a cache file
// that is a FIFO or was tampered with, and proof that the token never reaches the disk.
#include "tests/net/hub_test_fixture.h"
#include "tests/support/test_registry.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSettings>

#include <sys/stat.h>

using namespace wattgpu;
using namespace wattgpu::net;
using namespace wattgpu::net::hubtest;

class TestHubCache : public HubTestCase {
    Q_OBJECT

private slots:
    void initTestCase() { setUpSuite(); }
    void cleanup() { tearDown(); }

    void configThenEtagRevalidation()
    {
        fresh();
        const QByteArray config = fixture("tiny-llama-config.json");
        m_hub->handler = [&](const Request& req) {
            if (req.target != kConfigPath)
                return status(404);
            if (req.headers.value("if-none-match") == "\"v1\"")
                return status(304, {});
            return ok(config, "\"v1\"");
        };
        HubReply* first = m_client->fetchConfig(kModel);
        QSignalSpy progress(first, &HubReply::progress);
        const HubResponse a = run(first);
        QCOMPARE(a.status, HubStatus::Ok);
        QCOMPARE(a.body, config);
        QVERIFY(!a.fromCache);
        QVERIFY(a.message.isEmpty());
        QVERIFY(progress.count() >= 1);
        QCOMPARE(m_hub->requests.size(), 1);
        QVERIFY(!m_hub->requests[0].headers.contains("if-none-match"));
        QVERIFY(!m_hub->requests[0].headers.contains("authorization"));

        const HubResponse b = run(m_client->fetchConfig(kModel));
        QCOMPARE(m_hub->requests.size(), 2);
        QCOMPARE(m_hub->requests[1].headers.value("if-none-match"), QByteArray("\"v1\""));
        QCOMPARE(b.status, HubStatus::Ok);
        QCOMPARE(b.httpStatus, 304);
        QVERIFY(b.fromCache);
        QVERIFY(!b.stale);
        QCOMPARE(b.body, config);
    }
    void offlineUsesCacheThenFails()
    {
        fresh();
        const QByteArray config = fixture("tiny-llama-config.json");
        m_hub->handler = [&](const Request&) { return ok(config, "\"v1\""); };
        QCOMPARE(run(m_client->fetchConfig(kModel)).status, HubStatus::Ok);

        // Offline mode: no request, the cached copy, marked stale.
        m_client->setOffline(true);
        const HubResponse off = run(m_client->fetchConfig(kModel));
        QCOMPARE(off.status, HubStatus::Ok);
        QVERIFY(off.fromCache && off.stale);
        QCOMPARE(off.body, config);
        QVERIFY(off.message.contains(QStringLiteral("cached")));
        QCOMPARE(m_hub->requests.size(), 1);
        const HubResponse none = run(m_client->fetchModelInfo(kModel));
        QCOMPARE(none.status, HubStatus::Offline);
        QVERIFY(none.message.contains(QStringLiteral("not in the cache")));

        // Server gone: connection refused -> the cached copy; nothing cached -> NetworkError.
        m_client->setOffline(false);
        const quint16 port = m_hub->port();
        m_hub.reset();
        const HubResponse down = run(m_client->fetchConfig(kModel));
        QCOMPARE(down.status, HubStatus::Ok);
        QVERIFY(down.stale);
        QVERIFY(down.message.contains(QStringLiteral("Cannot reach")));
        const HubResponse fail = run(m_client->fetchModelInfo(kModel));
        QCOMPARE(fail.status, HubStatus::NetworkError);
        QVERIFY(fail.message.contains(QStringLiteral("127.0.0.1")));
        Q_UNUSED(port);
    }
    void malformedJsonIsNotCached()
    {
        fresh();
        m_hub->handler = [&](const Request&) { return ok("{\"hidden_size\": 4096,", "\"m1\""); };
        const HubResponse r = run(m_client->fetchConfig(kModel));
        QCOMPARE(r.status, HubStatus::Malformed);
        QVERIFY(r.message.contains(QStringLiteral("malformed JSON")));
        QVERIFY(!QDir(m_client->cacheDir()).exists() || QDir(m_client->cacheDir()).isEmpty());
    }
    void etagsAsRfc9110()
    {
        for (const char* good : {"\"v1\"", "W/\"v1\"", "\"\"", "\"a-b_c.d\""})
            QVERIFY2(HubClient::isValidEtag(good), good);
        for (const char* bad : {"v1", "\"a\"b\"", "\"a\r\nX: 1\"", "w/\"x\"", "\"x", "\"a b\""})
            QVERIFY2(!HubClient::isValidEtag(bad), bad);
        // A weak validator is revalidated like a strong one; a cache file tampered with never
        // puts a CR/LF into If-None-Match.
        fresh();
        const QByteArray config = fixture("tiny-llama-config.json");
        m_hub->handler = [&](const Request& req) {
            if (req.headers.value("if-none-match") == "W/\"v1\"")
                return status(304, {});
            return ok(config, "W/\"v1\"");
        };
        QCOMPARE(run(m_client->fetchConfig(kModel)).status, HubStatus::Ok);
        const HubResponse again = run(m_client->fetchConfig(kModel));
        QCOMPARE(again.httpStatus, 304);
        QVERIFY(again.fromCache);
        QDirIterator it(m_client->cacheDir(), {QStringLiteral("*.meta.json")});
        QVERIFY(it.hasNext());
        QFile meta(it.next());
        QVERIFY(meta.open(QIODevice::WriteOnly | QIODevice::Truncate));
        meta.write("{\"etag\": \"\\\"v1\\\"\\r\\nX-Evil: 1\"}");
        meta.close();
        QCOMPARE(run(m_client->fetchConfig(kModel)).status, HubStatus::Ok);
        QVERIFY(!m_hub->requests.last().headers.contains("if-none-match"));
        QVERIFY(!m_hub->requests.last().headers.contains("x-evil"));
    }
    // fuzz_hub_headers (tests/fuzz/regressions/hub_headers/etag_obs_text_not_utf8.txt): an ETag
    // with obs-text bytes that are not UTF-8 is a valid entity-tag, but the cache's JSON metadata
    // cannot hold it; writing it threw nlohmann::type_error out of onFinished (std::terminate).
    void etagThatJsonCannotHoldIsNotCached()
    {
        QCOMPARE(HubClient::cacheableEtag("\"v1\""), QByteArray("\"v1\""));
        QCOMPARE(HubClient::cacheableEtag("W/\"caf\xc3\xa9\""), QByteArray("W/\"caf\xc3\xa9\""));
        QVERIFY(HubClient::isValidEtag("\"\xff\xfe\""));
        QVERIFY(HubClient::cacheableEtag("\"\xff\xfe\"").isEmpty());
        QVERIFY(HubClient::cacheableEtag("\"a\r\nX: 1\"").isEmpty());
        fresh();
        const QByteArray config = fixture("tiny-llama-config.json");
        m_hub->handler = [&](const Request&) { return ok(config, "\"\xff\xfe\""); };
        const HubResponse first = run(m_client->fetchConfig(kModel));
        QCOMPARE(first.status, HubStatus::Ok);
        QCOMPARE(first.body, config);
        const HubResponse second = run(m_client->fetchConfig(kModel));
        QCOMPARE(second.status, HubStatus::Ok);
        QCOMPARE(second.httpStatus, 200);
        QVERIFY(!m_hub->requests.last().headers.contains("if-none-match"));
    }
    void cacheFifoIsNotWaitedOn()
    {
        fresh();
        m_hub->handler = [&](const Request&) { return ok(fixture("tiny-llama-config.json"), "\"v1\""); };
        QCOMPARE(run(m_client->fetchConfig(kModel)).status, HubStatus::Ok);
        QDirIterator it(m_client->cacheDir(), {QStringLiteral("*.meta.json")});
        QVERIFY(it.hasNext());
        QString body = it.next();
        body.chop(int(QStringLiteral(".meta.json").size()));
        body += QStringLiteral(".json");
        QVERIFY(QFile::remove(body));
        QCOMPARE(::mkfifo(QFile::encodeName(body).constData(), 0600), 0);
        m_client->setOffline(true);
        QElapsedTimer t;
        t.start();
        const HubResponse r = run(m_client->fetchConfig(kModel));
        QCOMPARE(r.status, HubStatus::Offline);
        QVERIFY(t.elapsed() < 3000);
    }
    void tokenNeverReachesDisk()
    {
        // Default cache location (test mode: under ~/.qttest), as the GUI uses it.
        m_hub = std::make_unique<FakeHub>();
        m_client = std::make_unique<HubClient>();
        QDir(m_client->cacheDir()).removeRecursively();
        m_client->setEndpoint(QUrl(m_hub->base()));
        m_client->setToken(QString::fromLatin1(kSecret));
        const QByteArray config = fixture("tiny-llama-config.json");
        m_hub->handler = [&](const Request& req) {
            if (req.headers.value("authorization") != "Bearer " + kSecret)
                return status(401);
            if (req.target == kConfigPath)
                return req.headers.value("if-none-match") == "\"g1\"" ? status(304, {}) : ok(config, "\"g1\"");
            if (req.target.startsWith("/api/models/"))
                return ok(fixture("model_info.json"), "\"i1\"");
            return ok(fixture("model_list.json"));
        };
        HubModelFetch* f = m_client->fetchModel(kModel);
        QVERIFY(waitFor(f, "gated fetch"));
        QCOMPARE(f->result().status, HubStatus::Ok);
        QCOMPARE(run(m_client->fetchModelList(5)).status, HubStatus::Ok);
        const HubResponse again = run(m_client->fetchConfig(kModel)); // revalidated with the cached ETag
        QCOMPARE(again.status, HubStatus::Ok);
        QCOMPARE(again.httpStatus, 304);
        // The token was used...
        QVERIFY(!m_hub->requests.isEmpty());
        for (const auto& req : m_hub->requests)
            QCOMPARE(req.headers.value("authorization"), "Bearer " + kSecret);
        QVERIFY(!f->result().message.contains(QString::fromLatin1(kSecret)));
        // ...the app's settings are written as the GUI would...
        {
            QSettings settings;
            settings.setValue(QStringLiteral("hub/endpoint"), m_client->endpoint());
            settings.sync();
        }
        m_client.reset(); // flushes nothing: the token lives in memory only

        // ...and no file anywhere under the writable locations holds it.
        QStringList roots{QStandardPaths::writableLocation(QStandardPaths::CacheLocation),
                          QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation),
                          QStandardPaths::writableLocation(QStandardPaths::AppDataLocation),
                          QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation),
                          QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation),
                          QFileInfo(QSettings().fileName()).absolutePath()};
        int scanned = 0;
        bool cacheFilesSeen = false;
        for (const QString& root : roots) {
            QDirIterator it(root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
            while (it.hasNext()) {
                const QString path = it.next();
                QFile file(path);
                QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
                const QByteArray data = file.readAll();
                QVERIFY2(!data.contains(kSecret), qPrintable(QStringLiteral("token found in ") + path));
                QVERIFY2(!data.contains(kSecret.toBase64()),
                         qPrintable(QStringLiteral("encoded token found in ") + path));
                ++scanned;
                if (path.contains(QStringLiteral("/hub/")))
                    cacheFilesSeen = true;
            }
        }
        QVERIFY(QFileInfo::exists(QSettings().fileName()));
        QVERIFY(cacheFilesSeen);
        QVERIFY(scanned >= 4);
    }
};

WATTGPU_TEST_GUILESS_MAIN(TestHubCache)
#include "test_hub_cache.moc"
