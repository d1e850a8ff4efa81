// Hugging Face Hub client against a canned HTTP server on 127.0.0.1 inside the test (no
// internet), the network behaviour: endpoint and URLs, every failure the client must name, the
// 429 retry, size caps, redirects, cancelling, the deadline, and the model and catalog fetches.
// The cache is in test_hub_cache, the header values and secrets in test_hub_headers.
#include "tests/net/hub_test_fixture.h"
#include "tests/support/test_registry.h"

#include <QElapsedTimer>

using namespace wattgpu;
using namespace wattgpu::net;
using namespace wattgpu::net::hubtest;

class TestHubClient : public HubTestCase {
    Q_OBJECT

private slots:
    void initTestCase() { setUpSuite(); }
    void cleanup() { tearDown(); }

    void environmentConfiguresEndpointAndToken()
    {
        {
            HubClient c;
            QCOMPARE(c.endpoint(), QUrl(QStringLiteral("https://huggingface.co")));
            QVERIFY(!c.hasToken());
            QVERIFY(c.cacheDir().endsWith(QStringLiteral("/hub")));
        }
        qputenv("HF_ENDPOINT", "http://127.0.0.1:9/mirror/");
        qputenv("HF_TOKEN", kSecret);
        HubClient c;
        qunsetenv("HF_ENDPOINT");
        qunsetenv("HF_TOKEN");
        QCOMPARE(c.endpoint(), QUrl(QStringLiteral("http://127.0.0.1:9/mirror/")));
        QVERIFY(c.hasToken());
        QCOMPARE(c.configUrl(kModel).toString(),
                 QStringLiteral("http://127.0.0.1:9/mirror/test-org/tiny-llama/resolve/main/config.json"));
        QCOMPARE(c.modelInfoUrl(kModel).toString(),
                 QStringLiteral("http://127.0.0.1:9/mirror/api/models/test-org/tiny-llama"));
        QCOMPARE(
            c.modelListUrl(5).toString(),
            QStringLiteral("http://127.0.0.1:9/mirror/api/models?pipeline_tag=text-generation&sort=downloads&limit=5"));
        c.setToken({});
        QVERIFY(!c.hasToken());
    }
    void invalidIdMakesNoRequest()
    {
        fresh();
        const HubResponse r = run(m_client->fetchConfig(QStringLiteral("../secrets")));
        QCOMPARE(r.status, HubStatus::InvalidId);
        QVERIFY(r.message.contains(QStringLiteral("not a Hugging Face model id")));
        QCOMPARE(m_hub->requests.size(), 0);
    }
    void failures_data()
    {
        QTest::addColumn<int>("http");
        QTest::addColumn<int>("expected");
        QTest::addColumn<QString>("message");
        QTest::newRow("401 gated, no token")
            << 401 << int(HubStatus::Unauthorized) << "request access on the model page, then set HF_TOKEN";
        QTest::newRow("403 not granted") << 403 << int(HubStatus::Forbidden)
                                         << "request access on the model page, then set HF_TOKEN";
        QTest::newRow("404") << 404 << int(HubStatus::NotFound) << "test-org/tiny-llama was not found";
        QTest::newRow("500 no cache") << 500 << int(HubStatus::HttpError) << "HTTP 500";
        QTest::newRow("418") << 418 << int(HubStatus::HttpError) << "HTTP 418";
    }
    void failures()
    {
        QFETCH(int, http);
        QFETCH(int, expected);
        QFETCH(QString, message);
        fresh();
        m_hub->handler = [&](const Request&) { return status(http); };
        const HubResponse r = run(m_client->fetchConfig(kModel));
        QCOMPARE(int(r.status), expected);
        QCOMPARE(r.httpStatus, http);
        QVERIFY2(r.message.contains(message), qPrintable(r.message));
        QVERIFY(r.body.isEmpty());
        QVERIFY(!QDir(m_client->cacheDir()).exists() || QDir(m_client->cacheDir()).isEmpty());
    }
    void unauthorizedWithTokenSaysTokenRejected()
    {
        fresh();
        m_client->setToken(QString::fromLatin1(kSecret));
        m_hub->handler = [&](const Request&) { return status(401); };
        const HubResponse r = run(m_client->fetchConfig(kModel));
        QCOMPARE(r.status, HubStatus::Unauthorized);
        QVERIFY(r.message.contains(QStringLiteral("token was not accepted")));
        QVERIFY(!r.message.contains(QString::fromLatin1(kSecret)));
    }
    void rateLimitRetriesOnceWhenShort()
    {
        fresh();
        const QByteArray config = fixture("tiny-llama-config.json");
        int calls = 0;
        m_hub->handler = [&](const Request&) {
            if (calls++ == 0) {
                Canned c = status(429);
                c.headers << qMakePair(QByteArray("Retry-After"), QByteArray("1"));
                return c;
            }
            return ok(config);
        };
        QElapsedTimer t;
        t.start();
        const HubResponse r = run(m_client->fetchConfig(kModel));
        QCOMPARE(r.status, HubStatus::Ok);
        QCOMPARE(r.body, config);
        QCOMPARE(m_hub->requests.size(), 2);
        QVERIFY(t.elapsed() >= 900);
        QCOMPARE(r.retryAfterS, std::optional<int>(1));
    }
    void rateLimitReportsLongWaits()
    {
        fresh();
        m_hub->handler = [&](const Request&) {
            Canned c = status(429);
            c.headers << qMakePair(QByteArray("Retry-After"), QByteArray("120"));
            return c;
        };
        const HubResponse r = run(m_client->fetchConfig(kModel));
        QCOMPARE(r.status, HubStatus::RateLimited);
        QCOMPARE(r.retryAfterS, std::optional<int>(120));
        QVERIFY2(r.message.contains(QStringLiteral("in 120 s")), qPrintable(r.message));
        QCOMPARE(m_hub->requests.size(), 1);
    }
    void rateLimitTwiceGivesUp()
    {
        fresh();
        m_hub->handler = [&](const Request&) {
            Canned c = status(429);
            c.headers << qMakePair(QByteArray("Retry-After"), QByteArray("0"));
            return c;
        };
        const HubResponse r = run(m_client->fetchConfig(kModel));
        QCOMPARE(r.status, HubStatus::RateLimited);
        QCOMPARE(m_hub->requests.size(), 2);
    }
    void slowResponseTimesOut()
    {
        fresh(300);
        m_hub->handler = [&](const Request&) {
            Canned c;
            c.stall = true;
            return c;
        };
        QElapsedTimer t;
        t.start();
        const HubResponse r = run(m_client->fetchConfig(kModel));
        QCOMPARE(r.status, HubStatus::Timeout);
        QVERIFY2(r.message.contains(QStringLiteral("No answer from 127.0.0.1")), qPrintable(r.message));
        QVERIFY(t.elapsed() < 5000);
    }
    void oversizedBodies_data()
    {
        QTest::addColumn<bool>("declared");
        QTest::newRow("Content-Length above the cap") << true;
        QTest::newRow("streamed past the cap") << false;
    }
    void oversizedBodies()
    {
        QFETCH(bool, declared);
        fresh();
        m_client->setMaxBytes(HubKind::Config, 64 * 1024);
        m_hub->handler = [&](const Request&) {
            Canned c;
            if (declared) {
                c.body = "{}";
                c.declaredLength = 50ll << 20;
            } else {
                c.body = "[" + QByteArray(256 * 1024, '1') + "]";
                c.omitLength = true;
            }
            return c;
        };
        const HubResponse r = run(m_client->fetchConfig(kModel));
        QCOMPARE(r.status, HubStatus::TooLarge);
        QVERIFY2(r.message.contains(QStringLiteral("64 KiB")), qPrintable(r.message));
        QVERIFY(r.body.isEmpty());
    }
    void redirects()
    {
        fresh();
        m_client->setToken(QString::fromLatin1(kSecret));
        const QByteArray config = fixture("tiny-llama-config.json");
        const QByteArray other =
            QStringLiteral("http://localhost:%1/elsewhere/config.json").arg(m_hub->port()).toLatin1();
        const QByteArray https = QStringLiteral("https://127.0.0.1:%1/x").arg(m_hub->port()).toLatin1();
        m_hub->handler = [&](const Request& req) {
            Canned c = status(302, {});
            if (req.target == kConfigPath)
                c.headers << qMakePair(QByteArray("Location"), QByteArray("/moved/config.json"));
            else if (req.target == "/moved/config.json")
                c.headers << qMakePair(QByteArray("Location"), other);
            else if (req.target == "/elsewhere/config.json")
                return ok(config);
            else if (req.target == "/api/models/test-org/tiny-llama")
                c.headers << qMakePair(QByteArray("Location"), https);
            return c;
        };
        // http -> http (relative, then to another host): followed; the token stays on the Hub host.
        const HubResponse r = run(m_client->fetchConfig(kModel));
        QCOMPARE(r.status, HubStatus::Ok);
        QCOMPARE(r.body, config);
        QCOMPARE(r.url.path(), QStringLiteral("/elsewhere/config.json"));
        QCOMPARE(m_hub->requests.size(), 3);
        QCOMPARE(m_hub->requests[0].headers.value("authorization"), "Bearer " + kSecret);
        QCOMPARE(m_hub->requests[1].headers.value("authorization"), "Bearer " + kSecret);
        QVERIFY(!m_hub->requests[2].headers.contains("authorization"));
        // http -> https: refused.
        const HubResponse refused = run(m_client->fetchModelInfo(kModel));
        QCOMPARE(refused.status, HubStatus::RedirectRefused);
        QVERIFY2(refused.message.contains(QStringLiteral("from http to https")), qPrintable(refused.message));
        QCOMPARE(m_hub->requests.size(), 4);
    }
    void redirectLoopStops()
    {
        fresh();
        m_hub->handler = [&](const Request&) {
            Canned c = status(302, {});
            c.headers << qMakePair(QByteArray("Location"), QByteArray(kConfigPath));
            return c;
        };
        const HubResponse r = run(m_client->fetchConfig(kModel));
        QCOMPARE(r.status, HubStatus::RedirectRefused);
        QVERIFY(r.message.contains(QStringLiteral("Too many redirects")));
        QCOMPARE(m_hub->requests.size(), 6);
    }
    void cancelStopsAFetch()
    {
        fresh();
        m_hub->handler = [&](const Request&) {
            Canned c;
            c.stall = true;
            return c;
        };
        HubReply* r = m_client->fetchConfig(kModel);
        QSignalSpy spy(r, &HubReply::finished);
        QTRY_COMPARE(m_hub->requests.size(), 1);
        r->cancel();
        QTRY_COMPARE(spy.count(), 1);
        QCOMPARE(r->response().status, HubStatus::Cancelled);
        r->cancel(); // idempotent: no second finished()
        QTest::qWait(50);
        QCOMPARE(spy.count(), 1);
    }
    void fetchModelCombinesInfoAndConfig()
    {
        fresh();
        const QByteArray config = fixture("tiny-llama-config.json");
        const QByteArray info = fixture("model_info.json");
        m_hub->handler = [&](const Request& req) {
            if (req.target == kConfigPath)
                return ok(config);
            if (req.target == "/api/models/test-org/tiny-llama")
                return ok(info);
            return status(404);
        };
        HubModelFetch* f = m_client->fetchModel(kModel, &bundled());
        QSignalSpy steps(f, &HubModelFetch::progress);
        QVERIFY(waitFor(f, "fetchModel"));
        const HubModelResult& r = f->result();
        QCOMPARE(r.status, HubStatus::Ok);
        QCOMPARE(r.source, HubModelResult::Source::Hub);
        QVERIFY(r.spec);
        QCOMPARE(r.spec->hfId, std::string("test-org/tiny-llama"));
        QCOMPARE(r.spec->numLayers, 22);
        QCOMPARE(r.spec->numKeyValueHeads, 4);
        QCOMPARE(r.spec->totalBParams, 1.100048384);
        QCOMPARE(r.spec->activeBParams, 1.100048384);
        QCOMPARE(r.spec->gated, std::optional<bool>(true));
        QCOMPARE(r.safetensorsParams, std::optional<double>(1100048384.0));
        QVERIFY(steps.count() >= 2);
    }
    void fetchModelFallsBackToBundled()
    {
        fresh();
        m_hub->handler = [&](const Request&) { return status(404); };
        HubModelFetch* missing = m_client->fetchModel(kModel, &bundled());
        QVERIFY(waitFor(missing, "missing"));
        QCOMPARE(missing->result().status, HubStatus::NotFound);
        QVERIFY(!missing->result().spec);

        // Hub down, model in the bundled catalog: the bundled entry, with the Hub error said.
        const QString llama = QStringLiteral("meta-llama/Llama-3.1-8B-Instruct");
        m_hub.reset();
        HubModelFetch* f = m_client->fetchModel(llama, &bundled());
        QVERIFY(waitFor(f, "bundled"));
        QCOMPARE(f->result().status, HubStatus::NetworkError);
        QCOMPARE(f->result().source, HubModelResult::Source::Bundled);
        QVERIFY(f->result().spec);
        QCOMPARE(f->result().spec->hfId, llama.toStdString());
        QVERIFY(f->result().message.contains(QStringLiteral("bundled catalog")));
    }
    void catalogRefreshMergesNewModels()
    {
        fresh();
        const QByteArray config = fixture("tiny-llama-config.json");
        const QByteArray list = fixture("model_list.json");
        m_hub->handler = [&](const Request& req) {
            if (req.target.startsWith("/api/models?"))
                return ok(list);
            if (req.target == kConfigPath)
                return ok(config);
            if (req.target == "/test-org/gated-one/resolve/main/config.json")
                return status(401);
            return status(404);
        };
        HubCatalogRefresh* r = m_client->refreshCatalog(bundled(), 10);
        QSignalSpy progress(r, &HubCatalogRefresh::progress);
        QVERIFY(waitFor(r, "refresh"));
        QCOMPARE(r->status(), HubStatus::Ok);
        QVERIFY(m_hub->requests[0].target.contains("pipeline_tag=text-generation"));
        QVERIFY(m_hub->requests[0].target.contains("sort=downloads"));
        QVERIFY(m_hub->requests[0].target.contains("limit=10"));
        QCOMPARE(r->entries().size(), 3); // the invalid id and the id-less entry are dropped
        QVERIFY(r->entries()[0].inBundled);
        QVERIFY(!r->entries()[0].isNew);
        QVERIFY(r->entries()[1].isNew);
        QCOMPARE(r->entries()[2].status, HubStatus::Unauthorized);
        QVERIFY(r->entries()[2].message.contains(QStringLiteral("HF_TOKEN")));
        QCOMPARE(r->newIds(), QStringList{kModel});
        QCOMPARE(r->merged().llms().size(), bundled().llms().size() + 1);
        QVERIFY(r->merged().find("test-org/tiny-llama"));
        // The bundled model was not fetched: list + two configs.
        QCOMPARE(m_hub->requests.size(), 3);
        QVERIFY(progress.count() >= 2);
        QCOMPARE(progress.last().at(0).toInt(), 2);
        QCOMPARE(progress.last().at(1).toInt(), 2);
    }
    void catalogRefreshFailuresKeepBundled()
    {
        fresh();
        m_hub->handler = [&](const Request&) { return ok("{\"not\": \"a list\"}"); };
        HubCatalogRefresh* r = m_client->refreshCatalog(bundled(), 10);
        QVERIFY(waitFor(r, "refresh"));
        QCOMPARE(r->status(), HubStatus::Malformed);
        QVERIFY(r->message().contains(QStringLiteral("bundled catalog is unchanged")));
        QCOMPARE(r->merged().llms().size(), bundled().llms().size());

        m_hub->handler = [&](const Request& req) {
            if (req.target.startsWith("/api/models?"))
                return ok(fixture("model_list.json"));
            Canned c = status(429);
            c.headers << qMakePair(QByteArray("Retry-After"), QByteArray("600"));
            return c;
        };
        HubCatalogRefresh* limited = m_client->refreshCatalog(bundled(), 10);
        QVERIFY(waitFor(limited, "limited"));
        QCOMPARE(limited->status(), HubStatus::RateLimited);
        QVERIFY(limited->message().contains(QStringLiteral("600 s")));
    }
    void tricklingServerHitsTheDeadline()
    {
        fresh(2000); // each byte arrives well within the per-read timeout
        m_client->setFetchDeadlineMs(1500);
        m_hub->handler = [&](const Request&) {
            Canned c = ok(fixture("tiny-llama-config.json"));
            c.trickleMs = 200;
            return c;
        };
        QElapsedTimer t;
        t.start();
        const HubResponse r = run(m_client->fetchConfig(kModel));
        QCOMPARE(r.status, HubStatus::Timeout);
        QVERIFY2(r.message.contains(QStringLiteral("deadline")), qPrintable(r.message));
        QVERIFY(t.elapsed() < 5000);
    }
    void conflictingContentLengthIsMalformed()
    {
        fresh();
        m_hub->handler = [&](const Request&) {
            Canned c = ok(fixture("tiny-llama-config.json"));
            c.headers << qMakePair(QByteArray("Content-Length"), QByteArray("7"));
            return c;
        };
        const HubResponse r = run(m_client->fetchConfig(kModel));
        QVERIFY2(r.status != HubStatus::Ok, hubStatusName(r.status));
        QVERIFY(r.body.isEmpty());
    }
};

WATTGPU_TEST_GUILESS_MAIN(TestHubClient)
#include "test_hub_client.moc"
