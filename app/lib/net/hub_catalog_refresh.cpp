// The catalog refresh over the most downloaded models (declared in hub_catalog_refresh.h).
#include "app/lib/net/hub_catalog_refresh.h"

#include "app/lib/net/hub_client.h"
#include "app/lib/net/hub_parsers.h"
#include "app/lib/net/hub_reply.h"
#include "core/catalog/hf_config.h"

namespace wattgpu::net {

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
    const std::optional<HubResponse> taken = takeResponse(m_current, m_finished);
    if (!taken)
        return;
    const HubResponse& resp = *taken;
    if (resp.status != HubStatus::Ok) {
        done(resp.status, resp.message + QLatin1Char(' ') + tr("The bundled catalog is unchanged."));
        return;
    }
    QString error;
    const auto ids = parseModelList(resp.body, m_limit, &error);
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
    const std::optional<HubResponse> taken = takeResponse(m_current, m_finished);
    if (!taken)
        return;
    const HubResponse& resp = *taken;
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

#include "moc_hub_catalog_refresh.cpp"
