// The Hub client's two composite jobs (declared in hub_client.h): one model's config.json and
// parameter count as an LlmSpec, and the catalog refresh over the most downloaded models.
#include "app/lib/net/hub_client.h"

#include "core/catalog/hf_config.h"

#include <nlohmann/json.hpp>

namespace wattgpu::net {

// ---------------------------------------------------------------------------------------------
// HubModelFetch

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
    HubReply* reply = m_current;
    if (!reply || m_finished)
        return;
    const HubResponse resp = reply->response();
    reply->deleteLater();
    m_current = nullptr;
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
    HubReply* reply = m_current;
    if (!reply || m_finished)
        return;
    const HubResponse resp = reply->response();
    reply->deleteLater();
    m_current = nullptr;
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
        m_result.safetensorsParams = HubClient::parseParameterCount(m_info);
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
        if (const auto gated = HubClient::parseGated(m_info))
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

// ---------------------------------------------------------------------------------------------
// HubCatalogRefresh

HubCatalogRefresh::HubCatalogRefresh(HubClient* client, const LlmCatalog& bundled, int limit)
    : QObject(client), m_client(client), m_merged(bundled), m_limit(limit)
{}

QStringList HubCatalogRefresh::newIds() const
{
    QStringList out;
    for (const auto& e : m_entries)
        if (e.isNew)
            out << e.id;
    return out;
}

void HubCatalogRefresh::start()
{
    if (m_finished)
        return;
    if (!m_client) {
        done(HubStatus::Cancelled, tr("Cancelled."));
        return;
    }
    m_current = m_client->fetchModelList(m_limit);
    connect(m_current, &HubReply::finished, this, &HubCatalogRefresh::onList);
}

void HubCatalogRefresh::cancel()
{
    if (m_finished)
        return;
    if (m_current && !m_current->isFinished()) {
        m_current->cancel();
        return;
    }
    done(HubStatus::Cancelled, tr("Cancelled."));
}

void HubCatalogRefresh::onList()
{
    HubReply* reply = m_current;
    if (!reply || m_finished)
        return;
    const HubResponse resp = reply->response();
    reply->deleteLater();
    m_current = nullptr;
    if (resp.status != HubStatus::Ok) {
        done(resp.status, resp.message + QLatin1Char(' ') + tr("The bundled catalog is unchanged."));
        return;
    }
    QString error;
    const auto ids = HubClient::parseModelList(resp.body, m_limit, &error);
    if (!ids) {
        done(HubStatus::Malformed,
             tr("The model list is malformed (%1). The bundled catalog is unchanged.").arg(error));
        return;
    }
    m_message = resp.message;
    for (const QString& id : *ids) {
        HubCatalogEntry e;
        e.id = id;
        const std::string key = toLower(id.toStdString());
        for (const auto& m : m_merged.llms()) {
            if (toLower(m.hfId) == key)
                e.inBundled = true;
            for (const auto& a : m.aliases)
                if (toLower(a) == key)
                    e.inBundled = true;
        }
        m_entries << e;
    }
    next();
}

void HubCatalogRefresh::next()
{
    int total = 0, finishedCount = 0;
    for (int i = 0; i < m_entries.size(); ++i)
        if (!m_entries[i].inBundled) {
            ++total;
            if (i <= m_index)
                ++finishedCount;
        }
    emit progress(finishedCount, total);
    do
        ++m_index;
    while (m_index < m_entries.size() && m_entries[m_index].inBundled);
    if (m_index >= m_entries.size()) {
        done(HubStatus::Ok, m_message);
        return;
    }
    if (!m_client) {
        done(HubStatus::Cancelled, tr("Cancelled."));
        return;
    }
    m_current = m_client->fetchConfig(m_entries[m_index].id);
    connect(m_current, &HubReply::finished, this, &HubCatalogRefresh::onConfig);
}

void HubCatalogRefresh::onConfig()
{
    HubReply* reply = m_current;
    if (!reply || m_finished)
        return;
    const HubResponse resp = reply->response();
    reply->deleteLater();
    m_current = nullptr;
    HubCatalogEntry& e = m_entries[m_index];
    e.status = resp.status;
    e.message = resp.message;
    if (resp.status == HubStatus::Cancelled) {
        done(HubStatus::Cancelled, tr("Cancelled."));
        return;
    }
    if (resp.status == HubStatus::RateLimited) {
        done(HubStatus::RateLimited, resp.message + QLatin1Char(' ') + tr("The models fetched so far are kept."));
        return;
    }
    if (resp.status == HubStatus::Ok) {
        const std::string text(resp.body.constData(), std::size_t(resp.body.size()));
        auto spec = parseHfConfig(text, e.id.toStdString() + "/config.json", e.id.toStdString());
        if (spec) {
            LlmSpec s = std::move(spec.value());
            s.hfId = e.id.toStdString();
            s.source = "Hugging Face Hub (" + (m_client ? m_client->endpoint().host().toStdString() : std::string())
                + ")";
            e.spec = s;
            e.isNew = true;
            m_merged.upsert(std::move(s));
        } else {
            e.status = HubStatus::Malformed;
            e.message = tr("The config.json of %1 cannot be used: %2")
                            .arg(e.id, QString::fromStdString(spec.error().message()));
        }
    }
    next();
}

void HubCatalogRefresh::done(HubStatus status, const QString& message)
{
    if (m_finished)
        return;
    m_finished = true;
    m_status = status;
    m_message = message;
    emit finished();
}

} // namespace wattgpu::net
