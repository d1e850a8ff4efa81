#pragma once
// The Hub client's readers of what the Hub answers: model ids, the /api/models/<id> body
// (parameter count, gated), the /api/models list, and the bounded JSON parse every body goes
// through. HubClient offers the first four as static members.
#include <QByteArray>
#include <QString>
#include <QStringList>

#include <nlohmann/json_fwd.hpp>

#include <optional>

namespace wattgpu::net {

// "org/name" (or "name") of [A-Za-z0-9._-], no "..", at most 200 characters.
bool isValidModelId(const QString& id);
// safetensors.total of an /api/models/<id> body.
std::optional<double> parseParameterCount(const QByteArray& infoJson);
// "gated" of an /api/models/<id> body: false, or "auto"/"manual" -> true.
std::optional<bool> parseGated(const QByteArray& infoJson);
// Model ids of an /api/models list body (at most `limit`); nullopt + error when malformed.
std::optional<QStringList> parseModelList(const QByteArray& json, int limit, QString* error = nullptr);
// `body` as JSON (depth 64, no more bytes than it has); nullopt when it is not JSON.
std::optional<nlohmann::json> parseHubJson(const QByteArray& body);

} // namespace wattgpu::net
