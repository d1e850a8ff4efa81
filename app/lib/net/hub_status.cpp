#include "app/lib/net/hub_status.h"

namespace wattgpu::net {

const char* hubStatusName(HubStatus s)
{
    switch (s) {
    case HubStatus::Ok: return "ok";
    case HubStatus::Unauthorized: return "unauthorized";
    case HubStatus::Forbidden: return "forbidden";
    case HubStatus::NotFound: return "not_found";
    case HubStatus::RateLimited: return "rate_limited";
    case HubStatus::Timeout: return "timeout";
    case HubStatus::Malformed: return "malformed";
    case HubStatus::TooLarge: return "too_large";
    case HubStatus::RedirectRefused: return "redirect_refused";
    case HubStatus::NetworkError: return "network_error";
    case HubStatus::HttpError: return "http_error";
    case HubStatus::Offline: return "offline";
    case HubStatus::Cancelled: return "cancelled";
    case HubStatus::InvalidId: return "invalid_id";
    case HubStatus::BadSetting: return "bad_setting";
    }
    return "unknown";
}

} // namespace wattgpu::net
