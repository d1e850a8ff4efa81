#pragma once
// One test executable per tests/ folder (tests_core, tests_cli, tests_ui, ...): each test file
// registers its Qt Test class with one of the macros below instead of QTEST_MAIN, and the
// folder's executable (tests/support/test_main.cpp) runs the class named on its command line —
// in a process of its own, as QTEST_MAIN did — or, with no name, every class, each in a child
// process. The class is known by its file's name (test_cli) or by its class name (TestCli).
//
//   WATTGPU_TEST_MAIN(TestX)          as QTEST_MAIN: QApplication when the executable links Qt
//                                     Widgets, else QGuiApplication with Qt Gui, else QCoreApplication
//   WATTGPU_TEST_GUILESS_MAIN(TestX)  as QTEST_GUILESS_MAIN: QCoreApplication
//   WATTGPU_TEST_APPLESS_MAIN(TestX)  as QTEST_APPLESS_MAIN: no application object
#include <QtTest>

namespace wattgpu::testing {

// What a registration runs: builds the application object, runs the class with QTest::qExec
// and returns its exit code.
using TestClassRun = int (*)(int argc, char* argv[]);

// Adds the class of `file` (__FILE__; its base name without extension names the class on the
// command line) to this executable's list. Returns true, for a static initialiser.
bool registerTestClass(const char* file, const char* className, TestClassRun run);

} // namespace wattgpu::testing

// Qt's own macros (qtest.h) build the application as QTEST_MAIN does, so a class runs as it did
// in an executable of its own.
#if !defined(QTEST_QAPP_SETUP) || !defined(QTEST_MAIN_SETUP)
#error "tests/support/test_registry.h needs QTEST_QAPP_SETUP and QTEST_MAIN_SETUP from Qt 6.4's qtest.h"
#endif

#define WATTGPU_TEST_MAIN_WRAPPER(TestObject, ...)                                                                     \
    namespace {                                                                                                        \
    int wattgpuRun##TestObject(int argc, char* argv[])                                                                 \
    {                                                                                                                  \
        QT_PREPEND_NAMESPACE(QTest::Internal::callInitMain)<TestObject>();                                             \
        __VA_ARGS__                                                                                                    \
        TestObject tc;                                                                                                 \
        QTEST_SET_MAIN_SOURCE_PATH                                                                                     \
        return QTest::qExec(&tc, argc, argv);                                                                          \
    }                                                                                                                  \
    [[maybe_unused]] const bool wattgpuRegistered##TestObject = ::wattgpu::testing::registerTestClass(                 \
        __FILE__, #TestObject, &wattgpuRun##TestObject);                                                               \
    }

#define WATTGPU_TEST_MAIN(TestObject) WATTGPU_TEST_MAIN_WRAPPER(TestObject, QTEST_MAIN_SETUP())
#define WATTGPU_TEST_GUILESS_MAIN(TestObject) WATTGPU_TEST_MAIN_WRAPPER(TestObject, QTEST_QAPP_SETUP(QCoreApplication))
#define WATTGPU_TEST_APPLESS_MAIN(TestObject) WATTGPU_TEST_MAIN_WRAPPER(TestObject)
