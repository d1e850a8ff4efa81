#pragma once
// `wattgpu [PLAN] --screenshot`: renders the main window offscreen to a PNG, at exactly the size
// asked (or fails saying why), once the computation for the plan and options has finished.
#include <QSize>
#include <QString>

#include <optional>

namespace wattgpu::ui {

class MainWindow;

struct ScreenshotOptions {
    QString file;
    QString planFile;               // a .wattgpu plan to render; empty = the default plan
    QString modelId;                // empty = the default model
    std::optional<double> slaItlMs; // ms
    QString chart;                  // "power-itl", "objective", "load-sweep", "sla-sweep"; empty = power-itl
    QSize size{1600, 1000};
    bool presentation = false;
};

// Parses "1600x1000". nullopt on malformed or out-of-range (64..8192) input.
std::optional<QSize> parseSize(const QString& text);

// Returns true and writes the PNG, or false with a reason in *error.
bool renderScreenshot(MainWindow& window, const ScreenshotOptions& options, QString* error);

} // namespace wattgpu::ui
