#pragma once
// Whole files as bytes, for suites that prepare inputs and read back what a run wrote. Header
// only, Qt Core.
#include <QByteArray>
#include <QFile>
#include <QString>

namespace wattgpu::testing {

// Writes `bytes` to `path` (created or truncated); false when it cannot be opened or written whole.
inline bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// The bytes of `path`; empty when it cannot be read.
inline QByteArray readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace wattgpu::testing
