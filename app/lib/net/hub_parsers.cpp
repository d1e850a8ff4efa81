#include "app/lib/net/hub_parsers.h"

#include "core/util/json_util.h"

#include <QtCore/QCoreApplication>
#include <QtCore/QRegularExpression>

#include <nlohmann/json.hpp>

namespace wattgpu::net {

std::optional<nlohmann::json> parseHubJson(const QByteArray& body)
{
    auto doc = parseJsonBounded(std::string_view(body.constData(), std::size_t(body.size())), "hub",
                                JsonLimits{std::size_t(body.size()) + 1, 64});
    if (!doc)
        return std::nullopt;
    return std::move(doc.value());
}

bool isValidModelId(const QString& id)
{
    static const QRegularExpression re(
        QStringLiteral("^[A-Za-z0-9][A-Za-z0-9._-]{0,95}(/[A-Za-z0-9][A-Za-z0-9._-]{0,95})?$"));
    return id.size() <= 200 && !id.contains(QStringLiteral("..")) && re.match(id).hasMatch();
}

std::optional<double> parseParameterCount(const QByteArray& infoJson)
{
    const auto doc = parseHubJson(infoJson);
    if (!doc || !doc->is_object() || !doc->contains("safetensors"))
        return std::nullopt;
    const auto& st = doc->at("safetensors");
    if (!st.is_object() || !st.contains("total") || !st.at("total").is_number())
        return std::nullopt;
    const double total = st.at("total").get<double>();
    if (!(total > 0 && total < 1e14))
        return std::nullopt;
    return total;
}

std::optional<bool> parseGated(const QByteArray& infoJson)
{
    const auto doc = parseHubJson(infoJson);
    if (!doc || !doc->is_object() || !doc->contains("gated"))
        return std::nullopt;
    const auto& g = doc->at("gated");
    if (g.is_boolean())
        return g.get<bool>();
    if (g.is_string())
        return true; // "auto" or "manual"
    return std::nullopt;
}

std::optional<QStringList> parseModelList(const QByteArray& json, int limit, QString* error)
{
    const auto doc = parseHubJson(json);
    if (!doc || !doc->is_array()) {
        if (error) // the client's message (its translation context)
            *error = QCoreApplication::translate("wattgpu::net::HubClient", "expected a JSON array of models");
        return std::nullopt;
    }
    QStringList ids;
    for (const auto& m : *doc) {
        if (ids.size() >= limit)
            break;
        if (!m.is_object())
            continue;
        const char* key = m.contains("id") ? "id" : "modelId";
        if (!m.contains(key) || !m.at(key).is_string())
            continue;
        const QString id = QString::fromStdString(m.at(key).get<std::string>());
        if (isValidModelId(id) && !ids.contains(id))
            ids << id;
    }
    return ids;
}

} // namespace wattgpu::net
