#pragma once
// Fixtures of the GUI suites: a MainWindow built for tests, shown and computed.
#include "tests/support/fake_prompter.h"
#include "tests/support/fixtures.h"
#include "ui/widgets/main_window.h"

#include <QSize>

#include <memory>

namespace wattgpu::testing {

// A window on `engine` that answers its dialogs through `prompter`, without restored settings,
// shown at `size` and with its first result computed.
std::unique_ptr<ui::MainWindow> showWindow(std::shared_ptr<const Engine> engine, FakePrompter* prompter,
                                           QSize size = {1500, 950});

} // namespace wattgpu::testing
