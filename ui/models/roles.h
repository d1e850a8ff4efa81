#pragma once
// Item data roles shared by the ui models. Proxies sort on RawValueRole, never on display text.
#include <Qt>

namespace wattgpu::ui {

enum ItemRole {
    RawValueRole = Qt::UserRole + 1, // double / int / QString used for sorting
    GpuIdRole,                       // QString catalog id of the row's GPU
    LlmIdRole,                       // QString hf id of the row's LLM
    SecondaryTextRole,               // QString second line shown by delegates
};

} // namespace wattgpu::ui
