#pragma once
// wattgpu-cli run as a subprocess, the way the CLI suites (tests/cli) drive it: header only, since
// the suite's target defines where the binary and the test data are (WATTGPU_BIN_DIR,
// WATTGPU_TEST_DATA_DIR, from wattgpu_add_test).
#include <QByteArray>
#include <QElapsedTimer>
#include <QMap>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <functional>

namespace wattgpu::testing {

struct CliRun {
    int exitCode = -1; // -1: did not start or timed out; -2: crashed
    QByteArray out;
    QByteArray err; // "timed out" when it was killed at the timeout
    qint64 ms = 0;  // wall time
};

struct CliOptions {
    QString workDir = QStringLiteral(WATTGPU_TEST_DATA_DIR "/cli");
    QMap<QString, QString> env;          // set in the child's environment (WATTGPU_DATA_DIR defaults
                                         // to the source tree when neither it nor the caller sets it)
    int timeoutMs = 300000;              // the child is killed past it
    std::function<void()> childModifier; // runs in the child before exec (limits, signals)
};

inline CliRun runCliWith(const QStringList& args, const CliOptions& options = {})
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (auto it = options.env.begin(); it != options.env.end(); ++it)
        env.insert(it.key(), it.value());
    if (!env.contains(QStringLiteral("WATTGPU_DATA_DIR")))
        env.insert(QStringLiteral("WATTGPU_DATA_DIR"), QStringLiteral(WATTGPU_SOURCE_DIR));
    p.setProcessEnvironment(env);
    p.setWorkingDirectory(options.workDir);
    if (options.childModifier)
        p.setChildProcessModifier(options.childModifier);
    QElapsedTimer timer;
    timer.start();
    p.start(QStringLiteral(WATTGPU_BIN_DIR "/wattgpu-cli"), args);
    CliRun r;
    if (!p.waitForStarted(10000))
        return r;
    p.closeWriteChannel();
    if (!p.waitForFinished(options.timeoutMs)) {
        p.kill();
        p.waitForFinished();
        r.err = "timed out";
        r.ms = timer.elapsed();
        return r;
    }
    r.ms = timer.elapsed();
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

} // namespace wattgpu::testing
