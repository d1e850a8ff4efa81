#include "tests/support/gui_support.h"

#include <QAction>
#include <QCoreApplication>
#include <QSettings>
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

QAction* actionWithShortcut(QWidget* window, const QKeySequence& seq)
{
    for (QAction* a : window->findChildren<QAction*>())
        if (a->shortcuts().contains(seq))
            return a;
    return nullptr;
}

bool WindowSuite::setUpSuite(const QString& applicationName)
{
    if (!m_tmp.isValid())
        return false;
    QCoreApplication::setOrganizationName(QStringLiteral("WattGPU-tests"));
    QCoreApplication::setApplicationName(applicationName);
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_tmp.filePath(QStringLiteral("settings")));
    m_engine = loadEngine();
    return true;
}

std::unique_ptr<ui::MainWindow> WindowSuite::makeWindow(FakePrompter* prompter)
{
    return showWindow(m_engine, prompter ? prompter : &m_prompter);
}

std::vector<std::string> WindowSuite::allGpuIds() const
{
    std::vector<std::string> ids;
    for (const GpuSpec& g : m_engine->gpus().gpus())
        ids.push_back(g.id);
    return ids;
}

} // namespace wattgpu::testing
