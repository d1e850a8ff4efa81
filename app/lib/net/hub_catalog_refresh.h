#pragma once
// The catalog refresh: the most downloaded text-generation models of the Hub, the config.json of
// each one the bundled catalog does not have (one at a time), merged into a copy of it.
#include "app/lib/net/hub_status.h"
#include "core/catalog/catalog.h"
#include "core/catalog/llm.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <optional>

namespace wattgpu::net {

class HubClient;
class HubReply;

struct HubCatalogEntry {
    QString id;
    HubStatus status = HubStatus::Ok;
    QString message;
    bool inBundled = false;      // already in the bundled catalog (not fetched)
    bool isNew = false;          // fetched and added to the merged catalog
    std::optional<LlmSpec> spec; // new models only
};

// Made by HubClient::refreshCatalog, which owns it (parent).
class HubCatalogRefresh : public QObject {
    Q_OBJECT
public:
    HubStatus status() const { return m_status; } // Ok unless the list itself failed, or cancelled/rate-limited
    const QString& message() const { return m_message; }
    const QList<HubCatalogEntry>& entries() const { return m_entries; }
    // Bundled catalog plus the new models (source "Hugging Face Hub").
    const LlmCatalog& merged() const { return m_merged; }
    QStringList newIds() const;
    bool isFinished() const { return m_finished; }
    void cancel();

signals:
    void progress(int done, int total);
    void finished();

private:
    friend class HubClient;
    HubCatalogRefresh(HubClient* client, const LlmCatalog& bundled, int limit);
    void start();
    void onList();
    void next();
    void onConfig();
    void done(HubStatus status, const QString& message);

    QPointer<HubClient> m_client;
    LlmCatalog m_merged;
    int m_limit;
    QPointer<HubReply> m_current;
    QList<HubCatalogEntry> m_entries;
    int m_index = -1;
    HubStatus m_status = HubStatus::Ok;
    QString m_message;
    bool m_finished = false;
};

} // namespace wattgpu::net
