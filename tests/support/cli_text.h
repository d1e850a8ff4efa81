#pragma once
// wattgpu-cli as the end-to-end CLI suites (test_cli, test_cli_bulk, test_cli_formats,
// test_cli_plans, test_cli_data) read it: output and errors as text, JSON parsed with the error
// shown, CSV split into lines. Header only, over cli_run.h (WATTGPU_BIN_DIR, WATTGPU_TEST_DATA_DIR).
#include "tests/support/cli_run.h"

#include <nlohmann/json.hpp>

#include <QString>
#include <QStringList>

#include <exception>

namespace wattgpu::testing {

using Json = nlohmann::ordered_json;

inline const QString kCli = QStringLiteral(WATTGPU_BIN_DIR "/wattgpu-cli");
inline const QString kCases = QStringLiteral(WATTGPU_TEST_DATA_DIR "/cli");
inline const QString kLlama8b = QStringLiteral("meta-llama/Llama-3.1-8B-Instruct");

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

// $WATTGPU_DATA_DIR (set by CTest), else the source tree.
inline QString dataDir()
{
    const QString env = qEnvironmentVariable("WATTGPU_DATA_DIR");
    return env.isEmpty() ? QStringLiteral(WATTGPU_SOURCE_DIR) : env;
}

// Working directory is the case folder so inputs and their echoes in the output are relative.
inline Run runCli(const QStringList& args, const QString& workDir = kCases)
{
    CliOptions options;
    options.workDir = workDir;
    options.env.insert(QStringLiteral("WATTGPU_DATA_DIR"), dataDir());
    const CliRun c = runCliWith(args, options);
    Run r{c.exitCode, QString::fromUtf8(c.out), QString::fromUtf8(c.err)};
    if (c.exitCode == -1 && c.err.isEmpty())
        r.err = QStringLiteral("cannot start ") + kCli;
    return r;
}

inline QString describe(const QStringList& args, const Run& r)
{
    return QStringLiteral("wattgpu-cli %1 -> exit %2\nstderr: %3")
        .arg(args.join(QLatin1Char(' ')))
        .arg(r.exitCode)
        .arg(r.err.left(2000));
}

inline bool parseJson(const QString& text, Json& out, QString& err)
{
    try {
        out = Json::parse(text.toStdString());
        return true;
    } catch (const std::exception& e) {
        err = QString::fromUtf8(e.what()) + QStringLiteral("\n") + text.left(500);
        return false;
    }
}

inline QStringList csvLines(const QString& text)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    while (!lines.isEmpty() && lines.last().isEmpty())
        lines.removeLast();
    return lines;
}

} // namespace wattgpu::testing
