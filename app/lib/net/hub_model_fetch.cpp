// One model's config.json and parameter count as an LlmSpec (declared in hub_model_fetch.h).
#include "app/lib/net/hub_model_fetch.h"

#include "app/lib/net/hub_client.h"
#include "app/lib/net/hub_parsers.h"
#include "app/lib/net/hub_reply.h"
#include "core/catalog/hf_config.h"

namespace wattgpu::net {

HubModelFetch::HubModelFetch(HubClient* client, const QString& modelId, const LlmCatalog* bundled)
    : QObject(client), m_client(client), m_id(modelId.trimmed())
{
    if (bundled)
        if (const LlmSpec* s = bundled->find(m_id.toStdString()))
            m_bundled = *s;
}

void HubModelFetch::start()
{
    if (m_finished)
        return;
    if (!m_client) {
        m_result.status = HubStatus::Cancelled;
        done();
        return;
    }
    emit progress(0, 2);
    // The model info and the config.json requests are one fetch, under one deadline.
    m_until = QDeadlineTimer(m_client->fetchDeadlineMs());
    m_current = m_client->fetchModelInfo(m_id, m_until);
    connect(m_current, &HubReply::finished, this, &HubModelFetch::onInfo);
}

void HubModelFetch::cancel()
{
    if (m_finished)
        return;
    if (m_current && !m_current->isFinished()) {
        m_current->cancel(); // its finished() continues the chain, which stops on Cancelled
        return;
    }
    m_result.status = HubStatus::Cancelled;
    m_result.message = tr("Cancelled.");
    done();
}

void HubModelFetch::onInfo()
{
    const std::optional<HubResponse> taken = takeResponse(m_current, m_finished);
    if (!taken)
        return;
    const HubResponse& resp = *taken;
    emit progress(1, 2);
    switch (resp.status) {
    case HubStatus::Ok: m_info = resp.body; break;
    case HubStatus::NotFound:
    case HubStatus::InvalidId:
    case HubStatus::BadSetting:
    case HubStatus::RateLimited:
    case HubStatus::Cancelled:
        m_result.status = resp.status;
        m_result.message = resp.message;
        done();
        return;
    default: break; // the config may still come (gated metadata, a cache, ...)
    }
    if (!m_client) {
        m_result.status = HubStatus::Cancelled;
        done();
        return;
    }
    m_current = m_client->fetchConfig(m_id, m_until);
    connect(m_current, &HubReply::finished, this, &HubModelFetch::onConfig);
}

void HubModelFetch::onConfig()
{
    const std::optional<HubResponse> taken = takeResponse(m_current, m_finished);
    if (!taken)
        return;
    const HubResponse& resp = *taken;
    emit progress(2, 2);
    m_result.status = resp.status;
    m_result.message = resp.message;
    if (resp.status != HubStatus::Ok) {
        done();
        return;
    }
    const std::string text(resp.body.constData(), std::size_t(resp.body.size()));
    auto spec = parseHfConfig(text, m_id.toStdString() + "/config.json", m_id.toStdString());
    if (!spec) {
        m_result.status = HubStatus::Malformed;
        m_result.message =
            tr("The config.json of %1 cannot be used: %2").arg(m_id, QString::fromStdString(spec.error().message()));
        done();
        return;
    }
    LlmSpec s = std::move(spec.value());
    s.hfId = m_id.toStdString();
    if (!m_info.isEmpty()) {
        m_result.safetensorsParams = parseParameterCount(m_info);
        // safetensors.total counts stored tensors: packed quantized weights and vision towers
        // would skew it, so it replaces the estimate only for plain 16-bit text models.
        if (m_result.safetensorsParams && s.quantization.empty() && !s.multimodal) {
            const double b = *m_result.safetensorsParams / 1e9;
            if (s.isMoe && s.totalBParams > 0)
                s.activeBParams *= b / s.totalBParams;
            else
                s.activeBParams = b;
            s.totalBParams = b;
            s.paramsSource = "safetensors.total (Hugging Face Hub API)";
        }
        if (const auto gated = parseGated(m_info))
            s.gated = *gated;
    }
    s.source = "Hugging Face Hub (" + m_client->endpoint().host().toStdString() + ")";
    m_result.spec = std::move(s);
    m_result.source = resp.fromCache ? HubModelResult::Source::Cache : HubModelResult::Source::Hub;
    done();
}

void HubModelFetch::done()
{
    if (m_finished)
        return;
    if (!m_result.spec && m_bundled && m_result.status != HubStatus::Cancelled) {
        m_result.spec = m_bundled;
        m_result.source = HubModelResult::Source::Bundled;
        m_result.message = (m_result.message.isEmpty() ? QString() : m_result.message + QLatin1Char(' '))
            + tr("Using the bundled catalog entry for %1.").arg(m_id);
    }
    m_finished = true;
    emit finished();
}

} // namespace wattgpu::net

#include "moc_hub_model_fetch.cpp"
