#pragma once
// Item data roles shared by the ui models. Proxies sort on RawValueRole, never on display text.
#include <Qt>

namespace wattgpu::ui {

enum ItemRole {
    RawValueRole = Qt::UserRole + 1, // double / int / QString used for sorting
    GpuIdRole,                       // QString: the row's deployment key (GPU id; "id@n" under all counts)
    LlmIdRole,                       // QString hf id of the row's LLM
    SecondaryTextRole,               // QString second line shown by delegates
    CurrentModelRole,                // bool: the row is the open plan's model (the picker marks it)
};

} // namespace wattgpu::ui
