#pragma once
// Fixtures of the GUI suites: a MainWindow built for tests, shown and computed.
#include "tests/support/fake_prompter.h"
#include "tests/support/fixtures.h"
#include "ui/widgets/main_window.h"

#include <QKeySequence>
#include <QSize>
#include <QTemporaryDir>

#include <memory>
#include <string>
#include <vector>

class QAction;

namespace wattgpu::testing {

// A window on `engine` that answers its dialogs through `prompter`, without restored settings,
// shown at `size` and with its first result computed.
std::unique_ptr<ui::MainWindow> showWindow(std::shared_ptr<const Engine> engine, FakePrompter* prompter,
                                           QSize size = {1500, 950});

// The action of `window` (menus and shortcuts alike) that `seq` triggers; null when none does.
QAction* actionWithShortcut(QWidget* window, const QKeySequence& seq);

// What a suite driving the main window holds: the engine, a temporary folder (which also keeps
// the suite's settings away from the user's) and the prompter its windows answer dialogs with.
// A test class derives from QObject and from this, and calls setUpSuite in initTestCase.
class WindowSuite {
protected:
    // Settings of `applicationName` go to the temporary folder; loads the engine. False when the
    // temporary folder could not be made.
    bool setUpSuite(const QString& applicationName);
    // A window at 1500 x 950 with its first result, answering through `prompter` (the suite's own
    // when null).
    std::unique_ptr<ui::MainWindow> makeWindow(FakePrompter* prompter = nullptr);
    // Every GPU of the engine's catalog, in catalog order.
    std::vector<std::string> allGpuIds() const;

    std::shared_ptr<const Engine> m_engine;
    QTemporaryDir m_tmp;
    FakePrompter m_prompter;
};

} // namespace wattgpu::testing
