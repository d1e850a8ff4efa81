#pragma once
// What every Hub request answers (app/lib/net/hub_client.h has the contracts): the outcome
// status, the response of one GET, and the kinds of request (each with its own size cap).
#include <QByteArray>
#include <QString>
#include <QUrl>

#include <optional>

namespace wattgpu::net {

enum class HubStatus {
    Ok,
    Unauthorized,    // 401: gated or private and no (valid) token
    Forbidden,       // 403: token valid but access not granted (gated model)
    NotFound,        // 404
    RateLimited,     // 429 (after the one automatic retry, or a wait too long to retry)
    Timeout,         // transfer stalled longer than the timeout
    Malformed,       // body is not the JSON expected
    TooLarge,        // body exceeds the cap
    RedirectRefused, // redirect changing scheme (or too many redirects)
    NetworkError,    // connection refused, DNS, TLS, ... and no cached copy
    HttpError,       // any other HTTP status
    Offline,         // offline mode and no cached copy
    Cancelled,
    InvalidId,  // model id is not "org/name" made of safe characters
    BadSetting, // HF_TOKEN or HF_ENDPOINT unusable (control characters, not an http(s) URL)
};
const char* hubStatusName(HubStatus s);

struct HubResponse {
    HubStatus status = HubStatus::Ok;
    QString message; // empty for a fresh Ok; says "cached" / "stale" otherwise
    int httpStatus = 0;
    QUrl url;                       // final URL (after redirects)
    QByteArray body;                // JSON text when status == Ok
    bool fromCache = false;         // body served from the cache (304 or fallback)
    bool stale = false;             // fallback without revalidation (network failed / offline)
    std::optional<int> retryAfterS; // from a 429's Retry-After
};

enum class HubKind { Config, ModelInfo, ModelList };

} // namespace wattgpu::net
