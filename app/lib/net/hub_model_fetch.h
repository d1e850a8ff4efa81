#pragma once
// One model from the Hub as an LlmSpec: its model info (parameter count, gated) then its
// config.json, under one deadline; on failure the bundled catalog entry, if any.
#include "app/lib/net/hub_status.h"
#include "core/catalog/catalog.h"
#include "core/catalog/llm.h"

#include <QByteArray>
#include <QDeadlineTimer>
#include <QObject>
#include <QPointer>
#include <QString>

#include <optional>

namespace wattgpu::net {

class HubClient;
class HubReply;

// config.json + model info combined into an LlmSpec.
struct HubModelResult {
    enum class Source { Hub, Cache, Bundled, None };
    HubStatus status = HubStatus::Ok; // of the Hub fetch; a bundled fallback keeps the Hub error here
    QString message;
    Source source = Source::None;
    std::optional<LlmSpec> spec;
    std::optional<double> safetensorsParams; // parameter count reported by the Hub (count, not billions)
};

// Made by HubClient::fetchModel, which owns it (parent).
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

} // namespace wattgpu::net
