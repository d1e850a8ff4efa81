#include "tests/support/gui_support.h"

#include <QtTest>

namespace wattgpu::testing {

std::unique_ptr<ui::MainWindow> showWindow(std::shared_ptr<const Engine> engine, FakePrompter* prompter, QSize size)
{
    ui::MainWindowOptions o;
    o.restoreSettings = false;
    auto w = std::make_unique<ui::MainWindow>(std::move(engine), prompter, o);
    w->resize(size);
    w->show();
    if (!QTest::qWaitForWindowExposed(w.get()))
        qWarning("window not exposed");
    w->waitForResults();
    return w;
}

} // namespace wattgpu::testing
