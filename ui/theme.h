#pragma once
// Light and dark themes for the whole application (Fusion style + palette) and the charts.
#include "ui/charts/chart_theme.h"

#include <QString>

namespace wattgpu::ui {

enum class Theme { Light, Dark };

Theme themeFromName(const QString& name); // "dark" → Dark, anything else → Light
QString themeName(Theme theme);
void applyApplicationTheme(Theme theme);
ChartTheme chartTheme(Theme theme);

} // namespace wattgpu::ui
